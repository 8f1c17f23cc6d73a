/**
 * The search index holds each route's `keywords` and `sectionKeywords` (words readers search with that a page's
 * text lacks), and the thesaurus's lay words added to sections, as text between these two marks, so that what the
 * index gives back as a page's text (excerpts, content) can leave them out: a reader sees the page's own words,
 * never a list of search terms. A run of lay words starts with {@link layWordsMark}, so Shelby can tell them from
 * keywords a maintainer wrote for the page.
 */

/** Opens a run of search keywords in the indexed text. */
export const keywordsOpen = '\u27e6'

/** Closes a run of search keywords in the indexed text. */
export const keywordsClose = '\u27e7'

/** Starts a run of lay words the thesaurus added (right after {@link keywordsOpen}). */
export const layWordsMark = '\u2248'

/** Indexed text split into the page's own words, its maintainers' keywords, and the thesaurus's lay words. */
export interface MarkedText {
  text: string
  keywords: string
  layWords: string
}

/** Splits indexed text into its own words and its runs of keywords and lay words (see the marks above). */
export function splitMarks(indexed: string): MarkedText {
  const result: MarkedText = { text: '', keywords: '', layWords: '' }
  let last = 0
  for (const match of indexed.matchAll(/\u27e6([^\u27e6\u27e7]*)\u27e7/g)) {
    result.text += ` ${indexed.slice(last, match.index)}`
    const run = (match[1] ?? '').trim()
    if (run.startsWith(layWordsMark)) result.layWords += ` ${run.slice(layWordsMark.length)}`
    else result.keywords += ` ${run}`
    last = match.index + match[0].length
  }
  result.text += ` ${indexed.slice(last)}`
  return result
}

/**
 * Removes the runs of search keywords from indexed text. A run cut off by the start or end of the text (an
 * excerpt that begins or ends inside one) is removed up to that edge.
 */
export function withoutKeywords(text: string): string {
  let result = text.replace(/\u27e6[^\u27e6\u27e7]*\u27e7/g, ' ')
  const close = result.indexOf(keywordsClose)
  if (close >= 0 && !result.slice(0, close).includes(keywordsOpen)) result = result.slice(close + 1)
  const open = result.lastIndexOf(keywordsOpen)
  if (open >= 0) result = result.slice(0, open)
  return result.replace(/[\u27e6\u27e7]/g, '')
}
