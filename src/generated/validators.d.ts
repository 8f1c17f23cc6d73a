/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Types of the validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */

import type { Validator } from '../tools/shared/link-codec.ts'

/**
 * The programs a reader is weighing in the Match Well finder, as they travel in the finder's link (#call-plan=...): program ids from site.json's programs, in the reader's order. Capped, so a tampered link cannot make the page do huge work; ids the site does not list are left out when read.
 */
export interface CallPlan {
  /**
   * Program ids, at most 30 (the finder's limit).
   *
   * @minItems 1
   * @maxItems 30
   */
  programs: string[]
}

/** Checks data from outside the page against schema/data/call-plan.schema.json. */

export declare const validateCallPlan: Validator<CallPlan>

/**
 * A calendar date, YYYY-MM-DD.
 */
export type CareDate = string
/**
 * A local time of day, HH:MM (24-hour clock).
 */
export type CareTime = string

/**
 * A care plan as it travels in a plan link's fragment (#care-plan=...) and in a JSON backup: who the help is for, plan-wide notes, tasks with their dates and repeat rules, and the helpers' claims. Every string and list is capped, so a tampered link cannot make the page do huge work.
 */
export interface CarePlan {
  /**
   * The plan's random id: reply links name it, so a reply for another plan is recognised.
   */
  id: string
  /**
   * Goes up by one with every change, so people can tell which link is newer.
   */
  revision: number
  updated: CareDate
  /**
   * Present on a view-only copy for the wider circle: no notes, no address, no sign-up.
   */
  readOnly?: true
  /**
   * Who the help is for: a first name, or nothing.
   */
  for?: string
  notes?: CareNotes
  /**
   * The days after each chemotherapy dose when infection risk is higher, if the care team gave other days than the usual ones.
   */
  riskDays?: {
    from: number
    to: number
  }
  /**
   * @maxItems 60
   */
  tasks: CareTask[]
  /**
   * @maxItems 1000
   */
  claims: CareClaim[]
}
/**
 * Plan-wide notes for helpers.
 */
export interface CareNotes {
  diet?: string
  allergies?: string
  people?: number
  dropOff?: string
  noContact?: boolean
  containers?: string
  address?: string
  careTeam?: string
  other?: string
}
/**
 * One task (or occasion): its kind, first date, time, repeat rule and notes.
 */
export interface CareTask {
  id: string
  type: string
  title?: string
  date: CareDate
  start?: CareTime
  end?: CareTime
  repeat?: CareRepeat
  /**
   * @maxItems 200
   */
  skip?: CareDate[]
  notes?: string
  /**
   * An occasion that is a chemotherapy (infusion) day.
   */
  infusion?: true
}
/**
 * A small subset of RFC 5545 RRULE: daily or weekly (on chosen days), every N days or weeks, ending after a number of times or on a date.
 */
export interface CareRepeat {
  freq: 'daily' | 'weekly'
  interval: number
  /**
   * @minItems 1
   * @maxItems 7
   */
  days?: ('MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU')[]
  count?: number
  until?: CareDate
}
/**
 * A helper's claim of one slot (a task on one date), and the dish they will bring.
 */
export interface CareClaim {
  item: string
  by: string
  dish?: string
}

/** Checks data from outside the page against schema/data/care-plan.schema.json. */

export declare const validateCarePlan: Validator<CarePlan>

/**
 * A helper's reply as it travels in a reply link's fragment (#care-reply=...): the plan it answers, the helper's name and the slots they took.
 */
export interface CareReply {
  /**
   * The id of the plan this reply answers.
   */
  plan: string
  /**
   * The plan's revision the helper saw.
   */
  revision?: number
  /**
   * The helper's first name or nickname.
   */
  by: string
  /**
   * @minItems 1
   * @maxItems 200
   */
  claims: {
    item: string
    dish?: string
  }[]
}

/** Checks data from outside the page against schema/data/care-reply.schema.json. */

export declare const validateCareReply: Validator<CareReply>

export type GiftItemId = string

