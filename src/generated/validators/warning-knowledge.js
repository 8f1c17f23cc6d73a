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

export const validateWarningKnowledge = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Warning knowledge","description":"What the build writes to /_data/_parts/warning-knowledge.json for Shelby: site.json's warning signs (cards, translations, sources, and the descriptions the matcher reads in English and Spanish) and the look-alikes of every sign, as site.json has them. Shelby fetches it when the reader comes to the question box rather than with the page, as it is most of what the page would carry and is only read when someone asks, and shows each card in the page's language. Checked on arrival like anything fetched: a damaged or replaced file is refused, and Shelby says it could not check the question rather than answering without checking for warning signs.","type":"object","additionalProperties":false,"required":["warningSigns","warningLookAlikes"],"properties":{"warningSigns":{"$ref":"../warning-signs.schema.json","description":"site.json's warningSigns, most urgent first."},"warningLookAlikes":{"$ref":"../warning-signs.schema.json#/$defs/lookAlikes","description":"site.json's warningLookAlikes, English and Spanish together."}}};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Warning signs","description":"Warning signs during serious illness, most urgent first: each with its triage level (from its sources), its urgent card, its sources and a description Shelby's matcher reads. Shelby shows a sign's card before anything else when a question matches it; warning-signs blocks show chosen cards on health pages.","type":"array","minItems":1,"maxItems":40,"items":{"$ref":"#/$defs/warningSign"},"$defs":{"warningSign":{"type":"object","title":"Warning sign","description":"One warning sign: what it is, how urgent, what to do (the card), where that comes from, and how people write it.","additionalProperties":false,"required":["id","name","level","card","sources","match","spanish","suppress"],"properties":{"id":{"$ref":"library.schema.json#/$defs/id","title":"Id","description":"The sign's id, used by warning-signs blocks and the tests (\"fever-chemo\").","examples":["fever-chemo"]},"name":{"$ref":"common.schema.json#/$defs/text","title":"Name","description":"The sign in a few plain words, for the clinician review sheet.","examples":["Fever or shaking chills during chemotherapy"]},"level":{"$ref":"#/$defs/level"},"card":{"$ref":"#/$defs/card"},"sources":{"type":"array","title":"Sources","description":"The authoritative pages the sign, its level and its card come from, each with the date it was checked.","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/source"}},"match":{"$ref":"#/$defs/match","title":"How people write it (English)","description":"The matcher's description in English: phrases, words that must appear together, numbers, and wordings that are not this sign."},"spanish":{"$ref":"#/$defs/match","title":"How people write it (Spanish)","description":"The same description for Spanish speakers, read with Spanish word forms. A Spanish match shows the same card, with its line in Spanish first."},"translations":{"$ref":"languages.schema.json#/$defs/warningSignTranslations","description":"The urgent card in other languages, by language code. Shelby and warning-signs blocks on a page in that language show it; such a page needs it for every sign it can show."},"sharedLookAlikes":{"type":"boolean","title":"Read the look-alikes of every sign","description":"Whether the look-alikes of every sign (site.json warningLookAlikes: past events, questions, idioms) are blanked before this sign is matched. Default true. False for the crisis signs: people in crisis write \"never again\", \"years ago\" or \"ya estoy bien harta\" in the same breath as the crisis (\"I want to end it all and never again see their faces\"), and a crisis must never be read as a past event or a story. Such a sign lists the look-alikes it needs in its own notWhen.","default":true,"examples":[false]},"suppress":{"type":"array","title":"Held back under the card","description":"What Shelby does not show under this sign's card, so nothing there reads as reassurance: \"answers\" (quoted pages), \"guides\" (step-by-step guides) and \"handoff\" (rule replies and helpline cards). The card itself says whom to call.","uniqueItems":true,"items":{"enum":["answers","guides","handoff"]},"examples":[["answers","guides","handoff"]]}}},"level":{"enum":["911","care-team","988","poison-control"],"title":"Triage level","description":"Whom to call first, as the sign's sources say: \"911\" (call 911 now), \"care-team\" (call the care team now, even at night), \"988\" (call or text 988) or \"poison-control\" (Poison Help, 1-800-222-1222).","examples":["care-team"]},"card":{"type":"object","title":"Urgent card","description":"What the reader sees: a heading that says what to do, short paragraphs, call buttons, and one or two sentences in Spanish.","additionalProperties":false,"required":["heading","body","actions","inSpanish"],"properties":{"heading":{"$ref":"common.schema.json#/$defs/text","title":"Heading","description":"What to do, in a few words (\"Fever during chemo: call your care team now\").","examples":["Fever during chemo: call your care team now"]},"body":{"$ref":"common.schema.json#/$defs/paragraphs","title":"What to do","description":"Short paragraphs in plain words: what to do now, and when to call 911 instead."},"actions":{"type":"array","title":"Call buttons","description":"Buttons: tel: links to call, sms: links to text, or web pages.","minItems":1,"maxItems":5,"items":{"$ref":"common.schema.json#/$defs/linkAction"}},"inSpanish":{"$ref":"common.schema.json#/$defs/text","title":"In Spanish","description":"What to do, in one or two Spanish sentences. Shown first (in Spanish) when the question was written in Spanish.","examples":["Si recibe quimioterapia y tiene fiebre de 38 °C (100.4 °F) o más, llame ya a su equipo de atención médica, aunque sea de noche."]}}},"source":{"type":"object","title":"Source","description":"An authoritative page: its title (with the publisher), its address and the date it was checked.","additionalProperties":false,"required":["title","href","checked"],"properties":{"title":{"$ref":"common.schema.json#/$defs/text","title":"Title","description":"The page's title and publisher.","examples":["Watch Out for Fever (Centers for Disease Control and Prevention)"]},"href":{"$ref":"common.schema.json#/$defs/href","title":"Address","description":"Where the page is.","examples":["https://www.cdc.gov/cancer/preventinfections/fever.htm"]},"checked":{"type":"string","format":"date","title":"Checked","description":"When the page was last read for this sign (YYYY-MM-DD).","examples":["2026-11-24"]}}},"pattern":{"type":"string","minLength":1,"maxLength":1200,"pattern":"^[^|]+(\\|[^|]+)*$","title":"Pattern","description":"One or more wordings separated by \"|\" (\"chest pain|chest hurts\"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). \"*\" stands for any one word; \"=word\" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish \"=matarme\" is not \"matar\"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 (\"in {year}\"). Spelled-out apostrophes and contractions are the same (\"can't\", \"cant\", \"cannot\", \"can not\").","examples":["bleeding wont stop|cant stop the bleeding"]},"match":{"type":"object","title":"Matcher description","description":"How people write a sign. A question matches when any phrase, any \"together\" set or any number matches, after the \"notWhen\" wordings are blanked out.","additionalProperties":false,"required":["phrases"],"properties":{"phrases":{"type":"array","title":"Phrases","description":"Core terms, their variants and lay words, each a pattern.","minItems":1,"maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["fever|feverish|running a temp","shaking chills|the shakes"]]},"together":{"type":"array","title":"Words that must appear together","description":"A term and the modifiers that make it urgent: each pattern of \"all\" must match, all within \"within\" words of each other, in any order (\"bleeding\" with \"won't stop\", \"blood\" with \"vomit\").","maxItems":400,"items":{"type":"object","additionalProperties":false,"required":["all"],"properties":{"all":{"type":"array","minItems":2,"maxItems":4,"items":{"$ref":"#/$defs/pattern"}},"within":{"type":"integer","minimum":1,"maximum":15,"description":"Most words from the first matched word to the last. Default: 6."}}},"examples":[[{"all":["bleed|blood","wont stop|a lot|soaking"],"within":6}]]},"numbers":{"type":"array","title":"Numbers","description":"Readings that mean the sign, such as a temperature of 100.4 °F or more, written any way (\"101\", \"101.5 F\", \"38,3\", \"39 c\"). A number in range counts when a unit follows it, or when a \"near\" word is within \"within\" words and no \"notNear\" word is.","maxItems":6,"items":{"type":"object","additionalProperties":false,"required":["atLeast","below","near"],"properties":{"alone":{"type":"boolean","description":"Also count the number when it is the whole message, perhaps with its unit (\"38,3\"). Default: false."},"atLeast":{"type":"number","description":"The smallest value that counts."},"below":{"type":"number","description":"Values from here up do not count (not a reading of this kind)."},"units":{"$ref":"#/$defs/pattern","description":"Units written right after the number (\"f|fahrenheit|degrees\")."},"near":{"$ref":"#/$defs/pattern","description":"Words that make a bare number a reading (\"temp|temperature|fever|chemo\")."},"notNear":{"$ref":"#/$defs/pattern","description":"Words that make it something else (\"oven|outside|fridge\")."},"within":{"type":"integer","minimum":1,"maximum":10,"description":"Most words between the number and a near word. Default: 5."}}},"examples":[[{"atLeast":100.4,"below":110,"units":"f|fahrenheit","near":"temp|temperature|fever"}]]},"notWhen":{"type":"array","title":"Not this sign","description":"Wordings that look like the sign but are not (\"hay fever\", \"chest freezer\"), blanked out before matching this sign.","maxItems":100,"items":{"$ref":"#/$defs/pattern"},"examples":[["hay fever|cabin fever"]]}}},"lookAlikes":{"type":"object","title":"Look-alikes of every sign","description":"Wordings that are not any sign, shared by all of them and blanked out before matching each sign, like each sign's own \"notWhen\": questions about a sign (\"what are the signs of {sign}\"), someone else's past (\"died of {sign}\"), a sign long ago (\"{sign} * years ago\"), prevention (\"prevent {sign}\"). {sign} stands for one to three words in a row that the sign's own phrases or \"together\" sets use; every wording needs {sign} and at least one word of its own, and blanks only its own words, so what else a message says is still read.","additionalProperties":false,"required":["en","es"],"properties":{"en":{"type":"array","title":"In English","maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["what are the signs of {sign}|{sign} * years ago"]]},"es":{"type":"array","title":"In Spanish","maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["murio de {my} {sign}"]]}}}}};
const schema33 = {"type":"object","title":"Warning sign","description":"One warning sign: what it is, how urgent, what to do (the card), where that comes from, and how people write it.","additionalProperties":false,"required":["id","name","level","card","sources","match","spanish","suppress"],"properties":{"id":{"$ref":"library.schema.json#/$defs/id","title":"Id","description":"The sign's id, used by warning-signs blocks and the tests (\"fever-chemo\").","examples":["fever-chemo"]},"name":{"$ref":"common.schema.json#/$defs/text","title":"Name","description":"The sign in a few plain words, for the clinician review sheet.","examples":["Fever or shaking chills during chemotherapy"]},"level":{"$ref":"#/$defs/level"},"card":{"$ref":"#/$defs/card"},"sources":{"type":"array","title":"Sources","description":"The authoritative pages the sign, its level and its card come from, each with the date it was checked.","minItems":1,"maxItems":8,"items":{"$ref":"#/$defs/source"}},"match":{"$ref":"#/$defs/match","title":"How people write it (English)","description":"The matcher's description in English: phrases, words that must appear together, numbers, and wordings that are not this sign."},"spanish":{"$ref":"#/$defs/match","title":"How people write it (Spanish)","description":"The same description for Spanish speakers, read with Spanish word forms. A Spanish match shows the same card, with its line in Spanish first."},"translations":{"$ref":"languages.schema.json#/$defs/warningSignTranslations","description":"The urgent card in other languages, by language code. Shelby and warning-signs blocks on a page in that language show it; such a page needs it for every sign it can show."},"sharedLookAlikes":{"type":"boolean","title":"Read the look-alikes of every sign","description":"Whether the look-alikes of every sign (site.json warningLookAlikes: past events, questions, idioms) are blanked before this sign is matched. Default true. False for the crisis signs: people in crisis write \"never again\", \"years ago\" or \"ya estoy bien harta\" in the same breath as the crisis (\"I want to end it all and never again see their faces\"), and a crisis must never be read as a past event or a story. Such a sign lists the look-alikes it needs in its own notWhen.","default":true,"examples":[false]},"suppress":{"type":"array","title":"Held back under the card","description":"What Shelby does not show under this sign's card, so nothing there reads as reassurance: \"answers\" (quoted pages), \"guides\" (step-by-step guides) and \"handoff\" (rule replies and helpline cards). The card itself says whom to call.","uniqueItems":true,"items":{"enum":["answers","guides","handoff"]},"examples":[["answers","guides","handoff"]]}}};
const schema35 = {"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","description":"A short name in lower case with hyphens, unique in its list, such as \"banana-oat-porridge\".","examples":["banana-oat-porridge"]};
const schema37 = {"type":"string","minLength":1,"pattern":"\\S","description":"Visible text. It must not be empty or only spaces."};
const schema38 = {"enum":["911","care-team","988","poison-control"],"title":"Triage level","description":"Whom to call first, as the sign's sources say: \"911\" (call 911 now), \"care-team\" (call the care team now, even at night), \"988\" (call or text 988) or \"poison-control\" (Poison Help, 1-800-222-1222).","examples":["care-team"]};
const func1 = Object.prototype.hasOwnProperty;
const func2 = runtime0;
const func0 = runtime1;
const pattern4 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern5 = new RegExp("\\S", "u");
const schema39 = {"type":"object","title":"Urgent card","description":"What the reader sees: a heading that says what to do, short paragraphs, call buttons, and one or two sentences in Spanish.","additionalProperties":false,"required":["heading","body","actions","inSpanish"],"properties":{"heading":{"$ref":"common.schema.json#/$defs/text","title":"Heading","description":"What to do, in a few words (\"Fever during chemo: call your care team now\").","examples":["Fever during chemo: call your care team now"]},"body":{"$ref":"common.schema.json#/$defs/paragraphs","title":"What to do","description":"Short paragraphs in plain words: what to do now, and when to call 911 instead."},"actions":{"type":"array","title":"Call buttons","description":"Buttons: tel: links to call, sms: links to text, or web pages.","minItems":1,"maxItems":5,"items":{"$ref":"common.schema.json#/$defs/linkAction"}},"inSpanish":{"$ref":"common.schema.json#/$defs/text","title":"In Spanish","description":"What to do, in one or two Spanish sentences. Shown first (in Spanish) when the question was written in Spanish.","examples":["Si recibe quimioterapia y tiene fiebre de 38 °C (100.4 °F) o más, llame ya a su equipo de atención médica, aunque sea de noche."]}}};
const schema41 = {"type":"array","minItems":1,"items":{"$ref":"#/$defs/text"},"description":"Paragraphs of plain text, shown in order."};

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
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern5.test(data0)){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema43 = {"type":"object","additionalProperties":false,"required":["label","href"],"description":"A link shown as a button.","properties":{"label":{"$ref":"#/$defs/text","title":"Button label","description":"The words on the button.","examples":["Explore Resources"]},"href":{"$ref":"#/$defs/href","title":"Link target","description":"Where the button leads: a page on this site (starting with '/') or an https, mailto or tel address.","examples":["/read-well"]},"emphasis":{"enum":["primary","secondary"],"title":"Emphasis","description":"How strongly the button stands out: 'primary' is a filled button, 'secondary' an outlined one. Default: primary.","examples":["secondary"]}},"examples":[{"label":"Explore Resources","href":"/read-well"}]};
const schema45 = {"type":"string","pattern":"^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$","description":"Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.","examples":["/read-well","https://www.cancer.gov/","tel:+18004226237"]};
const pattern9 = new RegExp("^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$", "u");

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
if(data.label === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "label") || (key0 === "href")) || (key0 === "emphasis"))){
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
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern5.test(data0)){
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err5 = {instancePath:instancePath+"/label",schemaPath:"#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err6 = {instancePath:instancePath+"/href",schemaPath:"#/$defs/href/pattern",keyword:"pattern",params:{pattern: "^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$"},message:"must match pattern \""+"^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$"+"\""};
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
const err7 = {instancePath:instancePath+"/href",schemaPath:"#/$defs/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.emphasis !== undefined){
let data2 = data.emphasis;
if(!((data2 === "primary") || (data2 === "secondary"))){
const err8 = {instancePath:instancePath+"/emphasis",schemaPath:"#/properties/emphasis/enum",keyword:"enum",params:{allowedValues: schema43.properties.emphasis.enum},message:"must be equal to one of the allowed values"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.heading === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.body === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.actions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.inSpanish === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inSpanish"},message:"must have required property '"+"inSpanish"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "heading") || (key0 === "body")) || (key0 === "actions")) || (key0 === "inSpanish"))){
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
if(data.heading !== undefined){
let data0 = data.heading;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/heading",schemaPath:"common.schema.json#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern5.test(data0)){
const err6 = {instancePath:instancePath+"/heading",schemaPath:"common.schema.json#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err7 = {instancePath:instancePath+"/heading",schemaPath:"common.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.body !== undefined){
if(!(validate26(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.actions !== undefined){
let data2 = data.actions;
if(Array.isArray(data2)){
if(data2.length > 5){
const err8 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.length < 1){
const err9 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate28(data2[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.inSpanish !== undefined){
let data4 = data.inSpanish;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err11 = {instancePath:instancePath+"/inSpanish",schemaPath:"common.schema.json#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern5.test(data4)){
const err12 = {instancePath:instancePath+"/inSpanish",schemaPath:"common.schema.json#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err13 = {instancePath:instancePath+"/inSpanish",schemaPath:"common.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","title":"Source","description":"An authoritative page: its title (with the publisher), its address and the date it was checked.","additionalProperties":false,"required":["title","href","checked"],"properties":{"title":{"$ref":"common.schema.json#/$defs/text","title":"Title","description":"The page's title and publisher.","examples":["Watch Out for Fever (Centers for Disease Control and Prevention)"]},"href":{"$ref":"common.schema.json#/$defs/href","title":"Address","description":"Where the page is.","examples":["https://www.cdc.gov/cancer/preventinfections/fever.htm"]},"checked":{"type":"string","format":"date","title":"Checked","description":"When the page was last read for this sign (YYYY-MM-DD).","examples":["2026-11-24"]}}};
const formats0 = /^\d{4}-\d{2}-\d{2}$/;

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
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.href === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "href"},message:"must have required property '"+"href"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.checked === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checked"},message:"must have required property '"+"checked"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "href")) || (key0 === "checked"))){
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
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"common.schema.json#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/title",schemaPath:"common.schema.json#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err6 = {instancePath:instancePath+"/title",schemaPath:"common.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.href !== undefined){
let data1 = data.href;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err7 = {instancePath:instancePath+"/href",schemaPath:"common.schema.json#/$defs/href/pattern",keyword:"pattern",params:{pattern: "^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$"},message:"must match pattern \""+"^(/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?(#[A-Za-z0-9_-]+)?|https://[^\\s]+|http://[^\\s]+|mailto:[^\\s]+|tel:\\+?[0-9-]+|sms:\\+?[0-9]+(\\?&?body=[A-Za-z0-9%]+)?)$"+"\""};
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
const err8 = {instancePath:instancePath+"/href",schemaPath:"common.schema.json#/$defs/href/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.checked !== undefined){
let data2 = data.checked;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err9 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err10 = {instancePath:instancePath+"/checked",schemaPath:"#/properties/checked/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","title":"Matcher description","description":"How people write a sign. A question matches when any phrase, any \"together\" set or any number matches, after the \"notWhen\" wordings are blanked out.","additionalProperties":false,"required":["phrases"],"properties":{"phrases":{"type":"array","title":"Phrases","description":"Core terms, their variants and lay words, each a pattern.","minItems":1,"maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["fever|feverish|running a temp","shaking chills|the shakes"]]},"together":{"type":"array","title":"Words that must appear together","description":"A term and the modifiers that make it urgent: each pattern of \"all\" must match, all within \"within\" words of each other, in any order (\"bleeding\" with \"won't stop\", \"blood\" with \"vomit\").","maxItems":400,"items":{"type":"object","additionalProperties":false,"required":["all"],"properties":{"all":{"type":"array","minItems":2,"maxItems":4,"items":{"$ref":"#/$defs/pattern"}},"within":{"type":"integer","minimum":1,"maximum":15,"description":"Most words from the first matched word to the last. Default: 6."}}},"examples":[[{"all":["bleed|blood","wont stop|a lot|soaking"],"within":6}]]},"numbers":{"type":"array","title":"Numbers","description":"Readings that mean the sign, such as a temperature of 100.4 °F or more, written any way (\"101\", \"101.5 F\", \"38,3\", \"39 c\"). A number in range counts when a unit follows it, or when a \"near\" word is within \"within\" words and no \"notNear\" word is.","maxItems":6,"items":{"type":"object","additionalProperties":false,"required":["atLeast","below","near"],"properties":{"alone":{"type":"boolean","description":"Also count the number when it is the whole message, perhaps with its unit (\"38,3\"). Default: false."},"atLeast":{"type":"number","description":"The smallest value that counts."},"below":{"type":"number","description":"Values from here up do not count (not a reading of this kind)."},"units":{"$ref":"#/$defs/pattern","description":"Units written right after the number (\"f|fahrenheit|degrees\")."},"near":{"$ref":"#/$defs/pattern","description":"Words that make a bare number a reading (\"temp|temperature|fever|chemo\")."},"notNear":{"$ref":"#/$defs/pattern","description":"Words that make it something else (\"oven|outside|fridge\")."},"within":{"type":"integer","minimum":1,"maximum":10,"description":"Most words between the number and a near word. Default: 5."}}},"examples":[[{"atLeast":100.4,"below":110,"units":"f|fahrenheit","near":"temp|temperature|fever"}]]},"notWhen":{"type":"array","title":"Not this sign","description":"Wordings that look like the sign but are not (\"hay fever\", \"chest freezer\"), blanked out before matching this sign.","maxItems":100,"items":{"$ref":"#/$defs/pattern"},"examples":[["hay fever|cabin fever"]]}}};
const schema51 = {"type":"string","minLength":1,"maxLength":1200,"pattern":"^[^|]+(\\|[^|]+)*$","title":"Pattern","description":"One or more wordings separated by \"|\" (\"chest pain|chest hurts\"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). \"*\" stands for any one word; \"=word\" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish \"=matarme\" is not \"matar\"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 (\"in {year}\"). Spelled-out apostrophes and contractions are the same (\"can't\", \"cant\", \"cannot\", \"can not\").","examples":["bleeding wont stop|cant stop the bleeding"]};
const pattern13 = new RegExp("^[^|]+(\\|[^|]+)*$", "u");

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
if(data.phrases === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phrases"},message:"must have required property '"+"phrases"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "phrases") || (key0 === "together")) || (key0 === "numbers")) || (key0 === "notWhen"))){
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
if(data.phrases !== undefined){
let data0 = data.phrases;
if(Array.isArray(data0)){
if(data0.length > 200){
const err2 = {instancePath:instancePath+"/phrases",schemaPath:"#/properties/phrases/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/phrases",schemaPath:"#/properties/phrases/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if(func2(data1) > 1200){
const err4 = {instancePath:instancePath+"/phrases/" + i0,schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/phrases/" + i0,schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern13.test(data1)){
const err6 = {instancePath:instancePath+"/phrases/" + i0,schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
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
const err7 = {instancePath:instancePath+"/phrases/" + i0,schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/phrases",schemaPath:"#/properties/phrases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.together !== undefined){
let data2 = data.together;
if(Array.isArray(data2)){
if(data2.length > 400){
const err9 = {instancePath:instancePath+"/together",schemaPath:"#/properties/together/maxItems",keyword:"maxItems",params:{limit: 400},message:"must NOT have more than 400 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.all === undefined){
const err10 = {instancePath:instancePath+"/together/" + i1,schemaPath:"#/properties/together/items/required",keyword:"required",params:{missingProperty: "all"},message:"must have required property '"+"all"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "all") || (key1 === "within"))){
const err11 = {instancePath:instancePath+"/together/" + i1,schemaPath:"#/properties/together/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.all !== undefined){
let data4 = data3.all;
if(Array.isArray(data4)){
if(data4.length > 4){
const err12 = {instancePath:instancePath+"/together/" + i1+"/all",schemaPath:"#/properties/together/items/properties/all/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4.length < 2){
const err13 = {instancePath:instancePath+"/together/" + i1+"/all",schemaPath:"#/properties/together/items/properties/all/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(typeof data5 === "string"){
if(func2(data5) > 1200){
const err14 = {instancePath:instancePath+"/together/" + i1+"/all/" + i2,schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func2(data5) < 1){
const err15 = {instancePath:instancePath+"/together/" + i1+"/all/" + i2,schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern13.test(data5)){
const err16 = {instancePath:instancePath+"/together/" + i1+"/all/" + i2,schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
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
const err17 = {instancePath:instancePath+"/together/" + i1+"/all/" + i2,schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/together/" + i1+"/all",schemaPath:"#/properties/together/items/properties/all/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.within !== undefined){
let data6 = data3.within;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/together/" + i1+"/within",schemaPath:"#/properties/together/items/properties/within/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 15 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/together/" + i1+"/within",schemaPath:"#/properties/together/items/properties/within/maximum",keyword:"maximum",params:{comparison: "<=", limit: 15},message:"must be <= 15"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/together/" + i1+"/within",schemaPath:"#/properties/together/items/properties/within/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err22 = {instancePath:instancePath+"/together/" + i1,schemaPath:"#/properties/together/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath:instancePath+"/together",schemaPath:"#/properties/together/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.numbers !== undefined){
let data7 = data.numbers;
if(Array.isArray(data7)){
if(data7.length > 6){
const err24 = {instancePath:instancePath+"/numbers",schemaPath:"#/properties/numbers/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len3 = data7.length;
for(let i3=0; i3<len3; i3++){
let data8 = data7[i3];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.atLeast === undefined){
const err25 = {instancePath:instancePath+"/numbers/" + i3,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "atLeast"},message:"must have required property '"+"atLeast"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8.below === undefined){
const err26 = {instancePath:instancePath+"/numbers/" + i3,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "below"},message:"must have required property '"+"below"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.near === undefined){
const err27 = {instancePath:instancePath+"/numbers/" + i3,schemaPath:"#/properties/numbers/items/required",keyword:"required",params:{missingProperty: "near"},message:"must have required property '"+"near"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key2 in data8){
if(!(((((((key2 === "alone") || (key2 === "atLeast")) || (key2 === "below")) || (key2 === "units")) || (key2 === "near")) || (key2 === "notNear")) || (key2 === "within"))){
const err28 = {instancePath:instancePath+"/numbers/" + i3,schemaPath:"#/properties/numbers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data8.alone !== undefined){
if(typeof data8.alone !== "boolean"){
const err29 = {instancePath:instancePath+"/numbers/" + i3+"/alone",schemaPath:"#/properties/numbers/items/properties/alone/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data8.atLeast !== undefined){
let data10 = data8.atLeast;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err30 = {instancePath:instancePath+"/numbers/" + i3+"/atLeast",schemaPath:"#/properties/numbers/items/properties/atLeast/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data8.below !== undefined){
let data11 = data8.below;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err31 = {instancePath:instancePath+"/numbers/" + i3+"/below",schemaPath:"#/properties/numbers/items/properties/below/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.units !== undefined){
let data12 = data8.units;
if(typeof data12 === "string"){
if(func2(data12) > 1200){
const err32 = {instancePath:instancePath+"/numbers/" + i3+"/units",schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func2(data12) < 1){
const err33 = {instancePath:instancePath+"/numbers/" + i3+"/units",schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern13.test(data12)){
const err34 = {instancePath:instancePath+"/numbers/" + i3+"/units",schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
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
const err35 = {instancePath:instancePath+"/numbers/" + i3+"/units",schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.near !== undefined){
let data13 = data8.near;
if(typeof data13 === "string"){
if(func2(data13) > 1200){
const err36 = {instancePath:instancePath+"/numbers/" + i3+"/near",schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func2(data13) < 1){
const err37 = {instancePath:instancePath+"/numbers/" + i3+"/near",schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern13.test(data13)){
const err38 = {instancePath:instancePath+"/numbers/" + i3+"/near",schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/numbers/" + i3+"/near",schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data8.notNear !== undefined){
let data14 = data8.notNear;
if(typeof data14 === "string"){
if(func2(data14) > 1200){
const err40 = {instancePath:instancePath+"/numbers/" + i3+"/notNear",schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func2(data14) < 1){
const err41 = {instancePath:instancePath+"/numbers/" + i3+"/notNear",schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!pattern13.test(data14)){
const err42 = {instancePath:instancePath+"/numbers/" + i3+"/notNear",schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/numbers/" + i3+"/notNear",schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data8.within !== undefined){
let data15 = data8.within;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err44 = {instancePath:instancePath+"/numbers/" + i3+"/within",schemaPath:"#/properties/numbers/items/properties/within/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 10 || isNaN(data15)){
const err45 = {instancePath:instancePath+"/numbers/" + i3+"/within",schemaPath:"#/properties/numbers/items/properties/within/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err46 = {instancePath:instancePath+"/numbers/" + i3+"/within",schemaPath:"#/properties/numbers/items/properties/within/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/numbers/" + i3,schemaPath:"#/properties/numbers/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/numbers",schemaPath:"#/properties/numbers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.notWhen !== undefined){
let data16 = data.notWhen;
if(Array.isArray(data16)){
if(data16.length > 100){
const err49 = {instancePath:instancePath+"/notWhen",schemaPath:"#/properties/notWhen/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len4 = data16.length;
for(let i4=0; i4<len4; i4++){
let data17 = data16[i4];
if(typeof data17 === "string"){
if(func2(data17) > 1200){
const err50 = {instancePath:instancePath+"/notWhen/" + i4,schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data17) < 1){
const err51 = {instancePath:instancePath+"/notWhen/" + i4,schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!pattern13.test(data17)){
const err52 = {instancePath:instancePath+"/notWhen/" + i4,schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/notWhen/" + i4,schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/notWhen",schemaPath:"#/properties/notWhen/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"object","title":"Warning sign translations","description":"The sign's urgent card in other languages, by language code: a page in that language shows it whole.","propertyNames":{"$ref":"#/$defs/languageCode"},"additionalProperties":{"$ref":"#/$defs/warningSignText"}};
const schema59 = {"type":"string","pattern":"^[a-z]{2,3}$","title":"Language code","description":"A language as an ISO 639 code such as \"es\".","examples":["es"]};
const pattern19 = new RegExp("^[a-z]{2,3}$", "u");
const schema60 = {"type":"object","title":"Warning sign text","description":"A warning sign's urgent card in one more language: its heading, what to do, and its call buttons' words (the same numbers as the original's).","additionalProperties":false,"required":["card"],"properties":{"card":{"type":"object","additionalProperties":false,"required":["heading","body","actions"],"properties":{"heading":{"$ref":"warning-signs.schema.json#/$defs/card/properties/heading"},"body":{"$ref":"warning-signs.schema.json#/$defs/card/properties/body"},"actions":{"$ref":"warning-signs.schema.json#/$defs/card/properties/actions"}}},"translatedFrom":{"$ref":"#/$defs/translatedFrom"}}};
const schema65 = {"type":"object","title":"Translated from","description":"What a translation was made from: the fingerprint of the original's visible text and the date. `npm run translations -- --stamp <path>` writes it; the content check names every translation whose original changed since.","additionalProperties":false,"required":["hash","date"],"properties":{"hash":{"type":"string","pattern":"^[0-9a-f]{16}$","title":"Fingerprint","description":"The first 16 hex digits of the SHA-256 of the original's visible text.","examples":["3f2a9c1d4e5b6a70"]},"date":{"type":"string","format":"date","title":"Date","description":"When the translation was made or last brought up to date (YYYY-MM-DD).","examples":["2026-11-24"]}},"examples":[{"hash":"3f2a9c1d4e5b6a70","date":"2026-11-24"}]};
const pattern22 = new RegExp("^[0-9a-f]{16}$", "u");

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern5.test(data0)){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema64 = {"type":"array","title":"Call buttons","description":"Buttons: tel: links to call, sms: links to text, or web pages.","minItems":1,"maxItems":5,"items":{"$ref":"common.schema.json#/$defs/linkAction"}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 5){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
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
if(!(validate28(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.card === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "card"},message:"must have required property '"+"card"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "card") || (key0 === "translatedFrom"))){
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
if(data.card !== undefined){
let data0 = data.card;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.heading === undefined){
const err2 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/required",keyword:"required",params:{missingProperty: "heading"},message:"must have required property '"+"heading"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.body === undefined){
const err3 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.actions === undefined){
const err4 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "heading") || (key1 === "body")) || (key1 === "actions"))){
const err5 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.heading !== undefined){
let data1 = data0.heading;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/card/heading",schemaPath:"warning-signs.schema.json#/$defs/card/properties/heading/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern5.test(data1)){
const err7 = {instancePath:instancePath+"/card/heading",schemaPath:"warning-signs.schema.json#/$defs/card/properties/heading/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err8 = {instancePath:instancePath+"/card/heading",schemaPath:"warning-signs.schema.json#/$defs/card/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.body !== undefined){
if(!(validate39(data0.body, {instancePath:instancePath+"/card/body",parentData:data0,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
if(data0.actions !== undefined){
if(!(validate41(data0.actions, {instancePath:instancePath+"/card/actions",parentData:data0,parentDataProperty:"actions",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/card",schemaPath:"#/properties/card/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.translatedFrom !== undefined){
let data4 = data.translatedFrom;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.hash === undefined){
const err10 = {instancePath:instancePath+"/translatedFrom",schemaPath:"#/$defs/translatedFrom/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.date === undefined){
const err11 = {instancePath:instancePath+"/translatedFrom",schemaPath:"#/$defs/translatedFrom/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data4){
if(!((key2 === "hash") || (key2 === "date"))){
const err12 = {instancePath:instancePath+"/translatedFrom",schemaPath:"#/$defs/translatedFrom/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.hash !== undefined){
let data5 = data4.hash;
if(typeof data5 === "string"){
if(!pattern22.test(data5)){
const err13 = {instancePath:instancePath+"/translatedFrom/hash",schemaPath:"#/$defs/translatedFrom/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{16}$"},message:"must match pattern \""+"^[0-9a-f]{16}$"+"\""};
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
const err14 = {instancePath:instancePath+"/translatedFrom/hash",schemaPath:"#/$defs/translatedFrom/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.date !== undefined){
let data6 = data4.date;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err15 = {instancePath:instancePath+"/translatedFrom/date",schemaPath:"#/$defs/translatedFrom/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err16 = {instancePath:instancePath+"/translatedFrom/date",schemaPath:"#/$defs/translatedFrom/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath:instancePath+"/translatedFrom",schemaPath:"#/$defs/translatedFrom/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(!pattern19.test(key0)){
const err0 = {instancePath,schemaPath:"#/$defs/languageCode/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2,3}$"},message:"must match pattern \""+"^[a-z]{2,3}$"+"\"",propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/$defs/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs1 === errors;
if(!valid0){
const err2 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
for(const key1 in data){
if(!(validate38(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.level === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.card === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "card"},message:"must have required property '"+"card"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.sources === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sources"},message:"must have required property '"+"sources"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.match === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "match"},message:"must have required property '"+"match"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.spanish === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spanish"},message:"must have required property '"+"spanish"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.suppress === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suppress"},message:"must have required property '"+"suppress"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"library.schema.json#/$defs/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\""};
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
const err10 = {instancePath:instancePath+"/id",schemaPath:"library.schema.json#/$defs/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err11 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern5.test(data1)){
const err12 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/text/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err13 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.level !== undefined){
let data2 = data.level;
if(!((((data2 === "911") || (data2 === "care-team")) || (data2 === "988")) || (data2 === "poison-control"))){
const err14 = {instancePath:instancePath+"/level",schemaPath:"#/$defs/level/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.card !== undefined){
if(!(validate25(data.card, {instancePath:instancePath+"/card",parentData:data,parentDataProperty:"card",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.sources !== undefined){
let data4 = data.sources;
if(Array.isArray(data4)){
if(data4.length > 8){
const err15 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.length < 1){
const err16 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data4[i0], {instancePath:instancePath+"/sources/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/sources",schemaPath:"#/properties/sources/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.match !== undefined){
if(!(validate33(data.match, {instancePath:instancePath+"/match",parentData:data,parentDataProperty:"match",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
if(data.spanish !== undefined){
if(!(validate33(data.spanish, {instancePath:instancePath+"/spanish",parentData:data,parentDataProperty:"spanish",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
if(data.translations !== undefined){
if(!(validate37(data.translations, {instancePath:instancePath+"/translations",parentData:data,parentDataProperty:"translations",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.sharedLookAlikes !== undefined){
if(typeof data.sharedLookAlikes !== "boolean"){
const err18 = {instancePath:instancePath+"/sharedLookAlikes",schemaPath:"#/properties/sharedLookAlikes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.suppress !== undefined){
let data10 = data.suppress;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(!(((data11 === "answers") || (data11 === "guides")) || (data11 === "handoff"))){
const err19 = {instancePath:instancePath+"/suppress/" + i1,schemaPath:"#/properties/suppress/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.suppress.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i2 = data10.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data10[i2], data10[j0])){
const err20 = {instancePath:instancePath+"/suppress",schemaPath:"#/properties/suppress/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"};
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
const err21 = {instancePath:instancePath+"/suppress",schemaPath:"#/properties/suppress/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
if(Array.isArray(data)){
if(data.length > 40){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
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
if(!(validate22(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema66 = {"type":"object","title":"Look-alikes of every sign","description":"Wordings that are not any sign, shared by all of them and blanked out before matching each sign, like each sign's own \"notWhen\": questions about a sign (\"what are the signs of {sign}\"), someone else's past (\"died of {sign}\"), a sign long ago (\"{sign} * years ago\"), prevention (\"prevent {sign}\"). {sign} stands for one to three words in a row that the sign's own phrases or \"together\" sets use; every wording needs {sign} and at least one word of its own, and blanks only its own words, so what else a message says is still read.","additionalProperties":false,"required":["en","es"],"properties":{"en":{"type":"array","title":"In English","maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["what are the signs of {sign}|{sign} * years ago"]]},"es":{"type":"array","title":"In Spanish","maxItems":200,"items":{"$ref":"#/$defs/pattern"},"examples":[["murio de {my} {sign}"]]}}};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.en === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "en"},message:"must have required property '"+"en"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.es === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "es"},message:"must have required property '"+"es"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "en") || (key0 === "es"))){
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
if(data.en !== undefined){
let data0 = data.en;
if(Array.isArray(data0)){
if(data0.length > 200){
const err3 = {instancePath:instancePath+"/en",schemaPath:"#/properties/en/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
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
if(func2(data1) > 1200){
const err4 = {instancePath:instancePath+"/en/" + i0,schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/en/" + i0,schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern13.test(data1)){
const err6 = {instancePath:instancePath+"/en/" + i0,schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
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
const err7 = {instancePath:instancePath+"/en/" + i0,schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/en",schemaPath:"#/properties/en/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.es !== undefined){
let data2 = data.es;
if(Array.isArray(data2)){
if(data2.length > 200){
const err9 = {instancePath:instancePath+"/es",schemaPath:"#/properties/es/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func2(data3) > 1200){
const err10 = {instancePath:instancePath+"/es/" + i1,schemaPath:"#/$defs/pattern/maxLength",keyword:"maxLength",params:{limit: 1200},message:"must NOT have more than 1200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data3) < 1){
const err11 = {instancePath:instancePath+"/es/" + i1,schemaPath:"#/$defs/pattern/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern13.test(data3)){
const err12 = {instancePath:instancePath+"/es/" + i1,schemaPath:"#/$defs/pattern/pattern",keyword:"pattern",params:{pattern: "^[^|]+(\\|[^|]+)*$"},message:"must match pattern \""+"^[^|]+(\\|[^|]+)*$"+"\""};
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
const err13 = {instancePath:instancePath+"/es/" + i1,schemaPath:"#/$defs/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/es",schemaPath:"#/properties/es/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.warningSigns === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warningSigns"},message:"must have required property '"+"warningSigns"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.warningLookAlikes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warningLookAlikes"},message:"must have required property '"+"warningLookAlikes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "warningSigns") || (key0 === "warningLookAlikes"))){
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
if(data.warningSigns !== undefined){
if(!(validate21(data.warningSigns, {instancePath:instancePath+"/warningSigns",parentData:data,parentDataProperty:"warningSigns",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
if(data.warningLookAlikes !== undefined){
if(!(validate48(data.warningLookAlikes, {instancePath:instancePath+"/warningLookAlikes",parentData:data,parentDataProperty:"warningLookAlikes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

