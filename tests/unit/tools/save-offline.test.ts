import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { savedCacheName, savedHeaders } from '../../../src/app/offline-names.ts'
import { filesOfPage, maxFromLength, readableSize, safeFromPath, sizeText, titleOfHtml } from '../../../src/tools/save-offline/page-files.ts'
import { createSavedStore, type StoreEnvironment } from '../../../src/tools/save-offline/saved-store.ts'
import { runtimeCaches } from '../../../src/tools/save-offline/worker-names.ts'
import { FakeCacheStorage } from '../../support/fake-caches.ts'

const origin = 'https://sevenwells.test'
const week = '/eat-well/meal-planning/week-1'
const recipes = '/eat-well/recipes-recovery'

function pageHtml(title: string, scripts: string[]): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '</head><body><div id="root">',
    '<img src="/images/logo.svg" alt="">',
    '<a href="/eat-well">Eat Well</a> <a href="https://www.cancer.gov/">NCI</a> <img src="//cdn.example/x.png" alt="">',
    '</div>',
    ...scripts.map((file, index) => (index === 0 ? `<script type="module" src="${file}"></script>` : `<link rel="modulepreload" href="${file}">`)),
    '</body></html>',
  ].join('\n')
}

/** A small site on a fake network: files by path, each with a version (its ETag); paths in `failing` fail. */
function fakeSite(build = 'a') {
  const files = new Map<string, { body: string; type: string; etag: string }>()
  const add = (path: string, body: string, type: string) => files.set(path, { body, type, etag: `W/"${build}-${path}"` })
  add(week, pageHtml('Week 1: Gentle Recovery | Seven Wells', [`/assets/main-${build}.js`, `/assets/save-offline-${build}.js`]), 'text/html; charset=utf-8')
  add(recipes, pageHtml('Recipes for Recovery &amp; more | Seven Wells', [`/assets/main-${build}.js`]), 'text/html; charset=utf-8')
  add('/_data/eat-well/meal-planning/week-1.json', `{"route":"week-1 ${build}"}`, 'application/json')
  add('/_data/eat-well/recipes-recovery.json', `{"route":"recipes ${build}"}`, 'application/json')
  add(`/assets/main-${build}.js`, `main(${build})`.repeat(50), 'text/javascript')
  add(`/assets/save-offline-${build}.js`, `save(${build})`, 'text/javascript')
  add('/images/logo.svg', '<svg/>', 'image/svg+xml')
  const network = {
    files,
    failing: new Set<string>(),
    offline: false,
    requests: [] as string[],
    fetch: async (input: string, init?: RequestInit): Promise<Response> => {
      const path = new URL(input).pathname
      network.requests.push(`${init?.method ?? 'GET'} ${path}`)
      if (network.offline || network.failing.has(path)) throw new TypeError('Failed to fetch')
      const file = network.files.get(path)
      if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/html' } })
      const headers = {
        'content-type': file.type,
        etag: file.etag,
        'content-security-policy': "default-src 'self'; script-src 'self'",
        'content-encoding': 'br',
        'content-length': '12',
      }
      return new Response(init?.method === 'HEAD' ? null : file.body, { status: 200, headers })
    },
  }
  return network
}

function setup(options: Partial<StoreEnvironment> = {}) {
  const caches = new FakeCacheStorage()
  const network = fakeSite()
  let clock = Date.parse('2026-11-23T10:00:00Z')
  const store = createSavedStore({
    caches,
    fetch: network.fetch,
    origin,
    now: () => new Date((clock += 60_000)),
    ...options,
  })
  return { caches, network, store }
}

describe('the files a saved page needs', () => {
  it('are its data file and the scripts and images of this site it names, nothing else', () => {
    const files = filesOfPage(pageHtml('Week 1', ['/assets/main-a.js', '/assets/save-offline-a.js']), week)
    expect(files).toEqual(['/_data/eat-well/meal-planning/week-1.json', '/assets/main-a.js', '/assets/save-offline-a.js', '/images/logo.svg'])
  })

  it('include srcset candidates and drop queries, other sites and paths that climb out', () => {
    const html = '<img srcset="/images/a.png 1x, /images/b.png?v=2 2x" src="/images/../secret"><script src="https://evil.example/assets/x.js"></script>'
    expect(filesOfPage(html, '/')).toEqual(['/_data/index.json', '/images/a.png', '/images/b.png'])
  })

  it("include the boot script's app, stages and preloaded block chunks, so a saved page's blocks hydrate offline", () => {
    const html = '<script type="module" src="/assets/boot-a.js" data-app="/assets/main-a.js" data-route="/_data/x.json" data-preload="/assets/react-a.js /assets/tabs-a.js" data-stages="/assets/react-a.js"></script>'
    expect(filesOfPage(html, '/x')).toEqual(['/_data/x.json', '/assets/boot-a.js', '/assets/main-a.js', '/assets/react-a.js', '/assets/tabs-a.js'])
  })

  it('are always paths of this site under /assets/, /images/ or /_data/, whatever the page says', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('src', 'href', 'srcset'), fc.string({ maxLength: 40 })), { maxLength: 8 }), (attributes) => {
        const html = attributes.map(([name, value]) => `<x ${name}="${value.replaceAll('"', '')}">`).join('')
        for (const file of filesOfPage(html, week)) {
          expect(file).toMatch(/^\/(assets|images|_data)\//)
          expect(file).not.toMatch(/^\/\/|\/\.\.\//)
        }
      }),
    )
  })

  it('come with the page title, entities decoded', () => {
    expect(titleOfHtml('<title>Recipes &amp; more | Seven Wells</title>')).toBe('Recipes & more | Seven Wells')
    expect(titleOfHtml('<p>no title</p>')).toBeUndefined()
  })
})

