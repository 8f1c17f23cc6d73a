import { useId, useState } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { Heading } from '../../ui/heading.tsx'
import { RiskWindowList } from '../shared/risk-window-list.tsx'
import type { Format } from '../shared/date-format.ts'
import type { CarePlan } from './plan.ts'
import { Fieldset, FieldBox, Inline, Muted, Problems, Row, SecondaryButton, SmallInput, Tint } from '../shared/tool-styles.ts'
import { riskDays, type RiskWindow } from './suggestions.ts'

/**
 * "Around treatment days", for the organizer of a plan with a chemotherapy day: the higher-risk dates after each
 * treatment, a button to ask for no-contact drop-offs, and the days to use when the care team gave other ones.
 */
export function RiskDays({
  planner,
  plan,
  windows,
  format,
  onChange,
}: {
  planner: CarePlanner
  plan: CarePlan
  windows: readonly RiskWindow[]
  format: Format
  onChange: (update: (plan: CarePlan) => CarePlan) => void
}) {
  const { words, chemo, defaults } = planner
  const id = useId()
  const days = riskDays(plan, defaults)
  const [draft, setDraft] = useState({ from: String(days.from), to: String(days.to) })
  const [problem, setProblem] = useState(false)

  const update = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    const from = Number(next.from)
    const to = Number(next.to)
    const valid = [from, to].every((day) => Number.isInteger(day) && day >= 1 && day <= 30)
    setProblem(valid && to < from)
    if (!valid || to < from) return
    onChange((current) => {
      const { riskDays: _old, ...rest } = current
      return from === defaults.riskFrom && to === defaults.riskTo ? rest : { ...rest, riskDays: { from, to } }
    })
  }

  return (
    <Tint data-risk-days="">
      <Heading offset={1}>{words.suggestionsHeading}</Heading>
      <p>{chemo.windowNote}</p>
      <RiskWindowList windows={windows} template={words.riskWindow} format={format} />
      {plan.notes?.noContact ? null : (
        <>
          <p>{words.suggestNoContact}</p>
          <Row>
            <SecondaryButton
              type="button"
              onClick={() => onChange((current) => ({ ...current, notes: { ...current.notes, noContact: true } }))}
            >
              {words.suggestNoContactButton}
            </SecondaryButton>
          </Row>
        </>
      )}
      <Fieldset>
        <legend>{words.riskDaysLegend}</legend>
        <Muted id={`${id}-hint`}>{words.riskDaysHint}</Muted>
        <Inline>
          {(['from', 'to'] as const).map((key) => (
            <FieldBox key={key}>
              <label htmlFor={`${id}-${key}`}>{key === 'from' ? words.riskFromLabel : words.riskToLabel}</label>
              <SmallInput
                id={`${id}-${key}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                value={draft[key]}
                aria-describedby={`${id}-hint`}
                onChange={(event) => update(key, event.target.value)}
              />
            </FieldBox>
          ))}
        </Inline>
        <div role="alert">
          {problem ? (
            <Problems>
              <p>{words.riskDaysProblem}</p>
            </Problems>
          ) : null}
        </div>
      </Fieldset>
    </Tint>
  )
}
