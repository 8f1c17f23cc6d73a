/**
 * What each block type is, as data: whether it is an interactive tool (and how its code loads), which library
 * entries it names by id, and which other parts of site.json it needs on its page. Validation
 * (src/manifest/manifest-rules.ts), the page's library (`libraryFor` in src/app/library.ts), the prerender
 * (which chunks a page preloads) and the block list (src/blocks/block-list.tsx) all read this one table, so a new
 * block type touches its own files and one row here.
 *
 * Nothing here imports React: the build machine's validator reads this table without loading any component. A
 * tool's `import()` runs only when a page needs the tool.
 */
import type { Block } from '../generated/manifest.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import { lazyBlock, type LazyBlock } from './lazy-block.ts'

/** The collections of site.json whose entries blocks name by id (`"recipes": { "creamy-banana-oats": {...} }`). */
export type LibraryCollection = 'recipes' | 'giftIdeas' | 'resources' | 'organizations'

/** One library entry a block names: where (collection), which (id), and the JSON Pointer of the id in the block. */
export interface LibraryReference {
  collection: LibraryCollection
  id: string
  /** Below the block, such as "/recipes/0/recipe"; the validator points there when the id is unknown. */
  pointer: string
}

/** Top-level parts of site.json that one tool takes whole (its words and settings), carried only where it is. */
export type ToolPart = 'carePlanner'

/** Parts of site.json's `toolText` that belong to one tool: a page carries them only where that tool is. */
export type OwnToolText = 'programFinder'

/** What a block needs on its page besides the entries it names (see {@link LibraryReference}). */
export interface LibraryNeeds {
  /** The kinds of program it shows, or `'all'`: the page carries those programs and the organizations they name. */
  programKinds?: readonly string[] | 'all'
  /** Every gift idea, and the organizations they name (a registry offers them all). */
  allGiftIdeas?: boolean
  /** The A to Z list of every page. */
  pages?: boolean
  /** Every page's title, summary, "Last reviewed" date and sources. */
  pageFacts?: boolean
  /** Top-level parts of site.json taken whole; validation reports a missing one. */
  parts?: readonly ToolPart[]
  /** Its own part of `toolText`. */
  toolText?: readonly OwnToolText[]
}

/** One block type's row in {@link blockDefinitions}. */
export interface BlockDefinition<T extends BlockType> {
  /**
   * Set for an interactive block (a tool): its component, in src/tools/<type>/<type>.tsx, loaded as a chunk of its
   * own on the routes that use it. Pages with a tool also carry the tools' shared words (`toolText`).
   */
  readonly tool?: LazyBlock<T>
  /** The library entries this block names by id. */
  readonly references?: (block: BlockOfType<T>) => LibraryReference[]
  /** What else of site.json this block needs on its page. */
  readonly needs?: (block: BlockOfType<T>) => LibraryNeeds
}

/** One row per block type: a mapped type over the generated Block union, so a block type without a row fails to compile. */
export type BlockDefinitions = { [T in BlockType]: BlockDefinition<T> }

function ids(collection: LibraryCollection, list: readonly string[], at: string): LibraryReference[] {
  return list.map((id, index) => ({ collection, id, pointer: `${at}/${index}` }))
}

