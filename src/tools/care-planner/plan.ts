/**
 * The care plan: reading it from links and files (with the checks a schema cannot state), its slots (each task on
 * each of its dates), small immutable edits, and the view-only copy for the wider circle. The plan lives only in
 * the link's fragment and in files the visitor saves; nothing here touches the network or storage.
 */
import type { CarePlannerTaskType } from '../../generated/manifest.ts'
import { validateCarePlan, validateCareReply, type CareClaim, type CarePlan, type CareReply, type CareTask } from '../../generated/validators.js'
import { decodeDocument, readDocumentFile, type DocumentFormat } from '../shared/document-format.ts'
import type { ImportResult } from '../shared/link-codec.ts'
import { randomId } from '../shared/random-id.ts'
import { isIsoDate, minutesOf } from '../shared/calendar-dates.ts'
import { expandSeries } from '../shared/repeat-rule.ts'

export type { CareClaim, CarePlan, CareReply, CareTask }

/** The plan's format version in links and backups. */
export const planVersion = 1
/**
 * The link kind of a plan (`#care-plan=...`) and of a helper's reply (`#care-reply=...`): distinct from every other
 * tool's (the program finder's call plan is `call-plan`), so no link opens in the wrong tool.
 */
export const planKind = 'care-plan'
export const replyKind = 'care-reply'

/** Most tasks in one plan (the data schema's cap). */
export const maxTasks = 60
/** Most dates in a whole plan, all tasks together: keeps the page, the sheet and the calendar file small. */
export const maxPlanDates = 1500

/** One task on one of its dates: what a helper claims. */
export interface Slot {
  /** `<task id>.<date>`, the claim's item id. */
  id: string
  task: CareTask
  date: string
}

/** The slot id of a task on a date. */
export function slotId(taskId: string, date: string): string {
  return `${taskId}.${date}`
}

/** The date part of a slot id. */
export function slotDate(id: string): string {
  return id.slice(id.indexOf('.') + 1)
}

/**
 * What the schema cannot check: real dates, end after start, task ids and claims unique, every task with at least
 * one date and no more than the limits. A plan that fails is refused as "invalid", like one the schema refuses.
 */
export function planProblem(plan: CarePlan): string | undefined {
  if (!isIsoDate(plan.updated)) return '/updated is not a real date'
  const ids = new Set<string>()
  let total = 0
  for (const task of plan.tasks) {
    if (ids.has(task.id)) return `task id ${task.id} is repeated`
    ids.add(task.id)
    if (!isIsoDate(task.date)) return `task ${task.id}: date is not a real date`
    if (task.end !== undefined && (task.start === undefined || (minutesOf(task.end) ?? 0) <= (minutesOf(task.start) ?? 0))) {
      return `task ${task.id}: end is not after start`
    }
    if (task.skip?.some((date) => !isIsoDate(date))) return `task ${task.id}: a skipped date is not a real date`
    const expansion = expandSeries(task)
    if (!expansion.ok) return `task ${task.id}: ${expansion.problem}`
    total += expansion.dates.length
    if (total > maxPlanDates) return `more than ${maxPlanDates} dates`
  }
  const items = new Set<string>()
  for (const claim of plan.claims) {
    if (items.has(claim.item)) return `claim ${claim.item} is repeated`
    items.add(claim.item)
  }
  if (plan.riskDays && plan.riskDays.to < plan.riskDays.from) return '/riskDays ends before it starts'
  return undefined
}

/** Plans in links (`#care-plan=`) and backup files: validated, then checked by {@link planProblem}. */
export const planFormat: DocumentFormat<CarePlan> = { kind: planKind, version: planVersion, validate: validateCarePlan, check: planProblem }
/** Helpers' replies (`#care-reply=`). */
export const replyFormat: DocumentFormat<CareReply> = { kind: replyKind, version: planVersion, validate: validateCareReply }

/** Reads a plan link (a whole URL or a fragment). Never throws. */
export function decodePlan(text: string): Promise<ImportResult<CarePlan>> {
  return decodeDocument(text, planFormat)
}

/** Reads a reply link. Never throws. */
export function decodeReply(text: string): Promise<ImportResult<CareReply>> {
  return decodeDocument(text, replyFormat)
}

/** Reads a backup file. Never throws. */
export function readPlanFile(file: Blob): Promise<ImportResult<CarePlan>> {
  return readDocumentFile(file, planFormat)
}

/** A new random plan id (12 letters and digits, 62 bits), made in the browser. */
export function newPlanId(): string {
  return randomId(12)
}

/** An empty plan. */
export function emptyPlan(id: string, today: string): CarePlan {
  return { id, revision: 1, updated: today, tasks: [], claims: [] }
}

/** The plan after a change: one revision more, updated today. */
export function touched(plan: CarePlan, today: string): CarePlan {
  return { ...plan, revision: plan.revision + 1, updated: today }
}

/** An id for a new task, unused in the plan. */
export function nextTaskId(plan: CarePlan): string {
  const used = new Set(plan.tasks.map((task) => task.id))
  for (let n = plan.tasks.length + 1; ; n += 1) {
    const id = `t${n.toString(36)}`
    if (!used.has(id)) return id
  }
}

/** Every slot of the plan, by date, then start time (all-day first), then task order. */
export function slotsOf(plan: CarePlan): Slot[] {
  const slots: (Slot & { order: number })[] = []
  plan.tasks.forEach((task, order) => {
    const expansion = expandSeries(task)
    if (!expansion.ok) return
    for (const date of expansion.dates) slots.push({ id: slotId(task.id, date), task, date, order })
  })
  const startOf = (slot: Slot) => (slot.task.start === undefined ? -1 : (minutesOf(slot.task.start) ?? -1))
  slots.sort((a, b) => a.date.localeCompare(b.date) || startOf(a) - startOf(b) || a.order - b.order)
  return slots.map(({ order: _order, ...slot }) => slot)
}

/** The claims by slot id. */
export function claimsByItem(plan: CarePlan): Record<string, CareClaim> {
  return Object.fromEntries(plan.claims.map((claim) => [claim.item, claim]))
}

/** Whether a task type needs a helper (occasions do not). */
export function needsHelper(type: CarePlannerTaskType | undefined): boolean {
  return type?.helper !== false
}

/** A task's name: its own title, or its type's name, or its type id when the type is unknown to this site. */
export function taskName(task: CareTask, types: Readonly<Record<string, CarePlannerTaskType>>): string {
  return task.title?.trim() || types[task.type]?.name || task.type
}

/**
 * The view-only copy for the wider circle: the same dates and who took them, without plan notes, task notes, the
 * address, dishes or the care team's number; marked read-only so the page offers no sign-up.
 */
export function viewOnlyCopy(plan: CarePlan): CarePlan {
  const { notes: _notes, ...rest } = plan
  return {
    ...rest,
    readOnly: true,
    tasks: plan.tasks.map(({ notes: _taskNotes, ...task }) => task),
    claims: plan.claims.map(({ dish: _dish, ...claim }) => claim),
  }
}

/** True when the plan has something worth sharing: at least one task. */
export function hasTasks(plan: CarePlan): boolean {
  return plan.tasks.length > 0
}
