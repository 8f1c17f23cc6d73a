/**
 * When a message sets what it tells: long ago ("last year", "years ago", "in 2019", "as a kid", "hace años",
 * "el año pasado") or now ("today", "now", "since", "still", "hoy"). Shelby's matcher reads a sign of the body told
 * only of a time long over as no sign of today ("I fainted during a blood draw last year. Can I lie down next time?"),
 * unless the message says it is back or happened again ("a seizure years ago, today another one").
 *
 * Pure functions over the folded tokens of word-forms.ts (lower case, no accents, number words as numbers).
 */
import type { Token } from './word-forms.ts'

/** What a token opens: nothing, a time long over, or a time of today. */
const Time = { None: 0, Past: 1, Now: 2 } as const
type Time = (typeof Time)[keyof typeof Time]

/** Where the times of a text are: a time per token (at the first token of its words) and a sentence per token. */
export interface TextTimes {
  times: Uint8Array
  sentences: Int32Array
  /** Whether the text says something is back or happened again ("again", "another one", "otra vez"). */
  recurs: boolean
}

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']
const seasons = ['spring', 'summer', 'fall', 'autumn', 'winter']
/** Units before "ago" (or after "last") far enough back that the event is over: weeks and days are not. */
const longUnits: ReadonlySet<string> = new Set(['years', 'year', 'yrs', 'yr', 'months', 'month', 'mos', 'decades', 'decade'])
const afterLast: ReadonlySet<string> = new Set(['year', 'month', ...seasons, ...months])
const afterBackIn: ReadonlySet<string> = new Set([...months, 'the'])
const childhood: ReadonlySet<string> = new Set(['kid', 'child', 'little', 'young', 'teen', 'teenager', 'baby', 'toddler', 'boy', 'girl'])
const spanishChildhood: ReadonlySet<string> = new Set(['nino', 'nina', 'chico', 'chica', 'joven', 'pequeno', 'pequena', 'bebe', 'chiquito', 'chiquita'])
const spanishLongUnits: ReadonlySet<string> = new Set(['anos', 'ano', 'meses', 'mes', 'tiempo', 'mucho', 'decadas'])
const spanishPastSeasons: ReadonlySet<string> = new Set(['ano', 'mes', 'verano', 'invierno', 'otono'])
/** Words that set a time of today, alone. "Since" and "desde" reach to today ("confused ever since her fall"). */
const nowWords: ReadonlySet<string> = new Set([
  'now',
  'rn',
  'today',
  'tonight',
  'currently',
  'since',
  'still',
  'keeps',
  'yesterday',
  'ahora',
  'ahorita',
  'hoy',
  'anoche',
  'ayer',
  'todavia',
  'sigue',
  'desde',
  'actualmente',
])
const thisWhen: ReadonlySet<string> = new Set(['morning', 'afternoon', 'evening', 'week'])
const estaWhen: ReadonlySet<string> = new Set(['manana', 'tarde', 'noche', 'semana'])
const pronouns: ReadonlySet<string> = new Set(['i', 'he', 'she', 'we', 'they'])

const isYear = (token: Token | undefined) => token?.value !== undefined && Number.isInteger(token.value) && token.value >= 1900 && token.value < 2100

/** The time that token `index` of `tokens` opens (see Time). */
function timeAt(tokens: readonly Token[], index: number): Time {
  const word = tokens[index]?.text ?? ''
  const next = tokens[index + 1]
  const after = tokens[index + 2]
  const nextWord = next?.text ?? ''
  if (nowWords.has(word)) return Time.Now
  if ((word === 'this' && thisWhen.has(nextWord)) || (word === 'esta' && estaWhen.has(nextWord))) return Time.Now
  if (word === 'last') return afterLast.has(nextWord) ? Time.Past : nextWord === 'night' || nextWord === 'week' ? Time.Now : Time.None
  if (longUnits.has(word) && nextWord === 'ago') return Time.Past
  if ((word === 'in' || word === 'en') && isYear(next)) return Time.Past
  if (word === 'back' && nextWord === 'in' && (isYear(after) || afterBackIn.has(after?.text ?? ''))) return Time.Past
  if (word === 'over' && nextWord === 'the' && seasons.includes(after?.text ?? '')) return Time.Past
  if (word === 'as' && nextWord === 'a' && childhood.has(after?.text ?? '')) return Time.Past
  if (word === 'when' && pronouns.has(nextWord) && (after?.text === 'was' || after?.text === 'were')) {
    const fourth = tokens[index + 3]
    const fifth = tokens[index + 4]
    if (fourth?.value !== undefined || childhood.has(fourth?.text ?? '') || (fourth?.text === 'a' && childhood.has(fifth?.text ?? ''))) return Time.Past
  }
  if (word === 'growing' && nextWord === 'up') return Time.Past
  if (word === 'in' && (nextWord === 'college' || (nextWord === 'high' && after?.text === 'school'))) return Time.Past
  // "hace años", "hace dos años", "hace como 20 años", "hace más de 5 años".
  if (word === 'hace') {
    for (let ahead = index + 1; ahead <= index + 4 && !opensClause(tokens, ahead); ahead++) if (spanishLongUnits.has(tokens[ahead]?.text ?? '')) return Time.Past
    return Time.None
  }
  if (word === 'el' && spanishPastSeasons.has(nextWord) && after?.text === 'pasado') return Time.Past
  if (word === 'la' && nextWord === 'primavera' && after?.text === 'pasada') return Time.Past
  if (word === 'de' && spanishChildhood.has(nextWord)) return Time.Past
  if (word === 'cuando' && (nextWord === 'era' || nextWord === 'tenia')) return Time.Past
  return Time.None
}

