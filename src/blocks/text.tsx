import { Heading } from '../ui/heading.tsx'
import { Readable } from '../ui/layout.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

/** Paragraphs of plain text under an optional heading, at a readable line length. */
export function Text({ block }: BlockProps<'text'>) {
  return (
    <BlockFrame>
        <Readable>
          {block.heading ? <Heading>{block.heading}</Heading> : null}
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Readable>
      </BlockFrame>
  )
}
