/**
 * Words as the site's language tools compare them (the search vocabulary, the thesaurus, Shelby's reading of a
 * question): folded to plain lower-case letters and digits, cut into words, and reduced to a word stem so that
 * "sores" meets "sore" and "appointments" meets "appointment". Typos are counted in typos.ts.
 *
 * Stems come from the `stemmer` package (Martin Porter's algorithm) for English and from `@orama/stemmers`' Snowball
 * stemmer for Spanish, chosen by the language of the text: Spanish verbs and nouns then meet across their forms
 * ("vomitar", "vómitos" → "vomit"; "pagar", "pagando" → "pag"). A language without a stemmer of its own gets the
 * English one: its stems are not its grammar, but a word and the same word typed again always get the same stem.
 */
import { stemmer } from 'stemmer'
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish'

/** The most stems each language's stemmer remembers (see {@link remembering}). */
const mostKnownStems = 100_000

/**
 * `stem`, remembering the stems it found by word. The build stems every word of every page several times over (the
 * thesaurus per section, the search vocabulary per page): the Porter stemmer was about 15 % of the indexing's CPU
 * time with 300 extra week pages (CPU profile, 2026-11-24), and a site's words repeat from page to page. Capped so a
 * long-lived page cannot grow it without bound; past the cap, words are stemmed afresh.
 */
function remembering(stem: (word: string) => string): (word: string) => string {
  const known = new Map<string, string>()
  return (word) => {
    let found = known.get(word)
    if (found === undefined) {
      found = stem(word)
      if (known.size < mostKnownStems) known.set(word, found)
    }
    return found
  }
}

const englishStemmer = remembering(stemmer)

/** The stemmer of each language with one of its own, by primary language subtag ("es" for "es-US"). */
const stemmers: Readonly<Record<string, (word: string) => string>> = { en: englishStemmer, es: remembering(spanishStemmer) }

function stemmerFor(lang: string): (word: string) => string {
  return stemmers[lang.toLowerCase().split('-')[0] ?? ''] ?? englishStemmer
}

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

/**
 * The stem of one folded word in language `lang` (a BCP 47 tag; English unless given): "appointments" → "appoint".
 * Words of two letters or fewer stay as they are.
 */
export function stemOf(word: string, lang = 'en'): string {
  return word.length <= 2 ? word : stemmerFor(lang)(word)
}

/** The stems of the words of `text` in language `lang`, in order (see {@link foldedWords} and {@link stemOf}). */
export function stemsOf(text: string, lang = 'en'): string[] {
  const stem = stemmerFor(lang)
  return foldedWords(text).map((word) => (word.length <= 2 ? word : stem(word)))
}
