/**
 * Files in and out, for every tool: a JSON backup (the same envelope as a share link, with its kind inside), calendar
 * files and anything else a tool lets the visitor download. Imports are read with a size limit and validated like
 * links; nothing is ever sent anywhere.
 */
import { checkEnvelope, type ImportResult, type LinkSpec } from './link-codec.ts'

/** Largest JSON backup read, in bytes (1 MiB): far above any real plan or list. */
export const maxImportBytes = 1_048_576

/** The JSON text of a backup file: `{ "kind", "v", "data" }`, indented so a person can read it. */
export function backupJson(kind: string, version: number, data: unknown): string {
  return `${JSON.stringify({ kind, v: version, data }, null, 2)}\n`
}

/**
 * Reads a backup file chosen by the visitor. Never throws and never changes anything: the caller keeps its current
 * data unless the result is ok.
 */
export async function readBackupFile<T>(file: Blob, spec: LinkSpec<T>, maxBytes = maxImportBytes): Promise<ImportResult<T>> {
  if (file.size === 0) return { ok: false, problem: 'empty' }
  if (file.size > maxBytes) return { ok: false, problem: 'fileTooLarge', detail: `${file.size} bytes` }
  let text: string
  try {
    text = await file.text()
  } catch (error) {
    return { ok: false, problem: 'fileUnreadable', detail: error instanceof Error ? error.message : undefined }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, problem: text.trimStart().startsWith('{') ? 'damaged' : 'notOurs' }
  }
  return checkEnvelope(parsed, spec)
}

/**
 * Offers `content` to the visitor as a download named `fileName` (a .ics, a .json backup), made in the browser
 * from data already on the page.
 * @param type the file's media type, e.g. "text/calendar" or "application/json".
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download after the click handler returns: let go of the data a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
