import { posix } from 'node:path'
import { codeFrameColumns } from '@babel/code-frame'
import type { ManifestSource } from './manifest-files.ts'
import type { ManifestProblem } from './problem.ts'

/** Options for {@link formatProblems}. */
export interface FormatOptions {
  /** The file name shown before each position. Default: "site.json". */
  fileName?: string
  /** The manifest's text; when given, each problem in site.json shows the lines around it. */
  source?: string
  /** The texts of the manifest's other files (by name, as in a problem's `file`), for their problems' code frames. */
  sources?: readonly ManifestSource[]
  /** Colour the code frame for a terminal. Default: false. */
  color?: boolean
}

/**
 * Renders problems as text for a terminal or the dev server's overlay: a count, then for each problem its file
 * (`site.json`, or the file beside it such as `content/programs/x.json`) with `:LINE:COLUMN`, its JSON path, the
 * message, the hint and, with the files' texts, a small code frame.
 */
export function formatProblems(problems: readonly ManifestProblem[], options: FormatOptions = {}): string {
  const fileName = options.fileName ?? 'site.json'
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  const blocks = problems.map((problem, index) => {
    const file = problem.file === undefined ? fileName : posix.join(posix.dirname(fileName.split('\\').join('/')), problem.file)
    const lines = [
      `${index + 1}. ${file}:${problem.line}:${problem.column}  at ${problem.path === '' ? '(the whole file)' : problem.path}`,
      `   ${problem.message}`,
    ]
    if (problem.hint) lines.push(`   Hint: ${problem.hint}`)
    const text = problem.file === undefined && options.source !== undefined ? options.source : options.sources?.find((source) => source.name === (problem.file ?? ''))?.text
    if (text !== undefined) {
      const frame = codeFrameColumns(
        text,
        { start: { line: problem.line, column: problem.column } },
        { linesAbove: 1, linesBelow: 1, highlightCode: options.color ?? false },
      )
      lines.push(frame.replace(/^/gm, '   '))
    }
    return lines.join('\n')
  })
  const where = problems.some((problem) => problem.file !== undefined) ? `${fileName} and its files have` : `${fileName} has`
  return [`${where} ${count}:`, '', blocks.join('\n\n')].join('\n')
}
