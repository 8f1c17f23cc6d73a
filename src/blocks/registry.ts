import type { BlockType } from './block-props.ts'
import type { ComponentType } from './block-definitions.ts'
import { lazyBlock, type BlockComponent, type LazyBlock } from './lazy-block.ts'
import { ActionRow } from './action-row.tsx'
import { CallToAction } from './call-to-action.tsx'
import { Hero } from './hero.tsx'
import { List } from './list.tsx'
import { Notice } from './notice.tsx'
import { Section } from './section.tsx'
import { Sources } from './sources.tsx'
import { Text } from './text.tsx'

/**
 * The React component of every block type that is not a tool, keyed by the block's `type`: the component itself
 * for the types most pages show (it is part of the app's script), or, for the others, a {@link LazyBlock} whose
 * `import()` of src/blocks/<type>.tsx makes it a chunk of its own. Such a chunk loads only where it is needed: when
 * the reader navigates to a route that shows the block, or on the page the browser loaded when the block sits in a
 * part that hydrates (a block with nothing interactive in it keeps its prerendered HTML and needs no code). Tools
 * (interactive blocks) always load as chunks: their row in src/blocks/block-definitions.ts says how.
 * A mapped type over the generated Block union: a block type that is neither a tool nor has an entry here fails
 * to compile ("Property 'x' is missing").
 */
export type BlockRegistry = { [T in ComponentType]: BlockComponent<T> | LazyBlock<T> }

/** The registry of block components (see {@link BlockRegistry}). */
export const blockRegistry: BlockRegistry = {
  'action-row': ActionRow,
  'call-to-action': CallToAction,
  'card-grid': lazyBlock(() => import('./card-grid.tsx').then((module) => module.CardGrid)),
  'coming-soon': lazyBlock(() => import('./coming-soon.tsx').then((module) => module.ComingSoon)),
  hero: Hero,
  list: List,
  'meal-day': lazyBlock(() => import('./meal-day.tsx').then((module) => module.MealDay)),
  notice: Notice,
  'organization-list': lazyBlock(() => import('./organization-list.tsx').then((module) => module.OrganizationList)),
  'recipe-list': lazyBlock(() => import('./recipe-list.tsx').then((module) => module.RecipeList)),
  'resource-list': lazyBlock(() => import('./resource-list.tsx').then((module) => module.ResourceList)),
  section: Section,
  'shopping-list': lazyBlock(() => import('./shopping-list.tsx').then((module) => module.ShoppingList)),
  sources: Sources,
  stats: lazyBlock(() => import('./stats.tsx').then((module) => module.Stats)),
  tabs: lazyBlock(() => import('./tabs.tsx').then((module) => module.Tabs)),
  text: Text,
  'warning-signs': lazyBlock(() => import('./warning-signs.tsx').then((module) => module.WarningSigns)),
}

/** The registry as a lookup by any block type: undefined for a tool, whose component the table's `tool` loads. */
export const componentLookup: { readonly [T in BlockType]?: BlockComponent<T> | LazyBlock<T> } = blockRegistry

/** The registry's plain block types whose component is a chunk of its own (a {@link LazyBlock}), in its order. */
export function lazyComponentTypes(): BlockType[] {
  return Object.keys(componentLookup)
    .filter((type): type is BlockType => Object.hasOwn(componentLookup, type))
    .filter((type) => isLazy(componentLookup[type]))
}

/** True when a registry or tool entry is a chunk of its own (a {@link LazyBlock}) rather than a component. */
export function isLazy<E>(entry: E): entry is Extract<E, { readonly lazy: true }> {
  return typeof entry === 'object' && entry !== null && 'lazy' in entry && entry.lazy === true
}
