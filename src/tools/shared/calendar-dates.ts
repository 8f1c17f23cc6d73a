/**
 * Calendar dates as YYYY-MM-DD strings and times of day as HH:MM, for every tool that plans days (the care planner,
 * Smart Nudge, the gift list's dates). All arithmetic is on the calendar (UTC dates used as plain day counters),
 * never on instants in a time zone, so a daylight-saving change can never move a task to another day or hour.
 * The one "today" of the site lives here too: {@link todayOnDevice}.
 */

/** Weekday codes as RFC 5545 writes them, Monday first (the planner's weeks start on Monday, as WKST=MO). */
export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const
export type WeekdayCode = (typeof weekdayCodes)[number]

/** True when `code` is one of RFC 5545's weekday codes (MO to SU). */
export function isWeekdayCode(code: string): code is WeekdayCode {
  return weekdayCodes.some((known) => known === code)
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Day number (days since 1970-01-01) of a date, or undefined when it is not a real calendar date. */
export function dayNumber(iso: string): number | undefined {
  const match = isoPattern.exec(iso)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined
  return Math.round(time / 86_400_000)
}

/** True for a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(iso: string): boolean {
  return dayNumber(iso) !== undefined
}

/** The date of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10)
}

/** `iso` plus `days` days (negative goes back). */
export function addDays(iso: string, days: number): string {
  const day = dayNumber(iso)
  if (day === undefined) throw new Error(`Not a date: ${iso}`)
  return fromDayNumber(day + days)
}

/** Days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  const from = dayNumber(a)
  const to = dayNumber(b)
  if (from === undefined || to === undefined) throw new Error(`Not a date: ${from === undefined ? a : b}`)
  return to - from
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  const day = dayNumber(iso)
  if (day === undefined) throw new Error(`Not a date: ${iso}`)
  // 1970-01-01 was a Thursday (index 3).
  return (((day + 3) % 7) + 7) % 7
}

/** The weekday code of a date. */
export function weekdayOf(iso: string): WeekdayCode {
  // weekdayIndex gives 0 to 6, so the lookup always finds a code.
  return weekdayCodes[weekdayIndex(iso)] ?? 'MO'
}

/** Minutes after midnight of an HH:MM time, or undefined when it is not one. */
export function minutesOf(time: string): number | undefined {
  const match = timePattern.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined
}

/** True for a time of day written HH:MM on the 24-hour clock (00:00 to 23:59). */
export function isTimeOfDay(time: string): boolean {
  return timePattern.test(time)
}

/**
 * The HH:MM time `minutes` after midnight.
 * @throws RangeError when `minutes` is not a whole number from 0 to 1439 (a time outside one day).
 */
export function timeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) throw new RangeError(`Not a time of day: ${minutes} minutes`)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/**
 * Today's date on this device, YYYY-MM-DD, in the device's own time zone: the site's one "today". Call it in the
 * browser only (effects and handlers): the server and the prerender have no "today" for a visitor.
 */
export function todayOnDevice(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
