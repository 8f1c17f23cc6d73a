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
