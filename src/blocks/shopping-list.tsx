import styled from '@emotion/styled'
import { colors, minWidth, space } from '../ui/theme.ts'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Categories = styled.div({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(640)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

const Category = styled.section({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
  breakInside: 'avoid',
  '& h3, & h4, & h5': { fontSize: '1.15rem', color: colors.primary },
  '& ul': { margin: 0, paddingLeft: '1.25rem' },
})

/** A week's shopping, one card per category with its items. */
export function ShoppingList({ block }: BlockProps<'shopping-list'>) {
  return (
    <BlockFrame>
        <Heading>{block.heading}</Heading>
        <NestedHeadings scope={block.heading}>
          <Categories>
            {block.categories.map((category, index) => (
              <Category key={index}>
                <Heading>{category.name}</Heading>
                <ul>
                  {category.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{item}</li>
                  ))}
                </ul>
              </Category>
            ))}
          </Categories>
        </NestedHeadings>
      </BlockFrame>
  )
}
