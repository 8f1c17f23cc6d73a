/**
 * The care planner's state and every change to it, as a pure reducer (no React, no browser): the plan being made
 * or opened, the task being edited, a helper's picks, the last announcement, an opened reply and what merging it
 * said. The plan itself lives in the link (see use-care-planner.ts); this is what the page holds meanwhile.
 */
import { emptyPlan, hasTasks, type CarePlan, type CareReply, type CareTask } from './plan.ts'

/** A helper's picks: slot id → the dish they will bring ('' when none). */
export type Picks = ReadonlyMap<string, string>

export interface PlannerState {
  plan: CarePlan | undefined
  /** The revision the plan had when opened: one editing session counts as one new version. */
  baseline: number
  /** The task in the form, when one is being changed. */
  editing: CareTask | undefined
  picks: Picks
  /** Whether the organizer's part is open (closed once a plan with tasks is opened, to show the plan first). */
  organizerOpen: boolean
  /** The last change, said to screen readers ("Dinner added"). */
  announcement: string
  /** Whether the printed sheet shows the address. */
  includeAddress: boolean
  /** A reply link opened from the address, and the plan kept on this device it belongs to, if any. */
  reply: CareReply | undefined
  copyPlan: CarePlan | undefined
  /** What merging a reply did, in sentences. */
  replyNotes: readonly string[]
}

export type PlannerAction =
  /** A plan was opened (a link, a file, the copy on this device): it replaces the one on screen. */
  | { type: 'open'; plan: CarePlan }
  /** A change to the plan (or a new plan, with `newId`, when there is none), made on `today` (YYYY-MM-DD). */
  | { type: 'edit'; update: (plan: CarePlan) => CarePlan; today: string; newId: string }
  | { type: 'startEdit'; task: CareTask }
  | { type: 'stopEdit' }
  | { type: 'announce'; text: string }
  | { type: 'picks'; picks: Picks }
  | { type: 'organizerOpen'; open: boolean }
  | { type: 'includeAddress'; include: boolean }
  | { type: 'reply'; reply: CareReply | undefined }
  | { type: 'copyPlan'; plan: CarePlan | undefined }
  | { type: 'replyNotes'; notes: readonly string[] }
  /** Start again with no plan. */
  | { type: 'newPlan' }

export const initialPlannerState: PlannerState = {
  plan: undefined,
  baseline: 0,
  editing: undefined,
  picks: new Map(),
  organizerOpen: true,
  announcement: '',
  includeAddress: false,
  reply: undefined,
  copyPlan: undefined,
  replyNotes: [],
}

/** The planner's state after `action`. Returns `state` itself when nothing changed. */
export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case 'open':
      return {
        ...state,
        plan: action.plan,
        baseline: action.plan.revision,
        picks: new Map(),
        editing: undefined,
        organizerOpen: !hasTasks(action.plan),
        reply: undefined,
      }
    case 'edit': {
      const base = state.plan ?? emptyPlan(action.newId, action.today)
      const next = action.update(base)
      if (next === base) return state
      return { ...state, plan: { ...next, revision: state.baseline + 1, updated: action.today } }
    }
    case 'startEdit':
      return { ...state, editing: action.task }
    case 'stopEdit':
      return state.editing ? { ...state, editing: undefined } : state
    case 'announce':
      return { ...state, announcement: action.text }
    case 'picks':
      return { ...state, picks: action.picks }
    case 'organizerOpen':
      return { ...state, organizerOpen: action.open }
    case 'includeAddress':
      return { ...state, includeAddress: action.include }
    case 'reply':
      return { ...state, reply: action.reply, replyNotes: action.reply ? [] : state.replyNotes }
    case 'copyPlan':
      return { ...state, copyPlan: action.plan }
    case 'replyNotes':
      return { ...state, replyNotes: action.notes }
    case 'newPlan':
      return { ...initialPlannerState, picks: new Map() }
  }
}
