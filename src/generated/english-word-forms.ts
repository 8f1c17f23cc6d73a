/**
 * GENERATED FILE: do not edit by hand. Made by codegen/generate-word-forms.ts (npm run codegen) from WordNet's
 * exception lists (wink-lexicon, MIT) and SUBTLEX-US: irregular forms of common English verbs and nouns and their
 * base form, as "form base" pairs (132 pairs).
 */
export const englishIrregularForms: ReadonlyMap<string, string> = new Map(
  "am be are be ate eat beaten beat became become been be began begin begun begin bent bend bled bleed blew blow blown blow born bear bought buy broke break broken break brought bring built build burnt burn came come caught catch children child chose choose chosen choose dealt deal did do done do drank drink drawn draw dreamt dream drew draw driven drive drove drive drunk drink dug dig dying die eaten eat fallen fall fed feed feet foot fell fall felt feel fled flee flew fly flown fly forbidden forbid forgiven forgive forgot forget forgotten forget fought fight found find froze freeze frozen freeze gave give given give gone go got get gotten get grew grow grown grow had have has have held hold hid hide hidden hide hung hang is be kept keep knew know knives knife known know led lead lost lose lying lie made make meant mean men man met meet mice mouse mistaken mistake misunderstood misunderstand panicked panic proven prove ran run rang ring rode ride sang sing sat sit seen see sent send shook shake shown show slept sleep snuck sneak sold sell sought seek spent spend spoke speak spoken speak stole steal stolen steal stood stand struck strike sunk sink swept sweep swore swear sworn swear taken take taught teach teeth tooth thieves thief thought think threw throw thrown throw told tell took take tore tear torn tear understood understand was be went go were be wives wife woke wake wolves wolf women woman won win wore wear worn wear written write wrote write yourselves yourself"
    .split(' ')
    .flatMap((word, at, words) => (at % 2 === 0 ? [[word, words[at + 1] ?? word] as const] : [])),
)
