import { useId } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { Heading } from '../../ui/heading.tsx'
import type { CarePlan } from './plan.ts'
import { Choice, FieldBox, Input, Muted, Safety, SmallInput, TextArea } from '../shared/tool-styles.ts'

type Notes = NonNullable<CarePlan['notes']>
type TextNote = 'diet' | 'allergies' | 'dropOff' | 'containers' | 'address' | 'careTeam' | 'other'

const limits: Record<TextNote, number> = { diet: 300, allergies: 300, dropOff: 200, containers: 200, address: 300, careTeam: 100, other: 1000 }

/** The plan with one note set (an empty note is removed, so the link stays short). */
function withNote<K extends keyof Notes>(plan: CarePlan, key: K, value: Notes[K] | undefined): CarePlan {
  const notes: Notes = { ...plan.notes }
  if (value === undefined || value === '' || value === false) delete notes[key]
  else notes[key] = value
  const { notes: _old, ...rest } = plan
  return Object.keys(notes).length > 0 ? { ...rest, notes } : rest
}

/**
 * "Who and what": who the help is for and the plan-wide notes (food needs, allergies, people to feed, drop-off
 * time, no contact, containers, address, care team number, other). Each change goes into the plan (and its link)
 * as it is typed. The address field says plainly that anyone with the link can read it.
 */
export function DetailsForm({ planner, plan, onChange }: { planner: CarePlanner; plan: CarePlan | undefined; onChange: (update: (plan: CarePlan) => CarePlan) => void }) {
  const { words } = planner
  const id = useId()
  const notes = plan?.notes ?? {}
  const text = (key: TextNote, label: string, hint?: string, long = false) => {
    const inputId = `${id}-${key}`
    const hintId = hint ? `${inputId}-hint` : undefined
    const props = {
      id: inputId,
      value: notes[key] ?? '',
      maxLength: limits[key],
      'aria-describedby': hintId,
      onChange: (event: { target: { value: string } }) => onChange((current) => withNote(current, key, event.target.value.slice(0, limits[key]))),
    }
    return (
      <FieldBox key={key}>
        <label htmlFor={inputId}>{label}</label>
        {long ? <TextArea {...props} /> : <Input {...props} />}
        {hint ? <Muted id={hintId}>{hint}</Muted> : null}
      </FieldBox>
    )
  }
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>
        {words.detailsHeading}
      </Heading>
      <FieldBox>
        <label htmlFor={`${id}-for`}>{words.forLabel}</label>
        <Input
          id={`${id}-for`}
          value={plan?.for ?? ''}
          maxLength={60}
          aria-describedby={`${id}-for-hint`}
          autoComplete="off"
          onChange={(event) =>
            onChange((current) => {
              const { for: _old, ...rest } = current
              const value = event.target.value.slice(0, 60)
              return value ? { ...rest, for: value } : rest
            })
          }
        />
        <Muted id={`${id}-for-hint`}>{words.forHint}</Muted>
      </FieldBox>
      {text('diet', words.dietLabel, words.dietHint)}
      {text('allergies', words.allergiesLabel)}
      <FieldBox>
        <label htmlFor={`${id}-people`}>{words.peopleLabel}</label>
        <SmallInput
          id={`${id}-people`}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          value={notes.people ?? ''}
          onChange={(event) => {
            const value = Number(event.target.value)
            onChange((current) => withNote(current, 'people', Number.isInteger(value) && value >= 1 && value <= 50 ? value : undefined))
          }}
        />
      </FieldBox>
      {text('dropOff', words.dropOffLabel, words.dropOffHint)}
      <FieldBox>
        <Choice>
          <input type="checkbox" checked={notes.noContact === true} onChange={(event) => onChange((current) => withNote(current, 'noContact', event.target.checked))} />
          {words.noContactLabel}
        </Choice>
      </FieldBox>
      {text('containers', words.containersLabel, words.containersHint)}
      <FieldBox>
        <label htmlFor={`${id}-address`}>{words.addressLabel}</label>
        <Input
          id={`${id}-address`}
          value={notes.address ?? ''}
          maxLength={limits.address}
          autoComplete="off"
          aria-describedby={`${id}-address-warning`}
          onChange={(event) => onChange((current) => withNote(current, 'address', event.target.value.slice(0, limits.address)))}
        />
        <Safety id={`${id}-address-warning`}>
          <p>{words.addressWarning}</p>
        </Safety>
      </FieldBox>
      {text('careTeam', words.careTeamLabel, words.careTeamHint)}
      {text('other', words.otherLabel, undefined, true)}
    </section>
  )
}
