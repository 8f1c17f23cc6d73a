import { expect, manifestRoutes, test, waitForHydration } from './fixtures.ts'

/** Each registered route of the source specification and the heading it shows, in the specification's words. */
const seedHeadings: Record<string, string> = {
  '/': 'Seven Wells',
  '/read-well': 'Read Well',
  '/eat-well': 'Eat Well',
  '/do-well': 'Do Well',
  '/match-well': 'Match Well',
  '/eat-well/meal-planning': 'Meal Planning Made Simple',
  '/eat-well/meal-planning/week-1': 'Week 1: Gentle Recovery',
  '/eat-well/meal-planning/week-2': 'Week 2: Strengthening Recovery',
  '/eat-well/meal-planning/week-3': 'Week 3: Advanced Recovery',
  '/eat-well/meal-planning/week-4': 'Week 4: Renewed Energy',
  '/experience-well': 'Experience Well',
  '/wishing-well': 'Wishing Well',
  '/assist-well': 'Shelby, Your Care Concierge',
}

test.describe('every registered route', () => {
  for (const [path, heading] of Object.entries(seedHeadings)) {
    test(`${path} answers 200, is prerendered with its heading, and hydrates without console errors`, async ({
      page,
      request,
      consoleLog,
    }) => {
      const raw = await request.get(path)
      expect(raw.status()).toBe(200)
      const html = await raw.text()
      expect(html).toContain(`>${heading.replaceAll('&', '&amp;')}</h1>`)
      expect(html).toMatch(/<style data-prerendered-styles="sw /)

      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(consoleLog.problems).toEqual([])
    })
  }

  test('site.json registers exactly these routes at least', () => {
    const paths = manifestRoutes().map((route) => route.path)
    for (const path of Object.keys(seedHeadings)) expect(paths).toContain(path)
  })
})

test.describe('the home page', () => {
  test('shows the seed texts: tagline, intro buttons, the seven wells and the three statistics', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Your well of resources while you fight to be well')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'When illness strikes, life becomes overwhelming' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Meet Shelby, Your AI Assistant' })).toHaveAttribute('href', '/assist-well')
    await expect(page.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute('href', '/read-well')
    await expect(page.getByRole('heading', { name: 'Seven Wells', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Built by those who understand' })).toBeVisible()
    for (const figure of ['10,000+', '500+', '24/7']) await expect(page.getByText(figure, { exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('2% donated to patient support')
  })

  test('links the seven wells in the top bar and /about, /community, /support, /privacy in the footer', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const href of ['/read-well', '/eat-well', '/experience-well', '/match-well', '/do-well', '/wishing-well', '/assist-well']) {
      await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    const footer = page.getByRole('contentinfo')
    for (const href of ['/about', '/community', '/support', '/privacy']) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
  })
})

test.describe('paths', () => {
  test('an upper-case path reaches its page', async ({ page }) => {
    const response = await page.goto('/EAT-WELL/Meal-Planning')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/eat-well/meal-planning')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedHeadings['/eat-well/meal-planning'])
  })

  test('a trailing slash reaches its page', async ({ page }) => {
    const response = await page.goto('/read-well/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Read Well')
  })

  test('an unknown path answers 404 with the 404 page, logs the path and links home', async ({ page, consoleLog }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect.poll(() => consoleLog.problems.some((line) => line.includes('/no-such-page'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seven Wells')
  })
})
