import { expect, manifestRoutes, test, waitForHydration } from './fixtures.ts'

const week1 = '/eat-well/meal-planning/week-1'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a week page shows every tab panel in order under its heading, and no tab row', async ({ page }) => {
    await page.goto(week1)
    await expect(page.getByRole('tablist')).toBeHidden()
    const headings = page.locator('[data-tab-heading]')
    await expect(headings).toHaveText(['Daily Meal Plan', 'Featured Recipes', 'Shopping List'])
    for (const heading of await headings.all()) await expect(heading).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(12)
    await expect(page.getByRole('heading', { name: 'Dairy & Alternatives' })).toBeVisible()
  })

  test('the menu shows its links on a phone and the page keeps its images and links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/experience-well')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assist Well' })).toBeVisible()
    await expect(page.getByRole('img', { name: /yoga mat/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Join a Class' }).first()).toHaveAttribute('href', '/experience-well/restorative-yoga')
  })
})

test.describe('printing a recipe page', () => {
  test('prints the content only: every tab panel, no header, footer, skip link or page buttons', async ({ page }) => {
    await page.goto(week1)
    await waitForHydration(page)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('link', { name: 'Week 2 →' })).toBeHidden()
    await expect(page.getByRole('tablist')).toBeHidden()
    const articles = page.getByRole('article')
    await expect(articles).toHaveCount(12)
    for (const article of await articles.all()) await expect(article).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Gentle Recovery Meal Prep Tips' })).toBeVisible()
    const pdf = await page.pdf({ format: 'Letter' })
    expect(pdf.byteLength).toBeGreaterThan(10_000)
  })
})

test.describe('findable and self-contained', () => {
  test('each page has its title, description, canonical link and link-preview tags', async ({ request }) => {
    const html = await (await request.get('/eat-well')).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Eat Well | Seven Wells</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/)
    expect(html).toContain('<link rel="canonical" href="https://sevenwells.org/eat-well">')
    expect(html).toContain('<meta property="og:title" content="Eat Well | Seven Wells">')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
  })

  test('recipe pages carry Recipe structured data and the home page an Organization', async ({ request }) => {
    const recipes = await (await request.get(week1)).text()
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(recipes)?.[1] ?? '{}')
    const types: string[] = data['@graph'].map((item: { '@type': string }) => item['@type'])
    expect(types.filter((type) => type === 'Recipe')).toHaveLength(12)
    const home = await (await request.get('/')).text()
    expect(home).toMatch(/"@type":"Organization","name":"Seven Wells"/)
  })

  test('sitemap.xml lists every route; robots.txt names it; the web app manifest is served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { path } of manifestRoutes()) expect(sitemap).toContain(`<loc>https://sevenwells.org${path}</loc>`)
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://sevenwells.org/sitemap.xml')
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ name: 'Seven Wells', start_url: '/' })
  })

  // One test per route: a single pass over every route outgrew any fixed time limit as the site gained pages.
  for (const { path } of manifestRoutes()) {
    test(`${path}: no request to another origin, no console error (such as a CSP violation), no cookie or storage`, async ({ page, baseURL, consoleLog }) => {
      const foreign: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin !== new URL(baseURL ?? '').origin && url.protocol !== 'data:') foreign.push(request.url())
      })
      await page.goto(path)
      await waitForHydration(page)
      expect(foreign).toEqual([])
      expect(consoleLog.problems).toEqual([])
      expect(await page.context().cookies()).toEqual([])
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
    })
  }
})
