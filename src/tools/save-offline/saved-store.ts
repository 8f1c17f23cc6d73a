/**
 * "Save for offline", the one home for saved pages: saving, listing, removing and bringing them up to date, with
 * the Cache API (never localStorage). A saved page is its prerendered HTML plus every file it needs (its route
 * data, the bundle's scripts it loads, its images), kept in one cache (src/app/offline-names.ts: savedCacheName) that the
 * service worker reads when the network is out. Scripts and images shared by several saved pages are kept once.
 *
 * A page counts as saved only when its HTML is in the cache, and the HTML is written last: a save that fails part
 * way (no signal, a full device) puts back what was there before, so nothing half-saved ever shows as saved.
 */
import type { SiteManifest } from '../../generated/manifest.ts'
import { canonicalPath, routeDataUrl } from '../../app/paths.ts'
import { savedCacheName, savedHeaders } from '../../app/offline-names.ts'
import { offlinePagePath, runtimeCachePrefix, runtimeCaches } from './worker-names.ts'
import { filesOfPage, pagePathOf, titleOfHtml } from './page-files.ts'

import { sizeText } from './page-files.ts'

/** Why a page could not be saved: the browser offers no Cache API, the device is full, or anything else failed. */
export type SaveProblem = 'unavailable' | 'quota' | 'failed'

/** A saved page as the lists show it. */
export interface SavedPage {
  /** Its canonical path ("/eat-well/meal-planning/week-1"). */
  path: string
  title: string
  /** When it was saved (ISO time). */
  savedAt: string
  /** Everything it needs, in bytes (files it shares with other saved pages counted for each). */
  bytes: number
}

/** A page the service worker kept from browsing (not saved by the reader), which also opens offline for a while. */
export interface RecentPage {
  path: string
  title: string
}

/** What the store uses from the browser; the unit tests pass fakes. */
export interface StoreEnvironment {
  caches: CacheStorage
  fetch: (input: string, init?: RequestInit) => Promise<Response>
  /** The site's origin ("https://sevenwells.org"). */
  origin: string
  now: () => Date
  /** navigator.storage.estimate, where the browser has it. */
  estimate?: () => Promise<{ quota?: number; usage?: number }>
  /** navigator.storage.persist, where the browser has it: asks that saved pages not be cleared under pressure. */
  persist?: () => Promise<boolean>
  /**
   * Whether a service worker will serve saved pages offline (without one, a saved page could not open, so nothing
   * is saved). Undefined: assume yes.
   */
  workerReady?: () => Promise<boolean>
}

/** The outcome of a save: the saved page, or why nothing was saved. */
export type SaveResult = { ok: true; page: SavedPage } | { ok: false; problem: SaveProblem }

/** Every saved page, newest first, and the bytes they take together (shared files counted once). */
export interface SavedList {
  pages: SavedPage[]
  totalBytes: number
}

/** Headers that describe the bytes on the wire, not the body a Response holds once fetched. */
const wireHeaders = ['content-encoding', 'content-length', 'transfer-encoding']

function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError'
}

/** A fresh, complete copy of this site's own file: 200, not redirected, not another origin's. */
function isUsable(response: Response): boolean {
  return response.status === 200 && !response.redirected && (response.type === 'basic' || response.type === 'default')
}

/** A response holding `body` with the original's status and headers, minus those about the wire, plus `extra`. */
function storedCopy(original: Response, body: Blob, extra: Record<string, string> = {}): Response {
  const headers = new Headers(original.headers)
  for (const name of wireHeaders) headers.delete(name)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return new Response(body, { status: original.status, statusText: original.statusText, headers })
}

/** The first part of a stored page, enough to hold its `<title>`, without reading the whole page. */
async function headOf(response: Response, limit = 16_384): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let text = ''
  while (text.length < limit && !/<\/title>/i.test(text)) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  // Not awaited: cancelling one branch of a cloned body settles only when the other branch is done too.
  reader.cancel().catch(() => undefined)
  return text
}

