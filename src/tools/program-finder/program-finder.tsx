import { Global } from '@emotion/react'
import styled from '@emotion/styled'
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Program } from '../../generated/manifest.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors, minWidth, space } from '../../ui/theme.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { useQueryString, writeQuery } from '../shared/url-state.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { CallPlan, type PlanEntry } from './call-plan.tsx'
import { FilterPanel, shownFilterKeys, wideScreen } from './filter-panel.tsx'
import {
  allowedValues,
  filterKeys,
  filterParams,
  findPrograms,
  optionsOf,
  hasFilters,
  readFilters,
  toggledFilter,
  withFilter,
  type Filters,
} from './filters.ts'
import { useFinderLibrary } from './finder-library.ts'
import { ProgramCard } from './program-card.tsx'
import { labels, separator } from './program-facts.ts'
import { callPlanFormat, knownPlan, planDocument, toggledPlan, type CallPlan as CallPlanData } from './shortlist.ts'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { useFragmentDocument } from '../shared/use-fragment-document.ts'
import { whyItFits } from './why-fits.ts'

const Intro = styled.p({ maxWidth: '44rem' })

const Note = styled.p({ color: colors.muted, maxWidth: '44rem' })

const Layout = styled.div({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  [minWidth(wideScreen)]: { gridTemplateColumns: 'minmax(16rem, 1fr) minmax(0, 2.4fr)' },
})

const Status = styled.p({ fontWeight: 700, fontSize: '1.1rem', margin: `${space.md} 0 ${space.xs}` })

const Chosen = styled.p({ color: colors.muted, margin: `0 0 ${space.sm}` })

const PlanBar = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  background: colors.tint,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
  marginBottom: space.md,
})

const PlanBarButton = styled.button(buttonStyles('secondary'))

const KindSection = styled.section({ marginBottom: space.xl, '& > h3, & > h4': { marginTop: 0 } })

const Cards = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md })

const LiveRegion = styled.p(visuallyHidden)

/** Why a program fits when no filter is chosen: nothing (one array, so cards see the same props every time). */
const noFits: readonly string[] = []

/** On paper, while the call plan holds programs, only the plan prints (not the rest of the page's blocks). */
const printOnlyThePlan = {
  '@media print': {
    'body:has([data-call-plan-active]) [data-pagefind-body] > :not(:has([data-call-plan-active])):not([data-print-only])': {
      display: 'none !important',
    },
  },
}

/**
 * The program-finder block (Match Well): real support programs from site.json's `programs`, filtered by the
 * reader's choices, which live in the query string (shareable, bookmarkable, Back and Forward walk through them),
 * grouped by kind of help, each with a line saying why it fits. A call plan of chosen programs lives in the
 * fragment, which no browser sends to a server, and prints. Nothing is stored and nothing is sent: filtering
 * happens in the page with the programs it already holds.
 *
 * Server-safe: the prerender (and the first render while hydrating) shows every program of the finder's kinds,
 * which is also what a reader without JavaScript gets; the filters and the call plan need a script.
 */
