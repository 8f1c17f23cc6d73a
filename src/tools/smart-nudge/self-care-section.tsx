import styled from '@emotion/styled'
import { useId, useState, type FormEvent } from 'react'
import type { NudgeLibrary } from '../../app/page-payload.ts'
import { colors, space } from '../../ui/theme.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { isIsoDate } from '../shared/calendar-dates.ts'
import type { RiskWindow } from '../shared/chemo-cycle.ts'
import type { Format } from '../shared/date-format.ts'
import { fillTemplate } from '../shared/text.ts'
import { RiskWindowList } from '../shared/risk-window-list.tsx'
import { Choice, DateTimeInput, FieldBox, Inline, Muted, Panel, PlainList, PrimaryButton, Row, Safety, SecondaryButton, SmallInput, Tint } from '../shared/tool-styles.ts'
import { FormProblems } from '../shared/form-parts.tsx'
import { MomentPicker } from './moment-picker.tsx'
import { limits, nextId, type NudgeChoice, type NudgeDay, type NudgeTreatment } from './nudge-plan.ts'

const Item = styled.li({ borderTop: `1px solid ${colors.border}`, padding: `${space.sm} 0`, '& p': { margin: `${space.xs} 0` } })
const Name = styled.p({ fontWeight: 700 })
const Hidden = styled.span(visuallyHidden)

type Nudge = NudgeLibrary['nudges'][number]

/** One self-care nudge from site.json: what it says, its sources, and, once chosen, its times. */
function NudgeItem({
  library,
  nudge,
  day,
  format,
  chosen,
  today,
  onChange,
}: {
  library: NudgeLibrary
  nudge: Nudge
  day: NudgeDay
  format: Format
  chosen: NudgeChoice | undefined
  today: string
  onChange: (choice: NudgeChoice | undefined) => void
}) {
  const { words } = library
  const id = useId()
  return (
    <Item data-nudge={nudge.id}>
      <Name id={`${id}-name`}>{nudge.name}</Name>
      <p>{nudge.text}</p>
      <Muted>
        {words.sourceLine}{' '}
        {nudge.sources.map((source, index) => (
          <span key={source.href}>
            {index > 0 ? '; ' : ''}
            <SmartLink href={source.href}>{source.title}</SmartLink> ({source.publisher})
          </span>
        ))}
      </Muted>
      <Choice>
        <input
          type="checkbox"
          checked={chosen !== undefined}
          onChange={(event) => onChange(event.target.checked ? { id: nudge.id, at: [...nudge.at], start: today } : undefined)}
        />
        {words.nudgeChoose}
        <Hidden>{` ${nudge.name}`}</Hidden>
      </Choice>
      {chosen ? (
        <MomentPicker
          words={words}
          legend={fillTemplate(words.nudgeWhenLegend, { name: nudge.name })}
          day={day}
          format={format}
          value={chosen.at}
          onChange={(at) => (at.length > 0 ? onChange({ ...chosen, at: at.slice(0, limits.moments) }) : undefined)}
        />
      ) : null}
    </Item>
  )
}

/** Adding a chemotherapy day: its date, and how often it repeats. */
function TreatmentForm({ library, newId, onAdd }: { library: NudgeLibrary; newId: string; onAdd: (treatment: NudgeTreatment) => void }) {
  const { words } = library
  const id = useId()
  const [draft, setDraft] = useState({ date: '', every: '', times: '' })
  const [problems, setProblems] = useState<string[]>([])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const every = Number(draft.every)
    const times = Number(draft.times)
    const repeats = draft.every.trim() !== '' || draft.times.trim() !== ''
    const found = [
      ...(isIsoDate(draft.date) ? [] : [words.needDate]),
      ...(repeats && !(Number.isInteger(every) && every >= 1 && every <= 90 && Number.isInteger(times) && times >= 2 && times <= 40) ? [words.needRepeat] : []),
    ]
    setProblems(found)
    if (found.length > 0) return
    onAdd({ id: newId, date: draft.date, ...(repeats ? { every, times } : {}) })
    setDraft({ date: '', every: '', times: '' })
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-treatment-form="">
      <Heading id={`${id}-heading`} offset={1}>
        {words.addTreatmentHeading}
      </Heading>
      <FieldBox>
        <label htmlFor={`${id}-date`}>{words.treatmentDateLabel}</label>
        <DateTimeInput id={`${id}-date`} type="date" value={draft.date} onChange={(event) => setDraft({ ...draft, date: event.target.value })} />
      </FieldBox>
      <Muted id={`${id}-repeat-hint`}>{words.treatmentRepeatHint}</Muted>
      <Inline>
        <FieldBox>
          <label htmlFor={`${id}-every`}>{words.treatmentEveryLabel}</label>
          <SmallInput id={`${id}-every`} type="number" inputMode="numeric" min={1} max={90} value={draft.every} aria-describedby={`${id}-repeat-hint`} onChange={(event) => setDraft({ ...draft, every: event.target.value })} />
        </FieldBox>
        <FieldBox>
          <label htmlFor={`${id}-times`}>{words.treatmentTimesLabel}</label>
          <SmallInput id={`${id}-times`} type="number" inputMode="numeric" min={2} max={40} value={draft.times} aria-describedby={`${id}-repeat-hint`} onChange={(event) => setDraft({ ...draft, times: event.target.value })} />
        </FieldBox>
      </Inline>
      <FormProblems intro={words.formProblems} problems={problems} />
      <Row>
        <PrimaryButton type="submit">{words.addTreatment}</PrimaryButton>
      </Row>
    </form>
  )
}

