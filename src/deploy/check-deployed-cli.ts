/**
 * `npm run check:deployed -- https://example.org`: fetches every route of site.json from a deployed copy of the
 * site and lists, route by route, statuses, redirects and headers that differ from the delivery policy
 * (src/deploy/policy.ts). Needs the internet, so it is not part of `npm test`. Exit code 0 when all match, 1 when
 * something differs, 2 on bad arguments.
 *
 * Options: `--manifest <file>` reads the routes from another site.json; `--concurrency <n>` requests at a time (4).
 */
import { loadManifest } from '../manifest/load-manifest.ts'
import { formatProblems } from '../manifest/format-problems.ts'
import { searchesTheSite } from '../prerender/search-index.ts'
import { checkDeployed, formatReports, httpFetcher } from './check-deployed.ts'
import { siteNotesFor } from './policy.ts'

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const base = process.argv.slice(2).find((arg) => /^https?:\/\//i.test(arg))
if (!base) {
  console.error('Give the deployed site\'s address: npm run check:deployed -- https://example.org')
  process.exit(2)
}
const loaded = loadManifest(option('--manifest'))
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems, { source: loaded.source }))
  process.exit(2)
}
const concurrency = Number(option('--concurrency') ?? 4)
const notes = siteNotesFor(loaded.manifest.routes, searchesTheSite)
console.log(`Checking ${notes.pagePaths.length} routes of ${base} against the delivery policy...`)
const reports = await checkDeployed(httpFetcher(base), notes, Number.isFinite(concurrency) ? concurrency : 4)
console.log(formatReports(base, reports))
process.exitCode = reports.some((report) => report.problems.length > 0) ? 1 : 0