/**
 * Words before "again" that tell of life resumed, not of a sign come back ("start jogging again", "she's hiking
 * again", "feel like myself again").
 */
const resumed: ReadonlySet<string> = new Set(
  'start started starting begin began drive driving drove jog jogging run running walk walked walking work worked working travel traveling travelling exercise exercising swim swimming eat eating hike hiking dance dancing play playing cook cooking laugh laughing smile smiling myself himself herself normal fine ok okay well healthy strong'.split(' '),
)

/** Whether token `index` says something is back or happened again. "Never again" and "nunca más" do not. */
function recursAt(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.text ?? ''
  const before = tokens[index - 1]?.text ?? ''
  const next = tokens[index + 1]?.text ?? ''
  if (word === 'again') return before !== 'never' && !resumed.has(before)
  // Number words are numbers by now: "one" is 1.
  if (word === 'another') return next === 'one' || tokens[index + 1]?.value === 1 || next === 'episode' || next === 'attack'
  if (word === 'back') return before === 'its' || before === 'is' || before === 'came' || before === 'comes' || before === 'coming'
  // "This is different", "this time": what is told now is not the time long over.
  if (word === 'different') return before === 'is' || before === 'feels' || next === 'this'
  if (word === 'this') return next === 'time'
  if (word === 'otra') return next === 'vez'
  if (word === 'de') return next === 'nuevo'
  return word === 'volvio' || word === 'regreso'
}

/** Reads the times of a tokenized text (see TextTimes). */
export function timesOf(tokens: readonly Token[]): TextTimes {
  const times = new Uint8Array(tokens.length)
  const sentences = new Int32Array(tokens.length)
  let sentence = 0
  let recurs = false
  tokens.forEach((token, index) => {
    if (token.sentenceStart) sentence++
    sentences[index] = sentence
    times[index] = timeAt(tokens, index)
    if (recursAt(tokens, index)) recurs = true
  })
  return { times, sentences, recurs }
}

/** Words that open a clause of their own, so a time before them is not the time of what follows ("but this is worse"). */
const clauseOpeners: ReadonlySet<string> = new Set(['but', 'pero', 'aunque', 'though', 'tho', 'however', 'only', 'solo'])

/**
 * Spanish words that start a clause of their own right after "de niña", "de joven" and the like, when people write
 * without commas ("me duele el pecho de niña tuve asma"): a pronoun or a past verb. ("Tuve asma de niña y..." keeps
 * the time with the sign before it.) The matcher's spans use them too.
 */
export const spanishClauseWords: ReadonlySet<string> = new Set(['tuve', 'tuvo', 'tuvimos', 'me', 'le', 'se', 'estuve', 'estuvo', 'fui', 'fue', 'mi'])

/**
 * Whether token `index` opens a clause: after a sentence's end or a comma, with a word of clauseOpeners, or as a
 * Spanish time of childhood followed by a clause of its own ("de niña tuve...").
 */
function opensClause(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]
  if (token === undefined || token.sentenceStart === true || token.afterComma === true) return true
  // "...but that was 3 years ago" dates what came before it.
  if (clauseOpeners.has(token.text)) return !(tokens[index + 2]?.text === 'was' && ['that', 'it', 'this'].includes(tokens[index + 1]?.text ?? ''))
  return token.text === 'de' && spanishChildhood.has(tokens[index + 1]?.text ?? '') && spanishClauseWords.has(tokens[index + 2]?.text ?? '')
}

/**
 * Most words between what a sign's words tell and a time after them in the same clause ("I had chest pain last
 * year", "a concussion in soccer last year"): farther, the time is too often of something else.
 */
const reachAfter = 6

/**
 * Whether the words `first` to `last` (token indices, inclusive) of `tokens` tell of a time long over: the nearest
 * time among them or before them in their clause is a past one, or, with none there, a time that follows within
 * reachAfter words in their clause is.
 */
function spanIsPast(tokens: readonly Token[], times: TextTimes, first: number, last: number): boolean {
  for (let index = last; index >= first; index--) {
    const time = times.times[index]
    if (time) return time === Time.Past
  }
  for (let index = first - 1; index >= 0 && !opensClause(tokens, index + 1); index--) {
    const time = times.times[index]
    if (time) return time === Time.Past
  }
  for (let index = last + 1; index <= last + 1 + reachAfter && index < tokens.length && !opensClause(tokens, index); index++) {
    const time = times.times[index]
    if (time) return time === Time.Past
  }
  return false
}

/**
 * Whether the sign read at tokens `first` to `last` (inclusive) of `tokens` tells only of a time long over (see
 * spanIsPast), and the text does not say it is back.
 */
export function toldAsOverAt(tokens: readonly Token[], times: TextTimes, first: number, last: number): boolean {
  return !times.recurs && spanIsPast(tokens, times, first, last)
}
