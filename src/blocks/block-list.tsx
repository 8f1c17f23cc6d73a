import { createElement, use } from 'react'
import type { Block } from '../generated/manifest.ts'
import { BlockSlot } from './block-slot.tsx'
import { componentLookup } from './registry.ts'
import { toolLookup } from './block-definitions.ts'
import type { BlockOfType, BlockType } from './block-props.ts'
import type { BlockComponent } from './lazy-block.ts'

/**
 * Renders a block through its component: the registry's component, or the chunk of a tool or of a plain block the
 * registry loads on demand. Routes load their chunks before they render (see preloadBlocks, which the prerender,
 * hydration and client-side navigation all await); the one case that can find a chunk missing is the last page,
 * shown again (marked busy) while the next one loads, whose blocks with nothing interactive kept their prerendered
 * HTML and never needed their code: the block then waits for its chunk in its own Suspense boundary (BlockSlot).
 * @throws when the block type has neither a tool nor a component (the registry's type prevents that at compile
 *   time), or (through `use`) when its chunk cannot be loaded, for the error boundaries to handle.
 */
function RegisteredBlock<T extends BlockType>({ type, block }: { type: T; block: BlockOfType<T> }) {
  const entry = toolLookup[type] ?? componentLookup[type]
  if (!entry) throw new Error(`The "${type}" block has no component in src/blocks/registry.ts`)
  const component: BlockComponent<T> = 'lazy' in entry ? (entry.component ?? use(entry.load())) : entry
  return createElement(component, { block })
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
