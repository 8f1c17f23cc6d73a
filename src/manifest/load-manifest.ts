import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateManifestText, type ManifestValidation } from './validate-manifest.ts'
import { assembleManifest } from './manifest-files.ts'
import { formatProblems } from './format-problems.ts'
import type { ManifestProblem } from './problem.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The project's manifest: site.json at the top level. */
export const defaultManifestPath = join(projectRoot, 'site.json')

/** The folder served at the site's root, holding images and icons; image paths in site.json point into it. */
export const publicDir = join(projectRoot, 'src/public')

/** A manifest read and validated, with site.json's text (`source`) and every file's (`sources`) kept for code frames. */
export type LoadedManifest = ManifestValidation & { source: string }

/** True when an image path from site.json ("/images/sea.svg") names a file in {@link publicDir}. */
export function publicFileExists(src: string): boolean {
  const target = resolve(publicDir, `.${src}`)
  return target.startsWith(publicDir) && existsSync(target)
}

/**
 * Reads and validates a manifest: site.json and the files beside it that it is made of (the collections' files in
 * content/, and what it includes; see assembleManifest). Never throws: a missing or unreadable site.json is one
 * problem at 1:1.
 * @param path the site.json to read; default the project's.
 */
export function loadManifest(path: string = defaultManifestPath): LoadedManifest {
  let source: string
  try {
    source = readFileSync(path, 'utf8')
  } catch (error) {
    const problem: ManifestProblem = {
      path: '',
      line: 1,
      column: 1,
      message: `Could not read ${path}: ${error instanceof Error ? error.message : String(error)}`,
      hint: 'site.json belongs at the top of the project.',
    }
    return { ok: false, problems: [problem], source: '', sources: [] }
  }
  return { ...validateManifestText(source, { imageExists: publicFileExists, path }), source }
}

/**
 * The whole manifest as one plain JSON value: site.json with its collections' files and included files put together,
 * not checked against the schema. For tools that copy or change the manifest as a whole (benchmarks, tests) and write
 * it as one file elsewhere.
 * @param path the site.json to read; default the project's.
 * @throws when a file cannot be read or put together, with the located problems in the message.
 */
export function readAssembledManifest(path: string = defaultManifestPath): unknown {
  const text = readFileSync(path, 'utf8')
  const assembled = assembleManifest({ text, path })
  if (!assembled.ok) throw new Error(formatProblems(assembled.problems, { fileName: path, sources: assembled.sources }))
  return assembled.manifest.value
}