/**
 * "Self-care": nudges to pick from site.json's short list, each with its sources, and treatment days. Once a
 * chemotherapy day is entered, the nudges meant for the days of highest infection risk (CDC) are offered, with
 * the fever warning and the higher-risk dates.
 */
export function SelfCareSection({
  library,
  day,
  format,
  chosen,
  treatments,
  windows,
  today,
  onNudges,
  onTreatments,
}: {
  library: NudgeLibrary
  day: NudgeDay
  format: Format
  chosen: readonly NudgeChoice[]
  treatments: readonly NudgeTreatment[]
  windows: readonly RiskWindow[]
  today: string
  onNudges: (nudges: NudgeChoice[], announcement: string) => void
  onTreatments: (treatments: NudgeTreatment[], announcement: string) => void
}) {
  const { words, chemo } = library
  const id = useId()
  const change = (nudge: Nudge, choice: NudgeChoice | undefined) => {
    // Chosen nudges keep site.json's order, so the same choices always make the same link.
    const next = library.nudges.flatMap((candidate) =>
      candidate.id === nudge.id ? (choice ? [choice] : []) : chosen.filter((existing) => existing.id === candidate.id),
    )
    const wasChosen = chosen.some((existing) => existing.id === nudge.id)
    onNudges(next, wasChosen === (choice !== undefined) ? '' : fillTemplate(choice ? words.nudgeAdded : words.nudgeRemoved, { name: nudge.name }))
  }
  const item = (nudge: Nudge) => (
    <NudgeItem
      key={nudge.id}
      library={library}
      nudge={nudge}
      day={day}
      format={format}
      chosen={chosen.find((existing) => existing.id === nudge.id)}
      today={today}
      onChange={(choice) => change(nudge, choice)}
    />
  )
  return (
    <Panel aria-labelledby={`${id}-heading`} data-self-care="">
      <Heading id={`${id}-heading`}>{words.selfCareHeading}</Heading>
      <p>{words.selfCareIntro}</p>
      <NestedHeadings>
        <PlainList>{library.nudges.filter((nudge) => nudge.when !== 'riskDays').map(item)}</PlainList>
        <Heading>{words.treatmentsHeading}</Heading>
        <p>{words.treatmentsIntro}</p>
        {treatments.length > 0 ? (
          <PlainList data-treatments="">
            {treatments.map((treatment) => (
              <Item key={treatment.id}>
                <p>
                  {treatment.every && treatment.times
                    ? fillTemplate(words.treatmentRepeats, { date: format.date(treatment.date), every: treatment.every, times: treatment.times })
                    : fillTemplate(words.treatmentOnce, { date: format.date(treatment.date) })}
                </p>
                <SecondaryButton type="button" onClick={() => onTreatments(treatments.filter((existing) => existing.id !== treatment.id), words.treatmentRemoved)}>
                  {words.removeButton}
                  <Hidden>{` ${format.date(treatment.date)}`}</Hidden>
                </SecondaryButton>
              </Item>
            ))}
          </PlainList>
        ) : null}
        {treatments.length < limits.treatments ? (
          <TreatmentForm library={library} newId={nextId('t', treatments)} onAdd={(treatment) => onTreatments([...treatments, treatment], words.treatmentAdded)} />
        ) : null}
        {windows.length > 0 ? (
          <Tint data-risk-windows="">
            <Safety>
              <p>{chemo.fever}</p>
            </Safety>
            <p>{chemo.windowNote}</p>
            <RiskWindowList windows={windows} template={words.riskWindow} format={format} />
            <p>
              {words.sourceLine} <SmartLink href={chemo.source.href}>{chemo.source.label}</SmartLink>
            </p>
            <PlainList>{library.nudges.filter((nudge) => nudge.when === 'riskDays').map(item)}</PlainList>
          </Tint>
        ) : null}
      </NestedHeadings>
    </Panel>
  )
}
