import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
import { compileWarningSigns, findWarningSigns } from '../../src/tools/shelby/warning-matcher.ts'
import { compileRules, urgentCardsFor } from '../../src/tools/shelby/conversation.ts'
import { crisisModel } from '../../src/generated/crisis-model.ts'
import { crisisChoiceModel, signModel } from '../../src/generated/sign-model.ts'
import type { ShelbyBlock } from '../../src/generated/manifest.ts'
import { crisisFallbackTargets, modelFallbackTargets, warningTargets } from '../support/site-search.ts'

/**
 * The warning signs measured on realistic wordings (tests/golden/warning-wordings.json) and on ordinary questions
 * that share their words (tests/golden/warning-false-alarms.json). Each file has a dev half (tune site.json's
 * descriptions on it) and a holdout half, written before the descriptions and never tuned on: for the holdout these
 * tests print scores, never the wordings missed.
 */
const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const signs = loaded.manifest.warningSigns ?? []
const compiled = compileWarningSigns(signs, realWordsNearSigns, loaded.manifest.warningLookAlikes)

interface Wording {
  text: string
  sign: string
  also?: string[]
}
interface Decision {
  text: string
  signs: string[]
  why: string
}
const readJson = <T,>(name: string): T => JSON.parse(readFileSync(new URL(`../golden/${name}`, import.meta.url), 'utf8'))
const wordings = readJson<{ dev: Wording[]; holdout: Wording[]; decisions: Decision[] }>('warning-wordings.json')
const ordinary = readJson<{ dev: { text: string }[]; holdout: { text: string }[] }>('warning-false-alarms.json')

/** Right card first: the wording's sign is shown, and the first card is it (or one it names in `also`). */
function rightCardFirst(wording: Wording): boolean {
  const found = findWarningSigns(compiled, wording.text).map((sign) => sign.id)
  return found.includes(wording.sign) && [wording.sign, ...(wording.also ?? [])].includes(found[0])
}

function score(half: Wording[]) {
  const missed = half.filter((wording) => !rightCardFirst(wording))
  return { share: (half.length - missed.length) / half.length, missed }
}

