import styled from '@emotion/styled'
import { useId, useState } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { colors, space } from '../../ui/theme.ts'
import { Heading } from '../../ui/heading.tsx'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { CopyLink } from '../shared/copy-link.tsx'
import { backupJson, downloadFile } from '../shared/files.ts'
import { ConfirmButton } from '../shared/confirm-button.tsx'
import { FileField } from '../shared/file-field.tsx'
import { KeepCopy } from '../shared/keep-copy.tsx'
import { linkParts, type ImportProblem } from '../shared/link-codec.ts'
import { replyMessages } from './describe.ts'
import type { Format } from '../shared/date-format.ts'
import { planCalendar } from './calendar.ts'
import { decodeReply, planKind, planVersion, readPlanFile, slotDate, slotsOf, taskName, type CarePlan } from './plan.ts'
import { mergeReply } from './replies.ts'
import { Choice, FieldBox, Muted, PlainList, PrimaryButton, Problems, Row, SecondaryButton, TextArea, Tint } from '../shared/tool-styles.ts'

const Hidden = styled.span(visuallyHidden)

const Messages = styled.ul({ margin: `${space.sm} 0`, paddingLeft: '1.25rem', '& li': { marginBottom: space.xs } })

const HelperItem = styled.li({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  borderTop: `1px solid ${colors.border}`,
  padding: `${space.sm} 0`,
})

/** Longest paste read in the replies box, in characters: many replies fit; a pasted novel does not. */
const maxPaste = 100_000

/** "Add replies from helpers" and "Who is helping": paste reply links, see what merging did, free a slot. */
export function RepliesPanel({
  planner,
  plan,
  format,
  lang,
  today,
  onReplace,
  onFree,
}: {
  planner: CarePlanner
  plan: CarePlan
  format: Format
  lang: string
  today: string
  onReplace: (plan: CarePlan) => void
  onFree: (item: string) => void
}) {
  const { words } = planner
  const problems = useLibrary().toolText().importProblems
  const id = useId()
  const [text, setText] = useState('')
  const [messages, setMessages] = useState<string[]>([])
  const order = new Map(slotsOf(plan).map((slot) => [slot.id, slot] as const))

  const add = async () => {
    const links = text.slice(0, maxPaste).split(/\s+/).filter(Boolean)
    let current = plan
    const found: string[] = []
    if (links.length === 0) found.push(problems.empty)
    for (const link of links) {
      if (linkParts(link)?.kind === planKind) {
        found.push(words.replyNotReply)
        continue
      }
      const decoded = await decodeReply(link)
      if (!decoded.ok) {
        found.push(problems[decoded.problem])
        continue
      }
      const outcome = mergeReply(current, decoded.data, today)
      found.push(...replyMessages(outcome, current, planner, format, lang))
      if (outcome.kind === 'merged' && outcome.changed) current = outcome.plan
    }
    if (current !== plan) {
      found.push(words.resharePlan)
      onReplace(current)
      setText('')
    }
    setMessages(found)
  }

  const claims = [...plan.claims].sort((a, b) => {
    const slots = [...order.keys()]
    return slots.indexOf(a.item) - slots.indexOf(b.item)
  })

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>
        {words.repliesHeading}
      </Heading>
      <FieldBox>
        <label htmlFor={`${id}-replies`}>{words.repliesLabel}</label>
        <TextArea id={`${id}-replies`} value={text} aria-describedby={`${id}-hint`} onChange={(event) => setText(event.target.value)} data-replies-input="" />
        <Muted id={`${id}-hint`}>{words.repliesHint}</Muted>
      </FieldBox>
      <Row>
        <PrimaryButton type="button" onClick={add}>
          {words.addReplies}
        </PrimaryButton>
      </Row>
      <div role="status" data-reply-messages="">
        {messages.length > 0 ? (
          <Tint>
            <Messages>
              {messages.map((message, index) => (
                <li key={`${index}-${message}`}>{message}</li>
              ))}
            </Messages>
          </Tint>
        ) : null}
      </div>
      <Heading offset={1}>{words.helpersHeading}</Heading>
      {claims.length === 0 ? (
        <p>{words.helpersEmpty}</p>
      ) : (
        <PlainList data-helpers="">
          {claims.map((claim) => {
            const slot = order.get(claim.item)
            const label = `${format.date(slotDate(claim.item))} · ${slot ? taskName(slot.task, planner.taskTypes) : ''}`
            return (
              <HelperItem key={claim.item}>
                <span>
                  {label}: <strong>{claim.by}</strong>
                  {claim.dish ? ` (${claim.dish})` : ''}
                </span>
                <SecondaryButton type="button" onClick={() => onFree(claim.item)}>
                  {words.freeSlot}
                  <Hidden>{` (${label}, ${claim.by})`}</Hidden>
                </SecondaryButton>
              </HelperItem>
            )
          })}
        </PlainList>
      )}
    </section>
  )
}

