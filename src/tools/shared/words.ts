/**
 * Words as the site's language tools compare them (the search vocabulary, the thesaurus, Shelby's reading of a
 * question): folded to plain lower-case letters and digits, cut into words, and reduced to a word stem so that
 * "sores" meets "sore" and "appointments" meets "appointment".
 *
 * Stems come from the `stemmer` package (Martin Porter's algorithm for English). Spanish words go through the same
 * stemmer: the stems are not Spanish grammar, but a word and the same word typed again always get the same stem,
 * which is all a comparison needs ("náuseas" and "nauseas" both become "nausea").
 * Typo distance comes from the `leven` package (Levenshtein distance), with one rule on top: two neighbouring
 * letters swapped ("nuasea") count as one typo, as people type them, not two.
 */
import leven from 'leven'
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

/** The stem of one folded word ("appointments" → "appoint"); words of two letters or fewer stay as they are. */
export function stemOf(word: string): string {
  return word.length <= 2 ? word : stemmer(word)
}

/** The stems of the words of `text`, in order (see {@link foldedWords} and {@link stemOf}). */
export function stemsOf(text: string): string[] {
  return foldedWords(text).map(stemOf)
}

/**
 * Most typos allowed when a word is corrected: none below 4 letters (too many short words are one letter apart),
 * one from 4 letters, two from 8.
 */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/** Whether `a` becomes `b` by swapping one pair of neighbouring letters. */
function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false
  let first = 0
  while (a[first] === b[first]) first += 1
  return a[first] === b[first + 1] && a[first + 1] === b[first] && a.slice(first + 2) === b.slice(first + 2)
}

/**
 * The number of typos between two folded words: Levenshtein distance (letters added, dropped or changed), where
 * one swap of neighbouring letters counts as one. Counting stops at `max` + 1, so a far word costs little.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (isOneSwap(a, b)) return 1
  return leven(a, b, { maxDistance: max + 1 })
}
