/**
 * "Keep a copy on this device", the one home for browser storage: nothing is stored until the visitor asks, every
 * key is named here, and a copy can always be deleted. localStorage only; no cookies, no other storage.
 * iPhone Safari may delete a site's storage after 7 days without a visit, so the copy is a convenience: the link,
 * the printout and the downloaded file are what last.
 */

const prefix = 'sevenwells:'

/** Why a copy could not be kept: storage is off or blocked, full, or the write did not read back. */
export type SaveProblem = 'unavailable' | 'quota' | 'failed'

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Some browsers throw on access when storage is blocked.
    return undefined
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)
}

/**
 * Keeps `value` under `key` on this device, and reads it back to be sure. On any failure nothing half-written is
 * left: the key is removed and the problem returned, so the page never shows as saved what is not.
 */
export function saveCopy(key: string, value: string): { ok: true } | { ok: false; problem: SaveProblem } {
  const store = storage()
  if (!store) return { ok: false, problem: 'unavailable' }
  try {
    store.setItem(prefix + key, value)
    if (store.getItem(prefix + key) !== value) throw new Error('read back differs')
    return { ok: true }
  } catch (error) {
    try {
      store.removeItem(prefix + key)
    } catch {
      // Nothing more can be done: the store itself is failing.
    }
    return { ok: false, problem: isQuotaError(error) ? 'quota' : 'failed' }
  }
}

/** The copy kept under `key`, or undefined when there is none (or storage is unavailable). */
export function readCopy(key: string): string | undefined {
  try {
    return storage()?.getItem(prefix + key) ?? undefined
  } catch {
    return undefined
  }
}

/** Deletes the copy kept under `key`. Returns false only when storage is unavailable or refused. */
export function deleteCopy(key: string): boolean {
  const store = storage()
  if (!store) return false
  try {
    store.removeItem(prefix + key)
    return store.getItem(prefix + key) === null
  } catch {
    return false
  }
}
