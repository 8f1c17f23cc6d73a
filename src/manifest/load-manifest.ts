import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateManifestText, type ManifestValidation } from './validate-manifest.ts'
import type { ManifestProblem } from './problem.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The project's manifest: site.json at the top level. */
export const defaultManifestPath = join(projectRoot, 'site.json')

/** The folder served at the site's root, holding images and icons; image paths in site.json point into it. */
export const publicDir = join(projectRoot, 'src/public')

/** A manifest file read and validated, with its text kept for code frames. */
export type LoadedManifest = ManifestValidation & { source: string }

/** True when an image path from site.json ("/images/sea.svg") names a file in {@link publicDir}. */
export function publicFileExists(src: string): boolean {
  const target = resolve(publicDir, `.${src}`)
  return target.startsWith(publicDir) && existsSync(target)
}

/**
 * Reads and validates a manifest file. Never throws: a missing or unreadable file is one problem at 1:1.
 * @param path the file to read; default site.json.
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
    return { ok: false, problems: [problem], source: '' }
  }
  return { ...validateManifestText(source, { imageExists: publicFileExists }), source }
}
