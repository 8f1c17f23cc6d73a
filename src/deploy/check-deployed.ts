/**
 * Compares a deployed site with the delivery policy, route by route: statuses, redirects and the headers the policy
 * sets. Used by `npm run check:deployed -- <url>` (check-deployed-cli.ts); the end-to-end tests run it against the
 * production server and nginx.
 *
 * Hosts that cannot set every header per path are judged by what the browser ends up enforcing: a page's Content
 * Security Policy is its header policy and its meta policy together (a browser enforces both), and a `Cache-Control`
 * that revalidates on each use (`no-cache`, or `max-age=0` with `must-revalidate`) counts as the policy's `no-cache`.
 */
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { allowedMethods, cacheControl, contentSecurityPolicy, headerOnlyDirectives, securityHeaders, titleCaseSpelling, type SiteNotes } from './policy.ts'

/** One response, as the checker needs it. */
export interface CheckedResponse {
  status: number
  /** Header values by lower-case name. */
  headers: Record<string, string>
  /** The body as text (pages only; empty for others). */
  body: string
}

/** Fetches one path of the site without following redirects. */
export type Fetcher = (method: string, path: string) => Promise<CheckedResponse>

/** What was found for one route (or one site-wide check): its label and the differences from the policy. */
export interface RouteReport {
  route: string
  problems: string[]
}

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((part) => [(part.split(' ', 1)[0] ?? '').toLowerCase(), part.slice(part.indexOf(' ') + 1)]),
  )
}

/** The meta Content Security Policy of a page, or undefined. */
export function metaPolicyOf(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1]
  return tag?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

/**
 * The differences between what a browser enforces on a page (its header policy and meta policy, both) and the
 * policy's header: a directive the policy sets that is missing, or allows more or less than the policy's.
 * A directive only the header can carry (frame-ancestors) counts only from the header.
 */
export function policyDifferences(expected: string, header: string | undefined, meta: string | undefined): string[] {
  const fromHeader = directives(header ?? '')
  const fromMeta = directives(meta ?? '')
  const problems: string[] = []
  for (const [name, value] of directives(expected)) {
    const headerOnly = headerOnlyDirectives.includes(name)
    const carriers = (headerOnly ? [fromHeader] : [fromHeader, fromMeta]).filter((policy) => policy.has(name))
    if (carriers.length === 0) {
      problems.push(`Content-Security-Policy has no ${name}${headerOnly ? ' (only a header can carry it)' : ''}`)
      continue
    }
    // Every policy that sets the directive restricts it: the page gets what all of them allow.
    const allowed = carriers.map((policy) => new Set((policy.get(name) ?? '').split(' ')))
    const effective = [...(allowed[0] ?? [])].filter((token) => allowed.every((set) => set.has(token))).sort().join(' ')
    const wanted = value.split(' ').sort().join(' ')
    if (effective !== wanted) problems.push(`Content-Security-Policy ${name} allows "${effective}", the policy "${wanted}"`)
  }
  return problems
}

/** Whether a Cache-Control value revalidates on every use, as the policy's `no-cache` asks. */
export function revalidates(value: string | undefined): boolean {
  const parts = new Set((value ?? '').toLowerCase().split(',').map((part) => part.trim()))
  return parts.has('no-cache') || (parts.has('max-age=0') && !parts.has('immutable'))
}

function headerProblems(response: CheckedResponse, expected: 'revalidate' | 'immutable'): string[] {
  const problems: string[] = []
  for (const [name, value] of Object.entries(securityHeaders)) {
    const sent = response.headers[name.toLowerCase()]
    if (sent === undefined) problems.push(`${name} is missing`)
    else if (sent !== value) problems.push(`${name} is "${sent}", the policy "${value}"`)
  }
  const cache = response.headers['cache-control']
  if (expected === 'immutable' && cache !== cacheControl.immutable) problems.push(`Cache-Control is "${cache ?? '(missing)'}", the policy "${cacheControl.immutable}"`)
  if (expected === 'revalidate' && !revalidates(cache)) problems.push(`Cache-Control is "${cache ?? '(missing)'}": it must revalidate ("${cacheControl.revalidate}")`)
  return problems
}

function expectStatus(response: CheckedResponse, status: number): string[] {
  return response.status === status ? [] : [`status ${response.status}, the policy ${status}`]
}

/** A 301 to `to`, with Location absolute or relative (both are allowed). */
function redirectProblems(response: CheckedResponse, from: string, to: string): string[] {
  if (response.status !== 301) return [`${from}: status ${response.status}, the policy 301 to ${to}`]
  const location = response.headers.location
  const target = location === undefined ? undefined : new URL(location, 'http://site.invalid').pathname + new URL(location, 'http://site.invalid').search
  return target === to ? [] : [`${from}: redirects to ${location ?? '(no Location)'}, the policy to ${to}`]
}

