import { useId, useRef, useState, type FormEvent } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { Heading } from '../../ui/heading.tsx'
import { FormButtons, FormProblems, WeekdayPicker } from '../shared/form-parts.tsx'
import { fillTemplate } from '../shared/text.ts'
import { isIsoDate, minutesOf, weekdayCodes, weekdayOf, type WeekdayCode } from '../shared/calendar-dates.ts'
import type { Format } from '../shared/date-format.ts'
import { maxPlanDates, maxTasks, needsHelper, type CarePlan, type CareTask } from './plan.ts'
import { expandSeries, maxOccurrences } from '../shared/repeat-rule.ts'
import {
  Choice,
  FieldBox,
  Fieldset,
  Inline,
  Input,
  Muted,
  Select,
  SmallInput,
  TextArea,
} from '../shared/tool-styles.ts'

type TimeMode = 'any' | 'at' | 'between'
type RepeatMode = 'none' | 'daily' | 'weekly'
type EndMode = 'count' | 'until'

interface Draft {
  type: string
  title: string
  date: string
  timeMode: TimeMode
  start: string
  end: string
  repeatMode: RepeatMode
  interval: string
  days: WeekdayCode[]
  endMode: EndMode
  count: string
  until: string
  notes: string
  infusion: boolean
}

/** The weekdays a task repeats on (the plan's schema allows only RFC 5545's weekday codes). */
function repeatDays(task: CareTask | undefined): WeekdayCode[] {
  return weekdayCodes.filter((code) => task?.repeat?.days?.includes(code))
}

function draftOf(task: CareTask | undefined, firstType: string, repeatCount: number): Draft {
  return {
    type: task?.type ?? firstType,
    title: task?.title ?? '',
    date: task?.date ?? '',
    timeMode: task?.end ? 'between' : task?.start ? 'at' : 'any',
    start: task?.start ?? '',
    end: task?.end ?? '',
    repeatMode: task?.repeat ? task.repeat.freq : 'none',
    interval: String(task?.repeat?.interval ?? 1),
    days: repeatDays(task),
    endMode: task?.repeat?.until ? 'until' : 'count',
    count: String(task?.repeat?.count ?? repeatCount),
    until: task?.repeat?.until ?? '',
    notes: task?.notes ?? '',
    infusion: task?.infusion === true,
  }
}

function wholeNumber(text: string, max: number): number | undefined {
  const value = Number(text.trim())
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined
}

/** The task a draft describes, or the problems that stop it (in the form's order). */
function buildTask(draft: Draft, id: string, planner: CarePlanner): { task?: CareTask; problems: string[] } {
  const { words } = planner
  const problems: string[] = []
  if (!draft.date) problems.push(words.needDate)
  else if (!isIsoDate(draft.date)) problems.push(words.badDate)
  const start = draft.timeMode === 'any' ? undefined : draft.start
  const end = draft.timeMode === 'between' ? draft.end : undefined
  if (draft.timeMode !== 'any' && minutesOf(draft.start) === undefined) problems.push(words.needTime)
  if (draft.timeMode === 'between') {
    if (minutesOf(draft.end) === undefined) problems.push(words.needTime)
    else if (minutesOf(draft.start) !== undefined && (minutesOf(draft.end) ?? 0) <= (minutesOf(draft.start) ?? 0)) problems.push(words.endBeforeStart)
  }
  let repeat: CareTask['repeat']
  if (draft.repeatMode !== 'none') {
    const interval = wholeNumber(draft.interval, 12)
    if (interval === undefined) problems.push(fillTemplate(words.badNumber, { max: 12 }))
    if (draft.repeatMode === 'weekly' && draft.days.length === 0) problems.push(words.needDays)
    const count = draft.endMode === 'count' ? wholeNumber(draft.count, maxOccurrences) : undefined
    if (draft.endMode === 'count' && count === undefined) problems.push(fillTemplate(words.badNumber, { max: maxOccurrences }))
    if (draft.endMode === 'until') {
      if (!draft.until) problems.push(words.needDate)
      else if (!isIsoDate(draft.until)) problems.push(words.badDate)
      else if (isIsoDate(draft.date) && draft.until < draft.date) problems.push(words.untilBeforeStart)
    }
    repeat = {
      freq: draft.repeatMode,
      interval: interval ?? 1,
      ...(draft.repeatMode === 'weekly' ? { days: weekdayCodes.filter((code) => draft.days.includes(code)) } : {}),
      ...(draft.endMode === 'count' ? { count: count ?? 1 } : { until: draft.until }),
    }
  }
  if (problems.length > 0) return { problems }
  const type = planner.taskTypes[draft.type]
  const task: CareTask = {
    id,
    type: draft.type,
    date: draft.date,
    ...(draft.title.trim() ? { title: draft.title.trim().slice(0, 80) } : {}),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    ...(repeat ? { repeat } : {}),
    ...(draft.notes.trim() ? { notes: draft.notes.trim().slice(0, 500) } : {}),
    ...(!needsHelper(type) && draft.infusion ? { infusion: true as const } : {}),
  }
  const expansion = expandSeries(task)
  if (!expansion.ok) {
    const message = {
      badDate: words.badDate,
      untilBeforeStart: words.untilBeforeStart,
      tooMany: fillTemplate(words.tooMany, { max: maxOccurrences }),
      noDates: words.noDates,
    }[expansion.problem]
    return { problems: [message] }
  }
  return { task, problems: [] }
}

