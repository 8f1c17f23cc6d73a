import { useId, useState } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import { Heading } from '../../ui/heading.tsx'
import { minutesOf } from '../shared/calendar-dates.ts'
import { DateTimeInput, FieldBox, Inline, Muted, Panel, Problems } from '../shared/tool-styles.ts'
import { dayFields, type NudgeDay } from './nudge-plan.ts'

type DayField = keyof NudgeDay

/** True when wake, breakfast, lunch, dinner and bed follow each other in that order. */
export function dayInOrder(day: NudgeDay): boolean {
  const times = dayFields.map((field) => minutesOf(day[field]) ?? -1)
  return times.every((minutes, index) => minutes >= 0 && (index === 0 || minutes > (times[index - 1] ?? -1)))
}

/**
 * "Your day": when the reader wakes, eats and goes to bed, and their quiet hours. Reminders written as "with
 * breakfast" follow these times. A day out of order is not saved (the plan keeps the last good day) and is said
 * plainly.
 */
export function DaySection({ words, day, onChange }: { words: SmartNudge['words']; day: NudgeDay; onChange: (day: NudgeDay) => void }) {
  const id = useId()
  // The day as typed, which may be out of order or half typed for a moment; the plan keeps the last good one.
  // (The view gives this section a new key when another plan is opened.)
  const [draft, setDraft] = useState(day)
  const update = (field: DayField, value: string) => {
    const next = { ...draft, [field]: value }
    setDraft(next)
    if (dayInOrder(next) && minutesOf(next.quietFrom) !== undefined && minutesOf(next.quietTo) !== undefined) onChange(next)
  }
  const field = (name: DayField) => (
    <FieldBox key={name}>
      <label htmlFor={`${id}-${name}`}>{words.dayLabels[name]}</label>
      <DateTimeInput id={`${id}-${name}`} type="time" value={draft[name]} required onChange={(event) => update(name, event.target.value)} />
    </FieldBox>
  )
  const outOfOrder = !dayInOrder(draft)
  return (
    <Panel aria-labelledby={`${id}-heading`} data-day-section="">
      <Heading id={`${id}-heading`}>{words.dayHeading}</Heading>
      <p>{words.dayIntro}</p>
      <Inline>{dayFields.map(field)}</Inline>
      <div role="alert">
        {outOfOrder ? (
          <Problems>
            <p>{words.dayOrderProblem}</p>
          </Problems>
        ) : null}
      </div>
      <Heading offset={1}>{words.quietHeading}</Heading>
      <Muted>{words.quietIntro}</Muted>
      <Inline>{(['quietFrom', 'quietTo'] as const).map(field)}</Inline>
    </Panel>
  )
}