export function ProgramFinder({ block }: BlockProps<'program-finder'>) {
  const site = useSite()
  const library = useFinderLibrary()
  const { words, shared } = library
  const presetKinds = block.preset?.kind
  const allowed = useMemo(() => allowedValues(words, presetKinds), [words, presetKinds])
  const programs = useMemo(
    () => Object.fromEntries(Object.entries(library.programs).filter(([, program]) => allowed.kind.includes(program.kind))),
    [library.programs, allowed],
  )
  const programIds = useMemo(() => Object.keys(programs), [programs])
  const organizationName = library.organizationName
  const sortName = useCallback((program: Program) => `${organizationName(program.organization)} ${program.name}`, [organizationName])

  const query = useQueryString()
  const reading = useMemo(() => readFilters(query, allowed), [query, allowed])
  const filters = reading.filters
  const active = hasFilters(filters)
  const shownKeys = useMemo(() => shownFilterKeys(allowed, filterKeys), [allowed])

  const found = useMemo(() => findPrograms(programs, filters, sortName), [programs, filters, sortName])
  // The call plan: opened from the address once the page runs (so the prerendered page and the first render
  // agree), then kept here and in the fragment by the shared fragment-document hook (which also puts it back when
  // a filter rewrites the query string).
  const [plan, setPlan] = useState<string[]>([])
  const [planIgnored, setPlanIgnored] = useState(false)
  const [running, setRunning] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const planHeadingId = useId()
  const openPlan = useCallback(
    (opened: CallPlanData) => {
      const read = knownPlan(opened.programs, programIds)
      setPlan(read.ids)
      setPlanIgnored(read.ignoredSomething)
    },
    [programIds],
  )
  const planDoc = useMemo(() => planDocument(plan), [plan])
  const planLink = useFragmentDocument({ format: callPlanFormat, document: planDoc, onOpen: openPlan })

  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks that the page runs (after hydration): the first render must match the prerendered page
  useEffect(() => setRunning(true), [])

  const setFilters = (next: Filters) => writeQuery(filterParams(next, allowed), { push: true })

  const togglePlan = (id: string) => {
    const program = programs[id]
    if (!program) return
    const inPlan = plan.includes(id)
    setPlan(toggledPlan(plan, id))
    setAnnouncement(fillTemplate(inPlan ? words.shortlist.removed : words.shortlist.added, { name: program.name }))
  }

  // Cards get one toggle function for the page's life (calling the latest togglePlan), so a change of the plan or
  // the announcement re-renders only the cards whose own props changed (see ProgramCard's memo): re-rendering all
  // 66 cards after the first paint was a long task of its own.
  const latestTogglePlan = useRef(togglePlan)
  useLayoutEffect(() => {
    latestTogglePlan.current = togglePlan
  })
  const toggleFromCard = useCallback((id: string) => latestTogglePlan.current(id), [])

  const goToPlan = () => {
    const heading = document.getElementById(planHeadingId)
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }

  const planEntries: PlanEntry[] = plan.flatMap((id) => {
    const program = programs[id]
    return program ? [{ id, program, organizationName: organizationName(program.organization) }] : []
  })

  const chosenLabels = shownKeys.flatMap((key) => labels(optionsOf(words, key), filters[key] ?? []))

  const kindsShown = allowed.kind
    .map((kind) => ({ kind, items: found.filter(({ program }) => program.kind === kind) }))
    .filter(({ items }) => items.length > 0)

  const moreHref = block.moreLink
    ? `${block.moreLink.href}${query ? `?${query}` : ''}${plan.length && planLink.links ? `#${planLink.links.fragment}` : ''}`
    : undefined

  return (
    <BlockFrame>
      <div data-call-plan-active={plan.length > 0 ? '' : undefined}>
        {plan.length > 0 ? <Global styles={printOnlyThePlan} /> : null}
        <Heading>{block.heading}</Heading>
        {block.intro ? <Intro>{block.intro}</Intro> : null}
        <Note data-needs-script="">{words.privacy}</Note>
        {reading.ignoredSomething ? <Note role="status">{shared.ignoredFilters}</Note> : null}
        <ProblemMessage problem={planLink.problem} />
        {planIgnored ? <Note role="status">{words.shortlist.ignored}</Note> : null}
        <div role="status">
          <Status>{active ? countText(words.resultCount, found.length, site.lang) : countText(words.allCount, found.length, site.lang)}</Status>
          {active ? <Chosen>{chosenLabels.join(separator)}</Chosen> : null}
        </div>
        {running && plan.length > 0 ? (
          <PlanBar data-screen-only="">
            <span>{countText(words.shortlist.count, plan.length, site.lang)}</span>
            <PlanBarButton type="button" onClick={goToPlan}>
              {words.shortlist.goTo}
            </PlanBarButton>
          </PlanBar>
        ) : null}
        <Layout data-screen-only={plan.length > 0 ? '' : undefined}>
          <FilterPanel
            words={words}
            keys={shownKeys}
            allowed={allowed}
            filters={filters}
            programs={programs}
            onToggle={(key, value) => setFilters(toggledFilter(filters, key, value))}
            onChoose={(key, value) => setFilters(withFilter(filters, key, value ? [value] : []))}
            onClear={() => setFilters({})}
          />
          <div>
            {found.length === 0 ? (
              <div>
                <Heading offset={1}>{words.noResults.heading}</Heading>
                {words.noResults.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            ) : (
              <NestedHeadings>
                {kindsShown.map(({ kind, items }) => (
                  <KindSection key={kind} data-kind={kind}>
                    <Heading>
                      {optionsOf(words, 'kind')[kind]?.label ?? kind} {fillTemplate(words.kindCount, { count: items.length })}
                    </Heading>
                    <NestedHeadings>
                      <Cards>
                        {/* Each card in a Suspense boundary of its own: React hydrates boundaries one at a time and
                            may yield between them, so hydrating 66 cards is many short tasks instead of one long
                            one, and a card that is tapped first hydrates first. The boundary adds no markup. */}
                        {items.map(({ id, program }) => (
                          <Suspense key={id} fallback={null}>
                            <ProgramCard
                              id={id}
                              program={program}
                              organizationName={organizationName(program.organization)}
                              fits={active ? whyItFits(program, filters, words) : noFits}
                              words={words}
                              inPlan={plan.includes(id)}
                              onTogglePlan={toggleFromCard}
                            />
                          </Suspense>
                        ))}
                      </Cards>
                    </NestedHeadings>
                  </KindSection>
                ))}
              </NestedHeadings>
            )}
            {block.moreLink && moreHref ? (
              <p data-screen-only="">
                <SmartLink href={moreHref}>{block.moreLink.label}</SmartLink>
              </p>
            ) : null}
          </div>
        </Layout>
        {running ? (
          <NestedHeadings>
            <CallPlan
              headingId={planHeadingId}
              entries={planEntries}
              words={words}
              onRemove={togglePlan}
              onClear={() => {
                setPlan([])
                setAnnouncement('')
              }}
            />
          </NestedHeadings>
        ) : null}
        <LiveRegion role="status">{announcement}</LiveRegion>
      </div>
    </BlockFrame>
  )
}
