import { useCallback, useEffect, useRef, useState } from 'react'
import { BlockFrame } from '../../ui/block-frame.tsx'
import type { BlockProps } from '../../blocks/block-props.ts'
import { readCopy } from '../shared/device-copy.ts'
import { linkParts, maxLinkChars, type ImportProblem } from '../shared/link-codec.ts'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { useFragment, writeFragment } from '../shared/url-state.ts'
import { decodeRegistry, decodeReply, deviceCopyKey, encodeRegistry, readRegistryFile, replySpec } from './codec.ts'
import { GiverView } from './giver-view.tsx'
import {
  giverCopy,
  mergeReply,
  newRegistry,
  ownerCopy,
  type GiftRegistry,
  type GiftReply,
  type ReplyConflict,
  type ReplyOutcome,
} from './model.ts'
import { OwnerView, type Links } from './owner-view.tsx'
import { ReplyAlone } from './reply-alone.tsx'
import { StartScreen } from './start-screen.tsx'
import { Status } from './styles.ts'

/** What the block shows: the start screen, a link being opened, the owner's list, a giver's view, or a reply alone. */
type View =
  | { mode: 'start' }
  | { mode: 'opening' }
  | { mode: 'owner'; registry: GiftRegistry }
  | { mode: 'giver'; registry: GiftRegistry }
  | { mode: 'reply'; reply: GiftReply; link: string }

/** What the last reply added, and the clashes still to settle (kept until settled or a new list starts). */
export interface ReplyState {
  outcome?: ReplyOutcome
  conflicts: ReplyConflict[]
}

/** How long the owner's changes must pause before the links are made and the address follows, in ms. */
const linkPauseMs = 250

/** The address of this page without its fragment, in the browser. */
function pageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`
}

/**
 * The Wishing Well registry (the gift-registry block). The list lives only in the address's fragment: the
 * owner's link (`#registry=...` with the owner's mark) opens the builder, the givers' link opens the giver view,
 * and a reply link (`#gift-reply=...`) is added to the owner's list, the one open here or the copy kept on this
 * device. Every change the owner makes is written back to the fragment at once, so the address is always the
 * owner's link. A link or file that cannot be read shows a plain message and leaves what is open as it was.
 * The server and the prerender see only the start screen (the fragment is read after hydration).
 */
