/**
 * The call plan (shortlist) in the page address's fragment: `#call-plan=...`, through the shared link codec like
 * every other document of the site. The fragment never reaches a server (browsers do not send it), so the list of
 * programs a reader is weighing, which says a lot about them, stays on their device and in their link. Pure
 * functions, tested on their own.
 */
import { validateCallPlan, type CallPlan } from '../../generated/validators.js'
import type { DocumentFormat } from '../shared/document-format.ts'

export type { CallPlan }

/** Most programs a call plan holds; more in a link are left out. */
export const maxPlanItems = 30

/** Call plans in links (`#call-plan=`): their own kind, distinct from the care planner's `care-plan`. */
export const callPlanFormat: DocumentFormat<CallPlan> = { kind: 'call-plan', version: 1, validate: validateCallPlan }

/** What {@link knownPlan} kept. */
export interface PlanReading {
  ids: string[]
  /** True when the plan named programs that are not listed here, repeats, or more than {@link maxPlanItems}. */
  ignoredSomething: boolean
}

/**
 * The programs of an opened call plan that this finder lists (`knownIds`), once each, at most
 * {@link maxPlanItems}, in the plan's order; what was left out is reported. Never throws.
 */
export function knownPlan(ids: readonly string[], knownIds: readonly string[]): PlanReading {
  const kept: string[] = []
  let ignoredSomething = false
  for (const id of ids) {
    if (!knownIds.includes(id) || kept.includes(id) || kept.length >= maxPlanItems) ignoredSomething = true
    else kept.push(id)
  }
  return { ids: kept, ignoredSomething }
}

/** The call plan to keep in the link: none when it is empty. */
export function planDocument(ids: readonly string[]): CallPlan | undefined {
  return ids.length === 0 ? undefined : { programs: [...ids] }
}

/** A call plan with `id` added at the end, or taken out if it is there (the plan never grows past the maximum). */
export function toggledPlan(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((item) => item !== id)
  return ids.length >= maxPlanItems ? [...ids] : [...ids, id]
}
