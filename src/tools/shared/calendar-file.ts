/**
 * Calendar files (RFC 5545 .ics) made in the browser with ts-ics, for every tool that exports a calendar (the care
 * planner, Smart Nudge). A tool describes its events in calendar terms ({@link CalendarEvent}); this module writes
 * them the one way the site does:
 * - timed events in floating local time (no time zone, no "Z": RFC 5545 section 3.3.5, form 1), so "8:00 am"
 *   stays 8:00 am across a daylight-saving change and wherever the reader travels; events without a time are
 *   all-day events;
 * - repeats as one RRULE (FREQ=DAILY or WEEKLY, INTERVAL, BYDAY, COUNT; none means it goes on), with EXDATE for
 *   dates left out;
 * - reminders as DISPLAY alarms (VALARM) a set time before the start.
 * Every event carries the tool's stable UID, so importing a newer file updates events instead of repeating them.
 * Google Calendar ignores alarms in imported files: each tool says so next to its download button.
 */
import { generateIcsCalendar, type IcsAlarm, type IcsDateObject, type IcsEvent } from 'ts-ics'
import { dayNumber, minutesOf } from './calendar-dates.ts'
import { ruleDays, type RepeatRule } from './repeat-rule.ts'

/** A reminder: how long before the event's start it goes off, and what it says. */
export interface CalendarAlarm {
  before: { days?: number; hours?: number; minutes?: number }
  description: string
}

/** One event (or one repeating series of events) in a calendar file. */
export interface CalendarEvent {
  /** Stable across exports: the same event in a newer file replaces the old one. */
  uid: string
  summary: string
  description?: string
  location?: string
  /** The (first) date, YYYY-MM-DD. */
  date: string
  /** The local start time, HH:MM; none makes an all-day event. */
  start?: string
  /** The local end time, HH:MM, after the start; otherwise the event lasts `durationMinutes` (default 15). */
  end?: string
  durationMinutes?: number
  /** How it repeats. Its `count` ends it; without one it goes on (the rule's `until` is not written: see below). */
  repeat?: RepeatRule
  /** Dates the rule makes that are left out (EXDATE). */
  exceptions?: readonly string[]
  alarms?: readonly CalendarAlarm[]
}

/** The product line (PRODID) and the moment the file is made (DTSTAMP of every event). */
export interface CalendarHeader {
  /** Such as "-//Seven Wells//Care planner//EN". */
  product: string
  now: Date
}

const defaultDurationMinutes = 15

/**
 * A wall-clock date and time as a Date whose UTC fields hold it (ts-ics writes those fields).
 * @throws Error when `date` is not a real calendar date.
 */
function wallClock(date: string, minutes: number): Date {
  const day = dayNumber(date)
  if (day === undefined) throw new Error(`Not a date: ${date}`)
  return new Date(day * 86_400_000 + minutes * 60_000)
}

/** A floating date-time: ts-ics writes `;TZID=` with an empty id, which {@link floating} removes. */
function floatingDateTime(date: Date): IcsDateObject {
  return { date, type: 'DATE-TIME', local: { date, timezone: '', tzoffset: '' } }
}

function allDay(date: string): IcsDateObject {
  return { date: wallClock(date, 0), type: 'DATE' }
}

/**
 * Turns ts-ics's empty time zone parameter into floating time (RFC 5545 section 3.3.5, form 1), on the date-time
 * properties only (a property line starts a line; text values are escaped and never start one).
 */
export function floating(ics: string): string {
  return ics.replace(/^(DTSTART|DTEND|EXDATE|RECURRENCE-ID)((?:;VALUE=DATE-TIME)?);TZID=:/gm, '$1$2:')
}

/** The start of an event on `date` (its time, or the whole day). */
function startOn(event: CalendarEvent, date: string): IcsDateObject {
  const start = event.start === undefined ? undefined : minutesOf(event.start)
  return start === undefined ? allDay(date) : floatingDateTime(wallClock(date, start))
}

function endOf(event: CalendarEvent): IcsDateObject {
  const start = event.start === undefined ? undefined : minutesOf(event.start)
  if (start === undefined) return { date: wallClock(event.date, 24 * 60), type: 'DATE' }
  const end = event.end === undefined ? undefined : minutesOf(event.end)
  const minutes = end !== undefined && end > start ? end : start + (event.durationMinutes ?? defaultDurationMinutes)
  return floatingDateTime(wallClock(event.date, minutes))
}

function icsAlarm(alarm: CalendarAlarm): IcsAlarm {
  return { action: 'DISPLAY', description: alarm.description, trigger: { type: 'relative', value: { before: true, ...alarm.before } } }
}

/**
 * One event in ts-ics's terms. A rule's `until` is not written: tools give a `count` (RFC 5545 requires UNTIL to
 * be floating like DTSTART, which ts-ics cannot write), so the file ends exactly where the tool's own dates end.
 */
function icsEvent(event: CalendarEvent, now: Date): IcsEvent {
  const repeat = event.repeat
  return {
    uid: event.uid,
    summary: event.summary,
    stamp: { date: now },
    start: startOn(event, event.date),
    end: endOf(event),
    ...(event.description ? { description: event.description } : {}),
    ...(event.location ? { location: event.location } : {}),
    ...(repeat
      ? {
          recurrenceRule: {
            frequency: repeat.freq === 'daily' ? 'DAILY' : 'WEEKLY',
            ...(repeat.interval > 1 ? { interval: repeat.interval } : {}),
            // Weeks start on Monday, RFC 5545's default WKST, as the site's own expansion assumes.
            ...(repeat.freq === 'weekly' ? { byDay: ruleDays(repeat, event.date).map((day) => ({ day })) } : {}),
            ...(repeat.count !== undefined ? { count: repeat.count } : {}),
          },
        }
      : {}),
    ...(event.exceptions && event.exceptions.length > 0 ? { exceptionDates: event.exceptions.map((date) => startOn(event, date)) } : {}),
    ...(event.alarms && event.alarms.length > 0 ? { alarms: event.alarms.map(icsAlarm) } : {}),
  }
}

/**
 * The text of a calendar file (CRLF line endings, lines folded at 75 octets) holding `events`.
 * @throws Error when an event's date is not a real calendar date (tools check their data before exporting).
 */
export function calendarFile(events: readonly CalendarEvent[], header: CalendarHeader): string {
  return floating(
    generateIcsCalendar({
      version: '2.0',
      prodId: header.product,
      method: 'PUBLISH',
      events: events.map((event) => icsEvent(event, header.now)),
    }),
  )
}