const table = {
  'action-row': {},
  'call-to-action': {},
  'card-grid': {},
  'care-planner': {
    tool: lazyBlock(() => import('../tools/care-planner/care-planner.tsx').then((module) => module.CarePlanner)),
    needs: () => ({ parts: ['carePlanner'] }),
  },
  'coming-soon': {},
  'gift-idea-list': {
    tool: lazyBlock(() => import('../tools/gift-idea-list/gift-idea-list.tsx').then((module) => module.GiftIdeaList)),
    references: (block) => ids('giftIdeas', block.ideas, '/ideas'),
  },
  'gift-registry': {
    tool: lazyBlock(() => import('../tools/gift-registry/gift-registry.tsx').then((module) => module.GiftRegistryTool)),
    needs: () => ({ allGiftIdeas: true }),
  },
  hero: {},
  list: {},
  'match-start': {
    tool: lazyBlock(() => import('../tools/match-start/match-start.tsx').then((module) => module.MatchStart)),
  },
  'meal-day': {},
  notice: {},
  'organization-list': {
    references: (block) => ids('organizations', block.organizations, '/organizations'),
  },
  'print-button': {
    tool: lazyBlock(() => import('../tools/print-button/print-button.tsx').then((module) => module.PrintButton)),
  },
  'program-finder': {
    tool: lazyBlock(() => import('../tools/program-finder/program-finder.tsx').then((module) => module.ProgramFinder)),
    needs: (block) => ({ programKinds: block.preset ? block.preset.kind : 'all', toolText: ['programFinder'] }),
  },
  'recipe-list': {
    references: (block) => block.recipes.map((entry, index) => ({ collection: 'recipes', id: entry.recipe, pointer: `/recipes/${index}/recipe` })),
  },
  'resource-list': {
    references: (block) => ids('resources', block.resources, '/resources'),
  },
  'save-offline': {
    tool: lazyBlock(() => import('../tools/save-offline/save-offline.tsx').then((module) => module.SaveOffline)),
  },
  'saved-pages': {
    tool: lazyBlock(() => import('../tools/saved-pages/saved-pages.tsx').then((module) => module.SavedPages)),
  },
  search: {
    tool: lazyBlock(() => import('../tools/search/search.tsx').then((module) => module.Search)),
    needs: () => ({ pages: true }),
  },
  section: {},
  shelby: {
    tool: lazyBlock(() => import('../tools/shelby/shelby.tsx').then((module) => module.Shelby)),
    references: (block) => [
      ...ids('organizations', block.handoff.helplines, '/handoff/helplines'),
      ...block.paths.flatMap((path, index) => ids('organizations', path.helplines ?? [], `/paths/${index}/helplines`)),
    ],
    needs: () => ({ pageFacts: true }),
  },
  'shopping-list': {},
  sources: {},
  stats: {},
  tabs: {},
  text: {},
} satisfies BlockDefinitions

/** The table: one {@link BlockDefinition} per block type, in the order of the type names. */
export const blockDefinitions: BlockDefinitions = table

/** The block types that are interactive tools (their row has a `tool`), as the compiler sees them. */
export type ToolType = { [T in BlockType]: (typeof table)[T] extends { tool: object } ? T : never }[BlockType]

/** The block types that are plain components, prerendered and hydrated with the page's own script. */
export type ComponentType = Exclude<BlockType, ToolType>

/** True when `type` names an interactive block type (a tool with a chunk of its own). */
export function isToolType(type: BlockType): boolean {
  return blockDefinitions[type].tool !== undefined
}

/** True when the blocks (nested ones included) use at least one interactive block type. */
export function usesInteractiveBlocks(blocks: readonly Block[]): boolean {
  return blockTypesIn(blocks).some(isToolType)
}

/** The names of the interactive block types, in the table's order. */
export function toolTypes(): BlockType[] {
  return blockTypes().filter(isToolType)
}

/** Every block type the table knows, in its order. */
export function blockTypes(): BlockType[] {
  return Object.keys(blockDefinitions).filter((type): type is BlockType => Object.hasOwn(blockDefinitions, type))
}

/** The library entries a block names by id, with pointers below the block; empty for most block types. */
export function referencesOf<T extends BlockType>(type: T, block: BlockOfType<T>): LibraryReference[] {
  return blockDefinitions[type].references?.(block) ?? []
}

/** What a block needs of site.json besides the entries it names; `{}` for most block types. */
export function needsOf<T extends BlockType>(type: T, block: BlockOfType<T>): LibraryNeeds {
  return blockDefinitions[type].needs?.(block) ?? {}
}
