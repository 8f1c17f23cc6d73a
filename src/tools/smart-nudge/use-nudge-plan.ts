/**
 * Smart Nudge's behaviour, apart from its view: the plan (none until the reader changes something), kept in the
 * address as `#nudges=...` through the shared fragment-document hook, opened from a link, a backup file or the copy
 * kept on this device, today's date, and printing the week chart. Every handler the view calls is here.
 */
import { useCallback, useEffect, useState } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import { addDays, todayOnDevice, weekdayIndex } from '../shared/calendar-dates.ts'
import { readCopy } from '../shared/device-copy.ts'
import { readDocumentFile } from '../shared/document-format.ts'
import { usePrintSheet } from '../shared/print-sheet.tsx'
import { useFragmentDocument } from '../shared/use-fragment-document.ts'
import { emptyPlan, nudgeFormat, type NudgePlan } from './nudge-plan.ts'

/** The device copy's name ("Keep a copy on this device"): the plan link's fragment. */
export const copyKey = 'smart-nudge'

/** The Monday on or before `date`: the printed week starts there. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date))
}

/** Everything Smart Nudge's view shows and does. */
export function useNudgePlan(smartNudge: Pick<SmartNudge, 'defaults'>) {
  const [plan, setPlan] = useState<NudgePlan>()
  const [today, setToday] = useState('')
  const [storedCopy, setStoredCopy] = useState<string>()
  const printing = usePrintSheet<{ week: string }>()
  /** Goes up each time a plan is opened or a new one started, so forms showing the old plan start afresh. */
  const [generation, setGeneration] = useState(0)
  const open = useCallback((opened: NudgePlan | undefined) => {
    setPlan(opened)
    setGeneration((count) => count + 1)
  }, [])
  const link = useFragmentDocument({ format: nudgeFormat, document: plan, onOpen: open })

  // In the browser only: today's date and any copy kept on this device.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- today's date and the device's copy are read after hydration: they exist only in the browser, and the first render must match the prerendered page
    setToday(todayOnDevice())
    setStoredCopy(readCopy(copyKey))
  }, [])

  const { defaults } = smartNudge
  /** Changes the plan; the first change makes a new plan with the site's usual day. */
  const edit = useCallback(
    (update: (current: NudgePlan) => NudgePlan) => setPlan((current) => update(current ?? emptyPlan(defaults.day))),
    [defaults.day],
  )

  const openFile = async (file: File | undefined) => {
    if (!file) return
    const result = await readDocumentFile(file, nudgeFormat)
    if (result.ok) {
      link.setProblem(undefined)
      open(result.data)
    } else link.setProblem(result.problem)
  }

  const newPlan = () => {
    open(undefined)
    link.clear()
  }

  return {
    /** The plan, or a fresh one with the usual day before the reader changes anything. */
    plan: plan ?? emptyPlan(defaults.day, ''),
    started: plan !== undefined,
    generation,
    today,
    /** The Monday of this week ('' until the page runs in the browser): the printed chart's first day. */
    thisWeek: today ? mondayOf(today) : '',
    storedCopy,
    link,
    printing: printing.job,
    print: (week: string) => printing.print({ week }),
    edit,
    openFile,
    newPlan,
  }
}

/** What {@link useNudgePlan} gives the view. */
export type NudgePlanModel = ReturnType<typeof useNudgePlan>
