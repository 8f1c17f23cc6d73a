/**
 * Dates, times, weekdays and lists written for people in the site's language (from site.json's `lang`), with
 * Intl. Dates are calendar dates (read as UTC), so no time zone can shift them.
 */
import { dayNumber, weekdayCodes } from './dates.ts'
import { readableDate } from '../../ui/readable-date.ts'

export interface Format {
  /** "Tuesday, December 1". */
  date: (iso: string) => string
  /** "December 1, 2026". */
  fullDate: (iso: string) => string
  /** "5:30 PM" from "17:30". */
  time: (hhmm: string) => string
  /** "Tuesday" from "TU". */
  weekday: (code: string) => string
  /** "Tuesday and Thursday". */
  list: (items: readonly string[]) => string
}

export function makeFormat(lang: string): Format {
  const dateFormat = new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
  const timeFormat = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' })
  const listFormat = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })
  // 2024-01-01 was a Monday: day numbers of Monday to Sunday that week.
  const monday = dayNumber('2024-01-01') ?? 0
  return {
    date: (iso) => {
      const day = dayNumber(iso)
      return day === undefined ? iso : dateFormat.format(new Date(day * 86_400_000))
    },
    fullDate: (iso) => (dayNumber(iso) === undefined ? iso : readableDate(iso, lang)),
    time: (hhmm) => {
      const [hours, minutes] = hhmm.split(':').map(Number)
      return Number.isFinite(hours) && Number.isFinite(minutes) ? timeFormat.format(new Date(Date.UTC(2024, 0, 1, hours, minutes))) : hhmm
    },
    weekday: (code) => {
      const index = weekdayCodes.findIndex((candidate) => candidate === code)
      return index === -1 ? code : weekdayFormat.format(new Date((monday + index) * 86_400_000))
    },
    list: (items) => listFormat.format(items),
  }
}
