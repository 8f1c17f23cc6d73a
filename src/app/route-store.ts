import type { RouteData } from './page-payload.ts'
import { preloadBlocks } from '../blocks/preload-blocks.ts'
import { canonicalPath, routeDataUrl } from './paths.ts'
import { learnWrittenDates } from '../ui/readable-date.ts'

/**
 * Fetches one route's data. Resolves to the route and its library entries, or to `null` when no route has
 * that path. Rejects when the data could not be loaded (offline, server error): the caller falls back to a
 * page load.
 */
export type RouteLoader = (path: string) => Promise<RouteData | null>

/** What the store knows of a path: its route data, that it has none, or nothing yet. */
export type RouteLookup = { status: 'found'; data: RouteData } | { status: 'missing' } | { status: 'unknown' }

/**
 * The routes this browser tab has seen, keyed by canonical path. It starts with the prerendered page's own
 * route and grows one route per client-side navigation, so no page ever ships the whole manifest.
 */
export class RouteStore {
  private readonly found = new Map<string, RouteData>()
  private readonly missing = new Set<string>()
  private readonly inFlight = new Map<string, Promise<void>>()

  constructor(private readonly loader: RouteLoader) {}

  /** Records what the prerendered page already knows: the data of the route at `path`, or that it has none. */
  seed(path: string, data: RouteData | null): void {
    if (data) this.found.set(canonicalPath(data.route.path), data)
    else this.missing.add(canonicalPath(path))
  }

  lookup(path: string): RouteLookup {
    const key = canonicalPath(path)
    const data = this.found.get(key)
    if (data) return { status: 'found', data }
    return this.missing.has(key) ? { status: 'missing' } : { status: 'unknown' }
  }

  /**
   * Forgets every route and loads the one at `path` again. The dev server calls it after site.json changes, so
   * the page re-renders in place with the new content.
   * @throws (rejects) with the loader's error when the data could not be fetched.
   */
  async refresh(path: string): Promise<void> {
    this.found.clear()
    this.missing.clear()
    await this.load(path)
  }

  /** Every route loaded so far, with its library entries, in the order first seen. */
  knownRoutes(): RouteData[] {
    return [...this.found.values()]
  }

  /**
   * Loads the route at `path` once, however often it is asked for while in flight.
   * @throws (rejects) with the loader's error when the data could not be fetched.
   */
  load(path: string): Promise<void> {
    const key = canonicalPath(path)
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const request = this.loader(key)
      .then((data) => this.seed(key, data))
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, request)
    return request
  }
}

function isRouteData(value: unknown): value is RouteData {
  if (typeof value !== 'object' || value === null) return false
  const candidate: { route?: unknown; library?: unknown } = value
  if (typeof candidate.route !== 'object' || candidate.route === null) return false
  if (typeof candidate.library !== 'object' || candidate.library === null) return false
  const route: { path?: unknown; title?: unknown; blocks?: unknown } = candidate.route
  return typeof route.path === 'string' && typeof route.title === 'string' && Array.isArray(route.blocks)
}

/**
 * Fetches a route's data file from the build (see routeDataUrl), without loading its blocks' chunks: what the
 * prerendered page needs, since its interactive blocks load their chunks as they hydrate (see BlockSlot).
 * Resolves to null when there is no such route (404).
 * @throws (rejects) on any other failure, or a body that is not route data.
 */
export async function fetchPageData(path: string): Promise<RouteData | null> {
  const response = await fetch(routeDataUrl(path), { headers: { accept: 'application/json' } })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`Loading ${routeDataUrl(path)} failed with HTTP ${response.status}`)
  const data: unknown = await response.json()
  if (!isRouteData(data)) throw new Error(`${routeDataUrl(path)} is not route data`)
  learnWrittenDates(data.dates)
  return data
}

/**
 * The browser's {@link RouteLoader} for client-side navigation: the route's data (see fetchPageData), then the
 * chunks of its interactive blocks, so the route renders at once when it is shown.
 * 404 means no such route; any other failure (data or chunk), or a body that is not route data, rejects.
 */
export const fetchRouteData: RouteLoader = async (path) => {
  const data = await fetchPageData(path)
  if (data) await preloadBlocks(data.route.blocks)
  return data
}
