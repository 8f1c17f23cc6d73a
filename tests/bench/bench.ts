/**
 * `npm run bench`: performance figures for Seven Wells, printed as tables next to their targets (a benchmark,
 * not a test: it never fails on a missed target; it exits 1 only when something could not be measured).
 *
 * 1. Real site: builds site.json into a temp folder, serves it with the production server on a free loopback
 *    port, and for every route measures HTML, CSS (inline <style> content and any .css files) and JS (the
 *    module script, its modulepreload chunks and their static imports, plus any script the browser fetched)
 *    sizes, all gzip; the requests a cold page load makes in the system Chromium (Playwright); and Lighthouse's
 *    mobile preset (default config: mobile form factor, simulated throttling) scores, LCP with its element and
 *    phases, TBT and CLS, as the median of 3 runs; and each route's first-load JS against the figures recorded
 *    before interactive blocks (tests/bench/first-load-js-before-interactive.json).
 * 2. Growth: builds synthetic manifests of 20, 200 and 2,000 routes (tests/bench/synthetic-manifest.ts) with
 *    `npx tsx src/prerender/build.ts` and measures wall-clock time, peak memory (/usr/bin/time -v when present,
 *    and the whole process tree's RSS sampled from /proc), the largest JS a route's page loads and the largest
 *    route data file.
 * 2b. Weeks: builds site.json plus 20, 200 and 2,000 copies of the week-1 page (the heaviest real page) and
 *    reports time, peak memory and the build's own stage times.
 * 3. Validation speed: validateManifestText over synthetic manifests of 2.5, 5 and 10 MB (one warm-up, then the
 *    median of 5 runs).
 * 4. Search: on site.json and on site.json plus 2,000 week-1 copies, the bytes a first search costs (the search
 *    block's chunk and everything under /pagefind/, WebAssembly included) and the time from loading
 *    /search?q=... to the first result, in Chromium, median of 3 cold loads.
 *
 * Everything runs on 127.0.0.1; temp folders, the server and browsers are removed on exit, error or Ctrl-C;
 * each step has a time limit and the whole run is capped (default 150 min; Lighthouse takes ~15-20 s a run).
 *
 * Usage:
 *   npm run bench                                    # everything; writes tests/bench/results.json
 *   npm run bench -- --only site                     # just one part (site, growth, weeks, search, validation, matcher)
 *   npm run bench -- --sizes 20,200 --lighthouse-runs 3 --results /tmp/r.json
 *   npm run bench -- --compare 3cfdaed,main          # side by side: those refs' builds and the work tree's,
 *                                                    # Lighthouse alternately on each (tests/bench/compare.ts)
 * Options: --only <parts>, --sizes <route counts> (growth and weeks), --lighthouse-runs <n|auto> (median of n
 * runs per route; default 3; auto: one run, and two more for a route whose first run misses a target),
 * --routes <paths> (the site part for these routes only: "/offline,/search"),
 * --results <file> (a partial run with --only, --sizes or --routes writes nothing unless given), --max-minutes <n>.
 * A full run takes about an hour with site.json's routes on 2 CPUs, most of it Lighthouse. Lighthouse's
 * simulated TBT scales the CPU time this machine really took, so run it on a quiet machine: the script prints
 * a note when the load average says other work competes.
 * Needs Chromium at /usr/bin/chromium or CHROMIUM_PATH (installed like `npm run test:e2e` does, if missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, posix, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { routeDataUrl, routeHtmlFile } from '../../src/app/paths.ts'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { syntheticManifestText, syntheticManifestTextOfSize } from './synthetic-manifest.ts'
import { benchWarningMatcher } from './warning-matcher.ts'

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const resultsFile = join(projectRoot, 'tests/bench/results.json')
const kB = 1000
const MB = 1000 * 1000

// ---------------------------------------------------------------------------------------------------------
// Clean-up: every temp folder, child process group and browser this script starts is removed on exit.

const tempDirs = new Set<string>()
const childGroups = new Set<number>()
const closers = new Set<() => void>()
let cleaned = false

/** A new temp folder, removed on exit. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `seven-wells-${prefix}-`))
  tempDirs.add(dir)
  return dir
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  tempDirs.delete(dir)
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/** Runs `close` (synchronously, best effort) when the script exits; returns a function that unregisters it. */
export function onCleanup(close: () => void): () => void {
  closers.add(close)
  return () => closers.delete(close)
}

function cleanup(): void {
  if (cleaned) return
  cleaned = true
  for (const close of closers) {
    try {
      close()
    } catch {
      // best effort
    }
  }
  for (const pid of childGroups) killGroup(pid, 'SIGKILL')
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
}