describe('the offline page\'s "from" address', () => {
  it('keeps a plain path of this site and refuses everything else', () => {
    expect(safeFromPath('/eat-well/meal-planning/week-1')).toBe('/eat-well/meal-planning/week-1')
    expect(safeFromPath('/search?q=soup')).toBe('/search?q=soup')
    for (const bad of [null, '', '//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/a\\b', '/a b', '/<script>', '/%E0%A4%A', `/${'a'.repeat(maxFromLength)}`]) {
      expect(safeFromPath(bad)).toBeUndefined()
    }
  })

  it('is never anything but a same-site path, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (from) => {
        const safe = safeFromPath(from)
        if (safe === undefined) return
        expect(safe.startsWith('/') && !safe.startsWith('//')).toBe(true)
        expect(new URL(safe, origin).origin).toBe(origin)
      }),
    )
  })
})

describe('sizes', () => {
  it('read as phones show them', () => {
    expect(readableSize(120, 'en')).toBe('1\u00a0kB')
    expect(readableSize(414_200, 'en')).toBe('414\u00a0kB')
    expect(readableSize(1_234_567, 'en')).toBe('1.2\u00a0MB')
    expect(sizeText('Saved ({size}).', 2_000_000, 'en')).toBe('Saved (2\u00a0MB).')
  })
})

