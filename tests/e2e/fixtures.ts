import { readFileSync } from 'node:fs'
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
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { problems: [] }
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') log.problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`))
    await use(log)
  },
})

export { expect }

/** Waits until React has hydrated the prerendered page (the app sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

interface ManifestRoute {
  path: string
  blocks: { type: string; title?: string }[]
}

/** The routes of the real site.json, read directly so the tests follow the manifest. */
export function manifestRoutes(): ManifestRoute[] {
  const manifest: { routes: ManifestRoute[] } = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8'))
  return manifest.routes
}
