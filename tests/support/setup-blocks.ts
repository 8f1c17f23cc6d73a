// Vitest setup: loads every interactive block's module once, so tests can render any block synchronously, as
// the prerender does after preloadAllBlocks().
import { preloadAllBlocks } from '../../src/blocks/preload-blocks.ts'

await preloadAllBlocks()
