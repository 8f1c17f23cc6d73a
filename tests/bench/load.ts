/**
 * `npm run bench:load`: load test of the production server (src/server/serve.ts) with autocannon.
 *
 * Builds site.json into a temp folder (or serves an existing build given with --root), starts the production
 * server on a free 127.0.0.1 port with NODE_ENV=production, checks that every URL of the mix answers 200, then
 * drives it with 200 connections for 20 s. Each connection cycles through a mix of every route's page, every
 * route's data file (/_data/<path>.json), the hashed JS assets, the favicon and the web app manifest, asking
 * for brotli/gzip as a browser does. Prints requests/s, latency percentiles, throughput, errors, timeouts and
 * non-2xx counts, and writes them to tests/bench/load-results.json. Stops by itself; removes the temp build
 * and the server on exit, error or Ctrl-C.
 *
 * Usage:
 *   npm run bench:load
 *   npm run bench:load -- --root dist                 # reuse a build instead of building
 *   npm run bench:load -- --connections 50 --duration 10 --results /tmp/load.json
 * Options: --root <dir>, --connections <n> (200), --duration <s> (20), --results <file>
 * (default tests/bench/load-results.json; only the default settings write there unless --results is given).
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { routeDataUrl } from '../../src/app/paths.ts'
import { buildSite, installCleanup, manifestRoutePaths, projectRoot, removeDir, roundNumbers, startServer, table, tempDir, withTimeout } from './bench.ts'

/** The parts of autocannon's API used here (the package ships no types). */
interface AutocannonRequest {
  method?: string
  path: string
  headers?: Record<string, string>
}
interface Histogram {
  average: number
  mean: number
  stddev: number
  min: number
  max: number
  total: number
  p50: number
  p90: number
  p99: number
  p99_9?: number
}
interface AutocannonResult {
  requests: Histogram & { sent: number }
  latency: Histogram
  throughput: Histogram
  errors: number
  timeouts: number
  non2xx: number
  mismatches: number
  resets: number
  duration: number
  '1xx': number
  '2xx': number
  '3xx': number
  '4xx': number
  '5xx': number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  timeout: number
  requests: AutocannonRequest[]
  headers?: Record<string, string>
}) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
const autocannon = require('autocannon') as Autocannon

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/** The request mix: per route its page and its data file, then the hashed JS assets, the favicon and manifest. */
function requestMix(root: string, routePaths: string[]): { path: string; kind: string }[] {
  const mix: { path: string; kind: string }[] = []
  for (const path of routePaths) {
    mix.push({ path, kind: 'page' })
    mix.push({ path: routeDataUrl(path), kind: 'data' })
  }
  const assetsDir = join(root, 'assets')
  const assets = existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => /\.(js|css)$/.test(name)) : []
  for (const name of assets) mix.push({ path: `/assets/${name}`, kind: 'asset' })
  mix.push({ path: '/favicon.svg', kind: 'asset' })
  mix.push({ path: '/manifest.webmanifest', kind: 'asset' })
  return mix
}

async function main(): Promise<number> {
  installCleanup(15)
  const connections = Number(option('--connections') ?? 200)
  const duration = Number(option('--duration') ?? 20)
  const givenRoot = option('--root')
  const defaults = connections === 200 && duration === 20
  const resultsPath = option('--results') ?? (defaults ? join(projectRoot, 'tests/bench/load-results.json') : undefined)

  let root: string
  let work: string | undefined
  let buildMs: number | undefined
  if (givenRoot) {
    root = resolve(givenRoot)
    if (!existsSync(join(root, 'index.html'))) throw new Error(`There is no built site in ${root}`)
  } else {
    work = tempDir('load')
    root = join(work, 'dist')
    console.log('Building site.json...')
    buildMs = (await buildSite(root)).wallMs
  }
  // The routes come from the build's own data files when reusing a build, else from site.json.
  const routePaths = givenRoot
    ? readdirSync(join(root, '_data'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => {
          const relative = join(entry.parentPath, entry.name).slice(join(root, '_data').length).replace(/\.json$/, '')
          return relative === '/index' ? '/' : relative
        })
    : manifestRoutePaths(join(projectRoot, 'site.json'))
  const mix = requestMix(root, routePaths)
  const headers = { 'accept-encoding': 'br, gzip, deflate', 'user-agent': 'seven-wells-bench/1 (autocannon)' }

  const server = await startServer(root)
  try {
    // Every URL of the mix must answer 200, or the run would measure error pages.
    for (const { path } of mix) {
      const response = await fetch(`${server.origin}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`)
    }
    const kinds = [
      ['page', 'pages'],
      ['data', 'data files'],
      ['asset', 'assets'],
    ]
      .map(([kind, plural]) => `${mix.filter((entry) => entry.kind === kind).length} ${plural}`)
      .join(', ')
    const loadBefore = loadavg()[0]
    if (loadBefore > cpus().length * 0.75) console.log(`Note: load average ${loadBefore.toFixed(1)} on ${cpus().length} CPUs: other work competes with the server.`)
    console.log(`Load: ${connections} connections for ${duration} s against ${server.origin}, cycling through ${mix.length} URLs (${kinds})...`)
    const result = await withTimeout(
      autocannon({
        url: server.origin,
        connections,
        duration,
        timeout: 10,
        headers,
        requests: mix.map(({ path }) => ({ method: 'GET', path, headers })),
      }),
      (duration + 60) * 1000,
      'The load run',
    )
    const figures = {
      requestsPerSecond: result.requests.average,
      requestsTotal: result.requests.total,
      latencyMs: {
        mean: result.latency.mean,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      throughputMBPerSecond: result.throughput.average / 1e6,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      status: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    }
    console.log()
    console.log(
      table(
        ['req/s', 'total', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'MB/s', 'errors', 'timeouts', 'non-2xx'],
        [
          [
            figures.requestsPerSecond.toFixed(0),
            figures.requestsTotal,
            figures.latencyMs.p50,
            figures.latencyMs.p90,
            figures.latencyMs.p99,
            figures.latencyMs.max,
            figures.throughputMBPerSecond.toFixed(1),
            figures.errors,
            figures.timeouts,
            figures.non2xx,
          ],
        ],
      ),
    )
    console.log('(MB/s = response bytes per second as sent: brotli where the file has a .br; 1 MB = 10^6 bytes)')
    if (resultsPath) {
      const results = {
        timestamp: new Date().toISOString(),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
        cpus: cpus().length,
        note: 'server and autocannon share the machine; both run on 127.0.0.1',
        loadAverage1mBefore: loadBefore,
        settings: { connections, durationSeconds: duration, urls: mix.length, mix: kinds, acceptEncoding: headers['accept-encoding'] },
        buildMs: buildMs ?? null,
        ...figures,
      }
      writeFileSync(resultsPath, `${JSON.stringify(results, roundNumbers, 2)}\n`)
      console.log(`\nFigures written to ${resultsPath}`)
    }
    return 0
  } finally {
    await server.stop()
    if (work) removeDir(work)
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`\nThe load test failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1) // the exit handler cleans up
  })
