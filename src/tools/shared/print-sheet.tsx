/**
 * Printing one sheet instead of the page, for every tool that prints its own paper (the care planner's sign-up
 * sheet, Smart Nudge's week chart): the sheet is drawn at the end of the body, the page is marked so that only the
 * sheet is on paper, the browser's print dialog opens, and the mark goes once printing is done.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** On paper while a sheet prints (the page is marked data-printing-sheet): only the sheet. Never on screen. */
const sheetRule =
  '[data-print-sheet]{display:none}' +
  '@media print{html[data-printing-sheet] body>*:not([data-print-sheet]){display:none!important}' +
  'html[data-printing-sheet] [data-print-sheet]{display:block!important}}'

/**
 * A print job: `job` is what is being printed (undefined when nothing is), `print(job)` starts one. While a job
 * is set the page is marked for printing and the dialog opens on the next frame (after the sheet is drawn);
 * `afterprint` ends the job.
 */
export function usePrintSheet<T>(): { job: T | undefined; print: (job: T) => void } {
  const [job, setJob] = useState<T>()
  useEffect(() => {
    if (job === undefined) return
    const root = document.documentElement
    root.setAttribute('data-printing-sheet', '')
    const done = () => setJob(undefined)
    window.addEventListener('afterprint', done)
    const frame = requestAnimationFrame(() => window.print())
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('afterprint', done)
      root.removeAttribute('data-printing-sheet')
    }
  }, [job])
  return { job, print: setJob }
}

/**
 * The sheet to print, drawn at the end of the body (so hiding the rest of the page on paper is one rule) and
 * hidden on screen. Render it only in the browser, while a print job is set. On paper it is the page's only
 * visible content, so it is the main landmark then (the page's own <main> is hidden, out of the accessibility
 * tree); give the sheet an h1.
 * @param name a data attribute value naming the sheet, for tests and styles ("care-sheet", "nudge-chart").
 */
export function PrintSheet({ name, children }: { name: string; children: ReactNode }) {
  return createPortal(
    <div data-print-sheet={name} role="main">
      <style>{sheetRule}</style>
      {children}
    </div>,
    document.body,
  )
}
