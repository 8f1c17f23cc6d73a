/**
 * The care planner's behaviour, apart from its view: the state (planner-state.ts), the plan kept in the address
 * (`#care-plan=...`, through the shared fragment-document hook, with the view-only copy as a second link), reply
 * links opened from the address (`#care-reply=...`), today's date, the copy kept on this device and printing the
 * sign-up sheet. Every handler the view calls is here.
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { todayOnDevice } from '../shared/calendar-dates.ts'
import type { Format } from '../shared/date-format.ts'
import { readCopy } from '../shared/device-copy.ts'
import { encodeDocument } from '../shared/document-format.ts'
import { usePrintSheet } from '../shared/print-sheet.tsx'
import { fillTemplate } from '../shared/text.ts'
import { readerFor, useFragmentDocument } from '../shared/use-fragment-document.ts'
import { replyMessages } from './describe.ts'
import { decodePlan, newPlanId, nextTaskId, planFormat, readPlanFile, replyFormat, slotsOf, taskName, viewOnlyCopy, type CarePlan, type CareTask } from './plan.ts'
import { initialPlannerState, plannerReducer, type Picks } from './planner-state.ts'
import { freeSlot, mergeReply } from './replies.ts'

/** The device copy's name ("Keep a copy on this device"): the plan link's fragment. */
export const copyKey = 'care-plan'

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

const viewShare = (plan: CarePlan) => ({ view: viewOnlyCopy(plan) })

/** Everything the planner's view shows and does. */
export function useCarePlanner(planner: CarePlanner, format: Format, lang: string) {
  const { words } = planner
  const [state, dispatch] = useReducer(plannerReducer, initialPlannerState)
  const [today, setToday] = useState('')
  const [storedCopy, setStoredCopy] = useState<string>()
  const printing = usePrintSheet<{ link: string }>()

  const open = useCallback((plan: CarePlan) => dispatch({ type: 'open', plan }), [])
  const others = useMemo(() => [readerFor(replyFormat, (reply) => dispatch({ type: 'reply', reply }))], [])
  const link = useFragmentDocument({ format: planFormat, document: state.plan, onOpen: open, others, shares: viewShare })

  // In the browser only: today's date and any copy kept on this device.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- today's date and the device's copy are read after hydration: they exist only in the browser, and the first render must match the prerendered page
    setToday(todayOnDevice())
    setStoredCopy(readCopy(copyKey))
  }, [])

  // An opened reply can go straight into the plan kept on this device, when it is that plan's.
  const { reply } = state
  useEffect(() => {
    const copy = reply ? readCopy(copyKey) : undefined
    if (!copy || !reply) return dispatch({ type: 'copyPlan', plan: undefined })
    let cancelled = false
    void decodePlan(copy).then((result) => {
      if (!cancelled) dispatch({ type: 'copyPlan', plan: result.ok && result.data.id === reply.plan ? result.data : undefined })
    })
    return () => {
      cancelled = true
    }
  }, [reply])

  const dayNow = () => today || todayOnDevice()
  const edit = (update: (current: CarePlan) => CarePlan) => dispatch({ type: 'edit', update, today: dayNow(), newId: newPlanId() })
  const announce = (template: string, task: CareTask, note?: string) =>
    dispatch({ type: 'announce', text: [fillTemplate(template, { task: taskName(task, planner.taskTypes) }), note].filter(Boolean).join(' ') })

  const saveTask = (task: CareTask, note?: string) => {
    const changing = state.editing
    edit((current) =>
      pruned({ ...current, tasks: changing ? current.tasks.map((existing) => (existing.id === task.id ? task : existing)) : [...current.tasks, task] }),
    )
    announce(changing ? words.taskSaved : words.taskAdded, task, note)
    dispatch({ type: 'stopEdit' })
  }

  const removeTask = (task: CareTask) => {
    edit((current) => pruned({ ...current, tasks: current.tasks.filter((existing) => existing.id !== task.id) }))
    if (state.editing?.id === task.id) dispatch({ type: 'stopEdit' })
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
    dispatch({ type: 'newPlan' })
    link.clear()
  }

  /** Prints the sign-up sheet; its QR code opens the plan, without the address unless the organizer chose it. */
  const print = async () => {
    const plan = state.plan
    if (!plan) return
    const sheetPlan = state.includeAddress ? plan : withoutAddress(plan)
    const current = link.links?.madeFor === plan ? link.links.url : undefined
    if (sheetPlan === plan && current) return printing.print({ link: current })
    const encoded = await encodeDocument(planFormat, sheetPlan, link.pageUrl.length)
    printing.print({ link: encoded.ok ? `${link.pageUrl}#${encoded.fragment}` : '' })
  }

  const mergeIntoCopy = () => {
    const { copyPlan } = state
    if (!reply || !copyPlan) return
    const outcome = mergeReply(copyPlan, reply, dayNow())
    dispatch({ type: 'replyNotes', notes: replyMessages(outcome, copyPlan, planner, format, lang) })
    if (outcome.kind !== 'merged') return
    open(copyPlan)
    if (outcome.changed) edit(() => outcome.plan)
  }

  const openFile = async (file: File | undefined) => {
    if (!file) return
    const result = await readPlanFile(file)
    if (result.ok) open(result.data)
    else link.setProblem(result.problem)
  }

  return {
    state,
    today,
    storedCopy,
    link,
    printing: printing.job,
    newTaskId: state.plan ? nextTaskId(state.plan) : 't1',
    edit,
    open,
    openFile,
    saveTask,
    removeTask,
    skipDate,
    newPlan,
    print,
    mergeIntoCopy,
    freeSlot: (item: string) => edit((current) => freeSlot(current, item, dayNow())),
    startEdit: (task: CareTask) => dispatch({ type: 'startEdit', task }),
    stopEdit: () => dispatch({ type: 'stopEdit' }),
    setPicks: (picks: Picks) => dispatch({ type: 'picks', picks }),
    setOrganizerOpen: (openNow: boolean) => dispatch({ type: 'organizerOpen', open: openNow }),
    setIncludeAddress: (include: boolean) => dispatch({ type: 'includeAddress', include }),
  }
}

/** What {@link useCarePlanner} gives the view. */
export type CarePlannerModel = ReturnType<typeof useCarePlanner>
