import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { chromeWordsFor, expect, inDefaultLanguage, manifestRoutes, test, waitForHydration } from './fixtures.ts'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const widths = [320, 375, 768, 1280]
// Every page of the default language is checked at the narrowest and widest widths. The widths between share
// those layouts' components and breakpoints, so there axe checks a sample of pages that together show every block
// type; pages in another language share the default language's components, so they get such a sample at the
// narrowest and widest widths only. This keeps CI short as health pages and languages are added.
const everyPageWidths = [320, 1280]
const routes = manifestRoutes()
const defaultLanguageSample = new Set(blockTypeCover(routes.filter((route) => inDefaultLanguage(route))).map(({ path }) => path))
const otherLanguageSample = new Set(blockTypeCover(routes.filter((route) => !inDefaultLanguage(route))).map(({ path }) => path))

/** Whether axe checks this route at this width (px): see the sampling rule above. */
function checkedAt(route: ReturnType<typeof manifestRoutes>[number], width: number): boolean {
  const everyPage = everyPageWidths.includes(width)
  if (inDefaultLanguage(route)) return everyPage || defaultLanguageSample.has(route.path)
  return everyPage && otherLanguageSample.has(route.path)
}

/**
 * The fewest routes (picked greedily, each time the one showing most block types not yet covered; first the
 * language's home page, for the chrome) that together show every top-level block type the given routes show.
 */
function blockTypeCover<R extends { path: string; blocks: { type: string }[] }>(candidates: readonly R[]): R[] {
  const uncovered = new Set(candidates.flatMap(({ blocks }) => blocks.map(({ type }) => type)))
  const newTypes = (route: R) => new Set(route.blocks.map(({ type }) => type).filter((type) => uncovered.has(type))).size
  const picked: R[] = []
  const home = candidates.reduce<R | undefined>((shortest, route) => (shortest && shortest.path.length <= route.path.length ? shortest : route), undefined)
  let next = home
  while (next && newTypes(next) > 0) {
    picked.push(next)
    for (const { type } of next.blocks) uncovered.delete(type)
    next = candidates.reduce<R | undefined>((best, route) => (newTypes(route) > (best ? newTypes(best) : 0) ? route : best), undefined)
  }
  return picked
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(axeTags)
  if (include) builder.include(include)
  const results = await builder.analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const route of routes) {
      const { path } = route
      if (!checkedAt(route, width)) continue
      test(`${path}: no violations, including every tab panel${width < 960 ? ' and the open menu' : ''}`, async ({ page }) => {
        // axe walks every one of the finder's 66 program cards: about 30 s on a busy 2-core machine.
        test.slow(route.blocks.some((block) => block.type === 'program-finder'))
        await page.goto(path)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
        const tabs = page.getByRole('tab')
        for (let index = 1; index < (await tabs.count()); index++) {
          await tabs.nth(index).click()
          expect(await axeViolations(page, '[role="tabpanel"]:not([hidden])')).toEqual([])
        }
        if (width < 960) {
          await page.getByRole('button', { name: chromeWordsFor(route).ui.menuOpen, exact: true }).click()
          expect(await axeViolations(page, 'header')).toEqual([])
        }
      })
    }

    for (const path of ['/no-such-page', '/es/no-existe']) {
      test(`the 404 page (${path})`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('page structure', () => {
  for (const route of routes) {
    const { path } = route
    test(`${path}: landmarks, one h1, no skipped heading level, no horizontal scrolling at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 })
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      // The main navigation is folded behind the menu button at this width, so it is counted by its element.
      await expect(page.locator(`header nav[aria-label="${chromeWordsFor(route).navigation.label}"]`)).toHaveCount(1)
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
        headings.map((heading) => Number(heading.tagName.slice(1))),
      )
      expect(levels.filter((level) => level === 1)).toHaveLength(1)
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} jumps from h${levels[index - 1]} to h${level}`).toBeLessThanOrEqual(levels[index - 1] + 1)
      })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })
  }
})

test.describe('reading comfort', () => {
  test('text spacing (WCAG 1.4.12) and 200% zoom keep every page free of horizontal scrolling', async ({ page }) => {
    // One test walks every route, so its time grows with the site (92 routes took over the default 30 s).
    test.setTimeout(Math.max(30_000, routes.length * 1_500))
    await page.setViewportSize({ width: 640, height: 800 })
    for (const { path } of routes) {
      await page.goto(path)
      await page.addStyleTag({
        content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      })
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(640)
    }
  })

  test('reduced motion turns transitions and animations off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const duration = await page.getByRole('link', { name: 'Explore Resources' }).evaluate((link) => getComputedStyle(link).transitionDuration)
    expect(Number.parseFloat(duration)).toBeLessThan(0.001)
  })
})

test.describe('keyboard journeys', () => {
  test('the skip link comes first and moves focus to the main content', async ({ page }) => {
    await page.goto('/eat-well')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    const outline = await skip.evaluate((link) => getComputedStyle(link).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('open the menu with the keyboard and reach each well', async ({ page }) => {
      const wells = ['Read Well', 'Eat Well', 'Experience Well', 'Match Well', 'Do Well', 'Wishing Well', 'Assist Well']
      for (const well of wells) {
        await page.goto('/')
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Menu' }).focus()
        await page.keyboard.press('Enter')
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: well })
        for (let presses = 0; presses < 10; presses++) {
          await page.keyboard.press('Tab')
          if (await link.evaluate((element) => element === document.activeElement)) break
        }
        await expect(link).toBeFocused()
        const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle)
        expect(outline).not.toBe('none')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
      }
    })
  })

  test('reach every link on a week page with Tab', async ({ page }) => {
    await page.goto('/eat-well/meal-planning/week-1')
    await waitForHydration(page)
    const expected = await page.locator('a[href]:visible').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    const reached = new Set<string | null>()
    for (let presses = 0; presses < expected.length + 40; presses++) {
      await page.keyboard.press('Tab')
      reached.add(await page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.getAttribute('href') : null)))
    }
    for (const href of expected) expect(reached, `never reached ${href}`).toContain(href)
  })

  test('return home from the 404 page', async ({ page }) => {
    await page.goto('/nowhere-at-all')
    await waitForHydration(page)
    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' })
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab')
      if (await home.evaluate((element) => element === document.activeElement)) break
    }
    await expect(home).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seven Wells')
  })
})
