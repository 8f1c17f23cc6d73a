/**
 * Calendar files (RFC 5545 .ics) made in the browser with ts-ics:
 * - the whole plan: one event per task, with an RRULE for repeats (COUNT, so it ends exactly where the plan's
 *   dates end), EXDATE for skipped dates, and who took which date in the description;
 * - one helper's tasks: one event per slot they took.
 * Timed tasks use floating local time (no time zone, no "Z"), so "5:30 pm" stays 5:30 pm across a daylight-saving
 * change and wherever the calendar is; tasks without a time are all-day events. Every event has a stable UID
 * (plan id, task id and date), so importing a newer file updates events instead of repeating them, and reminders
 * a day and (for timed tasks) two hours before. Google Calendar ignores reminders in imported files: the page
 * says so next to every download.
 */
import { generateIcsCalendar, type IcsAlarm, type IcsDateObject, type IcsEvent } from 'ts-ics'
import type { CarePlanner } from '../../generated/manifest.ts'
import { fillTemplate } from '../shared/text.ts'
import { dayNumber, minutesOf } from './dates.ts'
import { expandTask, ruleDays } from './repeat.ts'
import { slotsOf, taskName, type CarePlan, type CareTask } from './plan.ts'

/** What the calendar files need from site.json and the page. */
export interface CalendarContext {
  planner: Pick<CarePlanner, 'words' | 'taskTypes' | 'defaults'>
  /** Writes a date for people ("Tuesday, December 1"). */
  formatDate: (iso: string) => string
  /** The moment the file is made (DTSTAMP). */
  now: Date
}

const prodId = '-//Seven Wells//Care planner//EN'

/** A wall-clock date and time as a Date whose UTC fields hold it (ts-ics writes those fields). */
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

/** The start and end of a task on a date. */
function timing(task: CareTask, date: string, durationMinutes: number): { start: IcsDateObject; end: IcsDateObject; timed: boolean } {
  const start = task.start === undefined ? undefined : minutesOf(task.start)
  if (start === undefined) return { start: allDay(date), end: { date: wallClock(date, 24 * 60), type: 'DATE' }, timed: false }
  const end = task.end === undefined ? start + durationMinutes : (minutesOf(task.end) ?? start + durationMinutes)
  return { start: floatingDateTime(wallClock(date, start)), end: floatingDateTime(wallClock(date, end)), timed: true }
}

function alarms(summary: string, timed: boolean, reminder: string): IcsAlarm[] {
  const description = fillTemplate(reminder, { task: summary })
  const dayBefore: IcsAlarm = { action: 'DISPLAY', description, trigger: { type: 'relative', value: { before: true, days: 1 } } }
  const twoHours: IcsAlarm = { action: 'DISPLAY', description, trigger: { type: 'relative', value: { before: true, hours: 2 } } }
  return timed ? [dayBefore, twoHours] : [dayBefore]
}

/** The plan-wide notes helpers need on the day, one per line. */
function planNoteLines(plan: CarePlan, words: CarePlanner['words']): string[] {
  const notes = plan.notes ?? {}
  const lines: string[] = []
  if (notes.dropOff) lines.push(`${words.dropOffLabel}: ${notes.dropOff}`)
  if (notes.noContact) lines.push(words.noContactNote)
  if (notes.people !== undefined) lines.push(`${words.peopleLabel}: ${notes.people}`)
  if (notes.diet) lines.push(`${words.dietLabel}: ${notes.diet}`)
  if (notes.allergies) lines.push(`${words.allergiesLabel}: ${notes.allergies}`)
  if (notes.containers) lines.push(`${words.containersLabel}: ${notes.containers}`)
  return lines
}

function summaryOf(plan: CarePlan, task: CareTask, context: CalendarContext): string {
  const name = taskName(task, context.planner.taskTypes)
  const person = plan.for?.trim()
  return person ? fillTemplate(context.planner.words.calendarFor, { task: name, name: person }) : name
}

