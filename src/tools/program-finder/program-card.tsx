import styled from '@emotion/styled'
import { memo } from 'react'
import type { Program, ProgramFinderWords } from '../../generated/manifest.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { Heading } from '../../ui/heading.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import { anyOrLabels, labels, placeText, separator, shortAddress, telHref } from './program-facts.ts'

// The finder shows up to 66 cards at once, 45 to 70 screens of text at 375 px: laying them all out after the first
// paint was the longest task on /match-well/programs (the browser's style and layout, not the script; 135 to 310 ms
// at 4x CPU slowdown, measured 2026-11-24). `content-visibility: auto` lets the browser skip the style, layout and
// paint of cards far from the screen until they come near it, while their text stays in the page for find in page,
// screen readers and links to a card; the intrinsic size stands in for a card not laid out yet (about the median
// card: 1,008 px high at 375 px wide, 652 px at 1280 px; a height only, as an intrinsic width made the grid overflow
// narrow screens), and `auto` keeps the real size once it has been seen.
const Card = styled.li({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 63rem',
  '& p': { margin: `${space.xs} 0` },
  '& h3, & h4, & h5, & h6': { fontSize: '1.2rem', margin: 0 },
  '@media (min-width: 640px)': { padding: space.lg, containIntrinsicBlockSize: 'auto 41rem' },
  '@media print': { contentVisibility: 'visible' },
})

// A note is a sentence of its own ("Their answers page is also in Spanish."), so it starts on its own line rather
// than running on from the list before it.
const FactNote = styled.span({ display: 'block' })

const Organization = styled.p({ color: colors.muted, fontWeight: 600, fontSize: '0.95rem' })

const Fits = styled.p({ background: colors.tint, borderRadius: '0.5rem', padding: `${space.xs} ${space.sm}` })

const Caution = styled.p({
  background: colors.safetyBackground,
  color: colors.safetyText,
  borderLeft: `4px solid ${colors.safetyBorder}`,
  padding: `${space.xs} ${space.sm}`,
})

export const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  margin: `${space.sm} 0`,
  // A label never breaks inside a word ("Language" / "s" at 375 px): the few longer than the column ("Languages",
  // "community") run up to 9 px into the 16 px gap instead, which leaves the values' column, and its links, as it is.
  '& dt': { fontWeight: 700, overflowWrap: 'normal' },
  '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(8rem, 11rem) minmax(0, 1fr)' },
})

const More = styled.details({
  marginTop: space.sm,
  '& summary': { cursor: 'pointer', fontWeight: 600, color: colors.primary, minHeight: '2.75rem', display: 'flex', alignItems: 'center' },
  '& ol, & ul': { margin: `${space.xs} 0`, paddingLeft: '1.25rem' },
})

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', marginTop: space.sm })

const PlanButton = styled.button(buttonStyles('secondary'))

const PlainList = styled.ul({ margin: 0, paddingLeft: '1.25rem' })

/** The words before a program's name: its organization's name. */
export function ProgramFacts({ program, words }: { program: Program; words: ProgramFinderWords }) {
  const groups = words.groups
  const who = program.kind === 'volunteering' ? words.volunteerWho : groups.who.label
  return (
    <Facts>
      <dt>{who}</dt>
      <dd>
        {labels(groups.who.options, program.serves).join(separator)}
        {program.ageNotes ? ` (${program.ageNotes})` : null}
      </dd>
      <dt>{words.facts.languages}</dt>
      <dd>
        {labels(groups.lang.options, program.languages).join(separator)}
        {program.languageNotes ? <FactNote> {program.languageNotes}</FactNote> : null}
      </dd>
      <dt>{groups.format.label}</dt>
      <dd>{labels(groups.format.options, program.formats).join(separator)}</dd>
      <dt>{words.facts.cost}</dt>
      <dd>
        {program.cost ? groups.cost.options[program.cost]?.label : words.costUnknown}
        {program.costNotes ? <FactNote> {program.costNotes}</FactNote> : null}
      </dd>
      <dt>{words.facts.where}</dt>
      <dd>{placeText(program, words)}</dd>
      {program.eligibility ? (
        <>
          <dt>{words.facts.limits}</dt>
          <dd>
            <PlainList>
              {program.eligibility.map((limit, index) => (
                <li key={index}>{limit}</li>
              ))}
            </PlainList>
          </dd>
        </>
      ) : null}
    </Facts>
  )
}

