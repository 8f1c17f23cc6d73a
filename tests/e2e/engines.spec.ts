/**
 * The smoke journeys in three browser engines: Chromium, Firefox ESR and WebKitGTK (see
 * tests/support/engines/drivers.ts for how each is driven). The routes come from the build, so new pages are
 * covered without changing this file.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readServerNotes } from '../../src/server/static-server.ts'
import { launchChromium, launchFirefox, launchWebKit, type EngineDriver, type EngineName } from '../support/engines/drivers.ts'
import {
  finderFilters,
  mainHeading,
  makeCarePlan,
  mergeReply,
  openHydrated,
  printStylesApply,
  scriptProblems,
  searchFindsAResult,
  serviceWorkerControls,
  shelbyShowsUrgentCard,
  signUpForTask,
} from '../support/engines/journeys.ts'
import { startProbedSite, type ProbedSite } from '../support/engines/probe-proxy.ts'
import { expect, test } from './fixtures.ts'

const root = join(resolve(fileURLToPath(new URL('.', import.meta.url)), '../..'), 'dist')
const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit']
/** The offline page's heading, read from the build (the build runs after this file is loaded). */
const offlineHeading = () => /<h1[^>]*>(.*?)<\/h1>/.exec(readFileSync(join(root, 'offline.html'), 'utf8'))?.[1] ?? '(the offline page has no heading)'

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address !== null ? address.port : 0))
    })
  })
}

test.describe('three engines', () => {
  test.describe.configure({ mode: 'serial' })
  let site: ProbedSite
  const engines = new Map<EngineName, EngineDriver>()
  const engine = (name: EngineName): EngineDriver => {
    const driver = engines.get(name)
    if (!driver) throw new Error(`${name} was not started`)
    return driver
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    site = await startProbedSite(root)
    engines.set('chromium', await launchChromium())
    engines.set('firefox', await launchFirefox())
    engines.set('webkit', await launchWebKit(await freePort()))
  })

  test.afterAll(async () => {
    for (const driver of engines.values()) await driver.close()
    await site?.close()
  })

  for (const name of engineNames) {
    test(`${name}: every route of the build hydrates with no script error`, async () => {
      test.setTimeout(240_000)
      const driver = engine(name)
      const problems: string[] = []
      for (const path of readServerNotes(root).pagePaths) {
        await openHydrated(driver, `${site.url}${path}`)
        for (const problem of await scriptProblems(driver)) problems.push(`${path}: ${problem}`)
      }
      expect(problems).toEqual([])
    })

    test(`${name}: search finds a result, the finder filters, Shelby shows the urgent card, print styles apply`, async () => {
      test.setTimeout(120_000)
      const driver = engine(name)
      expect(await searchFindsAResult(driver, site.url, 'nausea')).toBeTruthy()
      const finder = await finderFilters(driver, site.url)
      expect(finder.after).toBeLessThan(finder.before)
      expect(finder.after).toBeGreaterThan(0)
      const urgent = await shelbyShowsUrgentCard(driver, site.url, 'my wife has a fever of 101 after chemo what do i do')
      expect(urgent).toEqual({ href: 'tel:911', name: 'Call 911' })
      await openHydrated(driver, `${site.url}/eat-well/meal-planning/week-1`)
      expect(await printStylesApply(driver)).toEqual({ hidden: ['banner', 'navigation', 'footer'], kept: true })
      expect(await scriptProblems(driver)).toEqual([])
    })
  }

  test('a care plan made in Chromium opens in Firefox and WebKit, and both replies merge', async () => {
    test.setTimeout(120_000)
    const planLink = await makeCarePlan(engine('chromium'), site.url)
    const fromFirefox = await signUpForTask(engine('firefox'), planLink, 'Ana')
    const fromWebKit = await signUpForTask(engine('webkit'), planLink, 'Ben')
    expect(await mergeReply(engine('chromium'), fromFirefox)).toContain('Added 1 task for Ana.')
    expect(await mergeReply(engine('chromium'), fromWebKit)).toMatch(/Ana and Ben both took .* Ana has it for now\. Please talk with Ben\./)
    for (const name of engineNames) expect(await scriptProblems(engine(name)), name).toEqual([])
  })

  for (const name of engineNames) {
    test(`${name}: the service worker controls the page, and a visited page reloads offline`, async () => {
      test.setTimeout(90_000)
      const driver = engine(name)
      const page = `${site.url}/eat-well`
      await openHydrated(driver, page)
      expect(await serviceWorkerControls(driver), `${name} has no service worker controlling the page`).toBe(true)
      // Visit once more under the worker, so the page is in its cache, then lose the network and reload.
      await openHydrated(driver, page)
      const heading = await mainHeading(driver)
      site.offline = true
      try {
        await driver.goto(page)
        expect(await mainHeading(driver)).toBe(heading)
        // A page never visited leads to the offline page: the network really is gone.
        await driver.goto(`${site.url}/eat-well/no-such-page-${name}`)
        expect(await mainHeading(driver)).toBe(offlineHeading())
      } finally {
        site.offline = false
      }
    })
  }
})
