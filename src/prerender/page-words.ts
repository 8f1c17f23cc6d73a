/**
 * Folding and stemming a page's text for the build (the search vocabulary, the thesaurus's sections): the same
 * words as foldedWords and stemsOf in src/tools/shared/words.ts, found faster on long texts. words.ts is also in the
 * browser's bundle, which must not change for a build-time speed-up, so the build has its own form here; a unit
 * test (tests/unit/search-index.test.ts) checks that both give the same words.
 */
import { stemOf } from '../tools/shared/words.ts'

/**
 * The folded words of `text`, as foldedWords (words.ts) gives them: lower case, accents and apostrophes dropped,
 * cut at every character that is not a letter or digit. The runs of letters and digits are matched rather than
 * split out: about a third of the time on a week page's 21 kB of text, and the build folds every page's text twice.
 * @returns the words in order; empty for text without letters or digits.
 */
export function pageWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/\p{M}+/gu, '')
      .replace(/['\u2018\u2019\u02bc`´]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** The stems of the words of `text` in language `lang` (a BCP 47 tag), as stemsOf (words.ts) gives them. */
export function pageStems(text: string, lang: string): string[] {
  return pageWords(text).map((word) => stemOf(word, lang))
}
