/**
 * The code the generated service worker runs besides Workbox's own: route matchers and Workbox plugins (given to
 * workbox-build's generateSW, which copies each function's source into sw.js), and the worker's settings script
 * (sw-offline.js, loaded by sw.js with importScripts before anything else).
 *
 * Every function here is copied as source text into a file that runs on its own in the service worker: it may use
 * only its parameters, the worker's globals (caches, fetch, Response, URL) and the settings the settings script puts
 * on `globalThis.sevenWellsOffline`; never a variable or import of this module. The unit tests run them in Node with
 * fake caches.
 */

/** What the settings script puts on the worker's global object for the functions below. */
export interface OfflineWorkerSettings {
  /** The cache of pages the reader saved (never emptied by a new build). */
  savedCache: string
  /** The start of every cache the worker fills while the reader browses; a new build deletes them all. */
  runtimePrefix: string
  /** The cache of pages kept from browsing. */
  pagesCache: string
  /** The cache of route data files kept from browsing (a page needs its data file to come alive). */
  dataCache: string
  /** The offline page's path ("/offline"), which is precached. */
  offlinePath: string
  /**
   * Each other language's offline page by its pathPrefix ({"/es": "/es/sin-conexion"}), also precached: a page under
   * that prefix falls back to it, so the reader gets the offline page in the page's language.
   */
  languageOfflinePaths: Record<string, string>
  /** The offline page's parameter naming the page asked for ("from"). */
  fromParam: string
  /** This build's id (a hash of the built files). */
  build: string
}

type WorkerGlobal = typeof globalThis & { sevenWellsOffline: OfflineWorkerSettings }

/** What Workbox passes a route matcher. */
export interface MatchParams {
  url: URL
  request: Request
  sameOrigin: boolean
}

/** A page opened by the reader on this site (a navigation), as opposed to a script, image or data request. */
export const isPageNavigation = ({ request, sameOrigin }: MatchParams): boolean => sameOrigin && request.mode === 'navigate'

/** A route's data file (/_data/....json), fetched on client-side navigation. */
export const isRouteData = ({ url, sameOrigin, request }: MatchParams): boolean =>
  sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith('/_data/') && url.pathname.endsWith('.json')

/** An image of this site (/images/..., the favicon). */
export const isSiteImage = ({ url, sameOrigin, request }: MatchParams): boolean =>
  sameOrigin && request.mode !== 'navigate' && (url.pathname.startsWith('/images/') || url.pathname === '/favicon.svg')

/** A script of the site's bundle that the precache does not hold (one from an older build, kept for a saved page). */
export const isBundleFile = ({ url, sameOrigin, request }: MatchParams): boolean =>
  sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith('/assets/')