/** Installs the exit, signal and crash handlers and the overall time limit. */
export function installCleanup(maxMinutes: number): void {
  process.on('exit', cleanup)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\nStopped by ${signal}; cleaning up.`)
      cleanup()
      process.exit(130)
    })
  }
  process.on('uncaughtException', (error) => {
    console.error(error)
    cleanup()
    process.exit(1)
  })
  process.on('unhandledRejection', (error) => {
    console.error(error)
    cleanup()
    process.exit(1)
  })
  setTimeout(() => {
    console.error(`\nThe benchmark ran longer than ${maxMinutes} minutes; stopping.`)
    cleanup()
    process.exit(2)
  }, maxMinutes * 60_000).unref()
}

// ---------------------------------------------------------------------------------------------------------
// Child processes, with time limits and memory sampling.

export interface ChildResult {
  code: number | null
  stdout: string
  stderr: string
  wallMs: number
  timedOut: boolean
  /** Largest process's peak RSS in the tree, from /usr/bin/time -v (kB = KiB there); undefined without it. */
  maxRssKiB?: number
  /** Peak of the summed RSS of the whole process tree, sampled every 50 ms from /proc. */
  treePeakKiB: number
  /** Largest VmHWM (per-process peak RSS) seen in the tree while sampling. */
  processPeakKiB: number
}

function procStatus(pid: number): { ppid: number; rssKiB: number; hwmKiB: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0)
    return { ppid: field('PPid'), rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') }
  } catch {
    return undefined
  }
}

/** The summed RSS and the largest VmHWM of `root` and all its descendants. */
function treeMemory(root: number): { rssKiB: number; hwmKiB: number } {
  const children = new Map<number, number[]>()
  const stats = new Map<number, { rssKiB: number; hwmKiB: number }>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return { rssKiB: 0, hwmKiB: 0 }
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    const status = procStatus(pid)
    if (!status) continue
    stats.set(pid, status)
    const siblings = children.get(status.ppid) ?? []
    siblings.push(pid)
    children.set(status.ppid, siblings)
  }
  let rssKiB = 0
  let hwmKiB = 0
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.pop() as number
    const status = stats.get(pid)
    if (status) {
      rssKiB += status.rssKiB
      hwmKiB = Math.max(hwmKiB, status.hwmKiB)
    }
    queue.push(...(children.get(pid) ?? []))
  }
  return { rssKiB, hwmKiB }
}

export const hasTimeV = existsSync('/usr/bin/time')

/**
 * Runs a command in its own process group, with a time limit (the whole group is killed when it is reached),
 * sampling the tree's memory; with `timeV`, under /usr/bin/time -v for the peak RSS.
 */
export function runChild(
  command: string,
  args: string[],
  options: { timeoutMs: number; env?: NodeJS.ProcessEnv; timeV?: boolean; echo?: boolean; cwd?: string },
): Promise<ChildResult> {
  const useTime = Boolean(options.timeV && hasTimeV)
  const [file, argv] = useTime ? ['/usr/bin/time', ['-v', command, ...args]] : [command, args]
  return new Promise((resolvePromise, reject) => {
    const started = performance.now()
    const child = spawn(file, argv, {
      cwd: options.cwd ?? projectRoot,
      env: { ...process.env, ...options.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    if (child.pid === undefined) return reject(new Error(`Could not start ${command}`))
    const pid = child.pid
    childGroups.add(pid)
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk
      if (options.echo) process.stdout.write(chunk)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    let treePeakKiB = 0
    let processPeakKiB = 0
    const sample = () => {
      const memory = treeMemory(pid)
      treePeakKiB = Math.max(treePeakKiB, memory.rssKiB)
      processPeakKiB = Math.max(processPeakKiB, memory.hwmKiB)
    }
    const sampler = setInterval(sample, 50)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(pid, 'SIGKILL')
    }, options.timeoutMs)
    child.on('error', (error) => {
      clearInterval(sampler)
      clearTimeout(timer)
      childGroups.delete(pid)
      reject(error)
    })
    child.on('close', (code) => {
      clearInterval(sampler)
      clearTimeout(timer)
      killGroup(pid, 'SIGKILL') // anything the command left behind in its group
      childGroups.delete(pid)
      const wallMs = performance.now() - started
      const maxRss = useTime ? /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(stderr)?.[1] : undefined
      resolvePromise({
        code,
        stdout,
        stderr,
        wallMs,
        timedOut,
        maxRssKiB: maxRss === undefined ? undefined : Number(maxRss),
        treePeakKiB,
        processPeakKiB,
      })
    })
  })
}

/** Builds a manifest (site.json when `manifest` is undefined) into `outDir` with the project's build script. */
export async function buildSite(outDir: string, manifest?: string, timeoutMs = 10 * 60_000): Promise<ChildResult> {
  const args = ['tsx', 'src/prerender/build.ts', ...(manifest ? ['--manifest', manifest] : []), '--out', outDir]
  const result = await runChild('npx', args, { timeoutMs, timeV: true })
  if (result.code !== 0) {
    const why = result.timedOut ? `timed out after ${timeoutMs / 1000} s` : `exited with ${result.code}`
    throw new Error(`Build of ${manifest ?? 'site.json'} ${why}:\n${result.stdout}\n${result.stderr}`)
  }
  return result
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePromise(port))
    })
  })
}

export interface RunningServer {
  /** The server's origin; it changes when {@link RunningServer.ensure} had to restart the server. */
  readonly origin: string
  /** Whether the server answers GET / with 200 within 5 s. */
  healthy(): Promise<boolean>
  /** Restarts the server (on a new port) when it no longer answers, saying why; resolves once it answers. */
  ensure(): Promise<void>
  stop(): Promise<void>
}

interface ServerProcess {
  origin: string
  exited: () => string | undefined
  output: () => string
  stop(): Promise<void>
}

async function answers(origin: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(timeoutMs) })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

async function spawnServer(root: string, timeoutMs: number, cwd: string): Promise<ServerProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/serve.ts', '--root', root], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (child.pid === undefined) throw new Error('Could not start the production server')
  const pid = child.pid
  childGroups.add(pid)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)))
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-4000)))
  let exited: string | undefined
  child.on('exit', (code, signal) => (exited = signal ? `killed by ${signal}` : `exited with code ${code}`))
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (!exited) {
      killGroup(pid, 'SIGTERM')
      const deadline = Date.now() + 5000
      while (!exited && Date.now() < deadline) await sleep(50)
    }
    killGroup(pid, 'SIGKILL') // anything left in its group
    childGroups.delete(pid)
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The production server ${exited} before answering:\n${output}`)
    if (await answers(origin, 2000)) return { origin, exited: () => exited, output: () => output, stop }
    await sleep(200)
  }
  await stop()
  throw new Error(`The production server did not answer within ${timeoutMs / 1000} s:\n${output}`)
}

/**
 * Starts the production server (`npx tsx src/server/serve.ts --root <dir>`) on loopback and waits until it answers.
 * `cwd` is the source tree whose server runs (another commit's, in a side-by-side comparison).
 */
export async function startServer(root: string, timeoutMs = 60_000, cwd = projectRoot): Promise<RunningServer> {
  let current = await spawnServer(root, timeoutMs, cwd)
  return {
    get origin() {
      return current.origin
    },
    healthy: () => answers(current.origin, 5000),
    async ensure() {
      if (await answers(current.origin, 5000)) return
      const why = current.exited() ?? 'is running but does not answer'
      console.error(`  The production server ${why}; restarting it. Its last output:\n${current.output().trim() || '(none)'}`)
      await current.stop()
      current = await spawnServer(root, timeoutMs, cwd)
    },
    stop: () => current.stop(),
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms))
}

