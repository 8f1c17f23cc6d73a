import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ShelbyBlock } from '../../src/generated/manifest.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import type { AnswerOutcome } from '../../src/tools/search/answers.ts'
import { compileRules, modelsMayAdd, replyTo, urgentCardsFor } from '../../src/tools/shelby/conversation.ts'
import { compileWarningSigns, findWarningSigns } from '../../src/tools/shelby/warning-matcher.ts'
import { tokenize } from '../../src/tools/shelby/word-forms.ts'
import { crisisFeatures, crisisScore, readsAsSpanish, soundsLikeCrisis, wordFeatures, type CrisisModel } from '../../src/tools/shelby/crisis-model.ts'
import { crisisModel } from '../../src/generated/crisis-model.ts'
import { crisisChoiceModel, signModel } from '../../src/generated/sign-model.ts'
import { strongestWords } from '../../src/content/warning-review.ts'
import { likeliestSign, loadedSignModel, loadSignModel, signScores, type LoadedSignModels, type SignModel } from '../../src/tools/shelby/sign-model.ts'
import { minimalManifest } from '../support/manifests.ts'
import { renderBlocks, textOf } from '../support/render.tsx'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const signs = manifest.warningSigns ?? []
const compiled = compileWarningSigns(signs, realWordsNearSigns, manifest.warningLookAlikes)
const ids = (text: string) => findWarningSigns(compiled, text).map((found) => found.id)
const sign = (id: string) => {
  const found = signs.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no sign ${id}`)
  return found
}

describe('reading words as people write them', () => {
  it('folds case, accents and apostrophes, joins contractions and spelled-out forms, and reads numbers any way', () => {
    const words = (text: string) => tokenize(text).map((token) => token.text)
    expect(words("Can't BREATHE — Náuseas!")).toEqual(['cant', 'breathe', 'nauseas'])
    expect(words('she can not breathe, he cannot')).toEqual(['she', 'cant', 'breathe', 'he', 'cant'])
    expect(words('i wanna die')).toEqual(['i', 'want', 'to', 'die'])
    // Text-speak: "2" as "to" after a verb, "2nite", digits typed for letters; "b12" and "2 pills" keep their digits.
    expect(words('ready 2 die 2nite')).toEqual(['ready', 'to', 'die', 'tonight'])
    expect(words('thinkin bout su1c1de, gna end my lyf')).toEqual(['thinkin', 'bout', 'suicide', 'going', 'to', 'end', 'my', 'life'])
    expect(words('took 2 pills and a b12 shot')).toEqual(['took', '2', 'pills', 'and', 'a', 'b', '12', 'shot'])
    expect(tokenize('38,3').map((token) => token.value)).toEqual([38.3])
    expect(tokenize('101.5F').map((token) => token.text)).toEqual(['101.5', 'f'])
  })

  it('forgives one typo from 4 letters, two from 8, a swap of neighbours as one, and word forms', () => {
    expect(ids('fevr after chemo')).toContain('fever-chemo')
    expect(ids('cnat breathe')).toContain('breathing')
    expect(ids('sucidial thoughts')).toContain('suicide')
    expect(ids('she bled and it wont stop')).toContain('bleeding')
    expect(ids('he is bleeding and it will not stop')).toContain('bleeding')
    expect(ids('the bleeding wont stop')).toContain('bleeding')
    // A dropped final g is the word itself where the word with its g is described ("thinkin" is "thinking").
    expect(ids('thinkin of ending it bc the pain nevr stops')).toContain('suicide')
    expect(ids('we begin radiation on monday, what should i pack')).toEqual([])
  })

  it("reads a phrase of a sign that holds one of the sign's look-alikes whole, and the look-alike alone as no sign", () => {
    expect(ids("i can't take a deep breath and it's getting harder every hour")).toEqual(['breathing'])
    expect(ids('take a deep breath and count to four')).toEqual([])
    // "Exhausted" is how tired a caregiver is, not a car's exhaust.
    expect(ids("i'm exhausted and she's in so much pain, what can i do to help her sleep")).not.toContain('suicide')
  })

  it('does not read a correctly spelled common word as a typo, unless the rest of a phrase confirms it', () => {
    expect(ids('never mind, what soups are good')).toEqual([])
    expect(ids('i want to breathe better when i meditate')).toEqual([])
    expect(ids('i paid for a chest x-ray')).toEqual([])
    expect(ids('cheat pain since this morning')).toEqual(['chest-pain'])
    // A short word such as "a" confirms nothing: "a noise" is not "a noose", while "pain" confirms "cheat" as "chest".
    const only = (id: string, phrase: string, realWords: string[]) => compileWarningSigns([{ ...sign(id), match: { phrases: [phrase] } }], realWords)
    expect(findWarningSigns(only('suicide', 'a noose', ['noise']), 'she makes a noise when she breathes')).toEqual([])
    expect(findWarningSigns(only('chest-pain', 'chest pain', ['cheat']), 'cheat pain')).toEqual([{ id: 'chest-pain', spanish: false }])
    // Nor a word a description names ("mano", a hand) as a typo of another ("la mato", a threat).
    expect(ids('me corte la mano con un cuchillo y no deja de sangrar')[0]).toBe('bleeding')
    // Long words are rare in speech but real: "electrolytes" (30 in SUBTLEX-US) is no typo of "electrocuted".
    expect(realWordsNearSigns).toContain('electrolytes')
    expect(ids('im dying of thirst after that walk, any good electrolyte drinks you recommend')).toEqual([])
    expect(ids('my husband got electrocuted by the lamp')).toEqual(['emergency'])
  })

  it('reads a sign of the body said as absent ("no chest pain") as no sign, and a negation that is part of a sign as the sign', () => {
    expect(ids('no chest pain, nothing like that, I just want to know more about cardiac rehab')).toEqual([])
    expect(ids('not an emergency at all, just wondering what hours the concierge is staffed')).toEqual([])
    expect(ids('no more fevers since she finished chemo, what soup can I make')).toEqual([])
    expect(ids('no, he is not breathing')).toEqual(['breathing'])
    expect(ids("no chest pain but she can't catch her breath")).toEqual(['breathing'])
    // A negation covers only the short reading right after it: a longer reading reaches past what was denied.
    expect(ids('no more fevers but now she has a stiff neck and a bad headache')).toEqual(['infection'])
    expect(ids('no, the chest pain is worse now')).toEqual(['chest-pain'])
    expect(ids('ya no tiene fiebre, que sopa le hago')).toEqual([])
    // "Without" and "sin" are no negation of a sign: "can't drink without throwing up" is the sign.
    expect(ids('no puedo tomar nada sin vomitar desde ayer')).toEqual(['dehydration'])
    // A crisis sign reads no negation it does not list itself.
    expect(ids('no reason to live anymore')).toContain('suicide')
  })

  it('blanks a look-alike of every sign only where it covers a phrase of the sign, and still reads the rest of the message', () => {
    const withLookAlikes = (en: string[], es: string[] = []) => compileWarningSigns([sign('stroke'), sign('fever-chemo')], [], { en, es })
    const strokeOnly = withLookAlikes(['died of {my} {sign}', '{sign} * years ago', 'what are the signs of {my} {sign}'], ['murio de {my} {sign}'])
    const found = (text: string) => findWarningSigns(strokeOnly, text).map((entry) => entry.id)
    expect(found('my aunt died of a stroke, am i at risk')).toEqual([])
    expect(found('mi tia murio de un derrame cerebral')).toEqual([])
    expect(found('he had a stroke two years ago')).toEqual([])
    expect(found('what are the signs of a stroke')).toEqual([])
    // Only the look-alike's words are blanked: what the message says besides is read.
    expect(found('he had a stroke two years ago and now his face is drooping on one side')).toEqual(['stroke'])
    expect(found('what are the signs of a stroke, her face is drooping and her speech is slurred')).toEqual(['stroke'])
    // {sign} needs the sign's phrase right there: "showing signs of a stroke" is the sign.
    expect(found('he is showing signs of a stroke')).toEqual(['stroke'])
    // A reading over the line is read whatever surrounds it.
    const feverOnly = withLookAlikes(['whats considered {my} {sign}'])
    expect(findWarningSigns(feverOnly, 'whats considered a fever')).toEqual([])
    expect(findWarningSigns(feverOnly, 'whats considered a fever, he is 101.3 after chemo')).toEqual([{ id: 'fever-chemo', spanish: false }])
    expect(() => withLookAlikes(['years ago'])).toThrow(/needs \{sign\} and a word of its own/)
  })

  it("never hides a sign of today behind a past event told after it: a look-alike stops at the end of a sentence and at a word of the present", () => {
    const pastOnly = compileWarningSigns([sign('confusion-fainting'), sign('bleeding')], [], { en: ['{sign} * * * years ago', '{sign} * * as a kid'], es: ['{sign} * * * de nino'] })
    const found = (text: string) => findWarningSigns(pastOnly, text).map((entry) => entry.id)
    // The past alone stays a past event.
    expect(found('she passed out at a wedding years ago')).toEqual([])
    expect(found('he was coughing up blood a lot as a kid')).toEqual([])
    // Today's sign, then a past event in a sentence of its own, or with "tonight", "hoy" between them: site.json's
    // look-alikes of every sign hid each of these.
    expect(ids('my dad passed out in the shower. He fainted years ago too')).toEqual(['confusion-fainting'])
    expect(ids('coughing up blood tonight as a kid i had asthma')).toEqual(['bleeding'])
    expect(ids('me duele mucho el pecho hoy de niño tuve asma')).toEqual(['chest-pain'])
    expect(ids('vomiting blood right now. years ago i had an ulcer')).toEqual(['bleeding'])
    // Nor at a comma when a time of the past opens after it, nor at "de niña" with a verb of its own.
    expect(ids('chest pain right now, last year they put in a stent')).toEqual(['chest-pain'])
    expect(ids('me duele el pecho como si me apretaran de niña tuve problemas del corazon')).toEqual(['chest-pain'])
    // A comma alone does not: a resolution told after one is still a past event.
    expect(ids('he had chest pain last year, turned out to be reflux, all sorted now')).toEqual([])
    // A question and what follows it are one thought: "?" ends no sentence for the look-alikes.
    expect(tokenize('is it a clot? just asking. ok').map((token) => token.sentenceStart ?? false)).toEqual([false, false, false, false, false, false, true])
  })

  it('never reads a crisis as a past event or a story: the crisis signs skip the look-alikes of every sign', () => {
    const withLookAlikes = (en: string[], es: string[], shared: boolean) =>
      compileWarningSigns([{ ...sign('suicide'), sharedLookAlikes: shared }], [], { en, es })
    const lookAlikes: [string[], string[]] = [['{sign} * never again', '{sign} * years ago'], ['{sign} * * * nunca mas', '{sign} ya estoy bien']]
    const crisisWordings = [
      'i want to end it all and never again see their faces',
      'i tried to hang myself two years ago',
      'me quiero matar para no sufrir nunca mas',
      'me quiero morir ya estoy bien cansada de todo',
    ]
    // With the look-alikes of every sign, "never again", "years ago" and "ya estoy bien" would blank the crisis.
    for (const text of crisisWordings) expect(findWarningSigns(withLookAlikes(...lookAlikes, true), text), text).toEqual([])
    for (const text of crisisWordings) expect(findWarningSigns(withLookAlikes(...lookAlikes, false), text).map((found) => found.id), text).toEqual(['suicide'])
    // site.json's crisis signs are read so, and the same wordings show their card.
    for (const id of ['suicide', 'hopelessness', 'harm-others']) expect(sign(id).sharedLookAlikes, id).toBe(false)
    for (const text of crisisWordings) expect(ids(text)[0], text).toBe('suicide')
  })

  it('reads a temperature of 100.4 °F or 38 °C or more written any way, and nothing below or outside a body', () => {
    for (const text of ['101', '101.5 F', '38,3', '39 c', 'temp of 100.6', 'she is at 102 after chemo', 'thermometer says 38.4'])
      expect(ids(text), text).toContain('fever-chemo')
    for (const text of ['temp of 99.5', '99 f', 'it is 101 degrees outside', 'set the oven to 400 degrees', 'room 101 at the clinic', 'she is 38 years old'])
      expect(ids(text), text).not.toContain('fever-chemo')
  })

  it('reads numbers written in words, English and Spanish, as numbers', () => {
    const values = (text: string) => tokenize(text).flatMap((token) => (token.value === undefined ? [] : [token.value]))
    expect(values('temperature one hundred point five')).toEqual([100.5])
    expect(values('a hundred and one, then one oh two')).toEqual([101, 102])
    expect(values('ninety nine point eight')).toEqual([99.8])
    expect(values('thirty-eight point five')).toEqual([38.5])
    expect(values('treinta y ocho coma cinco, ciento uno')).toEqual([38.5, 101])
    expect(values('she did it once, all at once')).toEqual([])
    for (const text of ['temp one hundred and one on chemo', 'tiene treinta y nueve de fiebre', 'estoy en quimioterapia y tengo 101 de temperatura'])
      expect(ids(text), text).toContain('fever-chemo')
    for (const text of ['temp of ninety nine point five', 'a hundred degrees outside today'])
      expect(ids(text), text).not.toContain('fever-chemo')
  })

  it('does not care whom it is about', () => {
    for (const who of ['i', 'my mom', 'he', 'the patient', 'my husband'])
      expect(ids(`${who} ${who === 'i' ? 'cant' : "can't"} breathe`), who).toEqual(['breathing'])
  })

  it('reads Spanish for every sign, and says so', () => {
    const spanish: Record<string, string> = {
      suicide: 'me quiero morir',
      'harm-others': 'tengo miedo de lastimar a mi hijo',
      overdose: 'se tomo demasiadas pastillas',
      'chest-pain': 'me duele el pecho',
      breathing: 'no puedo respirar',
      stroke: 'tiene la cara caida',
      'allergic-reaction': 'se le hinchan los labios',
      bleeding: 'esta vomitando sangre',
      'confusion-fainting': 'se desmayo',
      'head-injury': 'se cayo y se golpeo la cabeza',
      emergency: 'necesito una ambulancia',
      'spinal-cord-compression': 'dolor de espalda y no siento las piernas',
      'fever-chemo': 'tiene fiebre',
      infection: 'me arde al orinar',
      'blood-clot': 'tengo la pierna hinchada y roja',
      'blood-in-urine-stool': 'sangre en la orina',
      dehydration: 'no puede retener liquidos',
      'severe-pain': 'dolor insoportable',
      hopelessness: 'ya no tengo esperanza',
    }
    expect(Object.keys(spanish).sort()).toEqual(signs.map((candidate) => candidate.id).sort())
    for (const [id, text] of Object.entries(spanish)) {
      const found = findWarningSigns(compiled, text)
      expect(found[0], text).toEqual({ id, spanish: true })
    }
  })

  it('blanks out wordings that are not the sign, and lists the signs found most urgent first', () => {
    expect(ids('my hay fever is bad')).toEqual([])
    expect(ids('where to buy a chest freezer')).toEqual([])
    expect(ids('hay fever and now a real fever after chemo')).toEqual(['fever-chemo'])
    expect(ids('fever and chest pain and i want to die')).toEqual(['suicide', 'chest-pain', 'fever-chemo'])
  })

  it('never throws and reads at most the first 20,000 characters, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => {
        expect(Array.isArray(findWarningSigns(compiled, text))).toBe(true)
      }),
      { numRuns: 200 },
    )
    expect(ids(`${'a '.repeat(10_000)} chest pain`)).toEqual([])
  })
})

describe('levels and cards follow their sources', () => {
  it('gives each sign a level, a card with call buttons, and dated sources', () => {
    for (const candidate of signs) {
      expect(candidate.card.actions.some((action) => /^(tel|sms):/.test(action.href)), candidate.id).toBe(true)
      for (const source of candidate.sources) expect(source.checked, candidate.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(sign('blood-in-urine-stool').level).toBe('care-team')
    expect(sign('blood-in-urine-stool').card.heading).toMatch(/care team now/)
    expect(sign('fever-chemo').level).toBe('care-team')
    expect(sign('fever-chemo').card.body.join(' ')).toMatch(/temperature any time you feel warm, flushed, chilled or not well/)
    expect(sign('overdose').card.actions[0].href).toBe('tel:+18002221222')
    for (const id of ['chest-pain', 'breathing', 'stroke', 'bleeding']) expect(sign(id).level).toBe('911')
  })

  it('offers 988 in Spanish ("Ayuda en español": call and press 2, or text AYUDA) wherever 988 is the answer', () => {
    for (const id of ['suicide', 'hopelessness', 'harm-others']) {
      const actions = sign(id).card.actions
      expect(actions.some((action) => action.href === 'tel:988' && action.label.startsWith('Ayuda en español')), id).toBe(true)
    }
    expect(sign('suicide').card.actions.some((action) => action.href === 'sms:988?&body=AYUDA')).toBe(true)
  })
})

describe('the crisis fallback', () => {
  const block = manifest.routes.flatMap((route) => route.blocks).find((candidate): candidate is ShelbyBlock => candidate.type === 'shelby')
  if (!block) throw new Error('no shelby block')
  const model: CrisisModel = { prior: -2, threshold: 3, weights: { bananas: 2.5, purple: 2, lemons: 1.5, bananas_forever: 1 } }
  const shown = (text: string, withModel: CrisisModel | undefined) =>
    urgentCardsFor(text, compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes, withModel)).map((card) => card.sign.id)

  it('scores words and word pairs as the matcher folds them, from the prior', () => {
    expect(crisisScore('BANANAS forever!', model)).toBeCloseTo(-2 + 2.5 + 1)
    expect(crisisScore('bananas bananas', model)).toBeCloseTo(0.5)
    expect(crisisScore('nothing here', model)).toBe(-2)
    expect(soundsLikeCrisis('purple lemons, bananas', model)).toBe(true)
    // The crisis model also reads the first four letters of longer words, so a word's other forms and many typos
    // share what it learned; the sign model reads words and pairs alone.
    expect(wordFeatures("Unaliving myself")).toEqual(['unaliving', 'myself', 'unaliving_myself'])
    expect(crisisFeatures("Unaliving myself")).toEqual(['unaliving', 'myself', 'unaliving_myself', '~unal', '~myse'])
    expect(crisisFeatures('i cut')).toEqual(['i', 'cut', 'i_cut'])
    expect(crisisScore('unalive', { prior: 0, threshold: 1, weights: { '~unal': 2 } })).toBe(2)
  })

  it("adds the block's fallback card only when no sign's rules match, and never hides one", () => {
    expect(shown('purple lemons, bananas', undefined)).toEqual([])
    expect(shown('purple lemons, bananas', model)).toEqual([block.crisisFallback?.sign])
    expect(shown('chest pain, purple lemons, bananas', model)).toEqual(['chest-pain'])
    expect(shown('what soups are good', model)).toEqual([])
  })

  it('starts the fallback card with its Spanish line when the message reads as Spanish', () => {
    const rules = compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes, model)
    const fallback = block.crisisFallback?.sign
    expect(urgentCardsFor('mi mamá dice que come bananas lemons purple', rules).map((card) => [card.sign.id, card.spanish])).toEqual([[fallback, true]])
    expect(urgentCardsFor('my mom says purple lemons and bananas', rules).map((card) => [card.sign.id, card.spanish])).toEqual([[fallback, false]])
    expect(readsAsSpanish('ya no puedo más con todo esto')).toBe(true)
    expect(readsAsSpanish('I just cant do this anymore')).toBe(false)
  })

  it('hears indirect crisis wordings that are in no golden set with the trained model', () => {
    for (const text of [
      'wrote a letter for each of the grandkids and gave the dog to my sister, i feel calm about it now',
      'i keep thinking my family would manage fine if i just was not around anymore',
    ])
      expect(shown(text, crisisModel), text).not.toEqual([])
  })
})

describe('the sign model', () => {
  const block = manifest.routes.flatMap((route) => route.blocks).find((candidate): candidate is ShelbyBlock => candidate.type === 'shelby')
  if (!block) throw new Error('no shelby block')
  // Two signs; "clot" for blood-clot, "gush" and "gush_again" for bleeding, "tired" against bleeding.
  const model: SignModel = {
    signs: ['bleeding', 'blood-clot'],
    priors: [-2, -3],
    threshold: 2,
    weights: { gush: [0, 3], gush_again: [0, 1.5], clot: [1, 6], tired: [0, -2] },
  }
  // The crisis choice of these tests: "ledge" for suicide, anything else hopelessness.
  const choice: SignModel = { signs: ['suicide', 'hopelessness'], priors: [0, 0.5], threshold: Number.MIN_SAFE_INTEGER, weights: { ledge: [0, 4] } }
  const shown = (text: string, withModel: SignModel | undefined, crisis?: CrisisModel) =>
    urgentCardsFor(
      text,
      compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes, crisis, withModel ? { signs: withModel, crisisChoice: choice } : undefined),
    ).map((card) => card.sign.id)

  it("scores each sign from its prior with the text's words and word pairs, and names the best one over the threshold", () => {
    expect(signScores('GUSH again!', model)).toEqual([-2 + 3 + 1.5, -3])
    expect(likeliestSign('gush again', model)).toBe('bleeding')
    expect(likeliestSign('gush, so tired', model)).toBeUndefined()
    expect(likeliestSign('clot', model)).toBe('blood-clot')
    expect(likeliestSign('nothing to see', model)).toBeUndefined()
    // Equal scores go to the sign listed first (site.json lists the more urgent first).
    expect(likeliestSign('x', { ...model, priors: [3, 3] })).toBe('bleeding')
  })

  it("lists a sign's strongest words for the clinician review sheet, word pairs as two words", () => {
    expect(strongestWords(model, 'bleeding')).toEqual(['gush', 'gush again'])
    expect(strongestWords(model, 'blood-clot', 1)).toEqual(['clot'])
    expect(strongestWords(model, 'stroke')).toEqual([])
  })

  it("adds the sign's card only when no rule and no crisis check found one, and never hides one", () => {
    expect(shown('gush again', undefined)).toEqual([])
    expect(shown('gush again', model)).toEqual(['bleeding'])
    expect(shown('chest pain, gush again', model)).toEqual(['chest-pain'])
    // A sign the site does not list is never shown.
    expect(shown('gush again', { ...model, signs: ['no-such-sign', 'blood-clot'] })).toEqual([])
  })

  it('shows the suicide or the hopelessness card, as the crisis choice reads it, when only the crisis model hears a crisis', () => {
    const crisis: CrisisModel = { prior: -2, threshold: 1, weights: { ledge: 5, bananas: 5 } }
    expect(shown('up on the ledge', undefined, crisis)).toEqual([block.crisisFallback?.sign])
    expect(shown('up on the ledge', model, crisis)).toEqual(['suicide'])
    expect(shown('bananas everywhere', model, crisis)).toEqual(['hopelessness'])
    // The crisis model first: the sign model is not asked once it has heard a crisis.
    expect(shown('gush again bananas', model, crisis)).toEqual(['hopelessness'])
    // It also joins a Poison Help or care-team card the rules found, in site.json's order (suicide first) ...
    expect(shown('i took too many pills, the ledge', model, crisis)).toEqual(['suicide', 'overdose'])
    expect(shown('i took too many pills, bananas', model, crisis)).toEqual(['overdose', 'hopelessness'])
    // ... but never a 911 card, nor a crisis card the rules found themselves.
    expect(shown('chest pain, the ledge', model, crisis)).toEqual(['chest-pain'])
    expect(shown('i want to kill myself, bananas', model, crisis)).toEqual(['suicide'])
  })

  it("reads the crisis model from the models' chunk when Shelby's page compiled the rules without it", () => {
    const crisis: CrisisModel = { prior: -2, threshold: 1, weights: { ledge: 5, bananas: 5 } }
    const rules = compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes)
    const cards = (text: string, models: LoadedSignModels | undefined) =>
      urgentCardsFor(text, models ? { ...rules, signModels: models } : rules).map((card) => card.sign.id)
    expect(cards('up on the ledge', undefined)).toEqual([])
    expect(cards('up on the ledge', { signs: model, crisisChoice: choice, crisis })).toEqual(['suicide'])
    expect(cards('bananas everywhere', { signs: model, crisisChoice: choice, crisis })).toEqual(['hopelessness'])
    // The page waits for the chunk only where a model may add a card: never after a 911 or 988 card of the rules.
    expect(modelsMayAdd('up on the ledge', rules)).toBe(true)
    expect(modelsMayAdd('i took too many pills', rules)).toBe(true)
    expect(modelsMayAdd('chest pain, the ledge', rules)).toBe(false)
    expect(modelsMayAdd('i want to kill myself', rules)).toBe(false)
  })

  it('hears a wording of a sign that no rule lists and that is in no golden set, and stays quiet on ordinary questions', async () => {
    const trained = await loadSignModel()
    expect(trained.signs).toBe(signModel)
    expect(trained.crisisChoice).toBe(crisisChoiceModel)
    expect(trained.crisis).toBe(crisisModel)
    expect(loadedSignModel()).toBe(trained)
    const rulesWith = (models: LoadedSignModels | undefined) => compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes, crisisModel, models)
    const cards = (text: string, models: LoadedSignModels | undefined) => urgentCardsFor(text, rulesWith(models)).map((card) => card.sign.id)
    expect(cards("he's so drowsy i shake him and he barely opens his eyes", undefined)).toEqual([])
    expect(cards("he's so drowsy i shake him and he barely opens his eyes", trained)).toEqual(['confusion-fainting'])
    for (const text of ['what time does the hospice nurse come on weekends', 'whats a good soup for a sore throat', 'can i freeze the lasagna for next week'])
      expect(cards(text, trained), text).toEqual([])
  })
})

describe('nothing under an urgent card reads as reassurance', () => {
  const block = manifest.routes.flatMap((route) => route.blocks).find((candidate): candidate is ShelbyBlock => candidate.type === 'shelby')
  if (!block) throw new Error('no shelby block')
  const shelby = block
  const rules = compileRules(shelby, signs, realWordsNearSigns, manifest.warningLookAlikes)
  let searched = 0
  const findsARecipe = async (): Promise<AnswerOutcome> => {
    searched += 1
    return {
      terms: [],
      hits: [
        {
          url: '/eat-well/eating-treatment',
          title: 'Eating Through Treatment',
          audiences: [],
          excerpt: [],
          matched: 3,
          relevance: 0.9,
          sections: [{ id: 'nausea', title: 'Nausea', url: '/eat-well/eating-treatment#nausea', excerpt: [], text: 'Eat small amounts.', relevance: 0.9, focus: 0.9, ideaFocus: 0 }],
        },
      ],
    }
  }

  it('shows no recipe under a fever card, no breathing exercise under "I can barely breathe", no medicine rule under "I took all my pills"', async () => {
    searched = 0
    for (const [text, id] of [
      ['fever after chemo, what soup can i make', 'fever-chemo'],
      ['i can barely breathe, any breathing exercises', 'breathing'],
      ['i took all my pills, how many pills can i take', 'overdose'],
    ]) {
      const reply = await replyTo(text, shelby, rules, {}, findsARecipe)
      expect(reply.kind, text).toBe('urgent')
      expect(reply.urgent[0]?.sign.id, text).toBe(id)
      expect(reply.kind === 'urgent' ? reply.paths : ['x'], text).toEqual([])
    }
    expect(searched).toBe(0)
  })

  it('still answers under the gentle hopelessness card, without guides', async () => {
    const reply = await replyTo('i feel like a burden, where can i find a caregiver support group', shelby, rules, {}, findsARecipe)
    expect(reply.urgent.map((shown) => shown.sign.id)).toEqual(['hopelessness'])
    expect(reply.kind).toBe('answers')
    if (reply.kind === 'answers') expect(reply.paths).toEqual([])
  })
})

describe('the warning-signs block', () => {
  it('renders the named cards, prerendered, with their call buttons and sources', () => {
    const html = renderBlocks([{ type: 'warning-signs', heading: 'When to call now', signs: ['fever-chemo', 'bleeding'] }])
    expect(html).toContain('data-urgent="fever-chemo"')
    expect(html).toContain('data-urgent="bleeding"')
    expect(html).toMatch(/<h2[^>]*>When to call now<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Fever during chemo: call your care team now<\/h3>/)
    expect(html).toContain('href="tel:911"')
    expect(textOf(html)).toContain('Where this comes from')
  })

  it('is rejected with the closest id when it names an unknown sign', () => {
    const broken = minimalManifest()
    broken.routes[0].blocks = [{ type: 'hero', title: 'x' }, { type: 'warning-signs', heading: 'When to call now', signs: ['fever-chem'] }]
    const result = validateManifestText(JSON.stringify(broken))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      const problem = result.problems.find((candidate) => candidate.path === '/routes/0/blocks/1/signs/0')
      expect(problem?.message).toContain('Did you mean "fever-chemo"?')
    }
  })
})
