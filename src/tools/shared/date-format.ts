/**
 * Dates, times, weekdays and lists written for people in the site's language (from site.json's `lang`), with
 * Intl, for every tool that shows dates. Dates are calendar dates (read as UTC), so no time zone can shift them.
 */
import { dayNumber, isWeekdayCode, weekdayCodes } from './calendar-dates.ts'
import { readableDate } from '../../ui/readable-date.ts'

/** Writers of dates, times, weekdays and lists for people, in one language. */
export interface Format {
  /** "Tuesday, December 1". */
  date: (iso: string) => string
  /** "December 1, 2026". */
  fullDate: (iso: string) => string
  /** "5:30 PM" from "17:30". */
  time: (hhmm: string) => string
  /** "Tuesday" from "TU". */
  weekday: (code: string) => string
  /** "Tue" from "TU". */
  shortWeekday: (code: string) => string
  /** "Tuesday and Thursday". */
  list: (items: readonly string[]) => string
}

/**
 * The writers for `lang` (a BCP 47 tag such as "en-US"). Text that is not a date, time or weekday code is
 * returned as it is.
 * @throws RangeError when `lang` is not a valid language tag.
 */
export function makeFormat(lang: string): Format {
  const dateFormat = new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
  const timeFormat = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const weekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' })
  const shortWeekdayFormat = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' })
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
    weekday: (code) => (isWeekdayCode(code) ? weekdayFormat.format(new Date((monday + weekdayCodes.indexOf(code)) * 86_400_000)) : code),
    shortWeekday: (code) => (isWeekdayCode(code) ? shortWeekdayFormat.format(new Date((monday + weekdayCodes.indexOf(code)) * 86_400_000)) : code),
    list: (items) => listFormat.format(items),
  }
}
