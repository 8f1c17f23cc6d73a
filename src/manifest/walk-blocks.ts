import type { Block } from '../generated/manifest.ts'

/**
 * Calls `visit` for every block in `blocks` and every block nested inside them (a section's blocks, each tab's
 * blocks), depth first, in page order, with the block's JSON Pointer below `pointer` (e.g.
 * "/routes/3/blocks/1/tabs/0/blocks/2"). The one place that knows which block types hold blocks.
 */
export function walkBlocks(blocks: readonly Block[], visit: (block: Block, pointer: string) => void, pointer = ''): void {
  blocks.forEach((block, index) => {
    const blockPointer = `${pointer}/${index}`
    visit(block, blockPointer)
    if (block.type === 'section') walkBlocks(block.blocks, visit, `${blockPointer}/blocks`)
    if (block.type === 'tabs') {
      block.tabs.forEach((tab, tabIndex) => walkBlocks(tab.blocks, visit, `${blockPointer}/tabs/${tabIndex}/blocks`))
    }
  })
}

/** The block types used in `blocks` (nested ones included), each once, in order of first appearance. */
export function blockTypesIn(blocks: readonly Block[]): Block['type'][] {
  const types = new Set<Block['type']>()
  walkBlocks(blocks, (block) => types.add(block.type))
  return [...types]
}
