/**
 * The check of the warning knowledge file (schema/data/warning-knowledge.schema.json), in a chunk of its own: its
 * precompiled validator is about 6 kB gzip, needed only once the reader comes to the question box.
 */
import type { WarningKnowledge } from '../../app/page-payload.ts'
import { validateWarningKnowledge } from '../../generated/validators.js'
import { firstValidatorProblem } from '../shared/validator-problem.ts'

/**
 * Whether `json` is valid warning knowledge. The validator checks the schema the manifest's own types are made from;
 * only its generated type reads "at least one" loosely (a list, not a list with a first item), so it is restated here.
 */
function isWarningKnowledge(json: unknown): json is WarningKnowledge {
  return validateWarningKnowledge(json)
}

/**
 * Reads the warning knowledge file's JSON, fetched from `url`.
 * @throws Error naming the file and the first problem's place when it is not valid warning knowledge (a damaged or
 *   replaced file).
 */
export function readWarningKnowledge(json: unknown, url: string): WarningKnowledge {
  if (isWarningKnowledge(json)) return json
  throw new Error(`${url} is not valid warning knowledge: ${firstValidatorProblem(validateWarningKnowledge) ?? 'unknown problem'}`)
}
