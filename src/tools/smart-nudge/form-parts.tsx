import styled from '@emotion/styled'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { Problems, Row, SecondaryButton } from '../shared/tool-styles.ts'

const Hidden = styled.span(visuallyHidden)

/** A form's problems, listed under one line, in an alert region that is there (empty) before any problem. */
export function FormProblems({ intro, problems }: { intro: string; problems: readonly string[] }) {
  return (
    <div role="alert">
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
