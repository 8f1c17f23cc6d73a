import { useId, useState, type ReactNode } from 'react'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { countText, fillTemplate } from '../shared/text.ts'
import { FactTags, IdeaFacts, ideaOf, OwnDetails } from './idea-facts.tsx'
import {
  itemStatus,
  limits,
  moveItem,
  removeItem,
  setQuantity,
  updateDetails,
  updateItem,
  type GiftRegistry,
  type GiftRegistryItem,
} from './model.ts'
import { Card, Cards, Disclosure, Field, FieldError, Input, Muted, NumberInput, Part, Row, SmallButton, Status, Warning } from './styles.ts'
import type { OwnerSectionProps, RegistryWords } from './words.ts'

/** Names as a reader says them: "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function namesText(names: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names)
}

/** The list's name, kept as typed while it is empty (the list keeps its last name until a new one is typed). */
function NameField({
  words,
  registry,
  onChange,
}: {
  words: RegistryWords
  registry: GiftRegistry
  onChange: (next: GiftRegistry) => void
}) {
  const id = useId()
  const errorId = useId()
  const [draft, setDraft] = useState(registry.name)
  // A new name from elsewhere (an opened list) replaces the draft, unless the draft is empty (its problem shows).
  const [nameShown, setNameShown] = useState(registry.name)
  if (nameShown !== registry.name) {
    setNameShown(registry.name)
    setDraft((current) => (current.trim() ? registry.name : current))
  }
  const missing = !draft.trim()
  return (
    <Field>
      <label htmlFor={id}>{words.list.nameLabel}</label>
      <Input
        id={id}
        value={draft}
        maxLength={limits.name}
        autoComplete="off"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          if (event.target.value.trim()) onChange(updateDetails(registry, { name: event.target.value }))
        }}
      />
      {missing ? <FieldError id={errorId}>{words.start.nameMissing}</FieldError> : null}
    </Field>
  )
}

