/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);

export const validateGiftRegistry = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Gift registry","description":"A Wishing Well gift list as it travels in a share link's fragment (#registry=...) or a backup file: its items, the note to givers and who said yes to what. Every string and list is capped so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["list","name","updated","items","claims"],"properties":{"list":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,24}$","description":"A random id made when the list starts, so a reply is only added to the list it was made for."},"owner":{"const":true,"description":"Present in the owner's own link only: it opens the list to change it. The givers' link leaves it out."},"name":{"type":"string","minLength":1,"maxLength":80,"description":"The list's name, such as a first name."},"note":{"type":"string","maxLength":500,"description":"The note to givers."},"dropOff":{"type":"string","maxLength":300,"description":"Where to send or leave gifts."},"updated":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"The day the list last changed, as YYYY-MM-DD."},"items":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftRegistryItem"},"description":"What is on the list, in the owner's order."},"claims":{"type":"array","maxItems":300,"items":{"$ref":"#/$defs/giftRegistryClaim"},"description":"Who said yes to what: one claim per unit of an item."}},"$defs":{"giftItemId":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"giftRegistryItem":{"type":"object","additionalProperties":false,"required":["id","title","kind"],"properties":{"id":{"$ref":"#/$defs/giftItemId","description":"The item's id on this list: a gift idea's id, or own-<letters> for the owner's own items."},"idea":{"$ref":"#/$defs/giftItemId","description":"The gift idea it comes from, when it is one of the site's ideas."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"What it is. Kept for ideas too, so a list still reads when an idea leaves the site."},"kind":{"enum":["item","time","gift-card","organization"],"description":"The kind of gift."},"qty":{"type":"integer","minimum":1,"maximum":20,"description":"How many are wanted (1 when left out)."},"note":{"type":"string","maxLength":200,"description":"The owner's note about it."},"size":{"type":"string","maxLength":40,"description":"A size."},"color":{"type":"string","maxLength":40,"description":"A color."},"noScent":{"const":true,"description":"No scent, please."},"link":{"type":"string","maxLength":500,"pattern":"^https://[^\\s<>\"]+$","description":"An example of the item on the web."},"why":{"type":"string","maxLength":200,"description":"Why it would help (own items)."},"have":{"const":true,"description":"They already have it."},"received":{"const":true,"description":"It has arrived."}}},"giftRegistryClaim":{"type":"object","additionalProperties":false,"required":["item","by"],"properties":{"item":{"type":"string","maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$","description":"The unit claimed: the item's id for the first, then <id>.2, <id>.3 and so on."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"The giver's message (the owner's link only)."},"when":{"type":"string","maxLength":60,"description":"When they plan to give it (the owner's link only)."}}}}};
const schema35 = {"type":"object","additionalProperties":false,"required":["item","by"],"properties":{"item":{"type":"string","maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$","description":"The unit claimed: the item's id for the first, then <id>.2, <id>.3 and so on."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"The giver's message (the owner's link only)."},"when":{"type":"string","maxLength":60,"description":"When they plan to give it (the owner's link only)."}}};
const pattern4 = new RegExp("^[A-Za-z0-9_-]{8,24}$", "u");
const pattern5 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern9 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$", "u");
const func1 = runtime0;
const schema32 = {"type":"object","additionalProperties":false,"required":["id","title","kind"],"properties":{"id":{"$ref":"#/$defs/giftItemId","description":"The item's id on this list: a gift idea's id, or own-<letters> for the owner's own items."},"idea":{"$ref":"#/$defs/giftItemId","description":"The gift idea it comes from, when it is one of the site's ideas."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"What it is. Kept for ideas too, so a list still reads when an idea leaves the site."},"kind":{"enum":["item","time","gift-card","organization"],"description":"The kind of gift."},"qty":{"type":"integer","minimum":1,"maximum":20,"description":"How many are wanted (1 when left out)."},"note":{"type":"string","maxLength":200,"description":"The owner's note about it."},"size":{"type":"string","maxLength":40,"description":"A size."},"color":{"type":"string","maxLength":40,"description":"A color."},"noScent":{"const":true,"description":"No scent, please."},"link":{"type":"string","maxLength":500,"pattern":"^https://[^\\s<>\"]+$","description":"An example of the item on the web."},"why":{"type":"string","maxLength":200,"description":"Why it would help (own items)."},"have":{"const":true,"description":"They already have it."},"received":{"const":true,"description":"It has arrived."}}};
const schema33 = {"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"};
const func5 = Object.prototype.hasOwnProperty;
const pattern6 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern8 = new RegExp("^https://[^\\s<>\"]+$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.kind === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema32.properties, key0))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func1(data0) > 60){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/giftItemId/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern6.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/giftItemId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/giftItemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.idea !== undefined){
let data1 = data.idea;
if(typeof data1 === "string"){
if(func1(data1) > 60){
const err7 = {instancePath:instancePath+"/idea",schemaPath:"#/$defs/giftItemId/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern6.test(data1)){
const err8 = {instancePath:instancePath+"/idea",schemaPath:"#/$defs/giftItemId/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/idea",schemaPath:"#/$defs/giftItemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data2) < 1){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.kind !== undefined){
let data3 = data.kind;
if(!((((data3 === "item") || (data3 === "time")) || (data3 === "gift-card")) || (data3 === "organization"))){
const err13 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema32.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.qty !== undefined){
let data4 = data.qty;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 20 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/qty",schemaPath:"#/properties/qty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.note !== undefined){
let data5 = data.note;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err17 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err18 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.size !== undefined){
let data6 = data.size;
if(typeof data6 === "string"){
if(func1(data6) > 40){
const err19 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.color !== undefined){
let data7 = data.color;
if(typeof data7 === "string"){
if(func1(data7) > 40){
const err21 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err22 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.noScent !== undefined){
if(true !== data.noScent){
const err23 = {instancePath:instancePath+"/noScent",schemaPath:"#/properties/noScent/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.link !== undefined){
let data9 = data.link;
if(typeof data9 === "string"){
if(func1(data9) > 500){
const err24 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern8.test(data9)){
const err25 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/pattern",keyword:"pattern",params:{pattern: "^https://[^\\s<>\"]+$"},message:"must match pattern \""+"^https://[^\\s<>\"]+$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.why !== undefined){
let data10 = data.why;
if(typeof data10 === "string"){
if(func1(data10) > 200){
const err27 = {instancePath:instancePath+"/why",schemaPath:"#/properties/why/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err28 = {instancePath:instancePath+"/why",schemaPath:"#/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.have !== undefined){
if(true !== data.have){
const err29 = {instancePath:instancePath+"/have",schemaPath:"#/properties/have/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.received !== undefined){
if(true !== data.received){
const err30 = {instancePath:instancePath+"/received",schemaPath:"#/properties/received/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.updated === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updated"},message:"must have required property '"+"updated"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.items === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.claims === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "claims"},message:"must have required property '"+"claims"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "list") || (key0 === "owner")) || (key0 === "name")) || (key0 === "note")) || (key0 === "dropOff")) || (key0 === "updated")) || (key0 === "items")) || (key0 === "claims"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.list !== undefined){
let data0 = data.list;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{8,24}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{8,24}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/list",schemaPath:"#/properties/list/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.owner !== undefined){
if(true !== data.owner){
const err8 = {instancePath:instancePath+"/owner",schemaPath:"#/properties/owner/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 80){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.note !== undefined){
let data3 = data.note;
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err12 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dropOff !== undefined){
let data4 = data.dropOff;
if(typeof data4 === "string"){
if(func1(data4) > 300){
const err14 = {instancePath:instancePath+"/dropOff",schemaPath:"#/properties/dropOff/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/dropOff",schemaPath:"#/properties/dropOff/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.updated !== undefined){
let data5 = data.updated;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err16 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/updated",schemaPath:"#/properties/updated/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.items !== undefined){
let data6 = data.items;
if(Array.isArray(data6)){
if(data6.length > 60){
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.claims !== undefined){
let data8 = data.claims;
if(Array.isArray(data8)){
if(data8.length > 300){
const err20 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/maxItems",keyword:"maxItems",params:{limit: 300},message:"must NOT have more than 300 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.item === undefined){
const err21 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/giftRegistryClaim/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9.by === undefined){
const err22 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/giftRegistryClaim/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data9){
if(!((((key1 === "item") || (key1 === "by")) || (key1 === "msg")) || (key1 === "when"))){
const err23 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/giftRegistryClaim/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.item !== undefined){
let data10 = data9.item;
if(typeof data10 === "string"){
if(func1(data10) > 64){
const err24 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/giftRegistryClaim/properties/item/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern9.test(data10)){
const err25 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/giftRegistryClaim/properties/item/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/giftRegistryClaim/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.by !== undefined){
let data11 = data9.by;
if(typeof data11 === "string"){
if(func1(data11) > 40){
const err27 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/giftRegistryClaim/properties/by/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data11) < 1){
const err28 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/giftRegistryClaim/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err29 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/giftRegistryClaim/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.msg !== undefined){
let data12 = data9.msg;
if(typeof data12 === "string"){
if(func1(data12) > 300){
const err30 = {instancePath:instancePath+"/claims/" + i1+"/msg",schemaPath:"#/$defs/giftRegistryClaim/properties/msg/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err31 = {instancePath:instancePath+"/claims/" + i1+"/msg",schemaPath:"#/$defs/giftRegistryClaim/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data9.when !== undefined){
let data13 = data9.when;
if(typeof data13 === "string"){
if(func1(data13) > 60){
const err32 = {instancePath:instancePath+"/claims/" + i1+"/when",schemaPath:"#/$defs/giftRegistryClaim/properties/when/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/claims/" + i1+"/when",schemaPath:"#/$defs/giftRegistryClaim/properties/when/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/giftRegistryClaim/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

