/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);

export const validateSearchVocabulary = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Search vocabulary","description":"What the build writes to /pagefind/vocabulary.json for the pages that search: every word of the search index with the number of pages that hold it (or another form of it), and the lay-language thesaurus. Search uses the words to correct a misspelt query; Shelby uses both to read a question. Capped, so a damaged or replaced file cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["lang","pages","words","thesaurus"],"properties":{"lang":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$","description":"The language of the pages counted (a BCP 47 tag): their words are stemmed in it."},"pages":{"type":"integer","minimum":0,"maximum":1000000,"description":"How many pages the index holds."},"words":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/wordGroup"},"description":"The index's words, grouped by how many pages hold them."},"thesaurus":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/thesaurusIdea"},"description":"site.json's thesaurus, as it was at build time."}},"$defs":{"wordGroup":{"type":"object","additionalProperties":false,"required":["pages","words"],"properties":{"pages":{"type":"integer","minimum":1,"maximum":1000000,"description":"How many pages hold each of these words, in any of its forms."},"words":{"type":"string","maxLength":4000000,"description":"The words, folded (lower case, no accents), separated by single spaces."}}},"thesaurusIdea":{"type":"object","additionalProperties":false,"required":["site","lay"],"properties":{"site":{"type":"array","minItems":1,"maxItems":40,"items":{"type":"string","minLength":1,"maxLength":60}},"lay":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","minLength":1,"maxLength":60}}}}}};
const schema32 = {"type":"object","additionalProperties":false,"required":["pages","words"],"properties":{"pages":{"type":"integer","minimum":1,"maximum":1000000,"description":"How many pages hold each of these words, in any of its forms."},"words":{"type":"string","maxLength":4000000,"description":"The words, folded (lower case, no accents), separated by single spaces."}}};
const schema33 = {"type":"object","additionalProperties":false,"required":["site","lay"],"properties":{"site":{"type":"array","minItems":1,"maxItems":40,"items":{"type":"string","minLength":1,"maxLength":60}},"lay":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","minLength":1,"maxLength":60}}}};
const pattern4 = new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", "u");
const func1 = runtime0;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lang === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lang"},message:"must have required property '"+"lang"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.words === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "words"},message:"must have required property '"+"words"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.thesaurus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thesaurus"},message:"must have required property '"+"thesaurus"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "lang") || (key0 === "pages")) || (key0 === "words")) || (key0 === "thesaurus"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lang !== undefined){
let data0 = data.lang;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/lang",schemaPath:"#/properties/lang/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.pages !== undefined){
let data1 = data.pages;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.words !== undefined){
let data2 = data.words;
if(Array.isArray(data2)){
if(data2.length > 100000){
const err10 = {instancePath:instancePath+"/words",schemaPath:"#/properties/words/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.pages === undefined){
const err11 = {instancePath:instancePath+"/words/" + i0,schemaPath:"#/$defs/wordGroup/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.words === undefined){
const err12 = {instancePath:instancePath+"/words/" + i0,schemaPath:"#/$defs/wordGroup/required",keyword:"required",params:{missingProperty: "words"},message:"must have required property '"+"words"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "pages") || (key1 === "words"))){
const err13 = {instancePath:instancePath+"/words/" + i0,schemaPath:"#/$defs/wordGroup/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data3.pages !== undefined){
let data4 = data3.pages;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/words/" + i0+"/pages",schemaPath:"#/$defs/wordGroup/properties/pages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/words/" + i0+"/pages",schemaPath:"#/$defs/wordGroup/properties/pages/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/words/" + i0+"/pages",schemaPath:"#/$defs/wordGroup/properties/pages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data3.words !== undefined){
let data5 = data3.words;
if(typeof data5 === "string"){
if(func1(data5) > 4000000){
const err17 = {instancePath:instancePath+"/words/" + i0+"/words",schemaPath:"#/$defs/wordGroup/properties/words/maxLength",keyword:"maxLength",params:{limit: 4000000},message:"must NOT have more than 4000000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/words/" + i0+"/words",schemaPath:"#/$defs/wordGroup/properties/words/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/words/" + i0,schemaPath:"#/$defs/wordGroup/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/words",schemaPath:"#/properties/words/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.thesaurus !== undefined){
let data6 = data.thesaurus;
if(Array.isArray(data6)){
if(data6.length > 2000){
const err21 = {instancePath:instancePath+"/thesaurus",schemaPath:"#/properties/thesaurus/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.site === undefined){
const err22 = {instancePath:instancePath+"/thesaurus/" + i1,schemaPath:"#/$defs/thesaurusIdea/required",keyword:"required",params:{missingProperty: "site"},message:"must have required property '"+"site"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7.lay === undefined){
const err23 = {instancePath:instancePath+"/thesaurus/" + i1,schemaPath:"#/$defs/thesaurusIdea/required",keyword:"required",params:{missingProperty: "lay"},message:"must have required property '"+"lay"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key2 in data7){
if(!((key2 === "site") || (key2 === "lay"))){
const err24 = {instancePath:instancePath+"/thesaurus/" + i1,schemaPath:"#/$defs/thesaurusIdea/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.site !== undefined){
let data8 = data7.site;
if(Array.isArray(data8)){
if(data8.length > 40){
const err25 = {instancePath:instancePath+"/thesaurus/" + i1+"/site",schemaPath:"#/$defs/thesaurusIdea/properties/site/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.length < 1){
const err26 = {instancePath:instancePath+"/thesaurus/" + i1+"/site",schemaPath:"#/$defs/thesaurusIdea/properties/site/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(typeof data9 === "string"){
if(func1(data9) > 60){
const err27 = {instancePath:instancePath+"/thesaurus/" + i1+"/site/" + i2,schemaPath:"#/$defs/thesaurusIdea/properties/site/items/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data9) < 1){
const err28 = {instancePath:instancePath+"/thesaurus/" + i1+"/site/" + i2,schemaPath:"#/$defs/thesaurusIdea/properties/site/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/thesaurus/" + i1+"/site/" + i2,schemaPath:"#/$defs/thesaurusIdea/properties/site/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/thesaurus/" + i1+"/site",schemaPath:"#/$defs/thesaurusIdea/properties/site/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data7.lay !== undefined){
let data10 = data7.lay;
if(Array.isArray(data10)){
if(data10.length > 100){
const err31 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay",schemaPath:"#/$defs/thesaurusIdea/properties/lay/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.length < 1){
const err32 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay",schemaPath:"#/$defs/thesaurusIdea/properties/lay/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
let data11 = data10[i3];
if(typeof data11 === "string"){
if(func1(data11) > 60){
const err33 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay/" + i3,schemaPath:"#/$defs/thesaurusIdea/properties/lay/items/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func1(data11) < 1){
const err34 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay/" + i3,schemaPath:"#/$defs/thesaurusIdea/properties/lay/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay/" + i3,schemaPath:"#/$defs/thesaurusIdea/properties/lay/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/thesaurus/" + i1+"/lay",schemaPath:"#/$defs/thesaurusIdea/properties/lay/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/thesaurus/" + i1,schemaPath:"#/$defs/thesaurusIdea/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/thesaurus",schemaPath:"#/properties/thesaurus/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

