import type { SiteManifest } from '../generated/manifest.ts'
import { describeSchemaErrors, type DescribedError } from './describe-schema-errors.ts'
import { assembleManifest, type AssembledManifest, type ManifestFileSystem, type ManifestSource } from './manifest-files.ts'
import { sortProblems, type ManifestProblem } from './problem.ts'
import { loadManifestSchema } from './schema-validator.ts'
import { checkManifestRules } from './manifest-rules.ts'

/**
 * What validating a manifest gives: the typed manifest, or every problem found, in file order; and the files it
 * was read from (site.json first), for code frames.
 */
export type ManifestValidation = ({ ok: true; manifest: SiteManifest; locate: AssembledManifest['locate'] } | { ok: false; problems: ManifestProblem[] }) & {
  sources: ManifestSource[]
}

/** Options for {@link validateManifestText}. */
export interface ValidateOptions {
  /** Answers whether an image path such as "/images/sea.svg" names a file that exists. Default: every image exists. */
  imageExists?: (src: string) => boolean
  /**
   * The path of the site.json the text is from: the collections' files (content/<collection>/<id>.json) and the
   * included files are read relative to its folder. Without it the text stands alone and can include nothing.
   */
  path?: string
  /** How files are read (tests); the real file system by default. */
  files?: ManifestFileSystem
}

function locate(manifest: AssembledManifest, described: DescribedError[]): ManifestProblem[] {
  return described.map(({ path, key, message, hint }) => {
    const place = key === undefined ? manifest.locate(path) : manifest.locate(path, key)
    return { path: key === undefined ? path : `${path}/${key}`, ...place, message, ...(hint ? { hint } : {}) }
  })
}

/**
 * Validates a site.json: its files put together (see assembleManifest: JSON syntax and repeated keys in each
 * file, includes, the collections' files), the schema (ajv), then the rules the schema cannot state (see
 * checkManifestRules). Never throws for bad content.
 *
 * @param text site.json's full text.
 * @returns `{ok: true, manifest}` when everything holds; otherwise `{ok: false, problems}` with every problem
 *   found at that stage (problems putting the files together stop before the schema is checked), each with its
 *   file (absent for site.json), JSON Pointer, 1-based line and column, a plain message and often a hint, sorted
 *   by file and position. Both carry the files read.
 */
export function validateManifestText(text: string, options: ValidateOptions = {}): ManifestValidation {
  const assembled = assembleManifest({ text, ...(options.path === undefined ? {} : { path: options.path }) }, options.files)
  if (!assembled.ok) return { ok: false, problems: sortProblems(assembled.problems), sources: assembled.sources }
  const { manifest } = assembled
  const schema = loadManifestSchema()
  const value = manifest.value
  if (!schema.validate(value)) {
    const described = describeSchemaErrors(schema.validate.errors ?? [], schema.blockTypes)
    return { ok: false, problems: sortProblems(locate(manifest, described)), sources: manifest.sources }
  }
  const ruleProblems = checkManifestRules(value, options.imageExists ?? (() => true))
  if (ruleProblems.length > 0) return { ok: false, problems: sortProblems(locate(manifest, ruleProblems)), sources: manifest.sources }
  return { ok: true, manifest: value, locate: manifest.locate, sources: manifest.sources }
}
