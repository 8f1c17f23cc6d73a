/**
 * Generates src/generated/crisis-model.ts (see src/tools/shelby/crisis-model.ts): a logistic regression over words,
 * word pairs and word beginnings, trained on the dev halves of the golden sets only, never the holdouts. Crisis messages: the wordings
 * of tests/golden/warning-wordings.json whose sign is suicide, harm-others or hopelessness. Everything else: the
 * other signs' wordings, tests/golden/warning-false-alarms.json and the Shelby questions of both languages. The
 * threshold is chosen by 5-fold cross-validation on the same dev halves: the lowest score at which at most
 * {@link targetFalseAlarms} of the ordinary messages and questions would raise the card.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crisisFeatures, crisisScore, type CrisisModel } from '../src/tools/shelby/crisis-model.ts'
import { trainLogisticRegression } from './logistic-regression.ts'
import { readSiteWarningSigns } from './site-warning-signs.ts'
import { typoGuardWords } from './generate-typo-guard.ts'
import { compileWarningSigns, findWarningSigns } from '../src/tools/shelby/warning-matcher.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const crisisModelPath = resolve(projectRoot, 'src/generated/crisis-model.ts')

/** The signs whose wordings teach the model. */
export const crisisSigns: ReadonlySet<string> = new Set(['suicide', 'harm-others', 'hopelessness'])

/**
 * Share of ordinary dev messages and questions the cross-validated model may flag at the chosen threshold: 0.5 % until
 * 2026-11-29, when 400 ordinary messages written to share the crisis wordings' words and tone joined dev and, at 0.5 %,
 * the threshold rose until only 68 to 71 % of crisis wordings reached it in cross-validation; 0.75 % gives 75 %.
 */
const targetFalseAlarms = 0.0075

/**
 * How the weights are learnt ({@link trainLogisticRegression}): logistic regression by stochastic gradient descent (a
 * fixed shuffle, so the same dev halves always give the same file), each class weighted to half the loss, an L2
 * penalty of {@link penalty} per step, {@link epochs} passes at a rate that starts at {@link rate} and falls by a tenth each pass; features in at
 * least {@link minimumCount} messages; weights under {@link smallestWeight} dropped after training. Chosen by 5-fold
 * cross-validation on dev (crisis wordings reaching the threshold at 0.5 % of ordinary messages): naive Bayes with the
 * same features 60.9 %; logistic regression with penalty 0.2, 0.3 and 0.5 70.9, 71.8 and 70.6 %; dropping weights
 * under 0.05, 0.1, 0.12 and 0.15 69.9, 71.8, 69.4 and 65.2 % (15,406 to 6,290 weights). Its other-sign wordings
 * reaching the threshold fell too (0.6 to 0.4 %). On 2026-11-29, after 400 harder crisis wordings and 630 ordinary
 * messages of the same tone joined dev, penalty 0.3 gave 68.1 %; 0.2, 0.15, 0.1, 0.03 and 0.01 68.8, 69.2, 70.9, 70.2
 * and 67.1 % (0.1 with 30 passes 71.3 %, within the spread of a reshuffle): 0.1 since. Then, at 0.75 % of ordinary
 * messages after a third round: features in 2 messages or more 77.4 % in 14,425 weights; in 3 or more 77.3 % in
 * 10,304 (in 4 or more 75.2 %, 7,891): 3 since. A session later (sixteen dev rounds, 3,523 crisis wordings), at the
 * same 0.75 %: features in 3 messages or more and weights from 0.1, 87.4 % (15,216 weights, 75 kB gzip as JSON); in 2
 * or more 88.2 % (20,693; 101 kB); in 2 or more with weights from 0.05, 89.2 % (27,376; 133 kB); penalty 0.05 or 0.2,
 * 30 passes or 10 averaged moved it by less than 0.7 points. The last is kept: about 65 more of the dev crisis
 * wordings reach the threshold in cross-validation at the same share of ordinary messages, for 58 kB more in a chunk
 * that loads when the reader comes to the question box, while the rules already answer.
 */
const penalty = 0.1
const epochs = 20
const rate = 0.2
const minimumCount = 2
const smallestWeight = 0.05
/**
 * Passes whose weights are averaged into the model's (see RegressionOptions.averagedPasses): on 2026-11-29, after the
 * ninth dev round, 5-fold cross-validation on dev read 83.8 % of crisis wordings at the threshold with the last pass's
 * weights, 84.8 % with the mean of the last 5 passes and 84.4 % with the last 10.
 */
const averagedPasses = 5

interface Example {
  text: string
  crisis: boolean
  /**
   * An ordinary message or question on which the rules show no 911 or 988 card, so the model's card would be a false
   * alarm of its own (the threshold is set on these); not another sign's wording.
   */
  ordinary: boolean
}

