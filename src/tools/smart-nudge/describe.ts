/** Reminders in words, from site.json's smartNudge words: when a medicine is taken, and a moment of the day. */
import type { SmartNudge } from '../../generated/manifest.ts'
import type { Format } from '../shared/date-format.ts'
import { fillTemplate } from '../shared/text.ts'
import { momentsOf, timeOf } from './day-rules.ts'
import { isMoment, type NudgeDay, type NudgeMedicine } from './nudge-plan.ts'

type Words = SmartNudge['words']

/** The first letter in upper case, for a phrase that starts a label ("with breakfast" → "With breakfast"). */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/** "7:30 AM (with breakfast)" or "9:00 PM" for a set time. */
export function momentText(at: string, day: NudgeDay, words: Words, format: Format): string {
  const time = format.time(timeOf(at, day))
  return isMoment(at) ? fillTemplate(words.timeWithMoment, { time, moment: words.moments[at] }) : time
}

/** "7:30 AM (with breakfast) and 10:00 PM (at bedtime)", in the order of the day. */
export function momentsText(at: readonly string[], day: NudgeDay, words: Words, format: Format): string {
  const sorted = [...at].sort((a, b) => timeOf(a, day).localeCompare(timeOf(b, day)))
  return format.list(sorted.map((moment) => momentText(moment, day, words, format)))
}

/** A medicine in sentences: how often and when, food, dates and notes. */
export function describeMedicine(medicine: NudgeMedicine, day: NudgeDay, words: Words, format: Format): string[] {
  const schedule = medicine.schedule
  const times = momentsText(momentsOf(medicine, day), day, words, format)
  const how =
    schedule.how === 'daily'
      ? fillTemplate(words.scheduleDaily, { times })
      : schedule.how === 'hours'
        ? fillTemplate(words.scheduleHours, { every: schedule.every, times })
        : schedule.how === 'weekdays'
          ? fillTemplate(words.scheduleWeekdays, { days: format.list(schedule.days.map(format.weekday)), times })
          : schedule.how === 'cycle'
            ? fillTemplate(words.scheduleCycle, { on: schedule.onDays, length: schedule.cycleDays, cycles: schedule.cycles, times })
            : words.scheduleAsNeeded
  const food = medicine.food === 'with' ? words.foodWith : medicine.food === 'without' ? words.foodWithout : ''
  const dates = medicine.end
    ? fillTemplate(words.datesFromTo, { start: format.date(medicine.start), end: format.date(medicine.end) })
    : fillTemplate(words.datesFrom, { start: format.date(medicine.start) })
  return [how, food, dates, medicine.notes ?? ''].filter(Boolean)
}
