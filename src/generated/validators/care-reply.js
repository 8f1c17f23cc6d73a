/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);

export const validateCareReply = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Care reply","description":"A helper's reply as it travels in a reply link's fragment (#care-reply=...): the plan it answers, the helper's name and the slots they took.","type":"object","additionalProperties":false,"required":["plan","by","claims"],"properties":{"plan":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,32}$","description":"The id of the plan this reply answers."},"revision":{"type":"integer","minimum":1,"maximum":1000000,"description":"The plan's revision the helper saw."},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S","description":"The helper's first name or nickname."},"claims":{"type":"array","minItems":1,"maxItems":200,"items":{"title":"Care reply claim","type":"object","additionalProperties":false,"required":["item"],"properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"dish":{"type":"string","maxLength":80}}}}}};
const pattern4 = new RegExp("^[A-Za-z0-9_-]{8,32}$", "u");
const pattern5 = new RegExp("\\S", "u");
const pattern6 = new RegExp("^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
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
if(data.plan === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"},message:"must have required property '"+"plan"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.by === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.claims === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claims"},message:"must have required property '"+"claims"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "plan") || (key0 === "revision")) || (key0 === "by")) || (key0 === "claims"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.plan !== undefined){
let data0 = data.plan;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{8,32}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{8,32}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.revision !== undefined){
let data1 = data.revision;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.by !== undefined){
let data2 = data.by;
if(typeof data2 === "string"){
if(func1(data2) > 40){
const err9 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern5.test(data2)){
const err11 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err12 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.claims !== undefined){
let data3 = data.claims;
if(Array.isArray(data3)){
if(data3.length > 200){
const err13 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 1){
const err14 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.item === undefined){
const err15 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/properties/claims/items/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data4){
if(!((key1 === "item") || (key1 === "dish"))){
const err16 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/properties/claims/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.item !== undefined){
let data5 = data4.item;
if(typeof data5 === "string"){
if(func1(data5) > 23){
const err17 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/properties/claims/items/properties/item/maxLength",keyword:"maxLength",params:{limit: 23},message:"must NOT have more than 23 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern6.test(data5)){
const err18 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/properties/claims/items/properties/item/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
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
const err19 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/properties/claims/items/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data4.dish !== undefined){
let data6 = data4.dish;
if(typeof data6 === "string"){
if(func1(data6) > 80){
const err20 = {instancePath:instancePath+"/claims/" + i0+"/dish",schemaPath:"#/properties/claims/items/properties/dish/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err21 = {instancePath:instancePath+"/claims/" + i0+"/dish",schemaPath:"#/properties/claims/items/properties/dish/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/properties/claims/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

