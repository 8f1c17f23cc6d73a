/**
 * The care plan as calendar files (written by the shared calendar-file module: floating local time, RRULE,
 * EXDATE, alarms):
 * - the whole plan: one event per task, with an RRULE for repeats (COUNT, so it ends exactly where the plan's
 *   dates end), EXDATE for skipped dates, and who took which date in the description;
 * - one helper's tasks: one event per slot they took.
 * Every event has a stable UID (plan id, task id and date), so importing a newer file updates events instead of
 * repeating them, and reminders a day and (for timed tasks) two hours before. Google Calendar ignores reminders in
 * imported files: the page says so next to every download.
 */
import type { CarePlanner } from '../../generated/manifest.ts'
import { calendarFile, type CalendarAlarm, type CalendarEvent } from '../shared/calendar-file.ts'
import { fillTemplate } from '../shared/text.ts'
import { expandSeries } from '../shared/repeat-rule.ts'
import { slotsOf, taskName, type CarePlan, type CareTask } from './plan.ts'

/** What the calendar files need from site.json and the page. */
export interface CalendarContext {
  planner: Pick<CarePlanner, 'words' | 'taskTypes' | 'defaults'>
  /** Writes a date for people ("Tuesday, December 1"). */
  formatDate: (iso: string) => string
  /** The moment the file is made (DTSTAMP). */
  now: Date
}

const product = '-//Seven Wells//Care planner//EN'

function alarms(summary: string, timed: boolean, reminder: string): CalendarAlarm[] {
  const description = fillTemplate(reminder, { task: summary })
  return timed ? [{ before: { days: 1 }, description }, { before: { hours: 2 }, description }] : [{ before: { days: 1 }, description }]
}

/** A task's time on any date: its start and end, or all day. */
function timing(task: CareTask, durationMinutes: number): Pick<CalendarEvent, 'start' | 'end' | 'durationMinutes'> {
  if (task.start === undefined) return {}
  return { start: task.start, ...(task.end === undefined ? { durationMinutes } : { end: task.end }) }
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

function calendar(events: CalendarEvent[], now: Date): string {
  return calendarFile(events, { product, now })
}

/** The whole plan as a calendar file: one event per task, repeats as RRULE. */
export function planCalendar(plan: CarePlan, context: CalendarContext): string {
  const { words, defaults } = context.planner
  const claimsByItem = new Map(plan.claims.map((claim) => [claim.item, claim]))
  const events: CalendarEvent[] = []
  for (const task of plan.tasks) {
    const expansion = expandSeries(task)
    if (!expansion.ok) continue
    const summary = summaryOf(plan, task, context)
    const helpers = expansion.dates.flatMap((date) => {
      const claim = claimsByItem.get(`${task.id}.${date}`)
      return claim ? [`${context.formatDate(date)}: ${claim.by}${claim.dish ? ` (${claim.dish})` : ''}`] : []
    })
    const description = [task.notes ?? '', ...planNoteLines(plan, words), ...(helpers.length > 0 ? [words.calendarTaken, ...helpers] : [])]
      .filter(Boolean)
      .join('\n')
    const needsReminder = !task.infusion && context.planner.taskTypes[task.type]?.helper !== false
    events.push({
      uid: uid(plan, task.id),
      summary,
      // DTSTART is the first date the rule makes (RFC 5545 counts DTSTART as an occurrence even off BYDAY).
      date: expansion.ruleDates[0] ?? task.date,
      ...timing(task, defaults.durationMinutes),
      ...(description ? { description } : {}),
      ...(plan.notes?.address ? { location: plan.notes.address } : {}),
      ...(task.repeat && expansion.ruleDates.length > 1 ? { repeat: { ...task.repeat, count: expansion.ruleDates.length } } : {}),
      exceptions: expansion.ruleDates.filter((date) => !expansion.dates.includes(date)),
      ...(needsReminder ? { alarms: alarms(summary, task.start !== undefined, words.calendarReminder) } : {}),
    })
  }
  return calendar(events, context.now)
}

/** One helper's picks (slot ids, with the dish they will bring) as a calendar file: one event per slot, with the notes they need on the day. */
export function helperCalendar(plan: CarePlan, picks: readonly { item: string; dish?: string }[], context: CalendarContext): string {
  const { words, defaults } = context.planner
  const dishes = new Map(picks.map((pick) => [pick.item, pick.dish?.trim()]))
  const events: CalendarEvent[] = slotsOf(plan)
    .filter((slot) => dishes.has(slot.id))
    .map((slot) => {
      const summary = summaryOf(plan, slot.task, context)
      const dish = dishes.get(slot.id)
      const description = [dish ? `${words.columnDish}: ${dish}` : '', slot.task.notes ?? '', ...planNoteLines(plan, words)].filter(Boolean).join('\n')
      return {
        uid: uid(plan, slot.task.id, slot.date),
        summary,
        date: slot.date,
        ...timing(slot.task, defaults.durationMinutes),
        ...(description ? { description } : {}),
        ...(plan.notes?.address ? { location: plan.notes.address } : {}),
        alarms: alarms(summary, slot.task.start !== undefined, words.calendarReminder),
      }
    })
  return calendar(events, context.now)
}
