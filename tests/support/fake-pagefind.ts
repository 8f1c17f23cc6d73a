import { createVocabularyCounter } from '../../src/prerender/search-vocabulary.ts'
import type { Pagefind, PagefindResult } from '../../src/tools/search/pagefind.ts'
import { readVocabulary, type Vocabulary } from '../../src/tools/search/vocabulary.ts'
import { foldedWords } from '../../src/tools/shared/words.ts'

/** A page for {@link fakePagefind}: its path and its text. */
export interface FakePage {
  url: string
  text: string
}

/**
 * A stand-in for Pagefind over a few pages, as the search engine sees it: a page matches when it has every word
 * searched, a word matching any word of the page it begins (as Pagefind matches a typo's accidental beginning);
 * it scores by how often the page says them, a word on fewer pages weighing more (as in Pagefind's BM25), and
 * reports where the page says them (`words`, positions in its text's words). No filters.
 */
export function fakePagefind(pages: readonly FakePage[]): Pagefind {
  const said = pages.map((page) => foldedWords(page.text))
  const where = (word: string, index: number) => (said[index] ?? []).flatMap((other, position) => (other.startsWith(word) ? [position] : []))
  return {
    options: async () => {},
    init: async () => {},
    async search(term) {
      const words = foldedWords(term ?? '')
      const weights = words.map((word) => Math.log(1 + pages.length / pages.filter((_, index) => where(word, index).length > 0).length))
      const results: PagefindResult[] = pages.flatMap((page, index) => {
        const positions = words.map((word) => where(word, index))
        if (positions.length === 0 || positions.some((at) => at.length === 0)) return []
        const data = { url: page.url, excerpt: '', meta: { title: page.url }, filters: {}, sub_results: [], content: page.text }
        const score = positions.reduce((sum, at, word) => sum + at.length * (weights[word] ?? 0), 0)
        return [{ id: page.url, score, words: [...new Set(positions.flat())].sort((a, b) => a - b), data: async () => data }]
      })
      results.sort((a, b) => b.score - a.score)
      return { results, unfilteredResultCount: results.length, filters: {} }
    },
  }
}

/** The vocabulary of the pages, through the same counter and reader the build and the browser use. */
export function fakeVocabulary(pages: readonly FakePage[]): Vocabulary {
  const counter = createVocabularyCounter('en')
  for (const page of pages) counter.addPage(page.text)
  return readVocabulary(JSON.parse(JSON.stringify(counter.vocabulary([]))))
}
