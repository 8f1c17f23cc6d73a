/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);

export const validateGiftReply = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Gift reply","description":"A giver's answer to a Wishing Well list, sent back as a reply link (#gift-reply=...): the things they will bring and those they can no longer bring. Capped like the list.","type":"object","additionalProperties":false,"required":["list","by","claims"],"properties":{"list":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,24}$","description":"The id of the list it answers."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"A short message."},"when":{"type":"string","maxLength":60,"description":"When they plan to give."},"claims":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftReplyPick"},"description":"What they will bring."},"withdraw":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftReplyPick"},"description":"What they said yes to before but can no longer bring."}},"$defs":{"giftReplyPick":{"type":"object","additionalProperties":false,"required":["item","title"],"properties":{"item":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The item's id on the list."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"Its title, so the owner can read the reply even if the item is gone."}}}}};
const schema32 = {"type":"object","additionalProperties":false,"required":["item","title"],"properties":{"item":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The item's id on the list."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"Its title, so the owner can read the reply even if the item is gone."}}};
const pattern4 = new RegExp("^[A-Za-z0-9_-]{8,24}$", "u");
const pattern5 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
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
if(data.list === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
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
if(!((((((key0 === "list") || (key0 === "by")) || (key0 === "msg")) || (key0 === "when")) || (key0 === "claims")) || (key0 === "withdraw"))){
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
if(data.list !== undefined){
let data0 = data.list;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{8,24}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{8,24}$"+"\""};
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
const err5 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.by !== undefined){
let data1 = data.by;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err6 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/by",schemaPath:"#/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.msg !== undefined){
let data2 = data.msg;
if(typeof data2 === "string"){
if(func1(data2) > 300){
const err9 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err10 = {instancePath:instancePath+"/msg",schemaPath:"#/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.when !== undefined){
let data3 = data.when;
if(typeof data3 === "string"){
if(func1(data3) > 60){
const err11 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err12 = {instancePath:instancePath+"/when",schemaPath:"#/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
let data4 = data.claims;
if(Array.isArray(data4)){
if(data4.length > 60){
const err13 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
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
if(data5.item === undefined){
const err14 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/$defs/giftReplyPick/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5.title === undefined){
const err15 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/$defs/giftReplyPick/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "item") || (key1 === "title"))){
const err16 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/$defs/giftReplyPick/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.item !== undefined){
let data6 = data5.item;
if(typeof data6 === "string"){
if(func1(data6) > 60){
const err17 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern5.test(data6)){
const err18 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err19 = {instancePath:instancePath+"/claims/" + i0+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.title !== undefined){
let data7 = data5.title;
if(typeof data7 === "string"){
if(func1(data7) > 100){
const err20 = {instancePath:instancePath+"/claims/" + i0+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data7) < 1){
const err21 = {instancePath:instancePath+"/claims/" + i0+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/claims/" + i0+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/claims/" + i0,schemaPath:"#/$defs/giftReplyPick/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err24 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.withdraw !== undefined){
let data8 = data.withdraw;
if(Array.isArray(data8)){
if(data8.length > 60){
const err25 = {instancePath:instancePath+"/withdraw",schemaPath:"#/properties/withdraw/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.item === undefined){
const err26 = {instancePath:instancePath+"/withdraw/" + i1,schemaPath:"#/$defs/giftReplyPick/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.title === undefined){
const err27 = {instancePath:instancePath+"/withdraw/" + i1,schemaPath:"#/$defs/giftReplyPick/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data9){
if(!((key2 === "item") || (key2 === "title"))){
const err28 = {instancePath:instancePath+"/withdraw/" + i1,schemaPath:"#/$defs/giftReplyPick/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.item !== undefined){
let data10 = data9.item;
if(typeof data10 === "string"){
if(func1(data10) > 60){
const err29 = {instancePath:instancePath+"/withdraw/" + i1+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern5.test(data10)){
const err30 = {instancePath:instancePath+"/withdraw/" + i1+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/withdraw/" + i1+"/item",schemaPath:"#/$defs/giftReplyPick/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.title !== undefined){
let data11 = data9.title;
if(typeof data11 === "string"){
if(func1(data11) > 100){
const err32 = {instancePath:instancePath+"/withdraw/" + i1+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func1(data11) < 1){
const err33 = {instancePath:instancePath+"/withdraw/" + i1+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/withdraw/" + i1+"/title",schemaPath:"#/$defs/giftReplyPick/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/withdraw/" + i1,schemaPath:"#/$defs/giftReplyPick/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err36 = {instancePath:instancePath+"/withdraw",schemaPath:"#/properties/withdraw/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

