import styled from '@emotion/styled'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { useLibrary } from '../../app/library-context.tsx'
import { otherPagesFilterValue } from '../../app/site-index.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors, minWidth, space } from '../../ui/theme.ts'
import { ActionButton } from '../../ui/action-button.tsx'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { ButtonRow } from '../../ui/layout.ts'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import { ExcerptText } from './excerpt-text.tsx'
import { maxQueryChars, runSearch, type SearchHit, type SearchOutcome, type SpellingCorrector } from './engine.ts'
import { PageIndex } from './page-index.tsx'
import { loadPagefind } from './pagefind.ts'
import { readQuery, useQueryString, writeQuery, type ParamSpec } from '../shared/url-state.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import type { BlockProps } from '../../blocks/block-props.ts'

const audienceValues = ['patient', 'caregiver', 'community'] as const

/** The address's value that asks for the words as typed, never a spelling correction (`spelling=off`). */
const spellingOff = 'off'

/**
 * The spelling corrector for pages in language `lang`: it loads (with that language's vocabulary) only when a search
 * finds little.
 */
function correctLazily(lang: string): SpellingCorrector {
  return (words) => import('./spelling.ts').then((module) => module.correctSearchWords(words, lang))
}

/** How long typing must pause before the address and the results follow, in ms. */
const typingPauseMs = 300

/**
 * Results shown at first, and added by each "Show more": every result shown costs its page's data (2 to 8 kB), so a
 * first search on a phone stays small.
 */
const resultsPerStep = 5

const Form = styled.form({ maxWidth: '44rem', marginBottom: space.lg })

const Label = styled.label({ display: 'block', fontWeight: 700, fontSize: '1.2rem' })

const Hint = styled.p({ color: colors.muted, margin: `${space.xs} 0 ${space.sm}` })

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm })

const Input = styled.input({ ...textInputStyles, flex: '1 1 14rem' })

const SubmitButton = styled.button(buttonStyles('primary'))

const SecondaryButton = styled.button(buttonStyles('secondary'))

const Status = styled.p({ fontWeight: 600 })

const Note = styled.p({ color: colors.muted })

const Layout = styled.div({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(960)]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.5fr)', alignItems: 'start' },
})

const FilterPanel = styled.details({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
  '& summary': { cursor: 'pointer', fontWeight: 700, minHeight: '2.75rem', display: 'flex', alignItems: 'center' },
})

const Fieldset = styled.fieldset({
  border: 0,
  margin: `0 0 ${space.md}`,
  padding: 0,
  '& legend': { fontWeight: 700, padding: 0, marginBottom: space.xs },
})

const Option = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none' },
  '&[data-empty="true"]': { color: colors.muted },
})

const Results = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md })

const Result = styled.li({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
  '& h3, & h4': { fontSize: '1.25rem', margin: 0 },
  '& p': { margin: `${space.xs} 0` },
})

const ResultMeta = styled.p({ color: colors.muted, fontSize: '0.95rem' })

const Sections = styled.ul({
  margin: `${space.sm} 0 0`,
  paddingLeft: '1.25rem',
  '& li': { marginBottom: space.xs },
})

const MoreRow = styled.div({ marginTop: space.lg })

const SectionExcerpt = styled.span({ display: 'block', color: colors.muted, fontSize: '0.95rem' })

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; previous?: SearchOutcome }
  | { status: 'done'; outcome: SearchOutcome }
  | { status: 'unavailable' }

function paramSpec(wells: readonly string[]): Record<'q' | 'well' | 'for' | 'spelling', ParamSpec> {
  return {
    q: { kind: 'text', maxLength: maxQueryChars },
    well: { kind: 'values', allowed: wells },
    for: { kind: 'values', allowed: audienceValues },
    spelling: { kind: 'values', allowed: [spellingOff] },
  }
}

function queryParams(query: string, wells: readonly string[], audiences: readonly string[], { asTyped = false } = {}): URLSearchParams {
  const params = new URLSearchParams()
  if (query.trim()) params.set('q', query.trim())
  for (const well of wells) params.append('well', well)
  for (const audience of audiences) params.append('for', audience)
  if (asTyped) params.set('spelling', spellingOff)
  return params
}

/** Toggles `value` in a list, keeping the order of `all`. */
function toggled(list: readonly string[], value: string, all: readonly string[]): string[] {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
  return all.filter((item) => next.includes(item))
}

/**
 * The search block: a search form whose query, well and audience filters live in the address
 * (/search?q=chemo&well=Eat+Well&for=caregiver), results as you type (after a short pause), each page with its
 * well, "Last reviewed" date, a highlighted excerpt and links to its matching sections; filters with counts.
 * Before a search, when search cannot load, and without JavaScript, it shows every page A to Z by well.
 * Every word comes from the block's data in site.json. Nothing typed is stored or sent: Pagefind searches files
 * of this site in the browser, and the address changes without a request.
 */
