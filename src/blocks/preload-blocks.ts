import type { Block } from '../generated/manifest.ts'
import { blockTools, toolLookup } from './block-definitions.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'
import { componentLookup, isLazy, lazyComponentTypes } from './registry.ts'
import type { BlockType } from './block-props.ts'

function loadType<T extends BlockType>(type: T): Promise<unknown> | undefined {
  const entry = toolLookup[type] ?? componentLookup[type]
  return isLazy(entry) ? entry.load() : undefined
}

/**
 * Loads the chunks of the blocks among `blocks` (nested ones included) that have one (tools, and the plain block
 * types the registry loads on demand), so the route can render them synchronously. Resolves at once when there
 * are none.
 * @throws (rejects) when a chunk cannot be fetched.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all(blockTypesIn(blocks).map(loadType))
}

/** Loads every block chunk: the prerender and the tests render any route synchronously after it. */
export async function preloadAllBlocks(): Promise<void> {
  await Promise.all([...Object.values(blockTools).map((tool) => tool.load()), ...lazyComponentTypes().map(loadType)])
}