/**
 * A Wishing Well gift list as it travels in a share link's fragment (#registry=...) or a backup file: its items, the note to givers and who said yes to what. Every string and list is capped so a tampered link cannot make the page do huge work.
 */
export interface GiftRegistry {
  /**
   * A random id made when the list starts, so a reply is only added to the list it was made for.
   */
  list: string
  /**
   * Present in the owner's own link only: it opens the list to change it. The givers' link leaves it out.
   */
  owner?: true
  /**
   * The list's name, such as a first name.
   */
  name: string
  /**
   * The note to givers.
   */
  note?: string
  /**
   * Where to send or leave gifts.
   */
  dropOff?: string
  /**
   * The day the list last changed, as YYYY-MM-DD.
   */
  updated: string
  /**
   * What is on the list, in the owner's order.
   *
   * @maxItems 60
   */
  items: GiftRegistryItem[]
  /**
   * Who said yes to what: one claim per unit of an item.
   *
   * @maxItems 300
   */
  claims: GiftRegistryClaim[]
}
export interface GiftRegistryItem {
  id: GiftItemId
  idea?: GiftItemId
  /**
   * What it is. Kept for ideas too, so a list still reads when an idea leaves the site.
   */
  title: string
  /**
   * The kind of gift.
   */
  kind: 'item' | 'time' | 'gift-card' | 'organization'
  /**
   * How many are wanted (1 when left out).
   */
  qty?: number
  /**
   * The owner's note about it.
   */
  note?: string
  /**
   * A size.
   */
  size?: string
  /**
   * A color.
   */
  color?: string
  /**
   * No scent, please.
   */
  noScent?: true
  /**
   * An example of the item on the web.
   */
  link?: string
  /**
   * Why it would help (own items).
   */
  why?: string
  /**
   * They already have it.
   */
  have?: true
  /**
   * It has arrived.
   */
  received?: true
}
export interface GiftRegistryClaim {
  /**
   * The unit claimed: the item's id for the first, then <id>.2, <id>.3 and so on.
   */
  item: string
  /**
   * The giver's first name.
   */
  by: string
  /**
   * The giver's message (the owner's link only).
   */
  msg?: string
  /**
   * When they plan to give it (the owner's link only).
   */
  when?: string
}

/** Checks data from outside the page against schema/data/gift-registry.schema.json. */

export declare const validateGiftRegistry: Validator<GiftRegistry>

/**
 * A giver's answer to a Wishing Well list, sent back as a reply link (#gift-reply=...): the things they will bring and those they can no longer bring. Capped like the list.
 */
export interface GiftReply {
  /**
   * The id of the list it answers.
   */
  list: string
  /**
   * The giver's first name.
   */
  by: string
  /**
   * A short message.
   */
  msg?: string
  /**
   * When they plan to give.
   */
  when?: string
  /**
   * What they will bring.
   *
   * @maxItems 60
   */
  claims: GiftReplyPick[]
  /**
   * What they said yes to before but can no longer bring.
   *
   * @maxItems 60
   */
  withdraw?: GiftReplyPick[]
}
export interface GiftReplyPick {
  /**
   * The item's id on the list.
   */
  item: string
  /**
   * Its title, so the owner can read the reply even if the item is gone.
   */
  title: string
}

/** Checks data from outside the page against schema/data/gift-reply.schema.json. */

export declare const validateGiftReply: Validator<GiftReply>

/**
 * A local time of day, HH:MM (24-hour clock).
 */
export type NudgeTime = string
/**
 * How often: at moments every day, every N hours while awake, at moments on chosen weekdays, on the first days of each treatment cycle, or as needed (a note, no reminder).
 */
export type NudgeSchedule =
  | {
      how: 'daily'
      at: NudgeMoments
    }
  | {
      how: 'hours'
      every: number
    }
  | {
      how: 'weekdays'
      /**
       * @minItems 1
       * @maxItems 7
       */
      days: ('MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU')[]
      at: NudgeMoments
    }
  | {
      how: 'cycle'
      /**
       * Days 1 to onDays of each cycle.
       */
      onDays: number
      /**
       * How many days one cycle lasts.
       */
      cycleDays: number
      /**
       * How many cycles.
       */
      cycles: number
      at: NudgeMoments
    }
  | {
      how: 'asNeeded'
    }
