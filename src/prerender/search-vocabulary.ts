/**
 * The search vocabularies the build writes beside the search index (/pagefind/vocabulary-<lang>.json, one per
 * language, as Pagefind keeps one index per language): every word of that language's pages, with how many of them
 * hold it in any of its forms, and the lay-language thesaurus. The pages that search
 * load it: search corrects a misspelt query against these words (Pagefind does not correct spelling), and Shelby
 * reads a question with them. Only words are kept, never where they are: the file stays small (about 30 kB gzip
 * for this site) and grows with the site's vocabulary, not with its number of pages.
 */
import type { SearchVocabulary, ThesaurusIdea } from '../generated/validators.js'
import { stemOf } from '../tools/shared/words.ts'
import { pageWords } from './page-words.ts'

/** Longest word kept, in letters: anything longer is a link, a code or a run-on, not a word anyone types. */
const longestWord = 30

/** Whether a folded word belongs in the vocabulary: two to 30 characters with at least one letter. */
function isWord(word: string): boolean {
  return word.length >= 2 && word.length <= longestWord && /\p{L}/u.test(word)
}

/** Counts words page by page (see {@link createVocabularyCounter}). */
export interface VocabularyCounter {
  /** Adds one page's indexed text. */
  addPage(text: string): void
  /** The vocabulary of the pages added so far, with `thesaurus` as given. */
  vocabulary(thesaurus: readonly ThesaurusIdea[]): SearchVocabulary
}

/**
 * Starts counting the vocabulary of the pages in language `lang` (a BCP 47 tag). A word's count is the number of
 * pages holding any word with its stem in that language, so that "sore" and "sores" count the pages of both: that is
 * the rarity Shelby weighs a question's words by.
 */
export function createVocabularyCounter(lang: string): VocabularyCounter {
  let pages = 0
  const pagesByStem = new Map<string, number>()
  const stemOfWord = new Map<string, string>()
  return {
    addPage(text) {
      pages += 1
      const stems = new Set<string>()
      // Each distinct word once: a page says most of its words many times over, and a word seen on an earlier page
      // is known to be a word.
      for (const word of new Set(pageWords(text))) {
        let stem = stemOfWord.get(word)
        if (stem === undefined) {
          if (!isWord(word)) continue
          stem = stemOf(word, lang)
          stemOfWord.set(word, stem)
        }
        stems.add(stem)
      }
      for (const stem of stems) pagesByStem.set(stem, (pagesByStem.get(stem) ?? 0) + 1)
    },
    vocabulary(thesaurus) {
      const byCount = new Map<number, string[]>()
      for (const [word, stem] of stemOfWord) {
        const count = pagesByStem.get(stem) ?? 0
        const list = byCount.get(count) ?? []
        list.push(word)
        byCount.set(count, list)
      }
      const words = [...byCount]
        .sort(([a], [b]) => a - b)
        .map(([count, list]) => ({ pages: count, words: list.sort().join(' ') }))
      return { lang, pages, words, thesaurus: thesaurus.map((entry) => ({ site: [...entry.site], lay: [...entry.lay] })) }
    },
  }
}
