/**
 * Every page's facts in the browser (title, summary, "Last reviewed" date and sources, by path), which Shelby shows
 * with what it quotes: from the file the build writes for the page's language (pageFactsUrl in src/app/paths.ts;
 * pageFacts in src/app/site-index.ts). Fetched with the search index once the page is running, not in the data the
 * page needs to start: close to half of what that data would be (18 kB gzip in English). Like the index, the service
 * worker keeps it once fetched, so answers keep coming offline.
 */
import { pageFactsUrl } from '../../app/paths.ts'
import type { PageFacts } from '../../app/site-index.ts'
import { onceFetched } from '../shared/fetched-json.ts'

const checkChunk = () => import('./page-facts-check.ts')
const fetchFacts = onceFetched((json, url) => checkChunk().then((check) => check.readPageFacts(json, url)))

/**
 * Loads every page's facts in language `lang` (a BCP 47 tag) once per page, with the chunk that checks them.
 * @throws (rejects) when the file is missing, unreadable or invalid (offline before it was ever loaded, a damaged
 *   build): Shelby then says it cannot search now. A later call tries again.
 */
export function loadPageFacts(lang: string): Promise<Readonly<Record<string, PageFacts>>> {
  checkChunk().catch(() => undefined)
  return fetchFacts(pageFactsUrl(lang))
}