function uid(plan: CarePlan, ...parts: string[]): string {
  return `${[plan.id, ...parts].join('-')}@sevenwells`
}

function calendar(events: IcsEvent[]): string {
  return floating(generateIcsCalendar({ version: '2.0', prodId, method: 'PUBLISH', events }))
}

/** The whole plan as a calendar file: one event per task, repeats as RRULE. */
export function planCalendar(plan: CarePlan, context: CalendarContext): string {
  const { words, defaults } = context.planner
  const claimsByItem = new Map(plan.claims.map((claim) => [claim.item, claim]))
  const events: IcsEvent[] = []
  for (const task of plan.tasks) {
    const expansion = expandTask(task)
    if (!expansion.ok) continue
    const first = expansion.ruleDates[0]
    if (first === undefined) continue
    const { start, end, timed } = timing(task, first, defaults.durationMinutes)
    const summary = summaryOf(plan, task, context)
    const helpers = expansion.dates.flatMap((date) => {
      const claim = claimsByItem.get(`${task.id}.${date}`)
      return claim ? [`${context.formatDate(date)}: ${claim.by}${claim.dish ? ` (${claim.dish})` : ''}`] : []
    })
    const description = [task.notes ?? '', ...planNoteLines(plan, words), ...(helpers.length > 0 ? [words.calendarTaken, ...helpers] : [])]
      .filter(Boolean)
      .join('\n')
    const skipped = expansion.ruleDates.filter((date) => !expansion.dates.includes(date))
    const event: IcsEvent = {
      uid: uid(plan, task.id),
      summary,
      stamp: { date: context.now },
      start,
      end,
      ...(description ? { description } : {}),
      ...(plan.notes?.address ? { location: plan.notes.address } : {}),
      ...(task.repeat && expansion.ruleDates.length > 1
        ? {
            recurrenceRule: {
              frequency: task.repeat.freq === 'daily' ? 'DAILY' : 'WEEKLY',
              ...(task.repeat.interval > 1 ? { interval: task.repeat.interval } : {}),
              // Weeks start on Monday, RFC 5545's default WKST, as the planner's own expansion assumes.
              ...(task.repeat.freq === 'weekly' ? { byDay: ruleDays(task.repeat, task.date).map((day) => ({ day })) } : {}),
              count: expansion.ruleDates.length,
            },
          }
        : {}),
      ...(skipped.length > 0 ? { exceptionDates: skipped.map((date) => timing(task, date, defaults.durationMinutes).start) } : {}),
      ...(task.infusion || context.planner.taskTypes[task.type]?.helper === false ? {} : { alarms: alarms(summary, timed, words.calendarReminder) }),
    }
    events.push(event)
  }
  return calendar(events)
}

/** One helper's picks (slot ids, with the dish they will bring) as a calendar file: one event per slot, with the notes they need on the day. */
export function helperCalendar(plan: CarePlan, picks: readonly { item: string; dish?: string }[], context: CalendarContext): string {
  const { words, defaults } = context.planner
  const dishes = new Map(picks.map((pick) => [pick.item, pick.dish?.trim()]))
  const events: IcsEvent[] = slotsOf(plan)
    .filter((slot) => dishes.has(slot.id))
    .map((slot) => {
      const { start, end, timed } = timing(slot.task, slot.date, defaults.durationMinutes)
      const summary = summaryOf(plan, slot.task, context)
      const dish = dishes.get(slot.id)
      const description = [dish ? `${words.columnDish}: ${dish}` : '', slot.task.notes ?? '', ...planNoteLines(plan, words)].filter(Boolean).join('\n')
      return {
        uid: uid(plan, slot.task.id, slot.date),
        summary,
        stamp: { date: context.now },
        start,
        end,
        ...(description ? { description } : {}),
        ...(plan.notes?.address ? { location: plan.notes.address } : {}),
        alarms: alarms(summary, timed, words.calendarReminder),
      }
    })
  return calendar(events)
}
