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

/** One `hreflang` alternate of a page: a language (or "x-default") and the address of that version. */
export interface Alternate {
  hreflang: string
  path: string
}

/**
 * The hreflang alternates of a page with other-language versions: every version (itself included) and
 * `x-default` for the default language's version (the first). Empty for a page with no counterpart.
 */
export function hreflangAlternates(versions: readonly PageVersion[]): Alternate[] {
  const [fallback] = versions
  if (!fallback || versions.length < 2) return []
  return [...versions.map((version) => ({ hreflang: version.lang, path: version.path })), { hreflang: 'x-default', path: fallback.path }]
}

/**
 * The part of a library entry a translation gives again: the entry's values under the translation's own keys
 * (nested objects, such as a program's `start`, picked the same way), without `translatedFrom`.
 */
export function translatedPart(entry: object, translation: object): Record<string, unknown> {
  const part: Record<string, unknown> = {}
  for (const [key, shape] of Object.entries(translation)) {
    if (key === 'translatedFrom') continue
    const value: unknown = Reflect.get(entry, key)
    part[key] = typeof value === 'object' && value !== null && !Array.isArray(value) && typeof shape === 'object' && shape !== null && !Array.isArray(shape) ? translatedPart(value, shape) : value
  }
  return part
}

/** A library entry's translation whose original text changed since it was translated. */
export interface StaleEntryTranslation {
  /** "recipes/creamy-banana-oatmeal" */
  entry: string
  lang: string
  recorded?: string
  current: string
}

type Translatable = { translations?: Record<string, object & { translatedFrom?: TranslatedFrom }> }

/**
 * The translations of library entries (recipes, resources, organizations, programs, gift ideas) whose original
 * text, as far as the translation gives it again (see {@link translatedPart}), no longer matches the fingerprint they
 * recorded, or that recorded none.
 */
export function staleEntryTranslations(collections: Record<string, Record<string, Translatable> | undefined>): StaleEntryTranslation[] {
  const stale: StaleEntryTranslation[] = []
  for (const [collection, entries] of Object.entries(collections)) {
    for (const [id, entry] of Object.entries(entries ?? {})) {
      for (const [lang, translation] of Object.entries(entry.translations ?? {})) {
        const current = textFingerprint(translatedPart(entry, translation))
        if (translation.translatedFrom?.hash !== current) stale.push({ entry: `${collection}/${id}`, lang, recorded: translation.translatedFrom?.hash, current })
      }
    }
  }
  return stale
}
