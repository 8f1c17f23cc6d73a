/**
 * Words as the site's language tools compare them (the search vocabulary, the thesaurus, Shelby's reading of a
 * question): folded to plain lower-case letters and digits, cut into words, and reduced to a word stem so that
 * "sores" meets "sore" and "appointments" meets "appointment". Typos are counted in typos.ts.
 *
 * Stems come from the `stemmer` package (Martin Porter's algorithm for English). Spanish words go through the same
 * stemmer: the stems are not Spanish grammar, but a word and the same word typed again always get the same stem,
 * which is all a comparison needs ("náuseas" and "nauseas" both become "nausea").
 */
import { stemmer } from 'stemmer'

/**
 * Folds text for comparison: lower case, accents dropped ("náuseas" → "nauseas"), apostrophes dropped ("can't" →
 * "cant"), and every other character that is not a letter or digit a word break.
 * @returns the words in order; empty for text without letters or digits.
 */
export function foldedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/['\u2018\u2019\u02bc`´]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

// Stems already found, by folded word. The build stems every word of every page several times over (the
// thesaurus per section, the search vocabulary per page): the Porter stemmer was a fifth of the indexing's CPU time
// on 2,000 week pages, and a site's words repeat from page to page. Capped so a long-lived page cannot grow it without
// bound; past the cap, words are stemmed afresh.
const knownStems = new Map<string, string>()
const mostKnownStems = 100_000

/** The stem of one folded word ("appointments" → "appoint"); words of two letters or fewer stay as they are. */
export function stemOf(word: string): string {
  if (word.length <= 2) return word
  let stem = knownStems.get(word)
  if (stem === undefined) {
    stem = stemmer(word)
    if (knownStems.size < mostKnownStems) knownStems.set(word, stem)
  }
  return stem
}

/** The stems of the words of `text`, in order (see {@link foldedWords} and {@link stemOf}). */
export function stemsOf(text: string): string[] {
  return foldedWords(text).map(stemOf)
}
