import { Heading } from '../ui/heading.tsx'
import { Readable } from '../ui/layout.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

/** A bulleted (or, with `ordered`, numbered) list under an optional heading. */
export function List({ block }: BlockProps<'list'>) {
  const Tag = block.ordered ? 'ol' : 'ul'
  return (
    <BlockFrame>
        <Readable>
          {block.heading ? <Heading>{block.heading}</Heading> : null}
          <Tag>
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </Tag>
        </Readable>
      </BlockFrame>
  )
}
