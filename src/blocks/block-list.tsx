import { createElement } from 'react'
import type { Block } from '../generated/manifest.ts'
import { BlockSlot } from './block-slot.tsx'
import { componentLookup } from './registry.ts'
import { toolLookup } from './block-definitions.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import type { BlockComponent } from './lazy-block.ts'

/**
 * The component for a block type: a tool's loaded chunk (its row in the block definitions has a `tool`), or the
 * registry's component. A tool's chunk must have loaded first (see preloadBlocks, which the prerender, hydration
 * and client-side navigation all await before rendering a route).
 * @throws when a tool's chunk has not loaded (a wiring mistake, shown by the error boundary), or when a block type
 *   has neither a tool nor a component (the registry's type prevents that at compile time).
 */
function componentFor<T extends BlockType>(type: T): BlockComponent<T> {
  const tool = toolLookup[type]
  if (tool) {
    if (tool.component) return tool.component
    throw new Error(`The "${type}" block's code was not loaded before the page rendered`)
  }
  const component = componentLookup[type]
  if (component) return component
  throw new Error(`The "${type}" block has no component in src/blocks/registry.ts`)
}

function RegisteredBlock<T extends BlockType>({ type, block }: { type: T; block: BlockOfType<T> }) {
  return createElement(componentFor(type), { block })
}

/**
 * Renders blocks in order, each through the component the registry maps its `type` to, in its {@link BlockSlot}
 * (which hydrates the block only if it is interactive, and then on its own).
 * Keys are positions: a page's blocks are static content, never reordered in place.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockSlot key={index} block={block}>
          <RegisteredBlock type={block.type} block={block} />
        </BlockSlot>
      ))}
    </>
  )
}
