import AxeBuilder from '@axe-core/playwright'
import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { encodeLink } from '../../src/tools/shared/link-codec.ts'
import { decodeDocument } from '../../src/tools/shared/document-format.ts'
import { callPlanFormat } from '../../src/tools/program-finder/shortlist.ts'

/** The programs of the call plan in the page's address (none when it holds no call plan). */
async function planIdsIn(page: Page): Promise<string[]> {
  const decoded = await decodeDocument(page.url(), callPlanFormat)
  return decoded.ok ? decoded.data.programs : []
}

interface SiteData {
  programs: Record<string, { kind: string; name: string; start: { phone?: string } }>
  routes: { path: string; title: string; blocks: { type: string; preset?: { kind: string[] } }[] }[]
}
const site: SiteData = JSON.parse(JSON.stringify(readAssembledManifest()))
const programCount = Object.keys(site.programs).length
const tiles = [
  ['Care Team Match', '/match-well/care-team'],
  ['Therapy Match', '/match-well/therapy'],
  ['Support Group Match', '/match-well/support-groups'],
  ['Buddy Match', '/match-well/buddy'],
  ['Spiritual Match', '/match-well/spiritual'],
  ['Volunteer to Be a Match', '/match-well/volunteer'],
] as const

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/**
 * The requests that could carry what the reader chose: every request except the browser's own fetch of the site's
 * icon (which Chromium repeats when the address changes; it carries no query or fragment).
 */
function sentSomething(requests: readonly string[]): string[] {
  // The site's own files asked for without a query (the icon, script chunks loaded when the browser is idle) carry
  // nothing of the visitor's.
  return requests.filter((url) => {
    const { pathname, search } = new URL(url)
    return search !== '' || url.includes('#') || !(pathname === '/favicon.svg' || /^\/assets\/[\w-]+\.js$/.test(pathname))
  })
}

