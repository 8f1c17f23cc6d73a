import styled from '@emotion/styled'
import { colors, space } from '../ui/theme.ts'
import { Heading } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Card = styled.div({
  maxWidth: '36rem',
  marginInline: 'auto',
  textAlign: 'center',
  padding: space.xl,
  borderRadius: '0.75rem',
  border: `2px dashed ${colors.border}`,
  background: colors.surface,
  '& p': { margin: 0, color: colors.muted },
})

/** A card saying a part of the site is still being written. */
export function ComingSoon({ block }: BlockProps<'coming-soon'>) {
  return (
    <BlockFrame>
        <Card>
          <Heading>{block.heading}</Heading>
          {block.text ? <p>{block.text}</p> : null}
        </Card>
      </BlockFrame>
  )
}
