/**
 * Site search on top of Pagefind: what a reader types becomes Pagefind searches, and their results become hits
 * with plain-text excerpts. Shared by the search block and anything else that searches the site's pages.
 *
 * Pagefind returns only pages that contain every word searched. Readers type sentences ("cant stop throwing up
 * after chemo"), so filler words listed in site.json are dropped first; if the remaining words still match no
 * page together, each word is searched alone and pages are ranked by how many of the words they match. Pages with
 * every word are ranked by Pagefind's score plus how close together they say the words (see proximityScore).
 */
import { parseExcerpt, type ExcerptPiece } from './excerpt.ts'
import { foldedWords, stemsOf } from '../shared/words.ts'
import { withoutKeywords } from './keyword-marks.ts'
import type { Pagefind, PagefindAnchor, PagefindFilters, PagefindResult, PagefindResultData, PagefindSearch, PagefindSubResult } from './pagefind.ts'

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
  /** Search the words exactly as typed, never a spelling correction of them (the reader asked). */
  asTyped?: boolean
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
export function sectionText(data: PagefindResultData, anchor: PagefindAnchor | undefined): string {
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
  /** True when few pages had all the words and pages with most of them follow (see {@link fewResults}). */
  partial?: boolean
  /** The words searched (filler words dropped). */
  words: string[]
  /**
   * Words searched that none of the pages shown says in any form (Pagefind matched them by their beginning only,
   * as it does for a typo): a sign the search found little.
   */
  unmatched: string[]
  /**
   * When the words as typed found little and a spelling correction found more: the corrected words, which these
   * results are for (the reader is told, and offered the words as typed).
   */
  corrected?: string
}

/**
 * A spelling corrector for searches that find little: ways to correct the words, best first, each the words with
 * those the site does not use replaced by close ones it does; empty (or undefined) when it changes nothing (see
 * spelling.ts, loaded only when needed).
 */
export type SpellingCorrector = (words: readonly string[]) => Promise<readonly (readonly string[])[] | undefined>

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

