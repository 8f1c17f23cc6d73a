/**
 * An in-memory stand-in for the browser's CacheStorage (caches) in Node, for the offline store's and the service
 * worker's unit tests: named caches of Responses keyed by URL, with the query options the code uses (ignoreSearch,
 * cacheName). `failPutAfter` makes the n-th next put (0 = the very next one) throw a QuotaExceededError, as a full
 * device does; puts before it succeed.
 */

function urlOf(request: RequestInfo | URL): string {
  return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
}

function withoutSearch(url: string): string {
  const parsed = new URL(url)
  parsed.search = ''
  return parsed.href
}

export class FakeCache implements Cache {
  readonly entries = new Map<string, Response>()

  constructor(private readonly storage: FakeCacheStorage) {}

  private find(request: RequestInfo | URL, options?: CacheQueryOptions): string | undefined {
    const url = urlOf(request)
    if (this.entries.has(url)) return url
    if (!options?.ignoreSearch) return undefined
    return [...this.entries.keys()].find((key) => withoutSearch(key) === withoutSearch(url))
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const key = this.find(request, options)
    return key === undefined ? undefined : this.entries.get(key)?.clone()
  }

  async matchAll(): Promise<readonly Response[]> {
    return [...this.entries.values()].map((response) => response.clone())
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.storage.beforePut()
    // Like the browser, store the whole body (reading it here also fails a body that was already used).
    const body = await response.arrayBuffer()
    this.entries.set(urlOf(request), new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }))
  }

  async add(): Promise<void> {
    throw new Error('not used')
  }

  async addAll(): Promise<void> {
    throw new Error('not used')
  }

  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    let deleted = false
    for (const key of [...this.entries.keys()]) {
      const same = key === urlOf(request) || (options?.ignoreSearch === true && withoutSearch(key) === withoutSearch(urlOf(request)))
      if (same) deleted = this.entries.delete(key) || deleted
    }
    return deleted
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
}

export class FakeCacheStorage implements CacheStorage {
  readonly caches = new Map<string, FakeCache>()
  /** Puts left before one fails with QuotaExceededError; undefined: none fails. */
  failPutAfter: number | undefined

  beforePut(): void {
    if (this.failPutAfter === undefined) return
    if (this.failPutAfter === 0) {
      this.failPutAfter = undefined
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    this.failPutAfter--
  }

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name)
    if (!cache) {
      cache = new FakeCache(this)
      this.caches.set(name, cache)
    }
    return cache
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }

  async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName !== undefined ? [options.cacheName] : [...this.caches.keys()]
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request, options)
      if (found) return found
    }
    return undefined
  }

  /** Every cache's URLs and bodies, for comparing states. */
  async snapshot(): Promise<Record<string, Record<string, string>>> {
    const out: Record<string, Record<string, string>> = {}
    for (const [name, cache] of this.caches) {
      out[name] = {}
      for (const [url, response] of cache.entries) out[name][url] = await response.clone().text()
    }
    return out
  }
}
