/**
 * The block definitions: what each block type is, as data, in one table of three columns. `blockTools` says which
 * types are interactive tools and how each one's code loads; `blockLibraryUse` says which library entries a type
 * names by id and what else of site.json it needs on its page; `blockInteractivity` says whether a block responds
 * to the reader, so must be hydrated (src/blocks/hydration.ts). Validation (src/manifest/manifest-rules.ts), the
 * page's library (`libraryFor` in src/app/library.ts), the prerender (which chunks a page preloads) and the block
 * list (src/blocks/block-list.tsx) all read it, so a new block type touches its own files and its rows here.
 *
 * Nothing here imports React: the build machine's validator reads this table without loading any component. A
 * tool's `import()` runs only when a page needs the tool.
 */
import type { Action, Block } from '../generated/manifest.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import { lazyBlock, type LazyBlock } from './lazy-block.ts'

/**
 * The parts of site.json whose entries blocks name by id: the library's collections (`"recipes": {
 * "creamy-banana-oats": {...} }`) and the list of warning signs (each with its `id`).
 */
export type LibraryCollection = 'recipes' | 'giftIdeas' | 'resources' | 'organizations' | 'warningSigns'

/** One library entry a block names: where (collection), which (id), and the JSON Pointer of the id in the block. */
export interface LibraryReference {
  collection: LibraryCollection
  id: string
  /** Below the block, such as "/recipes/0/recipe"; the validator points there when the id is unknown. */
  pointer: string
}

/** Top-level parts of site.json that one tool takes whole (its words, settings), carried only where it is. */
export type ToolPart = 'carePlanner'

/**
 * Top-level parts of site.json a tool reads: those it takes whole, those its own part is built from, and those in
 * the warning knowledge it fetches (see LibraryNeeds.warningKnowledge).
 */
export type RequiredPart = ToolPart | 'smartNudge' | 'warningSigns' | 'warningLookAlikes'

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
  /**
   * Every page's title, summary, "Last reviewed" date and sources, not in the page's data: the tool fetches them for
   * its page's language (pageFactsUrl in src/app/paths.ts) with the search index once the page is running, so they
   * do not wait in the data the page needs to start.
   */
  pageFacts?: boolean
  /** Top-level parts of site.json taken whole; validation reports a missing one. */
  parts?: readonly ToolPart[]
  /** Its own part of `toolText`. */
  toolText?: readonly OwnToolText[]
  /**
   * The warning signs and their look-alikes (Shelby's knowledge, most of what its page would carry), not in the page's
   * data: the tool fetches them from one file (warningKnowledgeUrl in src/app/paths.ts) when the reader
   * comes to it, so a reader who only reads the page never downloads them.
   */
  warningKnowledge?: boolean
  /**
   * Further top-level parts it reads without taking them whole (its own part is built from them); validation
   * reports a missing one, as for `parts`.
   */
  requires?: readonly RequiredPart[]
  /**
   * Smart Nudge's part: site.json's smartNudge with the care planner's chemotherapy words and usual higher-risk days,
   * and the questions of the Shelby guide `visitGuide` (an id of a guided path of a shelby block).
   */
  smartNudge?: { visitGuide?: string }
}

/** What one block type takes from site.json: its row in {@link blockLibraryUse}. */
export interface LibraryUse<T extends BlockType> {
  /** The library entries this block names by id. */
  readonly references?: (block: BlockOfType<T>) => LibraryReference[]
  /** What else of site.json this block needs on its page. */
  readonly needs?: (block: BlockOfType<T>) => LibraryNeeds
}

function ids(collection: LibraryCollection, list: readonly string[], at: string): LibraryReference[] {
  return list.map((id, index) => ({ collection, id, pointer: `${at}/${index}` }))
}

/**
 * The table's first column: the interactive block types (tools), each with its component in
 * src/tools/<type>/<type>.tsx, loaded as a chunk of its own on the routes that use it. Pages with a tool also carry
 * the tools' shared words (`toolText`). Every other block type is a plain component in src/blocks/registry.ts.
 */
export const blockTools = {
  'care-planner': lazyBlock(() => import('../tools/care-planner/care-planner.tsx').then((module) => module.CarePlanner)),
  'gift-idea-list': lazyBlock(() => import('../tools/gift-idea-list/gift-idea-list.tsx').then((module) => module.GiftIdeaList)),
  'gift-registry': lazyBlock(() => import('../tools/gift-registry/gift-registry.tsx').then((module) => module.GiftRegistryTool)),
  'match-start': lazyBlock(() => import('../tools/match-start/match-start.tsx').then((module) => module.MatchStart)),
  'print-button': lazyBlock(() => import('../tools/print-button/print-button.tsx').then((module) => module.PrintButton)),
  'program-finder': lazyBlock(() => import('../tools/program-finder/program-finder.tsx').then((module) => module.ProgramFinder)),
  'save-offline': lazyBlock(() => import('../tools/save-offline/save-offline.tsx').then((module) => module.SaveOffline)),
  'saved-pages': lazyBlock(() => import('../tools/saved-pages/saved-pages.tsx').then((module) => module.SavedPages)),
  search: lazyBlock(() => import('../tools/search/search.tsx').then((module) => module.Search)),
  shelby: lazyBlock(() => import('../tools/shelby/shelby.tsx').then((module) => module.Shelby)),
  'smart-nudge': lazyBlock(() => import('../tools/smart-nudge/smart-nudge.tsx').then((module) => module.SmartNudgeTool)),
} satisfies { [T in BlockType]?: LazyBlock<T> }

