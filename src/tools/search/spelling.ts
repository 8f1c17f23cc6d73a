/**
 * Spelling correction for searches that find little (Pagefind does not correct spelling): each word the site does
 * not use is replaced by the closest word it does (vocabulary.ts: within one typo from 4 letters, two from 8, same
 * first letter, the more common word first), or left out when none is close. Loaded by the search block only when a search finds little, so the
 * vocabulary and the edit-distance code cost nothing on other searches.
 */
import { foldedWords } from '../shared/words.ts'
import { correctionsOf, loadVocabulary, pagesWith, type Vocabulary } from './vocabulary.ts'

/**
 * The words with each word the site does not use replaced by its correction, or left out when nothing is close
 * (a word no page has can only stop the other words from finding their page); undefined when nothing changes or
 * no word would be left. The first of {@link correctedAlternatives}.
 */
export function correctedWords(words: readonly string[], vocabulary: Vocabulary): string[] | undefined {
  return correctedAlternatives(words, vocabulary, 1)[0]
}

/** Most corrections tried for one word (see {@link correctedAlternatives}). */
const correctionsPerWord = 3

/**
 * Up to `most` ways to correct the words, best first: each word the site does not use replaced by one of its
 * closest words (at most {@link correctionsPerWord} of them, see correctionsOf) or left out when none is close.
 * The first takes every word's best correction; the next ones take, in turn, less likely corrections (ordered by
 * how far down each word's list they reach). Empty when no word is unknown or no word would be left. A search tries
 * them in order and keeps the first whose words meet on a page (runSearch), as a reader would pick "mouth" for
 * "moth" in "dry moth".
 */
export function correctedAlternatives(words: readonly string[], vocabulary: Vocabulary, most = 4): string[][] {
  let changed = false
  const choices = words.map((word) => {
    const folded = foldedWords(word)
    const [only] = folded
    if (only === undefined || folded.length !== 1 || pagesWith(vocabulary, only) > 0) return [word]
    changed = true
    return correctionsOf(vocabulary, only, correctionsPerWord)
  })
  if (!changed) return []
  let combined: { words: string[]; rank: number }[] = [{ words: [], rank: 0 }]
  for (const choice of choices) {
    combined = choice.length === 0 ? combined : combined.flatMap((so) => choice.map((word, rank) => ({ words: [...so.words, word], rank: so.rank + rank })))
  }
  return combined
    .filter((alternative) => alternative.words.length > 0)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, most)
    .map((alternative) => alternative.words)
}

/**
 * Ways to correct the words of a search against the vocabulary of the pages in language `lang` (the search page's
 * own, loaded once), best first (see {@link correctedAlternatives}).
 * @throws (rejects) when the vocabulary cannot load: the search shows its results as they are.
 */
export async function correctSearchWords(words: readonly string[], lang: string): Promise<string[][]> {
  return correctedAlternatives(words, await loadVocabulary(lang))
}
