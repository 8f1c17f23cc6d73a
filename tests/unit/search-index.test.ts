import fc from 'fast-check'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Route } from '../../src/generated/manifest.ts'
import { createSearchIndexer, searchIndexFolder, type IndexedSite } from '../../src/prerender/search-index.ts'
import { vocabularyFile } from '../../src/tools/search/vocabulary.ts'
import { pageStems, pageWords } from '../../src/prerender/page-words.ts'
import { foldedWords, stemsOf } from '../../src/tools/shared/words.ts'

const site = { navigation: { label: 'Main', links: [{ label: 'Eat Well', href: '/eat-well' }] }, lang: 'en' } satisfies IndexedSite

function page(path: string, words: string): { route: Route; html: string } {
  const route: Route = { path, title: path, description: 'A page.', blocks: [{ type: 'hero', title: words }] }
  return { route, html: `<html lang="en"><body><div id="root"><main data-pagefind-body><h1 id="top">${words}</h1><p>${words}</p></main></div></body></html>` }
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('createSearchIndexer', () => {
  // add() resolves before Pagefind has indexed its page (the next page renders meanwhile): finish must still wait
  // for the last one, or the index would miss it.
  it('indexes every page added, the last one included, and counts their words', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'sw-search-index-'))
    dirs.push(outDir)
    const indexer = await createSearchIndexer(site)
    const pages = [page('/one', 'Anchovies and oranges'), page('/two', 'Walking after surgery'), page('/three', 'Quinoa porridge')]
    for (const { route, html } of pages) await indexer.add(route, html)
    expect(await indexer.finish(outDir)).toBe(3)
    expect(existsSync(join(outDir, searchIndexFolder, 'pagefind-entry.json'))).toBe(true)
    const vocabulary = readFileSync(join(outDir, searchIndexFolder, vocabularyFile('en')), 'utf8')
    for (const word of ['anchovies', 'walking', 'quinoa']) expect(vocabulary).toContain(word)
  }, 60_000)
})

// The build folds pages with its own, faster form of words.ts's folding (page-words.ts): the index and the
// vocabulary must get the very words the browser's search and Shelby get.
describe('pageWords and pageStems', () => {
  it("give the same words and stems as words.ts's foldedWords and stemsOf", () => {
    const siteText = readFileSync(join(import.meta.dirname, '../../site.json'), 'utf8')
    expect(pageWords(siteText)).toEqual(foldedWords(siteText))
    expect(pageStems(siteText, 'es')).toEqual(stemsOf(siteText, 'es'))
    const pieces = ['a', 'Z', '9', ' ', '-', "'", '\u2019', '\u00e9', '\u00d1', '\u0301', '\u{1f600}', '\ud800', '\u0663', '\u00df', '\u0130', '\ufb01', '\u27e6', '\u2248', '\u00a0', '\u216b', '\u00b2', '_']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 16 }), fc.string(), (chosen, any) => {
        for (const text of [chosen.join(''), any]) {
          expect(pageWords(text)).toEqual(foldedWords(text))
          expect(pageStems(text, 'en')).toEqual(stemsOf(text, 'en'))
        }
      }),
      { numRuns: 2000 },
    )
  })
})
