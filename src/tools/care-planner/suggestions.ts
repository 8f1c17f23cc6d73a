/**
 * Chemo-cycle awareness: each occasion marked as a chemotherapy (infusion) day starts a window of days when
 * infection risk is often higher (CDC: white blood cells are usually lowest 7 to 12 days after a dose; the care
 * team may give other days, which the plan can hold). Dates in a window, and treatment days themselves, get the
 * tips their task type lists in site.json. No day is ever called "safe".
 */
import type { CarePlannerTaskType } from '../../generated/manifest.ts'
import { addDays } from './dates.ts'
import { expandTask } from './repeat.ts'
import type { CarePlan } from './plan.ts'

/** One treatment day and its higher-risk window. */
export interface RiskWindow {
  treatment: string
  from: string
  to: string
}

/** The higher-risk days after each dose: the plan's own, or the site's defaults. */
export function riskDays(plan: CarePlan, defaults: { riskFrom: number; riskTo: number }): { from: number; to: number } {
  return plan.riskDays ?? { from: defaults.riskFrom, to: defaults.riskTo }
}

/** The windows after every chemotherapy day in the plan, in date order. */
export function riskWindows(plan: CarePlan, days: { from: number; to: number }): RiskWindow[] {
  const windows: RiskWindow[] = []
  for (const task of plan.tasks) {
    if (!task.infusion) continue
    const expansion = expandTask(task)
    if (!expansion.ok) continue
    for (const treatment of expansion.dates) {
      windows.push({ treatment, from: addDays(treatment, days.from), to: addDays(treatment, days.to) })
    }
  }
  return windows.sort((a, b) => a.treatment.localeCompare(b.treatment))
}

/** What a date is, for the chemotherapy tips: a treatment day, a higher-risk day, both or neither. */
export interface DayFlags {
  treatment: boolean
  risk: boolean
}

/** The flags of a date against the plan's windows. */
export function dayFlags(date: string, windows: readonly RiskWindow[]): DayFlags {
  return {
    treatment: windows.some((window) => window.treatment === date),
    risk: windows.some((window) => date >= window.from && date <= window.to),
  }
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