/** "Share the plan": the link for helpers and the view-only link, each with a copy button. */
export function SharePanel({ planner, planUrl, viewUrl }: { planner: CarePlanner; planUrl: string; viewUrl: string }) {
  const { words } = planner
  const id = useId()
  const long = Math.max(planUrl.length, viewUrl.length) > 2000
  return (
    <section aria-labelledby={`${id}-heading`} data-share="">
      <Heading id={`${id}-heading`}>
        {words.shareHeading}
      </Heading>
      <p>{words.shareIntro}</p>
      <Muted>{words.privacyNote}</Muted>
      {planUrl ? <CopyLink url={planUrl} label={words.planLinkLabel} /> : null}
      <p>{words.viewLinkIntro}</p>
      {viewUrl ? <CopyLink url={viewUrl} label={words.viewLinkLabel} /> : null}
      {long ? <Muted>{words.longLink}</Muted> : null}
    </section>
  )
}

/** "Calendar, paper and backup": the .ics file, the printed sheet, the JSON backup and its import, keeping a copy, starting over. */
export function ExportsPanel({
  planner,
  plan,
  planFragment,
  format,
  includeAddress,
  onIncludeAddress,
  onPrint,
  onOpenFile,
  onNewPlan,
}: {
  planner: CarePlanner
  plan: CarePlan
  planFragment: string
  format: Format
  includeAddress: boolean
  onIncludeAddress: (include: boolean) => void
  onPrint: () => void
  onOpenFile: (plan: CarePlan) => void
  onNewPlan: () => void
}) {
  const { words } = planner
  const problems = useLibrary().toolText().importProblems
  const id = useId()
  const [fileStatus, setFileStatus] = useState<{ problem?: ImportProblem; opened?: boolean }>({})

  const downloadCalendar = () => {
    downloadFile(`${words.planFileName}.ics`, planCalendar(plan, { planner, formatDate: format.date, now: new Date() }), 'text/calendar')
  }
  const downloadBackup = () => downloadFile(`${words.backupFileName}.json`, backupJson(planKind, planVersion, plan), 'application/json')
  const openFile = async (file: File | undefined) => {
    if (!file) return
    const result = await readPlanFile(file)
    if (result.ok) {
      onOpenFile(result.data)
      setFileStatus({ opened: true })
    } else {
      setFileStatus({ problem: result.problem })
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} data-exports="">
      <Heading id={`${id}-heading`}>
        {words.exportsHeading}
      </Heading>
      <Row>
        <PrimaryButton type="button" onClick={downloadCalendar}>
          {words.planCalendar}
        </PrimaryButton>
      </Row>
      <Muted>{words.calendarHint}</Muted>
      <Muted>{words.googleNote}</Muted>
      <Row>
        <PrimaryButton type="button" onClick={onPrint}>
          {words.printSheet}
        </PrimaryButton>
      </Row>
      <Muted>{words.printHint}</Muted>
      {plan.notes?.address ? (
        <Choice>
          <input type="checkbox" checked={includeAddress} onChange={(event) => onIncludeAddress(event.target.checked)} />
          {words.printAddress}
        </Choice>
      ) : null}
      <Row>
        <SecondaryButton type="button" onClick={downloadBackup}>
          {words.backupButton}
        </SecondaryButton>
      </Row>
      <Muted>{words.backupHint}</Muted>
      <FileField label={words.importLabel} onFile={openFile} />
      <div role="status">
        {fileStatus.opened ? <p>{words.imported}</p> : null}
        {fileStatus.problem ? (
          <Problems>
            <p>{problems[fileStatus.problem]}</p>
          </Problems>
        ) : null}
      </div>
      {/* As in the other tools: offered once the plan's link is ready, so ticking it never keeps an empty copy. */}
      {planFragment ? <KeepCopy storageKey="care-plan" value={planFragment} /> : null}
      <ConfirmButton label={words.newPlan} question={words.newPlanConfirm} yes={words.newPlanYes} no={words.newPlanNo} onConfirm={onNewPlan} />
    </section>
  )
}
