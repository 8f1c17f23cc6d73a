/**
 * The program finder's filters: which values each filter allows, how they are read from and written to the
 * query string, and which programs they keep. Pure functions, no React, so they are tested on their own.
 */
import type { FinderOption, Program, ProgramFinderWords, ProgramKind } from '../../generated/manifest.ts'
import { readQuery, type ParamSpec } from '../shared/url-state.ts'

/** The filters, in the order they are shown and written to the address; each is a query-string parameter. */
export const filterKeys = ['kind', 'who', 'cancer', 'stage', 'phase', 'lang', 'format', 'cost', 'country', 'state', 'community', 'age'] as const

/** One filter's name, as in the query string (?cancer=breast). */
export type FilterKey = (typeof filterKeys)[number]

/** The values chosen in each filter; a filter with no values chosen keeps every program. */
export type Filters = Partial<Record<FilterKey, readonly string[]>>

/** The values each filter allows, in the order they are shown. */
export type AllowedValues = Record<FilterKey, readonly string[]>

/** An object with one value per filter, made by `make` for each, in the filters' order. */
export function perFilter<V>(make: (key: FilterKey) => V): Record<FilterKey, V> {
  return {
    kind: make('kind'),
    who: make('who'),
    cancer: make('cancer'),
    stage: make('stage'),
    phase: make('phase'),
    lang: make('lang'),
    format: make('format'),
    cost: make('cost'),
    country: make('country'),
    state: make('state'),
    community: make('community'),
    age: make('age'),
  }
}

/** A filter's options (value to words), typed for lookups by any string. */
export function optionsOf(words: ProgramFinderWords, key: FilterKey): Readonly<Record<string, FinderOption | undefined>> {
  return words.groups[key].options
}

/** Filters shown as a drop-down list: one value at most. */
export const singleChoiceKeys: readonly FilterKey[] = ['country', 'state']

/**
 * The values each filter allows: the names in the finder's words (so every value has words to show), and for
 * `kind` only the finder's preset kinds when it has a preset.
 */
export function allowedValues(words: ProgramFinderWords, presetKinds?: readonly ProgramKind[]): AllowedValues {
  return perFilter((key) => {
    const values = Object.keys(words.groups[key].options)
    return key === 'kind' && presetKinds ? values.filter((kind) => presetKinds.some((preset) => preset === kind)) : values
  })
}

/** What {@link readFilters} found in an address. */
export interface FilterReading {
  filters: Filters
  /** True when the address held unknown parameters or values, repeats, or more than one value for a drop-down filter. */
  ignoredSomething: boolean
}

/**
 * Reads the filters from a query string (without '?'), never throwing: unknown parameters and values, repeats
 * and over-long addresses are left out and reported (see readQuery); a second value for a drop-down filter too.
 * Empty values (what a form sends for "no choice") are dropped silently.
 */
export function readFilters(query: string, allowed: AllowedValues): FilterReading {
  let cleaned = query
  try {
    const params = new URLSearchParams(query)
    const kept = new URLSearchParams()
    for (const [key, value] of params) if (value !== '') kept.append(key, value)
    cleaned = kept.toString()
  } catch {
    // readQuery reports an unreadable query itself.
  }
  const spec = perFilter((key): ParamSpec => ({ kind: 'values', allowed: allowed[key] }))
  const reading = readQuery(cleaned, spec)
  let ignoredSomething = reading.ignoredSomething
  const filters: Filters = {}
  for (const key of filterKeys) {
    let values = reading.values[key]
    if (!values?.length) continue
    if (singleChoiceKeys.includes(key) && values.length > 1) {
      ignoredSomething = true
      values = values.slice(0, 1)
    }
    filters[key] = allowed[key].filter((value) => values.includes(value))
  }
  return { filters, ignoredSomething }
}

/** The query-string parameters for `filters`, in the filters' order and each filter's values in their shown order. */
export function filterParams(filters: Filters, allowed: AllowedValues): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of filterKeys) {
    for (const value of allowed[key]) if (filters[key]?.includes(value)) params.append(key, value)
  }
  return params
}

/** `filters` with `value` added to or taken from filter `key` (a drop-down filter holds at most one value). */
export function toggledFilter(filters: Filters, key: FilterKey, value: string): Filters {
  const current = filters[key] ?? []
  const next = current.includes(value) ? current.filter((item) => item !== value) : singleChoiceKeys.includes(key) ? [value] : [...current, value]
  return { ...filters, [key]: next }
}

