import { useEffect, useId } from 'react'
import { Heading } from '../../ui/heading.tsx'
import { CopyLink } from '../shared/copy-link.tsx'
import { fillTemplate } from '../shared/text.ts'
import type { GiftReply } from './model.ts'
import { Good, Note, Part } from './styles.ts'
import type { RegistryWords } from './words.ts'

/**
 * A reply link opened where the owner's list is not open and no copy is kept on this device: what the reply
 * says, and how to add it (open the own link, then paste this one). Nothing is changed or lost.
 */
export function ReplyAlone({ words, reply, link }: { words: RegistryWords; reply: GiftReply; link: string }) {
  const text = words.replies
  const headingId = useId()
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId])
  return (
    <Part aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {text.replyHeading}
      </Heading>
      <ul>
        {reply.claims.map((pick) => (
          <li key={`claim-${pick.item}`}>{fillTemplate(text.willBring, { giver: reply.by, item: pick.title })}</li>
        ))}
        {(reply.withdraw ?? []).map((pick) => (
          <li key={`withdraw-${pick.item}`}>{fillTemplate(text.cantBring, { giver: reply.by, item: pick.title })}</li>
        ))}
      </ul>
      {reply.msg || reply.when ? <Note>{[reply.msg, reply.when].filter(Boolean).join(' · ')}</Note> : null}
      <Good>{text.openOwnLinkFirst}</Good>
      <CopyLink url={link} label={text.replyLinkLabel} />
    </Part>
  )
}
