/**
 * Shelby's warning-sign matcher: reads what a person typed against every sign's description in site.json
 * (`warningSigns`: phrases, words that must appear together, numbers, wordings that are not the sign, in English
 * and Spanish) and names the signs found, most urgent first. Rules, not a model: the same text always gives the
 * same signs, and the clinician review sheet (`npm run report:warnings`) shows every rule.
 *
 * Tolerant of how people write (see word-forms.ts): letter case, accents, punctuation, missing apostrophes,
 * contractions, word forms (bleed, bleeding, bled) and typos: one in a word of 4 or more letters, two in 8 or
 * more. A correctly spelled common word (`realWords`, such as "want" near "cant" or "never" near "fever") is not
 * read as a typo, except inside a phrase whose other words all match as written ("cheat pain").
 */
import type { LookAlikesOfEverySign, MatcherDescription, Pattern, WarningSign } from '../../generated/manifest.ts'
import { stem, tokenize, typoDistance, typosAllowed, type Language, type Token } from './word-forms.ts'
import { finishSteps } from '../shared/steps.ts'
import { saidAbsentAt } from './said-absent.ts'
import { spanishClauseWords, timesOf, toldAsOverAt, type TextTimes } from './told-times.ts'

/**
 * Words that put what is said beside them in the present or the last day, in English and Spanish ("now", "today",
 * "an hour ago", "hoy", "hace rato"). The "*" of a look-alike of every sign never stands for one of them (see spans).
 */
const presentTimeWords: ReadonlySet<string> = new Set([
  'now', 'today', 'tonight', 'currently', 'rn', 'again', 'yesterday', 'morning', 'afternoon', 'evening', 'hour', 'hours',
  'minute', 'minutes', 'min', 'mins', 'ahora', 'ahorita', 'hoy', 'anoche', 'ayer', 'actualmente', 'manana', 'tarde',
  'hora', 'horas', 'minutos', 'rato',
])

/** Word groups a pattern may name in braces: grammar, so a description need not list every person. */
const wordClasses: Readonly<Record<string, readonly string[]>> = {
  my: ['my', 'his', 'her', 'their', 'your', 'our', 'the', 'a', 'an', 'this', 'that', 'mi', 'mis', 'su', 'sus', 'tu', 'tus', 'el', 'la', 'los', 'las', 'un', 'una'],
  self: ['myself', 'himself', 'herself', 'themselves', 'themself', 'yourself', 'ourselves', 'oneself'],
  someone: [
    'someone', 'somebody', 'anyone', 'anybody', 'him', 'her', 'them', 'us', 'people', 'others', 'everyone', 'you',
    'wife', 'husband', 'partner', 'mom', 'mum', 'mother', 'dad', 'father', 'son', 'daughter', 'kid', 'kids', 'child',
    'children', 'baby', 'brother', 'sister', 'grandma', 'grandpa', 'nurse', 'doctor', 'boyfriend', 'girlfriend',
    'alguien', 'ella', 'ellos', 'esposo', 'esposa', 'mama', 'papa', 'hijo', 'hija', 'nino', 'nina', 'bebe',
  ],
  person: [
    'i', 'im', 'he', 'hes', 'she', 'shes', 'they', 'theyre', 'we', 'you', 'it', 'wife', 'husband', 'partner', 'mom',
    'mum', 'mother', 'dad', 'father', 'son', 'daughter', 'kid', 'child', 'baby', 'brother', 'sister', 'grandma',
    'grandpa', 'patient', 'friend', 'boyfriend', 'girlfriend', 'el', 'ella', 'esposo', 'esposa', 'mama', 'papa',
  ],
}

/** One word place in a phrase: a described word (by index in the word table), any word, or a word group. */
type Slot =
  | { kind: 'word'; word: number }
  | { kind: 'exact'; text: string; word: number }
  | { kind: 'any' }
  | { kind: 'class'; words: ReadonlySet<string> }
  /** In a look-alike of every sign: where one of the phrases of the sign being matched matches. */
  | { kind: 'sign' }
  /** {year}: a whole number from 1900 to 2099, as "in 2015" dates a past event. */
  | { kind: 'year' }

/**
 * One wording ready to match: its slots, the first described word to anchor the search on (-1 when it has none) and
 * how many described words it has.
 */
interface Wording {
  /** Its place among every wording of the signs' descriptions, in the order they were compiled. */
  index: number
  slots: Slot[]
  anchor: number
  words: number
  /**
   * Its described words of {@link minTypoLength} letters or more: only those confirm a real word read as a typo
   * ("pain" confirms "cheat" as "chest"; "a" does not confirm "noise" as "noose").
   */
  longWords: number
  /** Its described words, which must all be in a text for it to match. */
  required: readonly number[]
  /**
   * Its described words other than its key word (the one fewest wordings have, see
   * {@link CompiledWarningSigns.wordingsByKey}), each once: checked once a text has the key word. Set when every
   * wording is compiled.
   */
  others: number[]
}

/**
 * A pattern ready to match: its wordings, which hold the places `first` to `end` (exclusive) among every wording (-1
 * for the look-alikes of every sign, which are not indexed).
 */
interface CompiledPattern {
  wordings: readonly Wording[]
  first: number
  end: number
}

interface CompiledNumbers {
  alone: boolean
  atLeast: number
  below: number
  units?: CompiledPattern
  near: CompiledPattern
  notNear?: CompiledPattern
  within: number
}

