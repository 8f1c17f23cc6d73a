/**
 * The guided start's answers as finder filters: which address the answers open. Pure, tested on its own.
 */
import type { MatchQuestion } from '../../generated/manifest.ts'
import { filterKeys } from '../program-finder/filters.ts'

/** The chosen answers: for each question id, the indexes of its chosen options. Kept in memory only. */
export type Answers = Readonly<Record<string, readonly number[]>>

/** The filter a question's answers set (a single-choice question's answers all set the same one). */
export function questionFilter(question: MatchQuestion): string | undefined {
  return question.options.find((option) => option.filter)?.filter
}

/** The answers with option `index` of `question` chosen or not (a single-choice question keeps one answer). */
export function answered(answers: Answers, question: MatchQuestion, index: number): Answers {
  const current = answers[question.id] ?? []
  const next = question.multiple
    ? current.includes(index)
      ? current.filter((item) => item !== index)
      : [...current, index].sort((a, b) => a - b)
    : [index]
  return { ...answers, [question.id]: next }
}

/** The answers with `question` skipped: nothing chosen. */
export function skipped(answers: Answers, question: MatchQuestion): Answers {
  return { ...answers, [question.id]: [] }
}

/**
 * The query string (without '?') the answers give the finder: each chosen answer's filter and value, in the
 * finder's filter order, each once. Answers that set nothing ("Not sure") add nothing.
 */
export function answerQuery(questions: readonly MatchQuestion[], answers: Answers): string {
  const pairs: [string, string][] = []
  for (const question of questions) {
    for (const index of answers[question.id] ?? []) {
      const option = question.options[index]
      if (option?.filter && option.value && !pairs.some(([key, value]) => key === option.filter && value === option.value)) {
        pairs.push([option.filter, option.value])
      }
    }
  }
  const rank = (key: string) => filterKeys.findIndex((candidate) => candidate === key)
  pairs.sort((a, b) => rank(a[0]) - rank(b[0]))
  return new URLSearchParams(pairs).toString()
}
