import { useId } from 'react'
import { useSite } from '../../ui/site-context.tsx'
import { Heading } from '../../ui/heading.tsx'
import { fillTemplate } from '../shared/text.ts'
import { limits, updateDetails } from './model.ts'
import { Field, Muted, Part, TextArea } from './styles.ts'
import type { OwnerSectionProps } from './words.ts'

/** The note to givers (shown at the top of the list) and, if the owner wants, where to leave gifts. */
export function NoteSection({
  words,
  registry,
  onChange,
  headingId,
}: OwnerSectionProps) {
  const { lang } = useSite()
  const text = words.note
  const noteId = useId()
  const helpId = useId()
  const countId = useId()
  const dropId = useId()
  const dropHelpId = useId()
  const note = registry.note ?? ''
  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      <p id={helpId}>{text.help}</p>
      <Muted>{text.examplesLabel}</Muted>
      <ul>
        {text.examples.map((example, index) => (
          <li key={index}>{example}</li>
        ))}
      </ul>
      <Field>
        <label htmlFor={noteId}>{text.noteLabel}</label>
        <TextArea
          id={noteId}
          value={note}
          maxLength={limits.note}
          aria-describedby={`${helpId} ${countId}`}
          onChange={(event) => onChange(updateDetails(registry, { note: event.target.value }))}
        />
        <Muted id={countId}>
          {fillTemplate(text.characterCount, { count: note.length.toLocaleString(lang), max: limits.note.toLocaleString(lang) })}
        </Muted>
      </Field>
      <Field>
        <label htmlFor={dropId}>{text.dropOffLabel}</label>
        <Muted id={dropHelpId}>{text.dropOffHelp}</Muted>
        <TextArea
          id={dropId}
          value={registry.dropOff ?? ''}
          maxLength={limits.dropOff}
          aria-describedby={dropHelpId}
          onChange={(event) => onChange(updateDetails(registry, { dropOff: event.target.value }))}
        />
      </Field>
    </Part>
  )
}