interface CompiledDescription {
  /** Every described word the description uses: when none is in a text, only its numbers can match. */
  uses: ReadonlySet<number>
  language: Language
  phrases: CompiledPattern[]
  together: { all: CompiledPattern[]; within: number }[]
  numbers: CompiledNumbers[]
  notWhen: CompiledPattern[]
}

/**
 * Where a sign's phrases and "together" sets match in a text, for the {sign} of look-alikes: the furthest end from each
 * first word, the earliest first word from each end.
 */
interface SignSpans {
  fromFirst: ReadonlyMap<number, number>
  fromLast: ReadonlyMap<number, number>
}

const noSignSpans: SignSpans = { fromFirst: new Map(), fromLast: new Map() }

/** A described word: its folded form and its stem in its language, each with how many typos it forgives. */
interface DescribedWord {
  text: string
  language: Language
  stem: string
  typos: number
  stemTypos: number
  /** Which letters each form has (bit 0 for "a"), to rule out most typo candidates without measuring them. */
  letters: number
  stemLetters: number
}

/** The letters a word has, as bits (a = 1, b = 2, ...); other characters are ignored. */
function letterBits(word: string): number {
  let bits = 0
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index) - 97
    if (code >= 0 && code < 26) bits |= 1 << code
  }
  return bits
}

/** How many letters one word has and the other lacks: each typo changes at most two. */
function letterDifference(a: number, b: number): number {
  let bits = a ^ b
  let count = 0
  while (bits) {
    bits &= bits - 1
    count += 1
  }
  return count
}

/** How a word of the text matched described words: as written or by word form (`sure`), or as a typo. */
interface WordMatch {
  sure: ReadonlySet<number>
  /** Typos of described words; `realWord` when the typed word is itself a common, correctly spelled word. */
  typo: ReadonlySet<number>
  realWord: boolean
}

const noMatch: WordMatch = { sure: new Set(), typo: new Set(), realWord: false }

/**
 * The described words of one place of {@link CompiledWarningSigns.typoCandidates}, as parallel arrays: each word's
 * index, the form compared, its letters (see letterBits) and the typos it forgives. Typed arrays, because every new
 * word of a text goes through some 300 of them.
 */
interface TypoBucket {
  ids: Int32Array
  forms: readonly string[]
  letters: Int32Array
  allowed: Int8Array
}

/** The signs ready to match many texts quickly. Make it once with {@link compileWarningSigns}. */
export interface CompiledWarningSigns {
  /** Each sign's descriptions (English, Spanish), and whether the look-alikes of every sign are read for it. */
  signs: readonly { id: string; descriptions: CompiledDescription[]; sharedLookAlikes: boolean }[]
  words: readonly DescribedWord[]
  byText: ReadonlyMap<string, ReadonlySet<number>>
  byStem: Readonly<Record<Language, ReadonlyMap<string, ReadonlySet<number>>>>
  /**
   * Described words that forgive typos, by a first letter (of their folded form or of their stem) and the length of
   * the form compared (see {@link typoKey}): typo candidates are the words that start like the typed word (or with
   * its second letter, for a slip on the first key) and are as long as it, give or take the typos they forgive.
   * Typos rarely change a word's first letter; the few that do are missed.
   */
  typoCandidates: ReadonlyMap<number, TypoBucket>
  realWords: ReadonlySet<string>
  /**
   * The look-alikes of every sign (site.json `warningLookAlikes`), English and Spanish together: people mix the two
   * ("tuve una convulsion de niña"), and a sign's English description may match a Spanish message.
   */
  lookAlikes: readonly CompiledPattern[]
  /** Every wording of the signs' descriptions, by {@link Wording.index}. */
  wordings: readonly Wording[]
  /**
   * The wordings (by index, ascending) by their key word, the described word of theirs that the fewest wordings have:
   * a text is tried only on wordings whose described words it all has, found from the words it has instead of by
   * going through every wording.
   */
  wordingsByKey: ReadonlyMap<number, readonly number[]>
  /** Wordings with no described word (a bare word group), tried on every text. */
  keyless: readonly number[]
  cache: Map<string, WordMatch>
}

/** One sign found in a text, and whether its Spanish description matched (then its card starts in Spanish). */
export interface SignFound {
  id: string
  spanish: boolean
}

const sentinel = (name: string) => `qqclass${name}qq`

/** Each word group's marker in a tokenized pattern, and the group's words (made once: patterns have many words). */
const groupsByMarker: ReadonlyMap<string, ReadonlySet<string>> = new Map(Object.entries(wordClasses).map(([name, words]) => [sentinel(name), new Set(words)]))
const markers = { any: sentinel('any'), sign: sentinel('sign'), year: sentinel('year') }

function addToList<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key)
  if (set) set.add(value)
  else map.set(key, new Set([value]))
}

/**
 * Compiles the signs' descriptions (site.json `warningSigns`, most urgent first).
 * @param realWords common, correctly spelled words that are not read as typos of a described word (made by
 *   `npm run codegen` into src/generated/warning-typo-guard.ts).
 * @param lookAlikes site.json `warningLookAlikes`: wordings that are not any sign, blanked before matching each.
 * @throws when a pattern names an unknown word group, such as "{mine}", or a look-alike of every sign lacks {sign}
 *   or a word of its own (the validator reports both first).
 */
