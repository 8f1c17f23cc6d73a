import { expect } from 'vitest'
import type { ManifestProblem } from '../../src/manifest/problem.ts'

/** Asserts a rejection lists at least one problem, each on a real line and column of `text`, with a message and a hint. */
export function expectLocatedProblems(text: string, problems: readonly ManifestProblem[]): void {
  const lineCount = text.split('\n').length
  expect(problems.length).toBeGreaterThan(0)
  for (const problem of problems) {
    expect(problem.line).toBeGreaterThanOrEqual(1)
    expect(problem.line).toBeLessThanOrEqual(lineCount)
    expect(problem.column).toBeGreaterThanOrEqual(1)
    expect(problem.message.trim(), problem.path).not.toBe('')
    expect(problem.hint?.trim(), problem.message).toBeTruthy()
  }
}
