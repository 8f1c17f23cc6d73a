import { useId, useState, type FormEvent } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import { Heading } from '../../ui/heading.tsx'
import { daysBetween, isIsoDate, weekdayCodes, type WeekdayCode } from '../shared/calendar-dates.ts'
import type { Format } from '../shared/date-format.ts'
import { Choice, DateTimeInput, Fieldset, FieldBox, Inline, Input, Muted, SmallInput, TextArea } from '../shared/tool-styles.ts'
import { timesOf } from './day-rules.ts'
import { MomentPicker } from './moment-picker.tsx'
import { FormButtons, FormProblems, WeekdayPicker } from '../shared/form-parts.tsx'
import { limits, type NudgeDay, type NudgeMedicine, type NudgeSchedule } from './nudge-plan.ts'

/** The kinds of "how often", in the order the form offers them. */
const hows = ['daily', 'hours', 'weekdays', 'cycle', 'asNeeded'] as const
type How = (typeof hows)[number]

/** The form's fields as typed (numbers as text, so a half-typed one is not lost). */
interface Draft {
  name: string
  how: How
  at: string[]
  every: string
  days: WeekdayCode[]
  onDays: string
  cycleDays: string
  cycles: string
  food: '' | 'with' | 'without'
  start: string
  end: string
  notes: string
}

function draftOf(medicine: NudgeMedicine | undefined, today: string): Draft {
  const schedule = medicine?.schedule
  return {
    name: medicine?.name ?? '',
    how: schedule?.how ?? 'daily',
    at: schedule && 'at' in schedule ? [...schedule.at] : [],
    every: schedule?.how === 'hours' ? String(schedule.every) : '',
    days: schedule?.how === 'weekdays' ? weekdayCodes.filter((code) => schedule.days.includes(code)) : [],
    onDays: schedule?.how === 'cycle' ? String(schedule.onDays) : '',
    cycleDays: schedule?.how === 'cycle' ? String(schedule.cycleDays) : '',
    cycles: schedule?.how === 'cycle' ? String(schedule.cycles) : '',
    food: medicine?.food ?? '',
    start: medicine?.start ?? today,
    end: medicine?.end ?? '',
    notes: medicine?.notes ?? '',
  }
}

type Words = SmartNudge['words']

/** A whole number from `min` to `max` written in `text`, or undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  const value = Number(text)
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

/** The medicine the draft describes, or the problems to fix (in site.json's words). */
export function medicineFrom(draft: Draft, id: string, words: Words): { ok: true; medicine: NudgeMedicine } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const name = draft.name.trim()
  if (!name) problems.push(words.needName)
  let schedule: NudgeSchedule | undefined
  const at = draft.at.slice(0, limits.moments)
  if ((draft.how === 'daily' || draft.how === 'weekdays' || draft.how === 'cycle') && at.length === 0) problems.push(words.needTime)
  if (draft.how === 'daily') schedule = { how: 'daily', at }
  if (draft.how === 'asNeeded') schedule = { how: 'asNeeded' }
  if (draft.how === 'hours') {
    const every = wholeNumber(draft.every, 2, 12)
    if (every === undefined) problems.push(words.needHours)
    else schedule = { how: 'hours', every }
  }
  if (draft.how === 'weekdays') {
    if (draft.days.length === 0) problems.push(words.needDays)
    else schedule = { how: 'weekdays', days: draft.days, at }
  }
  if (draft.how === 'cycle') {
    const onDays = wholeNumber(draft.onDays, 1, 60)
    const cycleDays = wholeNumber(draft.cycleDays, 2, 90)
    const cycles = wholeNumber(draft.cycles, 1, 30)
    if (onDays === undefined || cycleDays === undefined || cycles === undefined || onDays >= cycleDays) problems.push(words.needCycle)
    else schedule = { how: 'cycle', onDays, cycleDays, cycles, at }
  }
  if (!isIsoDate(draft.start)) problems.push(words.needStart)
  if (draft.end && (!isIsoDate(draft.end) || (isIsoDate(draft.start) && daysBetween(draft.start, draft.end) < 0))) problems.push(words.endBeforeStart)
  if (problems.length > 0 || !schedule) return { ok: false, problems }
  const notes = draft.notes.trim().slice(0, limits.notes)
  return {
    ok: true,
    medicine: {
      id,
      name: name.slice(0, limits.name),
      schedule,
      ...(draft.food ? { food: draft.food } : {}),
      start: draft.start,
      ...(draft.end ? { end: draft.end } : {}),
      ...(notes ? { notes } : {}),
    },
  }
}

/**
 * Adding or changing a medicine, exactly as the reader types it: its name, how often, with or without food, start
 * and end dates, notes. The form offers no medicine, dose or time of its own choosing beyond the reader's day.
 */