function readGolden<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(projectRoot, 'tests/golden', name), 'utf8'))
}

/**
 * Every dev message of the golden sets, in file order: the warning wordings with their sign, then the ordinary
 * messages and the Shelby questions of both languages (no sign). What both trained models learn from; never a
 * holdout.
 */
export function devMessages(): { text: string; sign?: string }[] {
  const wordings = readGolden<{ dev: { text: string; sign: string }[] }>('warning-wordings.json').dev
  const ordinary = readGolden<{ dev: { text: string }[] }>('warning-false-alarms.json').dev
  const questions = [
    ...readGolden<{ dev: { question: string }[] }>('shelby-questions.json').dev,
    ...readGolden<{ dev: { question: string }[] }>('es-shelby-questions.json').dev,
  ]
  return [
    ...wordings.map((entry) => ({ text: entry.text, sign: entry.sign })),
    ...ordinary.map((entry) => ({ text: entry.text })),
    ...questions.map((entry) => ({ text: entry.question })),
  ]
}

/**
 * The dev halves as examples, in file order. Ordinary messages on which site.json's rules already show a 911 or 988
 * card ("we lost my brother to suicide in 2018": any mention of suicide shows 988) are not counted as ordinary: Shelby
 * never asks the model about them (see urgentCardsFor in src/tools/shelby/conversation.ts), so they would only raise
 * the threshold.
 */
export function devExamples(): Example[] {
  const { signs, lookAlikes } = readSiteWarningSigns()
  const rules = compileWarningSigns(signs, typoGuardWords(signs), lookAlikes)
  const crisisLines = new Set(signs.filter((sign) => sign.level === '911' || sign.level === '988').map((sign) => sign.id))
  const answeredByRules = (text: string) => findWarningSigns(rules, text).some((found) => crisisLines.has(found.id))
  return devMessages().map((message) => ({
    text: message.text,
    crisis: message.sign !== undefined && crisisSigns.has(message.sign),
    ordinary: message.sign === undefined && !answeredByRules(message.text),
  }))
}

/** Trains the weights (threshold left at 0); see {@link penalty} for how. */
export function train(examples: readonly Example[]): CrisisModel {
  const { biases, weights } = trainLogisticRegression(
    examples.map((example) => ({ features: crisisFeatures(example.text), label: example.crisis ? 0 : -1 })),
    { classes: 1, penalty, epochs, rate, minimumCount, smallestWeight, averagedPasses },
  )
  const model: Record<string, number> = {}
  for (const [feature, [[, weight] = [0, 0]]] of weights) model[feature] = weight
  return { prior: biases[0] ?? 0, threshold: 0, weights: model }
}

/** The threshold from 5-fold cross-validation (folds by position), and what it gives on held-out folds. */
export function chooseThreshold(examples: readonly Example[]): { threshold: number; crisisCaught: number; falseAlarms: number } {
  const scored: { score: number; example: Example }[] = []
  for (let fold = 0; fold < 5; fold++) {
    const model = train(examples.filter((_, index) => index % 5 !== fold))
    examples.forEach((example, index) => {
      if (index % 5 === fold) scored.push({ score: crisisScore(example.text, model), example })
    })
  }
  const ordinary = scored.filter((entry) => entry.example.ordinary).map((entry) => entry.score).sort((a, b) => b - a)
  const allowed = Math.floor(ordinary.length * targetFalseAlarms)
  const threshold = Math.ceil(((ordinary[allowed] ?? 0) + 0.01) * 100) / 100
  const crisis = scored.filter((entry) => entry.example.crisis)
  return {
    threshold,
    crisisCaught: crisis.filter((entry) => entry.score >= threshold).length / crisis.length,
    falseAlarms: ordinary.filter((score) => score >= threshold).length / ordinary.length,
  }
}

/** Renders the module. */
export function renderCrisisModel(): string {
  const examples = devExamples()
  const model = train(examples)
  const { threshold, crisisCaught, falseAlarms } = chooseThreshold(examples)
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`
  return `/**
 * GENERATED FILE: do not edit by hand. Made by codegen/generate-crisis-model.ts (npm run codegen) from the dev
 * halves of tests/golden (${examples.filter((example) => example.crisis).length} crisis wordings, ${examples.filter((example) => !example.crisis).length} other messages): ${Object.keys(model.weights).length} weights.
 * Threshold by 5-fold cross-validation on dev: ${percent(crisisCaught)} of crisis wordings reach it, ${percent(falseAlarms)} of ordinary messages.
 */
import type { CrisisModel } from '../tools/shelby/crisis-model.ts'

export const crisisModel: CrisisModel = ${JSON.stringify({ ...model, threshold })}
`
}
