/**
 * Documents kept in links and files: a care plan, a gift list, a call plan, a reminder plan, and the replies sent
 * back. A {@link DocumentFormat} names one kind (its `#<kind>=` in a link, its `kind` in a backup file), its format
 * version, its precompiled validator and the checks the schema cannot state. Every fragment format of the site goes
 * through here, so each is read and written the same way:
 * - writing checks the document first and refuses, with a plain reason, what its own reader would refuse: one
 *   that fails its checks (`invalid`) or whose link would be longer than a link may be (`tooLong`);
 * - reading never throws: it gives the document, checked and tidied, or the reason it cannot (see link-codec.ts).
 */
import { backupJson, readBackupFile } from './files.ts'
import { firstValidatorProblem } from './validator-problem.ts'
import { decodeLink, encodeLink, maxDataBytes, maxLinkChars, type ImportResult, type LinkSpec } from './link-codec.ts'

/** One kind of document: how it is named, versioned, validated, checked and tidied. */
export interface DocumentFormat<T> extends LinkSpec<T> {
  /** What the schema cannot check (real dates, unique ids...): a technical reason when the document is unusable. */
  check?: (data: T) => string | undefined
  /** Makes a read document safe to work with (the first of repeated ids...), after it passed its checks. */
  tidy?: (data: T) => T
}

/** Why no link was made for a document: it is not valid yet, or its link would be too long to open. */
export type LinkRefusal = 'invalid' | 'tooLong'

/** A link's fragment (`<kind>=<payload>`, without '#'), or why none was made, with a technical detail. */
export type EncodeResult = { ok: true; fragment: string } | { ok: false; problem: LinkRefusal; detail?: string }

function finished<T>(result: ImportResult<T>, format: DocumentFormat<T>): ImportResult<T> {
  if (!result.ok) return result
  const problem = format.check?.(result.data)
  if (problem) return { ok: false, problem: 'invalid', detail: problem }
  return format.tidy ? { ok: true, data: format.tidy(result.data) } : result
}

/**
 * Makes the fragment of a link holding `data`, only when its own reader will accept it: the document must pass the
 * format's validator and checks, its JSON must fit in {@link maxDataBytes} and the whole link (`baseLength`
 * characters of address, '#', the fragment) in {@link maxLinkChars}. Otherwise nothing is made and the reason is
 * returned, so a page never shares a link it could not open again.
 * @param baseLength length of the address the fragment is added to (the page's URL without '#'), in characters.
 */
export async function encodeDocument<T>(format: DocumentFormat<T>, data: T, baseLength = 0): Promise<EncodeResult> {
  if (!format.validate(data)) return { ok: false, problem: 'invalid', detail: firstValidatorProblem(format.validate) }
  const problem = format.check?.(data)
  if (problem) return { ok: false, problem: 'invalid', detail: problem }
  const bytes = new TextEncoder().encode(JSON.stringify({ v: format.version, data })).byteLength
  if (bytes > maxDataBytes) return { ok: false, problem: 'tooLong', detail: `${bytes} bytes of data` }
  const fragment = await encodeLink(format.kind, format.version, data)
  const length = baseLength + 1 + fragment.length
  if (length > maxLinkChars) return { ok: false, problem: 'tooLong', detail: `${length} characters` }
  return { ok: true, fragment }
}

/** Reads a link of this format (a whole URL, a fragment with or without '#'), checked and tidied. Never throws. */
export async function decodeDocument<T>(text: string, format: DocumentFormat<T>): Promise<ImportResult<T>> {
  return finished(await decodeLink(text, format), format)
}

/** Reads a backup file of this format, checked and tidied. Never throws. */
export async function readDocumentFile<T>(file: Blob, format: DocumentFormat<T>): Promise<ImportResult<T>> {
  return finished(await readBackupFile(file, format), format)
}

/** The JSON text of a backup file of `data` (`{ kind, v, data }`), which {@link readDocumentFile} reads back. */
export function documentBackup<T>(format: DocumentFormat<T>, data: T): string {
  return backupJson(format.kind, format.version, data)
}
