import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ShelbyBlock } from '../../../src/generated/manifest.ts'
import { loadManifest } from '../../../src/manifest/load-manifest.ts'
import { checkShelby } from '../../../src/manifest/rules/tool-rules.ts'
import { pageFacts } from '../../../src/app/site-index.ts'
import type { AnswerHit, AnswerOutcome } from '../../../src/tools/search/answers.ts'
import { withoutKeywords } from '../../../src/tools/search/keyword-marks.ts'
import { compileGroups, foldText, matchGroups } from '../../../src/tools/shelby/phrase-match.ts'
import { answerFor, compileRules, inputProblem, minFocus, minRelevance, minRelevanceWithIdea, replyTo, urgentCardsFor } from '../../../src/tools/shelby/conversation.ts'
import { choose, currentStep, goBack, guideItems, listAsText, listFileName, stepCount } from '../../../src/tools/shelby/guide.ts'
import { telHref } from '../../../src/tools/shelby/helplines.tsx'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const block = manifest.routes
  .flatMap((route) => route.blocks)
  .find((candidate): candidate is ShelbyBlock => candidate.type === 'shelby')
if (!block) throw new Error('no shelby block')
const shelby = block
const rules = compileRules(shelby, manifest.warningSigns ?? [])

describe('phrase matching', () => {
  it('folds case, accents, apostrophes, degree signs and marks', () => {
    expect(foldText("Can't BREATHE — 38°C, náuseas!")).toBe(' cant breathe 38 c nauseas ')
    expect(foldText('temp 100.4°F.')).toBe(' temp 100.4 f ')
  })

  it('matches whole words only, with * for one word, after blanking out masks', () => {
    const groups = compileGroups([
      { id: 'fever', phrases: ['fever'], masks: ['hay fever'] },
      { id: 'dose', phrases: ['how much * can i take'] },
    ])
    expect(matchGroups('my dad has a FEVER', groups).map((match) => match.id)).toEqual(['fever'])
    expect(matchGroups('feverfew tea', groups)).toEqual([])
    expect(matchGroups('hay fever season', groups)).toEqual([])
    expect(matchGroups('hay fever and now a fever', groups).map((match) => match.id)).toEqual(['fever'])
    expect(matchGroups('how much tylenol can i take', groups).map((match) => match.id)).toEqual(['dose'])
    expect(matchGroups('how much can i take', groups)).toEqual([])
  })

  it("hands off by site.json's rules only where a phrase means what the rule is about", () => {
    const groups = compileGroups(shelby.handoff.rules)
    const rule = (text: string) => matchGroups(text, groups).map((match) => match.id)
    // Taking time off, a dose as a day, hair coming back and getting copies of bloodwork are not what the rules hand off.
    expect(rule('can i take time off work to look after my dad without getting fired')).toEqual([])
    expect(rule('which days after a chemo dose is the infection risk highest')).toEqual([])
    expect(rule('when does hair come back after chemo finishes')).toEqual([])
    expect(rule('how do i get copies of my scans and bloodwork from the hospital')).toEqual([])
    // The same words asking about medicine, results or the cancer returning still are.
    expect(rule('can i take ibuprofen with my chemo')).toEqual(['medicine'])
    expect(rule('can i take a break from my pills')).toEqual(['medicine'])
    expect(rule('should i take a break from chemo')).toContain('decision')
    expect(rule('can i take my pills with food')).toEqual(['medicine'])
    expect(rule('can i double my dose after a missed day')).toEqual(['medicine'])
    expect(rule('my bloodwork came back low what does it mean')).toEqual(['results'])
    expect(rule('will my cancer come back')).toEqual(['prognosis'])
    expect(rule('is it going to come back')).toEqual(['prognosis'])
  })

  it('never throws and reads at most the first 20,000 characters, whatever the text', () => {
    const groups = compileGroups(shelby.handoff.rules)
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (text) => {
        expect(Array.isArray(matchGroups(text, groups))).toBe(true)
      }),
      { numRuns: 300 },
    )
    expect(matchGroups(`${'a '.repeat(20_000)} ibuprofen`, groups)).toEqual([])
  })

  it('finds a phrase wherever it sits in other text', () => {
    const groups = compileGroups(shelby.handoff.rules)
    fc.assert(
      fc.property(
        fc.constantFrom(...shelby.handoff.rules.flatMap((group) => group.phrases.filter((phrase) => !phrase.includes('*')).map((phrase) => ({ id: group.id, phrase })))),
        fc.lorem({ maxCount: 8 }),
        fc.lorem({ maxCount: 8 }),
        ({ id, phrase }, before, after) => {
          expect(matchGroups(`${before}. ${phrase}, ${after}`, groups).map((match) => match.id)).toContain(id)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('replies', () => {
  const none = async (): Promise<AnswerOutcome> => ({ hits: [], terms: [] })

  it('orders urgent cards by the most urgent group matched, each card once', () => {
    const cards = urgentCardsFor('i have a fever and chest pain and i want to die', rules).map((shown) => shown.sign.id)
    expect(cards).toEqual(['suicide', 'chest-pain', 'fever-chemo'])
  })

  it('names the input problems', () => {
    expect(inputProblem('', 200)).toBe('empty')
    expect(inputProblem('   \n ', 200)).toBe('empty')
    expect(inputProblem('x'.repeat(201), 200)).toBe('tooLong')
    expect(inputProblem('🙂🙂 !!', 200)).toBe('noWords')
    expect(inputProblem('مرحبا', 200)).toBeUndefined()
  })

  it('shows urgent cards even on a problem, and hands off when the search cannot run or finds nothing that fits', async () => {
    const long = await replyTo(`chest pain ${'x'.repeat(5000)}`, shelby, rules, {}, none)
    expect(long.kind).toBe('problem')
    expect(long.urgent.map((shown) => shown.sign.id)).toEqual(['chest-pain'])
    const offline = await replyTo('meal ideas', shelby, rules, {}, () => Promise.reject(new Error('offline')))
    expect(offline).toMatchObject({ kind: 'handoff', reason: 'unavailable' })
    const nothing = await replyTo('meal ideas', shelby, rules, {}, none)
    expect(nothing).toMatchObject({ kind: 'handoff', reason: 'nothing' })
  })

  it('does not search questions only a care team can answer', async () => {
    let searched = false
    const reply = await replyTo('can i double up my dose', shelby, rules, {}, async () => {
      searched = true
      return { hits: [], terms: [] }
    })
    expect(reply).toMatchObject({ kind: 'handoff', reason: 'rule', rule: 'medicine' })
    expect(searched).toBe(false)
  })

  it('quotes a reviewed section that answers, never a do-not-quote one, and shows other pages by their summary', () => {
    const facts = pageFacts(manifest)
    const answering = { relevance: minRelevance, focus: minFocus, ideaFocus: 0 }
    const hit: AnswerHit = {
      url: '/eat-well/eating-treatment',
      title: 'Eating Through Treatment',
      audiences: [],
      excerpt: [],
      matched: 2,
      relevance: 1,
      sections: [
        { id: 'sources', title: 'Sources', url: '/eat-well/eating-treatment#sources', excerpt: [], text: 'NCI', relevance: 1, focus: 1, ideaFocus: 0 },
        { id: 'low-appetite', title: 'Low appetite', url: '/eat-well/eating-treatment#low-appetite', excerpt: [], text: 'Eat often.', relevance: 0.2, focus: 0.2, ideaFocus: 0 },
        {
          id: 'nausea-feeling-sick-to-your-stomach',
          title: 'Nausea',
          url: '/eat-well/eating-treatment#nausea-feeling-sick-to-your-stomach',
          excerpt: [],
          text: 'Eat small amounts.',
          ...answering,
        },
      ],
    }
    const quote = answerFor(hit, facts)
    expect(quote).toMatchObject({
      kind: 'quote',
      section: 'Nausea',
      text: 'Eat small amounts.',
      reviewed: facts['/eat-well/eating-treatment']?.reviewed,
    })
    expect(quote?.sources?.length).toBeGreaterThan(0)
    // Only a do-not-quote section answers: the page's summary, linking to that section.
    const onlySources = answerFor({ ...hit, sections: [hit.sections[0], { ...hit.sections[1], relevance: 0.1 }] }, facts)
    expect(onlySources).toMatchObject({ kind: 'page', href: '/eat-well/eating-treatment#sources' })
    // Nothing answers well enough: no card at all.
    expect(answerFor({ ...hit, sections: [{ ...hit.sections[2], relevance: minRelevance - 0.01 }] }, facts)).toBeUndefined()
    expect(answerFor({ ...hit, sections: [{ ...hit.sections[2], focus: minFocus - 0.01 }] }, facts)).toBeUndefined()
    // A section that names one of the question's lay ideas strongly needs less relevance, but still some.
    const namesIdea = { ...hit.sections[2], ideaFocus: 0.3 }
    expect(answerFor({ ...hit, sections: [{ ...namesIdea, relevance: minRelevanceWithIdea }] }, facts)).toMatchObject({ section: 'Nausea' })
    expect(answerFor({ ...hit, sections: [{ ...namesIdea, relevance: minRelevanceWithIdea - 0.01 }] }, facts)).toBeUndefined()
    expect(answerFor({ ...hit, sections: [{ ...namesIdea, relevance: minRelevanceWithIdea, focus: minFocus - 0.01 }] }, facts)).toBeUndefined()
    const page = answerFor({ ...hit, url: '/match-well', title: 'Match Well', sections: [{ ...hit.sections[2], id: 'x', url: '/match-well#x' }] }, facts)
    expect(page).toMatchObject({ kind: 'page', text: facts['/match-well']?.description })
    expect(page?.reviewed).toBeUndefined()
  })

  it('leaves search keywords out of indexed text, even when cut off', () => {
    expect(withoutKeywords('a \u27e6 nausia, queasy \u27e7 b')).toBe('a   b')
    expect(withoutKeywords('queasy \u27e7 Eat small')).toBe(' Eat small')
    expect(withoutKeywords('Nausea. \u27e6 nausia')).toBe('Nausea. ')
  })
})

describe('guided paths', () => {
  it('every path in site.json passes the block checks: steps reachable, choices lead somewhere, ids unique', () => {
    expect(checkShelby(shelby, '')).toEqual([])
    const broken = structuredClone(shelby)
    broken.paths[0].steps[0].choices[0].next = 'nowhere'
    expect(checkShelby(broken, '').map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['/paths/0/steps/0/choices/0/next']),
    )
  })

  it('walks any path to its list: choices add their items in order, then the ones always added, no repeats', () => {
    for (const path of shelby.paths) {
      fc.assert(
        fc.property(fc.array(fc.nat(7), { maxLength: 12 }), (picks) => {
          let state = { chosen: [] as { step: string; choice: number }[] }
          for (const pick of picks) {
            const step = path.steps.find((candidate) => candidate.id === currentStep(path, state))
            if (!step) break
            state = choose(path, state, pick % step.choices.length)
          }
          const items = guideItems(path, state)
          expect(new Set(items).size).toBe(items.length)
          for (const always of path.result.always) expect(items).toContain(always)
          expect(stepCount(path, state)).toBeGreaterThanOrEqual(state.chosen.length)
          expect(goBack(state).chosen.length).toBe(Math.max(0, state.chosen.length - 1))
        }),
        { numRuns: 50 },
      )
    }
  })

  it('writes lists as plain text and names their files', () => {
    expect(listAsText('My list', 'checklist', ['Bring ID', 'Call'], ['General information.'])).toBe(
      'My list\n\n[ ] Bring ID\n[ ] Call\n\nGeneral information.\n',
    )
    expect(listAsText('Questions', 'questions', ['Why?', 'When?'])).toBe('Questions\n\n1. Why?\n2. When?\n')
    expect(listFileName(shelby.path.fileName, 'travel')).toBe('seven-wells-travel.txt')
  })
})

describe('helplines', () => {
  it('turns published numbers into tel: links', () => {
    expect(telHref('1-800-227-2345')).toBe('tel:+18002272345')
    expect(telHref('800-813-4673')).toBe('tel:+18008134673')
    expect(telHref('0808 808 00 00')).toBe('tel:08088080000')
  })

  it('shows only confirmed facts: every hand-off helpline has a phone, a check date and a source', () => {
    for (const id of shelby.handoff.helplines) {
      const organization = manifest.organizations?.[id]
      expect(organization?.phone, id).toBeTruthy()
      expect(organization?.helpline?.checked, id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(organization?.helpline?.source, id).toMatch(/^https?:\/\//)
    }
  })
})
