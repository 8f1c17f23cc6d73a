/**
 * The search vocabulary in the browser: the words of one language's pages with how many of them hold each, and the
 * thesaurus, from the file the build writes beside the index for each language (src/prerender/search-vocabulary.ts).
 * Loaded only by the pages that search, and by search only when a query finds little (to correct its spelling).
 */
import { validateSearchVocabulary, type SearchVocabulary } from '../../generated/validators.js'
import { typoDistance, typosAllowed } from '../shared/typos.ts'
import { onceFetched } from '../shared/fetched-json.ts'
import { firstValidatorProblem } from '../shared/validator-problem.ts'
import { stemOf } from '../shared/words.ts'
import { compileThesaurus, type CompiledThesaurus } from './thesaurus.ts'

/**
 * File name of the vocabulary of the pages in language `lang` (a BCP 47 tag) inside the search index's folder
 * (/pagefind/): one per language, as Pagefind keeps one index per language.
 */
export function vocabularyFile(lang: string): string {
  return `vocabulary-${lang.toLowerCase()}.json`
}

/** Where the build serves the vocabulary of the pages in language `lang`. */
export function vocabularyPath(lang: string): string {
  return `/pagefind/${vocabularyFile(lang)}`
}

/** The vocabulary, ready to look words up in. */
export interface Vocabulary {
  /** The language of its pages (a BCP 47 tag): questions are stemmed in it. */
  lang: string
  /** How many pages the index holds. */
  pages: number
  /** Pages holding each word's stem, by folded word. */
  words: ReadonlyMap<string, number>
  /** Pages holding each stem. */
  stems: ReadonlyMap<string, number>
  /** The words by their length, for spelling correction. */
  byLength: ReadonlyMap<number, readonly string[]>
  thesaurus: CompiledThesaurus
}

/**
 * Reads the vocabulary file's JSON.
 * @throws Error naming the first problem when it is not a valid vocabulary (a damaged or foreign file).
 */
export function readVocabulary(json: unknown): Vocabulary {
  if (!validateSearchVocabulary(json)) {
    throw new Error(`/pagefind/vocabulary-*.json is not a valid search vocabulary: ${firstValidatorProblem(validateSearchVocabulary) ?? 'unknown problem'}`)
  }
  return fromData(json)
}

function fromData(data: SearchVocabulary): Vocabulary {
  const words = new Map<string, number>()
  const stems = new Map<string, number>()
  const byLength = new Map<number, string[]>()
  for (const group of data.words) {
    for (const word of group.words.split(' ')) {
      if (word === '') continue
      words.set(word, group.pages)
      stems.set(stemOf(word, data.lang), group.pages)
      const list = byLength.get(word.length) ?? []
      list.push(word)
      byLength.set(word.length, list)
    }
  }
  return { lang: data.lang, pages: data.pages, words, stems, byLength, thesaurus: compileThesaurus(data.thesaurus, data.lang) }
}

const fetchVocabulary = onceFetched((json) => readVocabulary(json))

/**
 * Loads the vocabulary of the pages in language `lang` (the page's own language) once per page.
 * @throws (rejects) when the file is missing, unreadable or invalid (offline, a damaged build): callers go on
 *   without it. A later call tries again.
 */
export function loadVocabulary(lang: string): Promise<Vocabulary> {
  return fetchVocabulary(vocabularyPath(lang))
}

/** How many pages hold a folded word in any of its forms (0 for a word the site never uses). */
export function pagesWith(vocabulary: Vocabulary, word: string): number {
  return vocabulary.words.get(word) ?? vocabulary.stems.get(stemOf(word, vocabulary.lang)) ?? 0
}

/**
 * The site's word closest to a folded word the site does not know, within the typos allowed for its length (see
 * typosAllowed) and starting with the same letter (people rarely mistype the first letter, and "flan" is not
 * "plan"): the fewest typos away, then the word more pages use. Undefined when the word is known, too short, or
 * nothing is close enough.
 */
export function correctionOf(vocabulary: Vocabulary, word: string): string | undefined {
  return correctionsOf(vocabulary, word, 1)[0]
}

/**
 * The site's words closest to a folded word the site does not know, all as few typos away as the closest, more
 * common first (the first is {@link correctionOf}'s answer): at most `most` of them. Empty when the word is known,
 * too short, or nothing is close enough. Several are for a search to choose from: "moth" is one typo from "month"
 * and from "mouth", and only the rest of the search ("dry moth") can tell which was meant.
 */
export function correctionsOf(vocabulary: Vocabulary, word: string, most: number): string[] {
  if (pagesWith(vocabulary, word) > 0) return []
  const max = typosAllowed(word)
  const found: { word: string; typos: number; pages: number }[] = []
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      if (candidate[0] !== word[0]) continue
      const typos = typoDistance(word, candidate, max)
      if (typos <= max) found.push({ word: candidate, typos, pages: vocabulary.words.get(candidate) ?? 0 })
    }
  }
  // A stable sort: of words as close and as common, the one met first wins, as it always did.
  const ranked = found.sort((a, b) => a.typos - b.typos || b.pages - a.pages)
  return ranked
    .filter((candidate) => candidate.typos === ranked[0]?.typos)
    .slice(0, most)
    .map((candidate) => candidate.word)
}
