import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { runSearch } from '../../src/tools/search/engine.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import { loadSiteSearch, readGolden, type GoldenQuery } from '../support/site-search.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const searchBlock = manifest.routes.flatMap((route) => route.blocks).find((block) => block.type === 'search')
const ignoreWords = searchBlock?.type === 'search' ? (searchBlock.ignoreWords ?? []) : []
const golden = readGolden<GoldenQuery>('search-queries.json')

let pagefind: Pagefind
let dispose = () => {}

beforeAll(async () => {
  ;({ pagefind, dispose } = await loadSiteSearch(manifest))
}, 60_000)
afterAll(() => dispose())

describe('search quality on the real index (tests/golden/search-queries.json)', () => {
  it('has at least 80 golden queries, each expecting a real route', () => {
    expect(golden.length).toBeGreaterThanOrEqual(80)
    const paths = new Set(manifest.routes.map((route) => route.path))
    for (const entry of golden) expect(paths, entry.query).toContain(entry.expect)
  })

  it('puts the expected page in the first three results for at least 90% of the queries', async () => {
    const misses: string[] = []
    for (const entry of golden) {
      const outcome = await runSearch(pagefind, { query: entry.query, wells: [], audiences: [] }, { ignoreWords, limit: 3 })
      if (!outcome.hits.some((hit) => hit.url === entry.expect)) {
        misses.push(`${entry.query} → wanted ${entry.expect}, got ${outcome.hits.map((hit) => hit.url).join(', ') || 'nothing'}`)
      }
    }
    const recall = (golden.length - misses.length) / golden.length
    expect(recall, `top-3 recall ${(recall * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9)
  }, 120_000)
})