describe('saving a page', () => {
  it('keeps its HTML, data, scripts and images, and lists it with its size', async () => {
    const { caches, store } = setup()
    const result = await store.save(`${week}?tab=recipes#shopping-list`)
    expect(result.ok).toBe(true)
    const saved = caches.caches.get(savedCacheName)
    expect([...(saved?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort()).toEqual([
      '/_data/eat-well/meal-planning/week-1.json',
      '/assets/main-a.js',
      '/assets/save-offline-a.js',
      '/eat-well/meal-planning/week-1',
      '/images/logo.svg',
    ])
    const list = await store.list()
    expect(list.pages).toEqual([{ path: week, title: 'Week 1: Gentle Recovery | Seven Wells', savedAt: '2026-11-23T10:01:00.000Z', bytes: expect.any(Number) }])
    expect(list.pages[0].bytes).toBe(list.totalBytes)
    expect(await store.find(week)).toEqual(list.pages[0])
    expect(await store.find(recipes)).toBeUndefined()
  })

  it("keeps the page's security policy but not the headers about the wire", async () => {
    const { caches, store } = setup()
    await store.save(week)
    const html = await caches.match(`${origin}${week}`, { cacheName: savedCacheName })
    expect(html?.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'")
    expect(html?.headers.get('content-encoding')).toBeNull()
    expect(html?.headers.get('content-length')).toBeNull()
    expect(html?.headers.get(savedHeaders.savedAt)).toBe('2026-11-23T10:01:00.000Z')
  })

  it('counts shared scripts once in the total and keeps them while any saved page needs them', async () => {
    const { caches, store } = setup()
    await store.save(week)
    await store.save(recipes)
    const list = await store.list()
    expect(list.pages.map((page) => page.path)).toEqual([recipes, week])
    expect(list.pages[0].title).toBe('Recipes for Recovery & more | Seven Wells')
    expect(list.totalBytes).toBeLessThan(list.pages[0].bytes + list.pages[1].bytes)
    expect(await store.remove(week)).toBe(true)
    const left = [...(caches.caches.get(savedCacheName)?.entries.keys() ?? [])].map((url) => new URL(url).pathname).sort()
    expect(left).toEqual(['/_data/eat-well/recipes-recovery.json', '/assets/main-a.js', '/eat-well/recipes-recovery', '/images/logo.svg'])
  })

  it('reports a failed download and changes nothing', async () => {
    const { caches, network, store } = setup()
    await store.save(recipes)
    const before = await caches.snapshot()
    network.failing.add('/assets/save-offline-a.js')
    expect(await store.save(week)).toEqual({ ok: false, problem: 'failed' })
    expect(await caches.snapshot()).toEqual(before)
    network.failing.clear()
    network.offline = true
    expect(await store.save(week)).toEqual({ ok: false, problem: 'failed' })
    expect(await caches.snapshot()).toEqual(before)
    expect((await store.list()).pages.map((page) => page.path)).toEqual([recipes])
  })

  it('refuses a page that is not there (a 404 is never saved)', async () => {
    const { caches, store } = setup()
    expect(await store.save('/no-such-page')).toEqual({ ok: false, problem: 'failed' })
    expect(await caches.has(savedCacheName)).toBe(false)
  })

  it('says the device is full before writing when the estimate leaves no room', async () => {
    const { caches, store } = setup({ estimate: async () => ({ quota: 1000, usage: 900 }) })
    expect(await store.save(week)).toEqual({ ok: false, problem: 'quota' })
    expect(await caches.has(savedCacheName)).toBe(false)
  })

  it('saves nothing when no service worker would serve the page offline', async () => {
    const { caches, store } = setup({ workerReady: async () => false })
    expect(await store.save(week)).toEqual({ ok: false, problem: 'unavailable' })
    expect(await caches.has(savedCacheName)).toBe(false)
  })

  it('never leaves a half-saved page, whichever write runs out of room', async () => {
    await fc.assert(
      // A week is five files (data, two scripts, an image, the HTML last): any of the five writes may fail.
      fc.asyncProperty(fc.integer({ min: 0, max: 4 }), fc.boolean(), async (failingPut, savedBefore) => {
        const { caches, network, store } = setup()
        await store.save(recipes)
        if (savedBefore) await store.save(week)
        // A new build: every file changed, so a re-save writes everything again.
        for (const [path, file] of fakeSite('b').files) network.files.set(path, file)
        const before = await caches.snapshot()
        const listBefore = await store.list()
        caches.failPutAfter = failingPut
        const result = await store.save(week)
        caches.failPutAfter = undefined
        expect(result).toEqual({ ok: false, problem: 'quota' })
        expect(await caches.snapshot()).toEqual(before)
        expect(await store.list()).toEqual(listBefore)
      }),
      { numRuns: 30 },
    )
  })
})

describe('removing a saved page', () => {
  it('empties the saved cache when it was the last, and drops the copy kept from browsing', async () => {
    const { caches, store } = setup()
    await store.save(week)
    const browsed = await caches.open(runtimeCaches.pages)
    await browsed.put(`${origin}${week}?q=1`, new Response('<title>Week 1</title>', { headers: { 'content-type': 'text/html' } }))
    await browsed.put(`${origin}/support`, new Response('<title>Support | Seven Wells</title>', { headers: { 'content-type': 'text/html' } }))
    expect(await store.remove(week)).toBe(true)
    expect(await caches.has(savedCacheName)).toBe(false)
    expect([...(caches.caches.get(runtimeCaches.pages)?.entries.keys() ?? [])]).toEqual([`${origin}/support`])
    expect(await store.list()).toEqual({ pages: [], totalBytes: 0 })
  })
})

describe('recently opened pages', () => {
  it('are the browsed pages that are not saved and not the offline page, A to Z, by title', async () => {
    const { caches, store } = setup()
    await store.save(week)
    const browsed = await caches.open(runtimeCaches.pages)
    const html = (title: string) => new Response(`<!doctype html><title>${title}</title><p>${'x'.repeat(50_000)}</p>`, { headers: { 'content-type': 'text/html' } })
    await browsed.put(`${origin}/support`, html('Support | Seven Wells'))
    await browsed.put(`${origin}/about`, html('About Seven Wells | Seven Wells'))
    await browsed.put(`${origin}${week}`, html('Week 1'))
    await browsed.put(`${origin}/offline`, html('You are offline'))
    expect(await store.recent()).toEqual([
      { path: '/about', title: 'About Seven Wells | Seven Wells' },
      { path: '/support', title: 'Support | Seven Wells' },
    ])
  })
})

describe('bringing saved pages up to date', () => {
  it('saves again only the pages that changed on the server, and stops without signal', async () => {
    const { caches, network, store } = setup()
    await store.save(week)
    await store.save(recipes)
    expect(await store.refresh()).toBe(0)
    const b = fakeSite('b')
    for (const path of [week, '/assets/main-b.js', '/assets/save-offline-b.js']) {
      const file = b.files.get(path)
      if (!file) throw new Error(`the fake site has no ${path}`)
      network.files.set(path, file)
    }
    expect(await store.refresh(recipes)).toBe(0)
    expect(await store.refresh()).toBe(1)
    const html = await (await caches.match(`${origin}${week}`, { cacheName: savedCacheName }))?.text()
    expect(html).toContain('/assets/main-b.js')
    // The old build's scripts stay while the recipes page, saved from it, still needs them.
    expect(await caches.match(`${origin}/assets/main-a.js`, { cacheName: savedCacheName })).toBeDefined()
    expect(await caches.match(`${origin}/assets/save-offline-a.js`, { cacheName: savedCacheName })).toBeUndefined()
    network.offline = true
    const before = await caches.snapshot()
    expect(await store.refresh()).toBe(0)
    expect(await caches.snapshot()).toEqual(before)
  })
})
