import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { runSearch } from '../../src/tools/search/engine.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import { correctedAlternatives, correctedWords } from '../../src/tools/search/spelling.ts'
import type { Vocabulary } from '../../src/tools/search/vocabulary.ts'
import { expectedPages, goldenHalves, halfReport, halfScore, loadSiteSearch, qualityTargets, readGoldenSet, type GoldenQuery } from '../support/site-search.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const searchBlock = manifest.routes.flatMap((route) => route.blocks).find((block) => block.type === 'search')
const ignoreWords = searchBlock?.type === 'search' ? (searchBlock.ignoreWords ?? []) : []
const golden = readGoldenSet<GoldenQuery>('search-queries.json')

let pagefind: Pagefind
let vocabulary: Vocabulary
let dispose = () => {}

beforeAll(async () => {
  ;({ pagefind, vocabulary, dispose } = await loadSiteSearch(manifest))
}, 60_000)
afterAll(() => dispose())

/** The search page's search: filler words dropped, three results, spelling corrected (as search.tsx does) when the words find little. */
const search = (query: string, { asTyped = false } = {}) =>
  runSearch(pagefind, { query, wells: [], audiences: [], asTyped }, { ignoreWords, limit: 3, correct: async (words) => correctedAlternatives(words, vocabulary) })

describe('search quality on the real index (tests/golden/search-queries.json)', () => {
  it('has at least 250 golden queries over both halves, each expecting real routes', () => {
    expect(golden.dev.length + golden.holdout.length).toBeGreaterThanOrEqual(250)
    expect(golden.holdout.length).toBeGreaterThanOrEqual(100)
    const paths = new Set(manifest.routes.map((route) => route.path))
    for (const entry of [...golden.dev, ...golden.holdout]) for (const page of expectedPages(entry.expect)) expect(paths, entry.query).toContain(page)
  })

  for (const half of goldenHalves) {
    const { target, floor } = qualityTargets.searchTop3
    it(`${half}: puts an expected page in the first three results for at least ${floor[half] * 100}% of the queries (target ${target * 100}%)`, async () => {
      const misses: string[] = []
      for (const entry of golden[half]) {
        const outcome = await search(entry.query)
        if (!outcome.hits.some((hit) => expectedPages(entry.expect).includes(hit.url))) {
          misses.push(`${entry.query} → wanted ${expectedPages(entry.expect).join(' or ')}, got ${outcome.hits.map((hit) => hit.url).join(', ') || 'nothing'}`)
        }
      }
      const passed = golden[half].length - misses.length
      console.info(halfScore(half, 'search top-3 recall', passed, golden[half].length, target))
      expect(passed / golden[half].length, halfReport(half, 'top-3 recall', passed, golden[half].length, misses, target)).toBeGreaterThanOrEqual(floor[half])
    }, 120_000)
  }
})

describe('spelling correction against the index vocabulary', () => {
  it('corrects a misspelt word when the search finds little, and says what it searched', async () => {
    const outcome = await search('nausia')
    expect(outcome.corrected).toBe('nausea')
    expect(outcome.hits.map((hit) => hit.url)).toContain('/eat-well/eating-treatment')
  })

  it('searches the words as typed when asked, and leaves words the site uses alone', async () => {
    const asTyped = await search('nausia', { asTyped: true })
    expect(asTyped.corrected).toBeUndefined()
    expect(asTyped.total).toBe(0)
    expect((await search('nausea')).corrected).toBeUndefined()
  })

  it('does not correct a word to one with another first letter, or a short word', () => {
    expect(correctedWords(['bausea'], vocabulary)).toBeUndefined()
    expect(correctedWords(['teh'], vocabulary)).toBeUndefined()
    expect(correctedWords(['chemotheraphy', 'diet'], vocabulary)).toEqual(['chemotherapy', 'diet'])
  })
})
