import styled from '@emotion/styled'
import { useId, useState } from 'react'
import { colors, space } from '../../ui/theme.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { countText, fillTemplate } from '../shared/text.ts'
import type { GiftIdea } from '../gift-idea-list/ideas.ts'
import { FactTags, IdeaFacts } from './idea-facts.tsx'
import { addIdea, giftKinds, hasItem, limits, removeItem } from './model.ts'
import { Card, Cards, Muted, Panel, Part, PrimaryButton, Row, Select, Status } from './styles.ts'
import type { OwnerSectionProps } from './words.ts'

/** One category's ideas, folded away until opened. */
const Group = styled.details({
  marginTop: space.md,
  borderTop: `1px solid ${colors.border}`,
  paddingTop: space.sm,
  '& > summary': {
    cursor: 'pointer',
    fontWeight: 700,
    fontSize: '1.15rem',
    color: colors.primary,
    minHeight: '2.75rem',
    display: 'flex',
    alignItems: 'center',
    gap: space.sm,
  },
  '& > summary span': { fontWeight: 400, color: colors.muted, fontSize: '1rem' },
})

const categories = [
  'essentials',
  'surgery-prep-recovery',
  'during-treatment',
  'comforts-encouragement',
  'gifting-made-easy',
  'thoughtful-gestures',
] as const

/**
 * Every gift idea on the site, folded by category (closed until opened, so the page stays short on a phone) and
 * filtered by kind, each with "Add to my list" (or, once added, "Remove"). The idea's words come from site.json's
 * giftIdeas, so they match the guides.
 */
export function PickSection({
  words,
  registry,
  onChange,
  headingId,
}: OwnerSectionProps) {
  const { lang } = useSite()
  const { giftIdeas } = useLibrary()
  const text = words.pick
  const kindId = useId()
  const [kind, setKind] = useState('')
  const full = registry.items.length >= limits.items

  const shown = Object.entries(giftIdeas).filter(([, idea]: [string, GiftIdea]) => !kind || idea.kind === kind)

  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      <p>{text.intro}</p>
      <Muted>{text.tip}</Muted>
      <Panel>
        <Row>
          <label htmlFor={kindId}>{text.kindFilter}</label>
          <Select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{text.kindAll}</option>
            {giftKinds.map((value) => (
              <option key={value} value={value}>
                {words.ideaText.kinds[value]}
              </option>
            ))}
          </Select>
        </Row>
      </Panel>
      <Status role="status">{shown.length === 0 ? text.noMatches : countText(text.shown, shown.length, lang)}</Status>
      <NestedHeadings scope={text.heading}>
        {categories.map((category) => {
          const ideas = shown.filter(([, idea]) => idea.category === category)
          if (ideas.length === 0) return null
          return (
            <Group key={category} data-category={category}>
              <summary>
                {words.ideaText.categories[category]} <span>({countText(text.groupCount, ideas.length, lang)})</span>
              </summary>
              <Cards>
                {ideas.map(([id, idea]) => {
                  const onList = hasItem(registry, id)
                  return (
                    <Card key={id} data-idea={id} data-state={onList ? 'on-list' : undefined}>
                      <Heading id={`registry-idea-${id}`}>{idea.title}</Heading>
                      <FactTags words={words.ideaText} idea={idea} kind={idea.kind} />
                      <p>{idea.why}</p>
                      <IdeaFacts words={words.ideaText} idea={idea} kind={idea.kind} plannerHref={words.plannerHref} />
                      <Row>
                        {onList ? <Status>{text.onListState}</Status> : null}
                        <PrimaryButton
                          type="button"
                          disabled={!onList && full}
                          aria-label={fillTemplate(onList ? text.removeButtonA11y : text.addButtonA11y, { item: idea.title })}
                          onClick={() =>
                            onChange(onList ? removeItem(registry, id) : addIdea(registry, { id, title: idea.title, kind: idea.kind }))
                          }
                        >
                          {onList ? text.removeButton : text.addButton}
                        </PrimaryButton>
                      </Row>
                    </Card>
                  )
                })}
              </Cards>
            </Group>
          )
        })}
      </NestedHeadings>
    </Part>
  )
}
