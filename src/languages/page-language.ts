import type { Route, SiteManifest } from '../generated/manifest.ts'
import { lastReviewedOf } from '../app/site-index.ts'
import type { PageLanguage } from '../app/page-payload.ts'
import { pageVersions, routeLanguage } from './translations.ts'
import { textFingerprint } from './visible-text.ts'

/** A language's own name ("English", "Español"): `ui.language.name` of its words. */
function ownName(manifest: SiteManifest, lang: string): string {
  return lang === manifest.lang ? manifest.ui.language.name : (manifest.languages?.[lang]?.ui.language.name ?? lang)
}

/**
 * What a page says about its languages, computed at build time: every version of the page (when it has a
 * counterpart) with each language's own name, and, on a translation whose original changed since it was
 * translated, the original's path and its newer "Last reviewed" date (when it has one later than the
 * translation's date). Undefined for a page in one language that is up to date.
 */
export function pageLanguageOf(manifest: SiteManifest, route: Route): PageLanguage | undefined {
  const versions = pageVersions(route, manifest.routes, manifest.lang)
  const original = route.translationOf === undefined ? undefined : manifest.routes.find((candidate) => candidate.path === route.translationOf && routeLanguage(candidate, manifest.lang) === manifest.lang)
  let outOfDate: PageLanguage['outOfDate']
  if (original && route.translatedFrom?.hash !== textFingerprint(original)) {
    const reviewed = lastReviewedOf(original.blocks)
    const since = route.translatedFrom?.date
    outOfDate = { original: original.path, ...(reviewed && (!since || reviewed > since) ? { date: reviewed } : {}) }
  }
  if (versions.length < 2 && !outOfDate) return undefined
  return {
    ...(versions.length > 1 ? { versions: versions.map((version) => ({ ...version, name: ownName(manifest, version.lang) })) } : {}),
    ...(outOfDate ? { outOfDate } : {}),
  }
}
