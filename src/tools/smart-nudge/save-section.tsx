import { useId, useState } from 'react'
import type { NudgeLibrary } from '../../app/page-payload.ts'
import { Heading } from '../../ui/heading.tsx'
import { CopyLink } from '../shared/copy-link.tsx'
import type { Format } from '../shared/date-format.ts'
import { documentBackup } from '../shared/document-format.ts'
import { downloadFile } from '../shared/files.ts'
import { ConfirmButton } from '../shared/confirm-button.tsx'
import { FileField } from '../shared/file-field.tsx'
import { KeepCopy } from '../shared/keep-copy.tsx'
import { LinkRefusedMessage } from '../shared/problem-message.tsx'
import { fillTemplate } from '../shared/text.ts'
import { DateTimeInput, FieldBox, Muted, Panel, PrimaryButton, Row, Safety, SecondaryButton } from '../shared/tool-styles.ts'
import { quietFlags, type QuietFlag } from './day-rules.ts'
import { nudgeCalendar } from './nudge-calendar.ts'
import { nudgeFormat, type NudgePlan } from './nudge-plan.ts'
import { copyKey, mondayOf, type NudgePlanModel } from './use-nudge-plan.ts'

/** The sentence for one reminder in quiet hours. */
function flagText(flag: QuietFlag, library: NudgeLibrary, format: Format): string {
  const { words } = library
  const time = format.time(flag.time)
  switch (flag.kind) {
    case 'medicine':
      return fillTemplate(words.quietMedicine, { name: flag.name, time })
    case 'nudge':
      return fillTemplate(words.quietNudge, { name: library.nudges.find((nudge) => nudge.id === flag.id)?.name ?? flag.id, time })
    case 'appointment':
      return fillTemplate(words.quietAppointment, { what: flag.what, time })
    case 'appointmentReminder':
      return fillTemplate(words.quietReminder, { what: flag.what, time })
  }
}

/** Medicines to be taken without food but set for a meal: worth checking with the label or the pharmacist. */
export function foodFlags(plan: NudgePlan): string[] {
  return plan.medicines
    .filter((medicine) => medicine.food === 'without' && 'at' in medicine.schedule && medicine.schedule.at.some((at) => at === 'breakfast' || at === 'lunch' || at === 'dinner'))
    .map((medicine) => medicine.name)
}

/**
 * "Save, print and share": the reminders in quiet hours (flagged before any export), the calendar file, the week
 * chart to print, the plan's link, a backup file and opening one, keeping a copy on this device, and starting over.
 */
export function SaveSection({ library, model, format, onOpenFile }: { library: NudgeLibrary; model: NudgePlanModel; format: Format; onOpenFile: (file: File | undefined) => void }) {
  const { words } = library
  const id = useId()
  const { plan, link } = model
  const [week, setWeek] = useState('')
  const flags = quietFlags(plan)
  const food = foodFlags(plan)
  const chartWeek = week || model.thisWeek

  const downloadCalendar = () =>
    downloadFile(`${words.calendarFileName}.ics`, nudgeCalendar(plan, { smartNudge: library, riskDays: library.riskDays, now: new Date() }), 'text/calendar')

  return (
    <Panel aria-labelledby={`${id}-heading`} data-save="">
      <Heading id={`${id}-heading`}>{words.saveHeading}</Heading>
      {flags.length > 0 || food.length > 0 ? (
        <Safety data-flags="">
          {flags.length > 0 ? (
            <>
              <p>{words.quietFlagsIntro}</p>
              <ul data-quiet-flags="">
                {flags.map((flag) => (
                  <li key={`${flag.kind}-${flagText(flag, library, format)}`}>{flagText(flag, library, format)}</li>
                ))}
              </ul>
              <p>{words.quietAdvice}</p>
            </>
          ) : null}
          {food.map((name) => (
            <p key={name}>{fillTemplate(words.foodCheck, { name })}</p>
          ))}
        </Safety>
      ) : null}
      <Row>
        <PrimaryButton type="button" onClick={downloadCalendar}>
          {words.calendarButton}
        </PrimaryButton>
      </Row>
      <Muted>{words.calendarHint}</Muted>
      <Muted>{words.googleNote}</Muted>
      <Muted>{words.safetyAlarm}</Muted>
      <FieldBox>
        <label htmlFor={`${id}-week`}>{words.chartWeekLabel}</label>
        <DateTimeInput id={`${id}-week`} type="date" value={chartWeek} onChange={(event) => setWeek(event.target.value)} />
      </FieldBox>
      <Row>
        <PrimaryButton type="button" onClick={() => chartWeek && model.print(mondayOf(chartWeek))} data-print-chart="">
          {words.printButton}
        </PrimaryButton>
      </Row>
      <Muted>{words.printHint}</Muted>
      <LinkRefusedMessage refused={link.refused} />
      {/* data-link-state says whether the link holds the plan on screen yet (it follows changes after a pause). */}
      <div data-link-state={link.links?.madeFor === plan ? 'ready' : 'pending'}>
        {link.links ? <CopyLink url={link.links.url} label={words.linkLabel} /> : <Muted>{words.linkPending}</Muted>}
      </div>
      <Muted>{words.linkPrivacy}</Muted>
      <Row>
        <SecondaryButton type="button" onClick={() => downloadFile(`${words.backupFileName}.json`, documentBackup(nudgeFormat, plan), 'application/json')}>
          {words.backupButton}
        </SecondaryButton>
      </Row>
      <Muted>{words.backupHint}</Muted>
      <FileField label={words.importLabel} onFile={onOpenFile} />
      {link.links ? <KeepCopy storageKey={copyKey} value={link.links.fragment} /> : null}
      <ConfirmButton label={words.newPlan} question={words.newPlanConfirm} yes={words.newPlanYes} no={words.newPlanNo} onConfirm={model.newPlan} />
    </Panel>
  )
}
