/**
 * Data in a link, the one home for every tool that shares without a server (the care planner's plan and reply
 * links, the registry's list). The data goes in the fragment as `#<kind>=<payload>`, where the payload is the JSON
 * `{"v": <format version>, "data": ...}` compressed with the browser's own CompressionStream('deflate-raw'), in
 * base64url, followed by "." and a check value, so a cut-off or altered link is recognised as such.
 * Decoding never throws: it returns the data, validated by a precompiled validator, or the reason it cannot.
 */
import { firstValidatorProblem } from './validator-problem.ts'

/** Longest link payload read, in characters (about 32 KB): anything longer is refused before any work. */
export const maxLinkChars = 32_768
/** Largest decompressed JSON accepted, in bytes (256 KiB): a small link cannot expand into a huge one. */
export const maxDataBytes = 262_144

/**
 * Why a link or file could not be read. Each has its own plain message in site.json's `toolText.importProblems`.
 * - empty: nothing to read; tooLong: over the size limit; notOurs: not a link or file of this site;
 * - truncated: cut off (often when copied); damaged: altered or corrupted;
 * - wrongKind: a link of another tool or kind (a reply link opened as a plan);
 * - newerVersion: made by a newer version of the site; invalid: readable but not valid data;
 * - fileTooLarge, fileUnreadable: an imported file over the size limit, or one the browser could not read.
 */
export type ImportProblem =
  | 'empty'
  | 'tooLong'
  | 'notOurs'
  | 'truncated'
  | 'damaged'
  | 'wrongKind'
  | 'newerVersion'
  | 'invalid'
  | 'fileTooLarge'
  | 'fileUnreadable'

/** The result of reading outside data: the data, or the problem (with a technical detail for the console). */
export type ImportResult<T> = { ok: true; data: T } | { ok: false; problem: ImportProblem; detail?: string }

/** A precompiled validator (ajv standalone code, see src/generated/validators.js): true when `data` is valid. */
export type Validator<T> = ((data: unknown) => data is T) & { errors?: { instancePath: string; message?: string }[] | null }

/** What to expect when decoding: the kind of link, the newest format version this build reads, and its validator. */
export interface LinkSpec<T> {
  kind: string
  version: number
  validate: Validator<T>
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** FNV-1a, 32 bits, of the compressed bytes, as 6 base64url characters: catches cut-off and altered links. */
function checkValue(bytes: Uint8Array): string {
  let hash = 0x811c9dc5
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return toBase64Url(new Uint8Array([hash >>> 24, (hash >>> 16) & 255, (hash >>> 8) & 255, hash & 255]))
}

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Inflates at most `limit` bytes; undefined when the data is corrupt or would grow past the limit. */
async function inflate(bytes: Uint8Array<ArrayBuffer>, limit: number): Promise<string | undefined> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader()
  const decoder = new TextDecoder('utf-8')
  let text = ''
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) {
        await reader.cancel()
        return undefined
      }
      text += decoder.decode(value, { stream: true })
    }
  } catch {
    return undefined
  }
  return text + decoder.decode()
}

/**
 * Encodes data for a link's fragment: `<kind>=<payload>` (without the '#').
 * @param kind the link's kind, such as "plan" or "gift-reply" (lower-case letters and inner hyphens, at most 20).
 * @param version the data's format version, so an older build can say "made by a newer version".
 */
export async function encodeLink(kind: string, version: number, data: unknown): Promise<string> {
  const bytes = await deflate(JSON.stringify({ v: version, data }))
  return `${kind}=${toBase64Url(bytes)}.${checkValue(bytes)}`
}

/** Splits a fragment (with or without '#', or a whole URL) into its kind and payload; undefined if it has none. */
export function linkParts(text: string): { kind: string; payload: string } | undefined {
  const fragment = text.includes('#') ? text.slice(text.indexOf('#') + 1) : text
  const match = /^([a-z](?:[a-z-]{0,18}[a-z])?)=(.*)$/s.exec(fragment.trim())
  const [, kind, payload] = match ?? []
  return kind === undefined || payload === undefined ? undefined : { kind, payload }
}

/**
 * Validates already-parsed data (a link's JSON `{v, data}` or an imported file's `{kind, v, data}`) against the
 * spec: kind, version and validator. Never throws.
 */
export function checkEnvelope<T>(parsed: unknown, spec: LinkSpec<T>): ImportResult<T> {
  if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || !('data' in parsed)) {
    return { ok: false, problem: 'notOurs' }
  }
  // Files carry their kind inside (links carry it before the '='): a gift list is not a care plan.
  if ('kind' in parsed && parsed.kind !== spec.kind) return { ok: false, problem: 'wrongKind', detail: `"${String(parsed.kind)}"` }
  const version = parsed.v
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, problem: 'notOurs' }
  if (version > spec.version) return { ok: false, problem: 'newerVersion', detail: `format ${version}, this site reads up to ${spec.version}` }
  const data = parsed.data
  if (!spec.validate(data)) return { ok: false, problem: 'invalid', detail: firstValidatorProblem(spec.validate) }
  return { ok: true, data }
}

/**
 * Reads a link (a whole URL, a fragment with or without '#', or `<kind>=<payload>`) made by {@link encodeLink}.
 * Never throws and never changes anything: the caller keeps its current data unless the result is ok.
 */
export async function decodeLink<T>(text: string, spec: LinkSpec<T>): Promise<ImportResult<T>> {
  if (text.trim() === '') return { ok: false, problem: 'empty' }
  if (text.length > maxLinkChars) return { ok: false, problem: 'tooLong', detail: `${text.length} characters` }
  const parts = linkParts(text)
  if (!parts) return { ok: false, problem: 'notOurs' }
  if (parts.kind !== spec.kind) return { ok: false, problem: 'wrongKind', detail: `"${parts.kind}", expected "${spec.kind}"` }
  const dot = parts.payload.lastIndexOf('.')
  if (dot === -1) return { ok: false, problem: 'truncated', detail: 'no check value' }
  const bytes = fromBase64Url(parts.payload.slice(0, dot))
  const check = parts.payload.slice(dot + 1)
  if (!bytes) return { ok: false, problem: 'damaged', detail: 'not base64url' }
  if (check.length < 6) return { ok: false, problem: 'truncated', detail: 'short check value' }
  if (checkValue(bytes) !== check) return { ok: false, problem: 'damaged', detail: 'check value differs' }
  const json = await inflate(bytes, maxDataBytes)
  if (json === undefined) return { ok: false, problem: 'damaged', detail: 'does not decompress within the size limit' }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return { ok: false, problem: 'damaged', detail: 'not JSON' }
  }
  return checkEnvelope(parsed, spec)
}
