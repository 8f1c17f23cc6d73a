import { useEffect, useId, useState, type FormEvent } from 'react'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { CopyLink } from '../shared/copy-link.tsx'
import { countText, fillTemplate } from '../shared/text.ts'
import { encodeDocument } from '../shared/document-format.ts'
import { LinkRefusedMessage } from '../shared/problem-message.tsx'
import type { LinkRefusal } from '../shared/document-format.ts'
import { replyFormat } from './codec.ts'
import { FactTags, IdeaFacts, ideaOf, OwnDetails } from './idea-facts.tsx'
import { namesText } from './list-section.tsx'
import { itemStatus, limits, makeReply, type GiftRegistry, type GiftRegistryItem } from './model.ts'
import { PrintSheet } from './print-sheet.tsx'
import {
  Card,
  Cards,
  Check,
  Field,
  FieldError,
  Good,
  Input,
  Muted,
  Note,
  Panel,
  Part,
  PrimaryButton,
  Row,
  SecondaryButton,
  SmallButton,
  Status,
} from './styles.ts'
import type { RegistryWords } from './words.ts'

type Choice = 'pick' | 'withdraw'

function GiverItem({
  words,
  registry,
  item,
  choice,
  onChoose,
}: {
  words: RegistryWords
  registry: GiftRegistry
  item: GiftRegistryItem
  choice: Choice | undefined
  onChoose: (choice: Choice | undefined) => void
}) {
  const { lang } = useSite()
  const { giftIdeas } = useLibrary()
  const text = words.giver
  const idea = ideaOf(giftIdeas, item)
  const title = idea?.title ?? item.title
  const status = itemStatus(registry, item)
  const givers = namesText(
    status.claims.map((claim) => claim.by),
    lang,
  )
  const statusText = item.have
    ? text.statusHave
    : item.received
      ? text.statusReceived
      : status.open === 0
        ? fillTemplate(text.statusClaimed, { givers })
        : status.claims.length > 0
          ? `${fillTemplate(text.statusClaimed, { givers })} ${fillTemplate(text.statusPart, { count: status.claims.length, wanted: status.wanted })}`
          : text.statusOpen

  return (
    <Card data-item={item.id} data-state={choice === 'pick' ? 'picked' : undefined}>
      <Heading id={`registry-giver-${item.id}`}>{title}</Heading>
      <FactTags words={words.ideaText} idea={idea} kind={item.kind} />
      {idea ? <p>{idea.why}</p> : null}
      <OwnDetails words={words.ideaText} item={item} />
      {status.wanted > 1 ? <p>{fillTemplate(words.ideaText.quantity, { count: status.wanted })}</p> : null}
      {item.note ? (
        <p>
          <strong>{item.note}</strong>
        </p>
      ) : null}
      <Status>{statusText}</Status>
      <Row>
        {choice === 'pick' ? <Good>{text.pickedState}</Good> : null}
        {choice === 'withdraw' ? <Good>{text.cantBringState}</Good> : null}
        {status.open > 0 || choice === 'pick' ? (
          <SmallButton
            type="button"
            aria-pressed={choice === 'pick'}
            aria-label={fillTemplate(choice === 'pick' ? text.unpickButtonA11y : text.claimButtonA11y, { item: title })}
            onClick={() => onChoose(choice === 'pick' ? undefined : 'pick')}
          >
            {choice === 'pick' ? text.unpickButton : text.claimButton}
          </SmallButton>
        ) : null}
        {status.claims.length > 0 && !status.done ? (
          <SmallButton
            type="button"
            aria-pressed={choice === 'withdraw'}
            aria-label={fillTemplate(choice === 'withdraw' ? text.unpickButtonA11y : text.cantBringA11y, { item: title })}
            onClick={() => onChoose(choice === 'withdraw' ? undefined : 'withdraw')}
          >
            {choice === 'withdraw' ? text.unpickButton : text.cantBringButton}
          </SmallButton>
        ) : null}
      </Row>
      <IdeaFacts words={words.ideaText} idea={idea} kind={item.kind} plannerHref={words.plannerHref} />
    </Card>
  )
}

/**
 * What a giver sees: the list's name and note, what is still needed and what is taken, and buttons to pick
 * things (or to say they can no longer bring something they said yes to). The picks become a reply link to send
 * back to the owner; nothing is sent anywhere by the page.
 */
