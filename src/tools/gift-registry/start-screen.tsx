import { useEffect, useId, useState, type FormEvent } from 'react'
import { Heading } from '../../ui/heading.tsx'
import { readCopy } from '../shared/device-copy.ts'
import { limits } from './model.ts'
import { deviceCopyKey } from './codec.ts'
import { Field, FieldError, Input, Muted, Part, PrimaryButton, Row, SecondaryButton } from './styles.ts'
import type { RegistryWords } from './words.ts'

/**
 * The first screen: what the registry is, a name for the list and "Start my list", and ways to open a list saved
 * before (a backup file; the copy kept on this device, offered only when there is one). Without JavaScript the
 * controls are hidden and a plain note says the builder needs it.
 */
export function StartScreen({
  words,
  onStart,
  onOpenFile,
  onOpenCopy,
}: {
  words: RegistryWords
  onStart: (name: string) => void
  onOpenFile: (file: File) => void
  onOpenCopy: () => void
}) {
  const text = words.start
  const nameId = useId()
  const helpId = useId()
  const errorId = useId()
  const fileId = useId()
  const [name, setName] = useState('')
  const [missing, setMissing] = useState(false)
  const [hasCopy, setHasCopy] = useState(false)

  // Read after hydration, so the first render matches the prerendered page.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's copy is read after hydration: it exists only in the browser, and the first render must match the prerendered page
  useEffect(() => setHasCopy(readCopy(deviceCopyKey) !== undefined), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setMissing(true)
      document.getElementById(nameId)?.focus()
      return
    }
    onStart(name)
  }

  return (
    <Part aria-labelledby={`${nameId}-heading`}>
      <Heading id={`${nameId}-heading`}>{text.heading}</Heading>
      <p>{text.intro}</p>
      <ol>
        {text.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <Muted>{text.whoCanMake}</Muted>
      <Muted>{text.privacyNote}</Muted>
      <noscript>
        <p>
          <strong>{text.noScript}</strong>
        </p>
      </noscript>
      <form onSubmit={submit} noValidate data-needs-script="">
        <Field>
          <label htmlFor={nameId}>{text.nameLabel}</label>
          <Muted id={helpId}>{text.nameHelp}</Muted>
          <Input
            id={nameId}
            value={name}
            maxLength={limits.name}
            autoComplete="off"
            aria-describedby={missing ? `${helpId} ${errorId}` : helpId}
            aria-invalid={missing || undefined}
            onChange={(event) => {
              setName(event.target.value)
              if (event.target.value.trim()) setMissing(false)
            }}
          />
          {missing ? <FieldError id={errorId}>{text.nameMissing}</FieldError> : null}
        </Field>
        <Row>
          <PrimaryButton type="submit">{text.startButton}</PrimaryButton>
          {hasCopy ? (
            <SecondaryButton type="button" onClick={onOpenCopy}>
              {text.openCopyButton}
            </SecondaryButton>
          ) : null}
        </Row>
        <Field>
          <label htmlFor={fileId}>{text.openFileLabel}</label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) onOpenFile(file)
            }}
          />
        </Field>
      </form>
    </Part>
  )
}