/**
 * The table's second column: what each block type takes from site.json, for validation and for the page's
 * library; a block type that takes nothing has no row. The build machine reads it; the browser never loads it
 * (it is a column of its own so that the app's script, which needs only the first, stays small).
 */
export const blockLibraryUse: { readonly [T in BlockType]?: LibraryUse<T> } = {
  'care-planner': { needs: () => ({ parts: ['carePlanner'] }) },
  'gift-idea-list': { references: (block) => ids('giftIdeas', block.ideas, '/ideas') },
  'gift-registry': { needs: () => ({ allGiftIdeas: true }) },
  'organization-list': { references: (block) => ids('organizations', block.organizations, '/organizations') },
  'program-finder': { needs: (block) => ({ programKinds: block.preset ? block.preset.kind : 'all', toolText: ['programFinder'] }) },
  'recipe-list': {
    references: (block) => block.recipes.map((entry, index) => ({ collection: 'recipes', id: entry.recipe, pointer: `/recipes/${index}/recipe` })),
  },
  'resource-list': { references: (block) => ids('resources', block.resources, '/resources') },
  search: { needs: () => ({ pages: true }) },
  shelby: {
    references: (block) => [
      ...ids('organizations', block.handoff.helplines, '/handoff/helplines'),
      ...block.paths.flatMap((path, index) => ids('organizations', path.helplines ?? [], `/paths/${index}/helplines`)),
    ],
    needs: () => ({ pageFacts: true, warningKnowledge: true, requires: ['warningSigns', 'warningLookAlikes'] }),
  },
  'smart-nudge': { needs: (block) => ({ smartNudge: { visitGuide: block.visitGuide }, requires: ['smartNudge', 'carePlanner'] }) },
  'warning-signs': { references: (block) => ids('warningSigns', block.signs, '/signs') },
}

/**
 * Whether a block of one type responds to the reader in the browser (state, effects, event handlers): `true`,
 * `false`, or decided by the block's data. Only blocks that do are hydrated when a prerendered page loads; the
 * others keep their prerendered HTML and never run React (no render, no style serialisation), which is most of a
 * content page. Links inside them still navigate client-side (the app handles their clicks for them).
 */
export type Interactivity<T extends BlockType> = boolean | ((block: BlockOfType<T>) => boolean)

/** True when an action is a coming-soon button (its tooltip needs a script); a link action needs none. */
function hasComingSoon(actions: readonly (Action | undefined)[]): boolean {
  return actions.some((action) => action !== undefined && !('href' in action))
}

/**
 * The table's third column: whether a block of each type must be hydrated in the browser. One entry per block type (a mapped type over the generated Block union: a new block type fails to compile until
 * it says whether it is interactive). Interactive tools (rows of {@link blockTools}) are always `true`. A container
 * (section, tabs) answers for itself only: its nested blocks answer for themselves (see needsHydration in src/blocks/hydration.ts).
 */
export const blockInteractivity: { [T in BlockType]: Interactivity<T> } = {
  'action-row': (block) => hasComingSoon(block.actions),
  'call-to-action': (block) => hasComingSoon(block.actions),
  'card-grid': (block) => hasComingSoon(block.cards.map((card) => card.action)),
  'care-planner': true,
  'coming-soon': false,
  'gift-idea-list': true,
  'gift-registry': true,
  hero: false,
  list: false,
  'match-start': true,
  'meal-day': false,
  notice: false,
  'organization-list': false,
  'print-button': true,
  'program-finder': true,
  'recipe-list': false,
  'resource-list': false,
  'save-offline': true,
  'saved-pages': true,
  search: true,
  section: false,
  shelby: true,
  'smart-nudge': true,
  'shopping-list': false,
  sources: false,
  stats: false,
  // Tab selection, arrow keys and opening the tab a link names.
  tabs: true,
  text: false,
  // Urgent cards: headings, text, tel: links and a native sources disclosure.
  'warning-signs': false,
}

/** The block types that are interactive tools (they have a row in {@link blockTools}), as the compiler sees them. */
export type ToolType = keyof typeof blockTools

/** The block types that are plain components, prerendered and hydrated with the page's own script. */
export type ComponentType = Exclude<BlockType, ToolType>

/** {@link blockTools} as a lookup by any block type: undefined for a plain block. */
export const toolLookup: { readonly [T in BlockType]?: LazyBlock<T> } = blockTools

/** True when `type` names an interactive block type (a tool with a chunk of its own). */
export function isToolType(type: BlockType): boolean {
  return toolLookup[type] !== undefined
}

/** True when the blocks (nested ones included) use at least one interactive block type. */
export function usesInteractiveBlocks(blocks: readonly Block[]): boolean {
  return blockTypesIn(blocks).some(isToolType)
}

/** The names of the interactive block types, in the table's order. */
export function toolTypes(): BlockType[] {
  return Object.keys(toolLookup).filter((type): type is BlockType => Object.hasOwn(toolLookup, type))
}

/** True when a block of this type names library entries or needs more of site.json (it has a row in {@link blockLibraryUse}). */
export function usesLibrary(type: BlockType): boolean {
  return blockLibraryUse[type] !== undefined
}

/** The library entries a block names by id, with pointers below the block; empty for most block types. */
export function referencesOf<T extends BlockType>(type: T, block: BlockOfType<T>): LibraryReference[] {
  return blockLibraryUse[type]?.references?.(block) ?? []
}

/** What a block needs of site.json besides the entries it names; `{}` for most block types. */
export function needsOf<T extends BlockType>(type: T, block: BlockOfType<T>): LibraryNeeds {
  return blockLibraryUse[type]?.needs?.(block) ?? {}
}