/** Opens the finder's filter panel (folded on a phone) and the named filter, if they are closed. */
async function openFilter(page: Page, name: string): Promise<void> {
  const panel = page.locator('[data-program-filters]')
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').first().click()
  const group = panel.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${name}`) }) })
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click()
}

/** The query string of the page's address, as a plain object of lists. */
async function queryOf(page: Page): Promise<Record<string, string[]>> {
  const params = new URL(page.url()).searchParams
  const result: Record<string, string[]> = {}
  for (const [key, value] of params) (result[key] ??= []).push(value)
  return result
}

test.describe('Match Well', () => {
  test('has no coming-soon control left, and each tile leads to its own page with the finder preset to its kind', async ({ page, consoleLog }) => {
    await page.goto('/match-well')
    await waitForHydration(page)
    const main = page.getByRole('main')
    await expect(main.locator('[aria-disabled="true"]')).toHaveCount(0)
    await expect(main).not.toContainText(/coming soon/i)
    await expect(main.getByRole('link', { name: 'Start Matching Today' })).toHaveAttribute('href', '/match-well/start')
    for (const [title, path] of tiles) {
      await page.goto('/match-well')
      await waitForHydration(page)
      const card = page.locator('li, article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).first()
      await card.getByRole('link').first().click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const preset = site.routes.find((route) => route.path === path)?.blocks.find((block) => block.type === 'program-finder')?.preset?.kind ?? []
      const kinds = await page.locator('[data-kind]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-kind')))
      expect(kinds.length).toBeGreaterThan(0)
      for (const kind of kinds) expect(preset).toContain(kind)
      const expected = Object.values(site.programs).filter((program) => preset.includes(program.kind)).length
      await expect(page.locator('[data-program]')).toHaveCount(expected)
    }
    expect(consoleLog.problems).toEqual([])
  })
})

test.describe('the guided start', () => {
  test('asks one question at a time, each skippable, and lands on the finder with the answers as filters', async ({ page, consoleLog }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/match-well/start')
    await waitForHydration(page)
    const visibleQuestion = page.locator('fieldset:not([hidden]) legend')
    await expect(visibleQuestion).toHaveCount(1)
    const steps: string[] = []
    const answer = async (label: string | RegExp) => {
      await page.getByRole('main').getByText(label).click()
      expect(await axeViolations(page)).toEqual([])
      steps.push(await visibleQuestion.innerText())
      await page.getByRole('button', { name: 'Next' }).click()
    }
    const skip = async () => {
      expect(await axeViolations(page)).toEqual([])
      steps.push(await visibleQuestion.innerText())
      await page.getByRole('button', { name: 'Skip this question' }).click()
    }
    await answer('Someone I care for who has cancer')
    await expect(page.locator('fieldset:not([hidden]) h2')).toBeFocused()
    await answer('Breast')
    await answer(/^Yes, it has spread/)
    await skip()
    await skip()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(visibleQuestion).toContainText('What kind of help')
    await skip()
    await answer('Spanish (Español)')
    await skip()
    expect(new Set(steps).size).toBe(7)
    await expect(page).toHaveURL(/\/match-well\/programs\?/)
    expect(await queryOf(page)).toEqual({ who: ['caregivers'], cancer: ['breast'], stage: ['metastatic'], lang: ['es'] })
    await expect(page.getByText(/programs? fits? your choices/)).toBeVisible()
    await openFilter(page, 'Who it is for')
    await expect(page.getByRole('checkbox', { name: /^Caregivers, family and friends/ })).toBeChecked()
    for (const fits of await page.locator('[data-program]').all()) await expect(fits).toContainText('Serves caregivers')
    expect(consoleLog.problems).toEqual([])
  })

  test('works without JavaScript: every question at once, and the form opens the finder', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/match-well/start')
    await expect(page.locator('fieldset legend')).toHaveCount(7)
    for (const legend of await page.locator('fieldset legend').all()) await expect(legend).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden()
    await page.getByText('Someone I care for who has cancer').click()
    await page.getByText('Spanish (Español)').click()
    await page.getByRole('button', { name: 'Show programs' }).click()
    await expect(page).toHaveURL(/\/match-well\/programs\?/)
    expect(await queryOf(page)).toEqual({ who: ['caregivers'], lang: ['es'] })
    await context.close()
  })
})

test.describe('the program finder', () => {
  test('keeps its filters in the address: chosen, restored on reload, walked with Back, with counts and reasons', async ({ page, consoleLog }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/match-well/programs')
    await waitForHydration(page)
    await expect(page.getByText(`${programCount} programs`, { exact: true })).toBeVisible()
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))

    await openFilter(page, 'Cancer type')
    const breast = page.getByRole('checkbox', { name: /^Breast \(\d+\)$/ })
    await breast.check()
    await expect(page).toHaveURL(/\?cancer=breast$/)
    await openFilter(page, 'Language')
    await page.getByRole('checkbox', { name: /^Spanish/ }).check()
    await expect(page).toHaveURL(/\?cancer=breast&lang=es$/)
    const status = page.getByText(/programs? fits? your choices/)
    const filtered = await status.innerText()
    const count = Number(filtered.match(/\d+/)?.[0])
    await expect(page.locator('[data-program]')).toHaveCount(count)
    await expect(page.locator('[data-program]').first()).toContainText('Why it fits:')
    // Options that would show nothing stay, greyed, with their count.
    await openFilter(page, 'Cost')
    await expect(page.getByRole('checkbox', { name: /^Paid \(0\)$/ })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\?cancer=breast$/)
    await expect(page.getByRole('checkbox', { name: /^Spanish/ })).not.toBeChecked()
    await page.goForward()
    await expect(page).toHaveURL(/lang=es/)
    expect(sentSomething(requests)).toEqual([])

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText(filtered)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Breast/ })).toBeChecked()
    expect(await axeViolations(page)).toEqual([])
    expect(consoleLog.problems).toEqual([])
  })

  test('ignores a tampered address with a note: unknown filters, repeats, huge values and markup', async ({ page, consoleLog }) => {
    const huge = 'x'.repeat(1500)
    await page.goto(`/match-well/programs?colour=blue&cancer=breast&cancer=breast&who=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&state=${huge}`)
    await waitForHydration(page)
    await expect(page.getByText('Some filters in this link were not recognized, so they were left out.')).toBeVisible()
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(await queryOf(page)).toHaveProperty('colour')
    await expect(page.getByText(/programs? fits? your choices/)).toBeVisible()
    await page.goto(`/match-well/programs#${await encodeLink('call-plan', 1, { programs: ['not-a-program', 'cancercare-hopeline'] })}`)
    await waitForHydration(page)
    await expect(page.getByText('Some programs in this link are no longer listed, so they were left out.')).toBeVisible()
    await expect(page.getByText('1 program in your call plan').first()).toBeVisible()
    expect(consoleLog.problems).toEqual([])
  })

  test('builds a call plan in the fragment that prints on its own, sending nothing', async ({ page, consoleLog }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/match-well/programs?lang=es')
    await waitForHydration(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const cards = page.locator('[data-program]')
    const first = cards.nth(0)
    const second = cards.nth(1)
    const firstId = await first.getAttribute('data-program')
    const secondId = await second.getAttribute('data-program')
    await first.getByRole('button', { name: /^Add to my call plan/ }).click()
    await second.getByRole('button', { name: /^Add to my call plan/ }).click()
    await expect(page).toHaveURL(/\?lang=es#call-plan=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/)
    await expect.poll(() => planIdsIn(page)).toEqual([firstId, secondId])
    await expect(page.getByRole('status').filter({ hasText: /^Added / })).toHaveCount(1)
    await page.getByRole('button', { name: 'Go to my call plan' }).click()
    const plan = page.locator('[data-call-plan]')
    await expect(plan.getByRole('heading', { name: 'My call plan' })).toBeFocused()
    await expect(plan.locator('[data-plan-item]')).toHaveCount(2)
    expect(await axeViolations(page)).toEqual([])

    // A filter change keeps the plan in the fragment.
    await openFilter(page, 'Cost')
    await page.getByRole('checkbox', { name: /^Free/ }).check()
    await expect(page).toHaveURL(/lang=es&cost=free#call-plan=/)
    await expect.poll(() => planIdsIn(page)).toEqual([firstId, secondId])
    expect(sentSomething(requests)).toEqual([])

    await page.emulateMedia({ media: 'print' })
    await expect(plan).toBeVisible()
    await expect(page.locator('[data-kind]').first()).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
    const printed = await plan.innerText()
    expect(printed).toContain('What you will be asked')
    expect(printed).toContain('Date called')
    const phone = site.programs[firstId ?? '']?.start.phone
    if (phone) expect(printed).toContain(phone)
    await page.emulateMedia({ media: 'screen' })

    await page.reload()
    await waitForHydration(page)
    await expect(page.locator('[data-plan-item]')).toHaveCount(2)
    await page.locator('[data-plan-item]').first().getByRole('button', { name: /^Remove from my call plan/ }).click()
    await expect(page.locator('[data-plan-item]')).toHaveCount(1)
    expect(consoleLog.problems).toEqual([])
  })

  test('without JavaScript shows the whole directory, grouped by kind of help, with each program\'s facts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/match-well/programs?cancer=breast')
    await expect(page.locator('[data-program]')).toHaveCount(programCount)
    const kinds = await page.locator('[data-kind]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-kind')))
    expect(kinds).toEqual(['peer-mentor', 'support-group', 'counseling', 'care-navigation', 'spiritual-care', 'helpline', 'volunteering'])
    await expect(page.locator('[data-program-filters]')).toBeHidden()
    await expect(page.getByRole('button', { name: /Add to my call plan/ }).first()).toBeHidden()
    const card = page.locator('[data-program="cancercare-counseling"]')
    await expect(card).toContainText('New York')
    await expect(card).toContainText('Free')
    await card.getByText('More about this program').click()
    await expect(card.getByText('Last checked')).toBeVisible()
    await context.close()
  })
})
