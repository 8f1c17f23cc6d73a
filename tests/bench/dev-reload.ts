/**
 * `npm run bench:dev`: how fast an edit to site.json reaches the browser in the dev server.
 *
 * Copies site.json to a temporary file, starts `vite` on it (SITE_MANIFEST) on a free loopback port, opens a page in
 * the system Chromium, then five times rewrites a heading of the page in the copy and measures the milliseconds
 * until the browser shows the new text (target: under 300 ms). Also times how long an invalid edit takes to show
 * the error overlay over the last good page, and fixing it to clear the overlay. Prints the figures and writes them to tests/bench/dev-reload-results.json. Touches nothing
 * but its temporary copy; stops the server and browser on exit.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const targetMs = 300

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`the dev server did not answer at ${url} within ${timeoutMs} ms`)
}

const dir = mkdtempSync(join(tmpdir(), 'sw-dev-bench-'))
const manifestPath = join(dir, 'site.json')
// The whole manifest as one file (site.json and the files it is made of), so the copy stands alone.
writeFileSync(manifestPath, `${JSON.stringify(readAssembledManifest(join(projectRoot, 'site.json')), null, 2)}\n`)
const original = readFileSync(manifestPath, 'utf8')
const port = await freePort()
const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  cwd: projectRoot,
  env: { ...process.env, SITE_MANIFEST: manifestPath },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let viteOutput = ''
vite.stdout?.on('data', (chunk: Buffer) => (viteOutput += chunk.toString()))
vite.stderr?.on('data', (chunk: Buffer) => (viteOutput += chunk.toString()))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const cleanUp = () => {
  try {
    if (vite.pid) process.kill(-vite.pid)
  } catch {
    // already gone
  }
  rmSync(dir, { recursive: true, force: true })
}

try {
  const base = `http://127.0.0.1:${port}`
  await waitForServer(`${base}/eat-well`, 60_000)
  const page = await browser.newPage()
  const settle = async () => {
    await page.waitForSelector('html[data-hydrated="true"]')
    // Give Vite's client time to open its websocket, or the reload message could arrive before it listens.
    await page.waitForTimeout(1000)
  }
  await page.goto(`${base}/eat-well`)
  await settle()
  const marker = 'Food that helps you heal'
  if (!original.includes(marker)) throw new Error(`site.json no longer contains "${marker}" to edit`)
  const timings: number[] = []
  for (let run = 1; run <= 5; run++) {
    const text = `Edited ${run}: food that helps you heal`
    const started = performance.now()
    writeFileSync(manifestPath, original.replace(marker, text))
    await page.getByRole('heading', { name: text }).waitFor({ timeout: 10_000 })
    timings.push(performance.now() - started)
    await settle()
  }
  const overlayStarted = performance.now()
  writeFileSync(manifestPath, original.replace('"type": "hero"', '"type": "heor"'))
  await page.waitForSelector('vite-error-overlay', { timeout: 10_000 })
  const overlayMs = performance.now() - overlayStarted
  const pageBehindOverlay = await page.getByRole('heading', { level: 1 }).textContent()
  const fixStarted = performance.now()
  writeFileSync(manifestPath, original)
  await page.waitForSelector('vite-error-overlay', { state: 'detached', timeout: 10_000 })
  await page.getByRole('heading', { name: marker }).waitFor({ timeout: 10_000 })
  const fixMs = performance.now() - fixStarted
  const sorted = [...timings].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  console.log('Dev server: edit to site.json → page shows it')
  console.log(`  runs (ms): ${timings.map((ms) => ms.toFixed(0)).join(', ')}`)
  console.log(`  median: ${median.toFixed(0)} ms (target < ${targetMs} ms) ${median < targetMs ? '✓' : '✗'}`)
  console.log(`  invalid edit → error overlay: ${overlayMs.toFixed(0)} ms (the page behind still shows "${pageBehindOverlay}")`)
  console.log(`  fixing the file → overlay gone, page updated: ${fixMs.toFixed(0)} ms`)
  writeFileSync(
    join(projectRoot, 'tests/bench/dev-reload-results.json'),
    `${JSON.stringify({ timestamp: new Date().toISOString(), runsMs: timings, medianMs: median, targetMs, overlayMs, fixMs }, null, 2)}\n`,
  )
} catch (error) {
  console.error(`The dev-server benchmark failed: ${error instanceof Error ? error.message : String(error)}`)
  console.error(`Dev server output:\n${viteOutput}`)
  process.exitCode = 1
} finally {
  await browser.close()
  cleanUp()
}