export interface TaskFormProps {
  planner: CarePlanner
  /** Task type ids in the order the form lists them. */
  typeOrder: readonly string[]
  plan: CarePlan | undefined
  /** The task being changed, or undefined to add one. */
  editing: CareTask | undefined
  newId: string
  today: string
  format: Format
  onSave: (task: CareTask, note?: string) => void
  onCancel: () => void
}

/** The form that adds or changes a task: kind, name, date, time, repeat and notes; checks everything first. */
export function TaskForm({ planner, typeOrder, plan, editing, newId, today, format, onSave, onCancel }: TaskFormProps) {
  const { words } = planner
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, typeOrder[0] ?? '', planner.defaults.repeatCount))
  const [problems, setProblems] = useState<string[]>([])
  const problemsRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const field = (name: string) => `${id}-${name}`
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const type = planner.taskTypes[draft.type]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const built = buildTask(draft, editing?.id ?? newId, planner)
    let found = built.problems
    let note: string | undefined
    if (built.task) {
      const expansion = expandSeries(built.task)
      const taskDates = expansion.ok ? expansion.dates : []
      const otherDates = (plan?.tasks ?? [])
        .filter((task) => task.id !== editing?.id)
        .reduce((sum, task) => {
          const other = expandSeries(task)
          return sum + (other.ok ? other.dates.length : 0)
        }, 0)
      if (!editing && (plan?.tasks.length ?? 0) >= maxTasks) found = [fillTemplate(words.tooManyTasks, { max: maxTasks })]
      else if (otherDates + taskDates.length > maxPlanDates) found = [fillTemplate(words.tooManyDates, { max: maxPlanDates })]
      else if (!editing && today && taskDates.every((date) => date < today)) found = [words.allPast]
      else if (today && taskDates.some((date) => date < today)) note = words.somePast
    }
    setProblems(found)
    if (found.length > 0 || !built.task) {
      requestAnimationFrame(() => problemsRef.current?.focus())
      return
    }
    onSave(built.task, note)
    if (!editing) setDraft((current) => ({ ...draftOf(undefined, current.type, planner.defaults.repeatCount), type: current.type }))
  }

  const choose = (mode: RepeatMode) => {
    setDraft((current) => ({
      ...current,
      repeatMode: mode,
      days: mode === 'weekly' && current.days.length === 0 && isIsoDate(current.date) ? [weekdayOf(current.date)] : current.days,
    }))
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={field('heading')} data-task-form="">
      <Heading offset={1} id={field('heading')}>
        {editing ? words.editTaskHeading : words.addTaskHeading}
      </Heading>
      <FormProblems intro={words.formProblems} problems={problems} boxRef={problemsRef} />
      <FieldBox>
        <label htmlFor={field('type')}>{words.typeLabel}</label>
        <Select id={field('type')} value={draft.type} onChange={(event) => set('type', event.target.value)} aria-describedby={field('type-hint')}>
          {typeOrder.map((typeId) => (
            <option key={typeId} value={typeId}>
              {planner.taskTypes[typeId]?.name ?? typeId}
            </option>
          ))}
        </Select>
        <Muted id={field('type-hint')}>{type?.hint}</Muted>
      </FieldBox>
      <FieldBox>
        <label htmlFor={field('title')}>{words.titleLabel}</label>
        <Input id={field('title')} value={draft.title} maxLength={80} onChange={(event) => set('title', event.target.value)} aria-describedby={field('title-hint')} />
        <Muted id={field('title-hint')}>{words.titleHint}</Muted>
      </FieldBox>
      <FieldBox>
        <label htmlFor={field('date')}>{words.dateLabel}</label>
        <Input id={field('date')} type="date" value={draft.date} required onChange={(event) => set('date', event.target.value)} />
      </FieldBox>
      <Fieldset>
        <legend>{words.timeLegend}</legend>
        <Inline>
          {(['any', 'at', 'between'] as const).map((mode) => (
            <Choice key={mode}>
              <input type="radio" name={field('time-mode')} checked={draft.timeMode === mode} onChange={() => set('timeMode', mode)} />
              {{ any: words.timeAnyOption, at: words.timeAtOption, between: words.timeBetweenOption }[mode]}
            </Choice>
          ))}
        </Inline>
        {draft.timeMode !== 'any' ? (
          <Inline>
            <FieldBox>
              <label htmlFor={field('start')}>{words.startLabel}</label>
              <SmallInput id={field('start')} type="time" value={draft.start} onChange={(event) => set('start', event.target.value)} />
            </FieldBox>
            {draft.timeMode === 'between' ? (
              <FieldBox>
                <label htmlFor={field('end')}>{words.endLabel}</label>
                <SmallInput id={field('end')} type="time" value={draft.end} onChange={(event) => set('end', event.target.value)} />
              </FieldBox>
            ) : null}
          </Inline>
        ) : null}
      </Fieldset>
      <Fieldset>
        <legend>{words.repeatLegend}</legend>
        {(['none', 'daily', 'weekly'] as const).map((mode) => (
          <Choice key={mode}>
            <input type="radio" name={field('repeat-mode')} checked={draft.repeatMode === mode} onChange={() => choose(mode)} />
            {{ none: words.repeatNone, daily: words.repeatDaily, weekly: words.repeatWeekly }[mode]}
          </Choice>
        ))}
        {draft.repeatMode !== 'none' ? (
          <>
            <FieldBox>
              <label htmlFor={field('interval')}>{draft.repeatMode === 'daily' ? words.intervalDaysLabel : words.intervalWeeksLabel}</label>
              <SmallInput
                id={field('interval')}
                type="number"
                inputMode="numeric"
                min={1}
                max={12}
                value={draft.interval}
                onChange={(event) => set('interval', event.target.value)}
              />
            </FieldBox>
            {draft.repeatMode === 'weekly' ? (
              <WeekdayPicker legend={words.daysLegend} value={draft.days} format={format} onChange={(days) => set('days', days)} />
            ) : null}
            <Fieldset>
              <legend>{words.endsLegend}</legend>
              <Inline>
                {(['count', 'until'] as const).map((mode) => (
                  <Choice key={mode}>
                    <input type="radio" name={field('end-mode')} checked={draft.endMode === mode} onChange={() => set('endMode', mode)} />
                    {mode === 'count' ? words.endsAfter : words.endsOn}
                  </Choice>
                ))}
              </Inline>
              {draft.endMode === 'count' ? (
                <FieldBox>
                  <label htmlFor={field('count')}>{words.countLabel}</label>
                  <SmallInput
                    id={field('count')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxOccurrences}
                    value={draft.count}
                    onChange={(event) => set('count', event.target.value)}
                  />
                </FieldBox>
              ) : (
                <FieldBox>
                  <label htmlFor={field('until')}>{words.untilLabel}</label>
                  <Input id={field('until')} type="date" value={draft.until} onChange={(event) => set('until', event.target.value)} />
                </FieldBox>
              )}
            </Fieldset>
          </>
        ) : null}
      </Fieldset>
      {!needsHelper(type) ? (
        <FieldBox>
          <Choice>
            <input type="checkbox" checked={draft.infusion} onChange={(event) => set('infusion', event.target.checked)} aria-describedby={field('infusion-hint')} />
            {words.infusionLabel}
          </Choice>
          <Muted id={field('infusion-hint')}>{words.infusionHint}</Muted>
        </FieldBox>
      ) : null}
      <FieldBox>
        <label htmlFor={field('notes')}>{words.taskNotesLabel}</label>
        <TextArea id={field('notes')} value={draft.notes} maxLength={500} onChange={(event) => set('notes', event.target.value)} />
      </FieldBox>
      <FormButtons submit={editing ? words.saveTask : words.addTask} cancel={words.cancelEdit} editing={editing !== undefined} onCancel={onCancel} />
    </form>
  )
}
