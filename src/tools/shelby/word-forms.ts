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

/**
 * One word of a text, folded; `value` is set for a number (with "," or "." as the decimal mark); `sentenceStart` when
 * a sentence ends before it (".", "!", ";" or a line break), for the look-alikes, which never reach over one.
 */
export interface Token {
  text: string
  value?: number
  sentenceStart?: true
  /** When a comma comes before it (see crossesAnotherTime in warning-matcher.ts and opensClause in told-times.ts). */
  afterComma?: true
}

/**
 * Contractions and their spelled-out forms read as one word, so a description written "cant" matches "can't",
 * "cannot" and "can not". Longest first.
 */
const joins: readonly (readonly [readonly string[], string])[] = [
  // Text-speak: "2nite", "2day", "2morrow", "b4".
  [['2', 'night'], 'tonight'],
  [['2', 'day'], 'today'],
  [['2', 'morrow'], 'tomorrow'],
  [['b', '4'], 'before'],
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
  // Letters swapped or dropped in short words, which typo tolerance (from 4 letters) does not reach.
  teh: ['the'],
  hte: ['the'],
  adn: ['and'],
  dnt: ['dont'],
  rite: ['right'],
  // Text-speak with its vowels dropped or spelled as it sounds.
  wnt: ['want'],
  gna: ['going', 'to'],
  lyf: ['life'],
  wuz: ['was'],
  ded: ['dead'],
  agn: ['again'],
  nite: ['night'],
}

/**
 * Words after which "2" is "to", when a word follows ("want 2 die", "ready 2 go"); elsewhere it is a number ("about
 * 2 days", "have 2 kids").
 */
const beforeTwoAsTo: ReadonlySet<string> = new Set(['want', 'going', 'ready', 'trying', 'try', 'wish'])

/** Digits typed for letters inside a word ("su1c1de", "k1ll"): 1 as i, 3 as e, 0 as o, 4 as a. */
const leetDigits: Readonly<Record<string, string>> = { '1': 'i', '3': 'e', '0': 'o', '4': 'a' }

/** Number words, English and Spanish, by value: "thirty eight point five" and "treinta y ocho" are read as numbers. */
// Spanish "once" (11) is left out: it is also the English word.
const units: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
}
const tens: Readonly<Record<string, number>> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
}
const hundreds: ReadonlySet<string> = new Set(['hundred', 'cien', 'ciento'])
/** Words between the parts of one number ("a hundred and one", "treinta y ocho"). */
const numberJoins: ReadonlySet<string> = new Set(['and', 'y'])
/** Words for a decimal mark ("thirty eight point five", "treinta y ocho punto cinco"). */
const decimalMarks: ReadonlySet<string> = new Set(['point', 'punto', 'coma'])
/** Words read as a zero digit after "one" ("one oh two" for 102). */
const spokenZeros: ReadonlySet<string> = new Set(['oh', 'o'])

/**
 * Reads a number written in words at `words[start]` (below 1,000, with one decimal place or more): "one hundred and
 * one point five" (101.5), "a hundred and two", "one oh two" (102), "ninety nine point eight", "treinta y ocho coma
 * cinco". Returns its value and how many words it took, or undefined when no number word starts there.
 */