export function GiftRegistryTool({ block }: BlockProps<'gift-registry'>) {
  const fragment = useFragment()
  const [view, setView] = useState<View>({ mode: 'start' })
  const [problem, setProblem] = useState<ImportProblem | undefined>()
  const [replies, setReplies] = useState<ReplyState>({ conflicts: [] })
  const [links, setLinks] = useState<Links | undefined>()
  /** The fragment this block last wrote or opened: the address changing to it again needs no work. */
  const written = useRef('')
  const viewRef = useRef(view)
  // eslint-disable-next-line react-hooks/refs -- the latest view, for the fragment handler below, which runs after render and must not restart on each change
  viewRef.current = view

  const addOutcome = useCallback((outcome: ReplyOutcome) => {
    // The same clash twice (a reply added again) is listed once.
    const key = (conflict: ReplyConflict) => `${conflict.kept.item}\n${conflict.incoming.by.trim().toLocaleLowerCase()}`
    setReplies((current) => {
      const known = new Set(current.conflicts.map(key))
      return { outcome, conflicts: [...current.conflicts, ...outcome.conflicts.filter((conflict) => !known.has(key(conflict)))] }
    })
  }, [])

  // The owner's list changed: make both links and put the owner's in the address (without a history entry).
  const ownerRegistry = view.mode === 'owner' ? view.registry : undefined
  useEffect(() => {
    if (!ownerRegistry) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no list, no links; with a list they are made asynchronously (compressed) below
      setLinks(undefined)
      return
    }
    let cancelled = false
    // A short pause first, so typing a note does not rewrite the address on every key (Safari limits how often
    // a page may do that).
    const timer = setTimeout(() => {
      void Promise.all([encodeRegistry(ownerCopy(ownerRegistry)), encodeRegistry(giverCopy(ownerRegistry))]).then(
        ([own, giver]) => {
          if (cancelled) return
          const base = pageAddress()
          const longest = base.length + 1 + Math.max(own.length, giver.length)
          if (longest > maxLinkChars) {
            // The list on screen keeps the change; the links keep the last list that fitted.
            setLinks((current) => ({
              ...(current ?? { own: '', giver: '', ownFragment: '', length: 0 }),
              madeFor: ownerRegistry,
              tooLong: true,
            }))
            return
          }
          written.current = own
          writeFragment(own)
          setLinks({
            own: `${base}#${own}`,
            giver: `${base}#${giver}`,
            ownFragment: own,
            length: base.length + 1 + giver.length,
            madeFor: ownerRegistry,
            tooLong: false,
          })
        },
        (error: unknown) => console.error('The list could not be put in a link:', error),
      )
    }, linkPauseMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [ownerRegistry])

  // The address's fragment changed (opened with a link, a link pasted in the address bar, Back): open it.
  useEffect(() => {
    if (fragment === written.current || fragment === '') return
    let cancelled = false
    const current = viewRef.current
    if (current.mode === 'start') setView({ mode: 'opening' })

    const fail = (found: ImportProblem) => {
      setProblem(found)
      if (current.mode === 'owner' || current.mode === 'giver' || current.mode === 'reply') {
        // Nothing is lost: what was open stays, and so does its link.
        setView(current)
        writeFragment(written.current)
      } else {
        setView({ mode: 'start' })
      }
    }

    const open = async () => {
      if (linkParts(fragment)?.kind === replySpec.kind) {
        const reply = await decodeReply(fragment)
        if (cancelled) return
        if (!reply.ok) return fail(reply.problem)
        let base = current.mode === 'owner' ? current.registry : undefined
        if (!base) {
          const copy = readCopy(deviceCopyKey)
          const kept = copy ? await decodeRegistry(copy) : undefined
          if (cancelled) return
          if (kept?.ok && kept.data.list === reply.data.list) base = ownerCopy(kept.data)
        }
        setProblem(undefined)
        if (!base) {
          written.current = fragment
          setView({ mode: 'reply', reply: reply.data, link: `${pageAddress()}#${fragment}` })
          return
        }
        const merged = mergeReply(base, reply.data)
        addOutcome(merged.outcome)
        setView({ mode: 'owner', registry: merged.registry })
        // Unchanged list: its link goes back in the address now (a changed one is written when encoded).
        if (merged.registry === base && current.mode === 'owner') writeFragment(written.current)
        return
      }
      const result = await decodeRegistry(fragment)
      if (cancelled) return
      if (!result.ok) return fail(result.problem)
      setProblem(undefined)
      written.current = fragment
      setReplies({ conflicts: [] })
      setView(result.data.owner ? { mode: 'owner', registry: result.data } : { mode: 'giver', registry: result.data })
    }
    void open()
    return () => {
      cancelled = true
    }
  }, [fragment, addOutcome])

  const changeList = useCallback((next: GiftRegistry) => setView({ mode: 'owner', registry: next }), [])

  const startList = (name: string) => {
    setProblem(undefined)
    setReplies({ conflicts: [] })
    setView({ mode: 'owner', registry: newRegistry(name) })
  }

  const openList = (registry: GiftRegistry) => {
    setProblem(undefined)
    setReplies({ conflicts: [] })
    setView({ mode: 'owner', registry: ownerCopy(registry) })
  }

  const openFile = async (file: File) => {
    const result = await readRegistryFile(file)
    if (result.ok) openList(result.data)
    else setProblem(result.problem)
  }

  const openDeviceCopy = async () => {
    const copy = readCopy(deviceCopyKey)
    const result = copy === undefined ? ({ ok: false, problem: 'empty' } as const) : await decodeRegistry(copy)
    if (result.ok) openList(result.data)
    else setProblem(result.problem)
  }

  const startOver = () => {
    written.current = ''
    writeFragment('')
    setProblem(undefined)
    setReplies({ conflicts: [] })
    setView({ mode: 'start' })
  }

  /** Adds a pasted reply link to the open list. Resolves to the problem, if any, for the field's message. */
  const addReplyLink = async (text: string): Promise<ImportProblem | undefined> => {
    const reply = await decodeReply(text)
    if (!reply.ok) return reply.problem
    const current = viewRef.current
    if (current.mode !== 'owner') return undefined
    const merged = mergeReply(current.registry, reply.data)
    addOutcome(merged.outcome)
    if (merged.registry !== current.registry) changeList(merged.registry)
    return undefined
  }

  return (
    <BlockFrame>
      <ProblemMessage problem={problem} />
      {view.mode === 'start' ? <StartScreen words={block} onStart={startList} onOpenFile={openFile} onOpenCopy={openDeviceCopy} /> : null}
      {view.mode === 'opening' ? <Status role="status">{block.start.loading}</Status> : null}
      {view.mode === 'owner' ? (
        <OwnerView
          words={block}
          registry={view.registry}
          links={links}
          replies={replies}
          onChange={changeList}
          onReplies={setReplies}
          onAddReply={addReplyLink}
          onStartOver={startOver}
        />
      ) : null}
      {view.mode === 'giver' ? <GiverView words={block} registry={view.registry} /> : null}
      {view.mode === 'reply' ? <ReplyAlone words={block} reply={view.reply} link={view.link} /> : null}
    </BlockFrame>
  )
}