/** Pagefind filters for a request: the wells and audiences chosen (each group only when asked), and its `require`. */
export function filtersFor(request: SearchRequest, groups: { wells: boolean; audiences: boolean }): PagefindFilters {
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
export function hitFromData(data: PagefindResultData, matched: number, sections: readonly PagefindSubResult[] = data.sub_results): SearchHit {
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

/**
 * Searches each word alone and ranks pages by how many words they match, then by Pagefind's score. `searches`
 * are those searches when already made (one per word, with these filters).
 */
async function broadSearch(
  pagefind: Pagefind,
  words: readonly string[],
  filters: PagefindFilters,
  searches?: readonly PagefindSearch[],
): Promise<{ result: PagefindResult; matched: number }[]> {
  searches ??= await Promise.all(words.map((word) => pagefind.search(word, { filters })))
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
 * Runs a search and loads the data of the first `limit` hits. When the words find no page, or no page with all of
 * them, and `correct` offers other words (Pagefind does not correct spelling), those are searched too, and their
 * results are shown instead if they find pages with all the words (marked `corrected`), unless the request asks
 * for the words as typed.
 * @param ignoreWords filler words to leave out of the search (site.json's search block `ignoreWords`).
 * @param correct the spelling corrector; a corrector that fails (rejects) is ignored.
 * @throws (rejects) when Pagefind fails (a damaged index): the caller shows the "unavailable" state.
 */
export async function runSearch(
  pagefind: Pagefind,
  request: SearchRequest,
  { ignoreWords = [], limit = 10, correct }: { ignoreWords?: readonly string[]; limit?: number; correct?: SpellingCorrector } = {},
): Promise<SearchOutcome> {
  const words = searchWords(request.query, ignoreWords)
  const outcome = await searchFor(pagefind, request, words, limit)
  const findsLittle = outcome.total === 0 || outcome.broadened || outcome.unmatched.length > 0
  if (!correct || request.asTyped || words.length === 0 || !findsLittle) return outcome
  const alternatives = (await correct(words).catch(() => undefined)) ?? []
  const chosen = await bestCorrection(pagefind, request, alternatives, { ignoreWords, typed: words })
  if (!chosen) return outcome
  const better = await searchFor(pagefind, request, chosen.words, limit)
  const improves =
    better.total > 0 &&
    (outcome.total === 0 || (outcome.broadened && !better.broadened) || better.unmatched.length < outcome.unmatched.length)
  return improves ? { ...better, corrected: chosen.correction.join(' ') } : outcome
}

/**
 * Of the spelling corrections offered (best first), the one that goes best with the rest of the search: a word as
 * close to two site words ("moth": "month", "mouth") is read as the one whose pages say the other words most
 * ("dry moth"), as spelling checkers check their corrections against the index ("collation"). Each correction is
 * scored by the best Pagefind score the words typed right (`typed` that the correction keeps) get on a page that
 * has every word of the correction, filler words included; the score of the corrected word itself is left out, as
 * rare words score high and would win for being rare ("caner" is "cancer", not "canker"). With no such words to
 * judge by, or none meeting on a page, the first is kept. `words` are what is then searched: the correction
 * without its filler words (a typo can be corrected to one, "husand" to "husband", and it is dropped as it would
 * have been if typed). Costs one Pagefind search per correction, plus one, and loads no page.
 * @returns undefined when none is offered.
 */
async function bestCorrection(
  pagefind: Pagefind,
  request: SearchRequest,
  alternatives: readonly (readonly string[])[],
  { ignoreWords, typed }: { ignoreWords: readonly string[]; typed: readonly string[] },
): Promise<{ correction: readonly string[]; words: string[] } | undefined> {
  const candidates = alternatives.filter((words) => words.length > 0).map((correction) => ({ correction, words: searchWords(correction.join(' '), ignoreWords) }))
  const [first] = candidates
  const typedRight = new Set(typed.map((word) => word.toLowerCase()))
  const context = first?.correction.filter((word) => typedRight.has(word.toLowerCase())) ?? []
  if (candidates.length < 2 || context.length === 0) return first
  const filters = filtersFor(request, { wells: true, audiences: true })
  const contextScores = new Map((await pagefind.search(context.join(' '), { filters })).results.map((result) => [result.id, result.score]))
  const scores = await Promise.all(
    candidates.map(async ({ correction }) => {
      const { results } = await pagefind.search(correction.join(' '), { filters })
      return Math.max(0, ...results.map((result) => contextScores.get(result.id) ?? 0))
    }),
  )
  return candidates[scores.indexOf(Math.max(...scores))]
}

/** The words (as searched) that none of the pages' indexed texts says in any form. */
function unsaid(words: readonly string[], pages: readonly PagefindResultData[]): string[] {
  const said = new Set(pages.flatMap((data) => stemsOf(data.content ?? '')))
  return words.filter((word) => foldedWords(word).some((part) => !said.has(stemsOf(part)[0] ?? '')))
}

/**
 * Fewer pages than this with every word of a search of two words or more, and the pages with most of the words
 * follow them: a sentence rarely has all its words on the page that answers it, and two words that meet on one
 * page by chance ("ejercicio quimioterapia" on an English page with a few Spanish keywords) would otherwise hide
 * the pages with one of them. The pages with every word stay first.
 */
export const fewResults = 3

/**
 * The pages with every word, then the best partial matches (see {@link fewResults}), loading `limit` hits.
 * `single` are the searches of each word alone.
 */
async function withPartialMatches(
  pagefind: Pagefind,
  request: SearchRequest,
  words: string[],
  { main, single }: { main: PagefindSearch; single: readonly PagefindSearch[] },
  limit: number,
): Promise<SearchOutcome> {
  const all = filtersFor(request, { wells: true, audiences: true })
  const complete = new Set(main.results.map((result) => result.id))
  const partial = (await broadSearch(pagefind, words, all, single)).filter((entry) => !complete.has(entry.result.id))
  const entries = [...main.results.map((result) => ({ result, matched: words.length })), ...partial].slice(0, limit)
  const pages = await Promise.all(entries.map((entry) => entry.result.data()))
  const hits = pages.map((data, index) => hitFromData(data, entries[index]?.matched ?? 0))
  // The pages with every word tell whether a word was met only by its beginning (a typo), as for a full search, so a
  // spelling correction is tried; the partial matches do not have every word, so they cannot tell.
  const unmatched = unsaid(words, pages.slice(0, Math.min(main.results.length, pages.length)))
  return {
    hits,
    total: hits.length,
    wellCounts: countHits(hits, 'well'),
    audienceCounts: countHits(hits, 'audience'),
    broadened: false,
    partial: true,
    words,
    unmatched,
  }
}

/**
 * How much closer together a page says the different words of a search than far apart: Büttcher, Clarke and
 * Lushman's term proximity score ("Term proximity scoring for ad-hoc retrieval on very large text collections",
 * SIGIR 2006), without its page-length part (Pagefind's own score has one). Each time two different words of the
 * search follow each other at a distance of d words, each earns the other's weight / d²; each word's earnings
 * saturate as in BM25 (k1 = 1.2) and count at most its weight, capped at 1. A page that says "eat" and "chemo day"
 * in one sentence gets more than one that has them in different cards.
 * @param positions for each word searched, where the page says it (word positions in its indexed text, as
 *   Pagefind reports them in `words`).
 * @param weights for each word searched, its weight (rarer words more; see {@link withProximity}).
 * @returns 0 for a page that never has two different words in a row; at most 2.2 per word.
 */
export function proximityScore(positions: readonly (readonly number[])[], weights: readonly number[]): number {
  const occurrences = positions.flatMap((at, word) => at.map((position) => ({ position, word }))).sort((a, b) => a.position - b.position)
  const earned = positions.map(() => 0)
  occurrences.forEach((next, index) => {
    const previous = occurrences[index - 1]
    if (!previous || previous.word === next.word) return
    const distance = Math.max(1, next.position - previous.position)
    earned[previous.word] = (earned[previous.word] ?? 0) + (weights[next.word] ?? 0) / distance ** 2
    earned[next.word] = (earned[next.word] ?? 0) + (weights[previous.word] ?? 0) / distance ** 2
  })
  const k1 = 1.2
  return earned.reduce((sum, value, word) => sum + (Math.min(1, weights[word] ?? 0) * value * (k1 + 1)) / (value + k1), 0)
}

/**
 * Weight of {@link proximityScore} added to Pagefind's score. Chosen on the dev half of the golden queries: 0.5,
 * 1 and 2 each put one more expected page in the first three (239 of 254) and five more first (182 -> 187-188 of
 * 254), on the Spanish dev queries 0.5 one more first and 2 one fewer in the first three, and 4 lost 4 of 254.
 */
const proximityWeight = 0.5

/** Pages reordered by proximity: the first this many of Pagefind's results (those that can reach the top). */
const proximityDepth = 20

/**
 * A search's results with the first {@link proximityDepth} reordered by Pagefind's score plus
 * {@link proximityWeight} times their {@link proximityScore}. Pagefind ranks by each word's weight on the page
 * (BM25), whether the words sit in one sentence or far apart; a page that lists many topics (a hub page, a page of
 * cards) has a reader's words scattered over it, and the page about the reader's question has them together.
 * `single` holds one search per word searched, with the same filters (their `words` tell where each word is;
 * their result counts give each word's weight, as rare as it is among the search's words: log(1 + pages with the
 * most common word / pages with this word), log 2 for the most common); without them, or with a single word,
 * `search` is returned as it is.
 */
function withProximity(search: PagefindSearch, single: readonly PagefindSearch[]): PagefindSearch {
  if (single.length < 2 || search.results.length < 2) return search
  const pages = Math.max(1, ...single.map((one) => one.results.length))
  const weights = single.map((one) => Math.log(1 + pages / Math.max(1, one.results.length)))
  const where = single.map((one) => new Map(one.results.map((result) => [result.id, result.words ?? []])))
  const reordered = search.results
    .slice(0, proximityDepth)
    .map((result) => ({ result, score: result.score + proximityWeight * proximityScore(where.map((map) => map.get(result.id) ?? []), weights) }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.result)
  return { ...search, results: [...reordered, ...search.results.slice(proximityDepth)] }
}

/** Searches `words` (all of them, or the best partial matches when no page has all), loading `limit` hits. */
async function searchFor(pagefind: Pagefind, request: SearchRequest, words: string[], limit: number): Promise<SearchOutcome> {
  if (words.length === 0) return { hits: [], total: 0, wellCounts: {}, audienceCounts: {}, broadened: false, words, unmatched: [] }
  const term = words.join(' ')
  const all = filtersFor(request, { wells: true, audiences: true })
  // Each word alone too: where a page says each word (for proximity) and, when no page or few have them all,
  // which pages have most of them.
  const [found, single] = await Promise.all([
    pagefind.search(term, { filters: all }),
    words.length > 1 ? Promise.all(words.map((word) => pagefind.search(word, { filters: all }))) : [],
  ])
  const main = withProximity(found, single)
  if (main.results.length > 0 && main.results.length < fewResults && words.length >= 2) return withPartialMatches(pagefind, request, words, { main, single }, limit)
  if (main.results.length > 0 || words.length < 2) {
    const [wellCounts, audienceCounts, pages] = await Promise.all([
      countsFor(pagefind, term, request, 'well'),
      countsFor(pagefind, term, request, 'audience'),
      Promise.all(main.results.slice(0, limit).map((result) => result.data())),
    ])
    const hits = pages.map((data) => hitFromData(data, words.length))
    const unmatched = pages.length > 0 ? unsaid(words, pages) : [...words]
    return { hits, total: main.results.length, wellCounts, audienceCounts, broadened: false, words, unmatched }
  }
  // No page has every word: the best partial matches are shown (at most `limit`), and since Pagefind cannot count a
  // union of searches, the counts are of those pages. Reading each page's data costs about 2 kB, so no more are read.
  const [ranked, forWells, forAudiences] = await Promise.all([
    broadSearch(pagefind, words, all, single),
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
    unmatched: [],
  }
}
