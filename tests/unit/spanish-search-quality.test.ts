import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { runSearch } from '../../src/tools/search/engine.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import { loadSiteSearch, type GoldenQuery } from '../support/site-search.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const searchPage = manifest.routes.find((route) => route.path === manifest.languages?.es?.ui.search?.path)
const searchBlock = searchPage?.blocks.find((block) => block.type === 'search')
const ignoreWords = searchBlock?.type === 'search' ? (searchBlock.ignoreWords ?? []) : []
const golden: { dev: GoldenQuery[]; holdout: GoldenQuery[] } = JSON.parse(readFileSync(new URL('../golden/es-search-queries.json', import.meta.url), 'utf8'))

let pagefind: Pagefind
let dispose = () => {}

beforeAll(async () => {
  ;({ pagefind, dispose } = await loadSiteSearch(manifest, 'es'))
}, 120_000)
afterAll(() => dispose())

async function recall(queries: readonly GoldenQuery[]): Promise<{ recall: number; misses: string[] }> {
  const misses: string[] = []
  for (const entry of queries) {
    const outcome = await runSearch(pagefind, { query: entry.query, wells: [], audiences: [] }, { ignoreWords, limit: 3 })
    if (!outcome.hits.some((hit) => hit.url === entry.expect)) misses.push(`${entry.query} → wanted ${entry.expect}, got ${outcome.hits.map((hit) => hit.url).join(', ') || 'nothing'}`)
  }
  return { recall: (queries.length - misses.length) / queries.length, misses }
}

describe('Spanish search on the real Spanish index (tests/golden/es-search-queries.json)', () => {
  it('expects Spanish pages only, and finds only Spanish pages', async () => {
    const spanish = new Set(manifest.routes.filter((route) => route.lang === 'es').map((route) => route.path))
    for (const entry of [...golden.dev, ...golden.holdout]) expect(spanish, entry.query).toContain(entry.expect)
    const outcome = await runSearch(pagefind, { query: 'náuseas', wells: [], audiences: [] }, { ignoreWords, limit: 10 })
    expect(outcome.hits.length).toBeGreaterThan(0)
    for (const hit of outcome.hits) expect(spanish, hit.url).toContain(hit.url)
  })

  it('finds the expected page in the first three results for at least 90% of the dev queries', async () => {
    const { recall: score, misses } = await recall(golden.dev)
    console.log(`Spanish search, dev: ${(score * 100).toFixed(1)}% of ${golden.dev.length}`)
    expect(score, misses.join('\n')).toBeGreaterThanOrEqual(0.9)
  }, 120_000)

  // Measured before any tuning: 88.6% (31 of 35); 85.7% later, 88.6% again on 2026-11-28 (search proximity and
  // spelling). Target 90%. Like every holdout, a failure prints the score, never the queries missed.
  it('finds the expected page in the first three results for at least 87% of the holdout queries (never tuned on; target 90%)', async () => {
    const { recall: score } = await recall(golden.holdout)
    const report = `Spanish search, holdout: ${(score * 100).toFixed(1)}% of ${golden.holdout.length}`
    console.log(report)
    expect(score, report).toBeGreaterThanOrEqual(0.87)
  }, 120_000)
})
