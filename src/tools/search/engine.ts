/**
 * Site search on top of Pagefind: what a reader types becomes Pagefind searches, and their results become hits
 * with plain-text excerpts. Shared by the search block and anything else that searches the site's pages.
 *
 * Pagefind returns only pages that contain every word searched. Readers type sentences ("cant stop throwing up
 * after chemo"), so filler words listed in site.json are dropped first; if the remaining words still match no
 * page together, each word is searched alone and pages are ranked by how many of the words they match.
 */
import { parseExcerpt, type ExcerptPiece } from './excerpt.ts'
import { withoutKeywords } from './keyword-marks.ts'
import type { Pagefind, PagefindFilters, PagefindResult, PagefindResultData, PagefindSearch, PagefindSubResult } from './pagefind.ts'

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
  /**
   * The section's own words from the start, after its heading and without the search keywords, cut at
   * {@link sectionTextWords} words ('…' marks a cut): the section as a reader sees it, for quoting.
   */
  text: string
}

/** Most words of a section kept in {@link SectionHit.text}. */
export const sectionTextWords = 60

/** The words of a section: from its heading's position to the next heading's, heading and keywords left out. */
function sectionText(data: PagefindResultData, anchor: PagefindSubResult['anchor']): string {
  if (!anchor || !data.content) return ''
  const words = data.content.split(/\s+/)
  const next = (data.anchors ?? []).map((other) => other.location).filter((location) => location > anchor.location)
  const end = next.length > 0 ? Math.min(...next) : words.length
  const headingWords = anchor.text.trim().split(/\s+/).filter(Boolean).length
  const own = withoutKeywords(words.slice(anchor.location + headingWords, end).join(' ')).split(/\s+/).filter(Boolean)
  return own.length > sectionTextWords ? `${own.slice(0, sectionTextWords).join(' ')}…` : own.join(' ')
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
  /** How many of the searched words the page matched (all of them unless the search was broadened). */
  matched: number
}

