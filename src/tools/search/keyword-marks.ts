/**
 * The search index holds each route's `keywords` and `sectionKeywords` (words readers search with that a page's
 * text lacks) as text between these two marks, so that what the index gives back as a page's text (excerpts,
 * content) can leave them out: a reader sees the page's own words, never a list of search terms.
 */

/** Opens a run of search keywords in the indexed text. */
export const keywordsOpen = '\u27e6'

/** Closes a run of search keywords in the indexed text. */
export const keywordsClose = '\u27e7'

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
