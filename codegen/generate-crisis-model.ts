/**
 * Generates src/generated/crisis-model.ts (see src/tools/shelby/crisis-model.ts): naive Bayes log-odds of words and
 * word pairs, trained on the dev halves of the golden sets only, never the holdouts. Crisis messages: the wordings
 * of tests/golden/warning-wordings.json whose sign is suicide, harm-others or hopelessness. Everything else: the
 * other signs' wordings, tests/golden/warning-false-alarms.json and the Shelby questions of both languages. The
 * threshold is chosen by 5-fold cross-validation on the same dev halves: the lowest score at which at most
 * {@link targetFalseAlarms} of the ordinary messages and questions would raise the card.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crisisFeatures, crisisScore, type CrisisModel } from '../src/tools/shelby/crisis-model.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const crisisModelPath = resolve(projectRoot, 'src/generated/crisis-model.ts')

/** The signs whose wordings teach the model. */
export const crisisSigns: ReadonlySet<string> = new Set(['suicide', 'harm-others', 'hopelessness'])

/** Share of ordinary dev messages and questions the cross-validated model may flag at the chosen threshold. */
const targetFalseAlarms = 0.005

/**
 * Fewest messages a feature must be in to be kept, and the smallest absolute log-odds kept: rarer or weaker features
 * are noise and weight. Chosen by 5-fold cross-validation on dev with word beginnings as features (2 and 1.1 gave
 * 65.5 % of crisis wordings at 0.5 % of ordinary messages with fewer weights than 3 and 0.5 did without them: 58.9 %).
 */
const minimumCount = 2
const minimumWeight = 1.1

interface Example {
  text: string
  crisis: boolean
  /** An ordinary message or question (false alarms are counted on these), not another sign's wording. */
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

/** The dev halves as examples, in file order. */
export function devExamples(): Example[] {
  return devMessages().map((message) => ({
    text: message.text,
    crisis: message.sign !== undefined && crisisSigns.has(message.sign),
    ordinary: message.sign === undefined,
  }))
}

/** Trains the weights (threshold left at 0). */
export function train(examples: readonly Example[]): CrisisModel {
  const inCrisis = new Map<string, number>()
  const inOther = new Map<string, number>()
  let crisisCount = 0
  for (const example of examples) {
    const counts = example.crisis ? inCrisis : inOther
    if (example.crisis) crisisCount += 1
    for (const feature of crisisFeatures(example.text)) counts.set(feature, (counts.get(feature) ?? 0) + 1)
  }
  const otherCount = examples.length - crisisCount
  const weights: Record<string, number> = {}
  for (const feature of [...new Set([...inCrisis.keys(), ...inOther.keys()])].sort()) {
    const crisis = inCrisis.get(feature) ?? 0
    const other = inOther.get(feature) ?? 0
    if (crisis + other < minimumCount) continue
    const weight = Math.log((crisis + 0.5) / (crisisCount + 1)) - Math.log((other + 0.5) / (otherCount + 1))
    if (Math.abs(weight) >= minimumWeight) weights[feature] = Math.round(weight * 100) / 100
  }
  return { prior: Math.round(Math.log(crisisCount / otherCount) * 100) / 100, threshold: 0, weights }
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
