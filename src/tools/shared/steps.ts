/**
 * Long work cut into steps: a generator that yields between small pieces of work (a fraction of a millisecond each)
 * and returns its result. Run it at once (finishSteps) or in slices that give the browser its turn between them
 * (runInSlices), so a tap or a key is never kept waiting behind it. Server-safe: no browser API at module level.
 */

/** Runs every step at once and returns the result. Throws what a step throws. */
export function finishSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/** The browser's turn: `scheduler.yield()` where there is one (it keeps the work's place in line), else a macrotask. */
async function giveWay(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler')
  if (typeof scheduler === 'object' && scheduler !== null && 'yield' in scheduler && typeof scheduler.yield === 'function') {
    await Promise.resolve(scheduler.yield.call(scheduler))
    return
  }
  await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Runs the steps in slices of about `sliceMs` (ms) of work, giving the browser its turn between slices; resolves to
 * the result. Rejects with what a step throws.
 */
export async function runInSlices<T>(steps: Generator<void, T, void>, sliceMs = 8): Promise<T> {
  let sliceStart = performance.now()
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    if (performance.now() - sliceStart >= sliceMs) {
      await giveWay()
      sliceStart = performance.now()
    }
  }
}