/** Saved pages, removal and refreshing over one {@link StoreEnvironment}. */
export function createSavedStore(env: StoreEnvironment) {
  const urlOf = (path: string) => new URL(path, env.origin).href
  let queue: Promise<unknown> = Promise.resolve()

  /** Runs changes one at a time, so a save and a removal never interleave. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  async function savedCache(): Promise<Cache | undefined> {
    return (await env.caches.has(savedCacheName)) ? env.caches.open(savedCacheName) : undefined
  }

  /** The saved pages' HTML responses (entries carrying the saved-at header), by key URL. */
  async function savedEntries(cache: Cache): Promise<{ request: Request; response: Response }[]> {
    const entries: { request: Request; response: Response }[] = []
    for (const request of await cache.keys()) {
      const response = await cache.match(request, { ignoreVary: true })
      if (response?.headers.has(savedHeaders.savedAt)) entries.push({ request, response })
    }
    return entries
  }

  async function describe(request: Request, response: Response): Promise<SavedPage> {
    const path = pagePathOf(request.url, env.origin)
    return {
      path,
      title: titleOfHtml(await headOf(response)) ?? path,
      savedAt: response.headers.get(savedHeaders.savedAt) ?? '',
      bytes: Number(response.headers.get(savedHeaders.bytes)) || 0,
    }
  }

  /**
   * Deletes every file no saved page needs any more; deletes the cache itself when no page is saved, so "Remove"
   * on the last page leaves nothing behind.
   */
  async function collectGarbage(cache: Cache): Promise<void> {
    const pages = await savedEntries(cache)
    if (pages.length === 0) {
      await env.caches.delete(savedCacheName)
      return
    }
    const needed = new Set<string>()
    for (const { request, response } of pages) {
      needed.add(request.url)
      for (const file of filesOfPage(await response.clone().text(), pagePathOf(request.url, env.origin))) needed.add(urlOf(file))
    }
    for (const request of await cache.keys()) if (!needed.has(request.url)) await cache.delete(request)
  }

  /** Fetches the page and its files, all or nothing. @throws when any of them cannot be fetched complete. */
  async function download(path: string): Promise<{ url: string; response: Response; body: Blob }[]> {
    const pageResponse = await env.fetch(urlOf(path), { cache: 'no-cache', credentials: 'same-origin' })
    if (!isUsable(pageResponse) || !(pageResponse.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(`${path} answered ${pageResponse.status}`)
    }
    const pageBody = await pageResponse.blob()
    const files = filesOfPage(await pageBody.text(), path)
    const fetched = await Promise.all(
      files.map(async (file) => {
        const response = await env.fetch(urlOf(file), { credentials: 'same-origin' })
        if (!isUsable(response)) throw new Error(`${file} answered ${response.status}`)
        return { url: urlOf(file), response, body: await response.blob() }
      }),
    )
    return [...fetched, { url: urlOf(path), response: pageResponse, body: pageBody }]
  }

  /**
   * Saves the page at `path` (any URL of this site's page; its query and fragment are dropped) with everything it
   * needs, replacing an older copy. Needs the network. On failure nothing changes: what was saved before stays.
   */
  function save(path: string): Promise<SaveResult> {
    return exclusive(async (): Promise<SaveResult> => {
      const pagePath = canonicalPath(path)
      if (env.workerReady && !(await env.workerReady().catch(() => false))) return { ok: false, problem: 'unavailable' }
      let files: { url: string; response: Response; body: Blob }[]
      try {
        files = await download(pagePath)
      } catch {
        return { ok: false, problem: 'failed' }
      }
      const bytes = files.reduce((sum, file) => sum + file.body.size, 0)
      try {
        const estimate = await env.estimate?.()
        if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < bytes) {
          return { ok: false, problem: 'quota' }
        }
      } catch {
        // No estimate: try anyway; a full device still fails the write below, cleanly.
      }
      const savedAt = env.now().toISOString()
      let cache: Cache
      try {
        cache = await env.caches.open(savedCacheName)
      } catch (error) {
        return { ok: false, problem: isQuotaError(error) ? 'quota' : 'unavailable' }
      }
      const previous = new Map<string, Response | undefined>()
      for (const file of files) previous.set(file.url, await cache.match(file.url, { ignoreVary: true }))
      try {
        // The page's HTML is the last file in the list: it is what makes the page count as saved.
        for (const [index, file] of files.entries()) {
          const last = index === files.length - 1
          const extra: Record<string, string> = last ? { [savedHeaders.savedAt]: savedAt, [savedHeaders.bytes]: String(bytes) } : {}
          await cache.put(file.url, storedCopy(file.response, file.body, extra))
        }
      } catch (error) {
        // Put back exactly what was there: the older copy, or nothing.
        for (const [url, response] of previous) {
          try {
            if (response) await cache.put(url, response)
            else await cache.delete(url)
          } catch {
            // Best effort; an orphan file is not a saved page and is collected later.
          }
        }
        await collectGarbage(cache).catch(() => undefined)
        return { ok: false, problem: isQuotaError(error) ? 'quota' : 'failed' }
      }
      await collectGarbage(cache).catch(() => undefined)
      env.persist?.().catch(() => undefined)
      const page = files.at(-1)
      const title = (page ? titleOfHtml(await page.body.text()) : undefined) ?? pagePath
      return { ok: true, page: { path: pagePath, title, savedAt, bytes } }
    })
  }

  /** The saved page at `path`, or undefined when it is not saved. */
  async function find(path: string): Promise<SavedPage | undefined> {
    const cache = await savedCache()
    const response = await cache?.match(urlOf(canonicalPath(path)), { ignoreVary: true })
    if (!response?.headers.has(savedHeaders.savedAt)) return undefined
    return describe(new Request(urlOf(canonicalPath(path))), response)
  }

  /** Every saved page, newest first, and their total size on the device. */
  async function list(): Promise<SavedList> {
    const cache = await savedCache()
    if (!cache) return { pages: [], totalBytes: 0 }
    const pages = await Promise.all((await savedEntries(cache)).map(({ request, response }) => describe(request, response)))
    let totalBytes = 0
    for (const request of await cache.keys()) totalBytes += (await (await cache.match(request, { ignoreVary: true }))?.blob())?.size ?? 0
    pages.sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.title.localeCompare(b.title))
    return { pages, totalBytes }
  }

  /**
   * Removes the saved page at `path` and the files only it needed; also drops the copy the service worker kept from
   * browsing, so the page really is off this device. Returns false when the browser refused.
   */
  function remove(path: string): Promise<boolean> {
    return exclusive(async () => {
      const pagePath = canonicalPath(path)
      const urls = [urlOf(pagePath), urlOf(routeDataUrl(pagePath))]
      try {
        for (const name of await env.caches.keys()) {
          if (name !== savedCacheName && !name.startsWith(runtimeCachePrefix)) continue
          const cache = await env.caches.open(name)
          for (const url of urls) await cache.delete(url, { ignoreSearch: true, ignoreVary: true })
          if (name === savedCacheName) await collectGarbage(cache)
        }
        return true
      } catch {
        return false
      }
    })
  }

  /** Pages kept from browsing that open offline too (not the saved ones, not the offline page), A to Z. */
  async function recent(): Promise<RecentPage[]> {
    if (!(await env.caches.has(runtimeCaches.pages))) return []
    const cache = await env.caches.open(runtimeCaches.pages)
    const savedFiles = await savedCache()
    const saved = new Set(savedFiles ? (await savedEntries(savedFiles)).map(({ request }) => pagePathOf(request.url, env.origin)) : [])
    const pages: RecentPage[] = []
    for (const request of await cache.keys()) {
      const path = pagePathOf(request.url, env.origin)
      if (saved.has(path) || path === offlinePagePath || pages.some((page) => page.path === path)) continue
      const response = await cache.match(request, { ignoreVary: true })
      if (!response || !(response.headers.get('content-type') ?? '').includes('text/html')) continue
      pages.push({ path, title: titleOfHtml(await headOf(response)) ?? path })
    }
    return pages.sort((a, b) => a.title.localeCompare(b.title))
  }

  /**
   * Saves the page again when its copy on the server changed since it was saved (another ETag or Last-Modified, as
   * after a new deployment). A page that cannot be checked or saved again stays as it was saved, and still opens.
   * @returns 'refreshed', 'unchanged', or 'offline' when the server could not be asked.
   */
  async function refreshPage(request: Request, response: Response): Promise<'refreshed' | 'unchanged' | 'offline'> {
    let current: Response
    try {
      current = await env.fetch(request.url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' })
    } catch {
      return 'offline'
    }
    if (current.status !== 200) return 'unchanged'
    const changed = ['etag', 'last-modified'].some((name) => {
      const now = current.headers.get(name)
      return now !== null && now !== response.headers.get(name)
    })
    return changed && (await save(pagePathOf(request.url, env.origin))).ok ? 'refreshed' : 'unchanged'
  }

  /**
   * Brings saved pages up to date with the site (all of them, or the one at `path`): each whose copy on the server
   * changed is saved again. Stops at the first network failure.
   * @returns how many pages were saved again.
   */
  async function refresh(path?: string): Promise<number> {
    const cache = await savedCache()
    if (!cache) return 0
    let refreshed = 0
    for (const { request, response } of await savedEntries(cache)) {
      if (path !== undefined && pagePathOf(request.url, env.origin) !== canonicalPath(path)) continue
      const outcome = await refreshPage(request, response)
      if (outcome === 'offline') break
      if (outcome === 'refreshed') refreshed++
    }
    return refreshed
  }

  return { save, find, list, remove, recent, refresh }
}