/** Rejects after `ms` with a message naming `what`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Makes sure Chromium exists, the way `npm run test:e2e` does (installs Debian's package as root if missing). */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return
  const result = spawnSync(process.execPath, [join(projectRoot, 'tests/support/ensure-debian-packages.mjs'), 'chromium'], { stdio: 'inherit', timeout: 10 * 60_000 })
  if (result.status !== 0 || !existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}; set CHROMIUM_PATH.`)
}

/** The routes' paths of a manifest file. */
export function manifestRoutePaths(manifestFile: string): string[] {
  const manifest = JSON.parse(JSON.stringify(readAssembledManifest(manifestFile))) as { routes: { path: string }[] }
  return manifest.routes.map((route) => route.path)
}

// ---------------------------------------------------------------------------------------------------------
// Sizes of what a page loads, read from the build output.

/** Sizes of build files, cached: gzip = the .gz beside the file when there is one, else gzip -9 of it. */
class BuildFiles {
  private readonly gzipCache = new Map<string, number>()
  private readonly importsCache = new Map<string, string[]>()
  constructor(readonly root: string) {}

  file(urlPath: string): string {
    return join(this.root, decodeURIComponent(urlPath.split(/[?#]/, 1)[0]))
  }

  gzip(urlPath: string): number {
    const cached = this.gzipCache.get(urlPath)
    if (cached !== undefined) return cached
    const file = this.file(urlPath)
    const size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
    this.gzipCache.set(urlPath, size)
    return size
  }

  /** The modules a JS file imports statically (`import ... from "./x.js"`, `import "./x.js"`), as URL paths. */
  staticImports(urlPath: string): string[] {
    const cached = this.importsCache.get(urlPath)
    if (cached) return cached
    const file = this.file(urlPath)
    const source = existsSync(file) ? readFileSync(file, 'utf8') : ''
    const imports = [...source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)].map((match) =>
      posix.join(posix.dirname(urlPath), match[1]),
    )
    this.importsCache.set(urlPath, imports)
    return imports
  }

  /** Every JS file a page loads: module scripts, modulepreloads, what the boot script names, and their static imports. */
  pageScripts(html: string): Set<string> {
    const found = new Set<string>()
    const queue: string[] = []
    for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) queue.push(match[1])
    for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) queue.push(match[1])
    // The boot script names the app and the chunks it fetches after the first paint (src/client/boot.ts).
    for (const match of html.matchAll(/\bdata-(?:app|preload)="([^"]*)"/g)) queue.push(...match[1].split(' ').filter(Boolean))
    while (queue.length > 0) {
      const url = queue.pop() as string
      if (!url.startsWith('/') || found.has(url)) continue
      found.add(url)
      queue.push(...this.staticImports(url))
    }
    return found
  }

  jsGzip(scripts: Iterable<string>): number {
    let total = 0
    for (const url of scripts) total += this.gzip(url)
    return total
  }
}

interface PageSizes {
  htmlRaw: number
  htmlGzip: number
  cssGzip: number
  inlineCssRaw: number
  jsGzip: number
  scripts: string[]
  dataRaw: number
  dataGzip: number
}

function pageSizes(files: BuildFiles, routePath: string): PageSizes {
  const htmlUrl = `/${routeHtmlFile(routePath)}`
  const html = readFileSync(files.file(htmlUrl), 'utf8')
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
  const cssFiles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1])
  const scripts = files.pageScripts(html)
  const dataUrl = routeDataUrl(routePath)
  const dataFile = files.file(dataUrl)
  return {
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: files.gzip(htmlUrl),
    inlineCssRaw: Buffer.byteLength(inlineCss),
    cssGzip: (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0) + cssFiles.reduce((sum, url) => sum + files.gzip(url), 0),
    jsGzip: files.jsGzip(scripts),
    scripts: [...scripts],
    dataRaw: existsSync(dataFile) ? statSync(dataFile).size : 0,
    dataGzip: existsSync(dataFile) ? files.gzip(dataUrl) : 0,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Printing.

/** JSON.stringify replacer: fractions to 4 significant decimals, so the committed results stay readable. */
export function roundNumbers(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(4)) : value
}

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const numeric = headers.map((_, column) => rows.every((row) => /^[-+]?[\d.,]+( ?[a-zA-Z%×]+)?$|^n\/a$|^–$/.test(String(row[column]))))
  const line = (row: string[]) =>
    row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd()
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

const fmtKB = (bytes: number) => (bytes / kB).toFixed(1)
const fmt = (value: number | null | undefined, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits))

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function medianOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null)
  return known.length === 0 ? null : median(known)
}

// ---------------------------------------------------------------------------------------------------------
// 1. The real site: sizes, requests, Lighthouse.

interface LighthouseFigures {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  fcpS: number | null
  lcpS: number | null
  tbtMs: number | null
  cls: number | null
  speedIndexS: number | null
  /** Lighthouse's measure of this machine's CPU speed (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex: number | null
  /** The largest contentful paint's element (an HTML snippet and its text), in the median run. */
  lcpElement: string | null
  /** The LCP's phases in ms (TTFB, Load Delay, Load Time, Render Delay), in the median run. */
  lcpPhases: Record<string, number> | null
  /** Each run's figures, when there were several (the others are their medians). */
  runs?: { performance: number | null; lcpS: number | null; tbtMs: number | null }[]
  /** Audits below full marks that weigh in a category scoring under 100, and run warnings or errors. */
  notes: string[]
}

interface RouteFigures extends PageSizes {
  path: string
  requests: number | null
  transferBytes: number | null
  browserScripts: string[]
  firstLoadJsGzip: number
  lighthouse: LighthouseFigures | null
}

async function measureRequests(
  server: RunningServer,
  paths: string[],
): Promise<Map<string, { requests: number; transferBytes: number; scripts: string[]; errors: string[] }>> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true, timeout: 60_000 })
  // Playwright kills the browsers it launched when this process exits.
  const figures = new Map<string, { requests: number; transferBytes: number; scripts: string[]; errors: string[] }>()
  try {
    for (const path of paths) {
      await server.ensure()
      const origin = server.origin
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const requests: import('playwright-core').Request[] = []
      const errors: string[] = []
      page.on('request', (request) => requests.push(request))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 30_000 })
      let transferBytes = 0
      for (const request of requests) {
        try {
          const sizes = await request.sizes()
          transferBytes += sizes.responseBodySize + sizes.responseHeadersSize
        } catch {
          // a request that never completed
        }
      }
      const scripts = requests
        .filter((request) => request.resourceType() === 'script')
        .map((request) => new URL(request.url()))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname)
      figures.set(path, { requests: requests.length, transferBytes, scripts, errors })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return figures
}

/** The Lighthouse version and settings the runs used, as reported in their results. */
let lighthouseSetup: Record<string, unknown> | undefined

/** Whether one Lighthouse run misses a performance target (then, in "auto" mode, the route gets two more runs). */
function missesPerformanceTarget(figures: LighthouseFigures): boolean {
  const { performance, lcpS, tbtMs, cls } = figures
  return performance === null || performance < 100 || lcpS === null || lcpS > 1.2 || tbtMs === null || tbtMs > 50 || cls === null || cls > 0
}

/** A headless Chromium for Lighthouse to drive, on the port it listens on; stopped when the script exits. */
export interface LighthouseChrome {
  readonly port: number
  /** Stops it and starts a fresh one (after a run that may have wedged it). */
  restart(): Promise<void>
  /** Stops it and removes the temporary profile chrome-launcher made for it. */
  stop(): void
}

/**
 * Starts the system Chromium for Lighthouse (see tests/support/chromium.ts).
 * @throws (rejects) when Chromium cannot be started.
 */
export async function startLighthouseChrome(): Promise<LighthouseChrome> {
  const { launch } = await import('chrome-launcher')
  const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
  const start = () => launch({ chromePath: chromiumPath, chromeFlags, handleSIGINT: false, logLevel: 'silent' })
  let chrome = await start()
  const kill = () => {
    try {
      chrome.kill()
    } catch {
      // already gone
    }
  }
  const unregister = onCleanup(kill)
  return {
    get port() {
      return chrome.port
    },
    async restart() {
      kill()
      chrome = await start()
    },
    stop() {
      kill()
      unregister()
    },
  }
}

async function runLighthouse(server: RunningServer, paths: string[], runsOption: number | 'auto'): Promise<Map<string, LighthouseFigures>> {
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await startLighthouseChrome()
  const figures = new Map<string, LighthouseFigures>()
  const categories = ['performance', 'accessibility', 'best-practices', 'seo']
  try {
    for (const path of paths) {
      const attempts: LighthouseFigures[] = []
      let runs = runsOption === 'auto' ? 1 : runsOption
      let failures = 0
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`  Lighthouse ${path}${run > 0 ? ` (run ${run + 1}/${runs})` : ''}...\n`)
        try {
          await server.ensure()
          const result = await withTimeout(
            lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }),
            180_000,
            `Lighthouse on ${path}`,
          )
          if (!result) throw new Error('Lighthouse returned nothing')
          const { lhr } = result
          // A run that could not load the page (server gone, Chrome error page) scores nothing: run it again.
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
          lighthouseSetup = {
            version: lhr.lighthouseVersion,
            formFactor: lhr.configSettings.formFactor,
            throttlingMethod: lhr.configSettings.throttlingMethod,
            throttling: lhr.configSettings.throttling,
          }
          const score = (id: string) => {
            const value = lhr.categories[id]?.score
            return value === null || value === undefined ? null : Math.round(value * 100)
          }
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
          const notes: string[] = []
                    for (const warning of lhr.runWarnings) notes.push(`warning: ${String(warning)}`)
          for (const id of categories) {
            const category = lhr.categories[id]
            if (!category || category.score === 1) continue
            for (const ref of category.auditRefs) {
              const audit = lhr.audits[ref.id]
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                notes.push(`${id}: ${ref.id} = ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
              }
            }
          }
          const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
            | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[] }
            | undefined
          const node = lcpDetails?.items?.[0]?.items?.[0]?.node
          const lcpElement = node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim().slice(0, 140) : null
          const phaseRows = lcpDetails?.items?.[1]?.items ?? []
          const lcpPhases = phaseRows.length
            ? Object.fromEntries(phaseRows.filter((row) => row.phase).map((row) => [row.phase ?? '', Math.round(row.timing ?? 0)]))
            : null
          const lcp = numeric('largest-contentful-paint')
          const fcp = numeric('first-contentful-paint')
          const speedIndex = numeric('speed-index')
          attempts.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcpS: fcp === null ? null : fcp / 1000,
            lcpS: lcp === null ? null : lcp / 1000,
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            speedIndexS: speedIndex === null ? null : speedIndex / 1000,
            benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
            lcpElement,
            lcpPhases,
            notes,
          })
          // Simulated throttling scales the CPU time this machine took, so one run can read high when
          // something else ran at that moment: confirm a miss with two more runs and take the median.
          if (runsOption === 'auto' && attempts.length === 1 && missesPerformanceTarget(attempts[0])) runs += 2
        } catch (error) {
          console.error(`  Lighthouse failed on ${path}: ${error instanceof Error ? error.message : String(error)}`)
          // The browser may be wedged: start a fresh one, and try this route again (twice at most).
          await chrome.restart()
          if (++failures <= 2) runs++
        }
      }
      if (attempts.length === 0) continue
      const pick = (key: Exclude<keyof LighthouseFigures, 'notes' | 'runs' | 'lcpElement' | 'lcpPhases'>) =>
        medianOrNull(attempts.map((attempt) => attempt[key]))
      // The LCP element and phases come from the run whose LCP is the median, so they explain the figure shown.
      const byLcp = [...attempts].sort((a, b) => (a.lcpS ?? Infinity) - (b.lcpS ?? Infinity))
      const medianRun = byLcp[Math.floor((byLcp.length - 1) / 2)]
      figures.set(path, {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpS: pick('fcpS'),
        lcpS: pick('lcpS'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        speedIndexS: pick('speedIndexS'),
        benchmarkIndex: pick('benchmarkIndex'),
        lcpElement: medianRun.lcpElement,
        lcpPhases: medianRun.lcpPhases,
        ...(attempts.length > 1 ? { runs: attempts.map(({ performance, lcpS, tbtMs }) => ({ performance, lcpS, tbtMs })) } : {}),
        notes: [...new Set(attempts.flatMap((attempt) => attempt.notes))],
      })
    }
  } finally {
    chrome.stop()
  }
  return figures
}