export function compileWarningSigns(
  signs: readonly WarningSign[],
  realWords: Iterable<string> = [],
  lookAlikes: LookAlikesOfEverySign = { en: [], es: [] },
): CompiledWarningSigns {
  return finishSteps(compileWarningSignsInSteps(signs, realWords, lookAlikes))
}

/**
 * {@link compileWarningSigns} as steps, one per pattern (a fraction of a millisecond each; the whole takes about
 * 0.5 s at 4x CPU slowdown): run it with runInSlices so compiling never blocks the page for long, or finishSteps at
 * once. Same arguments, result and errors (thrown by the step that meets the pattern).
 */
export function* compileWarningSignsInSteps(
  signs: readonly WarningSign[],
  realWords: Iterable<string> = [],
  lookAlikes: LookAlikesOfEverySign = { en: [], es: [] },
): Generator<void, CompiledWarningSigns, void> {
  const words: DescribedWord[] = []
  const wordIndex = new Map<string, number>()
  const byText = new Map<string, Set<number>>()
  const byStem: Record<Language, Map<string, Set<number>>> = { en: new Map(), es: new Map() }
  const typoLists = new Map<number, { ids: number[]; forms: string[]; letters: number[]; allowed: number[] }>()
  const wordings: Wording[] = []
  const addCandidate = (key: number, id: number, form: string, letters: number, allowed: number) => {
    let list = typoLists.get(key)
    if (!list) typoLists.set(key, (list = { ids: [], forms: [], letters: [], allowed: [] }))
    list.ids.push(id)
    list.forms.push(form)
    list.letters.push(letters)
    list.allowed.push(allowed)
  }

  // The look-alikes' own words ("died", "years", "ago") are read as written or by word form only: typo candidates
  // for them would slow every typed word down and catch nothing that matters.
  const wordId = (text: string, language: Language, typoTolerant = true): number => {
    const key = `${language}:${text}`
    const known = wordIndex.get(key)
    if (known !== undefined) return known
    const stemmed = stem(text, language)
    const entry: DescribedWord = {
      text,
      language,
      stem: stemmed,
      typos: typoTolerant ? typosAllowed(text) : 0,
      stemTypos: typoTolerant ? typosAllowed(stemmed) : 0,
      letters: letterBits(text),
      stemLetters: letterBits(stemmed),
    }
    const id = words.push(entry) - 1
    wordIndex.set(key, id)
    addTo(byText, text, id)
    addTo(byStem[language], entry.stem, id)
    for (const initial of new Set([text.charAt(0), stemmed.charAt(0)])) {
      if (entry.typos > 0) addCandidate(typoKey('text', initial, text.length), id, text, entry.letters, entry.typos)
      if (entry.stemTypos > 0) addCandidate(typoKey(language, initial, stemmed.length), id, stemmed, entry.stemLetters, entry.stemTypos)
    }
    return id
  }

  // A step every few wordings: a look-alike of every sign may have a hundred.
  function* compilePatternSteps(pattern: Pattern, language: Language, everySign = false): Generator<void, CompiledPattern, void> {
    const first = wordings.length
    const compiled: Wording[] = []
    for (const [place, wording] of pattern.split('|').entries()) {
      compiled.push(...compileWording(pattern, wording, language, everySign))
      if (place % wordingsPerStep === wordingsPerStep - 1) yield
    }
    yield
    return everySign ? { wordings: compiled, first: -1, end: -1 } : { wordings: compiled, first, end: wordings.length }
  }
  const compilePattern = (pattern: Pattern, language: Language): CompiledPattern => finishSteps(compilePatternSteps(pattern, language))

  const compileWording = (pattern: Pattern, wording: string, language: Language, everySign: boolean): Wording[] => {
    const exact: string[] = []
    const marked = wording
      .replace(/\{([a-z]+)\}/g, (_, name: string) => {
        if (!wordClasses[name] && name !== 'year' && !(everySign && name === 'sign')) throw new Error(`Unknown word group "{${name}}" in "${pattern}"`)
        return ` ${sentinel(name)} `
      })
      .replace(/=(\S+)/g, (_, word: string) => ` ${sentinel(`exact${exact.push(tokenize(word)[0]?.text ?? word) - 1}`.replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit))))} `)
    const slots = tokenize(marked.replace(/\*/g, ` ${markers.any} `)).map((token): Slot => {
      if (token.text === markers.any) return { kind: 'any' }
      if (token.text === markers.sign) return { kind: 'sign' }
      if (token.text === markers.year) return { kind: 'year' }
      const exactIndex = /^qqclassexact([a-j]+)qq$/.exec(token.text)
      if (exactIndex) {
        const text = exact[Number([...(exactIndex[1] ?? '')].map((letter) => 'abcdefghij'.indexOf(letter)).join(''))]
        // Every marker was made above from an entry of `exact`.
        if (text === undefined) throw new Error(`An exact word of "${pattern}" could not be read`)
        return { kind: 'exact', text, word: wordId(text, language, !everySign) }
      }
      const group = groupsByMarker.get(token.text)
      if (group) return { kind: 'class', words: group }
      return { kind: 'word', word: wordId(token.text, language, !everySign) }
    })
    if (slots.length === 0) return []
    const anchor = slots.findIndex((slot) => slot.kind === 'word' || slot.kind === 'exact')
    if (everySign && (anchor < 0 || !slots.some((slot) => slot.kind === 'sign')))
      throw new Error(`The look-alike "${wording.trim()}" needs {sign} and a word of its own`)
    const described = slots.flatMap((slot) => (slot.kind === 'word' || slot.kind === 'exact' ? [slot.word] : []))
    const longWords = described.filter((id) => (words[id]?.text.length ?? 0) >= minTypoLength).length
    const compiledWording = { index: -1, slots, anchor, words: described.length, longWords, required: described, others: described }
    if (!everySign) compiledWording.index = wordings.push(compiledWording) - 1
    return [compiledWording]
  }

  // A step after each pattern: the caller may give the browser its turn between steps (see compileWarningSignsInSteps).
  function* compileDescription(description: MatcherDescription, language: Language): Generator<void, CompiledDescription, void> {
    const phrases: CompiledPattern[] = []
    for (const pattern of description.phrases) phrases.push(yield* compilePatternSteps(pattern, language))
    const together: CompiledDescription['together'] = []
    for (const set of description.together ?? []) {
      const all: CompiledPattern[] = []
      for (const pattern of set.all) all.push(yield* compilePatternSteps(pattern, language))
      together.push({ all, within: set.within ?? 6 })
    }
    const numbers = (description.numbers ?? []).map((rule) => ({
      alone: rule.alone ?? false,
      atLeast: rule.atLeast,
      below: rule.below,
      units: rule.units ? compilePattern(rule.units, language) : undefined,
      near: compilePattern(rule.near, language),
      notNear: rule.notNear ? compilePattern(rule.notNear, language) : undefined,
      within: rule.within ?? 5,
    }))
    const notWhen: CompiledPattern[] = []
    for (const pattern of description.notWhen ?? []) notWhen.push(yield* compilePatternSteps(pattern, language))
    const uses = new Set<number>()
    for (const pattern of [...phrases, ...together.flatMap((set) => set.all)])
      for (const wording of pattern.wordings) for (const slot of wording.slots) if (slot.kind === 'word' || slot.kind === 'exact') uses.add(slot.word)
    return { uses, language, phrases, together, numbers, notWhen }
  }

  // The signs first: a word both use keeps the typo tolerance the signs give it.
  const compiledSigns: CompiledWarningSigns['signs'][number][] = []
  for (const sign of signs) {
    const english = yield* compileDescription(sign.match, 'en')
    const spanish = yield* compileDescription(sign.spanish, 'es')
    compiledSigns.push({ id: sign.id, descriptions: [english, spanish], sharedLookAlikes: sign.sharedLookAlikes ?? true })
  }
  const wordingsWith = new Int32Array(words.length)
  for (const wording of wordings) {
    wording.others = wording.required.filter((id, place) => wording.required.indexOf(id) === place)
    for (const id of wording.others) wordingsWith[id] = (wordingsWith[id] ?? 0) + 1
    if (wording.index % 500 === 499) yield
  }
  const wordingsByKey = new Map<number, number[]>()
  const keyless: number[] = []
  for (const wording of wordings) {
    if (wording.index % 500 === 499) yield
    let key = -1
    for (const id of wording.others) if (key < 0 || (wordingsWith[id] ?? 0) < (wordingsWith[key] ?? 0)) key = id
    if (key < 0) keyless.push(wording.index)
    else {
      wording.others = wording.others.filter((id) => id !== key)
      addToList(wordingsByKey, key, wording.index)
    }
  }
  const compiledLookAlikes: CompiledPattern[] = []
  for (const [language, patterns] of [['en', lookAlikes.en], ['es', lookAlikes.es]] as const)
    for (const pattern of patterns) compiledLookAlikes.push(yield* compilePatternSteps(pattern, language, true))
  return {
    lookAlikes: compiledLookAlikes,
    signs: compiledSigns,
    words,
    byText,
    byStem,
    typoCandidates: new Map(
      [...typoLists].map(([key, list]) => [
        key,
        { ids: Int32Array.from(list.ids), forms: list.forms, letters: Int32Array.from(list.letters), allowed: Int8Array.from(list.allowed) },
      ]),
    ),
    realWords: new Set(realWords),
    wordings,
    wordingsByKey,
    keyless,
    cache: new Map(),
  }
}

