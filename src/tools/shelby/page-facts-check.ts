/**
 * The check of a page facts file (schema/data/page-facts.schema.json), in a chunk of its own: its precompiled validator
 * is needed only once Shelby is about to answer.
 */
import type { PageFacts } from '../../app/site-index.ts'
import { validateSitePageFacts } from '../../generated/validators.js'
import { firstValidatorProblem } from '../shared/validator-problem.ts'

/**
 * Reads a page facts file's JSON, fetched from `url`: every page of one language, by path.
 * @throws Error naming the file and the first problem's place when it is not valid page facts (a damaged or replaced
 *   file).
 */
export function readPageFacts(json: unknown, url: string): Readonly<Record<string, PageFacts>> {
  if (validateSitePageFacts(json)) return json
  throw new Error(`${url} is not valid page facts: ${firstValidatorProblem(validateSitePageFacts) ?? 'unknown problem'}`)
}
