import { field } from '../manifest/field.ts'

/** A placeholder word or phrase found in site.json, with its JSON Pointer. */
export interface PlaceholderFinding {
  path: string
  text: string
  word: string
}

// lorem ipsum in any case; the work markers only in capitals, so the Spanish word "todo" (everything) is not one.
const alwaysPlaceholder = /\b(?:[Ll]orem|[Ii]psum|LOREM|IPSUM|TODO|TBD|FIXME|XXX)\b/
const comingSoon = /\bcoming soon\b|\bpróximamente\b/i
/** The interface words, where "Coming soon" is the coming-soon control's own label: the default language's and each pack's. */
const interfaceWords = /^(?:\/languages\/[a-z]{2,3})?\/ui\//

/** Lists of words readers type (filler words, search keywords, the thesaurus): never shown, so not scanned. */
const typedWordLists = new Set(['ignoreWords', 'keywords', 'sectionKeywords', 'thesaurus'])

function isComingSoonContext(ancestors: readonly object[]): boolean {
  return ancestors.some((ancestor) => field(ancestor, 'type') === 'coming-soon' || field(ancestor, 'comingSoon') === true)
}

/**
 * Finds placeholder text in a manifest: lorem ipsum, and TODO, TBD, FIXME and XXX in capitals, anywhere but in lists
 * of words readers type (see typedWordLists), and "coming soon" (or "próximamente") anywhere except in a coming-soon
 * block, a coming-soon action, or the interface words for them (`/ui`, and each language pack's `ui`).
 */
export function findPlaceholders(manifest: unknown): PlaceholderFinding[] {
  const findings: PlaceholderFinding[] = []
  const visit = (value: unknown, path: string, ancestors: object[]) => {
    if (typeof value === 'string') {
      const always = alwaysPlaceholder.exec(value)
      if (always) findings.push({ path, text: value, word: always[0] })
      else if (comingSoon.test(value) && !interfaceWords.test(path) && !isComingSoonContext(ancestors)) {
        findings.push({ path, text: value, word: 'coming soon' })
      }
      return
    }
    if (value === null || typeof value !== 'object') return
    const next = [...ancestors, value]
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}/${index}`, next))
    else for (const [key, item] of Object.entries(value)) if (!typedWordLists.has(key)) visit(item, `${path}/${key}`, next)
  }
  visit(manifest, '', [])
  return findings
}
