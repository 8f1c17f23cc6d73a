import { useId, useState, type FormEvent } from 'react'
import { Heading } from '../../ui/heading.tsx'
import { fillTemplate } from '../shared/text.ts'
import { addOwnItem, giftKinds, isWebLink, limits, type GiftKind } from './model.ts'
import { Check, Field, FieldError, Good, Input, Muted, NumberInput, Part, PrimaryButton, Row, Select, Warning } from './styles.ts'
import type { OwnerSectionProps } from './words.ts'

interface OwnItemFields {
  title: string
  kind: GiftKind
  qty: string
  size: string
  color: string
  noScent: boolean
  link: string
  why: string
}

const empty: OwnItemFields = { title: '', kind: 'item', qty: '1', size: '', color: '', noScent: false, link: '', why: '' }

/**
 * The form for an item of the owner's own: a name, the kind of gift, how many, size, color, "no scent", a link to
 * an example (https only; it is shown, never fetched) and why it would help. Errors are tied to their fields and
 * the first one gets the focus; nothing is added until the form is right.
 */
export function OwnItemForm({
  words,
  registry,
  onChange,
  headingId,
}: OwnerSectionProps) {
  const text = words.own
  const base = useId()
  const id = (name: string) => `${base}-${name}`
  const [fields, setFields] = useState(empty)
  const [errors, setErrors] = useState<{ title?: string; link?: string }>({})
  const [added, setAdded] = useState('')
  const full = registry.items.length >= limits.items

  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => {
    setFields((current) => ({ ...current, [key]: value }))
    setAdded('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: { title?: string; link?: string } = {}
    if (!fields.title.trim()) found.title = text.nameMissing
    if (fields.link.trim() && !isWebLink(fields.link.trim())) found.link = text.linkInvalid
    setErrors(found)
    if (found.title || found.link) {
      document.getElementById(found.title ? id('title') : id('link'))?.focus()
      return
    }
    if (full) return
    onChange(
      addOwnItem(registry, {
        title: fields.title,
        kind: fields.kind,
        qty: Number(fields.qty) || 1,
        size: fields.size,
        color: fields.color,
        noScent: fields.noScent,
        link: fields.link.trim(),
        why: fields.why,
      }),
    )
    setAdded(fillTemplate(text.added, { item: fields.title.trim() }))
    setFields(empty)
  }

  const described = (name: 'title' | 'link', help?: string) =>
    [help, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined

  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      <p>{text.intro}</p>
      {full ? <Warning>{fillTemplate(words.list.full, { max: limits.items })}</Warning> : null}
      <form onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={id('title')}>{text.nameLabel}</label>
          <Muted id={id('title-help')}>{text.nameHelp}</Muted>
          <Input
            id={id('title')}
            value={fields.title}
            maxLength={limits.title}
            autoComplete="off"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described('title', id('title-help'))}
            onChange={(event) => set('title', event.target.value)}
          />
          {errors.title ? <FieldError id={id('title-error')}>{errors.title}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor={id('kind')}>{text.kindLabel}</label>
          <Select id={id('kind')} value={fields.kind} onChange={(event) => set('kind', giftKinds.find((kind) => kind === event.target.value) ?? 'item')}>
            {giftKinds.map((kind) => (
              <option key={kind} value={kind}>
                {words.ideaText.kinds[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={id('qty')}>{text.quantityLabel}</label>
          <NumberInput
            id={id('qty')}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.qty}
            value={fields.qty}
            onChange={(event) => set('qty', event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={id('size')}>{text.sizeLabel}</label>
          <Input id={id('size')} value={fields.size} maxLength={limits.size} onChange={(event) => set('size', event.target.value)} />
        </Field>
        <Field>
          <label htmlFor={id('color')}>{text.colorLabel}</label>
          <Input id={id('color')} value={fields.color} maxLength={limits.color} onChange={(event) => set('color', event.target.value)} />
        </Field>
        <Check htmlFor={id('scent')}>
          <input id={id('scent')} type="checkbox" checked={fields.noScent} onChange={(event) => set('noScent', event.target.checked)} />
          {text.noScentLabel}
        </Check>
        <Field>
          <label htmlFor={id('link')}>{text.linkLabel}</label>
          <Muted id={id('link-help')}>{text.linkHelp}</Muted>
          <Input
            id={id('link')}
            type="url"
            inputMode="url"
            value={fields.link}
            maxLength={limits.link}
            autoComplete="off"
            aria-invalid={errors.link ? true : undefined}
            aria-describedby={described('link', id('link-help'))}
            onChange={(event) => set('link', event.target.value)}
          />
          {errors.link ? <FieldError id={id('link-error')}>{errors.link}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor={id('why')}>{text.whyLabel}</label>
          <Input id={id('why')} value={fields.why} maxLength={limits.why} onChange={(event) => set('why', event.target.value)} />
        </Field>
        <Row>
          <PrimaryButton type="submit" disabled={full}>
            {text.addButton}
          </PrimaryButton>
        </Row>
        <div role="status">{added ? <Good>{added}</Good> : null}</div>
      </form>
    </Part>
  )
}
