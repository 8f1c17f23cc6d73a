/** Where each language's pages live: the default language everywhere, other languages under their prefix. */
export interface LanguagePrefixes {
  /** The site's default language. */
  lang: string
  /** Every other language, by code, with its pathPrefix ("/es"). */
  languages?: Record<string, { pathPrefix: string }>
}

/**
 * The language a path belongs to: the language whose pathPrefix is the path or starts it (followed by "/"), else
 * the default language. Letter case and a trailing slash are ignored, as the router ignores them. Used at build
 * time and in the browser (a link to another language's page is a full page load, with `hreflang`).
 */
export function languageOfPath(path: string, site: LanguagePrefixes): string {
  const lower = path.toLowerCase().split(/[?#]/, 1)[0] ?? ''
  for (const [lang, { pathPrefix }] of Object.entries(site.languages ?? {})) {
    if (lower === pathPrefix || lower === `${pathPrefix}/` || lower.startsWith(`${pathPrefix}/`)) return lang
  }
  return site.lang
}
