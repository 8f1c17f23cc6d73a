import styled from '@emotion/styled'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { BlockProps } from '../../blocks/block-props.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { readCopy } from '../shared/device-copy.ts'
import { encodeLink, linkParts, type ImportProblem } from '../shared/link-codec.ts'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { countText, fillTemplate } from '../shared/text.ts'
import { useFragment, writeFragment } from '../shared/url-state.ts'
import { todayOnDevice } from './dates.ts'
import { replyMessages } from './describe.ts'
import { DetailsForm } from './details-form.tsx'
import { makeFormat } from './format.ts'
import { ExportsPanel, FileField, RepliesPanel, SharePanel } from './organizer.tsx'
import {
  decodePlan,
  decodeReply,
  emptyPlan,
  hasTasks,
  newPlanId,
  nextTaskId,
  readPlanFile,
  planKind,
  planVersion,
  replyKind,
  slotDate,
  slotsOf,
  taskName,
  viewOnlyCopy,
  type CarePlan,
  type CareReply,
  type CareTask,
} from './plan.ts'
import { PlanView, type Picks } from './plan-view.tsx'
import { freeSlot, mergeReply } from './replies.ts'
import { RiskDays } from './risk-days.tsx'
import { SignUpSheet } from './sign-up-sheet.tsx'
import { Details, Muted, Panel, PrimaryButton, Row, Tint } from './styles.ts'
import { hasTreatment, riskDays, riskWindows } from './suggestions.ts'
import { TaskForm } from './task-form.tsx'
import { TaskList } from './task-list.tsx'

/** The planner's box: headings sized for the levels it uses (its own, the plan's, sections, forms). */
const Root = styled.div({
  '& h3': { fontSize: '1.4rem', margin: '0 0 0.5rem' },
  '& h4': { fontSize: '1.2rem' },
  '& h5': { fontSize: '1.05rem' },
})

/** The device copy's name ("Keep a copy on this device"): the plan link's fragment. */
const copyKey = 'care-plan'


/** The plan without claims for slots it no longer has (after a task was changed, removed or a date skipped). */
function pruned(plan: CarePlan): CarePlan {
  const slots = new Set(slotsOf(plan).map((slot) => slot.id))
  const claims = plan.claims.filter((claim) => slots.has(claim.item))
  return claims.length === plan.claims.length ? plan : { ...plan, claims }
}

function withoutAddress(plan: CarePlan): CarePlan {
  if (!plan.notes?.address) return plan
  const { address: _address, ...notes } = plan.notes
  return { ...plan, notes }
}

/**
 * The care planner block: an organizer lists the help needed (tasks with dates, times and repeats, plan-wide
 * notes, chemotherapy days); the whole plan lives in the address's fragment (`#plan=...`), which browsers never
 * send to a server. Helpers open the link, tick tasks and get a reply link (`#reply=...`) and a calendar file; the
 * organizer pastes replies to merge them (idempotent, clashes said plainly), shares a new link or a view-only one,
 * downloads the plan's calendar file or a backup, and prints a sign-up sheet with a QR code. A bad link or file
 * shows a plain message and leaves the plan on screen as it was. Every word comes from site.json's carePlanner.
 */
