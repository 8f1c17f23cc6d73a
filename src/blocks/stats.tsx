import styled from '@emotion/styled'
import { colors, minWidth, space } from '../ui/theme.ts'
import { Heading } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Band = styled(BlockFrame)({ background: colors.tint, textAlign: 'center' })

const Figures = styled.dl({
  display: 'grid',
  gap: space.lg,
  margin: `${space.lg} 0 0`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(640)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})

const Figure = styled.div({ display: 'flex', flexDirection: 'column-reverse', gap: space.xs })

const Value = styled.dd({ margin: 0, fontSize: 'clamp(2rem, 7vw, 2.75rem)', fontWeight: 800, color: colors.primary })

const Label = styled.dt({ color: colors.muted, fontWeight: 600 })

/** A heading and a row of figures; each figure is a term (its label) and its value, read label first. */
export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <Band>
        <Heading>{block.heading}</Heading>
        {block.intro ? <p>{block.intro}</p> : null}
        <Figures>
          {block.items.map((item, index) => (
            <Figure key={index}>
              <Label>{item.label}</Label>
              <Value>{item.value}</Value>
            </Figure>
          ))}
        </Figures>
    </Band>
  )
}
