/**
 * Spelling correction for searches that find little (Pagefind does not correct spelling): each word the site does
 * not use is replaced by the closest word it does (vocabulary.ts: within one typo from 4 letters, two from 8, same
 * first letter, the more common word first), or left out when none is close. Loaded by the search block only when a search finds little, so the
 * vocabulary and the edit-distance code cost nothing on other searches.
 */
import { foldedWords } from '../shared/words.ts'
import { correctionOf, loadVocabulary, pagesWith, type Vocabulary } from './vocabulary.ts'

/**
 * The words with each word the site does not use replaced by its correction, or left out when nothing is close
 * (a word no page has can only stop the other words from finding their page); undefined when nothing changes or
 * no word would be left.
 */
export function correctedWords(words: readonly string[], vocabulary: Vocabulary): string[] | undefined {
  let changed = false
  const result = words.flatMap((word) => {
    const folded = foldedWords(word)
    const [only] = folded
    if (only === undefined || folded.length !== 1 || pagesWith(vocabulary, only) > 0) return [word]
    changed = true
    const correction = correctionOf(vocabulary, only)
    return correction ? [correction] : []
  })
  return changed && result.length > 0 ? result : undefined
}

/**
 * Corrects the words of a search against the vocabulary of the pages in language `lang` (the search page's own,
 * loaded once).
 * @throws (rejects) when the vocabulary cannot load: the search shows its results as they are.
 */
export async function correctSearchWords(words: readonly string[], lang: string): Promise<string[] | undefined> {
  return correctedWords(words, await loadVocabulary(lang))
}
