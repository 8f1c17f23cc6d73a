import styled from '@emotion/styled'
import type { Program, ProgramFinderWords } from '../../generated/manifest.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import { countText } from '../shared/text.ts'
import { StartFacts, StartSteps } from './program-card.tsx'

const Plan = styled.section({
  marginTop: space.xl,
  background: colors.surface,
  border: `2px solid ${colors.primary}`,
  borderRadius: '0.75rem',
  padding: space.lg,
  '& h3, & h4, & h5': { margin: `0 0 ${space.xs}` },
  '@media print': { border: 0, padding: 0, marginTop: 0 },
})

const Items = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.lg })

const Item = styled.li({
  borderTop: `1px solid ${colors.border}`,
  paddingTop: space.md,
  '& ol, & ul': { margin: `${space.xs} 0`, paddingLeft: '1.25rem' },
})

const Organization = styled.p({ color: colors.muted, fontWeight: 600, margin: 0 })

const Lines = styled.p({
  display: 'none',
  '@media print': { display: 'block', minHeight: '4rem', borderBottom: '1px solid #000' },
})

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: `${space.md} 0` })

const Button = styled.button(buttonStyles('primary'))

const SecondaryButton = styled.button(buttonStyles('secondary'))

const Small = styled.p({ color: colors.muted, fontSize: '0.95rem' })

/** One program in the plan, with the name of its organization. */
export interface PlanEntry {
  id: string
  program: Program
  organizationName: string
}

/**
 * The call plan: the programs the reader added, each with how to start (start page, phone, hours), what they will
 * be asked, the steps, and on paper a space for notes and the date called. Print and clear buttons; where the
 * plan lives (the address's fragment). The heading takes focus when the reader jumps here.
 */
export function CallPlan({
  headingId,
  entries,
  words,
  onRemove,
  onClear,
}: {
  headingId: string
  entries: readonly PlanEntry[]
  words: ProgramFinderWords
  onRemove: (id: string) => void
  onClear: () => void
}) {
  const site = useSite()
  const plan = words.shortlist
  return (
    <Plan data-call-plan="" aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {plan.heading}
      </Heading>
      {entries.length === 0 ? (
        <p>{plan.empty}</p>
      ) : (
        <>
          <p>{countText(plan.count, entries.length, site.lang)}</p>
          <p>{plan.intro}</p>
          <Row data-screen-only="">
            <Button type="button" onClick={() => window.print()}>
              {plan.print}
            </Button>
            <SecondaryButton type="button" onClick={onClear}>
              {plan.clear}
            </SecondaryButton>
          </Row>
          <NestedHeadings>
            <Items>
              {entries.map(({ id, program, organizationName }) => (
                <Item key={id} data-print-group="" data-plan-item={id}>
                  <Organization>{organizationName}</Organization>
                  <Heading>{program.name}</Heading>
                  <StartFacts program={program} words={words} />
                  <p>
                    <strong>{words.facts.asked}</strong>
                  </p>
                  {program.askedWhenYouStart ? (
                    <ul>
                      {program.askedWhenYouStart.map((item, index) => (
                        <li key={index}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>{words.askedUnknown}</p>
                  )}
                  <StartSteps program={program} words={words} />
                  {program.caution ? (
                    <p>
                      <strong>{words.caution}:</strong> {program.caution}
                    </p>
                  ) : null}
                  <Small>
                    {words.facts.sources}:{' '}
                    {program.sources.map((source, index) => (
                      <span key={index}>
                        {index > 0 ? '; ' : null}
                        <SmartLink href={source.href}>{source.title}</SmartLink>
                      </span>
                    ))}
                    . {words.facts.lastVerified}: <time dateTime={program.lastVerified}>{readableDate(program.lastVerified, site.lang)}</time>
                  </Small>
                  <Lines>{plan.called}:</Lines>
                  <Lines>{plan.notes}:</Lines>
                  <SecondaryButton type="button" onClick={() => onRemove(id)} aria-label={`${plan.remove}: ${program.name}`} data-screen-only="">
                    {plan.remove}
                  </SecondaryButton>
                </Item>
              ))}
            </Items>
          </NestedHeadings>
        </>
      )}
      <Small>{plan.privacy}</Small>
    </Plan>
  )
}
