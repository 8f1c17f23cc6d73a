import { useId, useState, type FormEvent } from 'react'
import { useSite } from '../../ui/site-context.tsx'
import { Heading } from '../../ui/heading.tsx'
import type { ImportProblem } from '../shared/link-codec.ts'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { fillTemplate } from '../shared/text.ts'
import type { ReplyState } from './gift-registry.tsx'
import { namesText } from './list-section.tsx'
import { keepBoth, keepIncomingOnly, limits, type GiftRegistry, type ReplyConflict } from './model.ts'
import { Field, Good, Input, Part, PrimaryButton, Row, SmallButton, Warning } from './styles.ts'
import type { RegistryWords } from './words.ts'

/**
 * Replies from givers: a field for a reply link, what the last reply did (added, already added, withdrawn,
 * for an item no longer on the list, for another list), the clashes to settle, and a reminder to send the new
 * link. Opening a reply link in the address does the same (see gift-registry.tsx).
 */
export function RepliesSection({
  words,
  registry,
  replies,
  onChange,
  onReplies,
  onAddReply,
  headingId,
}: {
  words: RegistryWords
  registry: GiftRegistry
  replies: ReplyState
  onChange: (next: GiftRegistry) => void
  onReplies: (next: ReplyState) => void
  onAddReply: (text: string) => Promise<ImportProblem | undefined>
  headingId: string
}) {
  const { lang } = useSite()
  const text = words.replies
  const fieldId = useId()
  const [link, setLink] = useState('')
  const [problem, setProblem] = useState<ImportProblem | undefined>()
  const outcome = replies.outcome

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = await onAddReply(link)
    setProblem(found)
    if (!found) setLink('')
  }

  const settle = (conflict: ReplyConflict, next: GiftRegistry) => {
    onChange(next)
    onReplies({ ...replies, conflicts: replies.conflicts.filter((candidate) => candidate !== conflict) })
  }

  const messages: string[] = []
  if (outcome) {
    if (outcome.otherList) messages.push(text.otherList)
    for (const entry of outcome.added) messages.push(fillTemplate(text.added, { giver: entry.by, item: entry.title }))
    for (const entry of outcome.withdrawn) messages.push(fillTemplate(text.withdrawn, { giver: entry.by, item: entry.title }))
    for (const entry of outcome.unknown) messages.push(fillTemplate(text.itemGone, { giver: entry.by, item: entry.title }))
    if (outcome.unchanged.length > 0 && outcome.added.length === 0 && outcome.withdrawn.length === 0) {
      messages.push(fillTemplate(text.alreadyAdded, { giver: namesText([...new Set(outcome.unchanged.map((entry) => entry.by))], lang) }))
    }
  }
  const changed = outcome !== undefined && (outcome.added.length > 0 || outcome.withdrawn.length > 0)

  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      <p>{text.intro}</p>
      <form onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={fieldId}>{text.pasteLabel}</label>
          <Input id={fieldId} value={link} autoComplete="off" onChange={(event) => setLink(event.target.value)} />
        </Field>
        <Row>
          <PrimaryButton type="submit">{text.addButton}</PrimaryButton>
        </Row>
      </form>
      <ProblemMessage problem={problem} />
      <div role="status" data-reply-outcome="">
        {messages.map((message, index) => (
          <Good key={index}>{message}</Good>
        ))}
        {changed ? <Good>{text.reshare}</Good> : null}
      </div>
      {replies.conflicts.length > 0 ? (
        <Warning data-conflicts="">
          <Heading offset={1} id={`${headingId}-conflicts`}>
            {text.conflictHeading}
          </Heading>
          <ul>
            {replies.conflicts.map((conflict, index) => {
              const values = { a: conflict.kept.by, b: conflict.incoming.by, item: conflict.title }
              const item = registry.items.find((candidate) => candidate.id === conflict.itemId)
              return (
                <li key={index}>
                  <p>{fillTemplate(text.conflict, values)}</p>
                  <p>{fillTemplate(text.conflictHelp, values)}</p>
                  <Row>
                    <SmallButton type="button" onClick={() => settle(conflict, registry)}>
                      {fillTemplate(text.keepOnly, { giver: conflict.kept.by })}
                    </SmallButton>
                    <SmallButton type="button" onClick={() => settle(conflict, keepIncomingOnly(registry, conflict))}>
                      {fillTemplate(text.keepOnly, { giver: conflict.incoming.by })}
                    </SmallButton>
                    <SmallButton
                      type="button"
                      disabled={!item || (item.qty ?? 1) >= limits.qty}
                      onClick={() => settle(conflict, keepBoth(registry, conflict))}
                    >
                      {text.keepBoth}
                    </SmallButton>
                  </Row>
                </li>
              )
            })}
          </ul>
        </Warning>
      ) : null}
    </Part>
  )
}
