import type { RiskWindow } from './chemo-cycle.ts'
import type { Format } from './date-format.ts'
import { fillTemplate } from './text.ts'

/**
 * The higher-risk days after each treatment day, one line each, from a template of the tool's words with {date}
 * (the treatment), {from} and {to}.
 */
export function RiskWindowList({ windows, template, format }: { windows: readonly RiskWindow[]; template: string; format: Format }) {
  return (
    <ul>
      {windows.map((window) => (
        <li key={window.treatment}>{fillTemplate(template, { date: format.date(window.treatment), from: format.date(window.from), to: format.date(window.to) })}</li>
      ))}
    </ul>
  )
}
