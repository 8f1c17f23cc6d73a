/** Tasks and replies in words: a task's time and repeat, and what merging a reply did, from site.json's words. */
import type { CarePlanner } from '../../generated/manifest.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import type { Format } from '../shared/date-format.ts'
import { ruleDays } from '../shared/repeat-rule.ts'
import { slotDate, taskName, type CarePlan, type CareTask } from './plan.ts'
import type { ReplyOutcome } from './replies.ts'

type Words = CarePlanner['words']

/** "at 5:30 PM", "5:30 PM to 6:30 PM" or "any time". */
export function timeText(task: CareTask, words: Words, format: Format): string {
  if (task.start && task.end) return fillTemplate(words.timeBetween, { start: format.time(task.start), end: format.time(task.end) })
  if (task.start) return fillTemplate(words.timeAt, { time: format.time(task.start) })
  return words.timeAny
}

/** "Once", or "Every 2 weeks on Tuesday, 6 times in all", or "Every day, until December 20". */
export function repeatText(task: CareTask, words: Words, format: Format, lang: string): string {
  const repeat = task.repeat
  if (!repeat) return words.repeatOnce
  const rule =
    repeat.freq === 'daily'
      ? countText(words.repeatDailySummary, repeat.interval, lang)
      : countText(words.repeatWeeklySummary, repeat.interval, lang, { days: format.list(ruleDays(repeat, task.date).map(format.weekday)) })
  const end =
    repeat.until !== undefined
      ? fillTemplate(words.endsOnSummary, { date: format.date(repeat.until) })
      : repeat.count !== undefined
        ? fillTemplate(words.endsAfterSummary, { count: repeat.count })
        : ''
  return end ? `${rule}, ${end}` : rule
}

/** The sentences that say what merging a reply did, in order: added, dishes, clashes, unknown dates, no change. */
export function replyMessages(outcome: ReplyOutcome, plan: CarePlan, planner: CarePlanner, format: Format, lang: string): string[] {
  const { words } = planner
  if (outcome.kind === 'otherPlan') return [words.replyOtherPlan]
  const taskOf = (item: string) => plan.tasks.find((task) => item.startsWith(`${task.id}.`))
  const messages: string[] = []
  const name = outcome.by
  const addedCount = outcome.added.length + outcome.dishChanged.length
  if (addedCount > 0) messages.push(countText(words.replyAdded, addedCount, lang, { name }))
  for (const { kept, incoming } of outcome.conflicts) {
    const task = taskOf(kept.item)
    messages.push(
      fillTemplate(words.replyConflict, {
        kept: kept.by,
        incoming: incoming.by,
        date: format.date(slotDate(kept.item)),
        task: task ? taskName(task, planner.taskTypes) : '',
      }),
    )
  }
  if (outcome.unknown.length > 0) messages.push(countText(words.replyUnknown, outcome.unknown.length, lang, { name }))
  if (!outcome.changed && outcome.conflicts.length === 0 && outcome.unknown.length === 0) {
    messages.push(fillTemplate(words.replyUnchanged, { name }))
  }
  return messages
}
