import type { ReactNode } from 'react'
import type { BlockOfType, BlockType } from './block-props.ts'
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

/**
 * One React component per block type, keyed by the block's `type`. A mapped type over the generated Block
 * union: adding a block type to schema/ without a component here fails to compile ("Property 'x' is missing").
 */
export type BlockRegistry = { [T in BlockType]: (props: { block: BlockOfType<T> }) => ReactNode }

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
}
