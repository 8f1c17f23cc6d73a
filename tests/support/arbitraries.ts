import fc from 'fast-check'
import { minimalManifest } from './manifests.ts'

/** Visible text: any characters (markup, quotes, emoji included), at least one not white space. */
export const text = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }).filter((value) => /\S/.test(value))

const paragraphs = fc.array(text, { minLength: 1, maxLength: 3 })
const segment = fc.stringMatching(/^[a-z0-9]{1,8}$/)
const internalPath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`)
/** Links lead to the fixture's pages (always present) or outside, so generated manifests have no broken links. */
const href = fc.constantFrom('/', '/second', 'https://www.cancer.gov/', 'mailto:help@example.org')
const action = fc.oneof(
  fc.record({ label: text, href }, { requiredKeys: ['label', 'href'] }),
  fc.record({ label: text, comingSoon: fc.constant(true as const) }),
)
const meal = fc.record({ dish: text, note: text })
const image = fc.record({
  src: fc.constant('/images/logo.svg'),
  width: fc.integer({ min: 1, max: 2000 }),
  height: fc.integer({ min: 1, max: 2000 }),
  alt: text,
})

const recipe = fc.record({ title: text, servings: text, prepTime: text, ingredients: paragraphs, instructions: paragraphs })
const recipeIds = ['first-recipe', 'second-recipe'] as const

const leafBlock = fc.oneof(
  fc.record({ type: fc.constant('hero'), title: text, tagline: text }, { requiredKeys: ['type', 'title'] }),
  fc.record({ type: fc.constant('text'), heading: text, paragraphs }, { requiredKeys: ['type', 'paragraphs'] }),
  fc.record({ type: fc.constant('list'), items: paragraphs, ordered: fc.boolean() }, { requiredKeys: ['type', 'items'] }),
  fc.record({ type: fc.constant('coming-soon'), heading: text, text }, { requiredKeys: ['type', 'heading'] }),
  fc.record({ type: fc.constant('action-row'), actions: fc.array(action, { minLength: 1, maxLength: 3 }) }),
  fc.record({ type: fc.constant('call-to-action'), heading: text, body: paragraphs, actions: fc.array(action, { minLength: 1, maxLength: 2 }) }),
  fc.record({ type: fc.constant('notice'), tone: fc.constantFrom('info', 'safety'), heading: text, paragraphs }),
  fc.record({ type: fc.constant('stats'), heading: text, items: fc.array(fc.record({ value: text, label: text }), { minLength: 1, maxLength: 3 }) }),
  fc.record({
    type: fc.constant('card-grid'),
    heading: text,
    cards: fc.array(
      fc.record({ title: text, description: text, label: text, image, features: paragraphs, action }, { requiredKeys: ['title', 'description'] }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
  fc.record({ type: fc.constant('meal-day'), day: text, title: text, meals: fc.record({ breakfast: meal, lunch: meal, dinner: meal, snack: meal }) }),
  fc.record({
    type: fc.constant('recipe-list'),
    recipes: fc.array(fc.record({ recipe: fc.constantFrom(...recipeIds), day: text }, { requiredKeys: ['recipe'] }), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({ type: fc.constant('resource-list'), heading: text, resources: fc.constant(['nci-eating-hints']) }, { requiredKeys: ['type', 'resources'] }),
  fc.record({ type: fc.constant('organization-list'), organizations: fc.constant(['cancer-information-service']) }),
  fc.record({ type: fc.constant('shopping-list'), heading: text, categories: fc.array(fc.record({ name: text, items: paragraphs }), { minLength: 1, maxLength: 3 }) }),
  fc.record({
    type: fc.constant('sources'),
    heading: text,
    lastReviewed: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    items: fc.array(fc.record({ title: text, publisher: text, href }), { minLength: 1, maxLength: 3 }),
  }),
)

/** Any valid block, containers (section, tabs) included, nested up to three levels. */
export const block: fc.Arbitrary<Record<string, unknown>> = fc.letrec<{ block: Record<string, unknown> }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafBlock,
    fc.record({ type: fc.constant('section'), heading: text, blocks: fc.array(tie('block'), { minLength: 1, maxLength: 3 }) }, { requiredKeys: ['type', 'blocks'] }),
    fc
      .uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), { minLength: 2, maxLength: 3 })
      .chain((ids) =>
        fc.record({
          type: fc.constant('tabs'),
          label: text,
          tabs: fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), label: text, blocks: fc.array(tie('block'), { minLength: 1, maxLength: 2 }) }))),
        }),
      ),
  ),
})).block

/**
 * A valid manifest: the minimal fixture's chrome and library, two generated recipes, and 1 to 4 generated
 * routes at distinct paths.
 */
export const manifest = fc
  .uniqueArray(internalPath.filter((path) => path !== '/second'), { minLength: 1, maxLength: 4 })
  .chain((paths) =>
    fc.tuple(
      fc.tuple(recipe, recipe),
      fc.tuple(...paths.map((path) => fc.record({ path: fc.constant(path), title: text, description: text, blocks: fc.array(block, { minLength: 1, maxLength: 4 }) }))),
    ),
  )
  .map(([[first, second], routes]) => {
    const base = minimalManifest()
    return { ...base, recipes: { ...base.recipes, 'first-recipe': first, 'second-recipe': second }, routes: [...base.routes, ...routes] }
  })