/** Per-route first-load JS recorded before interactive blocks existed, to show what they added to each page. */
const firstLoadJsBeforeFile = 'tests/bench/first-load-js-before-interactive.json'

function firstLoadJsBefore(): Map<string, number> {
  try {
    const recorded: { firstLoadJsGzip?: Record<string, number> } = JSON.parse(readFileSync(join(projectRoot, firstLoadJsBeforeFile), 'utf8'))
    return new Map(Object.entries(recorded.firstLoadJsGzip ?? {}))
  } catch {
    return new Map()
  }
}

async function benchSite(lighthouseRuns: number | 'auto', only?: string[]) {
  console.log('\n== 1. Real site (site.json) ==')
  const work = tempDir('site')
  const out = join(work, 'dist')
  console.log('Building site.json...')
  const build = await buildSite(out)
  console.log(`  built in ${(build.wallMs / 1000).toFixed(1)} s`)
  const allPaths = manifestRoutePaths(join(projectRoot, 'site.json'))
  const paths = only ? allPaths.filter((path) => only.includes(path)) : allPaths
  if (only && paths.length !== only.length) throw new Error(`--routes: not in site.json: ${only.filter((path) => !allPaths.includes(path)).join(', ')}`)
  const files = new BuildFiles(out)
  const server = await startServer(out)
  try {
    console.log(`Serving the build at ${server.origin}; loading every route in Chromium...`)
    const browserFigures = await withTimeout(measureRequests(server, paths), 10 * 60_000, 'Loading the routes in Chromium')
    console.log('Running Lighthouse (mobile preset, simulated throttling)...')
    const lighthouseFigures = await runLighthouse(server, paths, lighthouseRuns)
    const routes: RouteFigures[] = paths.map((path) => {
      const sizes = pageSizes(files, path)
      const browser = browserFigures.get(path)
      const allScripts = new Set([...sizes.scripts, ...(browser?.scripts ?? [])])
      return {
        path,
        ...sizes,
        requests: browser?.requests ?? null,
        transferBytes: browser?.transferBytes ?? null,
        browserScripts: browser?.scripts ?? [],
        firstLoadJsGzip: files.jsGzip(allScripts),
        lighthouse: lighthouseFigures.get(path) ?? null,
      }
    })
    for (const [path, browser] of browserFigures) {
      if (browser.errors.length > 0) console.log(`  console errors on ${path}: ${browser.errors.join(' | ')}`)
    }
    console.log()
    console.log(
      table(
        ['route', 'HTML kB', 'CSS kB', 'JS kB', 'data kB', 'reqs', 'xfer kB', 'perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS'],
        routes.map((route) => [
          route.path,
          fmtKB(route.htmlGzip),
          fmtKB(route.cssGzip),
          fmtKB(route.firstLoadJsGzip),
          fmtKB(route.dataGzip),
          route.requests ?? 'n/a',
          route.transferBytes === null ? 'n/a' : fmtKB(route.transferBytes),
          fmt(route.lighthouse?.performance),
          fmt(route.lighthouse?.accessibility),
          fmt(route.lighthouse?.bestPractices),
          fmt(route.lighthouse?.seo),
          fmt(route.lighthouse?.fcpS, 2),
          fmt(route.lighthouse?.lcpS, 2),
          fmt(route.lighthouse?.tbtMs, 0),
          fmt(route.lighthouse?.cls, 3),
        ]),
      ),
    )
    console.log(
      '(all sizes gzip, kB = 1,000 bytes; HTML includes the inline CSS and the page data; CSS = inline <style> content + .css files;\n' +
        ' JS = module script + modulepreloads + their static imports + any other script fetched; xfer = bytes on the wire as served, brotli)',
    )
    const spreads = routes
      .filter((route) => route.lighthouse?.runs)
      .map((route) => {
        const runs = route.lighthouse?.runs ?? []
        const list = (values: (number | null)[], digits: number) => values.map((value) => fmt(value, digits)).join('/')
        return `  ${route.path}: perf ${list(runs.map((run) => run.performance), 0)}, LCP s ${list(runs.map((run) => run.lcpS), 2)}, TBT ms ${list(runs.map((run) => run.tbtMs), 0)}`
      })
    if (spreads.length > 0) console.log(`\nLighthouse runs (the table shows their medians):\n${spreads.join('\n')}`)
    const indexes = routes.map((route) => route.lighthouse?.benchmarkIndex).filter((value): value is number => typeof value === 'number')
    if (indexes.length > 0) console.log(`Lighthouse benchmarkIndex of this machine (CPU speed): median ${median(indexes).toFixed(0)}`)
    const notes = routes.flatMap((route) => (route.lighthouse?.notes ?? []).map((note) => `  ${route.path}: ${note}`))
    if (notes.length > 0) console.log(`\nLighthouse notes (audits below full marks; the LCP element where LCP > 1.5 s):\n${notes.join('\n')}`)
    if (lighthouseSetup) {
      console.log(`Lighthouse ${String(lighthouseSetup.version)}: formFactor ${String(lighthouseSetup.formFactor)}, throttling ${String(lighthouseSetup.throttlingMethod)}`)
    }
    console.log('\nLargest contentful paint per route (the median run): its phases in ms and its element')
    console.log(
      table(
        ['route', 'LCP s', 'TTFB', 'load delay', 'load time', 'render delay', 'element'],
        routes.map((route) => {
          const phases = route.lighthouse?.lcpPhases ?? {}
          return [
            route.path,
            fmt(route.lighthouse?.lcpS, 2),
            fmt(phases.TTFB),
            fmt(phases['Load Delay']),
            fmt(phases['Load Time']),
            fmt(phases['Render Delay']),
            (route.lighthouse?.lcpElement ?? 'n/a').replace(/\s+/g, ' ').slice(0, 70),
          ]
        }),
      ),
    )
    const before = firstLoadJsBefore()
    const grown = routes
      .filter((route) => before.has(route.path))
      .map((route) => ({ path: route.path, before: before.get(route.path) ?? 0, after: route.firstLoadJsGzip }))
    if (grown.length > 0) {
      const worst = grown.reduce((a, b) => (b.after - b.before > a.after - a.before ? b : a))
      console.log(
        `\nFirst-load JS against ${firstLoadJsBeforeFile} (before interactive blocks): ${grown.length} routes; largest change ` +
          `${worst.after - worst.before >= 0 ? '+' : ''}${worst.after - worst.before} bytes gzip on ${worst.path} (${fmtKB(worst.before)} → ${fmtKB(worst.after)} kB)`,
      )
    }
    return { buildMs: build.wallMs, lighthouse: lighthouseSetup ?? null, routes, firstLoadJsGrowth: grown }
  } finally {
    await server.stop()
    removeDir(work)
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. Growth: build time, memory and per-route weight against the number of routes.

interface GrowthFigures {
  routes: number
  manifestBytes: number
  buildMs: number
  maxRssKiB: number | null
  treePeakKiB: number
  processPeakKiB: number
  peakKiB: number
  largestJsGzip: number
  largestJsRoute: string
  largestDataRaw: number
  largestDataGzip: number
  largestDataRoute: string
  outputFiles: number
  outputBytes: number
}

function folderStats(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += statSync(join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

async function benchGrowth(sizes: number[]) {
  console.log('\n== 2. Growth (synthetic manifests) ==')
  const rows: GrowthFigures[] = []
  for (const size of sizes) {
    const work = tempDir(`growth-${size}`)
    try {
      const manifestFile = join(work, 'site.json')
      const text = syntheticManifestText(size)
      writeFileSync(manifestFile, text)
      const out = join(work, 'dist')
      console.log(`Building ${size} routes (${(text.length / MB).toFixed(2)} MB manifest)...`)
      const build = await buildSite(out, manifestFile, 15 * 60_000)
      const files = new BuildFiles(out)
      let largestJsGzip = 0
      let largestJsRoute = ''
      let largestDataRaw = 0
      let largestDataGzip = 0
      let largestDataRoute = ''
      for (const path of manifestRoutePaths(manifestFile)) {
        const sizesOf = pageSizes(files, path)
        if (sizesOf.jsGzip > largestJsGzip) [largestJsGzip, largestJsRoute] = [sizesOf.jsGzip, path]
        if (sizesOf.dataRaw > largestDataRaw) [largestDataRaw, largestDataGzip, largestDataRoute] = [sizesOf.dataRaw, sizesOf.dataGzip, path]
      }
      const output = folderStats(out)
      const peakKiB = Math.max(build.maxRssKiB ?? 0, build.processPeakKiB)
      rows.push({
        routes: size,
        manifestBytes: Buffer.byteLength(text),
        buildMs: build.wallMs,
        maxRssKiB: build.maxRssKiB ?? null,
        treePeakKiB: build.treePeakKiB,
        processPeakKiB: build.processPeakKiB,
        peakKiB,
        largestJsGzip,
        largestJsRoute,
        largestDataRaw,
        largestDataGzip,
        largestDataRoute,
        outputFiles: output.files,
        outputBytes: output.bytes,
      })
      console.log(`  ${(build.wallMs / 1000).toFixed(1)} s, peak RSS ${(peakKiB / 1024).toFixed(0)} MiB (tree ${(build.treePeakKiB / 1024).toFixed(0)} MiB)`)
    } finally {
      removeDir(work)
    }
  }
  console.log()
  console.log(
    table(
      ['routes', 'manifest MB', 'build s', 's/100 routes', 'peak RSS MiB', 'tree RSS MiB', 'max route JS kB', 'max data kB', 'max data gz kB', 'output files', 'output MB'],
      rows.map((row) => [
        row.routes,
        (row.manifestBytes / MB).toFixed(2),
        (row.buildMs / 1000).toFixed(1),
        ((row.buildMs / 1000 / row.routes) * 100).toFixed(2),
        (row.peakKiB / 1024).toFixed(0),
        (row.treePeakKiB / 1024).toFixed(0),
        fmtKB(row.largestJsGzip),
        fmtKB(row.largestDataRaw),
        fmtKB(row.largestDataGzip),
        row.outputFiles,
        (row.outputBytes / MB).toFixed(1),
      ]),
    ),
  )
  console.log(
    `(peak RSS = largest single process${hasTimeV ? ' (/usr/bin/time -v and /proc VmHWM)' : ' (/proc VmHWM)'}; tree RSS = the whole tree (npx, tsx, the build) summed, sampled every 50 ms)`,
  )
  const byRoutes = (count: number) => rows.find((row) => row.routes === count)
  const r200 = byRoutes(200)
  const r2000 = byRoutes(2000)
  const r20 = byRoutes(20)
  const timeRatio = r200 && r2000 ? r2000.buildMs / r200.buildMs : null
  const jsGrowth = r20 && r2000 ? r2000.largestJsGzip / r20.largestJsGzip - 1 : null
  if (timeRatio !== null) console.log(`2,000-route build time / 200-route build time = ${timeRatio.toFixed(2)} (target ≤ 12)`)
  if (jsGrowth !== null) {
    console.log(`Largest per-route JS at 2,000 routes vs 20 routes: ${(jsGrowth * 100).toFixed(2)} % (target within 5 %)`)
  }
  return { rows, timeRatio, jsGrowth }
}

// ---------------------------------------------------------------------------------------------------------
// 2b. Building many real pages: site.json plus N copies of the week-1 page (the heaviest page: 12 recipes, tabs).

/** site.json with `copies` extra copies of the week-1 route, at /eat-well/meal-planning/week-1-copy-<n>. */
export function weekCopiesManifestText(copies: number): string {
  const manifest: { routes: { path: string; title: string }[] } = JSON.parse(JSON.stringify(readAssembledManifest(join(projectRoot, 'site.json'))))
  const week = manifest.routes.find((route) => route.path === '/eat-well/meal-planning/week-1')
  if (!week) throw new Error('site.json has no /eat-well/meal-planning/week-1 route to copy')
  for (let n = 1; n <= copies; n++) {
    manifest.routes.push({ ...structuredClone(week), path: `/eat-well/meal-planning/week-1-copy-${n}`, title: `Week 1 copy ${n}` })
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

interface WeekCopiesFigures {
  copies: number
  routes: number
  buildMs: number
  peakKiB: number
  treePeakKiB: number
  /** The build's own report of its stages ("bundle 1.0 s, prerender 2.1 s, ..."). */
  stages: string
}

async function benchWeekCopies(counts: number[]) {
  console.log('\n== 2b. Building site.json plus N copies of the week-1 page ==')
  const rows: WeekCopiesFigures[] = []
  for (const copies of counts) {
    const work = tempDir(`weeks-${copies}`)
    try {
      const manifestFile = join(work, 'site.json')
      writeFileSync(manifestFile, weekCopiesManifestText(copies))
      console.log(`Building site.json + ${copies} week-1 copies...`)
      const build = await buildSite(join(work, 'dist'), manifestFile, 20 * 60_000)
      const stages = /\(([^()]*compression[^()]*)\)/.exec(build.stdout)?.[1] ?? ''
      const row = {
        copies,
        routes: manifestRoutePaths(manifestFile).length,
        buildMs: build.wallMs,
        peakKiB: Math.max(build.maxRssKiB ?? 0, build.processPeakKiB),
        treePeakKiB: build.treePeakKiB,
        stages,
      }
      rows.push(row)
      console.log(`  ${(row.buildMs / 1000).toFixed(1)} s, peak RSS ${(row.peakKiB / 1024).toFixed(0)} MiB (${stages})`)
    } finally {
      removeDir(work)
    }
  }
  console.log()
  console.log(
    table(
      ['extra week-1 copies', 'routes', 'build s', 'peak RSS MiB', 'tree RSS MiB', 'stages'],
      rows.map((row) => [row.copies, row.routes, (row.buildMs / 1000).toFixed(1), (row.peakKiB / 1024).toFixed(0), (row.treePeakKiB / 1024).toFixed(0), row.stages]),
    ),
  )
  return { rows }
}

// ---------------------------------------------------------------------------------------------------------
// 4. Search: what a first search costs the reader, on site.json and on site.json plus 2,000 week-1 copies.

interface SearchFigures {
  routes: number
  query: string
  /** Bytes on the wire for the search itself: the search block's chunk and everything under /pagefind/. */
  searchBytes: number
  searchRequests: number
  wasmBytes: number
  /** From starting to load /search?q=... (cold cache) to the first result on screen, in Chromium, unthrottled. */
  timeToResultsMs: number
}

async function measureSearch(server: RunningServer, query: string, routes: number): Promise<SearchFigures> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true, timeout: 60_000 })
  try {
    const runs: SearchFigures[] = []
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const requests: import('playwright-core').Request[] = []
      page.on('request', (request) => requests.push(request))
      const started = performance.now()
      await page.goto(`${server.origin}/search?${new URLSearchParams({ q: query })}`, { timeout: 30_000 })
      await page.locator('main ol > li').first().waitFor({ timeout: 30_000 })
      const timeToResultsMs = performance.now() - started
      await page.waitForLoadState('networkidle')
      let searchBytes = 0
      let wasmBytes = 0
      let searchRequests = 0
      for (const request of requests) {
        const path = new URL(request.url()).pathname
        if (!path.startsWith('/pagefind/') && !/^\/assets\/search-/.test(path)) continue
        searchRequests += 1
        try {
          const sizes = await request.sizes()
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize
          searchBytes += bytes
          if (path.includes('wasm')) wasmBytes += bytes
        } catch {
          // a request that never completed
        }
      }
      runs.push({ routes, query, searchBytes, searchRequests, wasmBytes, timeToResultsMs })
      await context.close()
    }
    const middle = [...runs].sort((a, b) => a.timeToResultsMs - b.timeToResultsMs)[1]
    return middle
  } finally {
    await browser.close()
  }
}

async function benchSearch(queries: string[]) {
  console.log('\n== 4. Search: a first search in Chromium (median of 3 cold loads) ==')
  const rows: SearchFigures[] = []
  for (const copies of [0, 2000]) {
    const work = tempDir(`search-${copies}`)
    try {
      const manifestFile = join(work, 'site.json')
      writeFileSync(manifestFile, weekCopiesManifestText(copies))
      console.log(`Building site.json${copies ? ` + ${copies} week-1 copies` : ''}...`)
      await buildSite(join(work, 'dist'), manifestFile, 20 * 60_000)
      const server = await startServer(join(work, 'dist'))
      try {
        for (const query of queries) rows.push(await measureSearch(server, query, manifestRoutePaths(manifestFile).length))
      } finally {
        await server.stop()
      }
    } finally {
      removeDir(work)
    }
  }
  console.log()
  console.log(
    table(
      ['routes', 'query', 'search kB', 'of it wasm kB', 'requests', 'to first results ms'],
      rows.map((row) => [row.routes, row.query, fmtKB(row.searchBytes), fmtKB(row.wasmBytes), row.searchRequests, row.timeToResultsMs.toFixed(0)]),
    ),
  )
  console.log('(kB on the wire as served, brotli, headers included; the search block\'s chunk plus everything under /pagefind/)')
  const small = rows.filter((row) => row.routes < 1000)
  const large = rows.filter((row) => row.routes >= 1000)
  const worstSmall = Math.max(...small.map((row) => row.searchBytes))
  const worstLarge = Math.max(...large.map((row) => row.searchBytes))
  const growth = worstSmall > 0 ? worstLarge / worstSmall - 1 : null
  if (growth !== null) console.log(`Largest first search at ${large[0]?.routes} routes vs ${small[0]?.routes}: ${(growth * 100).toFixed(1)} % (target within 10 %)`)
  return { rows, growth, worstBytes: Math.max(worstSmall, worstLarge) }
}

// ---------------------------------------------------------------------------------------------------------
// 3. Validation speed.

interface ValidationFigures {
  targetMB: number
  bytes: number
  routes: number
  runsMs: number[]
  medianMs: number
  mbPerS: number
  ok: boolean
  /** JSON.parse of the same text, for scale (the floor any validator has to beat). */
  jsonParseMs: number
}

async function benchValidation() {
  console.log('\n== 3. Validation speed (validateManifestText) ==')
  const { validateManifestText } = await import('../../src/manifest/validate-manifest.ts')
  const fixture = readFileSync(join(projectRoot, 'tests/fixtures/minimal-site.json'), 'utf8')
  const coldStart = performance.now()
  validateManifestText(fixture)
  const firstCallMs = performance.now() - coldStart
  console.log(`First call (compiles the schema) on the 3 kB fixture: ${firstCallMs.toFixed(0)} ms`)
  const rows: ValidationFigures[] = []
  for (const targetMB of [2.5, 5, 10]) {
    const { text, routes } = syntheticManifestTextOfSize(targetMB * MB)
    const bytes = Buffer.byteLength(text)
    const runsMs: number[] = []
    let ok = true
    validateManifestText(text) // warm-up: the first pass over a new size runs colder code and grows the heap
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      const result = validateManifestText(text)
      runsMs.push(performance.now() - started)
      ok &&= result.ok
      if (!result.ok) console.log(`  unexpected problems: ${JSON.stringify(result.problems.slice(0, 3))}`)
    }
    const parseStarted = performance.now()
    JSON.parse(text)
    const jsonParseMs = performance.now() - parseStarted
    const medianMs = median(runsMs)
    rows.push({ targetMB, bytes, routes, runsMs, medianMs, mbPerS: bytes / MB / (medianMs / 1000), ok, jsonParseMs })
  }
  console.log()
  console.log(
    table(
      ['manifest MB', 'routes', 'valid', 'median ms', 'runs ms', 'MB/s', 'ms per MB', 'JSON.parse ms'],
      rows.map((row) => [
        (row.bytes / MB).toFixed(2),
        row.routes,
        row.ok ? 'yes' : 'NO',
        row.medianMs.toFixed(0),
        row.runsMs.map((ms) => ms.toFixed(0)).join('/'),
        row.mbPerS.toFixed(2),
        (row.medianMs / (row.bytes / MB)).toFixed(0),
        row.jsonParseMs.toFixed(0),
      ]),
    ),
  )
  return { firstCallMs, rows }
}

// ---------------------------------------------------------------------------------------------------------
// Targets and results.

interface TargetCheck {
  name: string
  target: string
  measured: string
  met: boolean | null
}

function checkTargets(
  site: Awaited<ReturnType<typeof benchSite>> | undefined,
  growth: Awaited<ReturnType<typeof benchGrowth>> | undefined,
  validation: Awaited<ReturnType<typeof benchValidation>> | undefined,
  weeks?: Awaited<ReturnType<typeof benchWeekCopies>>,
  search?: Awaited<ReturnType<typeof benchSearch>>,
): TargetCheck[] {
  const checks: TargetCheck[] = []
  const weeks2000 = weeks?.rows.find((row) => row.copies === 2000)
  if (weeks2000) {
    checks.push({
      name: 'Build of 2,000 extra week-1 routes',
      target: '≤ 60 s, peak memory < 1 GB',
      measured: `${(weeks2000.buildMs / 1000).toFixed(1)} s, ${(Math.max(weeks2000.peakKiB, weeks2000.treePeakKiB) / 1024).toFixed(0)} MiB`,
      met: weeks2000.buildMs <= 60_000 && Math.max(weeks2000.peakKiB, weeks2000.treePeakKiB) < 1024 * 1024,
    })
  }
  if (search && search.rows.length > 0) {
    checks.push({
      name: 'Bytes for a first search (WebAssembly included)',
      target: '≤ 200 kB',
      measured: `at most ${fmtKB(search.worstBytes)} kB`,
      met: search.worstBytes <= 200 * kB,
    })
    checks.push({
      name: 'First search at 2,000 more routes',
      target: 'within 10 %',
      measured: search.growth === null ? 'not measured' : `${search.growth >= 0 ? '+' : ''}${(search.growth * 100).toFixed(1)} %`,
      met: search.growth === null ? null : search.growth <= 0.1,
    })
  }
  if (site) {
    const lh = site.routes.map((route) => ({ path: route.path, lh: route.lighthouse }))
    const worst = (
      name: string,
      target: string,
      value: (figures: LighthouseFigures) => number | null,
      pass: (value: number) => boolean,
      lowIsBad: boolean,
      digits = 0,
      unit = '',
    ) => {
      const values = lh.map(({ path, lh: figures }) => ({ path, value: figures ? value(figures) : null }))
      const missing = values.filter((entry) => entry.value === null)
      const known = values.filter((entry): entry is { path: string; value: number } => entry.value !== null)
      if (known.length === 0) return checks.push({ name, target, measured: 'not measured', met: null })
      const sorted = [...known].sort((a, b) => (lowIsBad ? a.value - b.value : b.value - a.value))
      const failing = known.filter((entry) => !pass(entry.value))
      const worstEntry = sorted[0]
      const measured =
        `worst ${worstEntry.value.toFixed(digits)}${unit} (${worstEntry.path})` +
        (failing.length > 0 ? `; ${failing.length}/${values.length} routes miss` : '') +
        (missing.length > 0 ? `; ${missing.length} not measured` : '')
      checks.push({ name, target, measured, met: failing.length === 0 && missing.length === 0 })
    }
    worst('Lighthouse mobile performance (median of runs)', '= 100', (f) => f.performance, (v) => v >= 100, true)
    worst('Lighthouse accessibility', '= 100', (f) => f.accessibility, (v) => v === 100, true)
    worst('Lighthouse best practices', '= 100', (f) => f.bestPractices, (v) => v === 100, true)
    worst('Lighthouse SEO', '= 100', (f) => f.seo, (v) => v === 100, true)
    worst('LCP (mobile, simulated, median)', '≤ 1.2 s', (f) => f.lcpS, (v) => v <= 1.2, false, 2, ' s')
    worst('TBT (mobile, simulated, median)', '≤ 50 ms', (f) => f.tbtMs, (v) => v <= 50, false, 0, ' ms')
    worst('CLS', '= 0', (f) => f.cls, (v) => v === 0, false, 3)
    const heaviest = [...site.routes].sort((a, b) => b.firstLoadJsGzip - a.firstLoadJsGzip)[0]
    const overBudget = site.routes.filter((route) => route.firstLoadJsGzip > 90 * kB)
    checks.push({
      name: 'First-load JS on every route',
      target: '≤ 90 kB gzip (stretch 80)',
      measured: `max ${fmtKB(heaviest.firstLoadJsGzip)} kB (${heaviest.path})${overBudget.length ? `; ${overBudget.length} routes over` : ''}`,
      met: overBudget.length === 0,
    })
    if (site.firstLoadJsGrowth.length > 0) {
      const worstGrowth = Math.max(...site.firstLoadJsGrowth.map((route) => route.after - route.before))
      checks.push({
        name: 'First-load JS growth on routes that existed before interactive blocks',
        target: '≤ 1 kB gzip',
        measured: `${worstGrowth >= 0 ? '+' : ''}${worstGrowth} bytes at most`,
        met: worstGrowth <= 1000,
      })
    }
  }
  if (growth) {
    checks.push({
      name: 'Largest route JS, 2,000 vs 20 routes',
      target: 'within 5 %',
      measured: growth.jsGrowth === null ? 'not measured' : `${growth.jsGrowth >= 0 ? '+' : ''}${(growth.jsGrowth * 100).toFixed(2)} %`,
      met: growth.jsGrowth === null ? null : Math.abs(growth.jsGrowth) <= 0.05,
    })
    checks.push({
      name: 'Build time, 2,000 / 200 routes',
      target: '≤ 12×',
      measured: growth.timeRatio === null ? 'not measured' : `${growth.timeRatio.toFixed(2)}×`,
      met: growth.timeRatio === null ? null : growth.timeRatio <= 12,
    })
    const peak = Math.max(...growth.rows.map((row) => Math.max(row.peakKiB, row.treePeakKiB)))
    checks.push({
      name: 'Peak build memory (largest build, whole tree)',
      target: '< 1 GB (1,024 MiB)',
      measured: `${(peak / 1024).toFixed(0)} MiB`,
      met: peak < 1024 * 1024,
    })
  }
  if (validation) {
    const ten = validation.rows.find((row) => row.targetMB === 10)
    checks.push({
      name: '10 MB manifest validation',
      target: '< 1 s',
      measured: ten ? `${(ten.medianMs / 1000).toFixed(2)} s (${ten.mbPerS.toFixed(1)} MB/s)` : 'not measured',
      met: ten ? ten.medianMs < 1000 && ten.ok : null,
    })
  }
  return checks
}

/** The 1-minute load average, with a warning when other work competes for the CPUs (figures then run slow). */
function noteLoad(section: string): { section: string; loadAverage1m: number; cpus: number } {
  const loadAverage1m = loadavg()[0]
  const cpuCount = cpus().length
  if (loadAverage1m > cpuCount * 0.75) {
    console.log(`  Note: load average ${loadAverage1m.toFixed(1)} on ${cpuCount} CPUs before "${section}": other work is competing; times and TBT will read high.`)
  }
  return { section, loadAverage1m, cpus: cpuCount }
}

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 20_000 })
  return (result.stdout ?? '').trim() || 'unknown'
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

