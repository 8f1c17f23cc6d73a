/**
 * The text of a prerendered page as the search index reads it: only what sits inside elements marked
 * `data-pagefind-body` (the route's blocks, and the hidden region of marks and keywords the indexer adds), minus
 * elements marked `data-pagefind-ignore`, cut at the headings that start sections. The indexer uses it to add the
 * thesaurus's lay words to sections and to count the site's vocabulary. Our own renderer writes the HTML, so a
 * small tag scanner is enough: no parser is loaded into the build.
 */
import { decodeEntities } from '../tools/search/excerpt.ts'

/** Elements without an end tag, which never change the nesting depth. */
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** A range of the HTML string, [start, end) in UTF-16 code units. */
export interface Range {
  start: number
  end: number
}

/** The ranges of every element whose start tag matches `attribute` (its whole element, tags included), outermost only. */
function elementRanges(html: string, attribute: RegExp): Range[] {
  const ranges: Range[] = []
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g
  let open: { name: string; start: number; depth: number } | undefined
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const [whole, closing, rawName = '', selfClosing] = match
    const name = rawName.toLowerCase()
    if (voidElements.has(name) || selfClosing) continue
    if (closing) {
      depth -= 1
      if (open && depth === open.depth && name === open.name) {
        ranges.push({ start: open.start, end: match.index + whole.length })
        open = undefined
      }
    } else {
      if (!open && attribute.test(whole)) open = { name, start: match.index, depth }
      depth += 1
      // The contents of these are text, not markup.
      if (name === 'script' || name === 'style') {
        const end = html.indexOf(`</${name}`, tags.lastIndex)
        if (end >= 0) tags.lastIndex = end
      }
    }
  }
  return ranges
}

/** Cuts `ranges` out of `within` (both sorted, `ranges` not overlapping). */
function subtract(within: readonly Range[], ranges: readonly Range[]): Range[] {
  const result: Range[] = []
  for (const range of within) {
    let start = range.start
    for (const cut of ranges) {
      if (cut.end <= start || cut.start >= range.end) continue
      if (cut.start > start) result.push({ start, end: cut.start })
      start = Math.max(start, cut.end)
    }
    if (start < range.end) result.push({ start, end: range.end })
  }
  return result
}

/** The ranges of `html` the search index reads: inside `data-pagefind-body`, outside `data-pagefind-ignore`. */
export function indexedRanges(html: string): Range[] {
  return subtract(elementRanges(html, /\sdata-pagefind-body\b/), elementRanges(html, /\sdata-pagefind-ignore\b/))
}

/** The plain text of a piece of HTML: tags and comments become spaces, character references are decoded. */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' '))
}

/** The text of `html` between `from` and `to` that the index reads (see {@link indexedRanges}). */
export function indexedTextBetween(html: string, ranges: readonly Range[], from: number, to: number): string {
  return ranges
    .filter((range) => range.end > from && range.start < to)
    .map((range) => plainText(html.slice(Math.max(range.start, from), Math.min(range.end, to))))
    .join(' ')
}

/** A heading that starts a section: its tag's range in the HTML, its id and its text. */
export interface SectionHeading {
  id: string
  start: number
  end: number
  text: string
}

/** The headings with an id inside the indexed ranges, in page order: where Pagefind's sections start. */
export function sectionHeadings(html: string, ranges: readonly Range[]): SectionHeading[] {
  const headings: SectionHeading[] = []
  const pattern = /<(h[1-6])\b[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const start = match.index
    if (!ranges.some((range) => range.start <= start && start < range.end)) continue
    const [whole, , id = '', inner = ''] = match
    headings.push({ id, start, end: start + whole.length, text: plainText(inner) })
  }
  return headings
}