/** How to start: the start page, and the phone number with its hours (or where to find them). */
export function StartFacts({ program, words }: { program: Program; words: ProgramFinderWords }) {
  return (
    <Facts>
      <dt>{words.facts.website}</dt>
      <dd>
        <SmartLink href={program.start.href}>{shortAddress(program.start.href)}</SmartLink>
      </dd>
      {program.start.phone ? (
        <>
          <dt>{words.facts.phone}</dt>
          <dd>
            <SmartLink href={telHref(program.start.phone)}>{program.start.phone}</SmartLink>
          </dd>
          <dt>{words.facts.hours}</dt>
          <dd>{program.start.hours ?? words.hoursUnknown}</dd>
        </>
      ) : null}
    </Facts>
  )
}

/** "How to start" and the steps, in order, when the program has them (nothing otherwise). */
export function StartSteps({ program, words }: { program: Program; words: ProgramFinderWords }) {
  if (!program.start.steps) return null
  return (
    <>
      <p>
        <strong>{words.facts.start}</strong>
      </p>
      <ol>
        {program.start.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </>
  )
}

/** The pages a program's facts came from, and when they were last checked. */
export function ProgramSources({ program, words }: { program: Program; words: ProgramFinderWords }) {
  const site = useSite()
  return (
    <>
      <p>
        <strong>{words.facts.sources}</strong>
      </p>
      <ul>
        {program.sources.map((source, index) => (
          <li key={index}>
            <SmartLink href={source.href}>{source.title}</SmartLink>
          </li>
        ))}
      </ul>
      <p>
        {words.facts.lastVerified}: <time dateTime={program.lastVerified}>{readableDate(program.lastVerified, site.lang)}</time>
      </p>
    </>
  )
}

/**
 * One program: its organization and name, why it fits the reader's choices, what it offers, a warning when our
 * sources are old, the facts to compare (who, languages, how, cost, where, limits), how to start, and a fold with
 * the rest (cancer types, stage, community, what they ask, the steps, the sources and the date last checked).
 * The call plan button needs a script and is hidden without one. Memoised: the finder re-renders when the plan, the
 * filters or the announcement change, and a card renders again only when its own props did.
 */
export const ProgramCard = memo(function ProgramCard({
  id,
  program,
  organizationName,
  fits,
  words,
  inPlan,
  onTogglePlan,
}: {
  id: string
  program: Program
  organizationName: string
  fits: readonly string[]
  words: ProgramFinderWords
  inPlan: boolean
  onTogglePlan: (id: string) => void
}) {
  const groups = words.groups
  return (
    <Card data-print-group="" data-program={id}>
      <Organization>{organizationName}</Organization>
      <Heading>{program.name}</Heading>
      {fits.length > 0 ? (
        <Fits>
          <strong>{words.whyFits}:</strong> {fits.join(separator)}
        </Fits>
      ) : null}
      <p>{program.summary}</p>
      {program.caution ? (
        <Caution>
          <strong>{words.caution}:</strong> {program.caution}
        </Caution>
      ) : null}
      <ProgramFacts program={program} words={words} />
      <StartFacts program={program} words={words} />
      <More>
        <summary>{words.details}</summary>
        <Facts>
          <dt>{groups.cancer.label}</dt>
          <dd>
            {anyOrLabels(program.cancerTypes, groups.cancer.options, groups.cancer.anyFit)}
            {program.cancerTypeNotes ? <FactNote> {program.cancerTypeNotes}</FactNote> : null}
          </dd>
          <dt>{groups.stage.label}</dt>
          <dd>{anyOrLabels(program.stages, groups.stage.options, groups.stage.anyFit)}</dd>
          <dt>{groups.phase.label}</dt>
          <dd>{anyOrLabels(program.phases, groups.phase.options, groups.phase.anyFit)}</dd>
          {program.communities ? (
            <>
              <dt>{groups.community.label}</dt>
              <dd>{labels(groups.community.options, program.communities).join(separator)}</dd>
            </>
          ) : null}
          {program.ages ? (
            <>
              <dt>{groups.age.label}</dt>
              <dd>{labels(groups.age.options, program.ages).join(separator)}</dd>
            </>
          ) : null}
          {program.faith ? (
            <>
              <dt>{words.facts.faith}</dt>
              <dd>{program.faith}</dd>
            </>
          ) : null}
          {program.askedWhenYouStart ? (
            <>
              <dt>{words.facts.asked}</dt>
              <dd>
                <PlainList>
                  {program.askedWhenYouStart.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </PlainList>
              </dd>
            </>
          ) : null}
        </Facts>
        <StartSteps program={program} words={words} />
        <ProgramSources program={program} words={words} />
      </More>
      <Actions data-needs-script="">
        <PlanButton
          type="button"
          onClick={() => onTogglePlan(id)}
          aria-label={`${inPlan ? words.shortlist.remove : words.shortlist.add}: ${program.name}`}
        >
          {inPlan ? words.shortlist.remove : words.shortlist.add}
        </PlanButton>
      </Actions>
    </Card>
  )
})
