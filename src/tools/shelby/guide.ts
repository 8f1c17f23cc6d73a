/**
 * A guided path as the reader walks it: the choices made so far, the step shown now, and the list they add up
 * to. Pure: the component keeps the state, these functions move it on.
 */
import type { ShelbyBlock } from '../../generated/manifest.ts'
import { fillTemplate } from '../shared/text.ts'

export type GuidedPath = ShelbyBlock['paths'][number]

/** Where a reader is in a path: the index of each choice made, one per step passed. */
export interface GuideState {
  /** The steps passed, each with the index of the choice made there. */
  chosen: { step: string; choice: number }[]
}

/** The id of the step shown now, or 'end' once the list is reached. */
export function currentStep(path: GuidedPath, state: GuideState): string {
  const last = state.chosen.at(-1)
  if (!last) return path.steps[0]?.id ?? 'end'
  const step = path.steps.find((candidate) => candidate.id === last.step)
  return step?.choices[last.choice]?.next ?? 'end'
}

/** The state after picking choice `index` of the current step; unchanged if there is no such choice. */
export function choose(path: GuidedPath, state: GuideState, index: number): GuideState {
  const stepId = currentStep(path, state)
  const step = path.steps.find((candidate) => candidate.id === stepId)
  if (!step || !step.choices[index]) return state
  return { chosen: [...state.chosen, { step: stepId, choice: index }] }
}

/** The state one step back (the last choice undone). */
export function goBack(state: GuideState): GuideState {
  return { chosen: state.chosen.slice(0, -1) }
}

/** How many steps this walk through the path has: those passed, plus those still ahead along the first choices. */
export function stepCount(path: GuidedPath, state: GuideState): number {
  let count = state.chosen.length
  let next = currentStep(path, state)
  const seen = new Set<string>()
  while (next !== 'end' && !seen.has(next)) {
    seen.add(next)
    count += 1
    const step = path.steps.find((candidate) => candidate.id === next)
    next = step?.choices[0]?.next ?? 'end'
  }
  return count
}

/** The list the choices add up to: each chosen item in order, then the items always added, without repeats. */
export function guideItems(path: GuidedPath, state: GuideState): string[] {
  const items: string[] = []
  for (const { step, choice } of state.chosen) {
    const found = path.steps.find((candidate) => candidate.id === step)?.choices[choice]
    for (const item of found?.adds ?? []) items.push(item)
  }
  items.push(...path.result.always)
  return [...new Set(items)]
}

/**
 * A list as plain text, for copying and downloading: the title, the items (a box to tick before each checklist
 * item, a number before each question), then any closing lines.
 */
export function listAsText(
  title: string,
  kind: 'checklist' | 'questions',
  items: readonly string[],
  closing: readonly string[] = [],
): string {
  const lines = items.map((item, index) => (kind === 'checklist' ? `[ ] ${item}` : `${index + 1}. ${item}`))
  return [title, '', ...lines, ...(closing.length > 0 ? ['', ...closing] : [])].join('\n') + '\n'
}

/** A file name for a path's list, from the block's template ("seven-wells-{id}.txt"). */
export function listFileName(template: string, pathId: string): string {
  return fillTemplate(template, { id: pathId })
}
