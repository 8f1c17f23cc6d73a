/**
 * One thing wrong with the manifest, located in its file.
 *
 * - `file`: the file the problem is in, relative to the folder of site.json ("content/programs/x.json"); absent
 *   for site.json itself.
 * - `path`: JSON Pointer into the whole manifest ("" is the whole document), e.g. `/routes/3/blocks/0/title`.
 * - `line`, `column`: 1-based position in that file of the value (or key) the problem is about.
 * - `message`: one plain sentence saying what is wrong.
 * - `hint`: optional second sentence saying how to fix it.
 */
export interface ManifestProblem {
  file?: string
  path: string
  line: number
  column: number
  message: string
  hint?: string
}

/** Orders problems by file (site.json first, then by name) and by their position in it, first line first. */
export function sortProblems(problems: ManifestProblem[]): ManifestProblem[] {
  return [...problems].sort(
    (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line || a.column - b.column || a.path.localeCompare(b.path),
  )
}
