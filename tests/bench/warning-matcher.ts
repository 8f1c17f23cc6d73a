/**
 * Benchmark part "matcher": how long Shelby's warning-sign matcher takes to read 2,000 characters against every
 * sign of site.json, in Chromium with the CPU slowed down 4 times (as Lighthouse's mobile setting does). The target
 * is under 5 ms per text. The matcher and its data are bundled with esbuild into one page, as the Shelby chunk
 * carries them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'
import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'

/** What the matcher part measures, in ms (wall time in the slowed-down page). */
export interface MatcherFigures {
  cpuSlowdown: number
  textChars: number
  signs: number
  /** Compiling every sign's description once, in one piece (Shelby's page runs the same work in idle slices of about 8 ms). */
  compileMs: number
  /** The first 2,000-character text after compiling (no word seen before). */
  firstTextMs: number
  /** Median of 40 different 2,000-character texts (words seen before are remembered). */
  medianMs: number
  /** Slowest of those 40. */
  maxMs: number
  /** Median of 40 texts of 2,000 characters of words never seen before (random letters). */
  unseenWordsMedianMs: number
}

const entry = `
import { compileWarningSigns, findWarningSigns } from '../../src/tools/shelby/warning-matcher.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
globalThis.benchMatcher = { compileWarningSigns, findWarningSigns, realWordsNearSigns }
`

/** Texts of `length` characters made of the golden wordings and ordinary questions, in a shifting order. */
function realisticTexts(projectRoot: string, count: number, length: number): string[] {
  const wordings: { dev: { text: string }[]; holdout: { text: string }[] } = JSON.parse(readFileSync(join(projectRoot, 'tests/golden/warning-wordings.json'), 'utf8'))
  const ordinary: { dev: { text: string }[] } = JSON.parse(readFileSync(join(projectRoot, 'tests/golden/warning-false-alarms.json'), 'utf8'))
  const pool = [...ordinary.dev, ...wordings.dev].map((entry) => entry.text)
  return Array.from({ length: count }, (_, index) => {
    let text = ''
    for (let step = 0; text.length < length; step++) text += `${pool[(index * 37 + step * 11) % pool.length]}. `
    return text.slice(0, length)
  })
}

/** Measures the matcher (see {@link MatcherFigures}); prints a table line. */
export async function benchWarningMatcher(projectRoot: string): Promise<MatcherFigures> {
  console.log('\n== 6. Warning-sign matcher (Chromium, 4x CPU slowdown) ==')
  const bundle = await build({
    stdin: { contents: entry, resolveDir: join(projectRoot, 'tests/bench'), loader: 'ts' },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    platform: 'browser',
  })
  const script = bundle.outputFiles[0].text
  // Put together from its files: after the migration, warningSigns lives in content/warning-signs.json.
  const manifest: { warningSigns: unknown[]; warningLookAlikes?: unknown } = JSON.parse(JSON.stringify(readAssembledManifest(join(projectRoot, 'site.json'))))
  const textChars = 2_000
  const texts = realisticTexts(projectRoot, 40, textChars)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true, timeout: 60_000 })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>matcher</title>')
    await page.addScriptTag({ content: script })
    const cpuSlowdown = 4
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    // The measuring code is sent as text: tsx would add helpers to a function that do not exist in the page.
    const measure = `(() => {
      const { signs, lookAlikes, texts, textChars } = ${JSON.stringify({ signs: manifest.warningSigns, lookAlikes: manifest.warningLookAlikes, texts, textChars })}
      const api = globalThis.benchMatcher
      const started = performance.now()
      const compiled = api.compileWarningSigns(signs, api.realWordsNearSigns, lookAlikes)
      const compileMs = performance.now() - started
      const time = (text) => { const start = performance.now(); api.findWarningSigns(compiled, text); return performance.now() - start }
      const firstTextMs = time(texts[0])
      const runs = texts.map(time).sort((a, b) => a - b)
      let seed = 7
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
      const unseen = Array.from({ length: 40 }, () => {
        let text = ''
        while (text.length < textChars) {
          const size = 3 + Math.floor(random() * 7)
          for (let index = 0; index < size; index++) text += 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]
          text += ' '
        }
        return time(text.slice(0, textChars))
      }).sort((a, b) => a - b)
      return { compileMs, firstTextMs, medianMs: runs[20], maxMs: runs[runs.length - 1], unseenWordsMedianMs: unseen[20] }
    })()`
    const figures: Omit<MatcherFigures, 'cpuSlowdown' | 'textChars' | 'signs'> = await page.evaluate(measure)
    const result: MatcherFigures = { cpuSlowdown, textChars, signs: manifest.warningSigns.length, ...figures }
    console.log(
      `${result.signs} signs, ${textChars} characters, ${cpuSlowdown}x slowdown: compile ${result.compileMs.toFixed(1)} ms; ` +
        `first text ${result.firstTextMs.toFixed(2)} ms; median ${result.medianMs.toFixed(2)} ms, slowest ${result.maxMs.toFixed(2)} ms ` +
        `(40 texts); unseen words median ${result.unseenWordsMedianMs.toFixed(2)} ms. Target: under 5 ms.`,
    )
    return result
  } finally {
    await browser.close()
  }
}