describe('warning signs on realistic wordings (golden sets)', () => {
  it('has at least 400 urgent wordings, at least 25 for every sign, in both halves, naming real signs', () => {
    const all = [...wordings.dev, ...wordings.holdout]
    expect(all.length).toBeGreaterThanOrEqual(400)
    const ids = signs.map((sign) => sign.id)
    for (const wording of all) expect(ids, wording.text).toContain(wording.sign)
    for (const id of ids) {
      expect(all.filter((wording) => wording.sign === id).length, id).toBeGreaterThanOrEqual(25)
      expect(wordings.holdout.filter((wording) => wording.sign === id).length, id).toBeGreaterThanOrEqual(10)
    }
    expect(ordinary.dev.length + ordinary.holdout.length).toBeGreaterThanOrEqual(200)
  })

  it('shows the right urgent card first for every dev wording', () => {
    const { missed } = score(wordings.dev)
    expect(missed.map((wording) => `${wording.sign}: ${wording.text} → ${findWarningSigns(compiled, wording.text).map((sign) => sign.id).join(', ') || 'no card'}`)).toEqual([])
  })

  const { holdout } = warningTargets.rightCardFirst
  const { ceiling: critical } = warningTargets.criticalMisses
  it(`shows the right urgent card first for at least ${holdout.floor * 100}% of the holdout (target ${holdout.target * 100}%), with at most ${JSON.stringify(critical)} misses for suicide, chest pain and breathing (target none)`, () => {
    const { share, missed } = score(wordings.holdout)
    const bySign: Record<string, number> = {}
    for (const wording of missed) bySign[wording.sign] = (bySign[wording.sign] ?? 0) + 1
    const report = `holdout: ${(share * 100).toFixed(1)}% right card first (${missed.length} of ${wordings.holdout.length} missed; by sign ${JSON.stringify(bySign)}); target ${holdout.target * 100}%`
    console.info(report)
    expect(share, report).toBeGreaterThanOrEqual(holdout.floor)
    for (const [sign, most] of Object.entries(critical)) expect(bySign[sign] ?? 0, `${report}: ${sign}`).toBeLessThanOrEqual(most)
  })

  const alarmsAllowed = warningTargets.falseAlarms
  it(`raises at most ${alarmsAllowed.ceiling.dev * 100}% false alarms on the dev half and ${alarmsAllowed.ceiling.holdout * 100}% on the holdout (target ${alarmsAllowed.target * 100}%)`, () => {
    for (const half of ['dev', 'holdout'] as const) {
      const alarms = ordinary[half].filter((entry) => findWarningSigns(compiled, entry.text).length > 0)
      const share = alarms.length / ordinary[half].length
      const report = `${half}: ${(share * 100).toFixed(1)}% false alarms (${alarms.length} of ${ordinary[half].length}); target ${alarmsAllowed.target * 100}%`
      console.info(report)
      // The dev half's alarms are shown so they can be fixed; the holdout's only counted.
      expect(share, half === 'dev' ? `${report}: ${alarms.map((entry) => entry.text).join(' | ')}` : report).toBeLessThanOrEqual(alarmsAllowed.ceiling[half])
    }
  })

  it('with the crisis fallback, shows a card for crisis wordings the rules miss, at a bounded cost in false alarms', () => {
    const shelby = loaded.manifest.routes.flatMap((route) => route.blocks).find((block): block is ShelbyBlock => block.type === 'shelby')
    if (!shelby?.crisisFallback) throw new Error('the Shelby block has no crisisFallback')
    const rules = compileRules(shelby, signs, realWordsNearSigns, loaded.manifest.warningLookAlikes, crisisModel)
    const shown = (text: string) => urgentCardsFor(text, rules).map((card) => card.sign.id)
    const crisis = new Set(['suicide', 'harm-others', 'hopelessness'])
    for (const half of ['dev', 'holdout'] as const) {
      const crisisWordings = wordings[half].filter((wording) => crisis.has(wording.sign))
      const noCard = crisisWordings.filter((wording) => shown(wording.text).length === 0).length
      const rulesOnly = crisisWordings.filter((wording) => findWarningSigns(compiled, wording.text).length === 0).length
      const alarms = ordinary[half].filter((entry) => shown(entry.text).length > 0)
      const share = alarms.length / ordinary[half].length
      const report = `${half}, with the crisis fallback: ${noCard} of ${crisisWordings.length} crisis wordings show no card (rules alone: ${rulesOnly}); false alarms ${(share * 100).toFixed(1)}% (${alarms.length} of ${ordinary[half].length})`
      console.info(report)
      expect(noCard, report).toBeLessThanOrEqual(half === 'dev' ? rulesOnly : Math.min(rulesOnly, crisisFallbackTargets.holdoutCrisisWithoutCard))
      expect(share, half === 'dev' ? `${report}: ${alarms.map((entry) => entry.text).join(' | ')}` : report).toBeLessThanOrEqual(crisisFallbackTargets.falseAlarms[half])
    }
  })

  it('with both models under the rules (crisis and sign), shows more right cards on the holdout, never fewer, at a bounded cost in false alarms', () => {
    const shelby = loaded.manifest.routes.flatMap((route) => route.blocks).find((block): block is ShelbyBlock => block.type === 'shelby')
    if (!shelby) throw new Error('site.json has no Shelby block')
    const rules = compileRules(shelby, signs, realWordsNearSigns, loaded.manifest.warningLookAlikes, crisisModel, { signs: signModel, crisisChoice: crisisChoiceModel })
    const shown = (text: string) => urgentCardsFor(text, rules).map((card) => card.sign.id)
    for (const half of ['dev', 'holdout'] as const) {
      const first = (wording: Wording) => {
        const cards = shown(wording.text)
        return cards.includes(wording.sign) && [wording.sign, ...(wording.also ?? [])].includes(cards[0] ?? '')
      }
      const right = wordings[half].filter(first).length
      const critical = Object.fromEntries(
        Object.keys(modelFallbackTargets.criticalMisses).map((sign) => [sign, wordings[half].filter((wording) => wording.sign === sign && !first(wording)).length]),
      )
      const rulesRight = wordings[half].filter(rightCardFirst).length
      const noCard = wordings[half].filter((wording) => shown(wording.text).length === 0).length
      const alarms = ordinary[half].filter((entry) => shown(entry.text).length > 0).length
      const report =
        `${half}, rules with both models: right card first ${((right / wordings[half].length) * 100).toFixed(1)}% (${right} of ${wordings[half].length}; ` +
        `rules alone ${rulesRight}), no card ${noCard}, misses ${JSON.stringify(critical)}, false alarms ${((alarms / ordinary[half].length) * 100).toFixed(1)}% (${alarms} of ${ordinary[half].length})`
      console.info(report)
      expect(right, report).toBeGreaterThanOrEqual(half === 'dev' ? wordings.dev.length : Math.max(rulesRight, modelFallbackTargets.holdoutRightFirst))
      expect(alarms / ordinary[half].length, report).toBeLessThanOrEqual(modelFallbackTargets.falseAlarms[half])
      for (const [sign, ceiling] of Object.entries(modelFallbackTargets.criticalMisses)) expect(critical[sign], `${report}: ${sign}`).toBeLessThanOrEqual(half === 'dev' ? 0 : ceiling)
    }
  })

  it('keeps the decisions taken on ambiguous wordings', () => {
    for (const decision of wordings.decisions) {
      expect(findWarningSigns(compiled, decision.text).map((sign) => sign.id).sort(), `${decision.text} (${decision.why})`).toEqual(
        [...decision.signs].sort(),
      )
    }
  })
})