async function main(): Promise<number> {
  const maxMinutes = Number(option('--max-minutes') ?? 150)
  installCleanup(maxMinutes)
  // The side-by-side mode (tests/bench/compare.ts): a git ref's build against the work tree's, measured alternately.
  if (option('--compare') !== undefined) return (await import('./compare.ts')).compareBuilds()
  const only = option('--only')?.split(',').map((part) => part.trim())
  const sizesOption = option('--sizes')
  const sizes = sizesOption ? sizesOption.split(',').map(Number) : [20, 200, 2000]
  const runsOption = option('--lighthouse-runs') ?? '3'
  const lighthouseRuns = runsOption === 'auto' ? 'auto' : Math.max(1, Number(runsOption) || 1)
  const wants = (part: string) => !only || only.includes(part)
  const routes = option('--routes')?.split(',').map((path) => path.trim())
  const partial = Boolean(only || sizesOption || routes)
  const resultsPath = option('--results') ?? (partial ? undefined : resultsFile)

  console.log(`Seven Wells benchmark — node ${process.version}, ${chromiumVersion()}`)
  if (wants('site')) ensureChromium()
  const load: ReturnType<typeof noteLoad>[] = []
  if (wants('site')) load.push(noteLoad('site'))
  const site = wants('site') ? await benchSite(lighthouseRuns, routes) : undefined
  if (wants('growth')) load.push(noteLoad('growth'))
  const growth = wants('growth') ? await benchGrowth(sizes) : undefined
  if (wants('weeks')) load.push(noteLoad('weeks'))
  const weeks = wants('weeks') ? await benchWeekCopies(sizes) : undefined
  if (wants('search')) load.push(noteLoad('search'))
  const search = wants('search') ? await benchSearch(['nausea', 'cant stop throwing up after chemo']) : undefined
  if (wants('validation')) load.push(noteLoad('validation'))
  const validation = wants('validation') ? await benchValidation() : undefined
  if (wants('matcher')) load.push(noteLoad('matcher'))
  const matcher = wants('matcher') ? await benchWarningMatcher(projectRoot) : undefined
  load.push(noteLoad('end'))

  const checks = checkTargets(site, growth, validation, weeks, search)
  if (matcher) {
    checks.push({
      name: 'Warning-sign matcher: 2,000 characters against every sign, 4x CPU slowdown',
      target: '< 5 ms',
      measured: `median ${matcher.medianMs.toFixed(1)} ms (unseen words ${matcher.unseenWordsMedianMs.toFixed(1)} ms, slowest ${matcher.maxMs.toFixed(1)} ms; compile once ${matcher.compileMs.toFixed(0)} ms)`,
      met: matcher.medianMs < 5 && matcher.unseenWordsMedianMs < 5,
    })
  }
  console.log('\n== Targets ==')
  console.log(table(['', 'goal', 'target', 'measured'], checks.map((check) => [check.met === null ? '?' : check.met ? '✓' : '✗', check.name, check.target, check.measured])))

  if (resultsPath) {
    const results = {
      timestamp: new Date().toISOString(),
      node: process.version,
      chromium: chromiumVersion(),
      platform: `${process.platform} ${process.arch}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      load,
      units: 'bytes are gzip sizes unless named raw; kB = 1000 bytes; KiB in memory figures',
      site,
      growth,
      weeks,
      search,
      validation,
      matcher,
      targets: checks,
    }
    writeFileSync(resultsPath, `${JSON.stringify(results, roundNumbers, 2)}\n`)
    console.log(`\nFigures written to ${resultsPath}`)
  }
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(`\nThe benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
      process.exit(1) // the exit handler cleans up
    })
}
