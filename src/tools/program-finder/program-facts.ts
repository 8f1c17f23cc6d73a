/**
 * A program's facts as the reader sees them: names for the codes in site.json (languages, places, formats),
 * joined into short lines. Pure; every word comes from the finder's words.
 */
import type { FinderOption, Program, ProgramFinderWords } from '../../generated/manifest.ts'

/** The separator between the items of a short fact line ("English · Spanish"). */
export const separator = ' · '

/** The labels of `values` in a filter's options (a value without a name is shown as it is). */
export function labels(options: Readonly<Record<string, FinderOption | undefined>>, values: readonly string[]): string[] {
  return values.map((value) => options[value]?.label ?? value)
}

/** Where a program is offered: its US states, else its countries, else the "anywhere" words. */
export function placeText(program: Program, words: ProgramFinderWords): string {
  if (program.usStates?.length) return labels(words.groups.state.options, program.usStates).join(separator)
  if (program.countries.includes('any')) return words.groups.country.anyFit ?? ''
  return labels(words.groups.country.options, program.countries).join(separator)
}

/** A value list where "any" means everyone: the "any" words, else the labels. */
export function anyOrLabels(values: readonly string[], options: Readonly<Record<string, FinderOption | undefined>>, anyWords: string | undefined): string {
  if (values.includes('any')) return anyWords ?? ''
  return labels(options, values).join(separator)
}

/** A phone number as a tel: link target: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`
}

/** A web address shortened for reading: its host without "www.", and its path when it is not the home page. */
export function shortAddress(href: string): string {
  try {
    const url = new URL(href)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return href
    const host = url.hostname.replace(/^www\./, '')
    const path = url.pathname.replace(/\/$/, '')
    return path ? `${host}${path}` : host
  } catch {
    return href
  }
}
