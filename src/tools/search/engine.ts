/**
 * Site search on top of Pagefind: what a reader types becomes Pagefind searches, and their results become hits
 * with plain-text excerpts. Shared by the search block and anything else that searches the site's pages.
 *
 * Pagefind returns only pages that contain every word searched. Readers type sentences ("cant stop throwing up
 * after chemo"), so filler words listed in site.json are dropped first; if the remaining words still match no
 * page together, each word is searched alone and pages are ranked by how many of the words they match.
 */
import { parseExcerpt, type ExcerptPiece } from './excerpt.ts'
import type { Pagefind, PagefindFilters, PagefindResult, PagefindSearch } from './pagefind.ts'

/** Longest query searched, in characters; the rest is dropped (and the reader told). */
export const maxQueryChars = 200

/** What to search: the reader's words and the filter values chosen (none chosen means all). */
export interface SearchRequest {
  query: string
  wells: readonly string[]
  audiences: readonly string[]
  /** Every well filter value and every audience value, to count results per value (no counts without them). */
  allWells?: readonly string[]
  allAudiences?: readonly string[]
  /** Further filters every search must satisfy, e.g. `{ health: ['yes'] }` for reviewed health pages only. */
  require?: Readonly<Record<string, readonly string[]>>
}

/** A matching section of a page: its heading, its link (with #id) and its excerpt. */
export interface SectionHit {
  title: string
  url: string
  excerpt: ExcerptPiece[]
}

/** One page found. */
export interface SearchHit {
  url: string
  title: string
  /** The page's well filter value (a navigation label, or the "outside the wells" value). */
  well?: string
  audiences: string[]
  /** The page's "Last reviewed" date, YYYY-MM-DD. */
  reviewed?: string
  excerpt: ExcerptPiece[]
  /** Up to three matching sections other than the top of the page, best first. */
  sections: SectionHit[]
}

/** What a search found. */
export interface SearchOutcome {
  hits: SearchHit[]
  /** Number of pages found (hits holds at most the number asked for). */
  total: number
  /** Pages found per well with the audience filters applied (and per audience with the well filters applied). */
  wellCounts: Record<string, number>
  audienceCounts: Record<string, number>
  /** True when the words did not all match one page and pages matching some of them are shown. */
  broadened: boolean
}

/**
 * The words worth searching: white space folded, at most {@link maxQueryChars} characters, filler words (from
 * site.json, compared without letter case or edge punctuation) dropped unless nothing else is left.
 */
export function searchWords(query: string, ignoreWords: readonly string[] = []): string[] {
  const words = [...query.trim()].slice(0, maxQueryChars).join('').split(/\s+/).filter(Boolean)
  const ignored = new Set(ignoreWords.map((word) => word.toLowerCase()))
  const bare = (word: string) => word.toLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
  const kept = words.filter((word) => bare(word) !== '' && !ignored.has(bare(word)))
  return kept.length > 0 ? kept : words
}

function filtersFor(request: SearchRequest, groups: { wells: boolean; audiences: boolean }): PagefindFilters {
  const filters: PagefindFilters = {}
  if (groups.wells && request.wells.length > 0) filters.well = { any: [...request.wells] }
  if (groups.audiences && request.audiences.length > 0) filters.audience = { any: [...request.audiences] }
  for (const [name, values] of Object.entries(request.require ?? {})) filters[name] = { any: [...values] }
  return filters
}

/**
 * Pagefind counts results per value only for the filters a search names, so the counting searches name the other
 * group's choice and every value of the counted group (every page has a well, so naming them all filters nothing).
 */
function countingFilters(request: SearchRequest, group: 'well' | 'audience'): PagefindFilters | undefined {
  const all = group === 'well' ? request.allWells : request.allAudiences
  if (!all?.length) return undefined
  const filters = filtersFor(request, { wells: group === 'audience', audiences: group === 'well' })
  filters[group] = { any: [...all] }
  return filters
}

async function countsFor(pagefind: Pagefind, term: string, request: SearchRequest, group: 'well' | 'audience'): Promise<Record<string, number>> {
  const filters = countingFilters(request, group)
  return filters ? countsOf(await pagefind.search(term, { filters }), group) : {}
}

function countsOf(search: PagefindSearch, name: string): Record<string, number> {
  return search.filters[name] ?? {}
}

