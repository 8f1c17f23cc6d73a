/**
 * The reminder plan as a calendar file, written by the shared calendar-file module (floating local time, so 8:00
 * stays 8:00 across a daylight-saving change and when travelling; RRULE repeats; DISPLAY alarms):
 * - a medicine: one series per time of day: every day or on chosen weekdays (from its start, with COUNT when it has
 *   an end date, open-ended otherwise), or one series per cycle (the cycle's days "on"); as needed makes none;
 * - an appointment: one event, with reminders a day before and two hours before;
 * - a self-care nudge: one daily series per time, from its start;
 * - the temperature nudge: one series per higher-risk window and time.
 * UIDs are made from the plan's id, so importing a newer file replaces the events of an older one.
 */
import type { SmartNudge } from '../../generated/manifest.ts'
import { addDays, daysBetween } from '../shared/calendar-dates.ts'
import { calendarFile, type CalendarAlarm, type CalendarEvent } from '../shared/calendar-file.ts'
import { expandRule, type RepeatRule } from '../shared/repeat-rule.ts'
import { fillTemplate } from '../shared/text.ts'
import { appointmentReminderMinutes, riskWindowsOf, timeOf, timesOf } from './day-rules.ts'
import type { NudgeMedicine, NudgePlan } from './nudge-plan.ts'

/** What the calendar file needs from site.json and the page. */
export interface NudgeCalendarContext {
  smartNudge: Pick<SmartNudge, 'words' | 'nudges' | 'defaults'>
  /** The usual higher-risk days after a dose (site.json's carePlanner.defaults), unless the plan has its own. */
  riskDays: { from: number; to: number }
  /** The moment the file is made (DTSTAMP). */
  now: Date
}

const product = '-//Seven Wells//Smart Nudge//EN'

function uid(plan: NudgePlan, ...parts: (string | number)[]): string {
  return `${[plan.id, ...parts].join('-')}@sevenwells`
}

/** A reminder at the very time of the event. */
function atTheTime(description: string): CalendarAlarm[] {
  return [{ before: { minutes: 0 }, description }]
}

/** The number of dates a rule makes from `start` up to `end` (included); undefined when it has no end. */
function countUntil(start: string, rule: RepeatRule, end: string | undefined): number | undefined {
  if (end === undefined) return undefined
  const expansion = expandRule(start, { ...rule, until: end })
  return expansion.ok ? expansion.dates.length : 0
}

function medicineEvents(plan: NudgePlan, medicine: NudgeMedicine, context: NudgeCalendarContext): CalendarEvent[] {
  const { words } = context.smartNudge
  const summary = fillTemplate(words.calendarMedicine, { name: medicine.name })
  const description = [
    medicine.food === 'with' ? words.foodWith : medicine.food === 'without' ? words.foodWithout : '',
    medicine.notes ?? '',
    words.calendarMedicineNote,
  ]
    .filter(Boolean)
    .join('\n')
  const times = timesOf(medicine, plan.day)
  const schedule = medicine.schedule
  const base = (time: string, index: number, date: string, repeat: RepeatRule | undefined, part: string | number = 0): CalendarEvent => ({
    uid: uid(plan, 'medicine', medicine.id, part, index),
    summary,
    description,
    date,
    start: time,
    durationMinutes: context.smartNudge.defaults.reminderMinutes,
    ...(repeat ? { repeat } : {}),
    alarms: atTheTime(summary),
  })
  switch (schedule.how) {
    case 'asNeeded':
      return []
    case 'cycle':
      return Array.from({ length: schedule.cycles }, (_, cycle) => addDays(medicine.start, cycle * schedule.cycleDays)).flatMap((first, cycle) => {
        const lastOn = addDays(first, schedule.onDays - 1)
        const until = medicine.end !== undefined && medicine.end < lastOn ? medicine.end : lastOn
        if (daysBetween(first, until) < 0) return []
        const count = daysBetween(first, until) + 1
        return times.map((time, index) => base(time, index, first, { freq: 'daily', interval: 1, count }, `c${cycle + 1}`))
      })
    case 'weekdays': {
      const rule: RepeatRule = { freq: 'weekly', interval: 1, days: schedule.days }
      const first = expandRule(medicine.start, { ...rule, count: 1 })
      if (!first.ok) return []
      const count = countUntil(first.dates[0] ?? medicine.start, rule, medicine.end)
      if (count === 0) return []
      return times.map((time, index) => base(time, index, first.dates[0] ?? medicine.start, { ...rule, ...(count ? { count } : {}) }))
    }
    default: {
      const rule: RepeatRule = { freq: 'daily', interval: 1 }
      const count = countUntil(medicine.start, rule, medicine.end)
      return times.map((time, index) => base(time, index, medicine.start, { ...rule, ...(count ? { count } : {}) }))
    }
  }
}

/**
 * The whole plan as a calendar file (.ics text, CRLF, folded lines). Medicines come first, then appointments,
 * self-care nudges and the temperature nudge on higher-risk days.
 */
export function nudgeCalendar(plan: NudgePlan, context: NudgeCalendarContext): string {
  const { words, nudges: choices, defaults } = context.smartNudge
  const events: CalendarEvent[] = plan.medicines.flatMap((medicine) => medicineEvents(plan, medicine, context))
  for (const appointment of plan.appointments) {
    const summary = appointment.what
    const description = [
      appointment.bring && appointment.bring.length > 0 ? [words.bringHeading, ...appointment.bring.map((line) => `- ${line}`)].join('\n') : '',
      appointment.questions && appointment.questions.length > 0 ? [words.questionsHeading, ...appointment.questions.map((line) => `- ${line}`)].join('\n') : '',
      appointment.notes ?? '',
    ]
      .filter(Boolean)
      .join('\n\n')
    const reminder = fillTemplate(words.calendarAppointmentReminder, { what: appointment.what })
    events.push({
      uid: uid(plan, 'appointment', appointment.id),
      summary,
      ...(description ? { description } : {}),
      ...(appointment.place ? { location: appointment.place } : {}),
      date: appointment.date,
      start: appointment.time,
      durationMinutes: defaults.appointmentMinutes,
      alarms: [
        { before: { days: 1 }, description: reminder },
        { before: { hours: appointmentReminderMinutes / 60 }, description: reminder },
      ],
    })
  }
  const windows = riskWindowsOf(plan, context.riskDays)
  for (const chosen of plan.nudges) {
    const nudge = choices.find((candidate) => candidate.id === chosen.id)
    if (!nudge) continue
    const times = [...new Set(chosen.at.map((at) => timeOf(at, plan.day)))]
    const event = (time: string, index: number, date: string, repeat: RepeatRule, part: string | number): CalendarEvent => ({
      uid: uid(plan, 'nudge', chosen.id, part, index),
      summary: nudge.name,
      description: `${nudge.text}\n${words.sourceLine} ${nudge.sources.map((source) => `${source.title} (${source.href})`).join('; ')}`,
      date,
      start: time,
      durationMinutes: defaults.reminderMinutes,
      repeat,
      alarms: atTheTime(nudge.name),
    })
    if (nudge.when === 'riskDays') {
      windows.forEach((window, part) => {
        for (const [index, time] of times.entries()) events.push(event(time, index, window.from, { freq: 'daily', interval: 1, count: daysBetween(window.from, window.to) + 1 }, `w${part + 1}`))
      })
    } else {
      for (const [index, time] of times.entries()) events.push(event(time, index, chosen.start, { freq: 'daily', interval: 1 }, 0))
    }
  }
  return calendarFile(events, { product, now: context.now })
}