/**
 * The look-alike words of a description (`notWhen` wordings of one word, not marked "=") that would blank one of the
 * description's own words: a word matches every word of its stem, so "fitness" blanks the "fit" of "had a fit". Each
 * comes with the own word's stem it shares; an empty list when there is none.
 */
export function lookAlikesBlankingOwnWords(description: MatcherDescription, language: Language): { lookAlike: string; stem: string }[] {
  const stemsOf = (pattern: Pattern) =>
    pattern.split('|').flatMap((wording) => tokenize(wording.replace(/\{[a-z]+\}|[*=]/g, ' ')).map((token) => stem(token.text, language)))
  const own = new Set([...description.phrases.flatMap(stemsOf), ...(description.together ?? []).flatMap((set) => set.all.flatMap(stemsOf))])
  return (description.notWhen ?? []).flatMap((pattern) =>
    pattern.split('|').flatMap((wording) => {
      // A word group or "*" is a word of its own: only one-word look-alikes are checked.
      const words = tokenize(wording.replace(/\{[a-z]+\}|\*/g, ' qq '))
      const [word] = words
      if (words.length !== 1 || !word || wording.trim().startsWith('=')) return []
      const stemmed = stem(word.text, language)
      return stemmed !== word.text && own.has(stemmed) ? [{ lookAlike: wording.trim(), stem: stemmed }] : []
    }),
  )
}

