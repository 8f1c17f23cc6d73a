/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validator made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);
import * as runtime1Module from "ajv/dist/runtime/equal.js";
const runtime1 = unwrapDefault(runtime1Module);

export const validateNudgePlan = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Nudge plan","description":"A Smart Nudge reminder plan as it travels in its link's fragment (#nudges=...) and in a JSON backup: the reader's day (wake, meals, bed, quiet hours), medicines as the reader typed them with how often, appointments, chosen self-care nudges and treatment days. Times are kept as anchors of the day ('breakfast') or clock times, so reminders move when the day changes. Every string and list is capped, so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["id","day","medicines","appointments","nudges"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9]{8,24}$","description":"The plan's random id: calendar events are named after it, so a newer calendar file updates them."},"day":{"$ref":"#/$defs/day"},"medicines":{"type":"array","maxItems":20,"items":{"$ref":"#/$defs/medicine"}},"appointments":{"type":"array","maxItems":30,"items":{"$ref":"#/$defs/appointment"}},"nudges":{"type":"array","maxItems":10,"items":{"$ref":"#/$defs/nudge"}},"treatments":{"type":"array","maxItems":10,"items":{"$ref":"#/$defs/treatment"},"description":"Chemotherapy days, each once or repeating every so many days."},"riskDays":{"type":"object","additionalProperties":false,"required":["from","to"],"description":"The days after each chemotherapy dose when infection risk is highest, if the care team gave other days than the usual ones.","properties":{"from":{"type":"integer","minimum":1,"maximum":30},"to":{"type":"integer","minimum":1,"maximum":30}}}},"$defs":{"date":{"title":"Nudge date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."},"time":{"title":"Nudge time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."},"at":{"title":"Nudge moment","type":"string","pattern":"^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$","description":"When in the day: a moment of the reader's day (wake, breakfast, midMorning, lunch, midAfternoon, dinner, bed) or a clock time HH:MM."},"moments":{"title":"Nudge moments","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/at"}},"day":{"title":"Nudge day","type":"object","additionalProperties":false,"required":["wake","breakfast","lunch","dinner","bed","quietFrom","quietTo"],"description":"The reader's usual day, in order from waking to bedtime, and the quiet hours (which may run past midnight).","properties":{"wake":{"$ref":"#/$defs/time"},"breakfast":{"$ref":"#/$defs/time"},"lunch":{"$ref":"#/$defs/time"},"dinner":{"$ref":"#/$defs/time"},"bed":{"$ref":"#/$defs/time"},"quietFrom":{"$ref":"#/$defs/time"},"quietTo":{"$ref":"#/$defs/time"}}},"schedule":{"title":"Nudge schedule","description":"How often: at moments every day, every N hours while awake, at moments on chosen weekdays, on the first days of each treatment cycle, or as needed (a note, no reminder).","oneOf":[{"type":"object","additionalProperties":false,"required":["how","at"],"properties":{"how":{"const":"daily"},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","every"],"properties":{"how":{"const":"hours"},"every":{"type":"integer","minimum":2,"maximum":12}}},{"type":"object","additionalProperties":false,"required":["how","days","at"],"properties":{"how":{"const":"weekdays"},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","onDays","cycleDays","cycles","at"],"properties":{"how":{"const":"cycle"},"onDays":{"type":"integer","minimum":1,"maximum":60,"description":"Days 1 to onDays of each cycle."},"cycleDays":{"type":"integer","minimum":2,"maximum":90,"description":"How many days one cycle lasts."},"cycles":{"type":"integer","minimum":1,"maximum":30,"description":"How many cycles."},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how"],"properties":{"how":{"const":"asNeeded"}}}]},"medicine":{"title":"Nudge medicine","type":"object","additionalProperties":false,"required":["id","name","schedule","start"],"description":"A medicine exactly as the reader typed it, with how often, food, dates and notes. Seven Wells never suggests one.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"name":{"type":"string","minLength":1,"maxLength":80},"schedule":{"$ref":"#/$defs/schedule"},"food":{"enum":["with","without"]},"start":{"$ref":"#/$defs/date"},"end":{"$ref":"#/$defs/date"},"notes":{"type":"string","maxLength":300}}},"appointment":{"title":"Nudge appointment","type":"object","additionalProperties":false,"required":["id","what","date","time"],"description":"A visit: what it is, when, where, what to bring and questions to ask.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"what":{"type":"string","minLength":1,"maxLength":80},"date":{"$ref":"#/$defs/date"},"time":{"$ref":"#/$defs/time"},"place":{"type":"string","maxLength":120},"bring":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"questions":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"notes":{"type":"string","maxLength":300}}},"nudge":{"title":"Nudge choice","type":"object","additionalProperties":false,"required":["id","at","start"],"description":"A self-care nudge from site.json's smartNudge.nudges, at the moments the reader chose, from a start date.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":40},"at":{"$ref":"#/$defs/moments"},"start":{"$ref":"#/$defs/date"}}},"treatment":{"title":"Nudge treatment","type":"object","additionalProperties":false,"required":["id","date"],"description":"A chemotherapy day, once, or every `every` days for `times` treatments.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"date":{"$ref":"#/$defs/date"},"every":{"type":"integer","minimum":1,"maximum":90},"times":{"type":"integer","minimum":1,"maximum":40}}}}};
const pattern4 = new RegExp("^[a-z0-9]{8,24}$", "u");
const schema32 = {"title":"Nudge day","type":"object","additionalProperties":false,"required":["wake","breakfast","lunch","dinner","bed","quietFrom","quietTo"],"description":"The reader's usual day, in order from waking to bedtime, and the quiet hours (which may run past midnight).","properties":{"wake":{"$ref":"#/$defs/time"},"breakfast":{"$ref":"#/$defs/time"},"lunch":{"$ref":"#/$defs/time"},"dinner":{"$ref":"#/$defs/time"},"bed":{"$ref":"#/$defs/time"},"quietFrom":{"$ref":"#/$defs/time"},"quietTo":{"$ref":"#/$defs/time"}}};
const schema33 = {"title":"Nudge time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."};
const pattern5 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

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
if(data.wake === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wake"},message:"must have required property '"+"wake"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.breakfast === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "breakfast"},message:"must have required property '"+"breakfast"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lunch === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lunch"},message:"must have required property '"+"lunch"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.dinner === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dinner"},message:"must have required property '"+"dinner"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.bed === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bed"},message:"must have required property '"+"bed"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.quietFrom === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quietFrom"},message:"must have required property '"+"quietFrom"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.quietTo === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quietTo"},message:"must have required property '"+"quietTo"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "wake") || (key0 === "breakfast")) || (key0 === "lunch")) || (key0 === "dinner")) || (key0 === "bed")) || (key0 === "quietFrom")) || (key0 === "quietTo"))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.wake !== undefined){
let data0 = data.wake;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err8 = {instancePath:instancePath+"/wake",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err9 = {instancePath:instancePath+"/wake",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.breakfast !== undefined){
let data1 = data.breakfast;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err10 = {instancePath:instancePath+"/breakfast",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err11 = {instancePath:instancePath+"/breakfast",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.lunch !== undefined){
let data2 = data.lunch;
if(typeof data2 === "string"){
if(!pattern5.test(data2)){
const err12 = {instancePath:instancePath+"/lunch",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err13 = {instancePath:instancePath+"/lunch",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.dinner !== undefined){
let data3 = data.dinner;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err14 = {instancePath:instancePath+"/dinner",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err15 = {instancePath:instancePath+"/dinner",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bed !== undefined){
let data4 = data.bed;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err16 = {instancePath:instancePath+"/bed",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err17 = {instancePath:instancePath+"/bed",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.quietFrom !== undefined){
let data5 = data.quietFrom;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err18 = {instancePath:instancePath+"/quietFrom",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err19 = {instancePath:instancePath+"/quietFrom",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.quietTo !== undefined){
let data6 = data.quietTo;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err20 = {instancePath:instancePath+"/quietTo",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err21 = {instancePath:instancePath+"/quietTo",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema40 = {"title":"Nudge medicine","type":"object","additionalProperties":false,"required":["id","name","schedule","start"],"description":"A medicine exactly as the reader typed it, with how often, food, dates and notes. Seven Wells never suggests one.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"name":{"type":"string","minLength":1,"maxLength":80},"schedule":{"$ref":"#/$defs/schedule"},"food":{"enum":["with","without"]},"start":{"$ref":"#/$defs/date"},"end":{"$ref":"#/$defs/date"},"notes":{"type":"string","maxLength":300}}};
const schema44 = {"title":"Nudge date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."};
const pattern12 = new RegExp("^[a-z0-9]{1,12}$", "u");
const pattern14 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const func1 = runtime0;
const schema41 = {"title":"Nudge schedule","description":"How often: at moments every day, every N hours while awake, at moments on chosen weekdays, on the first days of each treatment cycle, or as needed (a note, no reminder).","oneOf":[{"type":"object","additionalProperties":false,"required":["how","at"],"properties":{"how":{"const":"daily"},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","every"],"properties":{"how":{"const":"hours"},"every":{"type":"integer","minimum":2,"maximum":12}}},{"type":"object","additionalProperties":false,"required":["how","days","at"],"properties":{"how":{"const":"weekdays"},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","onDays","cycleDays","cycles","at"],"properties":{"how":{"const":"cycle"},"onDays":{"type":"integer","minimum":1,"maximum":60,"description":"Days 1 to onDays of each cycle."},"cycleDays":{"type":"integer","minimum":2,"maximum":90,"description":"How many days one cycle lasts."},"cycles":{"type":"integer","minimum":1,"maximum":30,"description":"How many cycles."},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how"],"properties":{"how":{"const":"asNeeded"}}}]};
const schema42 = {"title":"Nudge moments","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/at"}};
const schema43 = {"title":"Nudge moment","type":"string","pattern":"^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$","description":"When in the day: a moment of the reader's day (wake, breakfast, midMorning, lunch, midAfternoon, dinner, bed) or a clock time HH:MM."};
const pattern13 = new RegExp("^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 8){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(!pattern13.test(data0)){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/at/pattern",keyword:"pattern",params:{pattern: "^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$"},message:"must match pattern \""+"^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const func0 = runtime1;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.how === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "how"},message:"must have required property '"+"how"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "how") || (key0 === "at"))){
const err2 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.how !== undefined){
if("daily" !== data.how){
const err3 = {instancePath:instancePath+"/how",schemaPath:"#/oneOf/0/properties/how/const",keyword:"const",params:{allowedValue: "daily"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.at !== undefined){
if(!(validate25(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.how === undefined){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "how"},message:"must have required property '"+"how"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.every === undefined){
const err6 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "every"},message:"must have required property '"+"every"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "how") || (key1 === "every"))){
const err7 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.how !== undefined){
if("hours" !== data.how){
const err8 = {instancePath:instancePath+"/how",schemaPath:"#/oneOf/1/properties/how/const",keyword:"const",params:{allowedValue: "hours"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.every !== undefined){
let data3 = data.every;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/every",schemaPath:"#/oneOf/1/properties/every/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 12 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/every",schemaPath:"#/oneOf/1/properties/every/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 2 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/every",schemaPath:"#/oneOf/1/properties/every/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.how === undefined){
const err13 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "how"},message:"must have required property '"+"how"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.days === undefined){
const err14 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "days"},message:"must have required property '"+"days"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.at === undefined){
const err15 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key2 in data){
if(!(((key2 === "how") || (key2 === "days")) || (key2 === "at"))){
const err16 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.how !== undefined){
if("weekdays" !== data.how){
const err17 = {instancePath:instancePath+"/how",schemaPath:"#/oneOf/2/properties/how/const",keyword:"const",params:{allowedValue: "weekdays"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.days !== undefined){
let data5 = data.days;
if(Array.isArray(data5)){
if(data5.length > 7){
const err18 = {instancePath:instancePath+"/days",schemaPath:"#/oneOf/2/properties/days/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.length < 1){
const err19 = {instancePath:instancePath+"/days",schemaPath:"#/oneOf/2/properties/days/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!(((((((data6 === "MO") || (data6 === "TU")) || (data6 === "WE")) || (data6 === "TH")) || (data6 === "FR")) || (data6 === "SA")) || (data6 === "SU"))){
const err20 = {instancePath:instancePath+"/days/" + i0,schemaPath:"#/oneOf/2/properties/days/items/enum",keyword:"enum",params:{allowedValues: schema41.oneOf[2].properties.days.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data5[i1], data5[j0])){
const err21 = {instancePath:instancePath+"/days",schemaPath:"#/oneOf/2/properties/days/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/days",schemaPath:"#/oneOf/2/properties/days/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.at !== undefined){
if(!(validate25(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.how === undefined){
const err24 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "how"},message:"must have required property '"+"how"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data.onDays === undefined){
const err25 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "onDays"},message:"must have required property '"+"onDays"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.cycleDays === undefined){
const err26 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "cycleDays"},message:"must have required property '"+"cycleDays"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.cycles === undefined){
const err27 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "cycles"},message:"must have required property '"+"cycles"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.at === undefined){
const err28 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key3 in data){
if(!(((((key3 === "how") || (key3 === "onDays")) || (key3 === "cycleDays")) || (key3 === "cycles")) || (key3 === "at"))){
const err29 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.how !== undefined){
if("cycle" !== data.how){
const err30 = {instancePath:instancePath+"/how",schemaPath:"#/oneOf/3/properties/how/const",keyword:"const",params:{allowedValue: "cycle"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.onDays !== undefined){
let data9 = data.onDays;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err31 = {instancePath:instancePath+"/onDays",schemaPath:"#/oneOf/3/properties/onDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 60 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/onDays",schemaPath:"#/oneOf/3/properties/onDays/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/onDays",schemaPath:"#/oneOf/3/properties/onDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.cycleDays !== undefined){
let data10 = data.cycleDays;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err34 = {instancePath:instancePath+"/cycleDays",schemaPath:"#/oneOf/3/properties/cycleDays/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 90 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/cycleDays",schemaPath:"#/oneOf/3/properties/cycleDays/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10 < 2 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/cycleDays",schemaPath:"#/oneOf/3/properties/cycleDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
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
if(data.cycles !== undefined){
let data11 = data.cycles;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err37 = {instancePath:instancePath+"/cycles",schemaPath:"#/oneOf/3/properties/cycles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 30 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/cycles",schemaPath:"#/oneOf/3/properties/cycles/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/cycles",schemaPath:"#/oneOf/3/properties/cycles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.at !== undefined){
if(!(validate25(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs31 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.how === undefined){
const err41 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "how"},message:"must have required property '"+"how"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "how")){
const err42 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.how !== undefined){
if("asNeeded" !== data.how){
const err43 = {instancePath:instancePath+"/how",schemaPath:"#/oneOf/4/properties/how/const",keyword:"const",params:{allowedValue: "asNeeded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs31 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
if(!valid0){
const err45 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
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
if(data.schedule === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.start === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "name")) || (key0 === "schedule")) || (key0 === "food")) || (key0 === "start")) || (key0 === "end")) || (key0 === "notes"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}$"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.schedule !== undefined){
if(!(validate24(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.food !== undefined){
let data3 = data.food;
if(!((data3 === "with") || (data3 === "without"))){
const err10 = {instancePath:instancePath+"/food",schemaPath:"#/properties/food/enum",keyword:"enum",params:{allowedValues: schema40.properties.food.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.start !== undefined){
let data4 = data.start;
if(typeof data4 === "string"){
if(!pattern14.test(data4)){
const err11 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err12 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.end !== undefined){
let data5 = data.end;
if(typeof data5 === "string"){
if(!pattern14.test(data5)){
const err13 = {instancePath:instancePath+"/end",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/end",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.notes !== undefined){
let data6 = data.notes;
if(typeof data6 === "string"){
if(func1(data6) > 300){
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"title":"Nudge appointment","type":"object","additionalProperties":false,"required":["id","what","date","time"],"description":"A visit: what it is, when, where, what to bring and questions to ask.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"what":{"type":"string","minLength":1,"maxLength":80},"date":{"$ref":"#/$defs/date"},"time":{"$ref":"#/$defs/time"},"place":{"type":"string","maxLength":120},"bring":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"questions":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"notes":{"type":"string","maxLength":300}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
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
if(data.what === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "what"},message:"must have required property '"+"what"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.date === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "what")) || (key0 === "date")) || (key0 === "time")) || (key0 === "place")) || (key0 === "bring")) || (key0 === "questions")) || (key0 === "notes"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}$"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.what !== undefined){
let data1 = data.what;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err7 = {instancePath:instancePath+"/what",schemaPath:"#/properties/what/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/what",schemaPath:"#/properties/what/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/what",schemaPath:"#/properties/what/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.date !== undefined){
let data2 = data.date;
if(typeof data2 === "string"){
if(!pattern14.test(data2)){
const err10 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.time !== undefined){
let data3 = data.time;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err12 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err13 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.place !== undefined){
let data4 = data.place;
if(typeof data4 === "string"){
if(func1(data4) > 120){
const err14 = {instancePath:instancePath+"/place",schemaPath:"#/properties/place/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
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
const err15 = {instancePath:instancePath+"/place",schemaPath:"#/properties/place/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bring !== undefined){
let data5 = data.bring;
if(Array.isArray(data5)){
if(data5.length > 20){
const err16 = {instancePath:instancePath+"/bring",schemaPath:"#/properties/bring/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func1(data6) > 200){
const err17 = {instancePath:instancePath+"/bring/" + i0,schemaPath:"#/properties/bring/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/bring/" + i0,schemaPath:"#/properties/bring/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/bring/" + i0,schemaPath:"#/properties/bring/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/bring",schemaPath:"#/properties/bring/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.questions !== undefined){
let data7 = data.questions;
if(Array.isArray(data7)){
if(data7.length > 20){
const err21 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func1(data8) > 200){
const err22 = {instancePath:instancePath+"/questions/" + i1,schemaPath:"#/properties/questions/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data8) < 1){
const err23 = {instancePath:instancePath+"/questions/" + i1,schemaPath:"#/properties/questions/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/questions/" + i1,schemaPath:"#/properties/questions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err25 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.notes !== undefined){
let data9 = data.notes;
if(typeof data9 === "string"){
if(func1(data9) > 300){
const err26 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema49 = {"title":"Nudge choice","type":"object","additionalProperties":false,"required":["id","at","start"],"description":"A self-care nudge from site.json's smartNudge.nudges, at the moments the reader chose, from a start date.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":40},"at":{"$ref":"#/$defs/moments"},"start":{"$ref":"#/$defs/date"}}};
const pattern19 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
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
if(data.at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "id") || (key0 === "at")) || (key0 === "start"))){
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
if(func1(data0) > 40){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern19.test(data0)){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.at !== undefined){
if(!(validate25(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.start !== undefined){
let data2 = data.start;
if(typeof data2 === "string"){
if(!pattern14.test(data2)){
const err7 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err8 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema51 = {"title":"Nudge treatment","type":"object","additionalProperties":false,"required":["id","date"],"description":"A chemotherapy day, once, or every `every` days for `times` treatments.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"date":{"$ref":"#/$defs/date"},"every":{"type":"integer","minimum":1,"maximum":90},"times":{"type":"integer","minimum":1,"maximum":40}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
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
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "id") || (key0 === "date")) || (key0 === "every")) || (key0 === "times"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.every !== undefined){
let data2 = data.every;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/every",schemaPath:"#/properties/every/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 90 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/every",schemaPath:"#/properties/every/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/every",schemaPath:"#/properties/every/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.times !== undefined){
let data3 = data.times;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 40 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.day === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.medicines === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "medicines"},message:"must have required property '"+"medicines"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.appointments === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "appointments"},message:"must have required property '"+"appointments"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.nudges === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nudges"},message:"must have required property '"+"nudges"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "day")) || (key0 === "medicines")) || (key0 === "appointments")) || (key0 === "nudges")) || (key0 === "treatments")) || (key0 === "riskDays"))){
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
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{8,24}$"},message:"must match pattern \""+"^[a-z0-9]{8,24}$"+"\""};
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
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.day !== undefined){
if(!(validate21(data.day, {instancePath:instancePath+"/day",parentData:data,parentDataProperty:"day",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.medicines !== undefined){
let data2 = data.medicines;
if(Array.isArray(data2)){
if(data2.length > 20){
const err8 = {instancePath:instancePath+"/medicines",schemaPath:"#/properties/medicines/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data2[i0], {instancePath:instancePath+"/medicines/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/medicines",schemaPath:"#/properties/medicines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.appointments !== undefined){
let data4 = data.appointments;
if(Array.isArray(data4)){
if(data4.length > 30){
const err10 = {instancePath:instancePath+"/appointments",schemaPath:"#/properties/appointments/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate31(data4[i1], {instancePath:instancePath+"/appointments/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/appointments",schemaPath:"#/properties/appointments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.nudges !== undefined){
let data6 = data.nudges;
if(Array.isArray(data6)){
if(data6.length > 10){
const err12 = {instancePath:instancePath+"/nudges",schemaPath:"#/properties/nudges/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(!(validate33(data6[i2], {instancePath:instancePath+"/nudges/" + i2,parentData:data6,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/nudges",schemaPath:"#/properties/nudges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.treatments !== undefined){
let data8 = data.treatments;
if(Array.isArray(data8)){
if(data8.length > 10){
const err14 = {instancePath:instancePath+"/treatments",schemaPath:"#/properties/treatments/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
if(!(validate36(data8[i3], {instancePath:instancePath+"/treatments/" + i3,parentData:data8,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/treatments",schemaPath:"#/properties/treatments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.riskDays !== undefined){
let data10 = data.riskDays;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.from === undefined){
const err16 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data10.to === undefined){
const err17 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data10){
if(!((key1 === "from") || (key1 === "to"))){
const err18 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data10.from !== undefined){
let data11 = data10.from;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err19 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 30 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data10.to !== undefined){
let data12 = data10.to;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err22 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 30 || isNaN(data12)){
const err23 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err24 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err25 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

