/**
 * Shelby's warning knowledge in the browser: the warning signs and their look-alikes, from the file the build writes
 * (warningKnowledgeUrl in src/app/paths.ts; warningKnowledgeIn in src/app/library.ts). Fetched when the reader comes to
 * the question box, not with the page: it is most of what Shelby's page would carry (about 70 kB gzip) and is only
 * read when someone asks.
 */
import { warningKnowledgeUrl } from '../../app/paths.ts'
import type { WarningKnowledge } from '../../app/page-payload.ts'
import { onceFetched } from '../shared/fetched-json.ts'

const checkChunk = () => import('./warning-knowledge-check.ts')
const fetchKnowledge = onceFetched((json, url) => checkChunk().then((check) => check.readWarningKnowledge(json, url)))

/**
 * Loads the warning knowledge once per page: the file and the chunk that checks it, side by side.
 * @throws (rejects) when the file is missing, unreadable or invalid (offline before it was ever loaded, a damaged
 *   build): Shelby then says it could not check the question and shows the emergency lines. A later call tries again.
 */
export function loadWarningKnowledge(): Promise<WarningKnowledge> {
  checkChunk().catch(() => undefined)
  return fetchKnowledge(warningKnowledgeUrl)
}
