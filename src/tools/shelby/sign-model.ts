/**
 * A second net under the warning-sign rules for the signs of the body and of danger (every sign but the crisis ones,
 * which the crisis model covers): when no rule matches, a word-weight model names the sign a message reads most like,
 * if it reads like it strongly enough. New writers describe the same sign in words no rule lists yet ("her gums wont
 * quit oozing", "le salen moretones y sangra la nariz"); their words still overlap with the hundreds of examples of
 * each sign. A logistic regression (softmax, one score per sign, "no sign" scoring 0) over every dev message, trained
 * by `npm run codegen` (codegen/generate-sign-model.ts) and shipped as numbers in src/generated/sign-model.ts. The same words always give the
 * same sign. Browser-safe; never throws.
 */
import { wordFeatures, type CrisisModel } from './crisis-model.ts'

/** The trained model: its signs (site.json ids), each sign's log-odds before any word, its weights and the score to act on. */
export interface SignModel {
  signs: readonly string[]
  priors: readonly number[]
  threshold: number
  /**
   * Feature ("word" or "word_word", as the matcher folds words) to its weights, as pairs flattened into one list:
   * [sign index, log-odds, sign index, log-odds, ...]; a sign not listed has no weight for it. Rounded to 2 decimals.
   */
  weights: Readonly<Record<string, readonly number[]>>
}

/** Each sign's score for a text (log-odds; higher reads more like that sign), in the model's order of signs. */
export function signScores(text: string, model: SignModel): number[] {
  return signScoresOfFeatures(wordFeatures(text), model)
}

/** Each sign's score for a text's features (see wordFeatures), in the model's order of signs. */
export function signScoresOfFeatures(features: readonly string[], model: SignModel): number[] {
  const scores = [...model.priors]
  for (const feature of features) {
    const pairs = Object.hasOwn(model.weights, feature) ? model.weights[feature] : undefined
    if (!pairs) continue
    for (let index = 0; index + 1 < pairs.length; index += 2) {
      const sign = pairs[index] ?? -1
      if (sign >= 0 && sign < scores.length) scores[sign] = (scores[sign] ?? 0) + (pairs[index + 1] ?? 0)
    }
  }
  return scores
}

/** The sign of the highest score (scores in the order of `signs`); on equal scores the one listed first. */
export function likeliestOf(scores: readonly number[], signs: readonly string[]): string | undefined {
  let best = -1
  scores.forEach((score, index) => {
    if (best < 0 || score > (scores[best] ?? Number.NEGATIVE_INFINITY)) best = index
  })
  return best >= 0 ? signs[best] : undefined
}

/**
 * The sign a text reads most like, when its score reaches the model's threshold; undefined otherwise (most texts). On
 * equal scores, the sign listed first (the more urgent, as site.json orders them).
 */
export function likeliestSign(text: string, model: SignModel): string | undefined {
  const scores = signScores(text, model)
  const sign = likeliestOf(scores, model.signs)
  return sign !== undefined && Math.max(...scores) >= model.threshold ? sign : undefined
}

/** The trained models the models' chunk carries. */
export interface LoadedSignModels {
  /** Every sign but the crisis ones: used when neither the rules nor the crisis model found a sign. */
  signs: SignModel
  /** Suicide or hopelessness: which card to show when only the crisis model heard a crisis. */
  crisisChoice: SignModel
  /**
   * The crisis model (src/generated/crisis-model.ts), loaded with the others so that Shelby's page does not carry it
   * until the reader comes to the question box; absent where the crisis model is given to compileRules instead.
   */
  crisis?: CrisisModel
}

let loading: Promise<LoadedSignModels> | undefined
let loaded: LoadedSignModels | undefined

/** The models if {@link loadSignModel} has loaded them, without waiting. */
export function loadedSignModel(): LoadedSignModels | undefined {
  return loaded
}

/**
 * Loads the trained models (src/generated/sign-model.ts and src/generated/crisis-model.ts, about 54 and 53 kB gzip) as
 * chunks of their own, once per page: they are only read when the rules find no 911 or 988 card, so they stay out of
 * the first load; Shelby's page starts loading them when the reader comes to the question box.
 * @throws (rejects) when a chunk cannot be fetched (offline before it was loaded): Shelby goes on with the rules
 *   alone. A later call tries again.
 */
export function loadSignModel(): Promise<LoadedSignModels> {
  loading ??= Promise.all([import('../../generated/sign-model.ts'), import('../../generated/crisis-model.ts')])
    .then(([signs, crisis]) => (loaded = { signs: signs.signModel, crisisChoice: signs.crisisChoiceModel, crisis: crisis.crisisModel }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