/** A file of the search index whose name carries its content's hash, so a cached copy never goes stale. */
export const isHashedSearchFile = ({ url, sameOrigin, request }: MatchParams): boolean =>
  sameOrigin &&
  request.mode !== 'navigate' &&
  (/^\/pagefind\/(index|fragment|filter)\//.test(url.pathname) || /^\/pagefind\/pagefind\.[^/]*\.pf_meta$/.test(url.pathname))

/** Any other file of the search index (its script, worker, WebAssembly and entry file). */
export const isSearchFile = ({ url, sameOrigin, request }: MatchParams): boolean =>
  sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith('/pagefind/')

/**
 * Stores and looks up responses without their query string: a page is the same HTML whatever its query (search
 * terms, filters), and Pagefind adds "?ts=<time>" to its entry file. So one copy per page, and an offline reader
 * who opens /search?q=other still gets the search page.
 */
export const withoutQuery = {
  cacheKeyWillBeUsed: async function ({ request }: { request: Request }): Promise<Request | string> {
    const url = new URL(request.url)
    if (url.search === '') return request
    url.search = ''
    return url.href
  },
}

/** Never stores anything: for a route that only reads the saved pages' cache. */
export const neverStore = {
  cacheWillUpdate: async function (): Promise<null> {
    return null
  },
}

/**
 * When the route's own cache has no copy, looks among the pages the reader saved (and the files they need), so a
 * saved page, its data and its scripts open offline even after a new build emptied the browsing caches.
 */
export const fromSavedPages = {
  cachedResponseWillBeUsed: async function ({
    request,
    cachedResponse,
  }: {
    request: Request
    cachedResponse?: Response | null
  }): Promise<Response | null> {
    if (cachedResponse) return cachedResponse
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- workbox-build copies this function's source into the service worker, so it can import no type guard; the worker's global holds what offlineWorkerSetup put there, and TypeScript types globalThis as a window's.
    const settings = (globalThis as WorkerGlobal).sevenWellsOffline
    const saved = await caches.match(request, { cacheName: settings.savedCache, ignoreSearch: true })
    return saved ?? null
  },
}

/**
 * A page that is neither on the network nor saved nor cached: sends the reader to the offline page, which names the
 * page they asked for (as a path on this site) and lists what this device holds: the offline page of the page's
 * language (see languageOfflinePaths). Not for an offline page itself,
 * which is precached; a failure there is left to the browser.
 */
export const toOfflinePage = {
  handlerDidError: async function ({ request }: { request: Request }): Promise<Response | undefined> {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- workbox-build copies this function's source into the service worker, so it can import no type guard; the worker's global holds what offlineWorkerSetup put there, and TypeScript types globalThis as a window's.
    const settings = (globalThis as WorkerGlobal).sevenWellsOffline
    const url = new URL(request.url)
    let offlinePath = settings.offlinePath
    for (const [prefix, path] of Object.entries(settings.languageOfflinePaths)) {
      if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) offlinePath = path
    }
    if (url.pathname === offlinePath) return undefined
    const target = new URL(offlinePath, url.origin)
    target.searchParams.set(settings.fromParam, url.pathname + url.search)
    return Response.redirect(target.href, 302)
  },
}

/** The parts of a service worker's global scope {@link offlineWorkerSetup} uses. */
interface WorkerScope {
  sevenWellsOffline: OfflineWorkerSettings
  location: { origin: string }
  clients: { matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> }
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void
}

/**
 * The settings script's body: puts the settings on the worker's global object and, when this build's worker takes
 * over, deletes every browsing cache an older build filled (pages, data, images, search), so no reader is served a
 * page of an old build. Then it keeps the pages open right now (fetched again, from this build), since they loaded
 * before any worker could keep them: the very first page a reader opens also opens offline. The saved pages' cache
 * and Workbox's precache are left alone (Workbox cleans its own).
 */
export function offlineWorkerSetup(settings: OfflineWorkerSettings): void {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- this function's source is the worker's settings script, so it can import no type guard; there globalThis is the service worker's scope, which TypeScript (set up for windows) does not know.
  const scope = globalThis as unknown as WorkerScope
  scope.sevenWellsOffline = settings
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => name.startsWith(settings.runtimePrefix)).map((name) => caches.delete(name))))
        .then(() => scope.clients.matchAll({ type: 'window' }))
        .then((windows) =>
          Promise.all(
            windows.map(async (window) => {
              const url = new URL(window.url)
              if (url.origin !== scope.location.origin || url.pathname === settings.offlinePath || Object.values(settings.languageOfflinePaths).includes(url.pathname)) return
              url.search = ''
              url.hash = ''
              const response = await fetch(url.href, { credentials: 'same-origin' })
              const type = response.headers.get('content-type') ?? ''
              if (response.status === 200 && !response.redirected && type.includes('text/html')) {
                await (await caches.open(settings.pagesCache)).put(url.href, response)
                // The page's data file too (see routeDataUrl in src/app/paths.ts): without it the page reads but its
                // tabs and tools stay still offline.
                const path = url.pathname.replace(/\/+$/, '').toLowerCase()
                const data = new URL(`/_data${path === '' ? '/index' : path}.json`, url.origin).href
                const dataResponse = await fetch(data, { credentials: 'same-origin' })
                if (dataResponse.status === 200) await (await caches.open(settings.dataCache)).put(data, dataResponse)
              }
            }),
          ),
        )
        .catch(() => undefined),
    )
  })
}

/** The settings script (sw-offline.js) for these settings: {@link offlineWorkerSetup} called with them. */
export function offlineWorkerScript(settings: OfflineWorkerSettings): string {
  return `/* Seven Wells offline settings, build ${settings.build}. Generated by src/prerender/service-worker.ts. */\n(${offlineWorkerSetup.toString()})(${JSON.stringify(settings)});\n`
}
