import { expect, manifestRoutes, test, waitForHydration } from './fixtures.ts'

const week1 = '/eat-well/meal-planning/week-1'

test.describe('week 1 tabs', () => {
  test('start on "Daily Meal Plan" and switch by mouse', async ({ page, consoleLog }) => {
    await page.goto(week1)
    await waitForHydration(page)
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['Daily Meal Plan', 'Featured Recipes', 'Shopping List'])
    await expect(page.getByRole('tab', { name: 'Daily Meal Plan' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await expect(page.getByRole('tabpanel')).toContainText('Nourishing Recovery Menu')
    await expect(page.getByRole('tabpanel')).toContainText('Gentle Nutrition Menu')

    await page.getByRole('tab', { name: 'Featured Recipes' }).click()
    await expect(page.getByRole('tab', { name: 'Featured Recipes' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(12)

    await page.getByRole('tab', { name: 'Shopping List' }).click()
    const panel = page.getByRole('tabpanel')
    for (const category of ['Proteins', 'Produce', 'Pantry Staples', 'Dairy & Alternatives']) {
      await expect(panel.getByRole('heading', { name: category })).toBeVisible()
    }
    await expect(panel.getByRole('heading', { name: 'Gentle Recovery Meal Prep Tips' })).toBeVisible()
    expect(consoleLog.problems).toEqual([])
  })

  test('move with the arrow keys, Home and End, keeping one tab in the tab order', async ({ page }) => {
    await page.goto(week1)
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Daily Meal Plan' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Featured Recipes' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Featured Recipes' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Shopping List' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Shopping List' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Daily Meal Plan' })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('tab', { name: 'Shopping List' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: 'Daily Meal Plan' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1)
  })

  test('the week page links back to meal planning and on to week 2', async ({ page }) => {
    await page.goto(week1)
    await expect(page.getByRole('link', { name: '← Back to Meal Planning' })).toHaveAttribute('href', '/eat-well/meal-planning')
    await expect(page.getByRole('link', { name: 'Week 2 →' })).toHaveAttribute('href', '/eat-well/meal-planning/week-2')
  })
})

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens with the toggle, closes on Escape and after navigating', async ({ page, consoleLog }) => {
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Eat Well' })).toBeHidden()

    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Eat Well' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Eat Well' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Menu' }).click()
    await nav.getByRole('link', { name: 'Eat Well' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eat Well')
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Eat Well' })).toBeHidden()
    expect(consoleLog.problems).toEqual([])
  })
})

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('hides the menu toggle and shows the links', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assist Well' })).toBeVisible()
  })
})

test.describe('client-side navigation', () => {
  // These tests replace the network's answers with page.route, which does not see requests the offline service
  // worker answers (tests/e2e/offline.spec.ts tests the worker).
  test.use({ serviceWorkers: 'block' })

  test('follows internal links without a page load, fetching only the next route, and moves focus to its heading', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { navigationMarker: 'kept' }))
    const dataRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') dataRequests.push(`document ${request.url()}`)
      if (request.url().includes('/_data/')) dataRequests.push(new URL(request.url()).pathname)
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eat Well' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eat Well')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page).toHaveTitle(/Eat Well/)
    expect(await page.evaluate(() => (window as { navigationMarker?: string }).navigationMarker)).toBe('kept')
    expect(dataRequests).toEqual(['/_data/eat-well.json'])
  })

  test('falls back to a full page load when the next route cannot be fetched', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route('**/_data/read-well.json', (route) => route.abort())
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Read Well' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Read Well')
  })
})

/** The first coming-soon action in site.json, with its route: the features not built yet change over time. */
function firstComingSoon(): { path: string; label: string } | undefined {
  for (const route of manifestRoutes()) {
    const found = /"label":"([^"]+)","comingSoon":true/.exec(JSON.stringify(route.blocks))
    if (found) return { path: route.path, label: found[1] }
  }
  return undefined
}

test.describe('coming-soon controls', () => {
  test('are disabled buttons, not links, with a tooltip after the 700 ms delay', async ({ page }) => {
    const comingSoon = firstComingSoon()
    test.skip(!comingSoon, 'every feature is built: no coming-soon control is left')
    if (!comingSoon) return
    await page.goto(comingSoon.path)
    await waitForHydration(page)
    const control = page.getByRole('button', { name: comingSoon.label }).first()
    await expect(control).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('main').getByRole('link', { name: comingSoon.label, exact: true })).toHaveCount(0)
    await control.hover()
    const tooltip = page.getByRole('tooltip').filter({ visible: true })
    await page.waitForTimeout(300)
    await expect(tooltip).toHaveCount(0)
    await expect(tooltip).toHaveCount(1, { timeout: 2000 })
    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
    await control.click({ force: true })
    await expect(page).toHaveURL(new RegExp(`${comingSoon.path}$`))
  })
})

test.describe('a block that throws while rendering', () => {
  // page.route does not see requests the offline service worker answers; keep the worker out of this test.
  test.use({ serviceWorkers: 'block' })

  test('shows "Unexpected Application Error!" with its message and a way home, keeping the page frame', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.route('**/_data/eat-well.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          route: { path: '/eat-well', title: 'Eat Well', description: 'Broken on purpose.', blocks: [{ type: 'card-grid', cards: null }] },
          library: {},
        }),
      }),
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eat Well' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
    await expect(page.getByRole('main')).toContainText(/null/)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seven Wells')
  })

  test('on the page the browser loaded, keeps that block\'s prerendered markup and the rest of the page working', async ({ page }) => {
    // The week's data without the tools' shared words: its save block throws when it hydrates.
    await page.route('**/_data/eat-well/meal-planning/week-1.json', async (route) => {
      const response = await route.fetch()
      const data: unknown = await response.json()
      if (typeof data === 'object' && data !== null && 'library' in data && typeof data.library === 'object' && data.library !== null) {
        Reflect.deleteProperty(data.library, 'toolText')
      }
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(data) })
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/eat-well/meal-planning/week-1')
    await waitForHydration(page)
    const kept = page.locator('[data-block-failed]')
    await expect(kept).toHaveCount(1, { timeout: 15_000 })
    await expect(kept.getByRole('button', { name: 'Save this week for offline' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 1: Gentle Recovery')
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    // The tabs, another block, hydrated and work.
    await page.getByRole('tab', { name: 'Shopping List' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Shopping List' })).toContainText('Proteins')
    expect(errors.join('\n')).toContain('This page has no tool words')
  })
})
