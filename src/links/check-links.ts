/**
 * `npm run check:links`: fetches every external link in site.json (routes, resources, organizations, programs)
 * with linkinator and lists each one that fails, with the routes and library ids that use it. Needs internet, so
 * it is not part of `npm test`; a maintainer runs it before a release and about once a month (see README).
 *
 * Options: `--manifest <file>` (default site.json), `--concurrency <n>` (default 6), `--timeout <ms>` (default
 * 20000). Exits 1 when a link is broken; addresses that refused the checker (HTTP 403, 429) are listed to open by
 * hand but do not fail the run, since many sites turn automated requests away.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { LinkChecker, LinkState } from 'linkinator'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { escapeHtml } from '../prerender/html-document.ts'
import { externalLinks } from './external-links.ts'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback)
}

const manifestPath = resolve(option('--manifest', defaultManifestPath))
const loaded = loadManifest(manifestPath)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems, { source: loaded.source, sources: loaded.sources }))
  process.exit(1)
}
const links = externalLinks(loaded.manifest)
const byUrl = new Map(links.map((link) => [link.url, link]))

// linkinator checks the links of a page: give it one page that lists every address once.
const folder = mkdtempSync(join(tmpdir(), 'seven-wells-links-'))
writeFileSync(
  join(folder, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>External links</title>${links.map((link) => `<a href="${escapeHtml(link.url)}">.</a>`).join('\n')}`,
)

console.log(`Checking ${links.length} external links from ${manifestPath} (this needs internet)...`)
const checker = new LinkChecker()
const refused: { url: string; status: number }[] = []
checker.on('statusCodeWarning', (warning) => refused.push(warning))
let done = 0
checker.on('link', () => {
  done += 1
  if (done % 25 === 0) console.log(`  ${done} checked`)
})
try {
  const result = await checker.check({
    path: folder,
    recurse: false,
    concurrency: Number(option('--concurrency', '6')),
    timeout: Number(option('--timeout', '20000')),
    retry: true,
    retryErrors: true,
    retryErrorsCount: 2,
    redirects: 'allow',
    statusCodes: { '403': 'warn', '429': 'warn' },
  })
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN && byUrl.has(link.url))
  for (const link of broken) {
    const status = link.status ? `HTTP ${link.status}` : (link.failureDetails?.[0] instanceof Error ? link.failureDetails[0].message : 'no answer')
    console.error(`\nBROKEN (${status}): ${link.url}`)
    for (const use of byUrl.get(link.url)?.uses ?? []) console.error(`  used by ${use}`)
  }
  for (const { url, status } of refused.filter((warning) => byUrl.has(warning.url))) {
    console.warn(`\nREFUSED THE CHECKER (HTTP ${status}), open it by hand: ${url}`)
    for (const use of byUrl.get(url)?.uses ?? []) console.warn(`  used by ${use}`)
  }
  const checked = result.links.filter((link) => byUrl.has(link.url)).length
  console.log(`\n${checked} of ${links.length} links checked: ${broken.length} broken, ${refused.length} refused the checker.`)
  if (broken.length > 0) {
    console.error('Fix or replace each broken link in site.json (record where you found the new address), then run this again.')
    process.exitCode = 1
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
