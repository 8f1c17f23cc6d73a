import { field } from '../manifest/field.ts'

/** A placeholder word or phrase found in site.json, with its JSON Pointer. */
export interface PlaceholderFinding {
  path: string
  text: string
  word: string
}

const alwaysPlaceholder = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b/i
/** In Spanish text "todo" is a word ("all"), not a placeholder. */
const spanishPlaceholder = /\b(lorem|ipsum|TBD|FIXME|XXX)\b/i
/** Where site.json holds Spanish: the warning signs' Spanish descriptions and their cards' Spanish lines. */
const spanishPath = /^\/warningSigns\/\d+\/(spanish|card\/inSpanish)(\/|$)/
const comingSoon = /\bcoming soon\b/i

function isComingSoonContext(ancestors: readonly object[]): boolean {
  return ancestors.some((ancestor) => field(ancestor, 'type') === 'coming-soon' || field(ancestor, 'comingSoon') === true)
}

/**
 * Finds placeholder text in a manifest: lorem ipsum, TODO (except in Spanish text), TBD, FIXME and XXX anywhere, and "coming soon"
 * anywhere except in a coming-soon block, a coming-soon action, or the interface words for them (`/ui`).
 */
export function findPlaceholders(manifest: unknown): PlaceholderFinding[] {
  const findings: PlaceholderFinding[] = []
  const visit = (value: unknown, path: string, ancestors: object[]) => {
    if (typeof value === 'string') {
      const always = (spanishPath.test(path) ? spanishPlaceholder : alwaysPlaceholder).exec(value)
      if (always) findings.push({ path, text: value, word: always[0] })
      else if (comingSoon.test(value) && !path.startsWith('/ui/') && !isComingSoonContext(ancestors)) {
        findings.push({ path, text: value, word: 'coming soon' })
      }
      return
    }
    if (value === null || typeof value !== 'object') return
    const next = [...ancestors, value]
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}/${index}`, next))
    else for (const [key, item] of Object.entries(value)) visit(item, `${path}/${key}`, next)
  }
  visit(manifest, '', [])
  return findings
}