/**
 * When in the day: a moment of the reader's day (wake, breakfast, midMorning, lunch, midAfternoon, dinner, bed) or a clock time HH:MM.
 */
export type NudgeMoment = string
/**
 * @minItems 1
 * @maxItems 8
 */
export type NudgeMoments = NudgeMoment[]
/**
 * A calendar date, YYYY-MM-DD.
 */
export type NudgeDate = string

/**
 * A Smart Nudge reminder plan as it travels in its link's fragment (#nudges=...) and in a JSON backup: the reader's day (wake, meals, bed, quiet hours), medicines as the reader typed them with how often, appointments, chosen self-care nudges and treatment days. Times are kept as anchors of the day ('breakfast') or clock times, so reminders move when the day changes. Every string and list is capped, so a tampered link cannot make the page do huge work.
 */
export interface NudgePlan {
  /**
   * The plan's random id: calendar events are named after it, so a newer calendar file updates them.
   */
  id: string
  day: NudgeDay
  /**
   * @maxItems 20
   */
  medicines: NudgeMedicine[]
  /**
   * @maxItems 30
   */
  appointments: NudgeAppointment[]
  /**
   * @maxItems 10
   */
  nudges: NudgeChoice[]
  /**
   * Chemotherapy days, each once or repeating every so many days.
   *
   * @maxItems 10
   */
  treatments?: NudgeTreatment[]
  /**
   * The days after each chemotherapy dose when infection risk is highest, if the care team gave other days than the usual ones.
   */
  riskDays?: {
    from: number
    to: number
  }
}
/**
 * The reader's usual day, in order from waking to bedtime, and the quiet hours (which may run past midnight).
 */
export interface NudgeDay {
  wake: NudgeTime
  breakfast: NudgeTime
  lunch: NudgeTime
  dinner: NudgeTime
  bed: NudgeTime
  quietFrom: NudgeTime
  quietTo: NudgeTime
}
/**
 * A medicine exactly as the reader typed it, with how often, food, dates and notes. Seven Wells never suggests one.
 */
export interface NudgeMedicine {
  id: string
  name: string
  schedule: NudgeSchedule
  food?: 'with' | 'without'
  start: NudgeDate
  end?: NudgeDate
  notes?: string
}
/**
 * A visit: what it is, when, where, what to bring and questions to ask.
 */
export interface NudgeAppointment {
  id: string
  what: string
  date: NudgeDate
  time: NudgeTime
  place?: string
  /**
   * @maxItems 20
   */
  bring?: string[]
  /**
   * @maxItems 20
   */
  questions?: string[]
  notes?: string
}
/**
 * A self-care nudge from site.json's smartNudge.nudges, at the moments the reader chose, from a start date.
 */
export interface NudgeChoice {
  id: string
  at: NudgeMoments
  start: NudgeDate
}
/**
 * A chemotherapy day, once, or every `every` days for `times` treatments.
 */
export interface NudgeTreatment {
  id: string
  date: NudgeDate
  every?: number
  times?: number
}

/** Checks data from outside the page against schema/data/nudge-plan.schema.json. */

export declare const validateNudgePlan: Validator<NudgePlan>

/**
 * What the build writes to /_data/_parts/page-facts.<lang>.json for Shelby: every page of one language, by path, with what Shelby shows about a page it quotes or links to (its title, summary, "Last reviewed" date and sources) and which of its sections are never answers. Fetched with the search index once the page is running rather than in the data the page needs to start, as it is close to half of that data. Checked on arrival like anything fetched: a damaged or replaced file is refused, and Shelby says it cannot search now rather than quoting without dates and sources. Capped, so such a file cannot make the page do huge work.
 */
export interface SitePageFacts {
  [k: string]: PageFacts
}
/**
 * What Shelby shows about one page it quotes or links to, and which of its sections are never answers.
 */
