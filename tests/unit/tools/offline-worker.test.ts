import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../../src/generated/manifest.ts'
import { savedCacheName } from '../../../src/app/offline-names.ts'
import {
  fromSavedPages,
  isBundleFile,
  isHashedSearchFile,
  isPageNavigation,
  isRouteData,
  isSearchFile,
  isSiteImage,
  offlineWorkerScript,
  toOfflinePage,
  withoutQuery,
  type MatchParams,
  type OfflineWorkerSettings,
} from '../../../src/prerender/service-worker-plugins.ts'
import { buildId, offlineSettingsFile, writeServiceWorker } from '../../../src/prerender/service-worker.ts'
import { runtimeCaches } from '../../../src/tools/save-offline/worker-names.ts'
import { FakeCacheStorage } from '../../support/fake-caches.ts'

const origin = 'https://sevenwells.test'

const settings: OfflineWorkerSettings = {
  savedCache: savedCacheName,
  runtimePrefix: 'seven-wells-run-',
  pagesCache: runtimeCaches.pages,
  dataCache: runtimeCaches.data,
  offlinePath: '/offline',
  languageOfflinePaths: { '/es': '/es/sin-conexion' },
  fromParam: 'from',
  build: 'abc123',
}

function params(path: string, mode: RequestMode = 'cors', from = origin): MatchParams {
  const url = new URL(path, from)
  return { url, request: { mode } as Request, sameOrigin: url.origin === origin }
}

/** Runs `work` with fake caches and the worker's settings on the global object, as in the service worker. */
async function inWorker<T>(caches: FakeCacheStorage, work: () => Promise<T>): Promise<T> {
  const global = globalThis as unknown as Record<string, unknown>
  const before = { caches: global.caches, settings: global.sevenWellsOffline }
  global.caches = caches
  global.sevenWellsOffline = settings
  try {
    return await work()
  } finally {
    global.caches = before.caches
    global.sevenWellsOffline = before.settings
  }
}

describe('which requests the service worker handles', () => {
  it('pages: navigations on this site only', () => {
    expect(isPageNavigation(params('/eat-well', 'navigate'))).toBe(true)
    expect(isPageNavigation(params('/eat-well', 'cors'))).toBe(false)
    expect(isPageNavigation(params('/eat-well', 'navigate', 'https://other.example'))).toBe(false)
  })

  it('data, images, old scripts and search files: this site only, never a navigation', () => {
    expect(isRouteData(params('/_data/eat-well.json'))).toBe(true)
    expect(isRouteData(params('/_data/eat-well.json', 'navigate'))).toBe(false)
    expect(isSiteImage(params('/images/logo.svg'))).toBe(true)
    expect(isSiteImage(params('/images/logo.svg', 'no-cors', 'https://cdn.example'))).toBe(false)
    expect(isBundleFile(params('/assets/main-1.js'))).toBe(true)
    expect(isHashedSearchFile(params('/pagefind/fragment/en_1062b20.pf_fragment'))).toBe(true)
    expect(isHashedSearchFile(params('/pagefind/pagefind.en_aea288af82.pf_meta'))).toBe(true)
    expect(isHashedSearchFile(params('/pagefind/pagefind-entry.json?ts=1'))).toBe(false)
    expect(isSearchFile(params('/pagefind/pagefind-entry.json?ts=1'))).toBe(true)
    expect(isSearchFile(params('/pagefind/pagefind.js', 'cors', 'https://other.example'))).toBe(false)
  })
})

describe('the service worker plugins', () => {
  it('store a page once, without its query', async () => {
    expect(await withoutQuery.cacheKeyWillBeUsed({ request: new Request(`${origin}/search?q=soup`) })).toBe(`${origin}/search`)
    const plain = new Request(`${origin}/search`)
    expect(await withoutQuery.cacheKeyWillBeUsed({ request: plain })).toBe(plain)
  })

  it("look among the saved pages when the route's own cache has no copy", async () => {
    const caches = new FakeCacheStorage()
    await (await caches.open(savedCacheName)).put(`${origin}/eat-well/meal-planning/week-1`, new Response('saved week'))
    await inWorker(caches, async () => {
      const own = new Response('browsed copy')
      expect(await fromSavedPages.cachedResponseWillBeUsed({ request: new Request(`${origin}/x`), cachedResponse: own })).toBe(own)
      const saved = await fromSavedPages.cachedResponseWillBeUsed({ request: new Request(`${origin}/eat-well/meal-planning/week-1?tab=1`), cachedResponse: null })
      expect(await saved?.text()).toBe('saved week')
      expect(await fromSavedPages.cachedResponseWillBeUsed({ request: new Request(`${origin}/support`) })).toBeNull()
    })
  })

  it('send a page that cannot be had to the offline page, naming it', async () => {
    await inWorker(new FakeCacheStorage(), async () => {
      const response = await toOfflinePage.handlerDidError({ request: new Request(`${origin}/eat-well/meal-planning?x=1`) })
      expect(response?.status).toBe(302)
      expect(response?.headers.get('location')).toBe(`${origin}/offline?from=%2Feat-well%2Fmeal-planning%3Fx%3D1`)
      expect(await toOfflinePage.handlerDidError({ request: new Request(`${origin}/offline?from=%2Fx`) })).toBeUndefined()
      const spanish = await toOfflinePage.handlerDidError({ request: new Request(`${origin}/es/comer`) })
      expect(spanish?.headers.get('location')).toBe(`${origin}/es/sin-conexion?from=%2Fes%2Fcomer`)
      expect(await toOfflinePage.handlerDidError({ request: new Request(`${origin}/es/sin-conexion`) })).toBeUndefined()
      // "/esx" is not under "/es"
      expect((await toOfflinePage.handlerDidError({ request: new Request(`${origin}/esx`) }))?.headers.get('location')).toBe(`${origin}/offline?from=%2Fesx`)
    })
  })
})