export function numberInWords(words: readonly (string | undefined)[], start: number): { value: number; length: number } | undefined {
  let at = start
  const next = () => words[at] ?? ''
  // A small number: a unit, a ten, or a ten with its unit ("ninety nine", "treinta y ocho").
  const small = (): number | undefined => {
    const word = next()
    if (units[word] !== undefined) {
      at += 1
      return units[word]
    }
    const ten = tens[word]
    if (ten === undefined) return undefined
    at += 1
    const joined = numberJoins.has(next()) && units[words[at + 1] ?? ''] !== undefined ? 1 : 0
    const unit = units[words[at + joined] ?? '']
    if (unit !== undefined && unit > 0 && unit < 10) {
      at += joined + 1
      return ten + unit
    }
    return ten
  }
  let value: number | undefined
  if ((next() === 'a' || next() === 'one') && hundreds.has(words[at + 1] ?? '')) {
    at += 2
    value = 100
  } else if (hundreds.has(next())) {
    at += 1
    value = 100
  } else if (next() === 'one' && spokenZeros.has(words[at + 1] ?? '') && (units[words[at + 2] ?? ''] ?? 10) < 10) {
    value = 100 + (units[words[at + 2] ?? ''] ?? 0)
    at += 3
  } else {
    value = small()
    if (value !== undefined && value > 0 && value < 10 && hundreds.has(next())) {
      at += 1
      value *= 100
    }
  }
  if (value === undefined) return undefined
  if (value % 100 === 0 && value > 0) {
    const before = at
    if (numberJoins.has(next())) at += 1
    const rest = small()
    if (rest === undefined) at = before
    else value += rest
  }
  if (decimalMarks.has(next())) {
    const digits: number[] = []
    let after = at + 1
    for (let unit = units[words[after] ?? '']; unit !== undefined && unit < 10; unit = units[words[after] ?? '']) {
      digits.push(unit)
      after += 1
    }
    if (digits.length > 0) {
      value += Number(`0.${digits.join('')}`)
      at = after
    }
  }
  return { value, length: at - start }
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
    // Digits typed for letters, only between letters: "b12", "5fu" and "x2" keep their digits.
    .replace(/[a-z]+(?:[0134]+[a-z]+)+/g, (word) => word.replace(/[0134]/g, (digit) => leetDigits[digit] ?? digit))
    .replace(/(\d)(?=[a-z])|([a-z])(?=\d)/g, '$1$2 ')
}

/**
 * The words of `text` (its first {@link maxMatchedChars} characters), folded, with contractions joined, slang
 * expanded and numbers written in words read as numbers ({@link numberInWords}). Never throws.
 */
export function tokenize(text: string): Token[] {
  // Only between letters: "b12", "5fu" and "x2" keep their digits.
  const folded = fold(text)
  const words: string[] = []
  // Indices into `words` of the words a sentence end, or a comma, comes before.
  const starts = new Set<number>()
  const commas = new Set<number>()
  let end = 0
  for (const found of folded.matchAll(/[a-z]+|\d+(?:\.\d+)?/g)) {
    const between = folded.slice(end, found.index)
    if (words.length > 0 && sentenceEnd.test(between)) starts.add(words.length)
    else if (words.length > 0 && between.includes(',')) commas.add(words.length)
    end = found.index + found[0].length
    words.push(...(expansions[found[0]] ?? [found[0]]))
  }
  for (let index = 1; index < words.length - 1; index++)
    if (words[index] === '2' && beforeTwoAsTo.has(words[index - 1] ?? '') && /^[a-z]/.test(words[index + 1] ?? '')) words[index] = 'to'
  const tokens: Token[] = []
  const push = (token: Token, index: number) =>
    tokens.push(starts.has(index) ? { ...token, sentenceStart: true } : commas.has(index) ? { ...token, afterComma: true } : token)
  for (let index = 0; index < words.length; index++) {
    const word = words[index]
    if (word === undefined) continue
    const join = joinsByFirst.get(word)?.find(([parts]) => parts.every((part, offset) => words[index + offset] === part))
    if (join) {
      push({ text: join[1] }, index)
      index += join[0].length - 1
      continue
    }
    const spelled = numberInWords(words, index)
    if (spelled) {
      push({ text: String(spelled.value), value: spelled.value }, index)
      index += spelled.length - 1
      continue
    }
    push(/^\d/.test(word) ? { text: word, value: Number(word) } : { text: word }, index)
  }
  return tokens
}

/**
 * What ends a sentence between two words: a full stop, "!", ";" or a line break. Not "," and not "?": a question
 * and what follows it are one thought ("how do I know if it's a clot? just want to know what to look for").
 */
const sentenceEnd = /[.!;\n\u2026]/

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
