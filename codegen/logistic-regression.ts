/**
 * Logistic regression over sets of string features, the one trainer of Shelby's word-weight models: the crisis model
 * (one class against everything else) and the sign model (one class per sign against everything else, a softmax in
 * which "no sign" is the reference class with a score of 0). Stochastic gradient descent in a fixed shuffle
 * ({@link seededRandom}), so the same examples always give the same weights; each class, and "no class", weighted to
 * an equal share of the loss, so a sign with a hundred wordings is not drowned by thousands of ordinary messages.
 * Runs at build time only (codegen).
 */
import { seededRandom } from './seeded-random.ts'

/** One training message: its features (each once) and its class, an index below `classes`, or -1 for none. */
export interface LabelledFeatures {
  features: readonly string[]
  label: number
}

/** How the weights are learnt (see each generator for the values it chose by cross-validation, and why). */
export interface RegressionOptions {
  /** The number of classes besides "none" (1 for a yes-or-no model). */
  classes: number
  /** L2 penalty per step, times the step's rate. */
  penalty: number
  /** Passes over the examples, each in a new order. */
  epochs: number
  /** The first pass's rate; each later pass's is 0.9 of the one before. */
  rate: number
  /** Fewest examples a feature must be in to get a weight. */
  minimumCount: number
  /** Weights whose size, rounded to 2 decimals, is under this are dropped (the models ship to the browser). */
  smallestWeight: number
  /** The weights kept are the mean of those after each of the last this many passes (1, the default: the last pass's). */
  averagedPasses?: number
}

/** Trained weights: each class's bias, and each kept feature's weights as [class, weight] pairs. 2 decimals. */
export interface RegressionWeights {
  biases: number[]
  weights: Map<string, [number, number][]>
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * Trains the weights. A class's score for a message is its bias plus the weights of the message's features; the
 * probability of class k is 1 / (1 + e^-s_k + the sum over the other classes j of e^(s_j - s_k)), scores clamped to
 * +-30.
 * @throws RangeError when a label is outside -1 .. classes - 1, or a class has no example.
 */
export function trainLogisticRegression(examples: readonly LabelledFeatures[], options: RegressionOptions): RegressionWeights {
  const { classes, penalty, epochs, rate, minimumCount, smallestWeight } = options
  for (const example of examples) {
    if (!Number.isInteger(example.label) || example.label < -1 || example.label >= classes) {
      throw new RangeError(`label ${example.label} outside -1 .. ${classes - 1}`)
    }
  }
  const counts = new Map<string, number>()
  for (const example of examples) for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1)
  const kept = [...counts].filter(([, count]) => count >= minimumCount).map(([feature]) => feature).sort()
  const index = new Map(kept.map((feature, at) => [feature, at]))
  const rows = examples.map((example) => Int32Array.from(example.features.flatMap((feature) => { const at = index.get(feature); return at === undefined ? [] : [at] })))
  const shares = Array.from({ length: classes }, (_, label) => examples.filter((example) => example.label === label).length / examples.length)
  shares.forEach((share, label) => {
    if (share === 0) throw new RangeError(`class ${label} has no example`)
  })
  const noneShare = 1 - shares.reduce((sum, share) => sum + share, 0)
  const lossWeight = (label: number) => (label < 0 ? 0.5 / noneShare : 0.5 / (classes * (shares[label] ?? 1)))
  const weights = new Float64Array(kept.length * classes)
  const biases = new Float64Array(classes)
  const scores = new Float64Array(classes)
  const next = seededRandom(1)
  const order = examples.map((_, at) => at)
  let step = rate
  // Averaging the last passes' weights (averaged SGD) takes out most of what the order of the last few examples put in.
  const averaged = Math.max(1, Math.min(epochs, options.averagedPasses ?? 1))
  const sumWeights = new Float64Array(weights.length)
  const sumBiases = new Float64Array(classes)
  for (let pass = 0; pass < epochs; pass++) {
    for (let at = order.length - 1; at > 0; at--) {
      const other = Math.floor(next() * (at + 1))
      const swap = order[at] ?? 0
      order[at] = order[other] ?? 0
      order[other] = swap
    }
    for (const at of order) {
      const row = rows[at] ?? new Int32Array()
      const label = examples[at]?.label ?? -1
      for (let of = 0; of < classes; of++) {
        let score = biases[of] ?? 0
        for (const feature of row) score += weights[feature * classes + of] ?? 0
        scores[of] = Math.max(-30, Math.min(30, score))
      }
      const weight = lossWeight(label)
      for (let of = 0; of < classes; of++) {
        const own = scores[of] ?? 0
        let rest = 0
        scores.forEach((score, another) => {
          if (another !== of) rest += Math.exp(score - own)
        })
        const likelihood = 1 / (1 + (Math.exp(-own) + rest))
        const gradient = (likelihood - (label === of ? 1 : 0)) * weight
        for (const feature of row) {
          const cell = feature * classes + of
          weights[cell] = (weights[cell] ?? 0) - step * (gradient + penalty * (weights[cell] ?? 0))
        }
        biases[of] = (biases[of] ?? 0) - step * gradient
      }
    }
    step *= 0.9
    if (pass >= epochs - averaged) {
      weights.forEach((value, cell) => (sumWeights[cell] = (sumWeights[cell] ?? 0) + value / averaged))
      biases.forEach((value, of) => (sumBiases[of] = (sumBiases[of] ?? 0) + value / averaged))
    }
  }
  weights.set(sumWeights)
  biases.set(sumBiases)
  const trained = new Map<string, [number, number][]>()
  kept.forEach((feature, at) => {
    for (let of = 0; of < classes; of++) {
      const weight = round(weights[at * classes + of] ?? 0)
      if (Math.abs(weight) >= smallestWeight) trained.set(feature, [...(trained.get(feature) ?? []), [of, weight]])
    }
  })
  return { biases: Array.from(biases, round), weights: trained }
}
