import { createHash } from 'node:crypto'

/**
 * Keys whose values readers never see as words: addresses, ids, block types, layout and tone switches, search-only
 * keywords, and the translation records themselves. Everything else that is a string is visible text.
 */
const hiddenKeys = new Set([
  '$schema',
  'path',
  'href',
  'src',
  'type',
  'id',
  'lang',
  'translationOf',
  'translatedFrom',
  'translations',
  'keywords',
  'sectionKeywords',
  'audience',
  'emphasis',
  'tone',
  'layout',
  'size',
  'kind',
  'filter',
  'value',
  'finder',
  'recipe',
  'organizations',
  'resources',
  'programs',
  'taskTypes',
  'signs',
  'lastReviewed',
  'lastVerified',
  'healthInformation',
  'decorative',
])

/**
 * The strings a reader sees in a route or a library entry, in document order: titles, paragraphs, list items,
 * labels and alt text, leaving out {@link hiddenKeys}. Numbers and booleans are not text.
 * @param value parsed JSON (a route, a block, a library entry).
 */
export function visibleText(value: unknown): string[] {
  const out: string[] = []
  const visit = (node: unknown) => {
    if (typeof node === 'string') out.push(node)
    else if (Array.isArray(node)) node.forEach(visit)
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!hiddenKeys.has(key)) visit(child)
    }
  }
  visit(value)
  return out
}

/**
 * A short, stable fingerprint of the visible text of a route or library entry: SHA-256 of the strings joined with
 * newlines (whitespace inside each string collapsed), as the first 16 hex digits. A translation records it in
 * `translatedFrom.hash`; when the English text changes, the fingerprint changes and the content check names the
 * translation as out of date. Changing only an address, an id or a keyword leaves it the same.
 */
export function textFingerprint(value: unknown): string {
  const text = visibleText(value)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .join('\n')
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)
}
