/**
 * One thing wrong with site.json, located in the file.
 *
 * - `path`: JSON Pointer into the manifest ("" is the whole document), e.g. `/routes/3/blocks/0/title`.
 * - `line`, `column`: 1-based position in site.json of the value (or key) the problem is about.
 * - `message`: one plain sentence saying what is wrong.
 * - `hint`: optional second sentence saying how to fix it.
 */
export interface ManifestProblem {
  path: string
  line: number
  column: number
  message: string
  hint?: string
}

/** Orders problems by their position in the file, first line first. */
export function sortProblems(problems: ManifestProblem[]): ManifestProblem[] {
  return [...problems].sort((a, b) => a.line - b.line || a.column - b.column || a.path.localeCompare(b.path))
}