async function hitFor(result: PagefindResult): Promise<SearchHit> {
  const data = await result.data()
  const pageUrl = data.url
  return {
    url: pageUrl,
    title: data.meta.title ?? pageUrl,
    ...(data.filters.well?.[0] ? { well: data.filters.well[0] } : {}),
    audiences: data.filters.audience ?? [],
    ...(data.meta.reviewed ? { reviewed: data.meta.reviewed } : {}),
    excerpt: parseExcerpt(data.excerpt),
    sections: data.sub_results
      .filter((section) => section.url !== pageUrl && section.url.includes('#'))
      .slice(0, 3)
      .map((section) => ({ title: section.title, url: section.url, excerpt: parseExcerpt(section.excerpt) })),
  }
}

/** How many of `hits` have each value of a filter group. */
function countHits(hits: readonly SearchHit[], group: 'well' | 'audience'): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const hit of hits) {
    for (const value of group === 'well' ? (hit.well ? [hit.well] : []) : hit.audiences) counts[value] = (counts[value] ?? 0) + 1
  }
  return counts
}

/** Searches each word alone and ranks pages by how many words they match, then by Pagefind's score. */
async function broadSearch(pagefind: Pagefind, words: readonly string[], filters: PagefindFilters): Promise<PagefindResult[]> {
  const searches = await Promise.all(words.map((word) => pagefind.search(word, { filters })))
  const merged = new Map<string, { result: PagefindResult; matched: number; score: number }>()
  for (const search of searches) {
    for (const result of search.results) {
      const entry = merged.get(result.id) ?? { result, matched: 0, score: 0 }
      entry.matched += 1
      entry.score += result.score
      merged.set(result.id, entry)
    }
  }
  // Pages that match only one word of many are noise: keep those within one word of the best match.
  const best = Math.max(0, ...[...merged.values()].map((entry) => entry.matched))
  return [...merged.values()]
    .filter((entry) => entry.matched >= Math.max(1, best - 1))
    .sort((a, b) => b.matched - a.matched || b.score - a.score)
    .map((entry) => entry.result)
}

/**
 * Runs a search and loads the data of the first `limit` hits.
 * @param ignoreWords filler words to leave out of the search (site.json's search block `ignoreWords`).
 * @throws (rejects) when Pagefind fails (a damaged index): the caller shows the "unavailable" state.
 */
export async function runSearch(
  pagefind: Pagefind,
  request: SearchRequest,
  { ignoreWords = [], limit = 10 }: { ignoreWords?: readonly string[]; limit?: number } = {},
): Promise<SearchOutcome> {
  const words = searchWords(request.query, ignoreWords)
  if (words.length === 0) return { hits: [], total: 0, wellCounts: {}, audienceCounts: {}, broadened: false }
  const term = words.join(' ')
  const all = filtersFor(request, { wells: true, audiences: true })
  const main = await pagefind.search(term, { filters: all })
  if (main.results.length > 0 || words.length < 2) {
    const [wellCounts, audienceCounts, hits] = await Promise.all([
      countsFor(pagefind, term, request, 'well'),
      countsFor(pagefind, term, request, 'audience'),
      Promise.all(main.results.slice(0, limit).map(hitFor)),
    ])
    return { hits, total: main.results.length, wellCounts, audienceCounts, broadened: false }
  }
  // No page has every word: rank pages by how many words they match. Counts come from the pages found (at most
  // 30 are read), since Pagefind cannot count a union of searches.
  const [ranked, forWells, forAudiences] = await Promise.all([
    broadSearch(pagefind, words, all),
    request.wells.length > 0 ? broadSearch(pagefind, words, filtersFor(request, { wells: false, audiences: true })) : undefined,
    request.audiences.length > 0 ? broadSearch(pagefind, words, filtersFor(request, { wells: true, audiences: false })) : undefined,
  ])
  const hits = await Promise.all(ranked.slice(0, Math.max(limit, 30)).map(hitFor))
  const wellHits = forWells ? await Promise.all(forWells.slice(0, 30).map(hitFor)) : hits
  const audienceHits = forAudiences ? await Promise.all(forAudiences.slice(0, 30).map(hitFor)) : hits
  return {
    hits: hits.slice(0, limit),
    total: ranked.length,
    wellCounts: countHits(wellHits, 'well'),
    audienceCounts: countHits(audienceHits, 'audience'),
    broadened: true,
  }
}