/** `filters` with filter `key` set to exactly `values` (a drop-down's choice; [] for none). */
export function withFilter(filters: Filters, key: FilterKey, values: readonly string[]): Filters {
  return { ...filters, [key]: values }
}

/** True when at least one value is chosen in any filter. */
export function hasFilters(filters: Filters): boolean {
  return filterKeys.some((key) => (filters[key]?.length ?? 0) > 0)
}

const overlaps = (have: readonly string[] | undefined, chosen: readonly string[]) => (have ?? []).some((value) => chosen.includes(value))

/**
 * Whether a program fits the chosen values of one filter (at least one of them):
 * - "any" in a program's cancer types, stages, phases or countries fits every choice;
 * - a program made for no particular community or age group fits every community or age choice;
 * - a program with interpreters fits every language;
 * - a program whose cost is not stated fits no cost choice;
 * - a US program without `usStates` fits every state; a program for "any" country fits every state too.
 */
export function fitsFilter(program: Program, key: FilterKey, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true
  switch (key) {
    case 'kind':
      return chosen.includes(program.kind)
    case 'who':
      return overlaps(program.serves, chosen)
    case 'cancer':
      return program.cancerTypes.includes('any') || overlaps(program.cancerTypes, chosen)
    case 'stage':
      return program.stages.includes('any') || overlaps(program.stages, chosen)
    case 'phase':
      return program.phases.includes('any') || overlaps(program.phases, chosen)
    case 'community':
      return !program.communities || overlaps(program.communities, chosen)
    case 'age':
      return !program.ages || overlaps(program.ages, chosen)
    case 'lang':
      return program.interpreters === true || overlaps(program.languages, chosen)
    case 'format':
      return overlaps(program.formats, chosen)
    case 'cost':
      return program.cost !== undefined && chosen.includes(program.cost)
    case 'country':
      return program.countries.includes('any') || overlaps(program.countries, chosen)
    case 'state':
      if (program.countries.includes('any')) return true
      if (!program.countries.includes('US')) return false
      return !program.usStates || overlaps(program.usStates, chosen)
  }
}

/** Whether a program fits every filter (except `skip`, for counting a filter's own options). */
export function fitsAll(program: Program, filters: Filters, skip?: FilterKey): boolean {
  return filterKeys.every((key) => key === skip || fitsFilter(program, key, filters[key] ?? []))
}

/**
 * How closely a program fits: one point for each filter it fits by name rather than by being open to everyone
 * (a breast cancer program for "breast", a program made for LGBTQ+ people for "LGBTQ+", a New York program for
 * "New York"). Closer fits are listed first.
 */
export function closeness(program: Program, filters: Filters): number {
  const chosen = (key: FilterKey) => filters[key] ?? []
  const points = [
    overlaps(program.cancerTypes, chosen('cancer')),
    overlaps(program.stages, chosen('stage')),
    overlaps(program.phases, chosen('phase')),
    overlaps(program.communities, chosen('community')),
    overlaps(program.ages, chosen('age')),
    overlaps(program.languages, chosen('lang')),
    overlaps(program.countries, chosen('country')),
    overlaps(program.usStates, chosen('state')),
  ]
  return points.filter(Boolean).length
}

/** A program the filters keep, with its id. */
export interface FoundProgram {
  id: string
  program: Program
}

/**
 * The programs that fit every filter: closest fits first, then by organization and program name (`sortName`), so
 * the order is the same on the server and in every browser.
 */
export function findPrograms(programs: Readonly<Record<string, Program>>, filters: Filters, sortName: (program: Program) => string): FoundProgram[] {
  return Object.entries(programs)
    .filter(([, program]) => fitsAll(program, filters))
    .map(([id, program]) => ({ id, program, score: closeness(program, filters), name: sortName(program).toLowerCase() }))
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
    .map(({ id, program }) => ({ id, program }))
}

/**
 * For each value of filter `key`: how many programs would fit if that value alone were chosen there, with every
 * other filter as it is. A value with no programs counts 0 (shown, not hidden).
 */
export function optionCounts(programs: Readonly<Record<string, Program>>, filters: Filters, key: FilterKey, values: readonly string[]): Record<string, number> {
  const others = Object.values(programs).filter((program) => fitsAll(program, filters, key))
  return Object.fromEntries(values.map((value) => [value, others.filter((program) => fitsFilter(program, key, [value])).length]))
}
