import type { SiteManifest } from '../generated/manifest.ts'
import { libraryFor } from '../app/library.ts'
import { siteChromeOf } from '../app/page-payload.ts'
import { preloadAllBlocks } from '../blocks/preload-blocks.ts'
import { renderPage } from '../prerender/render-page.tsx'
import { findPlaceholders, type PlaceholderFinding } from './placeholders.ts'
import { readingGrade, textPieces } from './readability.ts'
import { minSpanishEase, spanishEase, type SpanishEase } from './spanish-readability.ts'
import { routeLanguage, staleEntryTranslations, staleTranslations, type StaleEntryTranslation, type StaleTranslation } from '../languages/translations.ts'

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
  /** Each English route's reading grade (Flesch-Kincaid), in manifest order. */
  grades: { path: string; grade: number }[]
  /** The median of {@link grades}. */
  median: number
  /** Each Spanish route's reading ease (Szigriszt-Pazos on the INFLESZ scale, and Fernández-Huerta), in manifest order. */
  spanish: { path: string; ease: SpanishEase }[]
  /** Routes in a language with no reading formula: reported, not measured. */
  notMeasured: { path: string; lang: string }[]
  /** Translated pages whose original changed since they were translated (warnings, not failures). */
  staleTranslations: StaleTranslation[]
  /** Library translations whose original text changed since (warnings, not failures). */
  staleEntryTranslations: StaleEntryTranslation[]
  placeholders: PlaceholderFinding[]
  /**
   * True when every English page is at or below {@link maxPageGrade} with the median at or below
   * {@link maxMedianGrade}, every Spanish page is at {@link minSpanishEase} or easier, and no placeholder was found.
   */
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
 * Checks the content rules a schema cannot: the reading grade (English) or reading ease (Spanish) of each page's
 * main text as prerendered in its own language (so the reader's words are measured, not the JSON), placeholder
 * words anywhere in the manifest, and which translations are out of step with their original.
 * @param manifest a valid manifest (the grades come from rendering it; the placeholder scan gives JSON Pointers into it).
 */
export async function checkContent(manifest: SiteManifest): Promise<ContentReport> {
  await preloadAllBlocks()
  const grades: ContentReport['grades'] = []
  const spanish: ContentReport['spanish'] = []
  const notMeasured: ContentReport['notMeasured'] = []
  for (const route of manifest.routes) {
    const lang = routeLanguage(route, manifest.lang)
    const html = renderPage({ site: siteChromeOf(manifest, lang), route, library: libraryFor(manifest, route.blocks, lang), path: route.path, scriptTags: '' })
    const pieces = textPieces(mainHtml(html))
    // A reading formula is made for one language: Flesch-Kincaid for English, Szigriszt-Pazos for Spanish.
    if (lang.startsWith('en')) grades.push({ path: route.path, grade: readingGrade(pieces) })
    else if (lang.startsWith('es')) spanish.push({ path: route.path, ease: spanishEase(pieces) })
    else notMeasured.push({ path: route.path, lang })
  }
  const middle = median(grades.map(({ grade }) => grade))
  const placeholders = findPlaceholders(manifest)
  const collections = { recipes: manifest.recipes, resources: manifest.resources, organizations: manifest.organizations, programs: manifest.programs, giftIdeas: manifest.giftIdeas, warningSigns: Object.fromEntries((manifest.warningSigns ?? []).map((sign) => [sign.id, sign])) }
  const passed =
    grades.every(({ grade }) => grade <= maxPageGrade) &&
    middle <= maxMedianGrade &&
    spanish.every(({ ease }) => ease.szigrisztPazos >= minSpanishEase) &&
    placeholders.length === 0
  return {
    grades,
    median: middle,
    spanish,
    notMeasured,
    staleTranslations: staleTranslations(manifest.routes),
    staleEntryTranslations: staleEntryTranslations(collections),
    placeholders,
    passed,
  }
}
