import { field } from './field.ts'
import type { ErrorObject } from './schema-validator.ts'

/** A schema error in plain words, before it is given a line and column. */
export interface DescribedError {
  /** JSON Pointer of the value the message is about. */
  path: string
  /** Set when the problem sits on an object key (an unknown property): the key's name. */
  key?: string
  message: string
  hint?: string
}

type DescribedWithMissing = DescribedError & { missingProperty?: string }

const jsonTypeNames: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object ({ ... })',
  array: 'a list ([ ... ])',
  null: 'null',
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number'
  return String(typeof value)
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ')
}

function lastSegment(pointer: string): string {
  return pointer.slice(pointer.lastIndexOf('/') + 1)
}

/** Edit distance counting an insertion, deletion, substitution or swap of two neighbours as one edit (OSA). */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between a's first i characters and b's first j; outside the table counts as 0.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? []
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1)
    }
  }
  return at(a.length, b.length)
}

/**
 * The known name closest to `name`, when it is close enough to be a likely typo (at most a third of its length
 * different, or differing only in letter case); otherwise undefined.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined
  for (const candidate of known) {
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, candidate)
    if (!best || distance < best.distance) best = { candidate, distance }
  }
  if (!best) return undefined
  return best.distance <= Math.max(1, Math.floor(name.length / 3)) ? best.candidate : undefined
}

/** ` Did you mean "x"?` with the closest known name (see {@link closestName}), or `''` when none is close. */
export function didYouMean(name: string, known: readonly string[]): string {
  const suggestion = closestName(name, known)
  return suggestion ? ` Did you mean "${suggestion}"?` : ''
}

function schemaDescription(error: ErrorObject): string | undefined {
  const description = field(error.parentSchema, 'description')
  return typeof description === 'string' ? description : undefined
}

/** A hint from the schema itself: what the value is for, and an example of a valid one when the schema has it. */
function schemaHint(error: ErrorObject): string | undefined {
  const description = schemaDescription(error)
  const examples = field(error.parentSchema, 'examples')
  const example = Array.isArray(examples) && examples.length > 0 ? ` For example: ${JSON.stringify(examples[0])}.` : ''
  const hint = `${description ?? ''}${example}`.trim()
  return hint === '' ? undefined : hint
}

function describeOne(error: ErrorObject, blockTypes: readonly string[]): DescribedWithMissing | undefined {
  const described = describeKeyword(error, blockTypes)
  if (!described || described.hint) return described
  return { ...described, hint: schemaHint(error) ?? 'docs/blocks.md lists every block type with its properties and an example of each.' }
}