export interface PageFacts {
  /**
   * The page's title.
   */
  title: string
  /**
   * The page's summary.
   */
  description: string
  /**
   * When the page was last reviewed (YYYY-MM-DD), on pages with a sources block.
   */
  reviewed?: string
  /**
   * The page's sources, as its sources block lists them.
   *
   * @maxItems 100
   */
  sources?: {
    title: string
    publisher: string
    href: string
  }[]
  /**
   * Ids of the headings whose sections are not answers (the sources list, the disclaimer and safety notices).
   *
   * @maxItems 200
   */
  notQuoted?: string[]
  /**
   * Ids of the headings whose section and every section nested in it are not answers (the warning signs).
   *
   * @maxItems 200
   */
  notQuotedWithin?: string[]
}

/** Checks data from outside the page against schema/data/page-facts.schema.json. */

export declare const validateSitePageFacts: Validator<SitePageFacts>

/**
 * What the build writes to /pagefind/vocabulary.json for the pages that search: every word of the search index with the number of pages that hold it (or another form of it), and the lay-language thesaurus. Search uses the words to correct a misspelt query; Shelby uses both to read a question. Capped, so a damaged or replaced file cannot make the page do huge work.
 */
export interface SearchVocabulary {
  /**
   * The language of the pages counted (a BCP 47 tag): their words are stemmed in it.
   */
  lang: string
  /**
   * How many pages the index holds.
   */
  pages: number
  /**
   * The index's words, grouped by how many pages hold them.
   *
   * @maxItems 100000
   */
  words: WordGroup[]
  /**
   * site.json's thesaurus, as it was at build time.
   *
   * @maxItems 2000
   */
  thesaurus: ThesaurusIdea[]
}
export interface WordGroup {
  /**
   * How many pages hold each of these words, in any of its forms.
   */
  pages: number
  /**
   * The words, folded (lower case, no accents), separated by single spaces.
   */
  words: string
}
export interface ThesaurusIdea {
  /**
   * @minItems 1
   * @maxItems 40
   */
  site: string[]
  /**
   * @minItems 1
   * @maxItems 100
   */
  lay: string[]
}

/** Checks data from outside the page against schema/data/search-vocabulary.schema.json. */

export declare const validateSearchVocabulary: Validator<SearchVocabulary>

/**
 * The sign's id, used by warning-signs blocks and the tests ("fever-chemo").
 */
export type Id = string
/**
 * The sign in a few plain words, for the clinician review sheet.
 */
export type Name = string
/**
 * Whom to call first, as the sign's sources say: "911" (call 911 now), "care-team" (call the care team now, even at night), "988" (call or text 988) or "poison-control" (Poison Help, 1-800-222-1222).
 */
export type TriageLevel = '911' | 'care-team' | '988' | 'poison-control'
/**
 * What to do, in a few words ("Fever during chemo: call your care team now").
 */
export type Heading = string
/**
 * Short paragraphs in plain words: what to do now, and when to call 911 instead.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type WhatToDo = string[]
/**
 * Visible text. It must not be empty or only spaces.
 */
export type ButtonLabel = string
/**
 * Where the button leads: a page on this site (starting with '/') or an https, mailto or tel address.
 */
export type LinkTarget = string
/**
 * How strongly the button stands out: 'primary' is a filled button, 'secondary' an outlined one. Default: primary.
 */
export type Emphasis = 'primary' | 'secondary'
/**
 * Buttons: tel: links to call, sms: links to text, or web pages.
 *
 * @minItems 1
 * @maxItems 5
 */
export type CallButtons = LinkAction[]
/**
 * Visible text. It must not be empty or only spaces.
 */
export type InSpanish = string
/**
 * Visible text. It must not be empty or only spaces.
 */
export type Title = string
/**
 * Where the page is.
 */
export type Address = string
/**
 * When the page was last read for this sign (YYYY-MM-DD).
 */
export type Checked = string
/**
 * The authoritative pages the sign, its level and its card come from, each with the date it was checked.
 *
 * @minItems 1
 * @maxItems 8
 */
