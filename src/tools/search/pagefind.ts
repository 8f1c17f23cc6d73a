/**
 * The Pagefind JavaScript API, loaded on demand from the build's /pagefind/ folder (written by the prerender step
 * with Pagefind's Node API). Only the pages that search load it; its WebAssembly needs the CSP's
 * 'wasm-unsafe-eval', which the server sends on /search and /pagefind/* only.
 */

/** Filter values per filter name, in Pagefind's form: `{ well: { any: ["Eat Well"] } }`. */
export type PagefindFilters = Record<string, { any: string[] }>

/** Counts of results per value of each filter, as Pagefind reports them. */
export type FilterCounts = Record<string, Record<string, number>>

/** One matching section of a page (a heading with an id), as Pagefind reports it. */
export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  /** The heading the section starts at, with its position in the page's content (in words). */
  anchor?: PagefindAnchor
}

/** A heading with an id, and where it starts in the page's content, counted in words. */
export interface PagefindAnchor {
  /** The heading's tag name, such as "h2". */
  element?: string
  id: string
  text: string
  location: number
}

/** A page's data, loaded per result. */
export interface PagefindResultData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  sub_results: PagefindSubResult[]
  /** The page's indexed text, words separated by white space. */
  content?: string
  /** Every heading with an id on the page, in page order. */
  anchors?: PagefindAnchor[]
}

/** One result of a search; its data is loaded only when asked for (about 2 KB each). */
export interface PagefindResult {
  id: string
  score: number
  /** Where the page says the words searched: word positions in its indexed text (as `content` counts them). */
  words?: number[]
  data(): Promise<PagefindResultData>
}

/** What one Pagefind search returns. */
export interface PagefindSearch {
  results: PagefindResult[]
  unfilteredResultCount: number
  /** Counts per filter value among these results. */
  filters: FilterCounts
}

/** The part of Pagefind's API the site uses. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string | null, options?: { filters?: PagefindFilters }): Promise<PagefindSearch>
}

function isPagefind(value: unknown): value is Pagefind {
  if (typeof value !== 'object' || value === null) return false
  return ['options', 'init', 'search'].every((name) => name in value && typeof Reflect.get(value, name) === 'function')
}

/** Where the build puts Pagefind's files. */
export const pagefindPath = '/pagefind/pagefind.js'

/**
 * Pagefind's ranking, changed from its defaults in one place: `termSimilarity` 6 (default 1) ranks a page that has
 * the word searched above one that only has a longer word starting with it, so "chemo" prefers pages that say
 * "chemo" and a typo's accidental prefix match ranks low. Measured on the dev half of
 * tests/golden/search-queries.json (top-3 recall 87.8% with the defaults, 90.5% with this).
 */
export const pagefindRanking: Readonly<Record<string, number>> = { termSimilarity: 6 }

/** The options every search of the site uses (the tests load Pagefind in Node with these too). */
export const pagefindOptions = { excerptLength: 24, ranking: pagefindRanking }

let loading: Promise<Pagefind> | undefined

/**
 * Loads and initialises Pagefind once per page.
 * @throws (rejects) when the index is missing, damaged or blocked (offline, an old CSP): the caller shows the A to
 *   Z list instead. A later call tries again.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const module: unknown = await import(/* @vite-ignore */ pagefindPath)
    if (!isPagefind(module)) throw new Error(`${pagefindPath} is not Pagefind's API`)
    await module.options(pagefindOptions)
    await module.init()
    return module
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
