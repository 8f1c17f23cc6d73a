import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SiteManifest } from '../../src/generated/manifest.ts'
import { prerenderSite } from '../../src/prerender/prerender-site.ts'
import { writeSearchIndex, type IndexedPage } from '../../src/prerender/search-index.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'

function isPagefind(value: unknown): value is Pagefind {
  return typeof value === 'object' && value !== null && 'search' in value && 'init' in value && 'options' in value
}

/**
 * Builds the real search index of `manifest` in a temporary folder and loads Pagefind's own browser script from it
 * in Node (its WebAssembly on the main thread, its files read through a `fetch` that reads the folder), so tests
 * can run the site's search engine on the real index without a browser. With `lang`, the index of the pages in
 * that language (Pagefind keeps one per `<html lang>`); else the default one.
 * @returns Pagefind's API and a function that removes the folder and the globals it needed.
 */
export async function loadSiteSearch(manifest: SiteManifest, lang?: string): Promise<{ pagefind: Pagefind; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'sw-search-'))
  const pages: IndexedPage[] = []
  await prerenderSite(manifest, dir, () => '', ({ route, html }) => {
    pages.push({ route, html })
  })
  await writeSearchIndex(manifest, pages, dir)
  const saved = {
    fetch: globalThis.fetch,
    location: Reflect.get(globalThis, 'location'),
    window: Reflect.get(globalThis, 'window'),
    document: Reflect.get(globalThis, 'document'),
  }
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    try {
      return new Response(await readFile(join(dir, new URL(url, 'http://site.test/').pathname)))
    } catch {
      return new Response('', { status: 404 })
    }
  }
  Reflect.set(globalThis, 'window', globalThis)
  Reflect.set(globalThis, 'location', new URL('http://site.test/search'))
  // Pagefind picks the index of the page's <html lang>: a stand-in document says which (the Spanish pages' index).
  if (lang) Reflect.set(globalThis, 'document', { querySelector: () => ({ getAttribute: () => lang }) })
  const module: unknown = await import(pathToFileURL(join(dir, 'pagefind/pagefind.js')).href)
  if (!isPagefind(module)) throw new Error('the built pagefind.js does not export Pagefind\'s API')
  await module.options({ basePath: '/pagefind/', noWorker: true })
  await module.init()
  return {
    pagefind: module,
    dispose: () => {
      globalThis.fetch = saved.fetch
      Reflect.set(globalThis, 'location', saved.location)
      Reflect.set(globalThis, 'window', saved.window)
      Reflect.set(globalThis, 'document', saved.document)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A golden query: what a reader types and the route that should be among the first three results. */
export interface GoldenQuery {
  query: string
  expect: string
  why?: string
}

/** Reads a golden set from tests/golden/. */
export function readGolden<T>(name: string): T[] {
  return JSON.parse(readFileSync(new URL(`../golden/${name}`, import.meta.url), 'utf8'))
}
