import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'
import { test as base, expect, type Page } from '@playwright/test'

/** Console errors and warnings, and uncaught page errors, seen during a test. */
export interface ConsoleLog {
  problems: string[]
}

/**
 * Playwright's `test` with a `consoleLog` that records every console error or warning and uncaught error on
 * the page, so tests can assert none happened (hydration mismatches are reported there by React).
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  // Playwright hands the fixture's value on through the second argument; named `provide` here, since React's hook
  // rules take any function called `use` for React's use().
  consoleLog: async ({ page }, provide) => {
    const log: ConsoleLog = { problems: [] }
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log.problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`))
    await provide(log)
  },
})

export { expect }

/** Waits until React has hydrated the prerendered page (the app sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

interface ManifestRoute {
  path: string
  lang?: string
  translationOf?: string
  blocks: { type: string; title?: string }[]
}

interface ChromeWords {
  navigation: { label: string }
  ui: { menuOpen: string; menuClose: string; language: { name: string } }
}

interface ManifestForTests extends ChromeWords {
  lang: string
  routes: ManifestRoute[]
  languages?: Record<string, ChromeWords & { pathPrefix: string }>
}

/** site.json as the build reads it: put together from its files (see "site.json in several files" in the README). */
function readManifest(): ManifestForTests {
  return JSON.parse(JSON.stringify(readAssembledManifest()))
}

/** The routes of the real site.json, read directly so the tests follow the manifest. */
export function manifestRoutes(): ManifestRoute[] {
  return readManifest().routes
}

/** The other languages' path prefixes ("/es"): a missing path under one gets that language's 404 page. */
export function languagePrefixes(): string[] {
  return Object.values(readManifest().languages ?? {}).map((pack) => pack.pathPrefix)
}

/** The words of the chrome a route shows (its language's pack, or the default language's), for finding controls by name. */
export function chromeWordsFor(route: Pick<ManifestRoute, 'lang'>): ChromeWords {
  const manifest = readManifest()
  return (route.lang ? manifest.languages?.[route.lang] : undefined) ?? manifest
}

/** True for a route in the site's default language. */
export function inDefaultLanguage(route: Pick<ManifestRoute, 'lang'>): boolean {
  return route.lang === undefined || route.lang === readManifest().lang
}
