/**
 * fast-check arbitraries made from the data schemas (schema/data/*.schema.json), for property tests of what travels
 * in links and files. Covers the keywords those schemas use: type (object, array, string, integer, boolean), const,
 * enum, properties, required, additionalProperties: false, items, minItems, maxItems, uniqueItems, minLength,
 * maxLength, pattern, minimum, maximum, oneOf and local $ref. Every value made is valid under its schema.
 *
 * Two sizes: `typical` (lists and strings of any length up to their caps, mostly short) and `limits` (every list at
 * its maxItems and every string at its maxLength, of characters from all of Unicode): the largest documents a
 * schema allows.
 */
import fc from 'fast-check'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
interface Schema {
  [key: string]: Json | undefined
}

function isSchema(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function schemaAt(value: Json | undefined, where: string): Schema {
  if (!isSchema(value)) throw new Error(`Not a schema at ${where}`)
  return value
}

function numberAt(schema: Schema, key: string): number | undefined {
  const value = schema[key]
  return typeof value === 'number' ? value : undefined
}

export interface SchemaArbitraryOptions {
  size: 'typical' | 'limits'
  /** Arbitraries to use instead of the schema's for some local refs ("#/$defs/date"): real dates, for instance. */
  overrides?: Readonly<Record<string, fc.Arbitrary<unknown>>>
}

/** Every character of Unicode but lone surrogates, as one string of one code point. */
const anyCharacter = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })
const fullUnicode = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })

function stringArbitrary(schema: Schema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const minLength = numberAt(schema, 'minLength') ?? 0
  const maxLength = numberAt(schema, 'maxLength') ?? 200
  const pattern = schema.pattern
  if (typeof pattern === 'string') {
    // ajv counts code points, as the spread below does.
    return fc.stringMatching(new RegExp(pattern)).filter((text) => [...text].length >= minLength && [...text].length <= maxLength)
  }
  if (options.size === 'limits') return fc.array(fullUnicode, { minLength: maxLength, maxLength }).map((chars) => chars.join(''))
  return fc.array(fc.oneof(anyCharacter, fullUnicode), { minLength, maxLength: Math.min(maxLength, Math.max(minLength, 30)) }).map((chars) => chars.join(''))
}

/**
 * An arbitrary of the values `schema` accepts.
 * @param root the schema file the local refs ("#/$defs/...") point into.
 * @throws Error for a keyword or form this helper does not know (so a new schema feature is noticed).
 */
export function schemaArbitrary(schema: Schema, root: Schema, options: SchemaArbitraryOptions, where = '#'): fc.Arbitrary<unknown> {
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const override = options.overrides?.[ref]
    if (override) return override
    if (!ref.startsWith('#/$defs/')) throw new Error(`Only local refs are known, not ${ref} at ${where}`)
    const name = ref.slice('#/$defs/'.length)
    const defs = schemaAt(root.$defs, `${where}/$defs`)
    return schemaArbitrary(schemaAt(defs[name], ref), root, options, ref)
  }
  if ('const' in schema) return fc.constant(schema.const)
  const choices = schema.enum
  if (Array.isArray(choices)) return fc.constantFrom(...choices)
  const oneOf = schema.oneOf
  if (Array.isArray(oneOf)) return fc.oneof(...oneOf.map((option, index) => schemaArbitrary(schemaAt(option, where), root, options, `${where}/oneOf/${index}`)))
  switch (schema.type) {
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      const min = numberAt(schema, 'minimum') ?? -1_000_000
      const max = numberAt(schema, 'maximum') ?? 1_000_000
      return options.size === 'limits' ? fc.constantFrom(min, max) : fc.integer({ min, max })
    }
    case 'string':
      return stringArbitrary(schema, options)
    case 'array': {
      const items = schemaArbitrary(schemaAt(schema.items, `${where}/items`), root, options, `${where}/items`)
      const minLength = numberAt(schema, 'minItems') ?? 0
      const maxLength = numberAt(schema, 'maxItems') ?? 20
      const size = options.size === 'limits' ? { minLength: maxLength, maxLength } : { minLength, maxLength: Math.min(maxLength, Math.max(minLength, 6)) }
      return schema.uniqueItems === true ? fc.uniqueArray(items, { ...size, selector: (value) => JSON.stringify(value) }) : fc.array(items, size)
    }
    case 'object': {
      if (schema.additionalProperties !== false) throw new Error(`Objects must set additionalProperties: false (${where})`)
      const properties = schemaAt(schema.properties ?? {}, `${where}/properties`)
      const required = Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : []
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, schemaArbitrary(schemaAt(value, `${where}/${key}`), root, options, `${where}/properties/${key}`)]),
      )
      // At the limits every property is there; otherwise the optional ones come and go.
      return fc.record(record, options.size === 'limits' ? {} : { requiredKeys: required })
    }
    default:
      throw new Error(`Unknown schema form at ${where}: ${JSON.stringify(schema).slice(0, 120)}`)
  }
}

/** Real calendar dates, YYYY-MM-DD, from 2020 to 2035 (the data schemas' date pattern allows 2026-02-31). */
export const realDate: fc.Arbitrary<string> = fc
  .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