function describeKeyword(error: ErrorObject, blockTypes: readonly string[]): DescribedWithMissing | undefined {
  const path = error.instancePath
  const params: Record<string, unknown> = { ...error.params }
  switch (error.keyword) {
    case 'required':
      return {
        path,
        message: `Missing the required property "${String(params.missingProperty)}".`,
        hint: `Add "${String(params.missingProperty)}" to this object.`,
        missingProperty: String(params.missingProperty),
      }
    case 'additionalProperties': {
      const property = String(params.additionalProperty)
      const properties = field(error.parentSchema, 'properties')
      const allowed = typeof properties === 'object' && properties !== null ? Object.keys(properties) : []
      return {
        path,
        key: property,
        message: `Unknown property "${property}".${didYouMean(property, allowed)}`,
        hint: allowed.length > 0 ? `Properties allowed here: ${allowed.join(', ')}.` : undefined,
      }
    }
    case 'discriminator': {
      const known = `Known block types: ${blockTypes.join(', ')}.`
      if (params.error === 'mapping') {
        const value = String(params.tagValue)
        return {
          path: `${path}/type`,
          message: `Unknown block type "${value}".${didYouMean(value, blockTypes)}`,
          hint: known,
        }
      }
      return { path, message: 'This block has no "type" (or it is not text).', hint: known }
    }
    case 'type':
      return {
        path,
        message: `Expected ${jsonTypeNames[String(params.type)] ?? String(params.type)} here, but found ${typeOfValue(error.data)}.`,
      }
    case 'const':
      return { path, message: `Must be ${JSON.stringify(params.allowedValue)}.` }
    case 'enum':
      return { path, message: `Must be one of: ${quoteList(Array.isArray(params.allowedValues) ? params.allowedValues : [])}.` }
    case 'minLength':
      return Number(params.limit) <= 1
        ? { path, message: 'Must not be empty.' }
        : { path, message: `Must be at least ${String(params.limit)} characters long.` }
    case 'maxLength':
      return Number(params.limit) === 0
        ? {
            path,
            message: 'Must be empty, because the image is marked decorative.',
            hint: 'Remove "decorative": true if the image carries meaning, or set "alt" to "".',
          }
        : { path, message: `Must be at most ${String(params.limit)} characters long (it has ${String(error.data).length}).` }
    case 'pattern': {
      if (params.pattern === '\\S') return { path, message: 'Must not be empty.' }
      const key = lastSegment(path)
      return {
        path,
        message: `${JSON.stringify(error.data)} is not a valid ${key === '' ? 'value' : `"${key}"`}.`,
        hint: schemaDescription(error),
      }
    }
    case 'format':
      return { path, message: `${JSON.stringify(error.data)} is not a valid ${String(params.format)}.`, hint: schemaDescription(error) }
    case 'minItems':
      return { path, message: `Needs at least ${String(params.limit)} item${Number(params.limit) === 1 ? '' : 's'}.` }
    case 'maxItems':
      return { path, message: `Can have at most ${String(params.limit)} items.` }
    case 'minimum':
      return { path, message: `Must be ${String(params.limit)} or more.` }
    case 'oneOf':
      return {
        path,
        message: 'This does not match any of the allowed shapes.',
        hint: schemaDescription(error),
      }
    case 'if':
      return undefined
    default:
      return { path, message: error.message ?? 'This value is not allowed here.' }
  }
}

function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`)
}

/**
 * Turns ajv's errors (allErrors, verbose) into plain-language messages.
 *
 * For a failed `oneOf` without a discriminator, ajv reports every branch's errors. When some of them sit deeper
 * than the `oneOf` value itself, those belong to the branch the author meant (its shape was right, a value
 * inside it is wrong), so only they are kept; otherwise one message for the `oneOf` stands for them all.
 * Discriminated unions (blocks) are already narrowed by ajv to the branch whose `type` matches.
 *
 * @param errors ajv's `validate.errors`, in ajv's order.
 * @param blockTypes every known block type, named in messages about unknown types.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[], blockTypes: readonly string[]): DescribedError[] {
  const dropped = new Set<ErrorObject>()
  errors.forEach((error, index) => {
    if (error.keyword !== 'oneOf') return
    const branchErrors: ErrorObject[] = []
    for (let i = index - 1; i >= 0; i--) {
      const earlier = errors[i]
      if (!earlier || !isWithin(earlier.instancePath, error.instancePath)) break
      branchErrors.push(earlier)
    }
    const deeper = branchErrors.filter((candidate) => candidate.instancePath !== error.instancePath)
    if (deeper.length > 0) {
      for (const candidate of branchErrors) if (!deeper.includes(candidate)) dropped.add(candidate)
      dropped.add(error)
    } else {
      for (const candidate of branchErrors) dropped.add(candidate)
    }
  })

  const seen = new Set<string>()
  const described: DescribedError[] = []
  const missingByPath = new Map<string, string[]>()
  for (const error of errors) {
    if (dropped.has(error)) continue
    const item = describeOne(error, blockTypes)
    if (!item) continue
    const { missingProperty, ...problem } = item
    if (missingProperty !== undefined) {
      const missing = missingByPath.get(problem.path)
      if (missing) {
        if (!missing.includes(missingProperty)) missing.push(missingProperty)
        continue
      }
      missingByPath.set(problem.path, [missingProperty])
    }
    const identity = `${problem.path}\u0000${problem.key ?? ''}\u0000${problem.message}`
    if (seen.has(identity)) continue
    seen.add(identity)
    described.push(problem)
  }
  return described.map((problem) => {
    const missing = missingByPath.get(problem.path)
    if (!missing || missing.length < 2 || !problem.message.startsWith('Missing the required property')) return problem
    const names = missing.map((name) => `"${name}"`).join(', ')
    return { ...problem, message: `Missing ${missing.length} required properties: ${names}.`, hint: 'Add them to this object.' }
  })
}
