import type { Route, SiteManifest, WarningSign } from '../generated/manifest.ts'
import type { PageSummary } from './site-index.ts'
import type { ToolPart } from '../blocks/block-definitions.ts'
import type { SiteChrome } from '../ui/site-chrome.ts'
import { writtenDatesIn, type WrittenDates } from '../ui/readable-date.ts'
import type { VisitGuide } from '../manifest/visit-guide.ts'

export type { SiteChrome }

/**
 * The shared things (recipes, gift ideas, resources, organisations, programs) a page's blocks name by id, the A to Z
 * list of pages (`pages`) on a page with a search block, the tools' shared words (`toolText`) on a page with an
 * interactive block, the parts of site.json a tool takes whole (such as the care planner's words,
 * `carePlanner`) on a page with that tool, and Smart Nudge's part (`smartNudge`) on a page with a smart-nudge
 * block. A page carries only what its own blocks use (see libraryFor).
 */
export type Library = Pick<SiteManifest, 'recipes' | 'giftIdeas' | 'resources' | 'organizations' | 'programs'> & {
  pages?: PageSummary[]
  /**
   * The words the interactive tools share; only on a page with an interactive block. The program finder's own
   * words (`programFinder`) only on a page with a program finder.
   */
  toolText?: PageToolText
  /** Smart Nudge's words, nudges and what it shares with others; only on a page with a smart-nudge block. */
  smartNudge?: NudgeLibrary
  /** The urgent cards (card and sources, by sign id) a page's warning-signs blocks show. */
  warningCards?: Record<string, WarningCardEntry>
} & Partial<Pick<SiteManifest, ToolPart>>

/**
 * Smart Nudge as a page carries it: site.json's smartNudge, with what it shares rather than copies: the chemotherapy
 * words and usual higher-risk days of carePlanner (CDC), and the questions of the Shelby guide its block names.
 */
export type NudgeLibrary = NonNullable<SiteManifest['smartNudge']> & {
  chemo: Pick<NonNullable<SiteManifest['carePlanner']>['chemo'], 'fever' | 'windowNote' | 'source'>
  riskDays: { from: number; to: number }
  visitGuide?: VisitGuide
}

/** What a page carries of a warning sign for its warning-signs blocks: the card and the sources' titles and links. */
export interface WarningCardEntry {
  id: string
  card: Omit<WarningSign['card'], 'inSpanish'>
  sources: { title: string; href: string }[]
}

/** The tools' words as a page carries them: the program finder's words are left out where no finder is. */
export type PageToolText = Omit<SiteManifest['toolText'], 'programFinder'> & Partial<Pick<SiteManifest['toolText'], 'programFinder'>>

/** One version of a page in another language: its language, address and the language's own name ("Español"). */
export interface PageVersionLink {
  lang: string
  path: string
  name: string
}

/** What a page says about its languages (see pageLanguageOf in src/languages/page-language.ts). */
export interface PageLanguage {
  /** Every version of the page, the default language first; only on a page with a counterpart. */
  versions?: PageVersionLink[]
  /** On a translation whose original changed since: the original's path, and its newer review date if it has one. */
  outOfDate?: { original: string; date?: string }
}

/**
 * What Shelby fetches when the reader comes to its question box (see warningKnowledgeUrl in src/app/paths.ts and
 * warningKnowledgeIn in src/app/library.ts; schema/data/warning-knowledge.schema.json), as site.json has it.
 */
export interface WarningKnowledge {
  /** site.json's warning signs, most urgent first, with their translations (Shelby shows the page's language). */
  warningSigns: NonNullable<SiteManifest['warningSigns']>
  /** site.json's look-alikes of every sign, English and Spanish. */
  warningLookAlikes: NonNullable<SiteManifest['warningLookAlikes']>
}

/** What client-side navigation fetches for one route (see routeDataUrl): the route, its library entries and its languages. */
export interface RouteData {
  route: Route
  library: Library
  /** The dates in the route and its library, written out at build time (see routeDataFor). */
  dates?: WrittenDates
  language?: PageLanguage
}

/**
 * What a prerendered page embeds for hydration: the site chrome and the address of its route's data file (`null`
 * on the 404 page). The route's data itself is fetched (the boot script starts the request after the first paint):
 * embedded, it made every page a third larger and the first paint waited for it.
 */
export interface PagePayload {
  site: SiteChrome
  data: string | null
}

/** Id of the `<script type="application/json">` element that carries the {@link PagePayload}. */
export const pagePayloadElementId = 'page-payload'

/** Where a payload is read from: the page's `document` (anything with getElementById, for the tests). */
export interface PayloadSource {
  getElementById(id: string): { textContent: string | null } | null
}

/**
 * Reads the {@link PagePayload} a prerendered page embeds, for the app and for the "Updated: reload" note.
 * @returns the payload, or why it cannot be used: `'missing'` (no payload element) or `'malformed'` (not JSON, or
 *   not a payload's shape). Never throws. In the browser only: it reads `doc`.
 */
export function readPagePayload(doc: PayloadSource): PagePayload | 'missing' | 'malformed' {
  const text = doc.getElementById(pagePayloadElementId)?.textContent
  if (!text) return 'missing'
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'malformed'
  }
  return isPagePayload(value) ? value : 'malformed'
}

function isPagePayload(value: unknown): value is PagePayload {
  if (typeof value !== 'object' || value === null) return false
  const candidate: { site?: unknown; data?: unknown } = value
  return typeof candidate.site === 'object' && candidate.site !== null && (candidate.data === null || typeof candidate.data === 'string')
}

/**
 * Picks the {@link SiteChrome} for pages in language `lang` (the default language unless given) out of a whole
 * manifest: the top level's words in the default language, a language pack's in another.
 */
export function siteChromeOf(manifest: SiteManifest, lang: string = manifest.lang): SiteChrome {
  const { name, url, logo } = manifest
  const pack = lang === manifest.lang ? undefined : manifest.languages?.[lang]
  const { description, navigation, footer, ui, notFound } = pack ?? manifest
  const prefixes = Object.fromEntries(Object.entries(manifest.languages ?? {}).map(([code, other]) => [code, other.pathPrefix]))
  return {
    name,
    lang: pack ? lang : manifest.lang,
    ...(url ? { url } : {}),
    ...(description ? { description } : {}),
    ...(logo ? { logo } : {}),
    navigation,
    footer,
    ui,
    notFound,
    ...(Object.keys(prefixes).length > 0 ? { languagePaths: { defaultLang: manifest.lang, prefixes } } : {}),
  }
}

/** The text of the browser tab for a page: "Page title | Site name", or the site name alone on the home page. */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle === siteName ? siteName : `${pageTitle} | ${siteName}`
}

/**
 * A route as the browser gets it (page payload and route data): without the search keywords, which only the search
 * index reads at build time, so they cost readers no bytes.
 */
export function clientRoute(route: Route): Route {
  const { keywords: _keywords, sectionKeywords: _sectionKeywords, ...rest } = route
  return rest
}

/**
 * A route's data file (`_data/<route>.json`) as the build and the dev server write it: the route as the browser
 * gets it, the library entries it names, and its dates already written in the site's language, so hydrating a block
 * that shows dates needs no Intl.DateTimeFormat (see learnWrittenDates).
 */
export function routeDataFor(route: Route, library: Library, lang: string): RouteData {
  const data = { route: clientRoute(route), library }
  return { ...data, dates: writtenDatesIn(data, lang) }
}
