import styled from '@emotion/styled'
import { useLibrary } from '../../app/library-context.tsx'
import { colors, minWidth, space } from '../../ui/theme.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { Readable } from '../../ui/layout.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { giftIdea, type GiftIdea } from './ideas.ts'

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(640)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [minWidth(1024)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

const Card = styled.li({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
})

const Title = styled(Heading)({ fontSize: '1.3rem', margin: 0 })

const Text = styled.p({ margin: 0, color: colors.muted })

const Label = styled.p({ margin: `${space.xs} 0 0`, fontWeight: 700, color: colors.text })

const Points = styled.ul({ margin: 0, paddingLeft: '1.25rem', color: colors.muted, '& li + li': { marginTop: space.xs } })

const Intro = styled.p({ color: colors.muted, maxWidth: '44rem' })

const PlainList = styled.ul({ '& li + li': { marginTop: space.sm } })

interface Shown {
  check: boolean
  avoid: boolean
  checkLabel?: string
  avoidLabel?: string
}

function PointList({ label, items }: { label?: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <>
      {label ? <Label>{label}</Label> : null}
      <Points>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Points>
    </>
  )
}

function IdeaCard({ idea, shown }: { idea: GiftIdea; shown: Shown }) {
  return (
    <Card>
      <Title>{idea.title}</Title>
      <Text>{idea.why}</Text>
      {shown.check ? <PointList label={shown.checkLabel} items={idea.check} /> : null}
      {shown.avoid ? <PointList label={shown.avoidLabel} items={idea.avoid} /> : null}
    </Card>
  )
}

/**
 * Gift ideas from site.json's `giftIdeas`, named by id: cards (title, why it helps, what to check, and what to
 * avoid when the block asks) in a grid like a card-grid, or a plain list with each title in bold. The Wishing
 * Well guides show their ideas with it, so the guides and the registry builder read the same words. A chunk of its
 * own (it is not interactive), so the guides' data costs other pages nothing.
 */
export function GiftIdeaList({ block }: BlockProps<'gift-idea-list'>) {
  const { giftIdeas } = useLibrary()
  const ideas = block.ideas.map((id) => giftIdea(giftIdeas, id))
  const shown: Shown = {
    check: block.showCheck ?? true,
    avoid: block.showAvoid ?? false,
    checkLabel: block.checkLabel,
    avoidLabel: block.avoidLabel,
  }

  if (block.layout === 'list') {
    return (
      <BlockFrame>
        <Readable>
          {block.heading ? <Heading>{block.heading}</Heading> : null}
          {block.intro ? <Intro>{block.intro}</Intro> : null}
          <PlainList>
            {ideas.map((idea, index) => {
              const more = [...(shown.check ? idea.check : []), ...(shown.avoid ? idea.avoid : [])]
              return (
                <li key={index}>
                  <strong>{idea.title}.</strong> {[idea.why, ...more].join(' ')}
                </li>
              )
            })}
          </PlainList>
        </Readable>
      </BlockFrame>
    )
  }

  return (
    <BlockFrame>
      {block.heading ? <Heading>{block.heading}</Heading> : null}
      {block.intro ? <Intro>{block.intro}</Intro> : null}
      <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
        <Grid>
          {ideas.map((idea, index) => (
            <IdeaCard key={index} idea={idea} shown={shown} />
          ))}
          {(block.moreCards ?? []).map((card, index) => (
            <Card key={`more-${index}`}>
              <Title>{card.title}</Title>
              <Text>{card.description}</Text>
            </Card>
          ))}
        </Grid>
      </NestedHeadings>
    </BlockFrame>
  )
}
