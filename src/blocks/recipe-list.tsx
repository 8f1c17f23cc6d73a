import styled from '@emotion/styled'
import type { Recipe as RecipeData } from '../generated/manifest.ts'
import { useLibrary } from '../app/library-context.tsx'
import { useUiText } from '../ui/site-context.tsx'
import { colors, minWidth, space } from '../ui/theme.ts'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

const Recipes = styled.div({ display: 'grid', gap: space.lg })

const Article = styled.article({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
  breakInside: 'avoid',
})

const DayLabel = styled.p({ margin: 0, fontSize: '0.9rem', fontWeight: 700, color: colors.primary })

const Facts = styled.dl({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  margin: `0 0 ${space.md}`,
  '& div': { display: 'flex', gap: space.xs },
  '& dt': { fontWeight: 700 },
  '& dd': { margin: 0 },
})

const Columns = styled.div({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(768)]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  '& h3, & h4, & h5, & h6': { fontSize: '1.05rem' },
  '& ul, & ol': { paddingLeft: '1.25rem', margin: 0 },
  '& li + li': { marginTop: space.xs },
})

function Recipe({ recipe, day }: { recipe: RecipeData; day: string | undefined }) {
  const ui = useUiText()
  return (
    <Article>
      {day ? <DayLabel>{day}</DayLabel> : null}
      <Heading>{recipe.title}</Heading>
      <Facts>
        <div>
          <dt>{ui.servings}:</dt>
          <dd>{recipe.servings}</dd>
        </div>
        <div>
          <dt>{ui.prepTime}:</dt>
          <dd>{recipe.prepTime}</dd>
        </div>
      </Facts>
      {/* Every recipe has an "Ingredients" and an "Instructions" heading: scoped by the recipe's title, their ids stay
          unique on a page with several recipes (and stable, for links to them). */}
      <NestedHeadings when={false} scope={recipe.title}>
        <Columns>
          <div>
            <Heading offset={1}>{ui.ingredients}</Heading>
            <ul>
              {recipe.ingredients.map((ingredient, index) => (
                <li key={index}>{ingredient}</li>
              ))}
            </ul>
          </div>
          <div>
            <Heading offset={1}>{ui.instructions}</Heading>
            <ol>
              {recipe.instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </div>
        </Columns>
      </NestedHeadings>
    </Article>
  )
}

/**
 * Recipes named by id from the manifest's library, each an article with its day label, servings, prep time,
 * ingredients and numbered instructions.
 */
export function RecipeList({ block }: BlockProps<'recipe-list'>) {
  const library = useLibrary()
  return (
    <BlockFrame>
        {block.heading ? <Heading>{block.heading}</Heading> : null}
        <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
          <Recipes>
            {block.recipes.map((entry, index) => (
              <Recipe key={index} recipe={library.recipe(entry.recipe)} day={entry.day} />
            ))}
          </Recipes>
        </NestedHeadings>
      </BlockFrame>
  )
}
