/**
 * How Shelby reads a question before looking for an answer: which of its words carry its meaning, what the site
 * calls them, and how much each one matters.
 *
 * 1. Lay phrases of the thesaurus are found first and read as one idea each ("throwing up" is the idea the site
 *    calls vomiting or nausea), so "up" is never searched on its own; a page may say the idea in any of the
 *    entry's words.
 * 2. Filler words (site.json's `ignoreWords` for Shelby: "the", "my mom", "tomorrow", "please") and bare numbers
 *    are dropped: who a question is about, or when, does not change what answers it.
 * 3. Every other word is looked up in the site's vocabulary: a word the site uses (in any form: "sores" for
 *    "sore"; "easiest" for "easy"; irregular and informal forms: "slept", "lovingly", "takin", "bomitos"), a
 *    misspelling of one (corrected only when the word is long enough to be sure, see {@link shelbyCorrectionLength}),
 *    two site words run together ("pickups"), or a word the site never uses.
 * 4. Each term weighs as much as it is rare among the pages: ln(1 + pages / pages using it). A word the site never
 *    uses weighs the most of all, as if it were on half a page: it is what the question is about, and no page says
 *    it, so a question about sushi or the weather cannot be answered by a page that only shares its small words.
 */
import { foldedWords, stemOf, stemsOf } from '../shared/words.ts'
import { findPhrases } from './thesaurus.ts'
import { correctionOf, pagesWith, type Vocabulary } from './vocabulary.ts'
import { englishIrregularForms } from '../../generated/english-word-forms.ts'

/** One thing a question asks about, with the ways a page can say it. */
export interface QuestionTerm {
  /** The reader's words for it, folded ("throwing up", "nausia"). */
  words: string
  /**
   * How it was read: a word of the site, an idea of the thesaurus, a misspelling corrected to a word of the site,
   * two words of the site run together, or a word the site never uses.
   */
  kind: 'word' | 'idea' | 'corrected' | 'joined' | 'unknown'
  /** The phrases (as stems) a page can say it with; empty for an unknown word. */
  forms: string[][]
  /** The words to search the index with (the site's own words). */
  search: string[]
  /** How much it matters: ln(1 + pages / pages using it). */
  weight: number
}

/** Pages a word the site never uses counts as being on, for its weight: half a page, so it outweighs any known word. */
const unknownPages = 0.5

/**
 * Shortest word Shelby corrects (letters). Search may correct shorter words, because it shows the correction and
 * the reader can undo it; Shelby would quietly answer another question ("taxes" is one letter from "takes").
 */
export const shelbyCorrectionLength = 6

/** Shortest part of a word run together that is looked up on its own ("pick" + "ups"). */
const shortestJoinedPart = 3

function weightFor(vocabulary: Vocabulary, pages: number): number {
  return Math.log(1 + vocabulary.pages / Math.max(pages, unknownPages))
}

/** The two words of the site a word is made of ("pickups" → "pick", "ups"), or undefined. */
function splitJoined(vocabulary: Vocabulary, word: string): [string, string] | undefined {
  for (let at = shortestJoinedPart; at <= word.length - shortestJoinedPart; at += 1) {
    const parts: [string, string] = [word.slice(0, at), word.slice(at)]
    if (parts.every((part) => pagesWith(vocabulary, part) > 0)) return parts
  }
  return undefined
}

/**
 * The plain form of a comparative or superlative that the site never uses, when the site uses the plain form
 * ("easiest" → "easy", "quickest" → "quick", "safest" → "safe", "biggest" → "big"): the stemmer keeps such forms
 * apart, so the question's word would otherwise weigh as a topic no page names.
 */
