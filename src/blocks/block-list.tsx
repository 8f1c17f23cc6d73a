import type { Block } from '../generated/manifest.ts'
import { blockRegistry, type BlockRegistry } from './registry.ts'
import type { BlockType } from './block-props.ts'

function RegisteredBlock<T extends BlockType>({ type, block }: { type: T; block: Parameters<BlockRegistry[T]>[0]['block'] }) {
  const Component: BlockRegistry[T] = blockRegistry[type]
  return <Component block={block} />
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