/** The forms a typed word is compared by, numbered for {@link typoKey}. */
const formNumbers: Readonly<Record<'text' | Language, number>> = { text: 0, en: 1, es: 2 }

/**
 * Where {@link CompiledWarningSigns.typoCandidates} keeps the described words compared by their folded form
 * (`text`) or by their stem in a language, that have a form or stem starting with `initial`, `length` letters long
 * (lengths from 63 up share a place; the comparison checks lengths exactly). A number, not a string: it is looked up
 * some 30 times for every new word of a text.
 */
function typoKey(form: 'text' | Language, initial: string, length: number): number {
  return (formNumbers[form] * 65_536 + (initial.charCodeAt(0) || 0)) * 64 + Math.max(0, Math.min(length, 63))
}

/** Wordings compiled in one step of {@link compileWarningSignsInSteps}. */
const wordingsPerStep = 8

/** Most typos any described word forgives (see typosAllowed): how far apart in length a candidate may be. */
const mostTypos = 2

/** Shortest typed word read as a possible typo: a 3-letter word is too often another real word. */
const minTypoLength = 4

/** Most distinct words remembered between texts (a long conversation or a pasted essay stays bounded). */
const cacheLimit = 20_000

/** How one typed word matches the described words: as written, by word form, or as a typo. */
export function matchWord(compiled: CompiledWarningSigns, text: string): WordMatch {
  const cached = compiled.cache.get(text)
  if (cached) return cached
  const stems = { en: stem(text, 'en'), es: stem(text, 'es') }
  const sure = new Set<number>(compiled.byText.get(text) ?? [])
  // A dropped final g is how "thinking" and "taking" are said and often typed ("thinkin", "takin"): the word of
  // that name, never a typo of another, and only where the word with its g is itself described ("begin" is not).
  if (text.length >= 4 && text.endsWith('in')) for (const id of compiled.byText.get(`${text}g`) ?? []) sure.add(id)
  for (const language of ['en', 'es'] as const) {
    const stemmed = stems[language]
    if (stemmed.length >= 3) for (const id of compiled.byStem[language].get(stemmed) ?? []) sure.add(id)
  }
  const typo = new Set<number>()
  // A word described somewhere is spelled correctly: it is not also read as a typo of another described word.
  if (sure.size === 0 && text.length >= minTypoLength && !/^\d/.test(text)) {
    const initials = text.charAt(1) === text.charAt(0) ? [text.charAt(0)] : [text.charAt(0), text.charAt(1)]
    const lookUp = (form: 'text' | Language, typed: string) => {
      const typedLetters = letterBits(typed)
      for (const initial of initials) {
        for (let length = typed.length - mostTypos; length <= typed.length + mostTypos; length++) {
          const bucket = compiled.typoCandidates.get(typoKey(form, initial, length))
          if (!bucket) continue
          const apart = Math.abs(typed.length - length)
          for (let index = 0; index < bucket.ids.length; index++) {
            // Cheap tests first: within n typos, lengths differ by at most n and letter sets by at most 2n letters;
            // only then the edit distance.
            const allowed = bucket.allowed[index] ?? 0
            if (apart > allowed || letterDifference(typedLetters, bucket.letters[index] ?? 0) > 2 * allowed) continue
            const id = bucket.ids[index] ?? -1
            if (!typo.has(id) && typoDistance(typed, bucket.forms[index] ?? '') <= allowed) typo.add(id)
          }
        }
      }
    }
    lookUp('text', text)
    lookUp('en', stems.en)
    lookUp('es', stems.es)
  }
  // A word a description names is a real word too ("mano" is not a typo of "mato"): the typo guard leaves such words
  // out, as they are no typo of themselves.
  const result = sure.size === 0 && typo.size === 0 ? noMatch : { sure, typo, realWord: sure.size > 0 || compiled.realWords.has(text) }
  if (compiled.cache.size >= cacheLimit) compiled.cache.clear()
  compiled.cache.set(text, result)
  return result
}

/** A text read once for every sign: its tokens and how each matched the described words. */
interface ReadText {
  tokens: Token[]
  matches: WordMatch[]
  /** Where each described word matched (surely or as a typo), by word index. */
  positions: ReadonlyMap<number, readonly number[]>
  hasNumbers: boolean
  /** The wordings (indices, ascending) whose described words are all in the text: the only ones that can match. */
  candidates: Int32Array
  wordings: readonly Wording[]
  /** When the text sets what it tells (see timesOfText); read on demand. */
  times?: TextTimes
}

/** How a slot matched a token: not at all, surely, or only as a real word read as a typo. */
type SlotFit = 'no' | 'sure' | 'realWordTypo'

function fit(slot: Slot, token: Token, match: WordMatch): SlotFit {
  if (slot.kind === 'any') return 'sure'
  // Read in spans(), which knows where the sign's phrases matched.
  if (slot.kind === 'sign') return 'no'
  if (slot.kind === 'year') return token.value !== undefined && Number.isInteger(token.value) && token.value >= 1900 && token.value < 2100 ? 'sure' : 'no'
  if (slot.kind === 'exact') return token.text === slot.text ? 'sure' : 'no'
  if (slot.kind === 'class') return slot.words.has(token.text) ? 'sure' : 'no'
  if (match.sure.has(slot.word)) return 'sure'
  if (!match.typo.has(slot.word)) return 'no'
  return match.realWord ? 'realWordTypo' : 'sure'
}

