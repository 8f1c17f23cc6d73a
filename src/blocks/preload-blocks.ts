import type { Block } from '../generated/manifest.ts'
import { blockTools, toolLookup } from './block-definitions.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'

/**
 * Loads the chunks of the interactive blocks among `blocks` (nested ones included), so the route can render them
 * synchronously. Resolves at once when there are none.
 * @throws (rejects) when a chunk cannot be fetched.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all(blockTypesIn(blocks).map((type) => toolLookup[type]?.load()))
}

/** Loads every interactive block's module: the prerender and the tests render any route synchronously after it. */
export async function preloadAllBlocks(): Promise<void> {
  await Promise.all(Object.values(blockTools).map((tool) => tool.load()))
}
