import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

const searchBox = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search Seven Wells' })
const results = (page: Page) => page.getByRole('main').locator('ol > li')

test.describe('the header search form', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('takes a phone reader from a worried sentence to the page that helps in two taps, with no request carrying the words', async ({ page, consoleLog }) => {
    await page.goto('/')
    await waitForHydration(page)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByRole('banner').getByRole('searchbox').fill('cant stop throwing up after chemo')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=cant\+stop\+throwing\+up\+after\+chemo$/)
    await expect(results(page).first()).toBeVisible()
    await expect(results(page).first().getByRole('heading')).toHaveText('Nausea and vomiting')
    const firstResult = results(page).first()
    const section = firstResult.getByRole('list').getByRole('link').first()
    await ((await section.count()) > 0 ? section : firstResult.getByRole('heading').getByRole('link')).click()
    await expect(page).toHaveURL(/\/read-well\/side-effects\/nausea-vomiting(#.*)?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nausea and vomiting')
    expect(requests.filter((url) => /throwing|chemo/i.test(url))).toEqual([])
    expect(requests.some((url) => new URL(url).pathname === '/search')).toBe(false)
    expect(consoleLog.problems).toEqual([])
  })

  test('is a plain GET form to the search page, so it works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/eat-well')
    const form = page.getByRole('banner').getByRole('search')
    await expect(form).toHaveAttribute('action', '/search')
    await expect(form).toHaveAttribute('method', 'get')
    await form.getByRole('searchbox').fill('nausea')
    await form.getByRole('button').click()
    await expect(page).toHaveURL(/\/search\?q=nausea$/)
    // Without JavaScript the search page lists every page, A to Z by well.
    const index = page.locator('[data-page-index]')
    await expect(index.getByRole('heading', { name: 'Every page, A to Z' })).toBeVisible()
    await expect(index.getByRole('heading', { name: 'Eat Well' })).toBeVisible()
    await expect(index.getByRole('link', { name: 'Eating Through Treatment' })).toHaveAttribute('href', '/eat-well/eating-treatment')
    await context.close()
  })

  test('loads no search code on pages other than the search page', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/pagefind/')) scripts.push(new URL(request.url()).pathname)
    })
    for (const path of ['/eat-well', '/eat-well/eating-treatment']) {
      scripts.length = 0
      await page.goto(path, { waitUntil: 'networkidle' })
      await waitForHydration(page)
      expect(scripts[0], path).toMatch(/^\/assets\/boot-[\w-]+\.js$/)
      expect(scripts.some((script) => /^\/assets\/main-[\w-]+\.js$/.test(script)), path).toBe(true)
      expect(scripts.filter((script) => /search|pagefind/.test(script)), path).toEqual([])
    }
  })
})