/** The index of the slot naming the described word found least often in the text (`fallback` when none names one). */
function rarestWord(slots: readonly Slot[], read: ReadText, fallback: number): number {
  let best = fallback
  let fewest = Number.POSITIVE_INFINITY
  slots.forEach((slot, index) => {
    if (slot.kind !== 'word' && slot.kind !== 'exact') return
    const count = read.positions.get(slot.word)?.length ?? 0
    if (count < fewest) {
      fewest = count
      best = index
    }
  })
  return best
}

/** Words people slip into a phrase ("I just want to die", "it really won't stop"): skipped inside a wording. */
const fillers: ReadonlySet<string> = new Set([
  'just', 'really', 'so', 'literally', 'honestly', 'actually', 'kinda', 'totally', 'even', 'still', 'seriously', 'truly',
  'basically', 'lol', 'ok', 'okay', 'um', 'uh', 'realmente', 'solo', 'ya',
])

/** Most filler words skipped inside one wording. */
const maxSkips = 2

/**
 * Where a pattern matches in the text, as [first, last] token indices, skipping blanked tokens. A wording's words
 * must come in a row, except for a few filler words between them. A real word read as a typo counts only in a phrase
 * of two or more words of 4 letters or more whose other described words all match surely; `loose` false (for words that must appear
 * together) never lets it count.
 */
function spans(pattern: CompiledPattern, read: ReadText, blanked: ReadonlySet<number>, loose = true, sign: SignSpans = noSignSpans): [number, number][] {
  const found: [number, number][] = []
  // The wordings to try: the pattern's candidates (see ReadText), or for a look-alike of every sign all its wordings.
  const indexed = sign === noSignSpans
  const { candidates } = read
  let next = indexed ? firstAtLeast(candidates, pattern.first) : 0
  if (indexed && !(next < candidates.length && (candidates[next] ?? Infinity) < pattern.end)) return found
  const tokens = read.tokens
  // One wording at one place at a time; the helpers below are made once per call, not once per place (a text meets
  // thousands of places).
  let slots: readonly Slot[] = []
  let at = 0
  let position = 0
  let realWordTypos = 0
  let skips = 0
  const fits = (slot: Slot, index: number): boolean => {
    const token = tokens[index]
    const match = read.matches[index]
    // In a look-alike of every sign, "*" never stands for a word that puts the sign in the present: in "dizzy and
    // dry today as a kid I..." the sign is today's, whatever the look-alike "{sign} * as a kid" says.
    const present = !indexed && slot.kind === 'any' && token !== undefined && presentTimeWords.has(token.text)
    const result = present || blanked.has(index) || !token || !match ? 'no' : fit(slot, token, match)
    if (result === 'realWordTypo') realWordTypos += 1
    return result !== 'no'
  }
  // Walk out from the anchor in both directions, skipping a filler word where the next slot does not fit.
  const walk = (direction: 1 | -1): number | undefined => {
    let index = position
    for (let slot = at + direction; slot >= 0 && slot < slots.length; slot += direction) {
      index += direction
      const wanted = slots[slot]
      if (!wanted) return undefined
      if (wanted.kind === 'sign') {
        // {sign} covers a whole phrase of the sign, from its first word walking right or its last walking left.
        const to = (direction === 1 ? sign.fromFirst : sign.fromLast).get(index)
        if (to === undefined) return undefined
        index = to
        continue
      }
      while (index >= 0 && index < tokens.length && !fits(wanted, index)) {
        if (!fillers.has(tokens[index]?.text ?? '') || skips === maxSkips) return undefined
        skips += 1
        index += direction
      }
      if (index < 0 || index >= tokens.length) return undefined
    }
    return index
  }
  for (;;) {
    const wording = indexed ? (next < candidates.length && (candidates[next] ?? Infinity) < pattern.end ? read.wordings[candidates[next] ?? -1] : undefined) : pattern.wordings[next]
    next += 1
    if (!wording) break
    slots = wording.slots
    // Try only where the wording's first described word matched (every wording but a bare word group has one); a
    // look-alike of every sign, from its word that is rarest in the text ("signs" rather than "what").
    const anchorSlot = slots[sign === noSignSpans ? wording.anchor : rarestWord(slots, read, wording.anchor)]
    const anchored = anchorSlot?.kind === 'word' || anchorSlot?.kind === 'exact'
    at = anchored ? slots.indexOf(anchorSlot) : 0
    const atSlot = slots[at]
    if (!atSlot) continue
    const positions = anchored ? (read.positions.get(anchorSlot.word) ?? []) : tokens.map((_, index) => index)
    for (const place of positions) {
      position = place
      realWordTypos = 0
      skips = 0
      if (!fits(atSlot, position)) continue
      const last = walk(1)
      const first = last === undefined ? undefined : walk(-1)
      if (first === undefined || last === undefined) continue
      if (realWordTypos > 0 && (!loose || realWordTypos > 1 || wording.words < 2 || wording.longWords < 2)) continue
      // Nor does a look-alike of every sign reach over the end of a sentence: "I passed out an hour ago. Last year the
      // same happened" tells of today, then of last year.
      if (!indexed && crossesAnotherTime(tokens, first, last)) continue
      found.push([first, last])
    }
  }
  return found
}

