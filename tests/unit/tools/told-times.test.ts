import { describe, expect, it } from 'vitest'
import { realWordsNearSigns } from '../../../src/generated/warning-typo-guard.ts'
import { loadManifest } from '../../../src/manifest/load-manifest.ts'
import { timesOf, toldAsOverAt } from '../../../src/tools/shelby/told-times.ts'
import { compileWarningSigns, findWarningSigns } from '../../../src/tools/shelby/warning-matcher.ts'
import { tokenize } from '../../../src/tools/shelby/word-forms.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const compiled = compileWarningSigns(loaded.manifest.warningSigns ?? [], realWordsNearSigns, loaded.manifest.warningLookAlikes)
const ids = (text: string) => findWarningSigns(compiled, text).map((found) => found.id)

/** Whether the words `from` to `to` of `text` (word indices) read as told only of a time long over. */
const over = (text: string, from: number, to: number) => {
  const tokens = tokenize(text)
  return toldAsOverAt(tokens, timesOf(tokens), from, to)
}

describe('when a message tells a sign', () => {
  it('reads a time long over before or just after the words, in their clause', () => {
    expect(over('last year i fainted at a blood draw', 3, 3)).toBe(true)
    expect(over('i had chest pain last year', 2, 3)).toBe(true)
    expect(over('hace dos años vomité sangre por una úlcera', 3, 4)).toBe(true)
    expect(over('she had a fever in 2019', 3, 3)).toBe(true)
    expect(over('when i was a kid i had a seizure', 8, 8)).toBe(true)
  })

  it('reads today where a time of today is nearer, a clause starts between, or the time is too far after', () => {
    expect(over('she had a stroke last year and now her face is drooping', 5, 11)).toBe(false)
    expect(over('i had asthma as a kid but this is way worse, im wheezing', 11, 11)).toBe(false)
    expect(over('my throat feels like its closing up, only ever had hives years ago', 1, 6)).toBe(false)
    expect(over('she has been confused ever since her fall last year', 3, 3)).toBe(false)
    expect(over('peeing blood rn, when i was a kid i had the same', 0, 1)).toBe(false)
    expect(over('me duele el pecho como si me apretaran de niña tuve asma', 1, 3)).toBe(false)
  })

  it('never reads a sign as over when the message says it is back or happened again', () => {
    expect(over('she had a seizure years ago and today she had another one', 3, 3)).toBe(false)
    expect(over('i had chest pain last year and its back', 2, 3)).toBe(false)
    expect(over('last month the doctor said my chest pain was anxiety but this is different', 6, 7)).toBe(false)
    expect(over('hace años tuvo convulsiones y hoy otra vez', 3, 3)).toBe(false)
    // "Never again" is no return.
    expect(over('last year i fainted once and never again', 3, 3)).toBe(true)
  })

  it('shows no card for a sign of the body told only as a past event, and still shows a crisis card', () => {
    expect(ids('Last year I fainted during a blood draw. Can I ask to lie down for my next one?')).toEqual([])
    expect(ids('hace dos años tuve sangre en la orina por una piedra en el riñon, ya me operaron y estoy bien')).toEqual([])
    expect(ids('my best friend had a port infection last year, how do i avoid that')).toEqual([])
    expect(ids('when i was a kid my grandpa had a stroke and now my husband is slurring and his arm is floppy')).toEqual(['stroke'])
    expect(ids('my wife had a seizure years ago before her surgery but today she had another one')).toEqual(['confusion-fainting'])
    // A crisis told of the past is still a reason to offer 988.
    expect(ids('i tried to kill myself last year')).toContain('suicide')
  })
})
