import styled from '@emotion/styled'
import type { CarePlanner } from '../../generated/manifest.ts'
import { fillTemplate } from '../shared/text.ts'
import { timeText } from './describe.ts'
import type { Format } from '../shared/date-format.ts'
import { claimsByItem, needsHelper, slotsOf, taskName, type CarePlan } from './plan.ts'
import { QrImage } from '../shared/qr-image.tsx'
import { hasTreatment, type RiskWindow } from './suggestions.ts'

const Sheet = styled.div({
  color: '#000',
  background: '#fff',
  font: '11pt/1.35 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  '& h2': { fontSize: '18pt', margin: '0 0 4pt' },
  '& h3': { fontSize: '13pt', margin: '0 0 4pt', breakAfter: 'avoid' },
  '& p': { margin: '2pt 0' },
  // The page-wide print rule keeps tables whole; this one is long, so it may break between rows.
  '& table': { width: '100%', borderCollapse: 'collapse', marginTop: '6pt', breakInside: 'auto' },
  '& thead': { display: 'table-header-group' },
  '& th.wide': { width: '22%' },
  '& th, & td': { border: '1pt solid #000', padding: '4pt 5pt', textAlign: 'left', verticalAlign: 'top' },
  '& tr': { breakInside: 'avoid' },
  '& td.blank': { minWidth: '8em', height: '1.6em' },
  '& ul': { margin: '2pt 0', paddingLeft: '14pt' },
})

const Top = styled.div({ display: 'flex', gap: '12pt', alignItems: 'flex-start', justifyContent: 'space-between', breakInside: 'avoid' })

const Box = styled.div({ border: '1.5pt solid #000', padding: '6pt 8pt', margin: '8pt 0', breakInside: 'avoid' })


interface SheetProps {
  planner: CarePlanner
  plan: CarePlan
  /** The link the QR code opens (the plan link, without the address when it is left off the sheet). */
  link: string
  includeAddress: boolean
  format: Format
  windows: readonly RiskWindow[]
}

/**
 * The printable sign-up sheet for the fridge: who the help is for, the plan notes, the fever warning on plans with
 * a chemotherapy day, a table of dates and tasks with names filled in or blank lines for names and dishes,
 * food-safety tips when the plan has meals, and a QR code of the plan link. Drawn inside the shared PrintSheet
 * while the "Print the sign-up sheet" button prints: only on paper.
 */
export function SignUpSheet({ planner, plan, link, includeAddress, format, windows }: SheetProps) {
  const { words, chemo } = planner
  const claims = claimsByItem(plan)
  const slots = slotsOf(plan)
  const notes = plan.notes ?? {}
  const usesDishes = plan.tasks.some((task) => planner.taskTypes[task.type]?.dish)
  const rows: [string, string | undefined][] = [
    [words.dietLabel, notes.diet],
    [words.allergiesLabel, notes.allergies],
    [words.peopleLabel, notes.people === undefined ? undefined : String(notes.people)],
    [words.dropOffLabel, notes.dropOff],
    [words.containersLabel, notes.containers],
    [words.addressLabel, includeAddress ? notes.address : undefined],
    [words.otherLabel, notes.other],
  ]
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()))
  const inWindow = (date: string) => windows.some((window) => date >= window.from && date <= window.to)
  return (
    <Sheet data-care-sheet="">
      <Top>
        <div>
          <h2>{plan.for?.trim() ? fillTemplate(words.planFor, { name: plan.for.trim() }) : words.planForNobody}</h2>
          <p>
            <strong>{words.sheetTitle}</strong> · {fillTemplate(words.updatedLine, { date: format.fullDate(plan.updated), revision: plan.revision })}
          </p>
          <p>{words.sheetIntro}</p>
          {notes.noContact || shown.length > 0 ? (
            <Box>
              {notes.noContact ? <p>{words.noContactNote}</p> : null}
              {shown.map(([label, value]) => (
                <p key={label}>
                  <strong>{label}:</strong> {value}
                </p>
              ))}
            </Box>
          ) : null}
        </div>
        <QrImage text={link} label={words.sheetQrLabel} caption={words.sheetQr} tooLong={words.sheetQrTooLong} size="5.5cm" />
      </Top>
      {hasTreatment(plan) ? (
        <Box>
          <p>
            <strong>{words.feverHeading}:</strong> {chemo.fever}
          </p>
          {notes.careTeam ? <p>{fillTemplate(words.careTeamLine, { number: notes.careTeam })}</p> : null}
          <p>{chemo.windowNote}</p>
          <p>{chemo.sick}</p>
        </Box>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{words.columnDate}</th>
            <th scope="col">{words.columnTask}</th>
            <th scope="col">{words.columnTime}</th>
            <th scope="col" className="wide">
              {words.columnName}
            </th>
            {usesDishes ? (
              <th scope="col" className="wide">
                {words.columnDish}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => {
            const type = planner.taskTypes[slot.task.type]
            const claim = claims[slot.id]
            const helper = needsHelper(type)
            return (
              <tr key={slot.id} data-sheet-row={slot.id}>
                <td>
                  {format.date(slot.date)}
                  {inWindow(slot.date) ? ` · ${words.riskBadge}` : ''}
                </td>
                <td>{taskName(slot.task, planner.taskTypes)}</td>
                <td>{timeText(slot.task, words, format)}</td>
                <td className={helper && !claim ? 'blank' : undefined}>{helper ? (claim?.by ?? '') : words.noHelperNeeded}</td>
                {usesDishes ? <td className={type?.dish && !claim?.dish ? 'blank' : undefined}>{type?.dish ? (claim?.dish ?? '') : ''}</td> : null}
              </tr>
            )
          })}
        </tbody>
      </table>
      {usesDishes ? (
        <Box>
          <h3>{words.foodSafetyHeading}</h3>
          <ul>
            {planner.foodSafety.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Box>
      ) : null}
    </Sheet>
  )
}