async function checkRoute(fetch: Fetcher, notes: SiteNotes, path: string): Promise<RouteReport> {
  const problems: string[] = []
  const page = await fetch('GET', path)
  problems.push(...expectStatus(page, 200))
  if (page.status === 200) {
    problems.push(...headerProblems(page, 'revalidate'))
    if (!/^text\/html/i.test(page.headers['content-type'] ?? '')) problems.push(`Content-Type is "${page.headers['content-type'] ?? '(missing)'}", the policy text/html`)
    const expected = contentSecurityPolicy({ wasm: notes.wasmPaths.includes(path) })
    problems.push(...policyDifferences(expected, page.headers['content-security-policy'], metaPolicyOf(page.body)))
  }
  if (path !== '/') {
    problems.push(...redirectProblems(await fetch('GET', `${path}/`), `${path}/`, path))
    const spelled = titleCaseSpelling(path)
    if (spelled !== path) problems.push(...redirectProblems(await fetch('GET', `${spelled}?from=check`), spelled, `${path}?from=check`))
  }
  return { route: path, problems }
}

async function checkSiteWide(fetch: Fetcher): Promise<RouteReport[]> {
  const reports: RouteReport[] = []
  const missingPath = '/no-such-page-seven-wells-check'
  const missing = await fetch('GET', missingPath)
  reports.push({ route: `${missingPath} (unknown path)`, problems: [...expectStatus(missing, 404), ...(missing.status === 404 ? headerProblems(missing, 'revalidate') : [])] })
  const home = await fetch('GET', '/')
  const script = /<script type="module" src="(\/assets\/[^"]+)"/.exec(home.body)?.[1]
  if (script) {
    const asset = await fetch('GET', script)
    reports.push({ route: `${script} (hashed asset)`, problems: [...expectStatus(asset, 200), ...headerProblems(asset, 'immutable')] })
  } else reports.push({ route: '/assets/ (hashed asset)', problems: ['the home page names no script under /assets/'] })
  const worker = await fetch('GET', '/pagefind/pagefind-worker.js')
  const workerPolicy = worker.headers['content-security-policy'] ?? ''
  reports.push({
    route: '/pagefind/pagefind-worker.js (search index)',
    problems: [
      ...expectStatus(worker, 200),
      ...(worker.status === 200 && !workerPolicy.includes("'wasm-unsafe-eval'") ? ["Content-Security-Policy does not allow 'wasm-unsafe-eval' (search cannot run)"] : []),
    ],
  })
  const post = await fetch('POST', '/')
  reports.push({
    route: 'POST / (methods)',
    problems: post.status === 405 && post.headers.allow === allowedMethods.join(', ') ? [] : [`status ${post.status} with Allow "${post.headers.allow ?? ''}", the policy 405 with Allow "${allowedMethods.join(', ')}"`],
  })
  return reports
}

/**
 * Checks every route of `notes` and the site-wide rules (404, hashed assets, the search index, methods), a few
 * requests at a time.
 *
 * @returns one report per route and per site-wide check; an empty `problems` list means it matches the policy.
 */
export async function checkDeployed(fetch: Fetcher, notes: SiteNotes, concurrency = 4): Promise<RouteReport[]> {
  const reports: RouteReport[] = new Array(notes.pagePaths.length)
  let next = 0
  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    while (next < notes.pagePaths.length) {
      const index = next++
      const path = notes.pagePaths[index]
      if (path === undefined) break
      reports[index] = await checkRoute(fetch, notes, path).catch((error: unknown) => ({
        route: path,
        problems: [`request failed: ${error instanceof Error ? error.message : String(error)}`],
      }))
    }
  })
  await Promise.all(workers)
  return [...reports, ...(await checkSiteWide(fetch))]
}

/**
 * A fetcher for a site at `base` ("https://example.org"): plain HTTP(S) requests, no redirects followed, bodies
 * read for HTML only, 15 s per request.
 */
export function httpFetcher(base: string): Fetcher {
  const origin = new URL(base)
  return (method, path) =>
    new Promise((resolve, reject) => {
      const send = origin.protocol === 'https:' ? httpsRequest : httpRequest
      const req = send(new URL(path, origin), { method, timeout: 15_000, headers: { 'User-Agent': 'seven-wells-check-deployed' } }, (res) => {
        const html = /^text\/html/i.test(String(res.headers['content-type'] ?? ''))
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          if (html) body += chunk
        })
        res.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
          resolve({ status: res.statusCode ?? 0, headers, body })
        })
      })
      req.on('timeout', () => req.destroy(new Error(`no answer within 15 s for ${method} ${path}`)))
      req.on('error', reject)
      req.end()
    })
}

/** The reports as lines for a terminal: each route with ✓ or ✗ and its differences, then a summary. */
export function formatReports(base: string, reports: readonly RouteReport[]): string {
  const failing = reports.filter((report) => report.problems.length > 0)
  const lines = reports.flatMap(({ route, problems }) => (problems.length === 0 ? [`✓ ${route}`] : [`✗ ${route}`, ...problems.map((problem) => `    ${problem}`)]))
  lines.push('', failing.length === 0 ? `${base} matches the delivery policy on all ${reports.length} checks.` : `${base}: ${failing.length} of ${reports.length} checks differ from the delivery policy.`)
  return lines.join('\n')
}