describe('the settings script (sw-offline.js)', () => {
  it('runs on its own: sets the settings, and on activation empties the browsing caches and keeps the open pages', async () => {
    const caches = new FakeCacheStorage()
    for (const name of Object.values(runtimeCaches)) await (await caches.open(name)).put(`${origin}/old`, new Response('old build'))
    await (await caches.open(savedCacheName)).put(`${origin}/saved`, new Response('saved'))
    await (await caches.open('seven-wells-precache-v2-x')).put(`${origin}/assets/main.js`, new Response('js'))
    const listeners: Record<string, (event: { waitUntil(promise: Promise<unknown>): void }) => void> = {}
    const fetched: string[] = []
    const sandbox: Record<string, unknown> = {
      caches,
      URL,
      location: { origin },
      clients: { matchAll: async () => [{ url: `${origin}/support?q=1#top` }, { url: `${origin}/offline?from=%2Fx` }, { url: 'https://other.example/' }] },
      fetch: async (url: string) => {
        fetched.push(url)
        return new Response('<title>Support</title>', { headers: { 'content-type': 'text/html' } })
      },
      addEventListener: (type: string, listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void) => (listeners[type] = listener),
    }
    runInNewContext(offlineWorkerScript(settings), sandbox)
    expect(sandbox.sevenWellsOffline).toEqual(settings)
    let done: Promise<unknown> = Promise.resolve()
    listeners.activate({ waitUntil: (promise) => (done = promise) })
    await done
    expect(await caches.keys()).toEqual([savedCacheName, 'seven-wells-precache-v2-x', runtimeCaches.pages, runtimeCaches.data])
    expect(fetched).toEqual([`${origin}/support`, `${origin}/_data/support.json`])
    expect([...(caches.caches.get(runtimeCaches.pages)?.entries.keys() ?? [])]).toEqual([`${origin}/support`])
    expect([...(caches.caches.get(runtimeCaches.data)?.entries.keys() ?? [])]).toEqual([`${origin}/_data/support.json`])
  })
})

describe('writing the service worker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-test-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const site = (paths: string[]) => ({ logo: { src: '/images/logo.svg' }, routes: paths.map((path) => ({ path })) }) as unknown as SiteManifest

  function fakeBuild(out: string) {
    mkdirSync(join(out, 'assets'), { recursive: true })
    mkdirSync(join(out, 'images'), { recursive: true })
    mkdirSync(join(out, '_data'), { recursive: true })
    writeFileSync(join(out, 'assets/main-AbC123.js'), 'console.log(1)')
    writeFileSync(join(out, 'assets/main-AbC123.js.br'), 'compressed')
    writeFileSync(join(out, 'offline.html'), '<title>You are offline</title>')
    writeFileSync(join(out, 'about.html'), '<title>About</title>')
    writeFileSync(join(out, '_data/offline.json'), '{}')
    writeFileSync(join(out, '_data/about.json'), '{}')
    writeFileSync(join(out, 'favicon.svg'), '<svg/>')
    writeFileSync(join(out, 'images/logo.svg'), '<svg/>')
    writeFileSync(join(out, 'manifest.webmanifest'), '{}')
  }

  it('precaches the app shell only, and names this build', async () => {
    const out = join(dir, 'a')
    fakeBuild(out)
    const count = await writeServiceWorker(site(['/about', '/offline']), out)
    expect(count).toBe(6)
    const sw = readFileSync(join(out, 'sw.js'), 'utf8')
    for (const url of ['assets/main-AbC123.js', 'offline', '_data/offline.json', 'favicon.svg', 'manifest.webmanifest', 'images/logo.svg']) expect(sw).toContain(`url:"${url}"`)
    expect(sw).not.toContain('about')
    expect(sw).not.toContain('.br')
    expect(sw).toContain(`importScripts("${offlineSettingsFile}?build=${buildId(out)}")`)
    // The plugins were copied as standalone code: no helper of the module they came from.
    expect(sw).not.toMatch(/__name|__vite|require\(/)
    expect(readFileSync(join(out, offlineSettingsFile), 'utf8')).toContain(buildId(out))
  }, 60_000)

  it('gives a changed build another id, so browsers install its worker', () => {
    const out = join(dir, 'b')
    fakeBuild(out)
    const first = buildId(out)
    writeFileSync(join(out, 'about.html'), '<title>About, edited</title>')
    expect(buildId(out)).not.toBe(first)
  })

  it('writes no worker for a site without an offline page', async () => {
    const out = join(dir, 'c')
    fakeBuild(out)
    writeFileSync(join(out, 'sw.js'), 'stale')
    expect(await writeServiceWorker(site(['/about']), out)).toBe(0)
    expect(existsSync(join(out, 'sw.js'))).toBe(false)
  })
})
