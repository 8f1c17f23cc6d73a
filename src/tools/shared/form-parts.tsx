/** Small parts the tools' forms share: their problems, their buttons, weekday choices, an entry's actions. */
import styled from '@emotion/styled'
import type { Ref } from 'react'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { weekdayCodes, type WeekdayCode } from './calendar-dates.ts'
import type { Format } from './date-format.ts'
import { Choice, Fieldset, Inline, PrimaryButton, Problems, Row, SecondaryButton } from './tool-styles.ts'

const Hidden = styled.span(visuallyHidden)

/**
 * A form's problems, listed under one line, in an alert region that is there (empty) before any problem.
 * @param boxRef for a form that moves focus to its problems (the region can take focus then).
 */
export function FormProblems({ intro, problems, boxRef }: { intro: string; problems: readonly string[]; boxRef?: Ref<HTMLDivElement> }) {
  return (
    <div role="alert" ref={boxRef} tabIndex={boxRef ? -1 : undefined}>
      {problems.length > 0 ? (
        <Problems>
          <p>{intro}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Problems>
      ) : null}
    </div>
  )
}

/** "Change" and "Remove" for one entry of a list; `name` completes each button's accessible name. */
export function ItemActions({ change, remove, name, onChange, onRemove }: { change: string; remove: string; name: string; onChange: () => void; onRemove: () => void }) {
  return (
    <Row>
      <SecondaryButton type="button" onClick={onChange}>
        {change}
        <Hidden>{` ${name}`}</Hidden>
      </SecondaryButton>
      <SecondaryButton type="button" onClick={onRemove}>
        {remove}
        <Hidden>{` ${name}`}</Hidden>
      </SecondaryButton>
    </Row>
  )
}

/** A form's submit button ("Add" or "Save changes") and, while an entry is being changed, "Cancel". */
export function FormButtons({ submit, cancel, editing, onCancel }: { submit: string; cancel: string; editing: boolean; onCancel: () => void }) {
  return (
    <Row>
      <PrimaryButton type="submit">{submit}</PrimaryButton>
      {editing ? (
        <SecondaryButton type="button" onClick={onCancel}>
          {cancel}
        </SecondaryButton>
      ) : null}
    </Row>
  )
}

/** Weekday checkboxes, Monday first, named in the site's language; `value` holds RFC 5545 codes, kept in week order. */
export function WeekdayPicker({ legend, value, format, onChange }: { legend: string; value: readonly WeekdayCode[]; format: Format; onChange: (days: WeekdayCode[]) => void }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Inline>
        {weekdayCodes.map((code) => (
          <Choice key={code}>
            <input type="checkbox" checked={value.includes(code)} onChange={(event) => onChange(weekdayCodes.filter((day) => (day === code ? event.target.checked : value.includes(day))))} />
            {format.weekday(code)}
          </Choice>
        ))}
      </Inline>
    </Fieldset>
  )
}
