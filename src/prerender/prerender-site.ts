import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Route, SiteManifest } from '../generated/manifest.ts'
import { routeDataFolder, routeDataUrl, routeHtmlFile } from '../app/paths.ts'
import { siteChromeOf } from '../app/page-payload.ts'
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

/** Renders each top-level block alone to find which one throws; undefined if none does alone. */
function findFailingBlock(manifest: SiteManifest, route: Route, routeIndex: number, scriptTags: string): string | undefined {
  const site = siteChromeOf(manifest)
  for (const [blockIndex, block] of route.blocks.entries()) {
    try {
      renderPage({ site, route: { ...route, blocks: [block] }, library: libraryFor(manifest, [block]), path: route.path, scriptTags })
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
 * @param scriptTags the tags that load the client bundle, put in every page's head.
 * @returns the number of HTML files written.
 * @throws {PrerenderError} naming the route and block when a block throws while rendering.
 */
export function prerenderSite(manifest: SiteManifest, outDir: string, scriptTags: string): number {
  const site = siteChromeOf(manifest)
  for (const [routeIndex, route] of manifest.routes.entries()) {
    const library = libraryFor(manifest, route.blocks)
    let html: string
    try {
      html = renderPage({ site, route, library, path: route.path, scriptTags })
    } catch (error) {
      throw new PrerenderError(route.path, findFailingBlock(manifest, route, routeIndex, scriptTags), error)
    }
    writeFile(join(outDir, routeHtmlFile(route.path)), html)
    writeFile(join(outDir, `.${routeDataUrl(route.path)}`), JSON.stringify({ route, library }))
  }
  try {
    writeFile(join(outDir, '404.html'), renderPage({ site, route: null, library: {}, path: '/404', scriptTags }))
  } catch (error) {
    throw new PrerenderError('(404 page)', undefined, error)
  }
  mkdirSync(join(outDir, routeDataFolder), { recursive: true })
  const sitemap = sitemapXml(manifest)
  if (sitemap) writeFile(join(outDir, 'sitemap.xml'), sitemap)
  writeFile(join(outDir, 'robots.txt'), robotsTxt(manifest))
  writeFile(join(outDir, 'manifest.webmanifest'), webAppManifest(manifest))
  return manifest.routes.length + 1
}
