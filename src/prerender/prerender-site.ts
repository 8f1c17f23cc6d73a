import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Block, Route, SiteManifest } from '../generated/manifest.ts'
import { preloadAllBlocks } from '../blocks/preload-blocks.ts'
import { routeDataFolder, routeDataUrl, routeHtmlFile } from '../app/paths.ts'
import { clientRoute, siteChromeOf } from '../app/page-payload.ts'
import { libraryFor } from '../app/library.ts'
import { renderPage } from './render-page.tsx'
import { robotsTxt, sitemapXml, webAppManifest } from './site-files.ts'

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

/** The script tags for a page showing `blocks` (see scriptTagsFor in client-assets.ts). */
export type ScriptTagsFor = (blocks: readonly Block[]) => string

/** Renders each top-level block alone to find which one throws; undefined if none does alone. */
function findFailingBlock(manifest: SiteManifest, route: Route, routeIndex: number): string | undefined {
  const site = siteChromeOf(manifest)
  for (const [blockIndex, block] of route.blocks.entries()) {
    try {
      renderPage({ site, route: { ...route, blocks: [block] }, library: libraryFor(manifest, [block]), path: route.path, scriptTags: '' })
    } catch {
      return `/routes/${routeIndex}/blocks/${blockIndex} (a "${block.type}" block)`
    }
  }
  return undefined
}

/**
 * Prerenders every route of a valid manifest into `outDir`: `<path>/index.html` per route, the route's data and
 * the library entries it uses as `_data/<path>.json` for client-side navigation, `404.html`, and the site files
 * sitemap.xml (when site.json has a `url`), robots.txt and manifest.webmanifest.
 *
 * Interactive blocks' modules are loaded first, so every route renders in full before any script runs.
 *
 * @param scriptTags the tags that load the client bundle for a page showing the given blocks.
 * @returns the rendered pages: each route and its HTML (the 404 page is not among them; the search index is built
 *   from these).
 * @throws {PrerenderError} naming the route and block when a block throws while rendering.
 */
export async function prerenderSite(
  manifest: SiteManifest,
  outDir: string,
  scriptTags: ScriptTagsFor,
): Promise<{ route: Route; html: string }[]> {
  await preloadAllBlocks()
  const site = siteChromeOf(manifest)
  const pages: { route: Route; html: string }[] = []
  for (const [routeIndex, route] of manifest.routes.entries()) {
    const library = libraryFor(manifest, route.blocks)
    let html: string
    try {
      html = renderPage({ site, route, library, path: route.path, scriptTags: scriptTags(route.blocks) })
    } catch (error) {
      throw new PrerenderError(route.path, findFailingBlock(manifest, route, routeIndex), error)
    }
    writeFile(join(outDir, routeHtmlFile(route.path)), html)
    pages.push({ route, html })
    writeFile(join(outDir, `.${routeDataUrl(route.path)}`), JSON.stringify({ route: clientRoute(route), library }))
  }
  try {
    writeFile(join(outDir, '404.html'), renderPage({ site, route: null, library: {}, path: '/404', scriptTags: scriptTags([]) }))
  } catch (error) {
    throw new PrerenderError('(404 page)', undefined, error)
  }
  mkdirSync(join(outDir, routeDataFolder), { recursive: true })
  const sitemap = sitemapXml(manifest)
  if (sitemap) writeFile(join(outDir, 'sitemap.xml'), sitemap)
  writeFile(join(outDir, 'robots.txt'), robotsTxt(manifest))
  writeFile(join(outDir, 'manifest.webmanifest'), webAppManifest(manifest))
  return pages
}
