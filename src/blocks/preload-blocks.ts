import type { Block } from '../generated/manifest.ts'
import { blockRegistry } from './registry.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'

/** The names of the block types whose registry entry is a lazily loaded chunk (interactive blocks). */
export function interactiveBlockTypes(): string[] {
  return Object.entries(blockRegistry)
    .filter(([, entry]) => 'lazy' in entry)
    .map(([type]) => type)
}

/** True when the blocks (nested ones included) use at least one interactive block type. */
export function usesInteractiveBlocks(blocks: readonly Block[]): boolean {
  return blockTypesIn(blocks).some((type) => 'lazy' in blockRegistry[type])
}

/**
 * Loads the chunks of the interactive blocks among `blocks` (nested ones included), so the route can render them
 * synchronously. Resolves at once when there are none.
 * @throws (rejects) when a chunk cannot be fetched.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all(
    blockTypesIn(blocks).map((type) => {
      const entry = blockRegistry[type]
      return 'lazy' in entry ? entry.load() : undefined
    }),
  )
}

/** Loads every interactive block's module: the prerender and the tests render any route synchronously after it. */
export async function preloadAllBlocks(): Promise<void> {
  await Promise.all(Object.values(blockRegistry).map((entry) => ('lazy' in entry ? entry.load() : undefined)))
}