export type Sources = Source[]
/**
 * One or more wordings separated by "|" ("chest pain|chest hurts"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). "*" stands for any one word; "=word" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish "=matarme" is not "matar"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 ("in {year}"). Spelled-out apostrophes and contractions are the same ("can't", "cant", "cannot", "can not").
 */
export type Pattern = string
/**
 * Core terms, their variants and lay words, each a pattern.
 *
 * @minItems 1
 * @maxItems 200
 */
export type Phrases = Pattern[]
/**
 * A term and the modifiers that make it urgent: each pattern of "all" must match, all within "within" words of each other, in any order ("bleeding" with "won't stop", "blood" with "vomit").
 *
 * @maxItems 400
 */
export type WordsThatMustAppearTogether = {
  /**
   * @minItems 2
   * @maxItems 4
   */
  all: Pattern[]
  /**
   * Most words from the first matched word to the last. Default: 6.
   */
  within?: number
}[]
/**
 * One or more wordings separated by "|" ("chest pain|chest hurts"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). "*" stands for any one word; "=word" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish "=matarme" is not "matar"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 ("in {year}"). Spelled-out apostrophes and contractions are the same ("can't", "cant", "cannot", "can not").
 */
export type Pattern1 = string
/**
 * One or more wordings separated by "|" ("chest pain|chest hurts"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). "*" stands for any one word; "=word" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish "=matarme" is not "matar"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 ("in {year}"). Spelled-out apostrophes and contractions are the same ("can't", "cant", "cannot", "can not").
 */
export type Pattern2 = string
/**
 * One or more wordings separated by "|" ("chest pain|chest hurts"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). "*" stands for any one word; "=word" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish "=matarme" is not "matar"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 ("in {year}"). Spelled-out apostrophes and contractions are the same ("can't", "cant", "cannot", "can not").
 */
export type Pattern3 = string
/**
 * Readings that mean the sign, such as a temperature of 100.4 °F or more, written any way ("101", "101.5 F", "38,3", "39 c"). A number in range counts when a unit follows it, or when a "near" word is within "within" words and no "notNear" word is.
 *
 * @maxItems 6
 */
export type Numbers = {
  /**
   * Also count the number when it is the whole message, perhaps with its unit ("38,3"). Default: false.
   */
  alone?: boolean
  /**
   * The smallest value that counts.
   */
  atLeast: number
  /**
   * Values from here up do not count (not a reading of this kind).
   */
  below: number
  units?: Pattern1
  near: Pattern2
  notNear?: Pattern3
  /**
   * Most words between the number and a near word. Default: 5.
   */
  within?: number
}[]
/**
 * Wordings that look like the sign but are not ("hay fever", "chest freezer"), blanked out before matching this sign.
 *
 * @maxItems 100
 */
export type NotThisSign = Pattern[]
/**
 * The first 16 hex digits of the SHA-256 of the original's visible text.
 */
export type Fingerprint = string
/**
 * When the translation was made or last brought up to date (YYYY-MM-DD).
 */
export type Date = string
/**
 * Whether the look-alikes of every sign (site.json warningLookAlikes: past events, questions, idioms) are blanked before this sign is matched. Default true. False for the crisis signs: people in crisis write "never again", "years ago" or "ya estoy bien harta" in the same breath as the crisis ("I want to end it all and never again see their faces"), and a crisis must never be read as a past event or a story. Such a sign lists the look-alikes it needs in its own notWhen.
 */
export type ReadTheLookAlikesOfEverySign = boolean
/**
 * What Shelby does not show under this sign's card, so nothing there reads as reassurance: "answers" (quoted pages), "guides" (step-by-step guides) and "handoff" (rule replies and helpline cards). The card itself says whom to call.
 */
export type HeldBackUnderTheCard = ('answers' | 'guides' | 'handoff')[]
/**
 * Warning signs during serious illness, most urgent first: each with its triage level (from its sources), its urgent card, its sources and a description Shelby's matcher reads. Shelby shows a sign's card before anything else when a question matches it; warning-signs blocks show chosen cards on health pages.
 *
 * @minItems 1
 * @maxItems 40
 */
