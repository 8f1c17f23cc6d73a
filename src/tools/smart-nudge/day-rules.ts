/**
 * The rules that turn the reader's day into reminder times: "with breakfast" is the time they eat breakfast,
 * "mid-morning" lies halfway between breakfast and lunch, "every 8 hours while awake" starts when they wake and
 * stops at bedtime. Change the day and every reminder moves with it. These are plain rules, not artificial
 * intelligence, and they never choose a medicine, a dose or a time the reader did not ask for.
 * Also here: which dates a medicine is due on, treatment days and their higher-risk windows, and the times that
 * fall in quiet hours.
 */
import { addDays, daysBetween, minutesOf, timeOfDay, weekdayOf } from '../shared/calendar-dates.ts'
import { riskWindowsAfter, type RiskDays, type RiskWindow } from '../shared/chemo-cycle.ts'
import { expandRule } from '../shared/repeat-rule.ts'
import { isMoment, maxTimesADay, type Moment, type NudgeDay, type NudgeMedicine, type NudgePlan, type NudgeTreatment } from './nudge-plan.ts'

/** Minutes after midnight of a day's field (the day is checked before use: an unreadable time counts as 0). */
function minutes(time: string): number {
  return minutesOf(time) ?? 0
}

/** The clock time (HH:MM) of a moment of the day: the reader's own, or halfway between two meals. */
export function momentTime(moment: Moment, day: NudgeDay): string {
  switch (moment) {
    case 'midMorning':
      return timeOfDay(Math.round((minutes(day.breakfast) + minutes(day.lunch)) / 2))
    case 'midAfternoon':
      return timeOfDay(Math.round((minutes(day.lunch) + minutes(day.dinner)) / 2))
    default:
      return day[moment]
  }
}

/** The clock time of `at`: a moment of the day, or a clock time as it is. */
export function timeOf(at: string, day: NudgeDay): string {
  return isMoment(at) ? momentTime(at, day) : at
}

/** Clock times, once each, in the order of the day. */
function inOrder(times: readonly string[]): string[] {
  return [...new Set(times)].sort((a, b) => minutes(a) - minutes(b))
}

/**
 * The moments a medicine is taken on a day it is due, as `at` values ("breakfast", "21:00"); every N hours while
 * awake gives clock times from waking to bedtime (at most {@link maxTimesADay}); as needed gives none.
 */
export function momentsOf(medicine: Pick<NudgeMedicine, 'schedule'>, day: NudgeDay): string[] {
  const schedule = medicine.schedule
  switch (schedule.how) {
    case 'asNeeded':
      return []
    case 'hours': {
      const times: string[] = []
      for (let at = minutes(day.wake); at <= minutes(day.bed) && times.length < maxTimesADay; at += schedule.every * 60) times.push(timeOfDay(at))
      return times
    }
    default:
      return [...schedule.at]
  }
}

/** The clock times a medicine is taken on a day it is due, in order. */
export function timesOf(medicine: Pick<NudgeMedicine, 'schedule'>, day: NudgeDay): string[] {
  return inOrder(momentsOf(medicine, day).map((at) => timeOf(at, day)))
}

/** True when the medicine is due on `date`: within its dates, on its weekdays or on a day "on" of a cycle. */
export function dueOn(medicine: NudgeMedicine, date: string): boolean {
  const sinceStart = daysBetween(medicine.start, date)
  if (sinceStart < 0 || (medicine.end !== undefined && date > medicine.end)) return false
  const schedule = medicine.schedule
  switch (schedule.how) {
    case 'asNeeded':
      return false
    case 'weekdays':
      return schedule.days.includes(weekdayOf(date))
    case 'cycle':
      return sinceStart < schedule.cycles * schedule.cycleDays && sinceStart % schedule.cycleDays < schedule.onDays
    default:
      return true
  }
}

/** The dates of each treatment (chemotherapy day), once each and in order. */
export function treatmentDates(treatments: readonly NudgeTreatment[]): string[] {
  const dates = treatments.flatMap((treatment) => {
    const rule = expandRule(
      treatment.date,
      treatment.every !== undefined && (treatment.times ?? 1) > 1 ? { freq: 'daily', interval: treatment.every, count: treatment.times } : undefined,
    )
    return rule.ok ? rule.dates : []
  })
  return [...new Set(dates)].sort()
}

/** The higher-risk windows after the plan's treatment days (the plan's own days, or the site's defaults). */
export function riskWindowsOf(plan: Pick<NudgePlan, 'treatments' | 'riskDays'>, defaults: RiskDays): RiskWindow[] {
  return riskWindowsAfter(treatmentDates(plan.treatments ?? []), plan.riskDays ?? defaults)
}

/** True when `time` (HH:MM) falls in the quiet hours, which may run past midnight (22:30 to 06:30). */
export function inQuietHours(time: string, day: Pick<NudgeDay, 'quietFrom' | 'quietTo'>): boolean {
  const at = minutes(time)
  const from = minutes(day.quietFrom)
  const to = minutes(day.quietTo)
  if (from === to) return false
  return from < to ? at >= from && at < to : at >= from || at < to
}

/** What a reminder in quiet hours belongs to, for the flag the page shows before export. */
export type QuietFlag =
  | { kind: 'medicine'; name: string; time: string }
  | { kind: 'nudge'; id: string; time: string }
  | { kind: 'appointment'; what: string; time: string }
  | { kind: 'appointmentReminder'; what: string; time: string }

/** How long before an appointment its second reminder goes off, in minutes (the first is a day before). */
export const appointmentReminderMinutes = 120

/**
 * Every reminder time of the plan that falls in quiet hours: medicine and nudge times, appointment times and the
 * reminder two hours before each appointment. The page lists them before any export; the reader decides.
 */
export function quietFlags(plan: NudgePlan): QuietFlag[] {
  const flags: QuietFlag[] = []
  const quiet = (time: string) => inQuietHours(time, plan.day)
  for (const medicine of plan.medicines) {
    for (const time of timesOf(medicine, plan.day)) if (quiet(time)) flags.push({ kind: 'medicine', name: medicine.name, time })
  }
  for (const nudge of plan.nudges) {
    for (const time of inOrder(nudge.at.map((at) => timeOf(at, plan.day)))) if (quiet(time)) flags.push({ kind: 'nudge', id: nudge.id, time })
  }
  for (const appointment of plan.appointments) {
    if (quiet(appointment.time)) flags.push({ kind: 'appointment', what: appointment.what, time: appointment.time })
    const reminder = (((minutes(appointment.time) - appointmentReminderMinutes) % 1440) + 1440) % 1440
    if (quiet(timeOfDay(reminder))) flags.push({ kind: 'appointmentReminder', what: appointment.what, time: timeOfDay(reminder) })
  }
  return flags
}

/** The seven dates of the week starting on `first`. */
export function weekFrom(first: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(first, index))
}