/** How long a save waits for the service worker to be registered (the page registers it when idle). */
const workerWaitMs = 5000

async function workerReady(): Promise<boolean> {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  if (!container) return false
  if (await container.getRegistration()) return true
  return Promise.race([
    container.ready.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), workerWaitMs)),
  ])
}

/** The store over the browser's own caches; undefined where the browser has no Cache API (or blocks it). */
export function browserStore(): ReturnType<typeof createSavedStore> | undefined {
  if (typeof window === 'undefined' || typeof caches === 'undefined') return undefined
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  return createSavedStore({
    caches,
    fetch: (input, init) => fetch(input, init),
    origin: window.location.origin,
    now: () => new Date(),
    ...(storage?.estimate ? { estimate: () => storage.estimate() } : {}),
    ...(storage?.persist ? { persist: () => storage.persist() } : {}),
    workerReady,
  })
}

/** The save button's words (site.json's toolText.saveOffline). */
type SaveWords = SiteManifest['toolText']['saveOffline']

/** What the save button shows after an action: its state and the sentence for its status line. */
export interface ButtonOutcome {
  kind: 'idle' | 'saved' | 'done'
  message: string
}

/**
 * The save button's actions, here so the button's own chunk stays small (it loads this module only when needed):
 * `check` whether the page is saved, `save` it, or `remove` it, each with the words to show. Never throws.
 */
export async function saveButtonAction(action: 'check' | 'save' | 'remove', path: string, words: SaveWords, lang: string): Promise<ButtonOutcome> {
  const store = browserStore()
  if (!store) return { kind: 'idle', message: words.unavailable }
  try {
    if (action === 'remove') {
      return (await store.remove(path)) ? { kind: 'done', message: words.removed } : { kind: 'saved', message: words.removeFailed }
    }
    // A saved page shown online is first brought up to date, so its copy follows the site.
    if (action === 'check' && navigator.onLine) await store.refresh(path)
    const result = action === 'save' ? await store.save(path) : await store.find(path).then((page) => (page ? { ok: true as const, page } : undefined))
    if (!result) return { kind: 'idle', message: '' }
    return result.ok ? { kind: 'saved', message: sizeText(words.saved, result.page.bytes, lang) } : { kind: 'idle', message: words[result.problem] }
  } catch {
    return action === 'remove' ? { kind: 'saved', message: words.removeFailed } : { kind: 'idle', message: words.failed }
  }
}