/**
 * Whether a sentence ends between the tokens `first` and `last` (inclusive), or a clause that opens with a time of
 * the past: "chest pain right now, last year I had a stent" tells of two times; "chest pain last year, all fine now"
 * of one.
 */
function crossesAnotherTime(tokens: readonly Token[], first: number, last: number): boolean {
  for (let index = first + 1; index <= last; index++) {
    const token = tokens[index]
    if (token?.sentenceStart) return true
    if (!opensPastTime(tokens, index)) continue
    const after = tokens[last + 1]
    if (token?.afterComma || (token?.text === 'de' && after !== undefined && !after.afterComma && !after.sentenceStart && spanishClauseWords.has(after.text))) return true
  }
  return false
}

/** Words that open a time of the past, alone or before the next word ("last year", "de niña", "en 2019"). */
const pastTimeOpeners: Readonly<Record<string, ReadonlySet<string> | true>> = {
  last: true,
  years: true,
  decades: true,
  when: true,
  back: true,
  hace: true,
  cuando: true,
  as: new Set(['a', 'an']),
  el: new Set(['ano', 'anos', 'invierno', 'verano', 'otono', 'mes', 'pasado']),
  de: new Set(['nino', 'nina', 'ninos', 'chico', 'chica', 'joven', 'pequeno', 'pequena', 'bebe']),
}

/** Whether a time of the past opens at token `index` (see pastTimeOpeners; "in" or "en" before a year too). */
function opensPastTime(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.text ?? ''
  const next = tokens[index + 1]
  if ((word === 'in' || word === 'en') && next?.value !== undefined) return next.value >= 1900 && next.value < 2100
  const opener = pastTimeOpeners[word]
  return opener === true || (opener !== undefined && next !== undefined && opener.has(next.text))
}

function togetherMatches(set: CompiledDescription['together'][number], read: ReadText, blanked: ReadonlySet<number>): boolean {
  return togetherSpans(set, read, blanked, 1).length > 0
}

