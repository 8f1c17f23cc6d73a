import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { BlockFrame } from '../../ui/block-frame.tsx'
import type { BlockProps } from '../../blocks/block-props.ts'
import { readCopy } from '../shared/device-copy.ts'
import type { ImportProblem } from '../shared/link-codec.ts'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { readerFor, useFragmentDocument } from '../shared/use-fragment-document.ts'
import { decodeRegistry, decodeReply, deviceCopyKey, readRegistryFile, registryFormat, replyFormat } from './codec.ts'
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

/** What the block shows: the start screen, the owner's list, a giver's view, or a reply alone. */
type View =
  | { mode: 'start' }
  | { mode: 'owner'; registry: GiftRegistry }
  | { mode: 'giver'; registry: GiftRegistry }
  | { mode: 'reply'; reply: GiftReply; link: string }

/** What the last reply added, and the clashes still to settle (kept until settled or a new list starts). */
export interface ReplyState {
  outcome?: ReplyOutcome
  conflicts: ReplyConflict[]
}

/** The address of this page without its fragment, in the browser. */
function pageAddress(): string {
  return `${window.location.origin}${window.location.pathname}`
}

const giverShare = (registry: GiftRegistry) => ({ giver: giverCopy(registry) })

/**
 * The Wishing Well registry (the gift-registry block). The list lives only in the address's fragment, kept there
 * by the shared fragment-document hook: the owner's link (`#registry=...` with the owner's mark) opens the
 * builder, the givers' link opens the giver view, and a reply link (`#gift-reply=...`) is added to the owner's
 * list, the one open here or the copy kept on this device. Every change the owner makes is written back to the
 * fragment after a short pause, so the address is always the owner's link. A link or file that cannot be read
 * shows a plain message and leaves what is open as it was. The server and the prerender see only the start screen
 * (the fragment is read after hydration).
 */
export function GiftRegistryTool({ block }: BlockProps<'gift-registry'>) {
  const [view, setView] = useState<View>({ mode: 'start' })
  const [replies, setReplies] = useState<ReplyState>({ conflicts: [] })
  // The reply reader below is made once but must see the view open now.
  const viewRef = useRef(view)
  useEffect(() => {
    viewRef.current = view
  }, [view])

  const addOutcome = useCallback((outcome: ReplyOutcome) => {
    // The same clash twice (a reply added again) is listed once.
    const key = (conflict: ReplyConflict) => `${conflict.kept.item}\n${conflict.incoming.by.trim().toLocaleLowerCase()}`
    setReplies((current) => {
      const known = new Set(current.conflicts.map(key))
      return { outcome, conflicts: [...current.conflicts, ...outcome.conflicts.filter((conflict) => !known.has(key(conflict)))] }
    })
  }, [])

  const openFromLink = useCallback((registry: GiftRegistry) => {
    setReplies({ conflicts: [] })
    setView(registry.owner ? { mode: 'owner', registry } : { mode: 'giver', registry })
  }, [])

  // A reply link opened from the address goes into the owner's list open here, or the copy kept on this device;
  // otherwise it is shown alone, with its link to send to the list's owner.
  const others = useMemo(
    () => [
      // eslint-disable-next-line react-hooks/refs -- viewRef is read when a reply link opens (after render), never during it; the compiler cannot see that readerFor only keeps this function
      readerFor(replyFormat, async (reply, isCurrent, fragment) => {
        const current = viewRef.current
        let base = current.mode === 'owner' ? current.registry : undefined
        if (!base) {
          const copy = readCopy(deviceCopyKey)
          const kept = copy ? await decodeRegistry(copy) : undefined
          if (!isCurrent()) return
          if (kept?.ok && kept.data.list === reply.list) base = ownerCopy(kept.data)
        }
        if (!base) return setView({ mode: 'reply', reply, link: `${pageAddress()}#${fragment}` })
        const merged = mergeReply(base, reply)
        addOutcome(merged.outcome)
        setView({ mode: 'owner', registry: merged.registry })
      }),
    ],
    [addOutcome],
  )
  const ownerRegistry = view.mode === 'owner' ? view.registry : undefined
  const document = useMemo(() => (ownerRegistry ? ownerCopy(ownerRegistry) : undefined), [ownerRegistry])
  const link = useFragmentDocument({ format: registryFormat, document, onOpen: openFromLink, others, shares: giverShare })
  const links: Links | undefined =
    link.links || link.refused
      ? {
          own: link.links?.url ?? '',
          giver: link.links?.shares.giver ?? '',
          ownFragment: link.links?.fragment ?? '',
          length: link.links?.shares.giver?.length ?? 0,
          madeFor: link.links?.madeFor,
          refused: link.refused,
        }
      : undefined

  const changeList = useCallback((next: GiftRegistry) => setView({ mode: 'owner', registry: next }), [])

  const startList = (name: string) => {
    link.setProblem(undefined)
    setReplies({ conflicts: [] })
    setView({ mode: 'owner', registry: newRegistry(name) })
  }

  const openList = (registry: GiftRegistry) => {
    link.setProblem(undefined)
    setReplies({ conflicts: [] })
    setView({ mode: 'owner', registry: ownerCopy(registry) })
  }

  const openFile = async (file: File) => {
    const result = await readRegistryFile(file)
    if (result.ok) openList(result.data)
    else link.setProblem(result.problem)
  }

  const openDeviceCopy = async () => {
    const copy = readCopy(deviceCopyKey)
    const result = copy === undefined ? ({ ok: false, problem: 'empty' } as const) : await decodeRegistry(copy)
    if (result.ok) openList(result.data)
    else link.setProblem(result.problem)
  }

  const startOver = () => {
    link.clear()
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
      <ProblemMessage problem={link.problem} />
      {view.mode === 'start' && link.opening ? <Status role="status">{block.start.loading}</Status> : null}
      {view.mode === 'start' && !link.opening ? <StartScreen words={block} onStart={startList} onOpenFile={openFile} onOpenCopy={openDeviceCopy} /> : null}
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
