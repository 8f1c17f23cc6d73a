import styled from '@emotion/styled'
import { useUiText } from '../ui/site-context.tsx'
import { colors, minWidth, space } from '../ui/theme.ts'
import { Heading } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Day = styled.div({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
})

const DayLabel = styled.span({ display: 'block', fontSize: '0.95rem', color: colors.primary, fontWeight: 700 })

const Meals = styled.dl({
  display: 'grid',
  gap: space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

const Meal = styled.div({ padding: space.md, borderRadius: '0.5rem', background: colors.canvas })

const MealName = styled.dt({
  fontSize: '0.9rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: colors.muted,
})

const Dish = styled.dd({ margin: `${space.xs} 0`, fontWeight: 700, fontSize: '1.1rem' })

const Note = styled.dd({ margin: 0, color: colors.muted })

const mealOrder = ['breakfast', 'lunch', 'dinner', 'snack'] as const

/** One day of a meal plan: its label and menu name as a heading, then the four meals with dish and note. */
export function MealDay({ block }: BlockProps<'meal-day'>) {
  const ui = useUiText()
  return (
    <BlockFrame>
        <Day>
          <Heading>
            <DayLabel>{block.day}</DayLabel>
            {block.title}
          </Heading>
          <Meals>
            {mealOrder.map((meal) => (
              <Meal key={meal}>
                <MealName>{ui[meal]}</MealName>
                <Dish>{block.meals[meal].dish}</Dish>
                <Note>{block.meals[meal].note}</Note>
              </Meal>
            ))}
          </Meals>
        </Day>
      </BlockFrame>
  )
}
