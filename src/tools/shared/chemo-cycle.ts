/**
 * Chemotherapy cycles, for every tool that plans around treatment days (the care planner's no-contact tips, Smart
 * Nudge's temperature reminders): each treatment day starts a window of days when infection risk is often highest.
 * CDC ("Preventing Infections During Cancer Treatment", cdc.gov/cancer/features/preventing-infections.html,
 * checked 2026-11-24): white blood cells are usually lowest 7 to 12 days after each dose; the care team may give
 * other days, which the tools let the reader set. The default days live in site.json (carePlanner.defaults); no day
 * is ever called "safe".
 */
import { addDays } from './calendar-dates.ts'

/** The days after a dose when infection risk is often highest: day `from` to day `to` (1 = the day after). */
export interface RiskDays {
  from: number
  to: number
}

/** One treatment day and its higher-risk window (dates YYYY-MM-DD, both ends included). */
export interface RiskWindow {
  treatment: string
  from: string
  to: string
}

/**
 * The higher-risk window after each treatment date, in date order.
 * @throws Error when a treatment date is not a real calendar date (callers pass expanded, checked dates).
 */
export function riskWindowsAfter(treatments: readonly string[], days: RiskDays): RiskWindow[] {
  return [...new Set(treatments)]
    .sort()
    .map((treatment) => ({ treatment, from: addDays(treatment, days.from), to: addDays(treatment, days.to) }))
}

/** What a date is, around treatment: a treatment day, a higher-risk day, both or neither. */
export interface DayFlags {
  treatment: boolean
  risk: boolean
}

/** The flags of a date against the windows. */
export function dayFlags(date: string, windows: readonly RiskWindow[]): DayFlags {
  return {
    treatment: windows.some((window) => window.treatment === date),
    risk: windows.some((window) => date >= window.from && date <= window.to),
  }
}
