/**
 * Typos between two folded words (see words.ts), for spelling correction: Levenshtein distance from the `leven`
 * package, with one rule on top: two neighbouring letters swapped ("nuasea") count as one typo, as people type
 * them, not two.
 */
import leven from 'leven'

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
