/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);

export const validateSitePageFacts = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Site page facts","description":"What the build writes to /_data/_parts/page-facts.<lang>.json for Shelby: every page of one language, by path, with what Shelby shows about a page it quotes or links to (its title, summary, \"Last reviewed\" date and sources) and which of its sections are never answers. Fetched with the search index once the page is running rather than in the data the page needs to start, as it is close to half of that data. Checked on arrival like anything fetched: a damaged or replaced file is refused, and Shelby says it cannot search now rather than quoting without dates and sources. Capped, so such a file cannot make the page do huge work.","type":"object","maxProperties":5000,"propertyNames":{"pattern":"^/","maxLength":300},"additionalProperties":{"$ref":"#/$defs/pageFacts"},"$defs":{"pageFacts":{"description":"What Shelby shows about one page it quotes or links to, and which of its sections are never answers.","type":"object","additionalProperties":false,"required":["title","description"],"properties":{"title":{"type":"string","maxLength":300,"description":"The page's title."},"description":{"type":"string","maxLength":2000,"description":"The page's summary."},"reviewed":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"When the page was last reviewed (YYYY-MM-DD), on pages with a sources block."},"sources":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["title","publisher","href"],"properties":{"title":{"type":"string","maxLength":500},"publisher":{"type":"string","maxLength":300},"href":{"type":"string","maxLength":2000}}},"description":"The page's sources, as its sources block lists them."},"notQuoted":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":200},"description":"Ids of the headings whose sections are not answers (the sources list, the disclaimer and safety notices)."},"notQuotedWithin":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":200},"description":"Ids of the headings whose section and every section nested in it are not answers (the warning signs)."}}}}};
const schema32 = {"description":"What Shelby shows about one page it quotes or links to, and which of its sections are never answers.","type":"object","additionalProperties":false,"required":["title","description"],"properties":{"title":{"type":"string","maxLength":300,"description":"The page's title."},"description":{"type":"string","maxLength":2000,"description":"The page's summary."},"reviewed":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$","description":"When the page was last reviewed (YYYY-MM-DD), on pages with a sources block."},"sources":{"type":"array","maxItems":100,"items":{"type":"object","additionalProperties":false,"required":["title","publisher","href"],"properties":{"title":{"type":"string","maxLength":500},"publisher":{"type":"string","maxLength":300},"href":{"type":"string","maxLength":2000}}},"description":"The page's sources, as its sources block lists them."},"notQuoted":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":200},"description":"Ids of the headings whose sections are not answers (the sources list, the disclaimer and safety notices)."},"notQuotedWithin":{"type":"array","maxItems":200,"items":{"type":"string","maxLength":200},"description":"Ids of the headings whose section and every section nested in it are not answers (the warning signs)."}}};
const func1 = runtime0;
const pattern4 = new RegExp("^/", "u");
const pattern5 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");

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
if(Object.keys(data).length > 5000){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 5000},message:"must NOT have more than 5000 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) > 300){
const err1 = {instancePath,schemaPath:"#/propertyNames/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(key0)){
const err2 = {instancePath,schemaPath:"#/propertyNames/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.title === undefined){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/pageFacts/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.description === undefined){
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/pageFacts/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key2 in data0){
if(!((((((key2 === "title") || (key2 === "description")) || (key2 === "reviewed")) || (key2 === "sources")) || (key2 === "notQuoted")) || (key2 === "notQuotedWithin"))){
const err6 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/pageFacts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.title !== undefined){
let data1 = data0.title;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err7 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/pageFacts/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/pageFacts/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.description !== undefined){
let data2 = data0.description;
if(typeof data2 === "string"){
if(func1(data2) > 2000){
const err9 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/$defs/pageFacts/properties/description/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",schemaPath:"#/$defs/pageFacts/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.reviewed !== undefined){
let data3 = data0.reviewed;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err11 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/reviewed",schemaPath:"#/$defs/pageFacts/properties/reviewed/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/reviewed",schemaPath:"#/$defs/pageFacts/properties/reviewed/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.sources !== undefined){
let data4 = data0.sources;
if(Array.isArray(data4)){
if(data4.length > 100){
const err13 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources",schemaPath:"#/$defs/pageFacts/properties/sources/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.title === undefined){
const err14 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0,schemaPath:"#/$defs/pageFacts/properties/sources/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.publisher === undefined){
const err15 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0,schemaPath:"#/$defs/pageFacts/properties/sources/items/required",keyword:"required",params:{missingProperty: "publisher"},message:"must have required property '"+"publisher"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.href === undefined){
const err16 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0,schemaPath:"#/$defs/pageFacts/properties/sources/items/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key3 in data5){
if(!(((key3 === "title") || (key3 === "publisher")) || (key3 === "href"))){
const err17 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0,schemaPath:"#/$defs/pageFacts/properties/sources/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.title !== undefined){
let data6 = data5.title;
if(typeof data6 === "string"){
if(func1(data6) > 500){
const err18 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/title",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/title",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.publisher !== undefined){
let data7 = data5.publisher;
if(typeof data7 === "string"){
if(func1(data7) > 300){
const err20 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/publisher",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/publisher/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/publisher",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/publisher/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.href !== undefined){
let data8 = data5.href;
if(typeof data8 === "string"){
if(func1(data8) > 2000){
const err22 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/href",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/href/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0+"/href",schemaPath:"#/$defs/pageFacts/properties/sources/items/properties/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources/" + i0,schemaPath:"#/$defs/pageFacts/properties/sources/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/sources",schemaPath:"#/$defs/pageFacts/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data0.notQuoted !== undefined){
let data9 = data0.notQuoted;
if(Array.isArray(data9)){
if(data9.length > 200){
const err26 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuoted",schemaPath:"#/$defs/pageFacts/properties/notQuoted/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(func1(data10) > 200){
const err27 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuoted/" + i1,schemaPath:"#/$defs/pageFacts/properties/notQuoted/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuoted/" + i1,schemaPath:"#/$defs/pageFacts/properties/notQuoted/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuoted",schemaPath:"#/$defs/pageFacts/properties/notQuoted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data0.notQuotedWithin !== undefined){
let data11 = data0.notQuotedWithin;
if(Array.isArray(data11)){
if(data11.length > 200){
const err30 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuotedWithin",schemaPath:"#/$defs/pageFacts/properties/notQuotedWithin/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(typeof data12 === "string"){
if(func1(data12) > 200){
const err31 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuotedWithin/" + i2,schemaPath:"#/$defs/pageFacts/properties/notQuotedWithin/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuotedWithin/" + i2,schemaPath:"#/$defs/pageFacts/properties/notQuotedWithin/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/notQuotedWithin",schemaPath:"#/$defs/pageFacts/properties/notQuotedWithin/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/pageFacts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

