import { BlockFrame, NestedBlocks } from '../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import type { BlockProps } from './block-props.ts'
import { BlockList } from './block-list.tsx'

/** A group of blocks under an optional heading; the blocks' own headings sit one level below it. */
export function Section({ block }: BlockProps<'section'>) {
  return (
    <BlockFrame>
      <section>
        {block.heading ? <Heading>{block.heading}</Heading> : null}
        <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
          <NestedBlocks>
            <BlockList blocks={block.blocks} />
          </NestedBlocks>
        </NestedHeadings>
      </section>
    </BlockFrame>
  )
}
