/**
 * Files the build writes for the tools to fetch (a language's search vocabulary, Shelby's warning knowledge, every
 * page's facts): each fetched at most once per page and URL, and checked before use.
 */

/**
 * A loader of JSON files of one kind: `load(url)` fetches the file the first time it is asked for and checks it with
 * `read` (which throws on a damaged or replaced file); later calls get the same promise. A failed load is forgotten,
 * so the next call tries again (offline before the file was ever cached, then online).
 * @param read turns the parsed JSON into the file's type, or throws naming the problem and where it is.
 * @returns load, which rejects with an Error naming the URL and the HTTP status when the file cannot be fetched, or
 *   with what `read` throws.
 */
export function onceFetched<T>(read: (json: unknown, url: string) => T | Promise<T>): (url: string) => Promise<T> {
  const loading = new Map<string, Promise<T>>()
  return (url) => {
    const known = loading.get(url)
    if (known) return known
    const started = fetch(url, { headers: { accept: 'application/json' } })
      .then((response): Promise<unknown> => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
        return response.json()
      })
      .then((json) => read(json, url))
      .catch((error: unknown) => {
        loading.delete(url)
        throw error
      })
    loading.set(url, started)
    return started
  }
}
