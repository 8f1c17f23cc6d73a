import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Block, Route, SiteManifest } from '../generated/manifest.ts'
import { preloadAllBlocks } from '../blocks/preload-blocks.ts'
import { pageFactsUrl, routeDataFolder, routeDataUrl, routeHtmlFile, warningKnowledgeUrl } from '../app/paths.ts'
import { routeDataFor, siteChromeOf } from '../app/page-payload.ts'
import { libraryFor, needsPageFacts, needsWarningKnowledge, warningKnowledgeIn } from '../app/library.ts'
import { renderPage } from './render-page.tsx'
import { robotsTxt, sitemapXml, webAppManifest } from './site-files.ts'
import { pageLanguageOf } from '../languages/page-language.ts'
import { routeLanguage } from '../languages/translations.ts'
import { pageFacts } from '../app/site-index.ts'
import { searchesTheSite } from './search-index.ts'
import { metaContentSecurityPolicy } from '../deploy/policy.ts'

/** A route that failed to prerender, naming where in site.json the failing block is. */
export class PrerenderError extends Error {
  constructor(
    readonly routePath: string,
    readonly blockPointer: string | undefined,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    super(
      blockPointer
        ? `Route "${routePath}" failed to prerender: the block at ${blockPointer} threw: ${reason}`
        : `Route "${routePath}" failed to prerender: ${reason}`,
    )
    this.name = 'PrerenderError'
  }
}

function writeFile(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

/** A route's prerendered page: its route, its HTML, and the files written for it (the HTML, the route data). */
export interface RenderedPage {
  route: Route
  html: string
  files: string[]
}

/** The script tags for a page showing `blocks`, whose route data is at `dataUrl` (see scriptTagsFor in client-assets.ts). */
export type ScriptTagsFor = (blocks: readonly Block[], dataUrl?: string) => string

/** Renders each top-level block alone to find which one throws; undefined if none does alone. */
function findFailingBlock(manifest: SiteManifest, route: Route, routeIndex: number): string | undefined {
  const lang = routeLanguage(route, manifest.lang)
  const site = siteChromeOf(manifest, lang)
  for (const [blockIndex, block] of route.blocks.entries()) {
    try {
      renderPage({ site, route: { ...route, blocks: [block] }, library: libraryFor(manifest, [block], lang), path: route.path, scriptTags: '' })
    } catch {
      return `/routes/${routeIndex}/blocks/${blockIndex} (a "${block.type}" block)`
    }
  }
  return undefined
}

/**
 * Prerenders every route of a valid manifest into `outDir`: `<path>.html` per route (see routeHtmlFile), the route's data and
 * the library entries it uses as `_data/<path>.json` for client-side navigation, `404.html` (and `<prefix>/404.html`
 * for each other language), the warning knowledge when a page fetches it (`_data/_parts/warning-knowledge.json`, see
 * warningKnowledgeUrl), every page's facts in each language whose pages fetch them (`_data/_parts/page-facts.<lang>.json`,
 * see pageFactsUrl), and the site files sitemap.xml (when site.json has a `url`), robots.txt and manifest.webmanifest.
 *
 * Interactive blocks' modules are loaded first, so every route renders in full before any script runs.
 *
 * @param scriptTags the tags that load the client bundle for a page showing the given blocks.
 * @param onPage called with each route's page as soon as its files are written (not the 404 page), and awaited:
 *   the build indexes and compresses pages while later ones render, so no page has to wait in memory.
 * @returns the number of routes rendered.
 * @throws {PrerenderError} naming the route and block when a block throws while rendering.
 */
export async function prerenderSite(
  manifest: SiteManifest,
  outDir: string,
  scriptTags: ScriptTagsFor,
  onPage: (page: RenderedPage) => void | Promise<void> = () => {},
): Promise<number> {
  await preloadAllBlocks()
  for (const [routeIndex, route] of manifest.routes.entries()) {
    const lang = routeLanguage(route, manifest.lang)
    const site = siteChromeOf(manifest, lang)
    const library = libraryFor(manifest, route.blocks, lang)
    const language = pageLanguageOf(manifest, route)
    let html: string
    try {
      html = renderPage({
        site,
        route,
        library,
        path: route.path,
        scriptTags: scriptTags(route.blocks, routeDataUrl(route.path)),
        contentSecurityPolicy: metaContentSecurityPolicy({ wasm: searchesTheSite(route) }),
        language,
      })
    } catch (error) {
      throw new PrerenderError(route.path, findFailingBlock(manifest, route, routeIndex), error)
    }
    const htmlFile = join(outDir, routeHtmlFile(route.path))
    const dataFile = join(outDir, `.${routeDataUrl(route.path)}`)
    const files = [htmlFile, dataFile]
    writeFile(htmlFile, html)
    writeFile(dataFile, JSON.stringify({ ...routeDataFor(route, library, site.lang), ...(language ? { language } : {}) }))
    await onPage({ route, html, files })
  }
  for (const lang of [manifest.lang, ...Object.keys(manifest.languages ?? {})]) {
    // One 404 page per language: `<prefix>/404.html` for a language's addresses (the server picks it by prefix).
    const prefix = lang === manifest.lang ? '' : (manifest.languages?.[lang]?.pathPrefix ?? '')
    try {
      const contentSecurityPolicy = metaContentSecurityPolicy({ wasm: false })
      const page = renderPage({ site: siteChromeOf(manifest, lang), route: null, library: {}, path: `${prefix}/404`, scriptTags: scriptTags([]), contentSecurityPolicy })
      writeFile(join(outDir, `.${prefix}/404.html`), page)
    } catch (error) {
      throw new PrerenderError(`(404 page${prefix ? ` for ${prefix}` : ''})`, undefined, error)
    }
  }
  mkdirSync(join(outDir, routeDataFolder), { recursive: true })
  const knowledge = manifest.routes.some((route) => needsWarningKnowledge(route.blocks)) ? warningKnowledgeIn(manifest) : undefined
  if (knowledge) writeFile(join(outDir, `.${warningKnowledgeUrl}`), JSON.stringify(knowledge))
  // Every page's facts, one file per language with a page that fetches them (Shelby's, in that language).
  const factLanguages = new Set(manifest.routes.filter((route) => needsPageFacts(route.blocks)).map((route) => routeLanguage(route, manifest.lang)))
  for (const lang of factLanguages) writeFile(join(outDir, `.${pageFactsUrl(lang)}`), JSON.stringify(pageFacts(manifest, lang)))
  const sitemap = sitemapXml(manifest)
  if (sitemap) writeFile(join(outDir, 'sitemap.xml'), sitemap)
  writeFile(join(outDir, 'robots.txt'), robotsTxt(manifest))
  writeFile(join(outDir, 'manifest.webmanifest'), webAppManifest(manifest))
  return manifest.routes.length
}
