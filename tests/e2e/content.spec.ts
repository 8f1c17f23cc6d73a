import { expect, test, waitForHydration } from './fixtures.ts'

test.describe('every link leads somewhere real', () => {
  test('a crawl from the home page following every internal link finds no 404 and no empty page', async ({ request }) => {
    const queue = ['/']
    const seen = new Set(queue)
    const problems: string[] = []
    while (queue.length > 0) {
      const path = queue.shift() ?? '/'
      const response = await request.get(path, { maxRedirects: 0 })
      if (response.status() !== 200) {
        problems.push(`${path} answered ${response.status()}`)
        continue
      }
      const html = await response.text()
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
      const words = main.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length
      if (!/<h1[\s>]/.test(main) || words < 40) problems.push(`${path} looks empty (${words} words)`)
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        if (!seen.has(href)) {
          seen.add(href)
          queue.push(href)
        }
      }
    }
    expect(problems).toEqual([])
    expect(seen.size).toBeGreaterThanOrEqual(50)
  })
})

test.describe('the four-week meal plan', () => {
  for (const week of [1, 2, 3, 4]) {
    test(`week ${week} has seven days of four meals, its recipes and a shopping list in four categories`, async ({ page }) => {
      await page.goto(`/eat-well/meal-planning/week-${week}`)
      await waitForHydration(page)
      const plan = page.getByRole('tabpanel')
      const days = await plan.locator('h3, h4').filter({ hasText: /^Day \d+/ }).allInnerTexts()
      expect(days).toHaveLength(7)
      expect(days.map((day) => Number(/Day (\d+)/.exec(day)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => n + (week - 1) * 7))
      for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) {
        await expect(plan.locator('dt', { hasText: new RegExp(`^${meal}$`) })).toHaveCount(7)
      }
      await page.getByRole('tab', { name: 'Featured Recipes' }).click()
      const recipes = page.getByRole('tabpanel').getByRole('article')
      expect(await recipes.count()).toBeGreaterThanOrEqual(8)
      for (const recipe of await recipes.all()) {
        await expect(recipe.getByText(/^Servings:/)).toBeVisible()
        await expect(recipe.getByText(/^Prep time:/)).toBeVisible()
        expect(await recipe.locator('ol > li').count()).toBeGreaterThan(0)
        expect(await recipe.locator('ul > li').count()).toBeGreaterThan(0)
      }
      await page.getByRole('tab', { name: 'Shopping List' }).click()
      for (const category of ['Proteins', 'Produce', 'Pantry Staples', 'Dairy & Alternatives']) {
        await expect(page.getByRole('tabpanel').getByRole('heading', { name: category, exact: true })).toBeVisible()
      }
      await expect(page.getByRole('tabpanel')).not.toContainText(/coming soon/i)
    })
  }
})

const wellPages = [
  ['/read-well/research', '/read-well'],
  ['/eat-well/eating-treatment', '/eat-well'],
  ['/experience-well/mindfulness', '/experience-well'],
  ['/do-well/caring-updates', '/do-well'],
  ['/wishing-well/essentials', '/wishing-well'],
  ['/assist-well/records', '/assist-well'],
] as const

test.describe('a page of each well', () => {
  for (const [path, parent] of wellPages) {
    test(`${path} reads well, links back to ${parent}, and health pages show sources, review date and disclaimer`, async ({ page, request, consoleLog }) => {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('main').locator(`a[href="${parent}"]`).first()).toBeVisible()
      const data = await (await request.get(`/_data${path}.json`)).json()
      if (data.route.healthInformation) {
        await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible()
        await expect(page.getByText(/^Last reviewed:/)).toBeVisible()
        await expect(page.getByRole('main')).toContainText(/not a substitute|care team/i)
        const sources = page.getByRole('heading', { name: 'Sources' }).locator('xpath=following-sibling::ul[1]//a')
        expect(await sources.count()).toBeGreaterThan(0)
        for (const link of await sources.all()) await expect(link).toHaveAttribute('href', /^https:\/\//)
      }
      expect(consoleLog.problems).toEqual([])
    })
  }

  test('the Match Well page links to real peer-support organisations', async ({ page }) => {
    await page.goto('/match-well')
    const external = page.getByRole('main').locator('a[href^="https://"]')
    expect(await external.count()).toBeGreaterThan(3)
    for (const link of await external.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
