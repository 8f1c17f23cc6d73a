/**
 * Pagefind's excerpts are HTML: the page's text, escaped, with the matching words in `<mark>`. They are never
 * inserted as HTML: this turns one into plain text pieces, marked or not, that React renders as text.
 */

/** A run of excerpt text, and whether it matched the search. */
export interface ExcerptPiece {
  text: string
  marked: boolean
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * Decodes the character references Pagefind and React write (named ones above, and numeric ones); others stay as
 * written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

import { withoutKeywords } from './keyword-marks.ts'

/**
 * Splits an excerpt into pieces at `<mark>` and `</mark>`; any other tag is dropped (its text kept), so whatever
 * a page's text or an attacker's query contained, the result holds no markup. The search keywords the index holds
 * (see keyword-marks.ts) are left out, and so are excerpts' leading spaces.
 */
export function parseExcerpt(html: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = []
  let marked = false
  for (const part of withoutKeywords(html).split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(part)) marked = true
    else if (/^<\/mark/i.test(part)) marked = false
    else {
      const text = decodeEntities(part.replace(/<[^>]*>?/g, ''))
      if (text === '') continue
      const last = pieces[pieces.length - 1]
      if (last && last.marked === marked) last.text += text
      else pieces.push({ text, marked })
    }
  }
  return pieces
}
