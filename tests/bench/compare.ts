/**
 * `npm run bench -- --compare <ref>[,<ref>...]`: the side-by-side mode. Builds each git ref in a temporary worktree
 * (`git worktree add --detach`, with its own `npm ci` unless its package-lock.json is the work tree's) and the work
 * tree itself, serves every build with its own production server at the same time, and runs Lighthouse (mobile
 * preset, simulated throttling) on each route alternately: ref, work tree, ref, work tree... so that whatever else
 * the machine does at a moment weighs on both builds alike. Prints, per route and build, the median of the runs of
 * LCP, TBT, TTI, CLS, the performance score and the longest main-thread task at 4x CPU slowdown, the spread of the
 * runs, and the machine's load average, then the issue 17 targets against the first ref.
 *
 * Options: --compare <refs> (any `git rev-parse` name: a commit, main, a tag; comma-separated for several),
 * --runs <n> (runs per route and build, default 3), --routes <paths> (default: the routes of issue 17's table plus
 * the two heaviest tools; `all` for every route the builds share), --results <file> (JSON of every run).
 *
 * Why alternate: Lighthouse's simulated TBT and TTI scale with the CPU time the machine really spent, so a figure
 * from a busy moment reads high. Measured in turn, both builds see the same moments; the medians are comparable
 * even when the absolute figures are not. Run it on a quiet machine for absolute figures.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Result as LighthouseResult } from 'lighthouse'
import {
  buildSite,
  ensureChromium,
  manifestRoutePaths,
  onCleanup,
  projectRoot,
  roundNumbers,
  runChild,
  startLighthouseChrome,
  startServer,
  table,
  tempDir,
  withTimeout,
  type RunningServer,
} from './bench.ts'

/** The routes measured unless --routes says otherwise: issue 17's table, then the two hardest tool routes. */
export const defaultCompareRoutes = [
  '/',
  '/eat-well/meal-planning/week-1',
  '/read-well/news',
  '/assist-well/onboarding',
  '/match-well',
  '/support',
  '/match-well/programs',
  '/search',
]

/** One Lighthouse run's figures for one page. */
export interface RunFigures {
  performance: number | null
  lcpMs: number | null
  tbtMs: number | null
  ttiMs: number | null
  cls: number | null
  /** The longest top-level main-thread task at Lighthouse's CPU slowdown (4x on mobile), in ms. */
  longestTaskMs: number | null
  /**
   * Load-proof stand-ins for TBT and the longest task after the first contentful paint, from the thread CPU time of
   * the main thread's tasks in Lighthouse's trace (see cpuTimeFigures): what a quiet machine would measure, roughly.
   */
  cpuTbtMs: number | null
  cpuLongestTaskMs: number | null
}

/** The figures the side-by-side table compares (each a key of RunFigures). */
type MetricKey = Extract<keyof RunFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'ttiMs' | 'cls' | 'longestTaskMs' | 'cpuTbtMs' | 'cpuLongestTaskMs'>

/** A build being compared: its name (the ref, or "work tree"), its source tree and its output. */
interface ComparedBuild {
  name: string
  tree: string
  dist: string
  routes: string[]
  server?: RunningServer
}

function git(args: string[], cwd = projectRoot): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

/**
 * Checks out `ref` into a temporary worktree with its dependencies installed, ready to build. The worktree is
 * removed on exit. node_modules is the work tree's when both package-lock.json files are the same (no install).
 * @throws when the ref does not exist or `npm ci` fails.
 */