export function MedicineForm({
  words,
  day,
  format,
  editing,
  newId,
  today,
  onSave,
  onCancel,
}: {
  words: Words
  day: NudgeDay
  format: Format
  editing: NudgeMedicine | undefined
  newId: string
  today: string
  onSave: (medicine: NudgeMedicine) => void
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, today))
  const [problems, setProblems] = useState<string[]>([])
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const preview = draft.how === 'hours' && wholeNumber(draft.every, 2, 12) !== undefined ? timesOf({ schedule: { how: 'hours', every: Number(draft.every) } }, day) : []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const built = medicineFrom({ ...draft, start: draft.start || today }, editing?.id ?? newId, words)
    if (!built.ok) return setProblems(built.problems)
    setProblems([])
    onSave(built.medicine)
    if (!editing) setDraft(draftOf(undefined, today))
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-medicine-form="">
      <Heading id={`${id}-heading`}>{editing ? words.editMedicineHeading : words.addMedicineHeading}</Heading>
      <FieldBox>
        <label htmlFor={`${id}-name`}>{words.medicineNameLabel}</label>
        <Input id={`${id}-name`} value={draft.name} maxLength={limits.name} aria-describedby={`${id}-name-hint`} onChange={(event) => set('name', event.target.value)} />
        <Muted id={`${id}-name-hint`}>{words.medicineNameHint}</Muted>
      </FieldBox>
      <Fieldset>
        <legend>{words.howLegend}</legend>
        {hows.map((how) => (
          <Choice key={how}>
            <input type="radio" name={`${id}-how`} checked={draft.how === how} onChange={() => set('how', how)} />
            {words.how[how]}
          </Choice>
        ))}
      </Fieldset>
      {draft.how === 'hours' ? (
        <FieldBox>
          <label htmlFor={`${id}-every`}>{words.everyLabel}</label>
          <SmallInput id={`${id}-every`} type="number" inputMode="numeric" min={2} max={12} value={draft.every} aria-describedby={`${id}-every-hint`} onChange={(event) => set('every', event.target.value)} />
          <Muted id={`${id}-every-hint`}>
            {words.everyHint}
            {preview.length > 0 ? ` ${format.list(preview.map(format.time))}` : ''}
          </Muted>
        </FieldBox>
      ) : null}
      {draft.how === 'weekdays' ? <WeekdayPicker legend={words.daysLegend} value={draft.days} format={format} onChange={(days) => set('days', days)} /> : null}
      {draft.how === 'cycle' ? (
        <Fieldset aria-describedby={`${id}-cycle-hint`}>
          <legend>{words.cycleLegend}</legend>
          <Muted id={`${id}-cycle-hint`}>{words.cycleHint}</Muted>
          <Inline>
            {(['onDays', 'cycleDays', 'cycles'] as const).map((key) => (
              <FieldBox key={key}>
                <label htmlFor={`${id}-${key}`}>{words.cycleLabels[key]}</label>
                <SmallInput id={`${id}-${key}`} type="number" inputMode="numeric" min={1} max={90} value={draft[key]} onChange={(event) => set(key, event.target.value)} />
              </FieldBox>
            ))}
          </Inline>
        </Fieldset>
      ) : null}
      {draft.how === 'daily' || draft.how === 'weekdays' || draft.how === 'cycle' ? (
        <MomentPicker words={words} legend={words.whenLegend} day={day} format={format} value={draft.at} onChange={(at) => set('at', at)} />
      ) : null}
      {draft.how === 'asNeeded' ? <Muted>{words.asNeededNote}</Muted> : null}
      <Fieldset>
        <legend>{words.foodLegend}</legend>
        {(['', 'with', 'without'] as const).map((food) => (
          <Choice key={food || 'unsaid'}>
            <input type="radio" name={`${id}-food`} checked={draft.food === food} onChange={() => set('food', food)} />
            {food === 'with' ? words.foodWith : food === 'without' ? words.foodWithout : words.foodUnsaid}
          </Choice>
        ))}
      </Fieldset>
      <Inline>
        <FieldBox>
          <label htmlFor={`${id}-start`}>{words.startLabel}</label>
          <DateTimeInput id={`${id}-start`} type="date" value={draft.start || today} onChange={(event) => set('start', event.target.value)} />
        </FieldBox>
        <FieldBox>
          <label htmlFor={`${id}-end`}>{words.endLabel}</label>
          <DateTimeInput id={`${id}-end`} type="date" value={draft.end} aria-describedby={`${id}-end-hint`} onChange={(event) => set('end', event.target.value)} />
          <Muted id={`${id}-end-hint`}>{words.endHint}</Muted>
        </FieldBox>
      </Inline>
      <FieldBox>
        <label htmlFor={`${id}-notes`}>{words.notesLabel}</label>
        <TextArea id={`${id}-notes`} value={draft.notes} maxLength={limits.notes} onChange={(event) => set('notes', event.target.value)} />
      </FieldBox>
      <FormProblems intro={words.formProblems} problems={problems} />
      <FormButtons submit={editing ? words.saveMedicine : words.addMedicine} cancel={words.cancelEdit} editing={editing !== undefined} onCancel={onCancel} />
    </form>
  )
}