export type WarningSigns = WarningSign[]
/**
 * @maxItems 200
 */
export type InEnglish = Pattern[]
/**
 * @maxItems 200
 */
export type InSpanish1 = Pattern[]

/**
 * What the build writes to /_data/_parts/warning-knowledge.json for Shelby: site.json's warning signs (cards, translations, sources, and the descriptions the matcher reads in English and Spanish) and the look-alikes of every sign, as site.json has them. Shelby fetches it when the reader comes to the question box rather than with the page, as it is most of what the page would carry and is only read when someone asks, and shows each card in the page's language. Checked on arrival like anything fetched: a damaged or replaced file is refused, and Shelby says it could not check the question rather than answering without checking for warning signs.
 */
export interface WarningKnowledge {
  warningSigns: WarningSigns
  warningLookAlikes: LookAlikesOfEverySign
}
/**
 * One warning sign: what it is, how urgent, what to do (the card), where that comes from, and how people write it.
 */
export interface WarningSign {
  id: Id
  name: Name
  level: TriageLevel
  card: UrgentCard
  sources: Sources
  match: HowPeopleWriteItEnglish
  spanish: HowPeopleWriteItSpanish
  translations?: WarningSignTranslations
  sharedLookAlikes?: ReadTheLookAlikesOfEverySign
  suppress: HeldBackUnderTheCard
}
/**
 * What the reader sees: a heading that says what to do, short paragraphs, call buttons, and one or two sentences in Spanish.
 */
export interface UrgentCard {
  heading: Heading
  body: WhatToDo
  actions: CallButtons
  inSpanish: InSpanish
}
/**
 * A link shown as a button.
 */
export interface LinkAction {
  label: ButtonLabel
  href: LinkTarget
  emphasis?: Emphasis
}
/**
 * An authoritative page: its title (with the publisher), its address and the date it was checked.
 */
export interface Source {
  title: Title
  href: Address
  checked: Checked
}
/**
 * The matcher's description in English: phrases, words that must appear together, numbers, and wordings that are not this sign.
 */
export interface HowPeopleWriteItEnglish {
  phrases: Phrases
  together?: WordsThatMustAppearTogether
  numbers?: Numbers
  notWhen?: NotThisSign
}
/**
 * The same description for Spanish speakers, read with Spanish word forms. A Spanish match shows the same card, with its line in Spanish first.
 */
export interface HowPeopleWriteItSpanish {
  phrases: Phrases
  together?: WordsThatMustAppearTogether
  numbers?: Numbers
  notWhen?: NotThisSign
}
/**
 * The urgent card in other languages, by language code. Shelby and warning-signs blocks on a page in that language show it; such a page needs it for every sign it can show.
 */
export interface WarningSignTranslations {
  [k: string]: WarningSignText
}
/**
 * A warning sign's urgent card in one more language: its heading, what to do, and its call buttons' words (the same numbers as the original's).
 */
export interface WarningSignText {
  card: {
    heading: Heading
    body: WhatToDo
    actions: CallButtons
  }
  translatedFrom?: TranslatedFrom
}
/**
 * What a translation was made from: the fingerprint of the original's visible text and the date. `npm run translations -- --stamp <path>` writes it; the content check names every translation whose original changed since.
 */
export interface TranslatedFrom {
  hash: Fingerprint
  date: Date
}
/**
 * Wordings that are not any sign, shared by all of them and blanked out before matching each sign, like each sign's own "notWhen": questions about a sign ("what are the signs of {sign}"), someone else's past ("died of {sign}"), a sign long ago ("{sign} * years ago"), prevention ("prevent {sign}"). {sign} stands for one to three words in a row that the sign's own phrases or "together" sets use; every wording needs {sign} and at least one word of its own, and blanks only its own words, so what else a message says is still read.
 */
export interface LookAlikesOfEverySign {
  en: InEnglish
  es: InSpanish1
}

/** Checks data from outside the page against schema/data/warning-knowledge.schema.json. */

export declare const validateWarningKnowledge: Validator<WarningKnowledge>
