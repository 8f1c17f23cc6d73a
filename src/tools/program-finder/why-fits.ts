/**
 * "Why it fits": one short line per program saying how it meets each filter the reader chose ("Serves caregivers ·
 * Spanish · By phone"). Pure, so it is tested on its own; every word comes from site.json.
 */
import type { FinderOption, Program, ProgramFinderWords } from '../../generated/manifest.ts'
import { filterKeys, optionsOf, type FilterKey, type Filters } from './filters.ts'

/** The words shown for an option in a "why it fits" line: its `fit`, else its label. */
export function fitWords(option: FinderOption | undefined, fallback: string): string {
  return option?.fit ?? option?.label ?? fallback
}

/**
 * The pieces of a program's "why it fits" line, one or more per chosen filter in the filters' order (the kind
 * of help is left out: results are grouped by it). Empty when nothing is chosen. A program that fits by being
 * open to everyone says so with the filter's `anyFit` words ("Any cancer type", "Open to everyone").
 */
export function whyItFits(program: Program, filters: Filters, words: ProgramFinderWords): string[] {
  const pieces: string[] = []
  for (const key of filterKeys) {
    const chosen = filters[key] ?? []
    if (key === 'kind' || chosen.length === 0) continue
    pieces.push(...piecesFor(program, key, chosen, words))
  }
  return pieces
}

function piecesFor(program: Program, key: FilterKey, chosen: readonly string[], words: ProgramFinderWords): string[] {
  const group = words.groups[key]
  const options = optionsOf(words, key)
  const named = (values: readonly string[] | undefined) =>
    chosen.filter((value) => values?.includes(value)).map((value) => fitWords(options[value], value))
  const orAny = (values: readonly string[] | undefined, isAny: boolean) => {
    const matched = named(values)
    if (matched.length > 0) return matched
    return isAny && group.anyFit ? [group.anyFit] : []
  }
  switch (key) {
    case 'who':
      return named(program.serves)
    case 'cancer':
      return orAny(program.cancerTypes, program.cancerTypes.includes('any'))
    case 'stage':
      return orAny(program.stages, program.stages.includes('any'))
    case 'phase':
      return orAny(program.phases, program.phases.includes('any'))
    case 'community':
      return orAny(program.communities, !program.communities)
    case 'age':
      return orAny(program.ages, !program.ages)
    case 'lang': {
      const matched = named(program.languages)
      return matched.length > 0 ? matched : program.interpreters ? [words.interpretersFit] : []
    }
    case 'format':
      return named(program.formats)
    case 'cost':
      return program.cost ? named([program.cost]) : []
    case 'country':
      return orAny(program.countries, program.countries.includes('any'))
    case 'state': {
      const matched = named(program.usStates)
      if (matched.length > 0) return matched
      if (program.countries.includes('any')) return words.groups.country.anyFit ? [words.groups.country.anyFit] : []
      return group.anyFit ? [group.anyFit] : []
    }
    default:
      return []
  }
}
