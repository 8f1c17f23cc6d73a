/**
 * Generates src/generated/sign-model.ts (see src/tools/shelby/sign-model.ts): a logistic regression (softmax) over
 * words and word pairs for every warning sign but the crisis ones, one class per sign and "no sign" as the reference,
 * trained on the signs' dev wordings (tests/golden/warning-wordings.json) and every other dev message: the crisis
 * signs' wordings, the ordinary messages of tests/golden/warning-false-alarms.json and the Shelby questions of both
 * languages, all as "no sign". Never the holdouts. Only strong weights are kept (the model ships to the browser). The
 * threshold is chosen by 5-fold cross-validation on the same dev halves: the lowest score at which at most
 * {@link targetFalseAlarms} of the ordinary messages and questions would raise a card. The crisis choice (suicide or
 * hopelessness) stays naive Bayes log-odds.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { wordFeatures } from '../src/tools/shelby/crisis-model.ts'
import { likeliestOf, signScoresOfFeatures, type SignModel } from '../src/tools/shelby/sign-model.ts'
import { readAssembledManifest } from '../src/manifest/load-manifest.ts'
import { crisisSigns, devMessages } from './generate-crisis-model.ts'
import { trainLogisticRegression } from './logistic-regression.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const signModelPath = resolve(projectRoot, 'src/generated/sign-model.ts')

/** Share of ordinary dev messages and questions the cross-validated model may raise a card on. */
const targetFalseAlarms = 0.005

/**
 * How the sign model's weights are learnt (see {@link trainLogisticRegression}). Chosen by 5-fold cross-validation on
 * dev (signs' wordings reaching the threshold with the right sign at 0.5 % of ordinary messages; 2026-11-29, 2,534
 * wordings of 16 signs): naive Bayes log-odds over the same features, kept from 3 messages and 2 in size, 55.6 %
 * (8,074 weights, 54 kB gzip); this regression with penalty 0.0003, 0.001, 0.003 and 0.01 (weights from 0.1) 66.6,
 * 66.6, 60.5 (from 0.2) and 59.7 %; keeping weights from 0.1, 0.2, 0.25 and 0.3 66.6, 62.8, 63.5 and 63.4 %
 * (features in 2 messages or more; 24,907 to 7,768 weights, 90 to 37 kB gzip); from 3 messages with weights from 0.3,
 * 64.4 to 65.0 % in 7,421 to 7,551 weights (33 kB gzip). Wordings reaching it with a wrong sign 0.9 -> 1.2 %.
 */
const signTraining = { penalty: 0.001, epochs: 20, rate: 0.2, minimumCount: 3, smallestWeight: 0.3 }

interface Example {
  features: readonly string[]
  /** The sign of a warning wording; undefined for an ordinary message or question. */
  sign?: string
}

/** The dev halves as examples, in file order. */
function devExamples(): Example[] {
  return devMessages().map((message) => ({ features: wordFeatures(message.text), ...(message.sign === undefined ? {} : { sign: message.sign }) }))
}

/** The modelled signs in the order of site.json's `warningSigns` (ties go to the more urgent sign). */
function modelledSigns(examples: readonly Example[]): string[] {
  const manifest = readAssembledManifest(resolve(projectRoot, 'site.json'))
  const listed = typeof manifest === 'object' && manifest !== null && 'warningSigns' in manifest && Array.isArray(manifest.warningSigns) ? manifest.warningSigns : []
  const ids = listed.flatMap((sign: unknown) => (typeof sign === 'object' && sign !== null && 'id' in sign && typeof sign.id === 'string' ? [sign.id] : []))
  const present = new Set(examples.flatMap((example) => (example.sign ? [example.sign] : [])))
  return ids.filter((id) => present.has(id) && !crisisSigns.has(id))
}

/** How weak a naive Bayes weight may be and still be kept, and how few messages a feature may be in. */
interface Pruning {
  minimumCount: number
  strongFor: number
  strongAgainst: number
}

/**
 * The crisis choice keeps every weight of 0.5 or more, from features in 2 messages or more: it is trained on the
 * crisis wordings alone (a few hundred), and cross-validated on dev it told suicide from hopelessness best so.
 */
const choicePruning: Pruning = { minimumCount: 2, strongFor: 0.5, strongAgainst: 0.5 }

/** The two crisis signs the crisis choice tells apart, the more urgent first (its tie goes to it). */
export const crisisChoiceSigns = ['suicide', 'hopelessness'] as const

/** Trains the sign model's weights (threshold left at 0); see {@link signTraining}. */
function train(examples: readonly Example[], signs: readonly string[]): SignModel {
  const { biases, weights } = trainLogisticRegression(
    examples.map((example) => ({ features: example.features, label: example.sign === undefined ? -1 : signs.indexOf(example.sign) })),
    { classes: signs.length, ...signTraining },
  )
  const sorted: Record<string, number[]> = {}
  for (const feature of [...weights.keys()].sort()) sorted[feature] = (weights.get(feature) ?? []).flat()
  return { signs, priors: biases, threshold: 0, weights: sorted }
}

