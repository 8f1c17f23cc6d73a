/**
 * A second net under the warning-sign rules for the crisis signs (thoughts of suicide, of harming someone, feeling
 * hopeless): people rarely name them, they write around them ("sorted out the cat and the passwords, feel weirdly
 * peaceful"), and phrase rules met only 29 to 41 % of fresh crisis wordings on first sight. A word-weight model
 * (naive Bayes log-odds of words and word pairs), trained by `npm run codegen` on the dev halves of the golden sets
 * (crisis wordings against every other dev message) and shipped as numbers in src/generated/crisis-model.ts. Its
 * weights are data anyone can read; the same words always give the same score. Browser-safe; never throws.
 */
import { tokenize } from './word-forms.ts'

/** The trained model: the log-odds of a message before any word, per-feature log-odds, and the score to act on. */
export interface CrisisModel {
  prior: number
  threshold: number
  /** Feature ("word" or "word_word", as the matcher folds words) to its log-odds; rounded to 2 decimals. */
  weights: Readonly<Record<string, number>>
}

/** The features of a text: its folded words and each pair of neighbouring words, each once. */
export function crisisFeatures(text: string): string[] {
  const words = tokenize(text).map((token) => token.text)
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`)
  return [...new Set([...words, ...pairs])]
}

/** The model's score for a text (log-odds; higher reads more like a crisis message). */
export function crisisScore(text: string, model: CrisisModel): number {
  let score = model.prior
  for (const feature of crisisFeatures(text)) score += Object.hasOwn(model.weights, feature) ? (model.weights[feature] ?? 0) : 0
  return score
}

/** Whether a text reads like the crisis messages the model learned from, at the model's threshold. */
export function soundsLikeCrisis(text: string, model: CrisisModel): boolean {
  return crisisScore(text, model) >= model.threshold
}
