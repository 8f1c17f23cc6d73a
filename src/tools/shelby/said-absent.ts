/**
 * Whether a message says a sign of the body is absent: "no chest pain, just tired", "not an emergency", "ya no tiene
 * fiebre". Read per place a sign matched, only where the negation comes right before a short reading of the sign
 * in one clause, so "no more fevers but now a stiff neck and headache" still reads the stiff neck, and a sign that is
 * itself a negation ("not breathing", "no pulse") is the sign.
 *
 * Pure functions over the folded tokens of word-forms.ts.
 */
import type { Token } from './word-forms.ts'

/** Negations, as word sequences, that say what follows is absent. Longest first. */
const negations: readonly (readonly string[])[] = [
  ['definitely', 'not'],
  ['def', 'not'],
  ['not', 'really'],
  ['not', 'feeling'],
  ['not', 'any'],
  ['not', 'an'],
  ['not', 'a'],
  ['no', 'more'],
  ['no', 'longer'],
  ['ya', 'no', 'tiene'],
  ['ya', 'no'],
  ['no', 'tiene'],
  ['no', 'tengo'],
  ['no', 'hay'],
  ['no'],
  ['not'],
]

/** Words that make a sign's own reading a negation: "not breathing", "no pulse", "no puede respirar". */
const negationWords: ReadonlySet<string> = new Set(['no', 'not', 'cant', 'never', 'nunca', 'without', 'sin', 'isnt', 'wont', 'doesnt', 'didnt'])

/** Longest reading of a sign, in words, that a negation before it covers: longer ones reach past what was denied. */
const longestDenied = 4

/** Words inside a reading that start another clause, so the negation before it does not reach them. */
const clauseBreaks: ReadonlySet<string> = new Set(['but', 'pero', 'now', 'ahora', 'and', 'y'])

/** Whether the words just before token `first` are one of the negations. */
function negatedBefore(tokens: readonly Token[], first: number): boolean {
  return negations.some((words) => {
    const start = first - words.length
    if (start < 0) return false
    return words.every((word, offset) => tokens[start + offset]?.text === word)
  })
}

/**
 * Whether the sign read at tokens `first` to `last` (inclusive) of `tokens` is said to be absent: a negation comes
 * right before it, it is at most longestDenied words long, holds no clause break, and does not itself start with a
 * negation.
 */
export function saidAbsentAt(tokens: readonly Token[], first: number, last: number): boolean {
  if (last - first + 1 > longestDenied) return false
  if (negationWords.has(tokens[first]?.text ?? '')) return false
  for (let index = first + 1; index <= last; index++) {
    const token = tokens[index]
    if (!token || token.sentenceStart || token.afterComma || clauseBreaks.has(token.text)) return false
  }
  return negatedBefore(tokens, first)
}
