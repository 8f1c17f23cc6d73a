import { describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { walkBlocks } from '../../src/manifest/walk-blocks.ts'

const seedRoutes = [
  '/',
  '/read-well',
  '/eat-well',
  '/do-well',
  '/match-well',
  '/eat-well/meal-planning',
  '/eat-well/meal-planning/week-1',
  '/eat-well/meal-planning/week-2',
  '/eat-well/meal-planning/week-3',
  '/eat-well/meal-planning/week-4',
  '/experience-well',
  '/wishing-well',
  '/assist-well',
]

describe('site.json', () => {
  const loaded = loadManifest()

  it('validates against the schema and the manifest rules', () => {
    expect(loaded.ok ? [] : loaded.problems).toEqual([])
  })

  it('registers every route the source specification lists', () => {
    if (!loaded.ok) throw new Error('site.json is invalid')
    const paths = loaded.manifest.routes.map((route) => route.path)
    for (const path of seedRoutes) expect(paths).toContain(path)
  })

  it('gives week 1 twelve recipes with the seed day labels and prep times from 5 to 35 minutes', () => {
    if (!loaded.ok) throw new Error('site.json is invalid')
    const week1 = loaded.manifest.routes.find((route) => route.path === '/eat-well/meal-planning/week-1')
    if (!week1) throw new Error('week 1 is missing')
    const recipes: { day?: string; prepTime: string }[] = []
    walkBlocks(week1.blocks, (block) => {
      if (block.type !== 'recipe-list') return
      for (const entry of block.recipes) {
        const recipe = loaded.manifest.recipes?.[entry.recipe]
        if (!recipe) throw new Error(`week 1 names a missing recipe ${entry.recipe}`)
        recipes.push({ day: entry.day, prepTime: recipe.prepTime })
      }
    })
    expect(recipes).toHaveLength(12)
    const perDay = recipes.reduce<Record<string, number>>((counts, recipe) => {
      const day = recipe.day ?? 'none'
      counts[day] = (counts[day] ?? 0) + 1
      return counts
    }, {})
    expect(perDay).toEqual({ 'Day 1': 3, 'Day 2': 3, 'Day 3': 2, 'Day 4': 1, 'Day 5': 1, 'Day 6': 1, 'Day 7': 1 })
    const minutes = recipes.map((recipe) => Number(/^(\d+) minutes/.exec(recipe.prepTime)?.[1]))
    for (const value of minutes) {
      expect(value).toBeGreaterThanOrEqual(5)
      expect(value).toBeLessThanOrEqual(35)
    }
    expect(recipes.filter((recipe) => recipe.prepTime.endsWith('+ overnight'))).toHaveLength(2)
  })
})