/** The first place in `sorted` (ascending) holding `value` or more; `sorted.length` when there is none. */
function firstAtLeast(sorted: Int32Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((sorted[middle] ?? Infinity) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Where a "together" set matches: the first and last word of each choice of its patterns' matches, at most `most`. */
function togetherSpans(set: CompiledDescription['together'][number], read: ReadText, blanked: ReadonlySet<number>, most: number): [number, number][] {
  const found: [number, number][] = []
  const each: [number, number][][] = []
  for (const pattern of set.all) {
    const list = spans(pattern, read, blanked, false)
    if (list.length === 0) return found
    each.push(list)
  }
  // Every choice of one span per pattern (few in practice) within the window.
  const choose = (index: number, low: number, high: number): boolean => {
    if (high - low > set.within) return false
    if (index === each.length) {
      found.push([low, high])
      return found.length >= most
    }
    return (each[index] ?? []).some(([first, last]) => choose(index + 1, Math.min(low, first), Math.max(high, last)))
  }
  choose(0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY)
  return found
}

const noBlanks: ReadonlySet<number> = new Set()

/** Most matches of one "together" set a {sign} is tried on. */
const mostTogetherSpans = 8

function numberMatches(rule: CompiledNumbers, read: ReadText, blanked: ReadonlySet<number>): boolean {
  const readings = read.tokens.flatMap((token, index) =>
    token.value !== undefined && token.value >= rule.atLeast && token.value < rule.below && !blanked.has(index) ? [index] : [],
  )
  if (readings.length === 0) return false
  const around = (pattern: CompiledPattern | undefined) => (pattern ? spans(pattern, read, blanked) : [])
  const nearSpans = around(rule.near)
  const notNearSpans = around(rule.notNear)
  const unitStarts = new Set(around(rule.units).map(([first]) => first))
  const close = (list: [number, number][], at: number) => list.some(([first, last]) => last >= at - rule.within && first <= at + rule.within)
  // A message that is only the reading (and perhaps its unit) is a reading too.
  if (rule.alone && read.tokens.length <= 2 && readings.length === 1) return true
  return readings.some((index) => !close(notNearSpans, index) && (unitStarts.has(index + 1) || close(nearSpans, index)))
}

function describes(description: CompiledDescription, read: ReadText, lookAlikes: readonly CompiledPattern[], readsTimes: boolean): boolean {
  let present = false
  for (const id of description.uses)
    if (read.positions.has(id)) {
      present = true
      break
    }
  if (!present) return description.numbers.length > 0 && read.hasNumbers && description.numbers.some((rule) => numberMatches(rule, read, new Set()))
  const blanked = new Set<number>()
  const notSpans = description.notWhen.flatMap((pattern) => {
    const found = spans(pattern, read, blanked)
    for (const [first, last] of found) for (let index = first; index <= last; index++) blanked.add(index)
    return found
  })
  // A phrase of the sign that holds a look-alike whole is the more exact reading: "deep breath" is not the sign,
  // "can't take a deep breath" is. Its words are not blanked.
  if (notSpans.length > 0) {
    const phraseSpans = description.phrases.flatMap((pattern) => spans(pattern, read, noBlanks))
    const held = ([first, last]: [number, number]) => phraseSpans.some(([from, to]) => from <= first && last <= to && to - from > last - first)
    if (notSpans.some(held)) {
      blanked.clear()
      for (const span of notSpans) if (!held(span)) for (let index = span[0]; index <= span[1]; index++) blanked.add(index)
    }
  }
  // A reading at or over a sign's number is read whatever look-alike of every sign surrounds it: "what counts as a
  // fever? he is at 101" is a question about the sign and the sign itself.
  if (description.numbers.some((rule) => numberMatches(rule, read, blanked))) return true
  const matches = () =>
    description.phrases.some((pattern) => spans(pattern, read, blanked).length > 0) || description.together.some((set) => togetherMatches(set, read, blanked))
  // The look-alikes of every sign are read only for a sign the text matches: most signs match no text.
  if (!matches()) return false
  // A sign of the body said to be absent ("no chest pain") or told only of a time long over ("I fainted at a blood
  // draw last year") is no sign of today; each place it was read must be one or the other.
  const toldOfToday = () => {
    if (!readsTimes) return true
    const found = signSpans(description, read, blanked)
    const times = timesOfText(read)
    return found.length === 0 || !found.every(([first, last]) => saidAbsentAt(read.tokens, first, last) || toldAsOverAt(read.tokens, times, first, last))
  }
  if (lookAlikes.length === 0) return toldOfToday()
  const fromFirst = new Map<number, number>()
  const fromLast = new Map<number, number>()
  const place = ([first, last]: [number, number]) => {
    fromFirst.set(first, Math.max(last, fromFirst.get(first) ?? last))
    fromLast.set(last, Math.min(first, fromLast.get(last) ?? first))
  }
  for (const pattern of description.phrases) spans(pattern, read, blanked).forEach(place)
  for (const set of description.together) togetherSpans(set, read, blanked, mostTogetherSpans).forEach(place)
  // A look-alike's own words may be words the sign's notWhen already blanked ("iron pills" in "is it true iron
  // pills make your poop dark"): only its {sign} must be the sign's.
  for (const pattern of lookAlikes)
    for (const [first, last] of spans(pattern, read, noBlanks, true, { fromFirst, fromLast })) for (let index = first; index <= last; index++) blanked.add(index)
  return matches() && toldOfToday()
}

/** Where a description's phrases and "together" sets match outside the `blanked` words. */
function signSpans(description: CompiledDescription, read: ReadText, blanked: ReadonlySet<number>): [number, number][] {
  return [
    ...description.phrases.flatMap((pattern) => spans(pattern, read, blanked)),
    ...description.together.flatMap((set) => togetherSpans(set, read, blanked, mostTogetherSpans)),
  ]
}

/** The text's times (told-times.ts), read once, only for a text in which some sign of the body matched. */
function timesOfText(read: ReadText): TextTimes {
  read.times ??= timesOf(read.tokens)
  return read.times
}

/**
 * The signs `text` describes, in the order of site.json's `warningSigns` (most urgent first), each once. Reads the
 * first 20,000 characters; never throws.
 */
export function findWarningSigns(compiled: CompiledWarningSigns, text: string): SignFound[] {
  const tokens = tokenize(text)
  const matches = tokens.map((token) => matchWord(compiled, token.text))
  const positions = new Map<number, number[]>()
  const place = (id: number, index: number) => {
    const list = positions.get(id)
    if (!list) positions.set(id, [index])
    // A word both sure and a typo of the same described word is one place.
    else if (list[list.length - 1] !== index) list.push(index)
  }
  matches.forEach((match, index) => {
    if (match === noMatch) return
    for (const id of match.sure) place(id, index)
    for (const id of match.typo) place(id, index)
  })
  const allHere = (wording: Wording | undefined) => wording !== undefined && wording.required.every((id) => positions.has(id))
  const othersHere = (wording: Wording | undefined) => {
    if (!wording) return false
    for (const id of wording.others) if (!positions.has(id)) return false
    return true
  }
  const candidates = compiled.keyless.filter((index) => othersHere(compiled.wordings[index]))
  for (const id of positions.keys()) for (const index of compiled.wordingsByKey.get(id) ?? []) if (othersHere(compiled.wordings[index])) candidates.push(index)
  const read: ReadText = {
    tokens,
    matches,
    positions,
    hasNumbers: tokens.some((token) => token.value !== undefined),
    candidates: Int32Array.from(candidates).sort(),
    wordings: compiled.wordings,
  }
  // Only look-alikes whose own words are all in the text can match (most texts have a few).
  const lookAlikes = compiled.lookAlikes.flatMap((pattern) => {
    const wordings = pattern.wordings.filter(allHere)
    return wordings.length > 0 ? [{ wordings, first: -1, end: -1 }] : []
  })
  const found: SignFound[] = []
  for (const sign of compiled.signs) {
    const [english, spanish] = sign.descriptions
    // A crisis sign reads only its own notWhen: "never again" or "years ago" beside it does not make it a past event.
    const blanking = sign.sharedLookAlikes ? lookAlikes : []
    // Nor does a time long over beside it ("years ago I tried to end it" is told to ask for help with it today).
    const readsTimes = sign.sharedLookAlikes
    if (english && describes(english, read, blanking, readsTimes)) found.push({ id: sign.id, spanish: false })
    else if (spanish && describes(spanish, read, blanking, readsTimes)) found.push({ id: sign.id, spanish: true })
  }
  return found
}
