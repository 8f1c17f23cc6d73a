import { codeFrameColumns } from '@babel/code-frame'
import type { ManifestProblem } from './problem.ts'

/** Options for {@link formatProblems}. */
export interface FormatOptions {
  /** The file name shown before each position. Default: "site.json". */
  fileName?: string
  /** The manifest's text; when given, each problem shows the lines around it. */
  source?: string
  /** Colour the code frame for a terminal. Default: false. */
  color?: boolean
}

/**
 * Renders problems as text for a terminal or the dev server's overlay: a count, then for each problem
 * `site.json:LINE:COLUMN`, its JSON path, the message, the hint and, with `source`, a small code frame.
 */
export function formatProblems(problems: readonly ManifestProblem[], options: FormatOptions = {}): string {
  const fileName = options.fileName ?? 'site.json'
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  const blocks = problems.map((problem, index) => {
    const lines = [
      `${index + 1}. ${fileName}:${problem.line}:${problem.column}  at ${problem.path === '' ? '(the whole file)' : problem.path}`,
      `   ${problem.message}`,
    ]
    if (problem.hint) lines.push(`   Hint: ${problem.hint}`)
    if (options.source !== undefined) {
      const frame = codeFrameColumns(
        options.source,
        { start: { line: problem.line, column: problem.column } },
        { linesAbove: 1, linesBelow: 1, highlightCode: options.color ?? false },
      )
      lines.push(frame.replace(/^/gm, '   '))
    }
    return lines.join('\n')
  })
  return [`${fileName} has ${count}:`, '', blocks.join('\n\n')].join('\n')
}