/** Naive Bayes log-odds of each sign against every other example (threshold left at 0). */
function trainNaiveBayes(examples: readonly Example[], signs: readonly string[], pruning: Pruning): SignModel {
  const total = new Map<string, number>()
  for (const example of examples) for (const feature of example.features) total.set(feature, (total.get(feature) ?? 0) + 1)
  const weights: Record<string, number[]> = {}
  const priors = signs.map((sign, index) => {
    const inSign = new Map<string, number>()
    let count = 0
    for (const example of examples) {
      if (example.sign !== sign) continue
      count += 1
      for (const feature of example.features) inSign.set(feature, (inSign.get(feature) ?? 0) + 1)
    }
    const others = examples.length - count
    for (const [feature, all] of total) {
      if (all < pruning.minimumCount) continue
      const here = inSign.get(feature) ?? 0
      const weight = Math.log((here + 0.5) / (count + 1)) - Math.log((all - here + 0.5) / (others + 1))
      if (weight >= pruning.strongFor || weight <= -pruning.strongAgainst) (weights[feature] ??= []).push(index, Math.round(weight * 100) / 100)
    }
    return Math.round(Math.log(count / others) * 100) / 100
  })
  const sorted: Record<string, number[]> = {}
  for (const feature of Object.keys(weights).sort()) sorted[feature] = weights[feature] ?? []
  return { signs, priors, threshold: 0, weights: sorted }
}

/** The threshold from 5-fold cross-validation (folds by position), and what it gives on held-out folds. */
function chooseThreshold(examples: readonly Example[], signs: readonly string[]): { threshold: number; right: number; wrong: number; falseAlarms: number } {
  const best: { score: number; sign: string | undefined; example: Example }[] = []
  for (let fold = 0; fold < 5; fold++) {
    const model = train(examples.filter((_, index) => index % 5 !== fold), signs)
    examples.forEach((example, index) => {
      if (index % 5 !== fold) return
      const scores = signScoresOfFeatures(example.features, model)
      const top = scores.reduce((at, score, place) => (score > (scores[at] ?? Number.NEGATIVE_INFINITY) ? place : at), 0)
      best.push({ score: scores[top] ?? Number.NEGATIVE_INFINITY, sign: signs[top], example })
    })
  }
  const ordinary = best.filter((entry) => entry.example.sign === undefined).map((entry) => entry.score).sort((a, b) => b - a)
  const allowed = Math.floor(ordinary.length * targetFalseAlarms)
  const threshold = Math.ceil(((ordinary[allowed] ?? 0) + 0.01) * 100) / 100
  const modelled = best.filter((entry) => entry.example.sign !== undefined && signs.includes(entry.example.sign))
  const reached = modelled.filter((entry) => entry.score >= threshold)
  return {
    threshold,
    right: reached.filter((entry) => entry.sign === entry.example.sign).length / modelled.length,
    wrong: reached.filter((entry) => entry.sign !== entry.example.sign).length / modelled.length,
    falseAlarms: ordinary.filter((score) => score >= threshold).length / ordinary.length,
  }
}

/**
 * The crisis choice: when the crisis model hears a crisis that no rule found, which of {@link crisisChoiceSigns} it
 * reads more like, trained on those signs' dev wordings only; and, from 5-fold cross-validation, the share of each
 * sign's wordings it gives their own sign.
 */
function crisisChoice(examples: readonly Example[]): { model: SignModel; right: Record<string, number> } {
  const signs: string[] = [...crisisChoiceSigns]
  const own = examples.filter((example) => example.sign !== undefined && signs.includes(example.sign))
  const hits: Record<string, number> = {}
  for (let fold = 0; fold < 5; fold++) {
    const model = trainNaiveBayes(own.filter((_, index) => index % 5 !== fold), signs, choicePruning)
    own.forEach((example, index) => {
      if (index % 5 !== fold || example.sign === undefined) return
      if (likeliestOf(signScoresOfFeatures(example.features, model), signs) === example.sign) hits[example.sign] = (hits[example.sign] ?? 0) + 1
    })
  }
  const right = Object.fromEntries(signs.map((sign) => [sign, (hits[sign] ?? 0) / own.filter((example) => example.sign === sign).length]))
  // No threshold: it is asked only once the crisis model has heard a crisis.
  return { model: { ...trainNaiveBayes(own, signs, choicePruning), threshold: Number.MIN_SAFE_INTEGER }, right }
}

/** Renders the module. */
export function renderSignModel(): string {
  const examples = devExamples()
  const signs = modelledSigns(examples)
  const model = train(examples, signs)
  const { threshold, right, wrong, falseAlarms } = chooseThreshold(examples, signs)
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`
  const weightCount = (of: SignModel) => Object.values(of.weights).reduce((sum, pairs) => sum + pairs.length / 2, 0)
  const choice = crisisChoice(examples)
  return `/**
 * GENERATED FILE: do not edit by hand. Made by codegen/generate-sign-model.ts (npm run codegen) from the dev halves
 * of tests/golden (${examples.filter((example) => example.sign && signs.includes(example.sign)).length} wordings of ${signs.length} signs, ${examples.length} messages in all): ${weightCount(model)} weights.
 * Threshold by 5-fold cross-validation on dev: ${percent(right)} of the signs' wordings reach it with the right sign,
 * ${percent(wrong)} with another sign, ${percent(falseAlarms)} of ordinary messages.
 * The crisis choice (${crisisChoiceSigns.join(' or ')}, from their dev wordings alone): ${weightCount(choice.model)} weights; in cross-validation
 * it gives ${crisisChoiceSigns.map((sign) => `${percent(choice.right[sign] ?? 0)} of ${sign} wordings their own sign`).join(', ')}.
 */
import type { SignModel } from '../tools/shelby/sign-model.ts'

export const signModel: SignModel = ${JSON.stringify({ ...model, threshold })}

export const crisisChoiceModel: SignModel = ${JSON.stringify(choice.model)}
`
}
