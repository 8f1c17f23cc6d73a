/**
 * State in the address, the one home for every tool:
 * - filters and queries go in the query string (`?q=chemo&well=Eat+Well`): shareable, bookmarkable, and the back
 *   button walks through them;
 * - private data (a care plan, a gift list) goes only in the fragment (`#plan=...`), which browsers never send to
 *   a server (RFC 3986 section 3.5).
 * Both hooks read '' on the server and while hydrating, so the prerendered markup always matches the first render
 * in the browser; React renders again at once with the real address.
 */
import { useSyncExternalStore } from 'react'

// wouter patches pushState and replaceState to dispatch events of the same names.
const locationEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const

function subscribe(onChange: () => void): () => void {
  for (const name of locationEvents) window.addEventListener(name, onChange)
  return () => {
    for (const name of locationEvents) window.removeEventListener(name, onChange)
  }
}

const serverSnapshot = () => ''

/** The query string without its '?' ('' on the server and during hydration). */
export function useQueryString(): string {
  return useSyncExternalStore(subscribe, () => window.location.search.slice(1), serverSnapshot)
}

/** The fragment without its '#' ('' on the server and during hydration). */
export function useFragment(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash.slice(1), serverSnapshot)
}

/**
 * Puts `params` in the address as the query string of the current path, keeping no fragment. `push` adds a
 * history entry (a new search, a filter chosen), so Back returns to the previous state; otherwise the current
 * entry is replaced (typing). Nothing is sent to a server.
 */
export function writeQuery(params: URLSearchParams, { push }: { push: boolean }): void {
  const query = params.toString()
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`
  if (url === `${window.location.pathname}${window.location.search}`) return
  if (push) window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

/** Replaces the fragment (private data) without a history entry and without a request; '' removes it. */
export function writeFragment(fragment: string): void {
  const url = `${window.location.pathname}${window.location.search}${fragment ? `#${fragment}` : ''}`
  window.history.replaceState(null, '', url)
}

/** How one query-string parameter is read: free text up to `maxLength` characters, or a set of known values. */
export type ParamSpec = { kind: 'text'; maxLength: number } | { kind: 'values'; allowed: readonly string[] }

/** What {@link readQuery} found: each parameter's value(s), and whether anything was left out. */
export interface QueryReading<K extends string> {
  text: Partial<Record<K, string>>
  values: Partial<Record<K, string[]>>
  /** True when the address held parameters or values not in the spec, repeats, or over-long text, which were left out. */
  ignoredSomething: boolean
  /** True when a text parameter was longer than allowed and was cut to its maximum length. */
  trimmed: boolean
}

/** Longest query string read at all, in characters; beyond it the rest is ignored (a pasted or tampered link). */
export const maxQueryLength = 4000

/**
 * Reads a query string (without '?') against a spec, never throwing: unknown parameters, unknown values, repeats
 * of a text parameter and anything past {@link maxQueryLength} are ignored and reported through
 * `ignoredSomething`; a text value longer than its maximum is cut and reported through `trimmed`. Values are
 * plain strings: the caller renders them as text.
 */
export function readQuery<K extends string>(query: string, spec: Readonly<Record<K, ParamSpec>>): QueryReading<K> {
  const reading: QueryReading<K> = { text: {}, values: {}, ignoredSomething: query.length > maxQueryLength, trimmed: false }
  let params: URLSearchParams
  try {
    params = new URLSearchParams(query.slice(0, maxQueryLength))
  } catch {
    return { ...reading, ignoredSomething: true }
  }
  const isKnown = (key: string): key is K => Object.hasOwn(spec, key)
  for (const [key, value] of params) {
    if (!isKnown(key)) {
      reading.ignoredSomething = true
      continue
    }
    const rule = spec[key]
    if (rule.kind === 'text') {
      if (reading.text[key] !== undefined) {
        reading.ignoredSomething = true
        continue
      }
      const chars = [...value]
      if (chars.length > rule.maxLength) reading.trimmed = true
      reading.text[key] = chars.slice(0, rule.maxLength).join('')
    } else if (rule.allowed.includes(value)) {
      const list = (reading.values[key] ??= [])
      if (list.includes(value)) reading.ignoredSomething = true
      else list.push(value)
    } else {
      reading.ignoredSomething = true
    }
  }
  return reading
}