function plainForm(vocabulary: Vocabulary, word: string): string | undefined {
  // English endings only: in Spanish "-er" ends verbs ("comer"), not comparatives.
  if (!vocabulary.lang.toLowerCase().startsWith('en')) return undefined
  const match = /^(.{2,}?)(i?)(est|er)$/.exec(word)
  if (!match) return undefined
  const [, stem = '', i = ''] = match
  const candidates = i ? [`${stem}y`] : [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])]
  return candidates.find((candidate) => candidate.length >= 3 && pagesWith(vocabulary, candidate) > 0)
}

/**
 * Letters that sound alike in Spanish and are swapped in writing ("bomitar" for vomitar, "cansansio" for
 * cansancio), as [written, meant]; a silent "h" is added or dropped as well.
 */
const spanishSoundAlikes: readonly (readonly [string, string])[] = [
  ['b', 'v'], ['v', 'b'], ['s', 'z'], ['z', 's'], ['s', 'c'], ['c', 's'], ['y', 'll'], ['ll', 'y'],
]

/** Shortest word whose Spanish sound-alike spellings are tried (letters): shorter words have too many neighbours. */
const shortestSoundAlike = 5

/** Every spelling of a Spanish word with one pair of sound-alike letters swapped, or its silent "h" changed. */
function spanishSpellings(word: string): string[] {
  if (word.length < shortestSoundAlike) return []
  const spellings = [word.startsWith('h') ? word.slice(1) : `h${word}`]
  for (const [written, meant] of spanishSoundAlikes) {
    for (let at = word.indexOf(written); at >= 0; at = word.indexOf(written, at + 1)) {
      spellings.push(word.slice(0, at) + meant + word.slice(at + written.length))
    }
  }
  return spellings
}

/**
 * The form of a word the site never uses that the site (or the filler list) knows, as people write: in English an
 * irregular verb or noun ("slept" → sleep, "threw" → throw, "teeth" → tooth; see codegen/generate-word-forms.ts), an
 * adverb made with "-ly" ("lovingly" → loving, "easily" → easy) or a dropped "g" ("takin" → taking); in Spanish a
 * spelling with sound-alike letters swapped ("bomitos" → vomitos). Undefined when no such form is known.
 */
function baseForm(vocabulary: Vocabulary, word: string, isFiller: (word: string) => boolean): string | undefined {
  const known = (candidate: string) => candidate.length >= 3 && (isFiller(candidate) || pagesWith(vocabulary, candidate) > 0)
  const lang = vocabulary.lang.toLowerCase()
  if (lang.startsWith('es')) return spanishSpellings(word).find(known)
  if (!lang.startsWith('en')) return undefined
  const irregular = englishIrregularForms.get(word)
  const adverb = /^(.{3,}?)(i?)ly$/.exec(word)
  const adverbBases = adverb ? (adverb[2] ? [`${adverb[1]}y`] : [adverb[1] ?? '', `${adverb[1]}e`, `${adverb[1]}le`]) : []
  const droppedG = /^.{2,}in$/.test(word) ? [`${word}g`] : []
  return [...(irregular ? [irregular] : []), ...adverbBases, ...droppedG].find(known)
}

/** One word that is no part of a lay phrase, read as a term (or dropped, when its correction is a filler word). */
function wordTerm(vocabulary: Vocabulary, word: string, isFiller: (word: string) => boolean): QuestionTerm | undefined {
  const pages = pagesWith(vocabulary, word)
  if (pages > 0) return { words: word, kind: 'word', forms: [[stemOf(word, vocabulary.lang)]], search: [word], weight: weightFor(vocabulary, pages) }
  const plain = plainForm(vocabulary, word) ?? baseForm(vocabulary, word, isFiller)
  if (plain) {
    if (isFiller(plain)) return undefined
    return { words: word, kind: 'word', forms: [[stemOf(plain, vocabulary.lang)]], search: [plain], weight: weightFor(vocabulary, pagesWith(vocabulary, plain)) }
  }
  const corrected = word.length >= shelbyCorrectionLength ? correctionOf(vocabulary, word) : undefined
  if (corrected) {
    if (isFiller(corrected)) return undefined
    return { words: word, kind: 'corrected', forms: [[stemOf(corrected, vocabulary.lang)]], search: [corrected], weight: weightFor(vocabulary, pagesWith(vocabulary, corrected)) }
  }
  const joined = splitJoined(vocabulary, word)
  if (joined) {
    const pagesOfBoth = Math.min(...joined.map((part) => pagesWith(vocabulary, part)))
    return { words: word, kind: 'joined', forms: [joined.map((part) => stemOf(part, vocabulary.lang))], search: joined, weight: weightFor(vocabulary, pagesOfBoth) }
  }
  return { words: word, kind: 'unknown', forms: [], search: [], weight: weightFor(vocabulary, 0) }
}