/** What a search found. */
export interface SearchOutcome {
  hits: SearchHit[]
  /** Number of pages found (hits holds at most the number asked for; when broadened, the pages shown). */
  total: number
  /** Pages found per well with the audience filters applied (and per audience with the well filters applied). */
  wellCounts: Record<string, number>
  audienceCounts: Record<string, number>
  /** True when the words did not all match one page and pages matching some of them are shown. */
  broadened: boolean
  /** The words searched (filler words dropped). */
  words: string[]
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

/** Whether a sub-result is a section below the top of the page: a heading with an id other than the page's h1. */
function isSection(section: PagefindSubResult, pageUrl: string): boolean {
  return section.url !== pageUrl && section.url.includes('#') && section.anchor?.element !== 'h1'
}

/** A page found, from its loaded data; `sections` are its matching sections in the order to show them. */
function hitFromData(data: PagefindResultData, matched: number, sections: readonly PagefindSubResult[] = data.sub_results): SearchHit {
  const pageUrl = data.url
  return {
    url: pageUrl,
    title: data.meta.title ?? pageUrl,
    ...(data.filters.well?.[0] ? { well: data.filters.well[0] } : {}),
    audiences: data.filters.audience ?? [],
    ...(data.meta.reviewed ? { reviewed: data.meta.reviewed } : {}),
    excerpt: parseExcerpt(data.excerpt),
    sections: sections
      .filter((section) => isSection(section, pageUrl))
      .slice(0, 3)
      .map((section) => ({
        title: section.title,
        url: section.url,
        excerpt: parseExcerpt(section.excerpt),
        text: sectionText(data, section.anchor),
      })),
    matched,
  }
}

async function hitFor(result: PagefindResult, matched: number): Promise<SearchHit> {
  return hitFromData(await result.data(), matched)
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
async function broadSearch(
  pagefind: Pagefind,
  words: readonly string[],
  filters: PagefindFilters,
): Promise<{ result: PagefindResult; matched: number }[]> {
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
  if (words.length === 0) return { hits: [], total: 0, wellCounts: {}, audienceCounts: {}, broadened: false, words }
  const term = words.join(' ')
  const all = filtersFor(request, { wells: true, audiences: true })
  const main = await pagefind.search(term, { filters: all })
  if (main.results.length > 0 || words.length < 2) {
    const [wellCounts, audienceCounts, hits] = await Promise.all([
      countsFor(pagefind, term, request, 'well'),
      countsFor(pagefind, term, request, 'audience'),
      Promise.all(main.results.slice(0, limit).map((result) => hitFor(result, words.length))),
    ])
    return { hits, total: main.results.length, wellCounts, audienceCounts, broadened: false, words }
  }
  // No page has every word: the best partial matches are shown (at most `limit`), and since Pagefind cannot count a
  // union of searches, the counts are of those pages. Reading each page's data costs about 2 kB, so no more are read.
  const [ranked, forWells, forAudiences] = await Promise.all([
    broadSearch(pagefind, words, all),
    request.wells.length > 0 ? broadSearch(pagefind, words, filtersFor(request, { wells: false, audiences: true })) : undefined,
    request.audiences.length > 0 ? broadSearch(pagefind, words, filtersFor(request, { wells: true, audiences: false })) : undefined,
  ])
  const load = (entry: { result: PagefindResult; matched: number }) => hitFor(entry.result, entry.matched)
  const hits = await Promise.all(ranked.slice(0, limit).map(load))
  const wellHits = forWells ? await Promise.all(forWells.slice(0, limit).map(load)) : hits
  const audienceHits = forAudiences ? await Promise.all(forAudiences.slice(0, limit).map(load)) : hits
  return {
    hits,
    total: hits.length,
    wellCounts: countHits(wellHits, 'well'),
    audienceCounts: countHits(audienceHits, 'audience'),
    broadened: true,
    words,
  }
}

/** A page found for a question, with how much of the question it covers. */
export interface AnswerHit extends SearchHit {
  /**
   * The share of the question the page matches, from 0 to 1: each searched word counts by how rare it is among
   * the pages (a word most pages have counts little), so 0.3 means the page matches words worth 30% of the question.
   */
  relevance: number
}

/** What {@link findAnswers} found. */
export interface AnswerOutcome {
  hits: AnswerHit[]
  /** The words searched (filler words dropped). */
  words: string[]
}

/**
 * Finds the pages that best answer a question typed as a sentence (Shelby's answers), rather than pages that
 * contain every word as {@link runSearch} does. Each word is searched alone; a page earns, for each word it
 * matches, that word's rarity (ln(1 + pages / pages with the word)) times how strongly it matches compared with
 * the best page for that word, so "nauseus all the time since treatment started" ranks the page that is about
 * the rare word "nauseus" above pages that only share the common ones. Filters in `request.require` (and any
 * wells or audiences) limit the pages.
 * @throws (rejects) when Pagefind fails (a damaged index).
 */
export async function findAnswers(
  pagefind: Pagefind,
  request: SearchRequest,
  { ignoreWords = [], limit = 5 }: { ignoreWords?: readonly string[]; limit?: number } = {},
): Promise<AnswerOutcome> {
  const words = [...new Set(searchWords(request.query, ignoreWords).map((word) => word.toLowerCase()))]
  if (words.length === 0) return { hits: [], words }
  const filters = filtersFor(request, { wells: true, audiences: true })
  const [everything, ...searches] = await Promise.all([
    pagefind.search(null, { filters }),
    ...words.map((word) => pagefind.search(word, { filters })),
  ])
  const pageCount = Math.max(everything.results.length, 1)
  type Found = { result: PagefindResult; rarity: number }
  const pages = new Map<string, { found: Found[]; weight: number }>()
  let totalWeight = 0
  for (const search of searches) {
    const rarity = Math.log(1 + pageCount / Math.max(search.results.length, 1))
    totalWeight += rarity
    const best = Math.max(0, ...search.results.map((result) => result.score))
    for (const result of search.results) {
      const entry = pages.get(result.id) ?? { found: [], weight: 0 }
      entry.found.push({ result, rarity })
      entry.weight += rarity * (0.5 + (best > 0 ? (0.5 * result.score) / best : 0))
      pages.set(result.id, entry)
    }
  }
  const ranked = [...pages.values()].sort((a, b) => b.weight - a.weight).slice(0, limit)
  const hits = await Promise.all(
    ranked.map(async (entry) => {
      // Each word's search found its own sections of the page: a section earns the rarity of each word it holds.
      // Pagefind hands back one shared object per page and rewrites its sections on each data() call: load the
      // words one after the other and copy each word's sections at once.
      const loaded: { data: PagefindResultData; sections: PagefindSubResult[]; rarity: number }[] = []
      for (const { result, rarity } of entry.found) {
        const data = await result.data()
        loaded.push({ data, sections: [...data.sub_results], rarity })
      }
      const sections = new Map<string, { section: PagefindSubResult; score: number; order: number }>()
      for (const { sections: found, rarity } of loaded) {
        for (const section of found) {
          const known = sections.get(section.url) ?? { section, score: 0, order: section.anchor?.location ?? 0 }
          known.score += rarity
          sections.set(section.url, known)
        }
      }
      const order = [...sections.values()].sort((a, b) => b.score - a.score || a.order - b.order).map((known) => known.section)
      const [first] = loaded
      if (!first) return undefined
      return { ...hitFromData(first.data, entry.found.length, order), relevance: totalWeight > 0 ? entry.weight / totalWeight : 0 }
    }),
  )
  // Every ranked page was found by at least one word, so none is left out here.
  return { hits: hits.filter((hit) => hit !== undefined), words }
}
