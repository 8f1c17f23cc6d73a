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

export const validateCarePlan = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Care plan","description":"A care plan as it travels in a plan link's fragment (#care-plan=...) and in a JSON backup: who the help is for, plan-wide notes, tasks with their dates and repeat rules, and the helpers' claims. Every string and list is capped, so a tampered link cannot make the page do huge work.","type":"object","additionalProperties":false,"required":["id","revision","updated","tasks","claims"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9_-]{8,32}$","description":"The plan's random id: reply links name it, so a reply for another plan is recognised."},"revision":{"type":"integer","minimum":1,"maximum":1000000,"description":"Goes up by one with every change, so people can tell which link is newer."},"updated":{"$ref":"#/$defs/date","description":"The day of the last change."},"readOnly":{"const":true,"description":"Present on a view-only copy for the wider circle: no notes, no address, no sign-up."},"for":{"type":"string","maxLength":60,"description":"Who the help is for: a first name, or nothing."},"notes":{"$ref":"#/$defs/notes"},"riskDays":{"type":"object","additionalProperties":false,"required":["from","to"],"description":"The days after each chemotherapy dose when infection risk is higher, if the care team gave other days than the usual ones.","properties":{"from":{"type":"integer","minimum":1,"maximum":30},"to":{"type":"integer","minimum":1,"maximum":30}}},"tasks":{"type":"array","maxItems":60,"items":{"$ref":"#/$defs/task"}},"claims":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/claim"}}},"$defs":{"date":{"title":"Care date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."},"time":{"title":"Care time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."},"notes":{"title":"Care notes","type":"object","additionalProperties":false,"description":"Plan-wide notes for helpers.","properties":{"diet":{"type":"string","maxLength":300},"allergies":{"type":"string","maxLength":300},"people":{"type":"integer","minimum":1,"maximum":50},"dropOff":{"type":"string","maxLength":200},"noContact":{"type":"boolean"},"containers":{"type":"string","maxLength":200},"address":{"type":"string","maxLength":300},"careTeam":{"type":"string","maxLength":100},"other":{"type":"string","maxLength":1000}}},"task":{"title":"Care task","type":"object","additionalProperties":false,"required":["id","type","date"],"description":"One task (or occasion): its kind, first date, time, repeat rule and notes.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"type":{"type":"string","pattern":"^[a-z]+(-[a-z]+)*$","maxLength":24},"title":{"type":"string","maxLength":80},"date":{"$ref":"#/$defs/date"},"start":{"$ref":"#/$defs/time"},"end":{"$ref":"#/$defs/time"},"repeat":{"$ref":"#/$defs/repeat"},"skip":{"type":"array","maxItems":200,"uniqueItems":true,"items":{"$ref":"#/$defs/date"}},"notes":{"type":"string","maxLength":500},"infusion":{"const":true,"description":"An occasion that is a chemotherapy (infusion) day."}}},"repeat":{"title":"Care repeat","type":"object","additionalProperties":false,"required":["freq","interval"],"description":"A small subset of RFC 5545 RRULE: daily or weekly (on chosen days), every N days or weeks, ending after a number of times or on a date.","properties":{"freq":{"enum":["daily","weekly"]},"interval":{"type":"integer","minimum":1,"maximum":12},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"count":{"type":"integer","minimum":1,"maximum":500},"until":{"$ref":"#/$defs/date"}}},"claim":{"title":"Care claim","type":"object","additionalProperties":false,"required":["item","by"],"description":"A helper's claim of one slot (a task on one date), and the dish they will bring.","properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S"},"dish":{"type":"string","maxLength":80}}}}};
const schema32 = {"title":"Care date","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$","description":"A calendar date, YYYY-MM-DD."};
const schema33 = {"title":"Care notes","type":"object","additionalProperties":false,"description":"Plan-wide notes for helpers.","properties":{"diet":{"type":"string","maxLength":300},"allergies":{"type":"string","maxLength":300},"people":{"type":"integer","minimum":1,"maximum":50},"dropOff":{"type":"string","maxLength":200},"noContact":{"type":"boolean"},"containers":{"type":"string","maxLength":200},"address":{"type":"string","maxLength":300},"careTeam":{"type":"string","maxLength":100},"other":{"type":"string","maxLength":1000}}};
const schema41 = {"title":"Care claim","type":"object","additionalProperties":false,"required":["item","by"],"description":"A helper's claim of one slot (a task on one date), and the dish they will bring.","properties":{"item":{"type":"string","pattern":"^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$","maxLength":23},"by":{"type":"string","minLength":1,"maxLength":40,"pattern":"\\S"},"dish":{"type":"string","maxLength":80}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = runtime0;
const pattern4 = new RegExp("^[A-Za-z0-9_-]{8,32}$", "u");
const pattern5 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", "u");
const pattern13 = new RegExp("^[a-z0-9]{1,12}\\.[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const pattern14 = new RegExp("\\S", "u");
const schema34 = {"title":"Care task","type":"object","additionalProperties":false,"required":["id","type","date"],"description":"One task (or occasion): its kind, first date, time, repeat rule and notes.","properties":{"id":{"type":"string","pattern":"^[a-z0-9]{1,12}$"},"type":{"type":"string","pattern":"^[a-z]+(-[a-z]+)*$","maxLength":24},"title":{"type":"string","maxLength":80},"date":{"$ref":"#/$defs/date"},"start":{"$ref":"#/$defs/time"},"end":{"$ref":"#/$defs/time"},"repeat":{"$ref":"#/$defs/repeat"},"skip":{"type":"array","maxItems":200,"uniqueItems":true,"items":{"$ref":"#/$defs/date"}},"notes":{"type":"string","maxLength":500},"infusion":{"const":true,"description":"An occasion that is a chemotherapy (infusion) day."}}};
const schema36 = {"title":"Care time","type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"A local time of day, HH:MM (24-hour clock)."};
const func0 = runtime1;
const pattern6 = new RegExp("^[a-z0-9]{1,12}$", "u");
const pattern7 = new RegExp("^[a-z]+(-[a-z]+)*$", "u");
const pattern9 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const schema38 = {"title":"Care repeat","type":"object","additionalProperties":false,"required":["freq","interval"],"description":"A small subset of RFC 5545 RRULE: daily or weekly (on chosen days), every N days or weeks, ending after a number of times or on a date.","properties":{"freq":{"enum":["daily","weekly"]},"interval":{"type":"integer","minimum":1,"maximum":12},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"enum":["MO","TU","WE","TH","FR","SA","SU"]}},"count":{"type":"integer","minimum":1,"maximum":500},"until":{"$ref":"#/$defs/date"}}};

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
const err3 = {instancePath:instancePath+"/freq",schemaPath:"#/properties/freq/enum",keyword:"enum",params:{allowedValues: schema38.properties.freq.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath:instancePath+"/days/" + i0,schemaPath:"#/properties/days/items/enum",keyword:"enum",params:{allowedValues: schema38.properties.days.items.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data5)){
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
if(!(func1.call(schema34.properties, key0))){
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
if(!pattern6.test(data0)){
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
if(func2(data1) > 24){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern7.test(data1)){
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
if(func2(data2) > 80){
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
if(!pattern5.test(data3)){
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
if(!pattern9.test(data4)){
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
if(!pattern9.test(data5)){
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
if(!(validate22(data.repeat, {instancePath:instancePath+"/repeat",parentData:data,parentDataProperty:"repeat",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
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
if(!pattern5.test(data8)){
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
if(func2(data9) > 500){
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
if(!(func1.call(schema31.properties, key0))){
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
if(!pattern5.test(data2)){
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
if(func2(data4) > 60){
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
if(!(func1.call(schema33.properties, key1))){
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
if(func2(data6) > 300){
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
if(func2(data7) > 300){
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
if(func2(data9) > 200){
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
if(func2(data11) > 200){
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
if(func2(data12) > 300){
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
if(func2(data13) > 100){
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
if(func2(data14) > 1000){
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
if(!(validate21(data18[i0], {instancePath:instancePath+"/tasks/" + i0,parentData:data18,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
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
if(func2(data22) > 23){
const err52 = {instancePath:instancePath+"/claims/" + i1+"/item",schemaPath:"#/$defs/claim/properties/item/maxLength",keyword:"maxLength",params:{limit: 23},message:"must NOT have more than 23 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern13.test(data22)){
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
if(func2(data23) > 40){
const err55 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func2(data23) < 1){
const err56 = {instancePath:instancePath+"/claims/" + i1+"/by",schemaPath:"#/$defs/claim/properties/by/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern14.test(data23)){
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
if(func2(data24) > 80){
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
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

