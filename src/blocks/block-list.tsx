import { createElement } from 'react'
import type { Block } from '../generated/manifest.ts'
import { blockRegistry } from './registry.ts'
import type { BlockOfType, BlockType } from './block-props.ts'

function RegisteredBlock<T extends BlockType>({ type, block }: { type: T; block: BlockOfType<T> }) {
  return createElement(blockRegistry[type], { block })
}

/**
 * Renders blocks in order, each through the component the registry maps its `type` to.
 * Keys are positions: a page's blocks are static content, never reordered in place.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <RegisteredBlock key={index} type={block.type} block={block} />
      ))}
    </>
  )
}
