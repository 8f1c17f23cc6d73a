import type { Recipe, Route } from '../generated/manifest.ts'
import { referencesIn } from '../app/library.ts'
import { documentTitle, type Library, type PageVersionLink, type SiteChrome } from '../app/page-payload.ts'
import { escapeHtml } from './html-document.ts'
import { absoluteUrl } from '../app/paths.ts'
import { hreflangAlternates } from '../languages/translations.ts'

/**
 * An ISO 8601 duration for schema.org from a prep time as people write it: "25 minutes" gives "PT25M",
 * "1 hour 10 minutes" gives "PT1H10M"; anything after a "+" (such as "+ overnight") is left out. Undefined when
 * no minutes or hours are found.
 */
export function isoDuration(prepTime: string): string | undefined {
  const active = prepTime.split('+', 1)[0] ?? ''
  const hours = Number(/(\d+)\s*(?:hours?|hrs?)\b/i.exec(active)?.[1] ?? 0)
  const minutes = Number(/(\d+)\s*(?:minutes?|mins?)\b/i.exec(active)?.[1] ?? 0)
  if (hours === 0 && minutes === 0) return undefined
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}`
}

function recipeData(recipe: Recipe, site: SiteChrome) {
  const prepTime = isoDuration(recipe.prepTime)
  return {
    '@type': 'Recipe',
    name: recipe.title,
    recipeYield: recipe.servings,
    ...(prepTime ? { prepTime, totalTime: prepTime } : {}),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    author: { '@type': 'Organization', name: site.name },
  }
}

/**
 * Structured data (schema.org JSON-LD) for a page: the Organization on the home page and one Recipe for every
 * recipe the page shows. Undefined when the page has none.
 */
export function structuredData(site: SiteChrome, route: Route, library: Library): object | undefined {
  const graph: object[] = []
  if (route.path === '/') {
    graph.push({
      '@type': 'Organization',
      name: site.name,
      ...(site.url ? { url: `${site.url}/` } : {}),
      ...(site.logo ? { logo: absoluteUrl(site, site.logo.src) } : {}),
      ...(site.description ? { description: site.description } : {}),
    })
  }
  for (const id of referencesIn(route.blocks).recipes) {
    const recipe = library.recipes?.[id]
    if (recipe) graph.push(recipeData(recipe, site))
  }
  return graph.length > 0 ? { '@context': 'https://schema.org', '@graph': graph } : undefined
}

function jsonForScript(value: object): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

/**
 * `<link rel="alternate" hreflang>` for every version of a page (itself included), with absolute addresses, and
 * `x-default` for the default language's version (the first): none for a page with no counterpart. Search
 * engines ignore alternates that do not point back, so every version lists the same set.
 */
export function alternateLinks(site: SiteChrome, versions: readonly PageVersionLink[]): string[] {
  return hreflangAlternates(versions).map(({ hreflang, path }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(site, path))}">`)
}

/**
 * Head tags that make a page findable and shareable: canonical link, Open Graph and Twitter card tags, and the
 * page's other-language versions (see {@link alternateLinks}). For the 404
 * page (route null) only `noindex`. The JSON-LD structured data goes at the end of the body instead (see
 * {@link structuredDataTag}).
 */
export function seoTags(site: SiteChrome, route: Route | null, versions: readonly PageVersionLink[] = []): string {
  if (!route) return '<meta name="robots" content="noindex">'
  const url = absoluteUrl(site, route.path)
  const title = documentTitle(route.title, site.name)
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(route.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${escapeHtml(site.lang.replace('-', '_'))}">`,
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(route.description)}">`,
    ...alternateLinks(site, versions),
  ]
  return tags.join('\n')
}

/**
 * The page's JSON-LD structured data as a script element, or '' when it has none. It goes at the end of the body:
 * search engines read it anywhere, and on recipe pages it is several kilobytes the reader's first paint should not
 * wait for.
 */
export function structuredDataTag(site: SiteChrome, route: Route | null, library: Library): string {
  const data = route ? structuredData(site, route, library) : undefined
  return data ? `<script type="application/ld+json">${jsonForScript(data)}</script>` : ''
}
