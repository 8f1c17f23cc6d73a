/**
 * Repeat rules: the site's small subset of RFC 5545 RRULE (FREQ=DAILY or WEEKLY, INTERVAL, BYDAY, COUNT or UNTIL,
 * WKST=MO) expanded into calendar dates, the same dates a calendar app computes from the exported RRULE. The care
 * planner's tasks and Smart Nudge's reminders and treatment days all repeat by these rules.
 * Expansion stops after {@link maxOccurrences} + 1 dates, so no rule (even from a tampered link) can make the page
 * do unbounded work.
 */
import { addDays, dayNumber, isWeekdayCode, weekdayCodes, weekdayIndex, weekdayOf, type WeekdayCode } from './calendar-dates.ts'

/** Most dates one series may have. */
export const maxOccurrences = 500

/**
 * A repeat rule (RRULE subset): every `interval` days, or every `interval` weeks on `days` (the first date's weekday
 * when none), ending after `count` dates or on `until` (YYYY-MM-DD, included); neither means "until the limit".
 */
export interface RepeatRule {
  freq: 'daily' | 'weekly'
  interval: number
  days?: readonly string[]
  count?: number
  until?: string
}

/** A first date, its repeat rule (none: once) and dates left out of it (RRULE's EXDATE). */
export interface Series {
  date: string
  repeat?: RepeatRule
  skip?: readonly string[]
}

/** Why a series' dates cannot be used. */
export type RepeatProblem = 'badDate' | 'untilBeforeStart' | 'tooMany' | 'noDates'

/** A series' dates: `ruleDates` as the rule makes them (what COUNT counts), `dates` without the skipped ones. */
export type Expansion = { ok: true; ruleDates: string[]; dates: string[] } | { ok: false; problem: RepeatProblem }

/** The weekdays a weekly rule uses: its own, or the first date's weekday; Monday first. */
export function ruleDays(repeat: RepeatRule, firstDate: string): WeekdayCode[] {
  const chosen = repeat.days && repeat.days.length > 0 ? repeat.days.filter(isWeekdayCode) : [weekdayOf(firstDate)]
  return weekdayCodes.filter((code) => chosen.includes(code))
}

/** The dates a rule makes from `start` (before skips), or a problem. */
export function expandRule(start: string, repeat: RepeatRule | undefined): { ok: true; dates: string[] } | { ok: false; problem: RepeatProblem } {
  const startDay = dayNumber(start)
  if (startDay === undefined) return { ok: false, problem: 'badDate' }
  if (!repeat) return { ok: true, dates: [start] }
  const untilDay = repeat.until === undefined ? undefined : dayNumber(repeat.until)
  if (repeat.until !== undefined && untilDay === undefined) return { ok: false, problem: 'badDate' }
  if (untilDay !== undefined && untilDay < startDay) return { ok: false, problem: 'untilBeforeStart' }
  // A rule with neither an end date nor a count runs until the limit, and is refused for that.
  const limit = Math.min(repeat.count ?? maxOccurrences + 1, maxOccurrences + 1)
  const interval = Math.max(1, Math.floor(repeat.interval))
  const dates: string[] = []
  const inRange = (day: number) => untilDay === undefined || day <= untilDay

  if (repeat.freq === 'daily') {
    for (let day = startDay; dates.length < limit && inRange(day); day += interval) dates.push(addDays(start, day - startDay))
  } else {
    const offsets = ruleDays(repeat, start).map((code) => weekdayCodes.indexOf(code))
    const weekStart = startDay - weekdayIndex(start)
    for (let week = weekStart; dates.length < limit; week += 7 * interval) {
      if (!inRange(week)) break
      for (const offset of offsets) {
        const day = week + offset
        if (day < startDay) continue
        if (!inRange(day) || dates.length >= limit) break
        dates.push(addDays(start, day - startDay))
      }
    }
  }
  if (dates.length > maxOccurrences) return { ok: false, problem: 'tooMany' }
  if (dates.length === 0) return { ok: false, problem: 'noDates' }
  return { ok: true, dates }
}

/** A series' dates: its rule expanded from its first date, less the skipped dates. */
export function expandSeries(series: Series): Expansion {
  const rule = expandRule(series.date, series.repeat)
  if (!rule.ok) return rule
  const skipped = new Set(series.skip ?? [])
  const dates = rule.dates.filter((date) => !skipped.has(date))
  if (dates.length === 0) return { ok: false, problem: 'noDates' }
  return { ok: true, ruleDates: rule.dates, dates }
}
