import styled from '@emotion/styled'
import type { NudgeLibrary } from '../../app/page-payload.ts'
import { weekdayOf } from '../shared/calendar-dates.ts'
import { dayFlags, type RiskWindow } from '../shared/chemo-cycle.ts'
import type { Format } from '../shared/date-format.ts'
import { QrImage } from '../shared/qr-image.tsx'
import { fillTemplate } from '../shared/text.ts'
import { dueOn, timeOf, timesOf, weekFrom } from './day-rules.ts'
import { describeMedicine, momentText } from './describe.ts'
import { isMoment, type NudgePlan } from './nudge-plan.ts'

const Sheet = styled.div({
  color: '#000',
  background: '#fff',
  font: '10.5pt/1.3 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  '& h1': { fontSize: '17pt', margin: '0 0 4pt' },
  '& h2': { fontSize: '12.5pt', margin: '10pt 0 4pt', breakAfter: 'avoid' },
  '& p': { margin: '2pt 0' },
  '& table': { width: '100%', borderCollapse: 'collapse', marginTop: '4pt', breakInside: 'auto' },
  '& thead': { display: 'table-header-group' },
  '& th, & td': { border: '1pt solid #000', padding: '3pt 4pt', textAlign: 'left', verticalAlign: 'top' },
  '& tr': { breakInside: 'avoid' },
  '& ul': { margin: '2pt 0', paddingLeft: '14pt' },
})

const Top = styled.div({ display: 'flex', gap: '12pt', alignItems: 'flex-start', justifyContent: 'space-between', breakInside: 'avoid' })

const Box = styled.div({ border: '1.5pt solid #000', padding: '5pt 7pt', margin: '6pt 0', breakInside: 'avoid' })

/** Seven tick boxes, one per day: a box on the days the reminder is due, a dash on the others. */
const Days = styled.span({ display: 'flex', flexWrap: 'wrap', gap: '2pt 4pt', fontSize: '8.5pt' })
const Day = styled.span({ whiteSpace: 'nowrap', '&[data-due] > span': { display: 'inline-block', width: '9pt', height: '9pt', border: '1pt solid #000', verticalAlign: 'middle' } })

/** One row of the chart: a medicine or a nudge, with the dates it is due and its times. */
interface ChartRow {
  key: string
  name: string
  details: string[]
  times: string[]
  dueOn: (date: string) => boolean
}

function ChartTable({ caption, rows, week, format, label }: { caption: string; rows: ChartRow[]; week: string[]; format: Format; label: string }) {
  const times = [...new Set(rows.flatMap((row) => row.times))].sort()
  if (rows.length === 0) return null
  return (
    <table>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '2pt 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          {times.map((time) => (
            <th scope="col" key={time} data-chart-time={time}>
              {format.time(time)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-chart-row={row.key}>
            <th scope="row">
              {row.name}
              {row.details.map((line) => (
                <span key={line} style={{ display: 'block', fontWeight: 400, fontSize: '9pt' }}>
                  {line}
                </span>
              ))}
            </th>
            {times.map((time) => (
              <td key={time}>
                {row.times.includes(time) ? (
                  <Days>
                    {week.map((date) =>
                      row.dueOn(date) ? (
                        <Day key={date} data-due="">
                          {format.shortWeekday(weekdayOf(date))} <span aria-hidden="true" />
                        </Day>
                      ) : (
                        <Day key={date}>{format.shortWeekday(weekdayOf(date))} –</Day>
                      ),
                    )}
                  </Days>
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The printable week chart, like the medicine charts pharmacies hand out: one row per medicine, one column per
 * time of day, a box to tick on each day it is due; then the self-care nudges the same way, the week's
 * appointments, the fever warning when there are treatment days, the care team and safety lines, and a QR code of
 * the plan's link. Drawn inside the shared PrintSheet while "Print the week chart" prints: only on paper.
 * @param week the chart's first date (a Monday), YYYY-MM-DD.
 * @param link the plan's link for the QR code ('' when the plan has no link yet).
 */
export function WeekChart({ library, plan, week, link, windows, format }: { library: NudgeLibrary; plan: NudgePlan; week: string; link: string; windows: readonly RiskWindow[]; format: Format }) {
  const { words, chemo } = library
  const dates = weekFrom(week)
  const weekday = (date: string) => format.date(date)
  const medicineRows: ChartRow[] = plan.medicines.map((medicine) => ({
    key: medicine.id,
    name: medicine.name,
    details: describeMedicine(medicine, plan.day, words, format).slice(0, 2),
    times: timesOf(medicine, plan.day),
    dueOn: (date) => dueOn(medicine, date),
  }))
  const nudgeRows: ChartRow[] = plan.nudges.flatMap((chosen) => {
    const nudge = library.nudges.find((candidate) => candidate.id === chosen.id)
    if (!nudge) return []
    return [
      {
        key: `nudge-${nudge.id}`,
        name: nudge.name,
        details: chosen.at.filter(isMoment).map((at) => momentText(at, plan.day, words, format)),
        times: [...new Set(chosen.at.map((at) => timeOf(at, plan.day)))],
        dueOn: (date: string) => (nudge.when === 'riskDays' ? dayFlags(date, windows).risk : date >= chosen.start),
      },
    ]
  })
  const visits = plan.appointments
    .filter((appointment) => dates.includes(appointment.date))
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
  return (
    <Sheet data-nudge-chart="">
      <Top>
        <div>
          <h1>{words.chartTitle}</h1>
          <p>{fillTemplate(words.chartWeek, { from: weekday(dates[0] ?? week), to: weekday(dates[6] ?? week) })}</p>
          <p>{words.chartIntro}</p>
          <Box>
            <p>{words.safetyCareTeam}</p>
            <p>{words.safetyAlarm}</p>
          </Box>
        </div>
        <QrImage text={link} label={words.chartQrLabel} caption={words.chartQr} tooLong={words.chartQrTooLong} size="4.5cm" />
      </Top>
      {windows.some((window) => dates.some((date) => dayFlags(date, [window]).risk || window.treatment === date)) ? (
        <Box>
          <p>
            <strong>{chemo.fever}</strong>
          </p>
        </Box>
      ) : null}
      <ChartTable caption={words.chartMedicines} rows={medicineRows} week={dates} format={format} label={words.chartMedicineColumn} />
      {plan.medicines.length === 0 ? <p>{words.noMedicines}</p> : null}
      <ChartTable caption={words.chartSelfCare} rows={nudgeRows} week={dates} format={format} label={words.chartSelfCareColumn} />
      {visits.length > 0 ? (
        <>
          <h2>{words.chartAppointments}</h2>
          <ul>
            {visits.map((appointment) => (
              <li key={appointment.id}>
                {fillTemplate(words.appointmentWhen, { date: format.date(appointment.date), time: format.time(appointment.time) })}: {appointment.what}
                {appointment.place ? `, ${appointment.place}` : ''}
                {appointment.bring?.length ? ` · ${words.bringHeading} ${appointment.bring.join('; ')}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Sheet>
  )
}
