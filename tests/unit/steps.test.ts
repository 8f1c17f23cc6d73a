import { describe, expect, it } from 'vitest'
import { finishSteps, runInSlices } from '../../src/tools/shared/steps.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
import { compileWarningSigns, compileWarningSignsInSteps, findWarningSigns } from '../../src/tools/shelby/warning-matcher.ts'

function* counting(steps: number, busyMs = 0): Generator<void, number, void> {
  let done = 0
  for (let step = 0; step < steps; step++) {
    const until = performance.now() + busyMs
    while (performance.now() < until) {
      // busy, as real work would be
    }
    done += 1
    yield
  }
  return done
}

function* failing(): Generator<void, number, void> {
  yield
  throw new Error('pattern 2 is broken')
}

describe('work in steps (src/tools/shared/steps.ts)', () => {
  it('finishes every step at once, or in slices, with the same result', async () => {
    expect(finishSteps(counting(50))).toBe(50)
    expect(await runInSlices(counting(50), 1)).toBe(50)
  })

  it('gives the browser its turn between slices, not between every step', async () => {
    let turns = 0
    const timer = setInterval(() => (turns += 1), 0)
    try {
      await runInSlices(counting(40, 1), 4)
    } finally {
      clearInterval(timer)
    }
    // 40 ms of work in slices of about 4 ms: the timer ran between slices (far fewer turns than steps).
    expect(turns).toBeGreaterThan(0)
    expect(turns).toBeLessThan(40)
    let quickTurns = 0
    const quickTimer = setInterval(() => (quickTurns += 1), 0)
    try {
      await runInSlices(counting(1000), 50)
    } finally {
      clearInterval(quickTimer)
    }
    expect(quickTurns).toBe(0)
  })

  it('passes on what a step throws', async () => {
    expect(() => finishSteps(failing())).toThrow('pattern 2 is broken')
    await expect(runInSlices(failing())).rejects.toThrow('pattern 2 is broken')
  })

  it("compiles site.json's warning signs in slices to the same matcher as at once", async () => {
    const loaded = loadManifest()
    if (!loaded.ok) throw new Error('site.json is invalid')
    const signs = loaded.manifest.warningSigns ?? []
    const sliced = await runInSlices(compileWarningSignsInSteps(signs, realWordsNearSigns, loaded.manifest.warningLookAlikes), 2)
    const whole = compileWarningSigns(signs, realWordsNearSigns, loaded.manifest.warningLookAlikes)
    expect(sliced.words).toEqual(whole.words)
    expect(sliced.wordings.length).toBe(whole.wordings.length)
    for (const text of ['my dad is confused and cant wake up properly', 'fevr after chemo 101.5', 'what soups are good after chemo'])
      expect(findWarningSigns(sliced, text), text).toEqual(findWarningSigns(whole, text))
  })
})
