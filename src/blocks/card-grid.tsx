import styled from '@emotion/styled'
import type { Card as CardData } from '../generated/manifest.ts'
import { colors, minWidth, space } from '../ui/theme.ts'
import { ActionButton } from '../ui/action-button.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'
import { Image } from './image.tsx'

const Grid = styled.ul<{ $layout: 'even' | 'two-then-rest' }>(({ $layout }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(640)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [minWidth(1024)]:
    $layout === 'two-then-rest'
      ? { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', '& > li:nth-of-type(-n + 2)': { gridColumn: 'span 2' } }
      : { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}))

const CardItem = styled.li({
  display: 'flex',
  flexDirection: 'column',
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  overflow: 'hidden',
})

const CardImage = styled(Image)({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' })

const CardBody = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  flex: 1,
  padding: space.lg,
  '& > :last-child': { marginTop: 'auto' },
})

const Label = styled.p({
  margin: 0,
  fontSize: '0.9rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: colors.primary,
})

const Title = styled(Heading)({ fontSize: '1.3rem', margin: 0 })

const Description = styled.p({ margin: 0, color: colors.muted })

const Features = styled.ul({ margin: 0, paddingLeft: '1.25rem', color: colors.muted })

const ActionSlot = styled.div({ paddingTop: space.md })

const Intro = styled.p({ color: colors.muted, maxWidth: '44rem' })

/** Cards at the top of a grid whose images load at once: on a phone the first is on screen, on a desktop three. */
const eagerImageCards = 3

function Card({ card, eagerImage }: { card: CardData; eagerImage: boolean }) {
  return (
    <CardItem>
      {card.image ? <CardImage image={card.image} loading={eagerImage ? 'eager' : 'lazy'} /> : null}
      <CardBody>
        {card.label ? <Label>{card.label}</Label> : null}
        <Title>{card.title}</Title>
        <Description>{card.description}</Description>
        {card.features ? (
          <Features>
            {card.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </Features>
        ) : null}
        {card.action ? (
          <ActionSlot>
            <ActionButton action={card.action} context={card.title} />
          </ActionSlot>
        ) : null}
      </CardBody>
    </CardItem>
  )
}

/**
 * A list of cards in a responsive grid: one column on phones, two on tablets, three (or two wide then four)
 * on desktops. Each card's button carries the card's title for screen readers and search engines, so several
 * "Explore" buttons are never ambiguous.
 */
export function CardGrid({ block }: BlockProps<'card-grid'>) {
  return (
    <BlockFrame>
        {block.heading ? <Heading>{block.heading}</Heading> : null}
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
          <Grid $layout={block.layout ?? 'even'}>
            {block.cards.map((card, index) => (
              <Card key={index} card={card} eagerImage={index < eagerImageCards} />
            ))}
          </Grid>
        </NestedHeadings>
      </BlockFrame>
  )
}