/**
 * Reads a question into the terms it asks about (see the module comment), each once, in the order the reader
 * wrote them, ideas first.
 * @param fillerWords words that carry no meaning in a question (site.json's Shelby `ignoreWords`), in any case.
 */
export function readQuestion(text: string, vocabulary: Vocabulary, fillerWords: readonly string[]): QuestionTerm[] {
  const fillers = new Set(fillerWords.flatMap(foldedWords))
  // A plural or possessive (its apostrophe folded away) of a filler word is filler too: "dads", "my wife's" and
  // "husbands" say who a question is about, like "dad". Other forms are not: "say" is no filler for "says".
  const isFiller = (word: string) => fillers.has(word) || (word.endsWith('s') && fillers.has(word.slice(0, -1)))
  const words = foldedWords(text)
  const stems = words.map((word) => stemOf(word, vocabulary.lang))
  const terms: QuestionTerm[] = []
  /** The thesaurus entry of each idea term, by the term's position. */
  const ideaOf: number[] = []
  const inPhrase = new Set<number>()
  for (const found of findPhrases(stems, vocabulary.thesaurus.lay)) {
    for (let at = found.start; at < found.start + found.length; at += 1) inPhrase.add(at)
    const entry = vocabulary.thesaurus.entries[found.phrase.entry]
    // Every phrase was compiled from an entry, so this holds; a phrase without one would only add nothing.
    if (!entry) continue
    // A page may say the idea in the site's words or in any of its lay words ("chemo" answers "quimioterapia").
    const forms = [...entry.site, ...entry.lay].map((text) => stemsOf(text, vocabulary.lang)).filter((form) => form.length > 0)
    // An idea is as common as the site's words for it; a reader's phrase of common words ("backed up") would make
    // it look common. Only an idea whose site words no page says is as common as its most common lay wording.
    const pagesOf = (form: readonly string[]) => Math.min(...form.map((stem) => vocabulary.stems.get(stem) ?? 0))
    const sitePages = Math.max(0, ...entry.site.map((text) => stemsOf(text, vocabulary.lang)).filter((form) => form.length > 0).map(pagesOf))
    const pages = sitePages > 0 ? sitePages : Math.max(...forms.map(pagesOf))
    ideaOf[terms.length] = found.phrase.entry
    terms.push({
      words: words.slice(found.start, found.start + found.length).join(' '),
      kind: 'idea',
      forms,
      search: entry.site.flatMap(foldedWords),
      weight: weightFor(vocabulary, pages),
    })
  }
  words.forEach((word, at) => {
    if (inPhrase.has(at) || isFiller(word) || /^\d+$/.test(word)) return
    const term = wordTerm(vocabulary, word, isFiller)
    if (term) terms.push(term)
  })
  // Two wordings of one idea ("pagar las facturas") ask one thing, and so does a word typed twice.
  const seen = new Set<string>()
  return terms.filter((term, index) => {
    const idea = term.kind === 'idea' ? ideaOf[index] : undefined
    const key = idea !== undefined ? `#${idea}` : term.forms.length > 0 ? term.forms.map((form) => form.join(' ')).join('|') : `?${term.words}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
