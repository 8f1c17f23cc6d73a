import type { Block } from '../generated/manifest.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import { blockInteractivity, type Interactivity } from './block-definitions.ts'
import { walkBlocks } from '../manifest/walk-blocks.ts'

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
