import type { SiteManifest } from '../generated/manifest.ts'
import { libraryFor } from '../app/library.ts'
import { siteChromeOf } from '../app/page-payload.ts'
import { preloadAllBlocks } from '../blocks/preload-blocks.ts'
import { renderPage } from '../prerender/render-page.tsx'
import { findPlaceholders, type PlaceholderFinding } from './placeholders.ts'
import { readingGrade, textPieces } from './readability.ts'

/** Highest Flesch-Kincaid grade allowed on any page's main text. */
export const maxPageGrade = 9
/** Highest median grade allowed across all pages. */
export const maxMedianGrade = 8

/** How old, in months, a program's `lastVerified` date may be before the content check warns. */
export const maxVerifiedAgeMonths = 6

/** A program whose facts were last checked too long ago. */
export interface StaleProgram {
  id: string
  lastVerified: string
}

/**
 * The programs last verified more than {@link maxVerifiedAgeMonths} months before `today` (a date's day-of-month
 * rolls over as Date does: 6 months before 31 August is 3 March).
 */
export function stalePrograms(manifest: Pick<SiteManifest, 'programs'>, today: Date): StaleProgram[] {
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - maxVerifiedAgeMonths, today.getUTCDate()))
  const cutoff = limit.toISOString().slice(0, 10)
  return Object.entries(manifest.programs ?? {})
    .filter(([, program]) => program.lastVerified < cutoff)
    .map(([id, program]) => ({ id, lastVerified: program.lastVerified }))
}

/** The content check's findings for a manifest. */
export interface ContentReport {
  /** Each route's reading grade, in manifest order. */
  grades: { path: string; grade: number }[]
  median: number
  placeholders: PlaceholderFinding[]
  /** True when every page is at or below {@link maxPageGrade}, the median at or below {@link maxMedianGrade}, and no placeholder was found. */
  passed: boolean
}

function mainHtml(html: string): string {
  return /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

/**
 * Checks the content rules a schema cannot: the reading grade of each page's main text as prerendered (so
 * the reader's words are measured, not the JSON), and placeholder words anywhere in the manifest.
 * @param manifest a valid manifest (the grades come from rendering it; the placeholder scan gives JSON Pointers into it).
 */
export async function checkContent(manifest: SiteManifest): Promise<ContentReport> {
  await preloadAllBlocks()
  const site = siteChromeOf(manifest)
  const grades = manifest.routes.map((route) => {
    const html = renderPage({ site, route, library: libraryFor(manifest, route.blocks), path: route.path, scriptTags: '' })
    return { path: route.path, grade: readingGrade(textPieces(mainHtml(html))) }
  })
  const middle = median(grades.map(({ grade }) => grade))
  const placeholders = findPlaceholders(manifest)
  const passed = grades.every(({ grade }) => grade <= maxPageGrade) && middle <= maxMedianGrade && placeholders.length === 0
  return { grades, median: middle, placeholders, passed }
}