export function Search({ block }: BlockProps<'search'>) {
  const site = useSite()
  const { pages } = useLibrary()
  const inputId = useId()
  const hintId = useId()
  const wellValues = useMemo(
    () => [...site.navigation.links.map((link) => link.label), otherPagesFilterValue],
    [site.navigation.links],
  )
  const [path] = useLocation()
  const reading = readQuery(useQueryString(), paramSpec(wellValues))
  const query = reading.text.q ?? ''
  const wells = reading.values.well ?? []
  const audiences = reading.values.for ?? []
  const asTyped = (reading.values.spelling ?? []).includes(spellingOff)
  const wellsKey = wells.join('\n')
  const audiencesKey = audiences.join('\n')

  const [draft, setDraft] = useState(query)
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const [shown, setShown] = useState(resultsPerStep)
  const lastWritten = useRef(query)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The address changed without typing here (Back, Forward, the header's form): show its words in the box.
  useEffect(() => {
    if (query !== lastWritten.current) {
      lastWritten.current = query
      setDraft(query)
    }
  }, [query])

  useEffect(() => () => clearTimeout(typingTimer.current), [])

  useEffect(() => {
    if (query.trim() === '') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the search runs asynchronously (Pagefind) and its state follows the address; an empty query stops it here
      setState({ status: 'idle' })
      return
    }
    let cancelled = false
    setState((current) => ({ status: 'searching', previous: current.status === 'done' ? current.outcome : undefined }))
    const request = {
      query,
      wells: wellsKey ? wellsKey.split('\n') : [],
      audiences: audiencesKey ? audiencesKey.split('\n') : [],
      allWells: wellValues,
      allAudiences: audienceValues,
      asTyped,
    }
    loadPagefind()
      .then((pagefind) => runSearch(pagefind, request, { ignoreWords: block.ignoreWords ?? [], limit: shown, correct: correctLazily(site.lang) }))
      .then(
        (outcome) => {
          if (!cancelled) setState({ status: 'done', outcome })
        },
        (error: unknown) => {
          if (cancelled) return
          console.error('Search could not run:', error)
          setState({ status: 'unavailable' })
        },
      )
    return () => {
      cancelled = true
    }
  }, [query, wellsKey, audiencesKey, wellValues, block.ignoreWords, shown, asTyped, site.lang])

  // A new search starts again with the first few results (noticed while rendering it, not in an effect).
  const searchKey = `${query}\n${wellsKey}\n${audiencesKey}`
  const [shownFor, setShownFor] = useState(searchKey)
  if (shownFor !== searchKey) {
    setShownFor(searchKey)
    setShown(resultsPerStep)
  }

  const commit = (text: string, push: boolean) => {
    clearTimeout(typingTimer.current)
    lastWritten.current = text.trim()
    writeQuery(queryParams(text, wells, audiences), { push })
  }

  const onType = (text: string) => {
    setDraft(text)
    clearTimeout(typingTimer.current)
    // The first words of a new search get their own history entry; later keystrokes refine it in place.
    const push = query.trim() === ''
    typingTimer.current = setTimeout(() => commit(text, push), typingPauseMs)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    commit(draft, draft.trim() !== query)
  }

  const setFilters = (nextWells: readonly string[], nextAudiences: readonly string[]) => {
    writeQuery(queryParams(query, nextWells, nextAudiences, { asTyped }), { push: true })
  }

  const outcome = state.status === 'done' ? state.outcome : state.status === 'searching' ? state.previous : undefined
  const wellName = (value: string) => (value === otherPagesFilterValue ? block.otherPages : value)
  const filtersActive = wells.length > 0 || audiences.length > 0

  return (
    <BlockFrame>
      <Form role="search" aria-label={block.label} action="" method="get" onSubmit={onSubmit}>
        <Label htmlFor={inputId}>{block.label}</Label>
        {block.hint ? <Hint id={hintId}>{block.hint}</Hint> : null}
        <Row>
          <Input
            id={inputId}
            type="search"
            name="q"
            dir="auto"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={maxQueryChars * 2}
            value={draft}
            aria-describedby={block.hint ? hintId : undefined}
            onChange={(event) => onType(event.target.value)}
          />
          <SubmitButton type="submit">{block.button}</SubmitButton>
        </Row>
      </Form>

      <div role="status" aria-live="polite" aria-atomic="true">
        {state.status === 'searching' && !state.previous ? <Status>{block.searching}</Status> : null}
        {outcome?.corrected ? (
          <Status>
            {fillTemplate(block.correction.showing, { corrected: outcome.corrected })}{' '}
            <SmartLink href={`${path}?${queryParams(query, wells, audiences, { asTyped: true }).toString()}`}>
              {fillTemplate(block.correction.instead, { query: query.trim() })}
            </SmartLink>
          </Status>
        ) : null}
        {outcome && outcome.total > 0 ? (
          <Status>
            {countText(block.resultCount, outcome.total, site.lang, { query: outcome.corrected ?? query.trim() })}
          </Status>
        ) : null}
      </div>
      {reading.ignoredSomething ? <Note>{block.ignoredLink}</Note> : null}
      {reading.trimmed && block.trimmed ? <Note>{fillTemplate(block.trimmed, { max: maxQueryChars })}</Note> : null}
      {outcome?.broadened && outcome.total > 0 ? <Note>{block.broadened}</Note> : null}
      {outcome?.partial ? <Note>{block.partial}</Note> : null}

      {state.status === 'idle' ? (
        <>
          <Heading>{block.emptyState.heading}</Heading>
          {block.emptyState.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </>
      ) : null}

      {state.status === 'unavailable' ? (
        <div role="alert">
          <Heading>{block.unavailable.heading}</Heading>
          {block.unavailable.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}

      {outcome ? (
        <Layout aria-busy={state.status === 'searching'}>
          <FilterPanel open={filtersActive || undefined} data-search-filters="">
            <summary>{block.filtersHeading}</summary>
            <FilterGroup
              legend={block.wellFilter}
              values={wellValues}
              chosen={wells}
              counts={outcome.wellCounts}
              nameOf={wellName}
              onToggle={(value) => setFilters(toggled(wells, value, wellValues), audiences)}
            />
            <FilterGroup
              legend={block.audienceFilter}
              values={audienceValues}
              chosen={audiences}
              counts={outcome.audienceCounts}
              nameOf={(value) => (value === 'patient' || value === 'caregiver' || value === 'community' ? block.audiences[value] : value)}
              onToggle={(value) => setFilters(wells, toggled(audiences, value, audienceValues))}
            />
            {filtersActive ? (
              <SecondaryButton type="button" onClick={() => setFilters([], [])}>
                {block.clearFilters}
              </SecondaryButton>
            ) : null}
          </FilterPanel>
          <div>
            {outcome.total > 0 ? (
              <>
                <Heading>{block.resultsHeading}</Heading>
                <NestedHeadings>
                  <Results>
                    {outcome.hits.map((hit) => (
                      <ResultItem key={hit.url} hit={hit} wellName={wellName} sectionLinks={block.sectionLinks} />
                    ))}
                  </Results>
                </NestedHeadings>
                {outcome.hits.length < outcome.total ? (
                  <MoreRow>
                    <SecondaryButton type="button" onClick={() => setShown((count) => count + resultsPerStep)}>
                      {block.showMore}
                    </SecondaryButton>
                  </MoreRow>
                ) : null}
              </>
            ) : (
              <>
                <Heading>{fillTemplate(block.noResults.heading, { query: query.trim() })}</Heading>
                {block.noResults.tips.map((tip, index) => (
                  <p key={index}>{tip}</p>
                ))}
                {block.noResults.actions?.length ? (
                  <ButtonRow>
                    {block.noResults.actions.map((action, index) => (
                      <ActionButton key={index} action={action} />
                    ))}
                  </ButtonRow>
                ) : null}
              </>
            )}
          </div>
        </Layout>
      ) : null}

      {state.status === 'idle' || state.status === 'unavailable' ? (
        <PageIndex heading={block.indexHeading} pages={pages} navigation={site.navigation} otherLabel={block.otherPages} />
      ) : null}
    </BlockFrame>
  )
}

function FilterGroup({
  legend,
  values,
  chosen,
  counts,
  nameOf,
  onToggle,
}: {
  legend: string
  values: readonly string[]
  chosen: readonly string[]
  counts: Readonly<Record<string, number>>
  nameOf: (value: string) => string
  onToggle: (value: string) => void
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {values.map((value) => {
        const count = counts[value] ?? 0
        const checked = chosen.includes(value)
        return (
          <Option key={value} data-empty={String(count === 0 && !checked)}>
            <input type="checkbox" checked={checked} onChange={() => onToggle(value)} />
            <span>
              {nameOf(value)} ({count})
            </span>
          </Option>
        )
      })}
    </Fieldset>
  )
}

function ResultItem({ hit, wellName, sectionLinks }: { hit: SearchHit; wellName: (value: string) => string; sectionLinks: string }) {
  const site = useSite()
  return (
    <Result>
      <Heading>
        <SmartLink href={hit.url}>{hit.title}</SmartLink>
      </Heading>
      <ResultMeta>
        {hit.well ? wellName(hit.well) : null}
        {hit.well && hit.reviewed ? ' · ' : null}
        {hit.reviewed ? (
          <>
            {site.ui.lastReviewed}: <time dateTime={hit.reviewed}>{readableDate(hit.reviewed, site.lang)}</time>
          </>
        ) : null}
      </ResultMeta>
      <p>
        <ExcerptText pieces={hit.excerpt} />
      </p>
      {hit.sections.length > 0 ? (
        <Sections aria-label={sectionLinks}>
          {hit.sections.map((section) => (
            <li key={section.url}>
              <SmartLink href={section.url}>{section.title}</SmartLink>
              <SectionExcerpt>
                <ExcerptText pieces={section.excerpt} />
              </SectionExcerpt>
            </li>
          ))}
        </Sections>
      ) : null}
    </Result>
  )
}
