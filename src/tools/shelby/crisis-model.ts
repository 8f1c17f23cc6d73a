/**
 * A second net under the warning-sign rules for the crisis signs (thoughts of suicide, of harming someone, feeling
 * hopeless): people rarely name them, they write around them ("sorted out the cat and the passwords, feel weirdly
 * peaceful"), and phrase rules met only 29 to 41 % of fresh crisis wordings on first sight. A word-weight model
 * (a logistic regression over words, word pairs and word beginnings; naive Bayes until 2026-11-29), trained by
 * `npm run codegen` on the dev halves of the golden sets (crisis wordings against every other dev message) and
 * shipped as numbers in src/generated/crisis-model.ts. Its weights are data anyone can read; the same words always
 * give the same score. Browser-safe; never throws.
 */
import { tokenize } from './word-forms.ts'

/** The trained model: the score of a message before any word, each feature's weight, and the score to act on. */
export interface CrisisModel {
  prior: number
  threshold: number
  /** Feature ("word", "word_word" or "~word beginning", as the matcher folds words) to its weight; 2 decimals. */
  weights: Readonly<Record<string, number>>
}

/**
 * Letters a word's beginning keeps as a feature of its own. Four letters join a word's forms and many of its typos
 * in both languages ("unalive", "unaliving"; "cortarme", "cortando"; "hopless", "hopeless"): in 5-fold
 * cross-validation on dev, with the generator's pruning, it raised the crisis wordings that reach the threshold at
 * 0.5 % of ordinary messages (3 to 6 letters were tried; 4 did best).
 */
export const stemLetters = 4

/** The words of a text as the matcher folds them, and each pair of neighbouring words ("word_word"), each once. */
export function wordFeatures(text: string): string[] {
  const words = tokenize(text).map((token) => token.text)
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`)
  return [...new Set([...words, ...pairs])]
}

/**
 * The crisis model's features of a text, each once: its {@link wordFeatures} and the first {@link stemLetters}
 * letters of each longer word ("~unal"). The sign model keeps words and pairs alone: with beginnings, fewer of the
 * signs' dev wordings reached its threshold in cross-validation (56.5 to 55.5 %) and it grew by 18 %.
 */
export function crisisFeatures(text: string): string[] {
  const words = tokenize(text).map((token) => token.text)
  const beginnings = words.filter((word) => word.length > stemLetters).map((word) => `~${word.slice(0, stemLetters)}`)
  return [...new Set([...wordFeatures(text), ...beginnings])]
}

/** The model's score for a text (a log-odds; higher reads more like a crisis message). */
export function crisisScore(text: string, model: CrisisModel): number {
  let score = model.prior
  for (const feature of crisisFeatures(text)) score += Object.hasOwn(model.weights, feature) ? (model.weights[feature] ?? 0) : 0
  return score
}

/**
 * Words that are common in Spanish and not English words: a message with more of them than of their English
 * counterparts reads as Spanish, so the fallback card starts with its Spanish line.
 */
const spanishWords: ReadonlySet<string> = new Set(['que', 'de', 'la', 'el', 'los', 'las', 'y', 'mi', 'mis', 'es', 'por', 'con', 'para', 'se', 'lo', 'me', 'ya', 'mas', 'pero', 'esta', 'estoy', 'tengo', 'quiero', 'nada', 'todo', 'todos', 'muy', 'como', 'cuando', 'porque', 'su', 'sus', 'yo', 'ella', 'el', 'una', 'un'])
const englishWords: ReadonlySet<string> = new Set(['the', 'and', 'to', 'of', 'my', 'is', 'i', 'im', 'it', 'that', 'for', 'with', 'but', 'me', 'so', 'just', 'this', 'have', 'be', 'a', 'an', 'he', 'she', 'we', 'you', 'not', 'dont', 'cant'])

/** Whether a text reads as Spanish rather than English (by its common words; folded as the matcher folds them). */
export function readsAsSpanish(text: string): boolean {
  let spanish = 0
  let english = 0
  for (const { text: word } of tokenize(text)) {
    if (spanishWords.has(word) && !englishWords.has(word)) spanish += 1
    else if (englishWords.has(word)) english += 1
  }
  return spanish > english
}

/** Whether a text reads like the crisis messages the model learned from, at the model's threshold. */
export function soundsLikeCrisis(text: string, model: CrisisModel): boolean {
  return crisisScore(text, model) >= model.threshold
}