async function checkOut(ref: string): Promise<string> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`])
  const tree = join(tempDir(`ref-${ref.replace(/[^a-zA-Z0-9]+/g, '-')}`), 'tree')
  git(['worktree', 'add', '--detach', tree, commit])
  onCleanup(() => spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: projectRoot }))
  const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8')
  if (lock(tree) === lock(projectRoot) && existsSync(join(projectRoot, 'node_modules'))) {
    symlinkSync(join(projectRoot, 'node_modules'), join(tree, 'node_modules'), 'dir')
  } else {
    console.log(`  ${ref}: installing its dependencies (npm ci)...`)
    const install = await runChild('npm', ['ci', '--no-audit', '--no-fund'], { timeoutMs: 15 * 60_000, cwd: tree })
    if (install.code !== 0) throw new Error(`npm ci for ${ref} failed:\n${install.stderr.slice(-2000)}`)
  }
  return tree
}

/** Builds a source tree's site.json with that tree's own build command (codegen first) into a temp folder. */
async function buildTree(name: string, tree: string): Promise<ComparedBuild> {
  const dist = join(tempDir('compare-dist'), 'dist')
  console.log(`Building ${name}...`)
  if (tree === projectRoot) {
    await buildSite(dist)
  } else {
    const result = await runChild('npm', ['run', 'build', '--', '--out', dist], { timeoutMs: 15 * 60_000, cwd: tree })
    if (result.code !== 0) throw new Error(`The build of ${name} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`)
  }
  return { name, tree, dist, routes: manifestRoutePaths(join(tree, 'site.json')) }
}

/**
 * Reads one run's figures from a Lighthouse result. The longest task is the longer of Lighthouse's simulated long
 * tasks (50 ms and over, at its CPU slowdown) and the longest observed top-level task times that slowdown, so a
 * figure is there even when no task reaches 50 ms.
 */
export function runFigures(lhr: LighthouseResult, traceEvents: readonly TraceEvent[] = []): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const durations = (id: string) => {
    const details = lhr.audits[id]?.details
    if (!details || details.type !== 'table') return []
    return details.items.map((item) => (typeof item.duration === 'number' ? item.duration : 0))
  }
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1
  const observed = durations('main-thread-tasks').map((duration) => duration * slowdown)
  const score = lhr.categories.performance?.score
  return {
    performance: score === null || score === undefined ? null : Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
    cls: numeric('cumulative-layout-shift'),
    longestTaskMs: Math.max(0, ...durations('long-tasks'), ...observed),
    ...cpuTimeFigures(traceEvents, slowdown),
  }
}

/** The fields of a Chrome trace event used here (ts, dur and tdur in microseconds; tdur = the thread's CPU time). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string }
}

/**
 * TBT and the longest task computed from the CPU time each top-level task of the page's main thread really took
 * (`tdur`), times the CPU slowdown, over the tasks that start after the first contentful paint (where TBT counts):
 * TBT is the sum of what exceeds 50 ms. Lighthouse uses wall time (`dur`), which grows with whatever else the machine runs; CPU time barely does,
 * so these stay comparable on a busy machine. Not Lighthouse's simulation: a stand-in for comparing builds.
 * Null when the trace has no renderer main thread or no first contentful paint.
 */
export function cpuTimeFigures(events: readonly TraceEvent[], slowdown: number): { cpuTbtMs: number | null; cpuLongestTaskMs: number | null } {
  const none = { cpuTbtMs: null, cpuLongestTaskMs: null }
  const fcp = events.filter((event) => event.name === 'firstContentfulPaint').at(-1)
  if (!fcp) return none
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === fcp.pid)
  const tasks = (main: TraceEvent) => events.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid)
  const main = mains.sort((a, b) => tasks(b).length - tasks(a).length)[0]
  if (!main) return none
  let cpuTbtMs = 0
  let cpuLongestTaskMs = 0
  for (const task of tasks(main)) {
    if (task.ts < fcp.ts) continue
    const ms = ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown
    cpuLongestTaskMs = Math.max(cpuLongestTaskMs, ms)
    cpuTbtMs += Math.max(0, ms - 50)
  }
  return { cpuTbtMs, cpuLongestTaskMs }
}

function traceEventsOf(artifacts: unknown): TraceEvent[] {
  if (typeof artifacts !== 'object' || artifacts === null || !('Trace' in artifacts)) return []
  const trace: unknown = artifacts.Trace
  if (typeof trace !== 'object' || trace === null || !('traceEvents' in trace) || !Array.isArray(trace.traceEvents)) return []
  return trace.traceEvents
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each figure over runs (null when no run measured it). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const pick = (key: MetricKey) => {
    const known = runs.map((run) => run[key]).filter((value): value is number => value !== null)
    return known.length === 0 ? null : median(known)
  }
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    ttiMs: pick('ttiMs'),
    cls: pick('cls'),
    longestTaskMs: pick('longestTaskMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    cpuLongestTaskMs: pick('cpuLongestTaskMs'),
  }
}

/** A target of issue 17 for one route: the new build against the old one. */
export interface TargetResult {
  route: string
  name: string
  met: boolean | null
  detail: string
}

/**
 * Issue 17's targets for one route, `now` (the work tree) against `old` (the first ref, e.g. 3cfdaed): TBT at most
 * 50 ms and at most old + 10 ms; TTI no later than old; CLS 0; performance 100; the longest task under 50 ms.
 * A figure not measured gives `met: null`.
 */
export function checkRouteTargets(route: string, old: RunFigures | undefined, now: RunFigures): TargetResult[] {
  const results: TargetResult[] = []
  const add = (name: string, met: boolean | null, detail: string) => results.push({ route, name, met, detail })
  const { tbtMs, ttiMs, cls, performance, longestTaskMs } = now
  add('TBT ≤ 50 ms', tbtMs === null ? null : tbtMs <= 50, `${fmt(tbtMs)} ms`)
  if (old) {
    add('TBT ≤ old + 10 ms', tbtMs === null || old.tbtMs === null ? null : tbtMs <= old.tbtMs + 10, `${fmt(tbtMs)} vs ${fmt(old.tbtMs)} ms`)
    add('TTI ≤ old', ttiMs === null || old.ttiMs === null ? null : ttiMs <= old.ttiMs, `${fmt(ttiMs)} vs ${fmt(old.ttiMs)} ms`)
  }
  add('CLS = 0', cls === null ? null : cls === 0, fmt(cls, 3))
  add('performance = 100', performance === null ? null : performance >= 100, fmt(performance))
  add('longest task < 50 ms', longestTaskMs === null ? null : longestTaskMs < 50, `${fmt(longestTaskMs)} ms`)
  return results
}

function fmt(value: number | null | undefined, digits = 0): string {
  return value === null || value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits)
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/** Runs the side-by-side comparison; see the module comment. Resolves to the exit code. */
export async function compareBuilds(): Promise<number> {
  const refs = (option('--compare') ?? '').split(',').map((ref) => ref.trim()).filter(Boolean)
  if (refs.length === 0) throw new Error('--compare needs a git ref, e.g. --compare main or --compare 3cfdaed,main')
  const runs = Math.max(1, Number(option('--runs') ?? option('--lighthouse-runs') ?? 3) || 3)
  const routesOption = option('--routes')
  const resultsPath = option('--results')
  ensureChromium()
  const loadAtStart = loadavg()[0]
  console.log(`Side by side: ${[...refs, 'work tree'].join(' | ')}; ${runs} Lighthouse runs per route and build, alternating.`)
  console.log(`Load average at start: ${loadavg().map((value) => value.toFixed(2)).join(', ')} on ${cpus().length} CPUs`)

  const builds: ComparedBuild[] = []
  for (const ref of refs) builds.push(await buildTree(ref, await checkOut(ref)))
  builds.push(await buildTree('work tree', projectRoot))
  const shared = builds[builds.length - 1].routes.filter((route) => builds.every((build) => build.routes.includes(route)))
  const routes =
    routesOption === 'all'
      ? shared
      : (routesOption?.split(',').map((route) => route.trim()) ?? defaultCompareRoutes.filter((route) => shared.includes(route)))
  const missing = routes.filter((route) => !shared.includes(route))
  if (missing.length > 0) throw new Error(`Not a route of every build: ${missing.join(', ')}`)

  for (const build of builds) build.server = await startServer(build.dist, 60_000, build.tree)
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await startLighthouseChrome()
  /** figures[route][build index] = the runs. */
  const figures = new Map<string, RunFigures[][]>()
  const loads: number[] = []
  try {
    for (const route of routes) {
      const perBuild: RunFigures[][] = builds.map(() => [])
      figures.set(route, perBuild)
      for (let run = 0; run < runs; run++) {
        for (const [index, build] of builds.entries()) {
          const server = build.server
          if (!server) continue
          loads.push(loadavg()[0])
          process.stdout.write(`  ${route} · ${build.name} · run ${run + 1}/${runs} (load ${loadavg()[0].toFixed(1)})\n`)
          for (let attempt = 0; attempt < 3; attempt++) {
            try {
              await server.ensure()
              const result = await withTimeout(
                lighthouse(`${server.origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
                180_000,
                `Lighthouse on ${route}`,
              )
              if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing')
              perBuild[index].push(runFigures(result.lhr, traceEventsOf(result.artifacts)))
              break
            } catch (error) {
              console.error(`  Lighthouse failed (${error instanceof Error ? error.message : String(error)}); restarting Chrome`)
              await chrome.restart()
            }
          }
        }
      }
    }
  } finally {
    chrome.stop()
    for (const build of builds) await build.server?.stop()
  }

  const spread = (values: (number | null)[], digits = 0) => values.map((value) => fmt(value, digits)).join('/')
  const rows: (string | number)[][] = []
  for (const route of routes) {
    for (const [index, build] of builds.entries()) {
      const runList = figures.get(route)?.[index] ?? []
      const m = medianFigures(runList)
      rows.push([
        index === 0 ? route : '',
        build.name,
        fmt(m.lcpMs),
        fmt(m.tbtMs),
        fmt(m.ttiMs),
        fmt(m.cls, 3),
        fmt(m.performance),
        fmt(m.longestTaskMs),
        fmt(m.cpuTbtMs),
        fmt(m.cpuLongestTaskMs),
        `${spread(runList.map((r) => r.tbtMs))} | ${spread(runList.map((r) => r.ttiMs))} | ${spread(runList.map((r) => r.cpuTbtMs))}`,
      ])
    }
  }
  console.log()
  console.log(table(['route', 'build', 'LCP ms', 'TBT ms', 'TTI ms', 'CLS', 'perf', 'longest task ms', 'CPU TBT', 'CPU longest after FCP', 'runs: TBT | TTI | CPU TBT'], rows))
  console.log(
    `(medians of ${runs} runs each, Lighthouse mobile, simulated throttling; longest task = the longest main-thread task at 4x CPU slowdown;\n` +
      ` CPU TBT and CPU longest after FCP: from each task's CPU time rather than its wall time, which a busy machine inflates;\n` +
      ` load average during the runs: median ${median(loads).toFixed(2)}, min ${Math.min(...loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)} on ${cpus().length} CPUs; at start ${loadAtStart.toFixed(2)})`,
  )

  const now = builds.length - 1
  const targets = routes.flatMap((route) => {
    const perBuild = figures.get(route) ?? []
    return checkRouteTargets(route, refs.length > 0 ? medianFigures(perBuild[0] ?? []) : undefined, medianFigures(perBuild[now] ?? []))
  })
  const missed = targets.filter((target) => target.met === false)
  console.log(`\nIssue 17's targets, work tree against ${builds[0].name}: ${targets.length - missed.length} of ${targets.length} met`)
  if (missed.length > 0) console.log(missed.map((target) => `  ✗ ${target.route}: ${target.name} (${target.detail})`).join('\n'))

  if (resultsPath) {
    const results = {
      timestamp: new Date().toISOString(),
      builds: builds.map((build) => build.name),
      runs,
      cpus: cpus().length,
      loadAverage: { atStart: loadAtStart, duringRuns: loads },
      routes: Object.fromEntries(
        routes.map((route) => [route, Object.fromEntries(builds.map((build, index) => [build.name, { median: medianFigures(figures.get(route)?.[index] ?? []), runs: figures.get(route)?.[index] ?? [] }]))]),
      ),
      targets,
    }
    writeFileSync(resultsPath, `${JSON.stringify(results, roundNumbers, 2)}\n`)
    console.log(`\nFigures written to ${resultsPath}`)
  }
  return 0
}
