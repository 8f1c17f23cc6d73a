/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Types of the validators made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */

import type { Validator } from '../tools/shared/link-codec.ts'

/**
 * A calendar date, YYYY-MM-DD.
 */
export type CareDate = string
/**
 * A local time of day, HH:MM (24-hour clock).
 */
export type CareTime = string

/**
 * A care plan as it travels in a plan link's fragment (#plan=...) and in a JSON backup: who the help is for, plan-wide notes, tasks with their dates and repeat rules, and the helpers' claims. Every string and list is capped, so a tampered link cannot make the page do huge work.
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
 * A helper's reply as it travels in a reply link's fragment (#reply=...): the plan it answers, the helper's name and the slots they took.
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
