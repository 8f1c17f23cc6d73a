import styled from '@emotion/styled'
import { space } from '../ui/theme.ts'
import { Heading } from '../ui/heading.tsx'
import { Readable } from '../ui/layout.ts'
import { noticeBoxStyles } from '../ui/notice-styles.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Box = styled.div<{ $tone: 'info' | 'safety' }>(({ $tone }) => ({
  ...noticeBoxStyles($tone),
  padding: space.lg,
  '& h2, & h3, & h4, & h5': { fontSize: '1.2rem' },
  '& p:last-child': { marginBottom: 0 },
}))

/** A boxed message: `info` for disclaimers, `safety` for food-safety and health warnings. */
export function Notice({ block }: BlockProps<'notice'>) {
  return (
    <BlockFrame>
        <Readable>
          <Box $tone={block.tone}>
            <Heading>{block.heading}</Heading>
            {block.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Box>
        </Readable>
      </BlockFrame>
  )
}
