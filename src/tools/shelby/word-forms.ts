/**
 * How Shelby's warning-sign matcher reads words: folding (letter case, accents, apostrophes, marks), contractions
 * and spelled-apart forms, numbers written any way, word forms (a stemmer per language) and typos (edit distance).
 * Language mechanics only: the signs' words live in site.json (`warningSigns`).
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish'
import damerauLevenshtein from 'damerau-levenshtein'

/** The languages the signs are described in. */
export type Language = 'en' | 'es'

/** Longest text read, in characters: a pasted essay is cut here. */
export const maxMatchedChars = 20_000

/** One word of a text, folded; `value` is set for a number (with "," or "." as the decimal mark). */
export interface Token {
  text: string
  value?: number
}

/**
 * Contractions and their spelled-out forms read as one word, so a description written "cant" matches "can't",
 * "cannot" and "can not". Longest first.
 */
const joins: readonly (readonly [readonly string[], string])[] = [
  [['can', 'not'], 'cant'],
  [['cannot'], 'cant'],
  [['will', 'not'], 'wont'],
  [['do', 'not'], 'dont'],
  [['does', 'not'], 'doesnt'],
  [['did', 'not'], 'didnt'],
  [['is', 'not'], 'isnt'],
  [['are', 'not'], 'arent'],
  [['was', 'not'], 'wasnt'],
  [['were', 'not'], 'werent'],
  [['could', 'not'], 'couldnt'],
  [['would', 'not'], 'wouldnt'],
  [['should', 'not'], 'shouldnt'],
  [['has', 'not'], 'hasnt'],
  [['have', 'not'], 'havent'],
  [['had', 'not'], 'hadnt'],
  [['i', 'am'], 'im'],
  [['he', 'is'], 'hes'],
  [['she', 'is'], 'shes'],
  [['it', 'is'], 'its'],
  [['they', 'are'], 'theyre'],
  [['you', 'are'], 'youre'],
  [['my', 'self'], 'myself'],
  [['him', 'self'], 'himself'],
  [['her', 'self'], 'herself'],
  [['them', 'selves'], 'themselves'],
  [['your', 'self'], 'yourself'],
]

/** Slang and chat spellings read as the words they stand for. */
const expansions: Readonly<Record<string, readonly string[]>> = {
  gonna: ['going', 'to'],
  wanna: ['want', 'to'],
  gotta: ['got', 'to'],
  kinda: ['kind', 'of'],
  u: ['you'],
  ur: ['your'],
  pls: ['please'],
  plz: ['please'],
}

/** Joins by their first word, so tokenizing looks only at the joins that can start here. */
const joinsByFirst = new Map<string, (readonly [readonly string[], string])[]>()
for (const join of joins) {
  const first = join[0][0] ?? ''
  joinsByFirst.set(first, [...(joinsByFirst.get(first) ?? []), join])
}

/** Folds text: lower case, accents and apostrophes dropped, "38,3" read as 38.3 and "101F" as "101 F". */
function fold(text: string): string {
  const cut = text.slice(0, maxMatchedChars)
  // Plain ASCII (most questions) needs no Unicode normalization.
  // eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL on purpose
  const plain = /^[\x00-\x7f]*$/.test(cut) ? cut.toLowerCase() : cut.normalize('NFKD').toLowerCase().replace(/\p{M}+/gu, '')
  return plain
    .replace(/['\u2018\u2019\u02bc`´]/g, '')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d)(?=[a-z])|([a-z])(?=\d)/g, '$1$2 ')
}

/**
 * The words of `text` (its first {@link maxMatchedChars} characters), folded, with contractions joined and slang
 * expanded. Never throws.
 */
export function tokenize(text: string): Token[] {
  const raw = fold(text).match(/[a-z]+|\d+(?:\.\d+)?/g) ?? []
  const words = raw.flatMap((word) => expansions[word] ?? [word])
  const tokens: Token[] = []
  for (let index = 0; index < words.length; index++) {
    const word = words[index]
    if (word === undefined) continue
    const join = joinsByFirst.get(word)?.find(([parts]) => parts.every((part, offset) => words[index + offset] === part))
    if (join) {
      tokens.push({ text: join[1] })
      index += join[0].length - 1
      continue
    }
    tokens.push(/^\d/.test(word) ? { text: word, value: Number(word) } : { text: word })
  }
  return tokens
}

/** A word's stem in `language` (bleeding, bleeds, bled → one stem in English); short words are kept as they are. */
export function stem(word: string, language: Language): string {
  if (word.length < 4) return word
  return language === 'en' ? englishStemmer(word) : spanishStemmer(word)
}

/** Most typos forgiven in a word: none under 4 letters, one from 4, two from 8 (counted on the described word). */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/** Edit distance counting an insertion, deletion, substitution or swap of neighbours as one typo. */
export function typoDistance(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps
}