export function CarePlanner({ block }: BlockProps<'care-planner'>) {
  const planner = useLibrary().carePlanner
  if (!planner) throw new Error('This page has no care planner words: only pages with a care-planner block carry them')
  const { words } = planner
  const { lang } = useSite()
  const format = useMemo(() => makeFormat(lang), [lang])
  const id = useId()
  const fragment = useFragment()
  const typeOrder = useMemo(() => {
    const all = Object.keys(planner.taskTypes)
    const first = block.taskTypes.filter((type) => all.includes(type))
    return [...first, ...all.filter((type) => !first.includes(type))]
  }, [block.taskTypes, planner.taskTypes])

  const [plan, setPlan] = useState<CarePlan>()
  const [problem, setProblem] = useState<ImportProblem>()
  const [reply, setReply] = useState<CareReply>()
  const [copyPlan, setCopyPlan] = useState<CarePlan>()
  const [replyNotes, setReplyNotes] = useState<string[]>([])
  const [today, setToday] = useState('')
  const [pageUrl, setPageUrl] = useState('')
  const [storedCopy, setStoredCopy] = useState<string>()
  const [links, setLinks] = useState({ fragment: '', plan: '', view: '' })
  const [picks, setPicks] = useState<Picks>(new Map())
  const [editing, setEditing] = useState<CareTask>()
  const [announcement, setAnnouncement] = useState('')
  const [organizerOpen, setOrganizerOpen] = useState(true)
  const [includeAddress, setIncludeAddress] = useState(false)
  const [printing, setPrinting] = useState<{ link: string }>()
  const baseline = useRef(0)
  const written = useRef('')
  const formBox = useRef<HTMLDivElement>(null)

  // In the browser only: today's date, this page's address and any copy kept on this device.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- today's date, the address and the device's copy are read after hydration: they exist only in the browser, and the first render must match the prerendered page
    setToday(todayOnDevice())
    setPageUrl(`${window.location.origin}${window.location.pathname}`)
    setStoredCopy(readCopy(copyKey))
  }, [])

  const load = (next: CarePlan) => {
    baseline.current = next.revision
    setPlan(next)
    setPicks(new Map())
    setEditing(undefined)
    setOrganizerOpen(!hasTasks(next))
  }

  // A plan or reply link in the address (opened, pasted or changed by hand). Anything else after '#' is an
  // in-page anchor and is left alone. A link that cannot be read leaves the plan on screen as it was.
  useEffect(() => {
    if (!fragment || fragment === written.current) return
    const parts = linkParts(fragment)
    if (!parts || (parts.kind !== planKind && parts.kind !== replyKind)) return
    let cancelled = false
    void (async () => {
      if (parts.kind === planKind) {
        const result = await decodePlan(fragment)
        if (cancelled) return
        if (result.ok) {
          written.current = fragment
          load(result.data)
          setReply(undefined)
          setProblem(undefined)
        } else {
          setProblem(result.problem)
        }
      } else {
        const result = await decodeReply(fragment)
        if (cancelled) return
        if (result.ok) {
          setReply(result.data)
          setReplyNotes([])
          setProblem(undefined)
        } else {
          setProblem(result.problem)
        }
      }
    })()
    return () => {
      cancelled = true
    }
  }, [fragment])

  // An opened reply can go straight into the plan kept on this device, when it is that plan's.
  useEffect(() => {
    const copy = reply ? readCopy(copyKey) : undefined
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the device's copy is read after hydration: it exists only in the browser, and the first render must match the prerendered page; it is decoded asynchronously below
    if (!copy || !reply) return setCopyPlan(undefined)
    let cancelled = false
    void decodePlan(copy).then((result) => {
      if (!cancelled) setCopyPlan(result.ok && result.data.id === reply.plan ? result.data : undefined)
    })
    return () => {
      cancelled = true
    }
  }, [reply])

  // Every change goes into the address at once (replacing the entry, so Back still leaves the page), and the
  // share links follow.
  useEffect(() => {
    if (!plan || !pageUrl) return
    let cancelled = false
    void Promise.all([encodeLink(planKind, planVersion, plan), encodeLink(planKind, planVersion, viewOnlyCopy(plan))]).then(([planLink, viewLink]) => {
      if (cancelled) return
      written.current = planLink
      writeFragment(planLink)
      setLinks({ fragment: planLink, plan: `${pageUrl}#${planLink}`, view: `${pageUrl}#${viewLink}` })
    })
    return () => {
      cancelled = true
    }
  }, [plan, pageUrl])

  // Printing the sign-up sheet: render it, mark the page so only the sheet prints, open the print dialog.
  useEffect(() => {
    if (!printing) return
    const root = document.documentElement
    root.setAttribute('data-printing-sheet', '')
    const done = () => setPrinting(undefined)
    window.addEventListener('afterprint', done)
    const frame = requestAnimationFrame(() => window.print())
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('afterprint', done)
      root.removeAttribute('data-printing-sheet')
    }
  }, [printing])

  /** Changes the plan (a new one when there is none yet); one editing session counts as one new version. */
  const edit = (update: (current: CarePlan) => CarePlan) => {
    const day = today || todayOnDevice()
    setPlan((current) => {
      const base = current ?? emptyPlan(newPlanId(), day)
      const next = update(base)
      if (next === base) return current
      return { ...next, revision: baseline.current + 1, updated: day }
    })
  }

  const announce = (template: string, task: CareTask, note?: string) =>
    setAnnouncement([fillTemplate(template, { task: taskName(task, planner.taskTypes) }), note].filter(Boolean).join(' '))

  const saveTask = (task: CareTask, note?: string) => {
    const changing = editing
    edit((current) =>
      pruned({ ...current, tasks: changing ? current.tasks.map((existing) => (existing.id === task.id ? task : existing)) : [...current.tasks, task] }),
    )
    announce(changing ? words.taskSaved : words.taskAdded, task, note)
    setEditing(undefined)
  }

  const startEdit = (task: CareTask) => {
    setEditing(task)
    requestAnimationFrame(() => formBox.current?.focus())
  }

  const removeTask = (task: CareTask) => {
    edit((current) => pruned({ ...current, tasks: current.tasks.filter((existing) => existing.id !== task.id) }))
    if (editing?.id === task.id) setEditing(undefined)
    announce(words.taskRemoved, task)
  }

  const skipDate = (task: CareTask, date: string, skip: boolean) => {
    edit((current) =>
      pruned({
        ...current,
        tasks: current.tasks.map((existing) => {
          if (existing.id !== task.id) return existing
          const skipped = (existing.skip ?? []).filter((day) => day !== date)
          const next = skip ? [...skipped, date].sort() : skipped
          const { skip: _old, ...rest } = existing
          return next.length > 0 ? { ...rest, skip: next } : rest
        }),
      }),
    )
  }

  const newPlan = () => {
    baseline.current = 0
    written.current = ''
    setPlan(undefined)
    setLinks({ fragment: '', plan: '', view: '' })
    setPicks(new Map())
    setEditing(undefined)
    setOrganizerOpen(true)
    setAnnouncement('')
    writeFragment('')
  }

  const print = async () => {
    if (!plan) return
    const sheetPlan = includeAddress ? plan : withoutAddress(plan)
    const link = sheetPlan === plan ? links.plan : `${pageUrl}#${await encodeLink(planKind, planVersion, sheetPlan)}`
    setPrinting({ link })
  }

  const mergeIntoCopy = () => {
    if (!reply || !copyPlan) return
    const outcome = mergeReply(copyPlan, reply, today || todayOnDevice())
    setReplyNotes(replyMessages(outcome, copyPlan, planner, format, lang))
    if (outcome.kind !== 'merged') return
    baseline.current = copyPlan.revision
    load(copyPlan)
    if (outcome.changed) edit(() => outcome.plan)
    setReply(undefined)
  }

  const windows = plan ? riskWindows(plan, riskDays(plan, planner.defaults)) : []
  const withTasks = plan !== undefined && hasTasks(plan)

  const organizer = (
    <NestedHeadings>
      <Panel aria-labelledby={`${id}-tasks`}>
        <Heading id={`${id}-tasks`}>{words.tasksHeading}</Heading>
        <TaskList planner={planner} plan={plan} format={format} lang={lang} onEdit={startEdit} onRemove={removeTask} onSkip={skipDate} />
        <div role="status" data-announcement="">
          {announcement ? <p>{announcement}</p> : null}
        </div>
        {plan && hasTreatment(plan) ? <RiskDays planner={planner} plan={plan} windows={windows} format={format} onChange={edit} /> : null}
        <div ref={formBox} tabIndex={-1}>
          <TaskForm
            key={editing?.id ?? 'new'}
            planner={planner}
            typeOrder={typeOrder}
            plan={plan}
            editing={editing}
            newId={plan ? nextTaskId(plan) : 't1'}
            today={today}
            format={format}
            onSave={saveTask}
            onCancel={() => setEditing(undefined)}
          />
        </div>
      </Panel>
      <Panel>
        <DetailsForm planner={planner} plan={plan} onChange={edit} />
      </Panel>
      {plan && withTasks ? (
        <>
          <Panel>
            <RepliesPanel planner={planner} plan={plan} format={format} lang={lang} today={today} onReplace={(next) => edit(() => next)} onFree={(item) => edit((current) => freeSlot(current, item, today))} />
          </Panel>
          <Panel>
            <SharePanel planner={planner} planUrl={links.plan} viewUrl={links.view} />
          </Panel>
          <Panel>
            <ExportsPanel
              planner={planner}
              plan={plan}
              planFragment={links.fragment}
              format={format}
              includeAddress={includeAddress}
              onIncludeAddress={setIncludeAddress}
              onPrint={print}
              onOpenFile={load}
              onNewPlan={newPlan}
            />
          </Panel>
        </>
      ) : (
        <Panel>
          <p>{words.emptyPlan}</p>
          <FileField
            planner={planner}
            onFile={async (file) => {
              if (!file) return
              const result = await readPlanFile(file)
              if (result.ok) load(result.data)
              else setProblem(result.problem)
            }}
          />
        </Panel>
      )}
    </NestedHeadings>
  )

  return (
    <BlockFrame>
      <Root data-care-planner="">
        <Heading>{block.heading ?? words.heading}</Heading>
        <p>{words.intro}</p>
        <noscript>
          <p>{words.noScript}</p>
        </noscript>
        <div data-needs-script="">
          <NestedHeadings>
            <ProblemMessage problem={problem} />
            {!plan && storedCopy && !reply ? (
              <Row>
                <PrimaryButton type="button" onClick={() => writeFragment(storedCopy)} data-open-copy="">
                  {words.openCopy}
                </PrimaryButton>
              </Row>
            ) : null}
            {reply ? (
              <Tint data-reply-view="">
                <Heading>{fillTemplate(words.replyViewHeading, { name: reply.by })}</Heading>
                <p>{countText(words.replyViewIntro, reply.claims.length, lang, { name: reply.by })}</p>
                <ul>
                  {reply.claims.map((claim) => {
                    const task = copyPlan?.tasks.find((candidate) => claim.item.startsWith(`${candidate.id}.`))
                    return (
                      <li key={claim.item}>
                        {format.date(slotDate(claim.item))}
                        {task ? ` · ${taskName(task, planner.taskTypes)}` : ''}
                        {claim.dish ? ` (${claim.dish})` : ''}
                      </li>
                    )
                  })}
                </ul>
                {copyPlan ? (
                  <Row>
                    <PrimaryButton type="button" onClick={mergeIntoCopy}>
                      {words.replyMergeButton}
                    </PrimaryButton>
                  </Row>
                ) : (
                  <p>{words.replyHowTo}</p>
                )}
              </Tint>
            ) : null}
            <div role="status">
              {replyNotes.length > 0 ? (
                <Tint>
                  <ul>
                    {replyNotes.map((note, index) => (
                      <li key={`${index}-${note}`}>{note}</li>
                    ))}
                  </ul>
                </Tint>
              ) : null}
            </div>
            {plan && withTasks ? (
              <Panel>
                <PlanView planner={planner} plan={plan} today={today} format={format} lang={lang} windows={windows} picks={picks} onPicksChange={setPicks} pageUrl={pageUrl} />
              </Panel>
            ) : null}
            {plan?.readOnly ? null : withTasks ? (
              <Details open={organizerOpen} onToggle={(event) => setOrganizerOpen(event.currentTarget.open)} data-organizer="">
                <summary>{words.organizeSummary}</summary>
                <Heading>{words.organizeHeading}</Heading>
                {organizer}
              </Details>
            ) : (
              <div data-organizer="">
                <Heading>{words.organizeHeading}</Heading>
                {organizer}
              </div>
            )}
            {!withTasks ? null : <Muted>{words.privacyNote}</Muted>}
          </NestedHeadings>
        </div>
      </Root>
      {printing && plan ? (
        createPortal(<SignUpSheet planner={planner} plan={plan} link={printing.link} includeAddress={includeAddress} format={format} windows={windows} />, document.body)
      ) : null}
    </BlockFrame>
  )
}