function ItemCard({
  words,
  registry,
  item,
  index,
  onChange,
  onRemoved,
}: {
  words: RegistryWords
  registry: GiftRegistry
  item: GiftRegistryItem
  index: number
  onChange: (next: GiftRegistry) => void
  onRemoved: () => void
}) {
  const { lang } = useSite()
  const { giftIdeas } = useLibrary()
  const text = words.list
  const idea = ideaOf(giftIdeas, item)
  const title = idea?.title ?? item.title
  const status = itemStatus(registry, item)
  const qtyId = useId()
  const noteId = useId()
  const noteHelpId = useId()
  const questionId = useId()
  const [confirming, setConfirming] = useState(false)
  const remove = () => {
    onChange(removeItem(registry, item.id))
    onRemoved()
  }
  const givers = namesText(
    status.claims.map((claim) => claim.by),
    lang,
  )

  return (
    <Card data-item={item.id}>
      <Heading id={`registry-item-${item.id}`}>{title}</Heading>
      <FactTags words={words.ideaText} idea={idea} kind={item.kind} />
      <OwnDetails words={words.ideaText} item={item} />
      <Status>
        {item.have
          ? text.haveState
          : item.received
            ? text.receivedState
            : status.claims.length === 0
              ? text.notClaimed
              : fillTemplate(text.claimedBy, { givers })}
        {status.wanted > 1 && !status.done
          ? ` ${fillTemplate(text.claimedPart, { count: status.claims.length, wanted: status.wanted })}`
          : null}
      </Status>
      {status.claims.some((claim) => claim.msg || claim.when) ? (
        <ul>
          {status.claims
            .filter((claim) => claim.msg || claim.when)
            .map((claim) => (
              <li key={claim.item}>
                {claim.by}: {[claim.msg, claim.when].filter(Boolean).join(' · ')}
              </li>
            ))}
        </ul>
      ) : null}
      {item.note ? (
        <p>
          <strong>{item.note}</strong>
        </p>
      ) : null}
      <Row>
        <SmallButton
          type="button"
          aria-pressed={item.have === true}
          onClick={() => onChange(updateItem(registry, item.id, { have: !item.have }))}
        >
          {item.have ? text.stillNeedButton : text.haveButton}
        </SmallButton>
        <SmallButton
          type="button"
          aria-pressed={item.received === true}
          onClick={() => onChange(updateItem(registry, item.id, { received: !item.received }))}
        >
          {item.received ? text.notReceivedButton : text.receivedButton}
        </SmallButton>
        <SmallButton
          type="button"
          aria-label={fillTemplate(text.removeButtonA11y, { item: title })}
          onClick={() => (status.claims.length > 0 ? setConfirming(true) : remove())}
        >
          {text.removeButton}
        </SmallButton>
      </Row>
      {confirming ? (
        <Warning>
          <p id={questionId}>{fillTemplate(text.removeClaimedConfirm, { givers })}</p>
          <Row>
            <SmallButton type="button" aria-describedby={questionId} onClick={remove}>
              {text.removeClaimedYes}
            </SmallButton>
            <SmallButton type="button" aria-describedby={questionId} autoFocus onClick={() => setConfirming(false)}>
              {text.removeClaimedNo}
            </SmallButton>
          </Row>
        </Warning>
      ) : null}
      <Disclosure>
        <summary>{text.changeLabel}</summary>
        <Row>
          <label htmlFor={qtyId}>{text.quantityLabel}</label>
          <NumberInput
            id={qtyId}
            type="number"
            inputMode="numeric"
            min={Math.max(1, status.claims.length)}
            max={limits.qty}
            value={status.wanted}
            onChange={(event) => {
              const value = Number(event.target.value)
              if (Number.isFinite(value) && value >= 1) onChange(setQuantity(registry, item.id, value))
            }}
          />
        </Row>
        <Field>
          <label htmlFor={noteId}>{text.noteLabel}</label>
          <Muted id={noteHelpId}>{text.noteHelp}</Muted>
          <Input
            id={noteId}
            value={item.note ?? ''}
            maxLength={limits.itemNote}
            aria-describedby={noteHelpId}
            onChange={(event) => onChange(updateItem(registry, item.id, { note: event.target.value }))}
          />
        </Field>
        <Row>
          <SmallButton
            type="button"
            aria-label={fillTemplate(text.moveUpA11y, { item: title })}
            disabled={index === 0}
            onClick={() => onChange(moveItem(registry, item.id, -1))}
          >
            {text.moveUp}
          </SmallButton>
          <SmallButton
            type="button"
            aria-label={fillTemplate(text.moveDownA11y, { item: title })}
            disabled={index === registry.items.length - 1}
            onClick={() => onChange(moveItem(registry, item.id, 1))}
          >
            {text.moveDown}
          </SmallButton>
        </Row>
      </Disclosure>
      <IdeaFacts words={words.ideaText} idea={idea} kind={item.kind} plannerHref={words.plannerHref} />
    </Card>
  )
}

/** The owner's list: its name, how many things, and each item with its controls and who said yes. */
export function ListSection({
  words,
  registry,
  onChange,
  headingId,
  children,
}: OwnerSectionProps & { children?: ReactNode }) {
  const { lang } = useSite()
  const text = words.list
  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      {children}
      <NameField words={words} registry={registry} onChange={onChange} />
      <Status role="status">{countText(text.count, registry.items.length, lang)}</Status>
      {registry.items.length >= limits.items ? <Warning>{fillTemplate(text.full, { max: limits.items })}</Warning> : null}
      {registry.items.length === 0 ? (
        <Muted>{text.empty}</Muted>
      ) : (
        <NestedHeadings scope={text.heading}>
          <Cards>
            {registry.items.map((item, index) => (
              <ItemCard
                key={item.id}
                words={words}
                registry={registry}
                item={item}
                index={index}
                onChange={onChange}
                onRemoved={() => document.getElementById(headingId)?.focus()}
              />
            ))}
          </Cards>
        </NestedHeadings>
      )}
    </Part>
  )
}
