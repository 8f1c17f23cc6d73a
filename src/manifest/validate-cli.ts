/**
 * `npm run validate [-- path/to/site.json]`: checks a manifest and prints every problem with its line, column,
 * JSON path, message, hint and code frame. Exit code 0 when valid, 1 when not. Never prints a stack trace.
 */
import { relative } from 'node:path'
import { formatProblems } from './format-problems.ts'
import { defaultManifestPath, loadManifest } from './load-manifest.ts'

const path = process.argv[2] ?? defaultManifestPath
const fileName = relative(process.cwd(), path) || path
const loaded = loadManifest(path)
if (loaded.ok) {
  console.log(`${fileName} is valid: ${loaded.manifest.routes.length} routes.`)
} else {
  console.error(formatProblems(loaded.problems, { fileName, source: loaded.source, sources: loaded.sources, color: process.stderr.isTTY }))
  process.exitCode = 1
}
