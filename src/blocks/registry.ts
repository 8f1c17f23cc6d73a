import type { BlockType } from './block-props.ts'
import type { ComponentType } from './block-definitions.ts'
import type { BlockComponent } from './lazy-block.ts'
import { ActionRow } from './action-row.tsx'
import { CallToAction } from './call-to-action.tsx'
import { CardGrid } from './card-grid.tsx'
import { ComingSoon } from './coming-soon.tsx'
import { Hero } from './hero.tsx'
import { List } from './list.tsx'
import { MealDay } from './meal-day.tsx'
import { Notice } from './notice.tsx'
import { OrganizationList } from './organization-list.tsx'
import { RecipeList } from './recipe-list.tsx'
import { ResourceList } from './resource-list.tsx'
import { Section } from './section.tsx'
import { ShoppingList } from './shopping-list.tsx'
import { Sources } from './sources.tsx'
import { Stats } from './stats.tsx'
import { Tabs } from './tabs.tsx'
import { Text } from './text.tsx'
import { WarningSigns } from './warning-signs.tsx'

/**
 * The React component of every block type that is not a tool, keyed by the block's `type`. Tools (interactive
 * blocks) load their component as a chunk of their own: their row in src/blocks/block-definitions.ts says how.
 * A mapped type over the generated Block union: a block type that is neither a tool nor has an entry here fails
 * to compile ("Property 'x' is missing").
 */
export type BlockRegistry = { [T in ComponentType]: BlockComponent<T> }

/** The registry of block components (see {@link BlockRegistry}). */
export const blockRegistry: BlockRegistry = {
  'action-row': ActionRow,
  'call-to-action': CallToAction,
  'card-grid': CardGrid,
  'coming-soon': ComingSoon,
  hero: Hero,
  list: List,
  'meal-day': MealDay,
  notice: Notice,
  'organization-list': OrganizationList,
  'recipe-list': RecipeList,
  'resource-list': ResourceList,
  section: Section,
  'shopping-list': ShoppingList,
  sources: Sources,
  stats: Stats,
  tabs: Tabs,
  text: Text,
  'warning-signs': WarningSigns,
}

/** The registry as a lookup by any block type: undefined for a tool, whose component the table's `tool` loads. */
export const componentLookup: { readonly [T in BlockType]?: BlockComponent<T> } = blockRegistry
