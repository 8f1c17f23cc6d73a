import AxeBuilder from '@axe-core/playwright'
import { expect, manifestRoutes, test, waitForHydration } from './fixtures.ts'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.describe('axe finds no WCAG 2.2 AA violations', () => {
  for (const { path } of manifestRoutes()) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await waitForHydration(page)
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})
