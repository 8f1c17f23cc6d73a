/**
 * The offline names every page may need at once: where the service worker is, and how a saved page is found and
 * read (the save button checks whether its page is saved without loading the store). Here rather than under
 * src/tools/ so these few strings ride in the main bundle instead of costing every page a chunk request; the names
 * only the service worker and the store use are in src/tools/save-offline/worker-names.ts.
 */

/** Where the build writes the service worker, and the URL pages register it from (its scope is the whole site). */
export const serviceWorkerUrl = '/sw.js'

/**
 * The cache of pages the reader chose to save ("Save for offline"), with everything they need: kept until the
 * reader removes them (or the browser clears the site's storage); a new build never empties it.
 */
export const savedCacheName = 'seven-wells-saved'

/** Headers added to a saved page's stored HTML: when it was saved (ISO time) and how many bytes it needs in all. */
export const savedHeaders = {
  savedAt: 'x-seven-wells-saved-at',
  bytes: 'x-seven-wells-saved-bytes',
} as const
