/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */
function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }
import * as runtime0Module from "ajv/dist/runtime/ucs2length.js";
const runtime0 = unwrapDefault(runtime0Module);
import * as runtime1Module from "ajv/dist/runtime/equal.js";
const runtime1 = unwrapDefault(runtime1Module);

export const validateCallPlan = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Call plan","description":"The programs a reader is weighing in the Match Well finder, as they travel in the finder's link (#call-plan=...): program ids from site.json's programs, in the reader's order. Capped, so a tampered link cannot make the page do huge work; ids the site does not list are left out when read.","type":"object","additionalProperties":false,"required":["programs"],"properties":{"programs":{"type":"array","minItems":1,"maxItems":30,"uniqueItems":true,"items":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":80},"description":"Program ids, at most 30 (the finder's limit)."}}};
const func1 = runtime0;
const pattern4 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");

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
if(data.programs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "programs"},message:"must have required property '"+"programs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "programs")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.programs !== undefined){
let data0 = data.programs;
if(Array.isArray(data0)){
if(data0.length > 30){
const err2 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err4 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err6 = {instancePath:instancePath+"/programs/" + i0,schemaPath:"#/properties/programs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err7 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err8 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCarePlan = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Care plan","description":"A care plan as it travels in a plan link's fragment (#care-plan=...) and in a JSON backup: who the help is for, plan-wide notes, tasks with their dates and repeat rules, and the helpers' claims. Every string and list is capped, so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["id","revision","updated","tasks","claims"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,32}$","description":"The plan's random id: reply links name it, so a reply for another plan is recognised."},"revision":{"type":"integer","minimum":1,"maximum":1000000,"description":"Goes up by one with every change, so people can tell which link is newer."},"updated":{"$ref":"#/$defs/date","description":"The day of the last change."},"readOnly":{"const":true,"description":"Present on a view-only copy for the wider circle: no notes, no address, no sign-up."},"for":{"type":"string","maxLength":60,"description":"Who the help is for: a first name, or nothing."},"notes":{"$ref":"#/$defs/notes"},"riskDays":{"type":"object","additionalProperties":false,"required":["from","to"],"description":"The days after each chemotherapy dose when infection risk is higher, if the care team gave other days than the usual ones.","properties":{"from":{"type":"integer","minimum":1,"maximum":30},"to":{"type":"integer","minimum":1,"maximum":30}}},"tasks":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/task"}},"claims":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/claim"}}},"$defs":{"date":{"title":"Care date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."},"time":{"title":"Care time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."},"notes":{"title":"Care notes","type":"object","additionalProperties":false,"description":"Plan-wide notes for helpers.","properties":{"diet":{"type":"string","maxLength":300},"allergies":{"type":"string","maxLength":300},"people":{"type":"integer","minimum":1,"maximum":50},"dropOff":{"type":"string","maxLength":200},"noContact":{"type":"boolean"},"containers":{"type":"string","maxLength":200},"address":{"type":"string","maxLength":300},"careTeam":{"type":"string","maxLength":100},"other":{"type":"string","maxLength":1000}}},"task":{"title":"Care task","type":"object","additionalProperties":false,"required":["id","type","date"],"description":"One task (or occasion): its kind, first date, time, repeat rule and notes.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"type":{"type":"string","pattern":"^[a-z]+(-[a-z]+)*$","maxLength":24},"title":{"type":"string","maxLength":80},"date":{"$ref":"#/$defs/date"},"start":{"$ref":"#/$defs/time"},"end":{"$ref":"#/$defs/time"},"repeat":{"$ref":"#/$defs/repeat"},"skip":{"type":"array","maxItems":200,"uniqueItems":true,"items":{"$ref":"#/$defs/date"}},"notes":{"type":"string","maxLength":500},"infusion":{"const":true,"description":"An occasion that is a chemotherapy (infusion) day."}}},"repeat":{"title":"Care repeat","type":"object","additionalProperties":false,"required":["freq","interval"],"description":"A small subset of RFC 5545 RRULE: daily or weekly (on chosen days), every N days or weeks, ending after a number of times or on a date.","properties":{"freq":{"enum":["daily","weekly"]},"interval":{"type":"integer","minimum":1,"maximum":12},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"count":{"type":"integer","minimum":1,"maximum":500},"until":{"$ref":"#/$defs/date"}}},"claim":{"title":"Care claim","type":"object","additionalProperties":false,"required":["item","by"],"description":"A helper's claim of one slot (a task on one date), and the dish they will bring.","properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S"},"dish":{"type":"string","maxLength":80}}}}};
const schema33 = {"title":"Care date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."};
const schema34 = {"title":"Care notes","type":"object","additionalProperties":false,"description":"Plan-wide notes for helpers.","properties":{"diet":{"type":"string","maxLength":300},"allergies":{"type":"string","maxLength":300},"people":{"type":"integer","minimum":1,"maximum":50},"dropOff":{"type":"string","maxLength":200},"noContact":{"type":"boolean"},"containers":{"type":"string","maxLength":200},"address":{"type":"string","maxLength":300},"careTeam":{"type":"string","maxLength":100},"other":{"type":"string","maxLength":1000}}};
const schema42 = {"title":"Care claim","type":"object","additionalProperties":false,"required":["item","by"],"description":"A helper's claim of one slot (a task on one date), and the dish they will bring.","properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S"},"dish":{"type":"string","maxLength":80}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^[A-Za-z0-9_-]{8,32}$", "u");
const pattern6 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern14 = new RegExp("^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern15 = new RegExp("\\S", "u");
const schema35 = {"title":"Care task","type":"object","additionalProperties":false,"required":["id","type","date"],"description":"One task (or occasion): its kind, first date, time, repeat rule and notes.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"type":{"type":"string","pattern":"^[a-z]+(-[a-z]+)*$","maxLength":24},"title":{"type":"string","maxLength":80},"date":{"$ref":"#/$defs/date"},"start":{"$ref":"#/$defs/time"},"end":{"$ref":"#/$defs/time"},"repeat":{"$ref":"#/$defs/repeat"},"skip":{"type":"array","maxItems":200,"uniqueItems":true,"items":{"$ref":"#/$defs/date"}},"notes":{"type":"string","maxLength":500},"infusion":{"const":true,"description":"An occasion that is a chemotherapy (infusion) day."}}};
const schema37 = {"title":"Care time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."};
const func0 = runtime1;
const pattern7 = new RegExp("^[a-z0-9]{1,12}$", "u");
const pattern8 = new RegExp("^[a-z]+(-[a-z]+)*$", "u");
const pattern10 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const schema39 = {"title":"Care repeat","type":"object","additionalProperties":false,"required":["freq","interval"],"description":"A small subset of RFC 5545 RRULE: daily or weekly (on chosen days), every N days or weeks, ending after a number of times or on a date.","properties":{"freq":{"enum":["daily","weekly"]},"interval":{"type":"integer","minimum":1,"maximum":12},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"count":{"type":"integer","minimum":1,"maximum":500},"until":{"$ref":"#/$defs/date"}}};

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
if(data.freq === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "freq"},message:"must have required property '"+"freq"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.interval === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interval"},message:"must have required property '"+"interval"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "freq") || (key0 === "interval")) || (key0 === "days")) || (key0 === "count")) || (key0 === "until"))){
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
if(data.freq !== undefined){
let data0 = data.freq;
if(!((data0 === "daily") || (data0 === "weekly"))){
const err3 = {instancePath:instancePath+"/freq",schemaPath:"#/properties/freq/enum",keyword:"enum",params:{allowedValues: schema39.properties.freq.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.interval !== undefined){
let data1 = data.interval;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 12 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/interval",schemaPath:"#/properties/interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.days !== undefined){
let data2 = data.days;
if(Array.isArray(data2)){
if(data2.length > 7){
const err7 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
let data3 = data2[i0];
if(!(((((((data3 === "MO") || (data3 === "TU")) || (data3 === "WE")) || (data3 === "TH")) || (data3 === "FR")) || (data3 === "SA")) || (data3 === "SU"))){
const err9 = {instancePath:instancePath+"/days/" + i0,schemaPath:"#/properties/days/items/enum",keyword:"enum",params:{allowedValues: schema39.properties.days.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data2[i1], data2[j0])){
const err10 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.count !== undefined){
let data4 = data.count;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 500 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.until !== undefined){
let data5 = data.until;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err15 = {instancePath:instancePath+"/until",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err16 = {instancePath:instancePath+"/until",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
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


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
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
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
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
for(const key0 in data){
if(!(func2.call(schema35.properties, key0))){
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
if(!pattern7.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}$"+"\""};
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
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 === "string"){
if(func1(data1) > 24){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern8.test(data1)){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/pattern",keyword:"pattern",params:{pattern: "^[a-z]+(-[a-z]+)*$"},message:"must match pattern \""+"^[a-z]+(-[a-z]+)*$"+"\""};
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
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func1(data2) > 80){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.date !== undefined){
let data3 = data.date;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err11 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err12 = {instancePath:instancePath+"/date",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.start !== undefined){
let data4 = data.start;
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err13 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err14 = {instancePath:instancePath+"/start",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.end !== undefined){
let data5 = data.end;
if(typeof data5 === "string"){
if(!pattern10.test(data5)){
const err15 = {instancePath:instancePath+"/end",schemaPath:"#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err16 = {instancePath:instancePath+"/end",schemaPath:"#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.repeat !== undefined){
if(!(validate23(data.repeat, {instancePath:instancePath+"/repeat",parentData:data,parentDataProperty:"repeat",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.skip !== undefined){
let data7 = data.skip;
if(Array.isArray(data7)){
if(data7.length > 200){
const err17 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err18 = {instancePath:instancePath+"/skip/" + i0,schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err19 = {instancePath:instancePath+"/skip/" + i0,schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data7[i1], data7[j0])){
const err20 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err21 = {instancePath:instancePath+"/skip",schemaPath:"#/properties/skip/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.notes !== undefined){
let data9 = data.notes;
if(typeof data9 === "string"){
if(func1(data9) > 500){
const err22 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err23 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.infusion !== undefined){
if(true !== data.infusion){
const err24 = {instancePath:instancePath+"/infusion",schemaPath:"#/properties/infusion/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.revision === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "revision"},message:"must have required property '"+"revision"+"'"};
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
if(data.tasks === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tasks"},message:"must have required property '"+"tasks"+"'"};
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
if(!(func2.call(schema32.properties, key0))){
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
if(!pattern5.test(data0)){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{8,32}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{8,32}$"+"\""};
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
if(data.revision !== undefined){
let data1 = data.revision;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/revision",schemaPath:"#/properties/revision/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.updated !== undefined){
let data2 = data.updated;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err11 = {instancePath:instancePath+"/updated",schemaPath:"#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"+"\""};
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
const err12 = {instancePath:instancePath+"/updated",schemaPath:"#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.readOnly !== undefined){
if(true !== data.readOnly){
const err13 = {instancePath:instancePath+"/readOnly",schemaPath:"#/properties/readOnly/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.for !== undefined){
let data4 = data.for;
if(typeof data4 === "string"){
if(func1(data4) > 60){
const err14 = {instancePath:instancePath+"/for",schemaPath:"#/properties/for/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err15 = {instancePath:instancePath+"/for",schemaPath:"#/properties/for/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(func2.call(schema34.properties, key1))){
const err16 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.diet !== undefined){
let data6 = data5.diet;
if(typeof data6 === "string"){
if(func1(data6) > 300){
const err17 = {instancePath:instancePath+"/notes/diet",schemaPath:"#/$defs/notes/properties/diet/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err18 = {instancePath:instancePath+"/notes/diet",schemaPath:"#/$defs/notes/properties/diet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.allergies !== undefined){
let data7 = data5.allergies;
if(typeof data7 === "string"){
if(func1(data7) > 300){
const err19 = {instancePath:instancePath+"/notes/allergies",schemaPath:"#/$defs/notes/properties/allergies/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
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
const err20 = {instancePath:instancePath+"/notes/allergies",schemaPath:"#/$defs/notes/properties/allergies/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.people !== undefined){
let data8 = data5.people;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err21 = {instancePath:instancePath+"/notes/people",schemaPath:"#/$defs/notes/properties/people/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 50 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/notes/people",schemaPath:"#/$defs/notes/properties/people/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/notes/people",schemaPath:"#/$defs/notes/properties/people/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data5.dropOff !== undefined){
let data9 = data5.dropOff;
if(typeof data9 === "string"){
if(func1(data9) > 200){
const err24 = {instancePath:instancePath+"/notes/dropOff",schemaPath:"#/$defs/notes/properties/dropOff/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/notes/dropOff",schemaPath:"#/$defs/notes/properties/dropOff/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.noContact !== undefined){
if(typeof data5.noContact !== "boolean"){
const err26 = {instancePath:instancePath+"/notes/noContact",schemaPath:"#/$defs/notes/properties/noContact/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.containers !== undefined){
let data11 = data5.containers;
if(typeof data11 === "string"){
if(func1(data11) > 200){
const err27 = {instancePath:instancePath+"/notes/containers",schemaPath:"#/$defs/notes/properties/containers/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err28 = {instancePath:instancePath+"/notes/containers",schemaPath:"#/$defs/notes/properties/containers/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.address !== undefined){
let data12 = data5.address;
if(typeof data12 === "string"){
if(func1(data12) > 300){
const err29 = {instancePath:instancePath+"/notes/address",schemaPath:"#/$defs/notes/properties/address/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/notes/address",schemaPath:"#/$defs/notes/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.careTeam !== undefined){
let data13 = data5.careTeam;
if(typeof data13 === "string"){
if(func1(data13) > 100){
const err31 = {instancePath:instancePath+"/notes/careTeam",schemaPath:"#/$defs/notes/properties/careTeam/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err32 = {instancePath:instancePath+"/notes/careTeam",schemaPath:"#/$defs/notes/properties/careTeam/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data5.other !== undefined){
let data14 = data5.other;
if(typeof data14 === "string"){
if(func1(data14) > 1000){
const err33 = {instancePath:instancePath+"/notes/other",schemaPath:"#/$defs/notes/properties/other/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err34 = {instancePath:instancePath+"/notes/other",schemaPath:"#/$defs/notes/properties/other/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err35 = {instancePath:instancePath+"/notes",schemaPath:"#/$defs/notes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.riskDays !== undefined){
let data15 = data.riskDays;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.from === undefined){
const err36 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data15.to === undefined){
const err37 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key2 in data15){
if(!((key2 === "from") || (key2 === "to"))){
const err38 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.from !== undefined){
let data16 = data15.from;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err39 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 30 || isNaN(data16)){
const err40 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err41 = {instancePath:instancePath+"/riskDays/from",schemaPath:"#/properties/riskDays/properties/from/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data15.to !== undefined){
let data17 = data15.to;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err42 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 30 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err44 = {instancePath:instancePath+"/riskDays/to",schemaPath:"#/properties/riskDays/properties/to/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/riskDays",schemaPath:"#/properties/riskDays/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.tasks !== undefined){
let data18 = data.tasks;
if(Array.isArray(data18)){
if(data18.length > 60){
const err46 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data18[i0], {instancePath:instancePath+"/tasks/" + i0,parentData:data18,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.claims !== undefined){
let data20 = data.claims;
if(Array.isArray(data20)){
if(data20.length > 1000){
const err48 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len1 = data20.length;
for(let i1=0; i1<len1; i1++){
let data21 = data20[i1];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.item === undefined){
const err49 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/claim/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data21.by === undefined){
const err50 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/claim/required",keyword:"required",params:{missingProperty: "by"},message:"must have required property '"+"by"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key3 in data21){
if(!(((key3 === "item") || (key3 === "by")) || (key3 === "dish"))){
const err51 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/claim/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data21.item !== undefined){
let data22 = data21.item;
if(typeof data22 === "string"){
if(func1(data22) > 23){
const err52 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/claim/properties/item/maxLength",keyword:"maxLength",params:{limit: 23},message:"must NOT have more than 23 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern14.test(data22)){
const err53 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/claim/properties/item/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/claim/properties/item/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data21.by !== undefined){
let data23 = data21.by;
if(typeof data23 === "string"){
if(func1(data23) > 40){
const err55 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func1(data23) < 1){
const err56 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern15.test(data23)){
const err57 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data21.dish !== undefined){
let data24 = data21.dish;
if(typeof data24 === "string"){
if(func1(data24) > 80){
const err59 = {instancePath:instancePath+"/claims/" + i1+"/dish",schemaPath:"#/$defs/claim/properties/dish/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/claims/" + i1+"/dish",schemaPath:"#/$defs/claim/properties/dish/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/claims/" + i1,schemaPath:"#/$defs/claim/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/claims",schemaPath:"#/properties/claims/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCareReply = validate26;
const schema43 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Care reply","description":"A helper's reply as it travels in a reply link's fragment (#care-reply=...): the plan it answers, the helper's name and the slots they took.","type":"object","additionalProperties":false,"required":["plan","by","claims"],"properties":{"plan":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,32}$","description":"The id of the plan this reply answers."},"revision":{"type":"integer","minimum":1,"maximum":1000000,"description":"The plan's revision the helper saw."},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S","description":"The helper's first name or nickname."},"claims":{"type":"array","minItems":1,"maxItems":200,"items":{"title":"Care reply claim","type":"object","additionalProperties":false,"required":["item"],"properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"dish":{"type":"string","maxLength":80}}}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
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
if(!pattern5.test(data0)){
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
if(!pattern15.test(data2)){
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
if(!pattern14.test(data5)){
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateGiftRegistry = validate27;
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Gift registry","description":"A Wishing Well gift list as it travels in a share link's fragment (#registry=...) or a backup file: its items, the note to givers and who said yes to what. Every string and list is capped so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["list","name","updated","items","claims"],"properties":{"list":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,24}$","description":"A random id made when the list starts, so a reply is only added to the list it was made for."},"owner":{"const":true,"description":"Present in the owner's own link only: it opens the list to change it. The givers' link leaves it out."},"name":{"type":"string","minLength":1,"maxLength":80,"description":"The list's name, such as a first name."},"note":{"type":"string","maxLength":500,"description":"The note to givers."},"dropOff":{"type":"string","maxLength":300,"description":"Where to send or leave gifts."},"updated":{"type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"The day the list last changed, as YYYY-MM-DD."},"items":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftRegistryItem"},"description":"What is on the list, in the owner's order."},"claims":{"type":"array","maxItems":300,"items":{"$ref":"#/$defs/giftRegistryClaim"},"description":"Who said yes to what: one claim per unit of an item."}},"$defs":{"giftItemId":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"giftRegistryItem":{"type":"object","additionalProperties":false,"required":["id","title","kind"],"properties":{"id":{"$ref":"#/$defs/giftItemId","description":"The item's id on this list: a gift idea's id, or own-<letters> for the owner's own items."},"idea":{"$ref":"#/$defs/giftItemId","description":"The gift idea it comes from, when it is one of the site's ideas."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"What it is. Kept for ideas too, so a list still reads when an idea leaves the site."},"kind":{"enum":["item","time","gift-card","organization"],"description":"The kind of gift."},"qty":{"type":"integer","minimum":1,"maximum":20,"description":"How many are wanted (1 when left out)."},"note":{"type":"string","maxLength":200,"description":"The owner's note about it."},"size":{"type":"string","maxLength":40,"description":"A size."},"color":{"type":"string","maxLength":40,"description":"A color."},"noScent":{"const":true,"description":"No scent, please."},"link":{"type":"string","maxLength":500,"pattern":"^https://[^\\s<>\"]+$","description":"An example of the item on the web."},"why":{"type":"string","maxLength":200,"description":"Why it would help (own items)."},"have":{"const":true,"description":"They already have it."},"received":{"const":true,"description":"It has arrived."}}},"giftRegistryClaim":{"type":"object","additionalProperties":false,"required":["item","by"],"properties":{"item":{"type":"string","maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$","description":"The unit claimed: the item's id for the first, then <id>.2, <id>.3 and so on."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"The giver's message (the owner's link only)."},"when":{"type":"string","maxLength":60,"description":"When they plan to give it (the owner's link only)."}}}}};
const schema48 = {"type":"object","additionalProperties":false,"required":["item","by"],"properties":{"item":{"type":"string","maxLength":64,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$","description":"The unit claimed: the item's id for the first, then <id>.2, <id>.3 and so on."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"The giver's message (the owner's link only)."},"when":{"type":"string","maxLength":60,"description":"When they plan to give it (the owner's link only)."}}};
const pattern19 = new RegExp("^[A-Za-z0-9_-]{8,24}$", "u");
const pattern24 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*(\\.[0-9]{1,2})?$", "u");
const schema45 = {"type":"object","additionalProperties":false,"required":["id","title","kind"],"properties":{"id":{"$ref":"#/$defs/giftItemId","description":"The item's id on this list: a gift idea's id, or own-<letters> for the owner's own items."},"idea":{"$ref":"#/$defs/giftItemId","description":"The gift idea it comes from, when it is one of the site's ideas."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"What it is. Kept for ideas too, so a list still reads when an idea leaves the site."},"kind":{"enum":["item","time","gift-card","organization"],"description":"The kind of gift."},"qty":{"type":"integer","minimum":1,"maximum":20,"description":"How many are wanted (1 when left out)."},"note":{"type":"string","maxLength":200,"description":"The owner's note about it."},"size":{"type":"string","maxLength":40,"description":"A size."},"color":{"type":"string","maxLength":40,"description":"A color."},"noScent":{"const":true,"description":"No scent, please."},"link":{"type":"string","maxLength":500,"pattern":"^https://[^\\s<>\"]+$","description":"An example of the item on the web."},"why":{"type":"string","maxLength":200,"description":"Why it would help (own items)."},"have":{"const":true,"description":"They already have it."},"received":{"const":true,"description":"It has arrived."}}};
const schema46 = {"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"};
const pattern23 = new RegExp("^https://[^\\s<>\"]+$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
if(!(func2.call(schema45.properties, key0))){
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
if(!pattern4.test(data0)){
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
if(!pattern4.test(data1)){
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
const err13 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema45.properties.kind.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern23.test(data9)){
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
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
if(!pattern19.test(data0)){
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
if(!pattern6.test(data5)){
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
if(!(validate28(data6[i0], {instancePath:instancePath+"/items/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
if(!pattern24.test(data10)){
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
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateGiftReply = validate30;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Gift reply","description":"A giver's answer to a Wishing Well list, sent back as a reply link (#gift-reply=...): the things they will bring and those they can no longer bring. Capped like the list.","type":"object","additionalProperties":false,"required":["list","by","claims"],"properties":{"list":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,24}$","description":"The id of the list it answers."},"by":{"type":"string","minLength":1,"maxLength":40,"description":"The giver's first name."},"msg":{"type":"string","maxLength":300,"description":"A short message."},"when":{"type":"string","maxLength":60,"description":"When they plan to give."},"claims":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftReplyPick"},"description":"What they will bring."},"withdraw":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/giftReplyPick"},"description":"What they said yes to before but can no longer bring."}},"$defs":{"giftReplyPick":{"type":"object","additionalProperties":false,"required":["item","title"],"properties":{"item":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The item's id on the list."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"Its title, so the owner can read the reply even if the item is gone."}}}}};
const schema50 = {"type":"object","additionalProperties":false,"required":["item","title"],"properties":{"item":{"type":"string","maxLength":60,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"The item's id on the list."},"title":{"type":"string","minLength":1,"maxLength":100,"description":"Its title, so the owner can read the reply even if the item is gone."}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
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
if(!pattern19.test(data0)){
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
if(!pattern4.test(data6)){
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
if(!pattern4.test(data10)){
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateNudgePlan = validate31;
const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Nudge plan","description":"A Smart Nudge reminder plan as it travels in its link's fragment (#nudges=...) and in a JSON backup: the reader's day (wake, meals, bed, quiet hours), medicines as the reader typed them with how often, appointments, chosen self-care nudges and treatment days. Times are kept as anchors of the day ('breakfast') or clock times, so reminders move when the day changes. Every string and list is capped, so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["id","day","medicines","appointments","nudges"],"properties":{"id":{"type":"string","pattern":"^[a-z0-9]{8,24}$","description":"The plan's random id: calendar events are named after it, so a newer calendar file updates them."},"day":{"$ref":"#/$defs/day"},"medicines":{"type":"array","maxItems":20,"items":{"$ref":"#/$defs/medicine"}},"appointments":{"type":"array","maxItems":30,"items":{"$ref":"#/$defs/appointment"}},"nudges":{"type":"array","maxItems":10,"items":{"$ref":"#/$defs/nudge"}},"treatments":{"type":"array","maxItems":10,"items":{"$ref":"#/$defs/treatment"},"description":"Chemotherapy days, each once or repeating every so many days."},"riskDays":{"type":"object","additionalProperties":false,"required":["from","to"],"description":"The days after each chemotherapy dose when infection risk is highest, if the care team gave other days than the usual ones.","properties":{"from":{"type":"integer","minimum":1,"maximum":30},"to":{"type":"integer","minimum":1,"maximum":30}}}},"$defs":{"date":{"title":"Nudge date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."},"time":{"title":"Nudge time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."},"at":{"title":"Nudge moment","type":"string","pattern":"^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$","description":"When in the day: a moment of the reader's day (wake, breakfast, midMorning, lunch, midAfternoon, dinner, bed) or a clock time HH:MM."},"moments":{"title":"Nudge moments","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/at"}},"day":{"title":"Nudge day","type":"object","additionalProperties":false,"required":["wake","breakfast","lunch","dinner","bed","quietFrom","quietTo"],"description":"The reader's usual day, in order from waking to bedtime, and the quiet hours (which may run past midnight).","properties":{"wake":{"$ref":"#/$defs/time"},"breakfast":{"$ref":"#/$defs/time"},"lunch":{"$ref":"#/$defs/time"},"dinner":{"$ref":"#/$defs/time"},"bed":{"$ref":"#/$defs/time"},"quietFrom":{"$ref":"#/$defs/time"},"quietTo":{"$ref":"#/$defs/time"}}},"schedule":{"title":"Nudge schedule","description":"How often: at moments every day, every N hours while awake, at moments on chosen weekdays, on the first days of each treatment cycle, or as needed (a note, no reminder).","oneOf":[{"type":"object","additionalProperties":false,"required":["how","at"],"properties":{"how":{"const":"daily"},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","every"],"properties":{"how":{"const":"hours"},"every":{"type":"integer","minimum":2,"maximum":12}}},{"type":"object","additionalProperties":false,"required":["how","days","at"],"properties":{"how":{"const":"weekdays"},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","onDays","cycleDays","cycles","at"],"properties":{"how":{"const":"cycle"},"onDays":{"type":"integer","minimum":1,"maximum":60,"description":"Days 1 to onDays of each cycle."},"cycleDays":{"type":"integer","minimum":2,"maximum":90,"description":"How many days one cycle lasts."},"cycles":{"type":"integer","minimum":1,"maximum":30,"description":"How many cycles."},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how"],"properties":{"how":{"const":"asNeeded"}}}]},"medicine":{"title":"Nudge medicine","type":"object","additionalProperties":false,"required":["id","name","schedule","start"],"description":"A medicine exactly as the reader typed it, with how often, food, dates and notes. Seven Wells never suggests one.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"name":{"type":"string","minLength":1,"maxLength":80},"schedule":{"$ref":"#/$defs/schedule"},"food":{"enum":["with","without"]},"start":{"$ref":"#/$defs/date"},"end":{"$ref":"#/$defs/date"},"notes":{"type":"string","maxLength":300}}},"appointment":{"title":"Nudge appointment","type":"object","additionalProperties":false,"required":["id","what","date","time"],"description":"A visit: what it is, when, where, what to bring and questions to ask.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"what":{"type":"string","minLength":1,"maxLength":80},"date":{"$ref":"#/$defs/date"},"time":{"$ref":"#/$defs/time"},"place":{"type":"string","maxLength":120},"bring":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"questions":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"notes":{"type":"string","maxLength":300}}},"nudge":{"title":"Nudge choice","type":"object","additionalProperties":false,"required":["id","at","start"],"description":"A self-care nudge from site.json's smartNudge.nudges, at the moments the reader chose, from a start date.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":40},"at":{"$ref":"#/$defs/moments"},"start":{"$ref":"#/$defs/date"}}},"treatment":{"title":"Nudge treatment","type":"object","additionalProperties":false,"required":["id","date"],"description":"A chemotherapy day, once, or every `every` days for `times` treatments.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"date":{"$ref":"#/$defs/date"},"every":{"type":"integer","minimum":1,"maximum":90},"times":{"type":"integer","minimum":1,"maximum":40}}}}};
const pattern28 = new RegExp("^[a-z0-9]{8,24}$", "u");
const schema53 = {"title":"Nudge day","type":"object","additionalProperties":false,"required":["wake","breakfast","lunch","dinner","bed","quietFrom","quietTo"],"description":"The reader's usual day, in order from waking to bedtime, and the quiet hours (which may run past midnight).","properties":{"wake":{"$ref":"#/$defs/time"},"breakfast":{"$ref":"#/$defs/time"},"lunch":{"$ref":"#/$defs/time"},"dinner":{"$ref":"#/$defs/time"},"bed":{"$ref":"#/$defs/time"},"quietFrom":{"$ref":"#/$defs/time"},"quietTo":{"$ref":"#/$defs/time"}}};
const schema54 = {"title":"Nudge time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
if(!pattern10.test(data0)){
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
if(!pattern10.test(data1)){
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
if(!pattern10.test(data2)){
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
if(!pattern10.test(data3)){
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
if(!pattern10.test(data4)){
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
if(!pattern10.test(data5)){
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
if(!pattern10.test(data6)){
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
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema61 = {"title":"Nudge medicine","type":"object","additionalProperties":false,"required":["id","name","schedule","start"],"description":"A medicine exactly as the reader typed it, with how often, food, dates and notes. Seven Wells never suggests one.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"name":{"type":"string","minLength":1,"maxLength":80},"schedule":{"$ref":"#/$defs/schedule"},"food":{"enum":["with","without"]},"start":{"$ref":"#/$defs/date"},"end":{"$ref":"#/$defs/date"},"notes":{"type":"string","maxLength":300}}};
const schema65 = {"title":"Nudge date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."};
const schema62 = {"title":"Nudge schedule","description":"How often: at moments every day, every N hours while awake, at moments on chosen weekdays, on the first days of each treatment cycle, or as needed (a note, no reminder).","oneOf":[{"type":"object","additionalProperties":false,"required":["how","at"],"properties":{"how":{"const":"daily"},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","every"],"properties":{"how":{"const":"hours"},"every":{"type":"integer","minimum":2,"maximum":12}}},{"type":"object","additionalProperties":false,"required":["how","days","at"],"properties":{"how":{"const":"weekdays"},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how","onDays","cycleDays","cycles","at"],"properties":{"how":{"const":"cycle"},"onDays":{"type":"integer","minimum":1,"maximum":60,"description":"Days 1 to onDays of each cycle."},"cycleDays":{"type":"integer","minimum":2,"maximum":90,"description":"How many days one cycle lasts."},"cycles":{"type":"integer","minimum":1,"maximum":30,"description":"How many cycles."},"at":{"$ref":"#/$defs/moments"}}},{"type":"object","additionalProperties":false,"required":["how"],"properties":{"how":{"const":"asNeeded"}}}]};
const schema63 = {"title":"Nudge moments","type":"array","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/at"}};
const schema64 = {"title":"Nudge moment","type":"string","pattern":"^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$","description":"When in the day: a moment of the reader's day (wake, breakfast, midMorning, lunch, midAfternoon, dinner, bed) or a clock time HH:MM."};
const pattern37 = new RegExp("^(wake|breakfast|midMorning|lunch|midAfternoon|dinner|bed|([01][0-9]|2[0-3]):[0-5][0-9])$", "u");

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
if(!pattern37.test(data0)){
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
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
if(!(validate36(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
const err20 = {instancePath:instancePath+"/days/" + i0,schemaPath:"#/oneOf/2/properties/days/items/enum",keyword:"enum",params:{allowedValues: schema62.oneOf[2].properties.days.items.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate36(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
if(!(validate36(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
validate35.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
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
if(!pattern7.test(data0)){
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
if(!(validate35(data.schedule, {instancePath:instancePath+"/schedule",parentData:data,parentDataProperty:"schedule",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data.food !== undefined){
let data3 = data.food;
if(!((data3 === "with") || (data3 === "without"))){
const err10 = {instancePath:instancePath+"/food",schemaPath:"#/properties/food/enum",keyword:"enum",params:{allowedValues: schema61.properties.food.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern6.test(data4)){
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
if(!pattern6.test(data5)){
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema67 = {"title":"Nudge appointment","type":"object","additionalProperties":false,"required":["id","what","date","time"],"description":"A visit: what it is, when, where, what to bring and questions to ask.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"what":{"type":"string","minLength":1,"maxLength":80},"date":{"$ref":"#/$defs/date"},"time":{"$ref":"#/$defs/time"},"place":{"type":"string","maxLength":120},"bring":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"questions":{"type":"array","maxItems":20,"items":{"type":"string","minLength":1,"maxLength":200}},"notes":{"type":"string","maxLength":300}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
if(!pattern7.test(data0)){
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
if(!pattern6.test(data2)){
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
if(!pattern10.test(data3)){
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema70 = {"title":"Nudge choice","type":"object","additionalProperties":false,"required":["id","at","start"],"description":"A self-care nudge from site.json's smartNudge.nudges, at the moments the reader chose, from a start date.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":40},"at":{"$ref":"#/$defs/moments"},"start":{"$ref":"#/$defs/date"}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
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
if(!pattern4.test(data0)){
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
if(!(validate36(data.at, {instancePath:instancePath+"/at",parentData:data,parentDataProperty:"at",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.start !== undefined){
let data2 = data.start;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
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
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema72 = {"title":"Nudge treatment","type":"object","additionalProperties":false,"required":["id","date"],"description":"A chemotherapy day, once, or every `every` days for `times` treatments.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"date":{"$ref":"#/$defs/date"},"every":{"type":"integer","minimum":1,"maximum":90},"times":{"type":"integer","minimum":1,"maximum":40}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
if(!pattern7.test(data0)){
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
if(!pattern6.test(data1)){
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!pattern28.test(data0)){
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
if(!(validate32(data.day, {instancePath:instancePath+"/day",parentData:data,parentDataProperty:"day",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
if(!(validate34(data2[i0], {instancePath:instancePath+"/medicines/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate42(data4[i1], {instancePath:instancePath+"/appointments/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
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
if(!(validate44(data6[i2], {instancePath:instancePath+"/nudges/" + i2,parentData:data6,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
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
if(!(validate47(data8[i3], {instancePath:instancePath+"/treatments/" + i3,parentData:data8,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSearchVocabulary = validate49;
const schema74 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Search vocabulary","description":"What the build writes to /pagefind/vocabulary.json for the pages that search: every word of the search index with the number of pages that hold it (or another form of it), and the lay-language thesaurus. Search uses the words to correct a misspelt query; Shelby uses both to read a question. Capped, so a damaged or replaced file cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["lang","pages","words","thesaurus"],"properties":{"lang":{"type":"string","pattern":"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$","description":"The language of the pages counted (a BCP 47 tag): their words are stemmed in it."},"pages":{"type":"integer","minimum":0,"maximum":1000000,"description":"How many pages the index holds."},"words":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/wordGroup"},"description":"The index's words, grouped by how many pages hold them."},"thesaurus":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/thesaurusIdea"},"description":"site.json's thesaurus, as it was at build time."}},"$defs":{"wordGroup":{"type":"object","additionalProperties":false,"required":["pages","words"],"properties":{"pages":{"type":"integer","minimum":1,"maximum":1000000,"description":"How many pages hold each of these words, in any of its forms."},"words":{"type":"string","maxLength":4000000,"description":"The words, folded (lower case, no accents), separated by single spaces."}}},"thesaurusIdea":{"type":"object","additionalProperties":false,"required":["site","lay"],"properties":{"site":{"type":"array","minItems":1,"maxItems":40,"items":{"type":"string","minLength":1,"maxLength":60}},"lay":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","minLength":1,"maxLength":60}}}}}};
const schema75 = {"type":"object","additionalProperties":false,"required":["pages","words"],"properties":{"pages":{"type":"integer","minimum":1,"maximum":1000000,"description":"How many pages hold each of these words, in any of its forms."},"words":{"type":"string","maxLength":4000000,"description":"The words, folded (lower case, no accents), separated by single spaces."}}};
const schema76 = {"type":"object","additionalProperties":false,"required":["site","lay"],"properties":{"site":{"type":"array","minItems":1,"maxItems":40,"items":{"type":"string","minLength":1,"maxLength":60}},"lay":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"string","minLength":1,"maxLength":60}}}};
const pattern47 = new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", "u");

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
if(!pattern47.test(data0)){
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

