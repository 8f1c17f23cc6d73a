import { textFingerprint } from './visible-text.ts'

/** What a translation records about the page it was made from. */
export interface TranslatedFrom {
  /** {@link textFingerprint} of the original's visible text when the translation was made or last brought up to date. */
  hash: string
  /** When that was (YYYY-MM-DD). */
  date: string
}

/** The parts of a route that say which language it is in and what it translates. */
export interface LanguageRoute {
  path: string
  lang?: string
  translationOf?: string
  translatedFrom?: TranslatedFrom
}

/** One version of a page: its language and address. */
export interface PageVersion {
  lang: string
  path: string
}

/** The language of a route: its own `lang`, else the site's default language. */
export function routeLanguage(route: Pick<LanguageRoute, 'lang'>, defaultLang: string): string {
  return route.lang ?? defaultLang
}

/**
 * Every version of the page a route belongs to, the default language first, then the others in manifest order:
 * the original (a default-language route) and each route whose `translationOf` names it. A route with no
 * counterpart gives only itself. A `translationOf` that names no route gives only the translation itself (the
 * validator reports it).
 */
export function pageVersions(route: LanguageRoute, routes: readonly LanguageRoute[], defaultLang: string): PageVersion[] {
  const originalPath = route.translationOf ?? route.path
  const original = routes.find((candidate) => candidate.path === originalPath && routeLanguage(candidate, defaultLang) === defaultLang)
  if (!original) return [{ lang: routeLanguage(route, defaultLang), path: route.path }]
  const translations = routes.filter((candidate) => candidate.translationOf === original.path)
  return [original, ...translations].map((version) => ({ lang: routeLanguage(version, defaultLang), path: version.path }))
}

/** A translated route whose original changed since it was translated. */
export interface StaleTranslation {
  path: string
  translationOf: string
  /** The fingerprint the translation recorded; undefined when it recorded none. */
  recorded?: string
  /** The original's fingerprint now. */
  current: string
  /** The date the translation recorded. */
  translatedOn?: string
}

/**
 * The translated routes whose original's visible text no longer matches the fingerprint they recorded (or that
 * recorded none), in manifest order. Routes whose `translationOf` names no route are left to the validator.
 */
export function staleTranslations<R extends LanguageRoute>(routes: readonly R[]): StaleTranslation[] {
  const byPath = new Map(routes.map((route) => [route.path, route]))
  const stale: StaleTranslation[] = []
  for (const route of routes) {
    if (route.translationOf === undefined) continue
    const original = byPath.get(route.translationOf)
    if (!original) continue
    const current = textFingerprint(original)
    if (route.translatedFrom?.hash !== current) {
      stale.push({ path: route.path, translationOf: route.translationOf, recorded: route.translatedFrom?.hash, current, translatedOn: route.translatedFrom?.date })
    }
  }
  return stale
}
