import type { BlockType } from './block-props.ts'
import type { BlockComponent, LazyBlock } from './lazy-block.ts'
import { lazyBlock } from './lazy-block.ts'
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
 * One entry per block type, keyed by the block's `type`: its React component, or for an interactive block a
 * {@link LazyBlock} whose component is a chunk of its own. A mapped type over the generated Block union: adding a
 * block type to schema/ without an entry here fails to compile ("Property 'x' is missing").
 */
export type BlockRegistry = { [T in BlockType]: BlockComponent<T> | LazyBlock<T> }

/** The registry of block components (see {@link BlockRegistry}). */
export const blockRegistry: BlockRegistry = {
  'action-row': ActionRow,
  'call-to-action': CallToAction,
  'card-grid': CardGrid,
  'care-planner': lazyBlock(() => import('../tools/care-planner/care-planner.tsx').then((module) => module.CarePlanner)),
  'coming-soon': ComingSoon,
  'gift-idea-list': lazyBlock(() => import('../tools/gift-idea-list/gift-idea-list.tsx').then((module) => module.GiftIdeaList)),
  'gift-registry': lazyBlock(() => import('../tools/gift-registry/gift-registry.tsx').then((module) => module.GiftRegistryTool)),
  hero: Hero,
  list: List,
  'match-start': lazyBlock(() => import('../tools/match-start/match-start.tsx').then((module) => module.MatchStart)),
  'meal-day': MealDay,
  notice: Notice,
  'organization-list': OrganizationList,
  'print-button': lazyBlock(() => import('../tools/print-button/print-button.tsx').then((module) => module.PrintButton)),
  'program-finder': lazyBlock(() => import('../tools/program-finder/program-finder.tsx').then((module) => module.ProgramFinder)),
  'recipe-list': RecipeList,
  'resource-list': ResourceList,
  'save-offline': lazyBlock(() => import('../tools/save-offline/save-offline.tsx').then((module) => module.SaveOffline)),
  'saved-pages': lazyBlock(() => import('../tools/saved-pages/saved-pages.tsx').then((module) => module.SavedPages)),
  search: lazyBlock(() => import('../tools/search/search.tsx').then((module) => module.Search)),
  section: Section,
  shelby: lazyBlock(() => import('../tools/shelby/shelby.tsx').then((module) => module.Shelby)),
  'shopping-list': ShoppingList,
  'smart-nudge': lazyBlock(() => import('../tools/smart-nudge/smart-nudge.tsx').then((module) => module.SmartNudgeTool)),
  sources: Sources,
  stats: Stats,
  tabs: Tabs,
  text: Text,
  'warning-signs': WarningSigns,
}
