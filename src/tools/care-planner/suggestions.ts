/**
 * Chemo-cycle awareness in the care plan: each occasion marked as a chemotherapy (infusion) day starts a window of
 * higher-risk days (the shared chemo-cycle module: CDC's usual 7 to 12 days, or the days the care team gave, which
 * the plan can hold). Dates in a window, and treatment days themselves, get the tips their task type lists in
 * site.json. No day is ever called "safe".
 */
import type { CarePlannerTaskType } from '../../generated/manifest.ts'
import { riskWindowsAfter, type DayFlags, type RiskDays, type RiskWindow } from '../shared/chemo-cycle.ts'
import { expandSeries } from '../shared/repeat-rule.ts'
import type { CarePlan } from './plan.ts'

export { dayFlags, type DayFlags, type RiskWindow } from '../shared/chemo-cycle.ts'

/** The higher-risk days after each dose: the plan's own, or the site's defaults. */
export function riskDays(plan: CarePlan, defaults: { riskFrom: number; riskTo: number }): RiskDays {
  return plan.riskDays ?? { from: defaults.riskFrom, to: defaults.riskTo }
}

/** The windows after every chemotherapy day in the plan, in date order. */
export function riskWindows(plan: CarePlan, days: RiskDays): RiskWindow[] {
  const treatments = plan.tasks.flatMap((task) => {
    if (!task.infusion) return []
    const expansion = expandSeries(task)
    return expansion.ok ? expansion.dates : []
  })
  return riskWindowsAfter(treatments, days)
}

/** The tips for a task of this type on a day with these flags (none when the type lists none). */
export function tipsFor(type: CarePlannerTaskType | undefined, flags: DayFlags): string[] {
  if (!type) return []
  return [...(flags.treatment ? (type.treatmentDayTips ?? []) : []), ...(flags.risk ? (type.riskDayTips ?? []) : [])]
}

/** True when the plan has a chemotherapy day (so the fever warning, flu and "feeling sick" lines show). */
export function hasTreatment(plan: CarePlan): boolean {
  return plan.tasks.some((task) => task.infusion)
}
