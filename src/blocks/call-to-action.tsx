import styled from '@emotion/styled'
import { colors, space } from '../ui/theme.ts'
import { ActionButton } from '../ui/action-button.tsx'
import { Heading } from '../ui/heading.tsx'
import { ButtonRow } from '../ui/layout.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Body = styled.div({
  maxWidth: '44rem',
  marginInline: 'auto',
  textAlign: 'center',
  '& h2, & h3, & h4': { fontSize: 'clamp(1.6rem, 5vw, 2.1rem)', color: colors.primaryHover },
  '& p': { color: colors.muted, fontSize: '1.15rem' },
})

const CenteredRow = styled(ButtonRow)({ justifyContent: 'center', marginTop: space.lg })

/** A centred heading, a few sentences and its buttons (links or coming-soon controls). */
export function CallToAction({ block }: BlockProps<'call-to-action'>) {
  return (
    <BlockFrame>
        <Body>
          <Heading>{block.heading}</Heading>
          {block.body?.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          <CenteredRow>
            {block.actions.map((action, index) => (
              <ActionButton key={index} action={action} />
            ))}
          </CenteredRow>
        </Body>
      </BlockFrame>
  )
}
