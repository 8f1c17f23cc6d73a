import type { PageFacts } from '../generated/validators.js'
import type { Block, Route, SiteManifest } from '../generated/manifest.ts'
import { walkBlocks } from '../manifest/walk-blocks.ts'
import { headingId } from '../ui/heading-id.ts'
import { canonicalPath } from './paths.ts'
import type { SiteChrome } from './page-payload.ts'

/** The search index's filter value for pages outside the wells (the search block names it with `otherPages`). */
export const otherPagesFilterValue = '_other'

/** One page in the site's A to Z index (the search block's fallback). */
export interface PageSummary {
  path: string
  title: string
  description: string
  /** The well (navigation link label) the page belongs to; absent for pages outside the wells. */
  well?: string
}

/**
 * The well a path belongs to: the label of the navigation link that is the path or one of its parents
 * ("/eat-well/meal-planning" is in "Eat Well"). Undefined for pages outside them (/about) and for the home page.
 */
export function wellOf(path: string, navigation: SiteChrome['navigation']): string | undefined {
  const here = canonicalPath(path)
  return navigation.links.find((link) => {
    const target = canonicalPath(link.href)
    return target !== '/' && (here === target || here.startsWith(`${target}/`))
  })?.label
}

/** The "Last reviewed" date (YYYY-MM-DD) of a page: its sources block's, if it has one. */
export function lastReviewedOf(blocks: readonly Block[]): string | undefined {
  let date: string | undefined
  walkBlocks(blocks, (block) => {
    if (block.type === 'sources') date ??= block.lastReviewed
  })
  return date
}

/** The routes in language `lang` (a route without `lang` is in the site's default language). */
export function routesIn<R extends Pick<Route, 'lang'>>(routes: readonly R[], lang: string, defaultLang: string): R[] {
  return routes.filter((route) => (route.lang ?? defaultLang) === lang)
}

/** Every route in language `lang` (the default language unless given) as a {@link PageSummary}, sorted by title in that language. */
export function pageSummaries(manifest: Pick<SiteManifest, 'routes' | 'navigation' | 'lang' | 'languages'>, lang: string = manifest.lang): PageSummary[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' })
  const navigation = lang === manifest.lang ? manifest.navigation : (manifest.languages?.[lang]?.navigation ?? manifest.navigation)
  return routesIn(manifest.routes, lang, manifest.lang)
    .map((route: Route) => {
      const well = wellOf(route.path, navigation)
      return { path: route.path, title: route.title, description: route.description, ...(well ? { well } : {}) }
    })
    .sort((a, b) => collator.compare(a.title, b.title))
}

/**
 * What Shelby shows about a page it quotes or links to: its title, summary, "Last reviewed" date (YYYY-MM-DD) and
 * sources, and the ids of the headings whose sections are never answers (schema/data/page-facts.schema.json, whose
 * file Shelby fetches).
 */
export type { PageFacts }

/** Every route's {@link PageFacts} in language `lang` (the default language unless given), by path. */
export function pageFacts(manifest: Pick<SiteManifest, 'routes' | 'lang'>, lang: string = manifest.lang): Record<string, PageFacts> {
  return Object.fromEntries(
    routesIn(manifest.routes, lang, manifest.lang).map((route) => {
      let reviewed: string | undefined
      let sources: PageFacts['sources']
      const notQuoted: string[] = []
      const notQuotedWithin: string[] = []
      for (const block of route.blocks) {
        if (block.type === 'sources') {
          reviewed ??= block.lastReviewed
          sources ??= block.items.map(({ title, publisher, href }) => ({ title, publisher, href }))
          notQuoted.push(headingId(block.heading))
        }
        if (block.type === 'notice') notQuoted.push(headingId(block.heading))
        if (block.type === 'warning-signs') notQuotedWithin.push(headingId(block.heading))
      }
      const facts: PageFacts = {
        title: route.title,
        description: route.description,
        ...(reviewed ? { reviewed } : {}),
        ...(sources ? { sources } : {}),
        ...(notQuoted.length > 0 ? { notQuoted } : {}),
        ...(notQuotedWithin.length > 0 ? { notQuotedWithin } : {}),
      }
      return [route.path, facts]
    }),
  )
}