export function GiverView({ words, registry }: { words: RegistryWords; registry: GiftRegistry }) {
  const { lang } = useSite()
  const text = words.giver
  const claimText = words.claim
  const headingId = useId()
  const filterName = useId()
  const nameId = useId()
  const nameHelpId = useId()
  const nameErrorId = useId()
  const messageId = useId()
  const messageHelpId = useId()
  const whenId = useId()
  const replyHeadingId = useId()
  const [onlyOpen, setOnlyOpen] = useState(true)
  const [choices, setChoices] = useState<Record<string, Choice>>({})
  const [giver, setGiver] = useState({ by: '', msg: '', when: '' })
  const [missingName, setMissingName] = useState(false)
  const [replyLink, setReplyLink] = useState('')
  const [replyRefused, setReplyRefused] = useState<LinkRefusal>()

  useEffect(() => {
    document.getElementById(headingId)?.focus()
  }, [headingId, registry.list])

  useEffect(() => {
    if (replyLink) document.getElementById(replyHeadingId)?.focus()
  }, [replyLink, replyHeadingId])

  const choose = (id: string, choice: Choice | undefined) => {
    setReplyLink('')
    setChoices((current) => {
      const next = { ...current }
      if (choice) next[id] = choice
      else delete next[id]
      return next
    })
  }

  const picks = Object.keys(choices).filter((id) => choices[id] === 'pick')
  const withdrawals = Object.keys(choices).filter((id) => choices[id] === 'withdraw')
  const openCount = registry.items.filter((item) => itemStatus(registry, item).open > 0).length
  const shown = registry.items.filter((item) => !onlyOpen || itemStatus(registry, item).open > 0 || choices[item.id])

  const makeLink = async (event: FormEvent) => {
    event.preventDefault()
    if (!giver.by.trim()) {
      setMissingName(true)
      document.getElementById(nameId)?.focus()
      return
    }
    const page = `${window.location.origin}${window.location.pathname}`
    const encoded = await encodeDocument(replyFormat, makeReply(registry, giver, picks, withdrawals), page.length)
    setReplyRefused(encoded.ok ? undefined : encoded.problem)
    setReplyLink(encoded.ok ? `${page}#${encoded.fragment}` : '')
  }

  return (
    <>
      <div data-screen-only="">
        <Part aria-labelledby={headingId}>
          <Heading id={headingId} tabIndex={-1}>
            {registry.name}
          </Heading>
          <p>{text.intro}</p>
          <NestedHeadings scope={registry.name}>
            {registry.note ? (
              <Panel>
                <Heading id={`${headingId}-note`}>{text.noteHeading}</Heading>
                <p>{registry.note}</p>
              </Panel>
            ) : null}
            {registry.dropOff ? (
              <Panel>
                <Heading id={`${headingId}-drop-off`}>{text.dropOffHeading}</Heading>
                <p>{registry.dropOff}</p>
              </Panel>
            ) : null}
          </NestedHeadings>
          <Muted>{fillTemplate(text.lastUpdated, { date: readableDate(registry.updated, lang) })}</Muted>
          <Muted>{text.askFirst}</Muted>
          <Muted>{text.privacyNote}</Muted>
          <fieldset>
            <legend>{text.filterLabel}</legend>
            <Check>
              <input type="radio" name={filterName} checked={onlyOpen} onChange={() => setOnlyOpen(true)} />
              {text.filterOpen}
            </Check>
            <Check>
              <input type="radio" name={filterName} checked={!onlyOpen} onChange={() => setOnlyOpen(false)} />
              {text.filterAll}
            </Check>
          </fieldset>
          <div role="status">
            {openCount === 0 ? <Good>{text.allTaken}</Good> : null}
            {openCount > 0 && shown.length === 0 ? <Note>{text.nothingOpen}</Note> : null}
          </div>
          <NestedHeadings scope={registry.name}>
            <Cards>
              {shown.map((item) => (
                <GiverItem
                  key={item.id}
                  words={words}
                  registry={registry}
                  item={item}
                  choice={choices[item.id]}
                  onChoose={(choice) => choose(item.id, choice)}
                />
              ))}
            </Cards>
          </NestedHeadings>
          <Row>
            <SecondaryButton type="button" onClick={() => window.print()}>
              {text.printButton}
            </SecondaryButton>
          </Row>
        </Part>
        {picks.length > 0 || withdrawals.length > 0 ? (
          <Part aria-labelledby={`${headingId}-claim`}>
            <Heading id={`${headingId}-claim`}>{claimText.heading}</Heading>
            {picks.length > 0 ? <p>{countText(claimText.picked, picks.length, lang)}</p> : null}
            <form onSubmit={makeLink} noValidate>
              <Field>
                <label htmlFor={nameId}>{claimText.nameLabel}</label>
                <Muted id={nameHelpId}>{claimText.nameHelp}</Muted>
                <Input
                  id={nameId}
                  value={giver.by}
                  maxLength={limits.by}
                  autoComplete="given-name"
                  aria-invalid={missingName || undefined}
                  aria-describedby={missingName ? `${nameHelpId} ${nameErrorId}` : nameHelpId}
                  onChange={(event) => {
                    setGiver({ ...giver, by: event.target.value })
                    setReplyLink('')
                    if (event.target.value.trim()) setMissingName(false)
                  }}
                />
                {missingName ? <FieldError id={nameErrorId}>{claimText.nameMissing}</FieldError> : null}
              </Field>
              <Field>
                <label htmlFor={messageId}>{claimText.messageLabel}</label>
                <Muted id={messageHelpId}>{claimText.messageHelp}</Muted>
                <Input
                  id={messageId}
                  value={giver.msg}
                  maxLength={limits.msg}
                  aria-describedby={messageHelpId}
                  onChange={(event) => {
                    setGiver({ ...giver, msg: event.target.value })
                    setReplyLink('')
                  }}
                />
              </Field>
              <Field>
                <label htmlFor={whenId}>{claimText.whenLabel}</label>
                <Input
                  id={whenId}
                  value={giver.when}
                  maxLength={limits.when}
                  onChange={(event) => {
                    setGiver({ ...giver, when: event.target.value })
                    setReplyLink('')
                  }}
                />
              </Field>
              <Row>
                <PrimaryButton type="submit">{claimText.makeReplyButton}</PrimaryButton>
              </Row>
            </form>
            <LinkRefusedMessage refused={replyRefused} />
            {replyLink ? (
              <Panel data-reply-link="">
                <Heading id={replyHeadingId} offset={1} tabIndex={-1}>
                  {claimText.replyHeading}
                </Heading>
                <p>{claimText.replyHelp}</p>
                <CopyLink url={replyLink} label={claimText.replyLinkLabel} />
                <Muted>{claimText.replyNotYet}</Muted>
                <p>{text.noThanksNeeded}</p>
                <p>{claimText.done}</p>
              </Panel>
            ) : null}
          </Part>
        ) : null}
      </div>
      <PrintSheet words={words} registry={registry} giverLink={typeof window === 'undefined' ? undefined : window.location.href} />
    </>
  )
}
