import { useState } from 'react'
import type { BlockProps } from '../../blocks/block-props.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { useDateFormat } from '../shared/use-date-format.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { PrimaryButton, Row, Safety, ToolRoot } from '../shared/tool-styles.ts'
import { writeFragment } from '../shared/url-state.ts'
import { AppointmentsSection } from './appointments-section.tsx'
import { DaySection } from './day-section.tsx'
import { riskWindowsOf } from './day-rules.ts'
import { MedicinesSection } from './medicines-section.tsx'
import { SaveSection } from './save-section.tsx'
import { SelfCareSection } from './self-care-section.tsx'
import { useNudgePlan } from './use-nudge-plan.ts'
import { WeekChart } from './week-chart.tsx'

/**
 * The Smart Nudge block: reminders for medicines, appointments and self-care, placed by rules from the reader's own
 * day (wake, meals, bed, quiet hours), not by artificial intelligence. The reader types their medicines as the care
 * team and pharmacist gave them; the page never suggests a medicine, a dose or a change, and says a calendar
 * reminder is not a safety alarm. The whole plan lives in the address's fragment (`#nudges=...`), which browsers
 * never send to a server; it goes out as a calendar file, a printed week chart with a QR code of the link, the
 * link itself and a JSON backup. A bad link or file shows a plain message and leaves the plan on screen as it was.
 * Every word comes from site.json's smartNudge (and toolText). Behaviour lives in use-nudge-plan.ts.
 */
export function SmartNudgeTool({ block }: BlockProps<'smart-nudge'>) {
  const library = useLibrary().smartNudge
  if (!library) throw new Error('This page has no Smart Nudge words: only pages with a smart-nudge block carry them')
  const { words } = library
  const { lang, format } = useDateFormat()
  const model = useNudgePlan(library)
  const { plan, link } = model
  const [announcement, setAnnouncement] = useState('')
  const windows = riskWindowsOf(plan, library.riskDays)
  const edit = (update: Parameters<typeof model.edit>[0], said: string) => {
    model.edit(update)
    setAnnouncement(said)
  }

  return (
    <BlockFrame>
      <ToolRoot data-smart-nudge="">
        <Heading>{block.heading ?? words.heading}</Heading>
        <p>{words.intro}</p>
        <Safety data-nudge-safety="">
          <p>{words.safetyCareTeam}</p>
          <p>{words.safetyAlarm}</p>
        </Safety>
        <noscript>
          <p>{words.noScript}</p>
        </noscript>
        <div data-needs-script="">
          <NestedHeadings>
            <ProblemMessage problem={link.problem} />
            {!model.started && model.storedCopy ? (
              <Row>
                <PrimaryButton type="button" onClick={() => model.storedCopy && writeFragment(model.storedCopy)} data-open-copy="">
                  {words.openCopy}
                </PrimaryButton>
              </Row>
            ) : null}
            <div role="status" data-announcement="">
              {announcement ? <p>{announcement}</p> : null}
            </div>
            <DaySection key={model.generation} words={words} day={plan.day} onChange={(day) => edit((current) => ({ ...current, day }), words.daySaved)} />
            <MedicinesSection
              words={words}
              lang={lang}
              day={plan.day}
              format={format}
              medicines={plan.medicines}
              today={model.today}
              onChange={(medicines, said) => edit((current) => ({ ...current, medicines }), said)}
            />
            <AppointmentsSection
              words={words}
              visitGuide={library.visitGuide}
              format={format}
              appointments={plan.appointments}
              onChange={(appointments, said) => edit((current) => ({ ...current, appointments }), said)}
            />
            <SelfCareSection
              library={library}
              day={plan.day}
              format={format}
              chosen={plan.nudges}
              treatments={plan.treatments ?? []}
              windows={windows}
              today={model.today}
              onNudges={(nudges, said) => edit((current) => ({ ...current, nudges }), said)}
              onTreatments={(treatments, said) => edit((current) => ({ ...current, treatments }), said)}
            />
            <SaveSection library={library} model={model} format={format} onOpenFile={model.openFile} />
          </NestedHeadings>
        </div>
      </ToolRoot>
      {model.printing ? (
        <PrintSheet name="nudge-chart">
          <WeekChart library={library} plan={plan} week={model.printing.week} link={link.links?.url ?? ''} windows={windows} format={format} />
        </PrintSheet>
      ) : null}
    </BlockFrame>
  )
}
