import type { Action, Block } from '../generated/manifest.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import { walkBlocks } from './walk-blocks.ts'

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
 * One entry per block type (a mapped type over the generated Block union: a new block type fails to compile until
 * it says whether it is interactive). Interactive tools (lazy registry entries) are always `true`. A container
 * (section, tabs) answers for itself only: its nested blocks answer for themselves (see {@link needsHydration}).
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

function ownInteractivity<T extends BlockType>(type: T, block: BlockOfType<T>): boolean {
  const rule: Interactivity<T> = blockInteractivity[type]
  return typeof rule === 'function' ? rule(block) : rule
}

/** Whether this block itself responds to the reader (see {@link blockInteractivity}), not counting nested blocks. */
export function isInteractive(block: Block): boolean {
  return ownInteractivity(block.type, block)
}

/**
 * Whether a block must be hydrated: it, or a block nested in it, is interactive. A block for which this is false
 * is plain prerendered HTML in the browser until the reader navigates away.
 */
export function needsHydration(block: Block): boolean {
  let found = false
  walkBlocks([block], (nested) => {
    found ||= isInteractive(nested)
  })
  return found
}
