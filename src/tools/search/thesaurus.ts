/**
 * The lay-language thesaurus (site.json's top-level `thesaurus`): words people use ("throwing up", "quimio",
 * "burn out") mapped to the words the site's pages use ("vomiting", "nausea", "chemotherapy", "caregiver stress").
 * It is applied twice:
 * - when the search index is built, a section whose text says a site word is also indexed under that entry's lay
 *   words (src/prerender/search-index.ts), so search finds "throwing up" in the section about vomiting;
 * - when Shelby reads a question, a lay phrase counts as one idea that the site's words can answer
 *   (src/tools/shelby/relevance.ts), so "throwing up" is not read as the two words "throwing" and "up".
 * Phrases are compared by word stems (src/tools/shared/words.ts), whole words only, in order.
 */
import { stemsOf } from '../shared/words.ts'

/** One entry (site.json's ThesaurusEntry): the site's words for an idea, and the words readers use for it. */
export interface ThesaurusIdea {
  /** The words the pages use, as they write them ("vomiting", "memory and thinking problems"). */
  readonly site: readonly string[]
  /** What readers type for the same idea: everyday words, slang, Spanish ("throwing up", "quimio"). */
  readonly lay: readonly string[]
}

/** A phrase of an entry, as stems, with the words it was written with. */
export interface ThesaurusPhrase {
  text: string
  stems: string[]
  /** The entry's position in the thesaurus. */
  entry: number
}

/** A thesaurus ready to match: every phrase as stems (in the language it was compiled for), looked up by its first stem. */
export interface CompiledThesaurus {
  /** The language whose stems the phrases are in (a BCP 47 tag): texts matched against it are stemmed alike. */
  lang: string
  entries: readonly ThesaurusIdea[]
  /** Lay phrases by their first stem. */
  lay: ReadonlyMap<string, readonly ThesaurusPhrase[]>
  /** Site phrases by their first stem. */
  site: ReadonlyMap<string, readonly ThesaurusPhrase[]>
}

function byFirstStem(phrases: ThesaurusPhrase[]): Map<string, ThesaurusPhrase[]> {
  const map = new Map<string, ThesaurusPhrase[]>()
  for (const phrase of phrases) {
    const [first] = phrase.stems
    // A phrase of no stems could never be found in a text.
    if (first === undefined) continue
    const list = map.get(first) ?? []
    list.push(phrase)
    map.set(first, list)
  }
  // Longest first, so "throwing up a lot" is found before "throwing up".
  for (const list of map.values()) list.sort((a, b) => b.stems.length - a.stems.length)
  return map
}

function phrasesOf(entries: readonly ThesaurusIdea[], side: 'site' | 'lay', lang: string): ThesaurusPhrase[] {
  return entries.flatMap((entry, index) =>
    entry[side].flatMap((text) => {
      const stems = stemsOf(text, lang)
      return stems.length > 0 ? [{ text, stems, entry: index }] : []
    }),
  )
}

/**
 * Folds every phrase of `entries` once, as stems of language `lang` (English unless given), so matching many texts
 * of that language is quick. Phrases without words are left out.
 */
export function compileThesaurus(entries: readonly ThesaurusIdea[] = [], lang = 'en'): CompiledThesaurus {
  return { lang, entries, lay: byFirstStem(phrasesOf(entries, 'lay', lang)), site: byFirstStem(phrasesOf(entries, 'site', lang)) }
}

/** A phrase found in a text: where it starts (in words), how many words it spans, and which phrase it is. */
export interface PhraseFound {
  start: number
  length: number
  phrase: ThesaurusPhrase
}

function startsAt(stems: readonly string[], at: number, phrase: ThesaurusPhrase): boolean {
  return phrase.stems.every((stem, offset) => stems[at + offset] === stem)
}

/**
 * The phrases of one side of the thesaurus found in a text given as stems, left to right, longest first and never
 * overlapping ("cant poop" is one find, not "cant" and "poop").
 */
export function findPhrases(stems: readonly string[], phrases: CompiledThesaurus['lay']): PhraseFound[] {
  const found: PhraseFound[] = []
  for (let at = 0; at < stems.length; ) {
    const stem = stems[at]
    const phrase = stem === undefined ? undefined : phrases.get(stem)?.find((candidate) => startsAt(stems, at, candidate))
    if (phrase) {
      found.push({ start: at, length: phrase.stems.length, phrase })
      at += phrase.stems.length
    } else {
      at += 1
    }
  }
  return found
}

/** Whether a text given as stems contains `phrase` as whole words in order. */
export function containsPhrase(stems: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false
  for (let at = 0; at + phrase.length <= stems.length; at += 1) {
    if (stems[at] === phrase[0] && phrase.every((stem, offset) => stems[at + offset] === stem)) return true
  }
  return false
}

/** The entries (by position) whose site words (or, with `layToo`, any of whose words) a text given as stems says. */
export function ideasIn(stems: readonly string[], thesaurus: CompiledThesaurus, { layToo = false } = {}): Set<number> {
  const found = [...findPhrases(stems, thesaurus.site), ...(layToo ? findPhrases(stems, thesaurus.lay) : [])]
  return new Set(found.map((each) => each.phrase.entry))
}
