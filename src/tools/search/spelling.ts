/**
 * Spelling correction for searches that find little (Pagefind does not correct spelling): each word the site does
 * not use is replaced by the closest word it does (vocabulary.ts: within one typo from 4 letters, two from 8, same
 * first letter, the more common word first). Loaded by the search block only when a search finds little, so the
 * vocabulary and the edit-distance code cost nothing on other searches.
 */
import { foldedWords } from '../shared/words.ts'
import { correctionOf, loadVocabulary, type Vocabulary } from './vocabulary.ts'

/** The words with each word the site does not use replaced by its correction; undefined when none changes. */
export function correctedWords(words: readonly string[], vocabulary: Vocabulary): string[] | undefined {
  let changed = false
  const result = words.map((word) => {
    const folded = foldedWords(word)
    const correction = folded.length === 1 ? correctionOf(vocabulary, folded[0]) : undefined
    if (!correction) return word
    changed = true
    return correction
  })
  return changed ? result : undefined
}

/**
 * Corrects the words of a search against the site's vocabulary (loaded once).
 * @throws (rejects) when the vocabulary cannot load: the search shows its results as they are.
 */
export async function correctSearchWords(words: readonly string[]): Promise<string[] | undefined> {
  return correctedWords(words, await loadVocabulary())
}
