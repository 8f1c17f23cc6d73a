/**
 * The call plan (shortlist) in the page address's fragment: "#plan=id.id.id". The fragment never reaches a server
 * (browsers do not send it), so the list of programs a reader is weighing, which says a lot about them, stays on
 * their device and in their link. Pure functions, tested on their own.
 */

/** The fragment's name for the call plan. */
export const planKey = 'plan'

/** Most programs a call plan holds; more in a link are left out. */
export const maxPlanItems = 30

/** Longest fragment read, in characters; a longer one is a tampered link and is ignored. */
export const maxPlanFragment = 2000

/** What {@link readPlan} found. */
export interface PlanReading {
  ids: string[]
  /** True when the fragment named programs that are not listed, repeats, or more than {@link maxPlanItems}. */
  ignoredSomething: boolean
}

/** True when a fragment (without '#') is a call plan rather than, say, a link to a heading. */
export function isPlanFragment(fragment: string): boolean {
  return fragment.startsWith(`${planKey}=`)
}

/**
 * Reads a call plan from a fragment (without '#'), keeping only ids in `knownIds`, once each, at most
 * {@link maxPlanItems}; never throws. A fragment that is not a plan gives an empty plan, with nothing ignored.
 */
export function readPlan(fragment: string, knownIds: readonly string[]): PlanReading {
  if (!isPlanFragment(fragment)) return { ids: [], ignoredSomething: false }
  if (fragment.length > maxPlanFragment) return { ids: [], ignoredSomething: true }
  const ids: string[] = []
  let ignoredSomething = false
  for (const id of fragment.slice(planKey.length + 1).split('.')) {
    if (id === '') continue
    if (!knownIds.includes(id) || ids.includes(id) || ids.length >= maxPlanItems) ignoredSomething = true
    else ids.push(id)
  }
  return { ids, ignoredSomething }
}

/** The fragment (without '#') for a call plan; '' for an empty one. */
export function planFragment(ids: readonly string[]): string {
  return ids.length === 0 ? '' : `${planKey}=${ids.join('.')}`
}

/** A call plan with `id` added at the end, or taken out if it is there (the plan never grows past the maximum). */
export function toggledPlan(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((item) => item !== id)
  return ids.length >= maxPlanItems ? [...ids] : [...ids, id]
}
