import styled from '@emotion/styled'
import { useEffect, useId } from 'react'
import { colors, space } from '../../ui/theme.ts'
import type { LinkRefusal } from '../shared/document-format.ts'
import type { ImportProblem } from '../shared/link-codec.ts'
import type { ReplyState } from './gift-registry.tsx'
import { ListSection } from './list-section.tsx'
import type { GiftRegistry } from './model.ts'
import { NoteSection } from './note-section.tsx'
import { OwnItemForm } from './own-item-form.tsx'
import { PickSection } from './pick-section.tsx'
import { PrintSheet } from './print-sheet.tsx'
import { RepliesSection } from './replies-section.tsx'
import { ShareSection } from './share-section.tsx'
import type { RegistryWords } from './words.ts'

/** The owner's two links (full addresses), the owner's fragment (for the device copy) and how long a link is. */
export interface Links {
  own: string
  giver: string
  ownFragment: string
  length: number
  /** The list these links were made for: when it is not the list on screen, newer links are being made. */
  madeFor: GiftRegistry | undefined
  /** Why the newest list has no link (too long, not valid yet): these links hold the last one that worked. */
  refused: LinkRefusal | undefined
}

const Jumps = styled.nav({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  margin: `${space.sm} 0`,
  '& button': {
    font: 'inherit',
    color: colors.primary,
    background: 'none',
    border: 0,
    padding: `${space.xs} ${space.xs}`,
    minHeight: '2.75rem',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
})

/**
 * The owner's builder: the list, then picking ideas, adding an own item, the note to givers, sharing and
 * replies, with buttons that jump to each part (real in-page links would replace the list in the fragment).
 * The printed list is rendered here too, hidden on screen.
 */
export function OwnerView({
  words,
  registry,
  links,
  replies,
  onChange,
  onReplies,
  onAddReply,
  onStartOver,
}: {
  words: RegistryWords
  registry: GiftRegistry
  links: Links | undefined
  replies: ReplyState
  onChange: (next: GiftRegistry) => void
  onReplies: (next: ReplyState) => void
  onAddReply: (text: string) => Promise<ImportProblem | undefined>
  onStartOver: () => void
}) {
  const base = useId()
  const ids = {
    list: `${base}-list`,
    pick: `${base}-pick`,
    own: `${base}-own`,
    note: `${base}-note`,
    share: `${base}-share`,
    replies: `${base}-replies`,
  }
  // A list just opened or started: take the reader to it.
  useEffect(() => {
    document.getElementById(ids.list)?.focus()
  }, [registry.list, ids.list])

  // A reply was just added (opened from its link or pasted): show what it did.
  useEffect(() => {
    if (replies.outcome) document.getElementById(ids.replies)?.focus()
  }, [replies.outcome, ids.replies])

  const jump = (id: string) => {
    const target = document.getElementById(id)
    target?.scrollIntoView({ block: 'start' })
    target?.focus()
  }

  const parts: [keyof typeof ids, string][] = [
    ['pick', words.pick.heading],
    ['own', words.own.heading],
    ['note', words.note.heading],
    ['share', words.share.heading],
    ['replies', words.replies.heading],
  ]

  return (
    <>
      <div data-screen-only="">
        <ListSection words={words} registry={registry} onChange={onChange} headingId={ids.list}>
          <Jumps aria-label={words.list.jumpLabel}>
            <span aria-hidden="true">{words.list.jumpLabel}:</span>
            {parts.map(([key, label]) => (
              <button key={key} type="button" onClick={() => jump(ids[key])}>
                {label}
              </button>
            ))}
          </Jumps>
        </ListSection>
        <PickSection words={words} registry={registry} onChange={onChange} headingId={ids.pick} />
        <OwnItemForm words={words} registry={registry} onChange={onChange} headingId={ids.own} />
        <NoteSection words={words} registry={registry} onChange={onChange} headingId={ids.note} />
        <ShareSection words={words} registry={registry} links={links} onStartOver={onStartOver} headingId={ids.share} />
        <RepliesSection
          words={words}
          registry={registry}
          replies={replies}
          onChange={onChange}
          onReplies={onReplies}
          onAddReply={onAddReply}
          headingId={ids.replies}
        />
      </div>
      <PrintSheet words={words} registry={registry} giverLink={links?.giver} />
    </>
  )
}
