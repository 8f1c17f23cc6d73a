/**
 * The Smart Nudge plan: its format in links (`#nudges=...`) and backups, the checks its schema cannot state, and
 * small immutable edits. Times are rules from the reader's day (see day-rules.ts), never invented: the plan holds
 * only what the reader entered. Nothing here touches the network or storage.
 */
import {
  validateNudgePlan,
  type NudgeAppointment,
  type NudgeChoice,
  type NudgeDay,
  type NudgeMedicine,
  type NudgePlan,
  type NudgeSchedule,
  type NudgeTreatment,
} from '../../generated/validators.js'
import { daysBetween, isIsoDate, minutesOf } from '../shared/calendar-dates.ts'
import type { DocumentFormat } from '../shared/document-format.ts'
import { randomId } from '../shared/random-id.ts'

export type { NudgeAppointment, NudgeChoice, NudgeDay, NudgeMedicine, NudgePlan, NudgeSchedule, NudgeTreatment }

/** The moments of the reader's day a reminder can follow, in the order of the day. */
export const moments = ['wake', 'breakfast', 'midMorning', 'lunch', 'midAfternoon', 'dinner', 'bed'] as const
export type Moment = (typeof moments)[number]

/** True when `at` names a moment of the day rather than a clock time. */
export function isMoment(at: string): at is Moment {
  return moments.some((moment) => moment === at)
}

/** The moments of the day the reader sets (the others lie halfway between meals). */
export const dayFields = ['wake', 'breakfast', 'lunch', 'dinner', 'bed'] as const

/** The schema's caps (schema/data/nudge-plan.schema.json), for forms. */
export const limits = {
  medicines: 20,
  appointments: 30,
  nudges: 10,
  treatments: 10,
  moments: 8,
  name: 80,
  what: 80,
  place: 120,
  lines: 20,
  line: 200,
  notes: 300,
} as const

/** Most reminder times one medicine may have in a day (every 2 hours while awake stays under it). */
export const maxTimesADay = 12

/**
 * What the schema cannot check: real dates, ends after starts, the day in order (wake, breakfast, lunch, dinner,
 * bed), unique ids, cycles with days off. A plan that fails is refused as "invalid", like one the schema refuses.
 * @returns a technical reason, or undefined when the plan is usable.
 */
export function planProblem(plan: NudgePlan): string | undefined {
  const day = dayFields.map((field) => minutesOf(plan.day[field]) ?? -1)
  if (day.some((minutes, index) => index > 0 && minutes <= (day[index - 1] ?? -1))) return '/day is not in order from waking to bedtime'
  const unique = (ids: readonly string[]) => new Set(ids).size === ids.length
  if (!unique(plan.medicines.map((item) => item.id))) return 'a medicine id is repeated'
  if (!unique(plan.appointments.map((item) => item.id))) return 'an appointment id is repeated'
  if (!unique(plan.nudges.map((item) => item.id))) return 'a nudge is chosen twice'
  if (!unique((plan.treatments ?? []).map((item) => item.id))) return 'a treatment id is repeated'
  for (const medicine of plan.medicines) {
    if (!isIsoDate(medicine.start)) return `medicine ${medicine.id}: start is not a real date`
    if (medicine.end !== undefined && (!isIsoDate(medicine.end) || daysBetween(medicine.start, medicine.end) < 0)) {
      return `medicine ${medicine.id}: end is not a real date on or after the start`
    }
    const schedule = medicine.schedule
    if (schedule.how === 'cycle' && schedule.onDays >= schedule.cycleDays) return `medicine ${medicine.id}: a cycle needs days off`
  }
  if (plan.appointments.some((item) => !isIsoDate(item.date))) return 'an appointment date is not a real date'
  if (plan.nudges.some((item) => !isIsoDate(item.start))) return 'a nudge start is not a real date'
  if ((plan.treatments ?? []).some((item) => !isIsoDate(item.date))) return 'a treatment date is not a real date'
  if (plan.riskDays && plan.riskDays.to < plan.riskDays.from) return '/riskDays ends before it starts'
  return undefined
}

/** Reminder plans in links (`#nudges=`) and backup files. */
export const nudgeFormat: DocumentFormat<NudgePlan> = { kind: 'nudges', version: 1, validate: validateNudgePlan, check: planProblem }

/** A new, empty plan with the site's usual day (site.json's smartNudge.defaults.day). */
export function emptyPlan(day: NudgeDay, id: string = randomId(12)): NudgePlan {
  return { id, day, medicines: [], appointments: [], nudges: [] }
}

/** An id for a new medicine, appointment or treatment, unused among `items`. */
export function nextId(prefix: string, items: readonly { id: string }[]): string {
  const used = new Set(items.map((item) => item.id))
  for (let n = items.length + 1; ; n += 1) {
    const id = `${prefix}${n.toString(36)}`
    if (!used.has(id)) return id
  }
}

/** `items` with `item` put in place of the one with its id, or added at the end. */
export function upsert<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id) ? items.map((existing) => (existing.id === item.id ? item : existing)) : [...items, item]
}

/** True when the plan has nothing to remind of yet (a new plan). */
export function isEmpty(plan: NudgePlan): boolean {
  return plan.medicines.length === 0 && plan.appointments.length === 0 && plan.nudges.length === 0 && (plan.treatments ?? []).length === 0
}
