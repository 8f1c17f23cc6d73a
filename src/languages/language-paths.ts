/** Where each language's pages live: the default language everywhere, each other language under its prefix. */
export interface LanguagePaths {
  /** The site's default language. */
  defaultLang: string
  /** Every other language's pathPrefix ("/es"), by code. */
  prefixes: Record<string, string>
}

/**
 * The language a path belongs to: the language whose pathPrefix is the path or starts it (followed by "/"), else
 * the default language. Letter case, a trailing slash, a query and a fragment are ignored, as the router ignores
 * them. Used at build time and in the browser (a link to another language's page loads in full, with hreflang).
 */
export function languageOfPath(path: string, paths: LanguagePaths): string {
  const lower = path.toLowerCase().split(/[?#]/, 1)[0] ?? ''
  for (const [lang, prefix] of Object.entries(paths.prefixes)) {
    if (lower === prefix || lower.startsWith(`${prefix}/`)) return lang
  }
  return paths.defaultLang
}

/** The home page of a language: its pathPrefix, or "/" for the default language (or a site with one language). */
export function homePathOf(lang: string, paths: LanguagePaths | undefined): string {
  return paths?.prefixes[lang] ?? '/'
}
