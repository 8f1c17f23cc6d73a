import type { SiteManifest } from '../generated/manifest.ts'
import { describeSchemaErrors, type DescribedError } from './describe-schema-errors.ts'
import { parseJsonDocument, type JsonDocument } from './json-document.ts'
import { sortProblems, type ManifestProblem } from './problem.ts'
import { loadManifestSchema } from './schema-validator.ts'
import { checkManifestRules } from './manifest-rules.ts'

/** What validating a manifest text gives: the typed manifest, or every problem found, in file order. */
export type ManifestValidation = { ok: true; manifest: SiteManifest } | { ok: false; problems: ManifestProblem[] }

/** Options for {@link validateManifestText}. */
export interface ValidateOptions {
  /** Answers whether an image path such as "/images/sea.svg" names a file that exists. Default: every image exists. */
  imageExists?: (src: string) => boolean
}

function locate(document: JsonDocument, described: DescribedError[]): ManifestProblem[] {
  return described.map(({ path, key, message, hint }) => {
    const position = key === undefined ? document.positionOf(path) : document.keyPositionOf(path, key)
    return { path: key === undefined ? path : `${path}/${key}`, ...position, message, ...(hint ? { hint } : {}) }
  })
}

/**
 * Validates the text of a site.json: JSON syntax, duplicate keys, the schema (ajv), then the rules the schema
 * cannot state (see checkManifestRules). Never throws for bad content.
 *
 * @param text the manifest file's full text.
 * @returns `{ok: true, manifest}` when everything holds; otherwise `{ok: false, problems}` with every problem
 *   found at that stage (syntax problems stop before the schema is checked), each with its JSON Pointer,
 *   1-based line and column, a plain message and often a hint, sorted by position.
 */
export function validateManifestText(text: string, options: ValidateOptions = {}): ManifestValidation {
  const parsed = parseJsonDocument(text)
  if (!parsed.ok) return { ok: false, problems: sortProblems(parsed.problems) }
  const { document } = parsed
  const schema = loadManifestSchema()
  const value = document.value
  if (!schema.validate(value)) {
    const described = describeSchemaErrors(schema.validate.errors ?? [], schema.blockTypes)
    return { ok: false, problems: sortProblems(locate(document, described)) }
  }
  const ruleProblems = checkManifestRules(value, options.imageExists ?? (() => true))
  if (ruleProblems.length > 0) return { ok: false, problems: sortProblems(locate(document, ruleProblems)) }
  return { ok: true, manifest: value }
}
