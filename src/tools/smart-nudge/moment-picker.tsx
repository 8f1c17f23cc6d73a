import { useId } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import type { Format } from '../shared/date-format.ts'
import { Choice, DateTimeInput, Fieldset, FieldBox, Inline, Muted } from '../shared/tool-styles.ts'
import { momentTime } from './day-rules.ts'
import { capitalized } from './describe.ts'
import { isMoment, moments, type NudgeDay } from './nudge-plan.ts'

/** How many clock times a reader may add beside the moments of the day. */
export const setTimeFields = 3

/**
 * "When": a checkbox for each moment of the reader's day, with the time it means today ("With breakfast
 * (7:30 AM)"), and a few clock-time fields for set times. `value` holds moments and "HH:MM" times.
 */
export function MomentPicker({
  words,
  legend,
  day,
  format,
  value,
  onChange,
  describedBy,
}: {
  words: SmartNudge['words']
  legend: string
  day: NudgeDay
  format: Format
  value: readonly string[]
  onChange: (next: string[]) => void
  describedBy?: string
}) {
  const id = useId()
  const chosen = value.filter(isMoment)
  const times = value.filter((at) => !isMoment(at))
  const setTimes = Array.from({ length: setTimeFields }, (_, index) => times[index] ?? '')
  const update = (nextMoments: readonly string[], nextTimes: readonly string[]) =>
    onChange([...moments.filter((moment) => nextMoments.includes(moment)), ...nextTimes.filter(Boolean)])
  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {moments.map((moment) => (
        <Choice key={moment}>
          <input
            type="checkbox"
            checked={chosen.includes(moment)}
            onChange={(event) => update(event.target.checked ? [...chosen, moment] : chosen.filter((item) => item !== moment), times)}
          />
          {capitalized(words.moments[moment])} ({format.time(momentTime(moment, day))})
        </Choice>
      ))}
      <Muted id={`${id}-hint`}>{words.setTimeHint}</Muted>
      <Inline>
        {setTimes.map((time, index) => (
          <FieldBox key={index}>
            <label htmlFor={`${id}-${index}`}>{`${words.setTimeLabel} ${index + 1}`}</label>
            <DateTimeInput
              id={`${id}-${index}`}
              type="time"
              value={time}
              aria-describedby={`${id}-hint`}
              onChange={(event) => update(chosen, setTimes.map((old, at) => (at === index ? event.target.value : old)))}
            />
          </FieldBox>
        ))}
      </Inline>
    </Fieldset>
  )
}
