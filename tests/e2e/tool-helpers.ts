/** What the tools' end-to-end tests share: axe, watching requests, typing by keyboard, downloads, calendar files. */
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import ICAL from 'ical.js'
import type { BrowserContext, Locator, Page, Request } from '@playwright/test'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe's violations on the page as it is (WCAG 2.0 to 2.2 A and AA, and best practices), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Every request a browser context makes from now on, with its body, to prove none carries private data. */
export function recordRequests(context: BrowserContext): Request[] {
  const requests: Request[] = []
  context.on('request', (request) => requests.push(request))
  return requests
}

/** Types into a field by keyboard, after selecting what is there. */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus()
  await field.press('ControlOrMeta+a')
  await field.press('Delete')
  await field.pressSequentially(text)
}

/** The file a click downloads: its suggested name and its text. */
export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') }
}

/** Every VEVENT of a calendar file, parsed by ical.js. */
export function vevents(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}