test.describe('the search page', () => {
  test('shows results as you type, with the query in the address, and Back returns to the previous search', async ({ page, consoleLog }) => {
    await page.goto('/search')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
    await searchBox(page).pressSequentially('nausea', { delay: 20 })
    await expect(page).toHaveURL(/\?q=nausea$/)
    await expect(results(page).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText('"nausea"')
    const first = results(page).first()
    await expect(first).toContainText('Last reviewed')
    await expect(first.locator('mark').first()).toBeVisible()
    await searchBox(page).fill('caregiver respite')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL(/\?q=caregiver\+respite$/)
    await page.goBack()
    await expect(page).toHaveURL(/\?q=nausea$/)
    await expect(searchBox(page)).toHaveValue('nausea')
    expect(consoleLog.problems).toEqual([])
  })

  test('filters by well and audience with counts, in the address, and clears them', async ({ page }) => {
    await page.goto('/search?q=meals')
    await waitForHydration(page)
    await expect(results(page).first()).toBeVisible()
    const filters = page.locator('[data-search-filters]')
    if (!(await filters.evaluate((element) => element.hasAttribute('open')))) await filters.locator('summary').click()
    const eatWell = filters.getByRole('checkbox', { name: /^Eat Well \(\d+\)$/ })
    const count = Number(/\((\d+)\)/.exec((await filters.getByText(/^Eat Well \(\d+\)$/).textContent()) ?? '')?.[1])
    expect(count).toBeGreaterThan(0)
    await eatWell.check()
    await expect(page).toHaveURL(/well=Eat\+Well/)
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText(`${count} page`)
    for (const meta of await results(page).locator('p').first().allTextContents()) expect(meta).toContain('Eat Well')
    await filters.getByRole('checkbox', { name: /^Caregivers \(\d+\)$/ }).check()
    await expect(page).toHaveURL(/for=caregiver/)
    expect(await axeViolations(page)).toEqual([])
    await filters.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/search\?q=meals$/)
  })

  test('says what to do next when nothing matches, and passes axe', async ({ page }) => {
    await page.goto('/search?q=zqxjvw')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'No pages match "zqxjvw"' })).toBeVisible()
    await expect(page.getByText('Check the spelling, or try fewer words.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/support')
    expect(await axeViolations(page)).toEqual([])
  })

  test('with results passes axe, and can be used by keyboard alone', async ({ page }) => {
    await page.goto('/search')
    await waitForHydration(page)
    await searchBox(page).focus()
    await page.keyboard.type('fatigue')
    await expect(results(page).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const firstLink = results(page).first().getByRole('heading').getByRole('link')
    const target = await firstLink.getAttribute('href')
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab')
      if (await firstLink.evaluate((element) => element === document.activeElement)) break
    }
    await expect(firstLink).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${target}$`))
  })

  const strangeQueries = [
    ['1,000 characters', 'chemo '.repeat(167).slice(0, 1000)],
    ['markup', '<img src=x onerror="document.title=\'owned\'"><script>document.title="owned"</script>'],
    ['emoji', '🤢🤮💊'],
    ['right-to-left text', 'غثيان بعد العلاج الكيميائي'],
    ['only punctuation', '?!.,;:()[]{}'],
  ] as const
  for (const [name, query] of strangeQueries) {
    test(`takes ${name} without crashing or injecting markup`, async ({ page, consoleLog }) => {
      await page.goto(`/search?${new URLSearchParams({ q: query })}`)
      await waitForHydration(page)
      await expect(page.getByRole('status').filter({ hasText: /match/ }).or(page.getByRole('heading', { name: /No pages match/ }))).toBeVisible()
      await expect(page.locator('main img[src="x"], main script:not([type])')).toHaveCount(0)
      await expect(page).not.toHaveTitle('owned')
      expect(consoleLog.problems).toEqual([])
    })
  }

  test('notes a long query was cut, and ignores unknown or tampered filters with a note', async ({ page }) => {
    await page.goto(`/search?q=${'nausea '.repeat(60)}&well=Nowhere&utm_source=x`)
    await waitForHydration(page)
    await expect(page.getByText('Some parts of this search link were not recognized')).toBeVisible()
    await expect(page.getByText(/only the first 200 characters were used/)).toBeVisible()
  })

  test('says search is unavailable and shows every page A to Z when the index cannot load', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
    await page.goto('/search?q=nausea')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Search is not working right now' })).toBeVisible()
    await expect(page.locator('[data-page-index]').getByRole('link', { name: 'Eating Through Treatment' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('the Content Security Policy', () => {
  test('allows WebAssembly only on the search page and on the search index files', async ({ request }) => {
    for (const path of ['/search', '/search?q=chemo', '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js']) {
      const csp = (await request.get(path)).headers()['content-security-policy']
      expect(csp, path).toContain("script-src 'self' 'wasm-unsafe-eval'")
      expect(csp, path).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*script/)
    }
    for (const path of ['/', '/eat-well', '/search-nothing', '/assets/nothing.js', '/_data/search.json']) {
      const csp = (await request.get(path)).headers()['content-security-policy']
      expect(csp, path).toContain("script-src 'self';")
      expect(csp, path).not.toContain('wasm')
    }
  })
})

test.describe('interactive blocks', () => {
  test('have their own chunk, fetched with the app after the first paint, only on the routes that use them', async ({ request, page }) => {
    // What the boot script preloads beyond the app's own stages (React, the libraries), which every page loads.
    const preloadOf = (html: string) => {
      const boot = /<script type="module" src="\/assets\/boot-[\w-]+\.js" data-app="\/assets\/main-[\w-]+\.js"[^>]*>/.exec(html)?.[0] ?? ''
      const list = (name: string) => (new RegExp(`${name}="([^"]*)"`).exec(boot)?.[1] ?? '').split(' ').filter(Boolean)
      const stages = list('data-stages')
      return list('data-preload').filter((url) => !stages.includes(url)).join(' ')
    }
    expect(preloadOf(await (await request.get('/search')).text())).toMatch(/\/assets\/search-[\w-]+\.js/)
    const week = preloadOf(await (await request.get('/eat-well/meal-planning/week-1')).text())
    expect(week).toMatch(/\/assets\/print-button-[\w-]+\.js/)
    expect(week).not.toContain('/assets/search-')
    const plain = await (await request.get('/eat-well')).text()
    expect(plain.match(/<script type="module"/g)).toHaveLength(1)
    expect(preloadOf(plain)).toBe('')
    expect(plain).not.toContain('<link rel="modulepreload"')
    // In the browser the boot script adds the preloads, after the page has painted.
    await page.goto('/search')
    await waitForHydration(page)
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/search-"]')).toHaveCount(1)
  })

  test('load on client-side navigation too', async ({ page, consoleLog }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('searchbox').fill('recipes')
    await page.getByRole('banner').getByRole('searchbox').press('Enter')
    await expect(results(page).first()).toBeVisible()
    expect(consoleLog.problems).toEqual([])
  })

  test('plain blocks that load on demand come with the route that shows them, as do the tabs of a week', async ({ page, consoleLog }) => {
    // The home page loads no block chunk. By following links: Eat Well shows its cards (a card grid), the recipes
    // page its recipe lists, and week 1 its tabs with the day plans, recipes and shopping list inside.
    const chunks: string[] = []
    page.on('request', (request) => {
      const found = /\/assets\/(card-grid|recipe-list|tabs|meal-day|shopping-list)-/.exec(request.url())
      if (found?.[1]) chunks.push(found[1])
    })
    await page.goto('/')
    await waitForHydration(page)
    expect(chunks).toEqual([])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eat Well' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eat Well')
    await page.getByRole('link', { name: 'View Recipes' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes for Recovery')
    await expect(page.locator('[data-block="recipe-list"]').first()).toContainText('Ingredients')
    await page.goBack()
    await page.getByRole('link', { name: 'Start Planning' }).click()
    await page.getByRole('link', { name: 'View Menu' }).first().click()
    await page.getByRole('tab', { name: 'Shopping List' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Shopping List' })).toBeVisible()
    expect([...new Set(chunks)].sort()).toEqual(['card-grid', 'meal-day', 'recipe-list', 'shopping-list', 'tabs'])
    expect(consoleLog.problems).toEqual([])
  })
})

test.describe('printing', () => {
  test('a week prints without the menu, search or buttons, with every tab and a footer line', async ({ page }) => {
    await page.goto('/eat-well/meal-planning/week-1')
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Print this week' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print this week' })).toBeHidden()
    await expect(page.locator('[data-tab-heading]').filter({ hasText: 'Shopping List' })).toBeVisible()
    const footer = page.locator('[data-print-only]')
    await expect(footer).toBeVisible()
    await expect(footer).toContainText('Printed from https://sevenwells.org/eat-well/meal-planning/week-1')
    await expect(footer).toContainText('Last reviewed')
    await expect(footer).toContainText('not medical advice')
    const colors = await page.locator('main p').first().evaluate((element) => getComputedStyle(element).color)
    expect(colors).toBe('rgb(0, 0, 0)')
  })

  test('the print button opens the print dialog, and is hidden without JavaScript', async ({ page, browser }) => {
    await page.goto('/eat-well/meal-planning/week-2')
    await waitForHydration(page)
    await page.evaluate(() => Object.assign(window, { print: () => document.documentElement.setAttribute('data-printed', 'yes') }))
    await page.getByRole('button', { name: 'Print this week' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const noScript = await context.newPage()
    await noScript.goto('/eat-well/meal-planning/week-2')
    await expect(noScript.getByRole('button', { name: 'Print this week' })).toBeHidden()
    await context.close()
  })
})

test.describe('week tabs on narrow screens', () => {
  for (const width of [320, 375, 414]) {
    test(`at ${width} px never break a word across lines`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 700 })
      await page.goto('/eat-well/meal-planning/week-1')
      await waitForHydration(page)
      const tabList = page.getByRole('tablist')
      await testInfo.attach(`week tabs at ${width} px`, { body: await tabList.screenshot(), contentType: 'image/png' })
      const brokenWords = await tabList.evaluate((list) => {
        const broken: string[] = []
        for (const tab of list.querySelectorAll('[role="tab"]')) {
          const text = tab.firstChild
          if (!text || text.nodeType !== Node.TEXT_NODE) continue
          const content = text.textContent ?? ''
          for (const match of content.matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(text, match.index)
            range.setEnd(text, match.index + match[0].length)
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
            if (lines.size > 1) broken.push(match[0])
          }
        }
        return broken
      })
      expect(brokenWords).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
})
