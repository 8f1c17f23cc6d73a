import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShelbyBlock } from '../../src/generated/manifest.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { pageFacts } from '../../src/app/site-index.ts'
import { findAnswers } from '../../src/tools/search/answers.ts'
import { readQuestion } from '../../src/tools/search/question.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import type { Vocabulary } from '../../src/tools/search/vocabulary.ts'
import { compileRules, replyTo, type Reply } from '../../src/tools/shelby/conversation.ts'
import { expectedPages, loadSiteSearch, type Expected } from '../support/site-search.ts'
import { localizeWarningSign } from '../../src/languages/localize.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const route = manifest.routes.find((candidate) => candidate.lang === 'es' && candidate.blocks.some((block) => block.type === 'shelby'))
const found = route?.blocks.find((block): block is ShelbyBlock => block.type === 'shelby')
if (!found) throw new Error('site.json has no Spanish shelby block')
const block = found
const signs = (manifest.warningSigns ?? []).map((sign) => localizeWarningSign(sign, 'es', manifest.lang))
const rules = compileRules(block, signs, realWordsNearSigns, manifest.warningLookAlikes)
const facts = pageFacts(manifest, 'es')

interface Question {
  question: string
  expect: Expected
  why?: string
}
const golden: { dev: Question[]; holdout: Question[] } = JSON.parse(readFileSync(new URL('../golden/es-shelby-questions.json', import.meta.url), 'utf8'))

let pagefind: Pagefind
let vocabulary: Vocabulary
let dispose = () => {}
const ask = (text: string): Promise<Reply> =>
  replyTo(text, block, rules, facts, (query) => findAnswers(pagefind, vocabulary, { query, wells: [], audiences: [] }, { fillerWords: block.ignoreWords ?? [] }))

beforeAll(async () => {
  ;({ pagefind, vocabulary, dispose } = await loadSiteSearch(manifest, 'es'))
}, 120_000)
afterAll(() => dispose())

async function score(questions: readonly Question[]): Promise<{ recall: number; misses: string[] }> {
  const answerable = questions.filter((entry) => entry.expect !== 'no-answer')
  const misses: string[] = []
  for (const entry of answerable) {
    const reply = await ask(entry.question)
    const pages = reply.kind === 'answers' ? reply.answers.map((answer) => answer.page) : []
    if (!pages.slice(0, 3).some((page) => expectedPages(entry.expect).includes(page))) misses.push(`${entry.question} → wanted ${expectedPages(entry.expect).join(' or ')}, got ${reply.kind === 'handoff' ? 'hand-off' : pages.join(', ') || 'nothing'}`)
  }
  return { recall: (answerable.length - misses.length) / answerable.length, misses }
}

describe('Shelby in Spanish (tests/golden/es-shelby-questions.json)', () => {
  it('quotes Spanish pages only, with their review date and sources', async () => {
    const spanish = new Set(manifest.routes.filter((candidate) => candidate.lang === 'es').map((candidate) => candidate.path))
    for (const entry of golden.dev.filter((candidate) => candidate.expect !== 'no-answer')) {
      const reply = await ask(entry.question)
      if (reply.kind !== 'answers') continue
      for (const answer of reply.answers) {
        expect(spanish, answer.page).toContain(answer.page)
        if (answer.kind === 'quote') expect(answer.reviewed, answer.href).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  }, 120_000)

  // Target 90%. The dev set grew from 11 to 14 answerable questions with the Spanish nausea and fatigue pages (written
  // before they ran); 12 of 14 on 2026-11-24. One new miss: "quimio" in a Spanish question is read as the thesaurus's
  // idea whose site word is English ("chemotherapy"), which no Spanish page says, so the question counts as unanswered
  // (Spanish site words for the thesaurus are the follow-up). The floor is just under today's figure.
  // The floor is 0.65 since 2026-11-29 (late), when 60 answerable and 40 unanswerable questions written by a colleague
  // who had seen neither the code nor the sets joined dev, in the Spanish of many places (24 of the 60 answered on
  // first sight, 35 after the regional words and sound-alike spellings; 67.6 % of all 74): a harder, more honest dev half.
  it('puts the right Spanish page in its first three answers for at least 65% of the dev questions (target 90%)', async () => {
    const { recall, misses } = await score(golden.dev)
    console.log(`Spanish Shelby, dev: ${(recall * 100).toFixed(1)}%`)
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.65)
  }, 180_000)

  it('quotes nothing for at least 95% of the dev questions the site cannot answer (target 95%)', async () => {
    const quoted: string[] = []
    const unanswerable = golden.dev.filter((entry) => entry.expect === 'no-answer')
    for (const entry of unanswerable) if ((await ask(entry.question)).kind === 'answers') quoted.push(entry.question)
    console.log(`Spanish Shelby, dev unanswerable with no quote: ${unanswerable.length - quoted.length} of ${unanswerable.length}`)
    expect(1 - quoted.length / unanswerable.length, quoted.join('\n')).toBeGreaterThanOrEqual(0.95)
  }, 120_000)

  // First measured (before any change) at 73.3% (11 of 15): one miss was a bug, the medicine hand-off's bare "le puedo
  // dar" ("what can I give him", about food), since removed. The others need lay words the shared thesaurus is for.
  // Since Shelby quotes only a section that covers most of the question (branch answers, calibrated on the English
  // dev set), it says "not found" for most of this holdout: 26.7% (4 of 15) on 2026-11-24; 46.7% (7 of 15) once the
  // Spanish pages got their own vocabulary and a Spanish stemmer (same day); 73.3% (11 of 15) once the Spanish pages
  // caught up with their English pages and gained the nausea and fatigue pages (branch spanish2, same day). The floor
  // is just under that figure. Not tuned on.
  it('puts the right Spanish page in its first three answers for at least 70% of the holdout questions (never tuned on; target 70%)', async () => {
    const { recall, misses } = await score(golden.holdout)
    // Only the holdout's score is printed, never its misses, so nobody tunes on them.
    console.log(`Spanish Shelby, holdout: ${(recall * 100).toFixed(1)}% (${misses.length} missed)`)
    expect(recall, `holdout recall ${(recall * 100).toFixed(1)}%`).toBeGreaterThanOrEqual(0.7)
  }, 120_000)

  it('reads words spelled with sound-alike letters as the pages spell them ("bomitos", "cansansio"), not as topics', () => {
    const term = (text: string, word: string) => readQuestion(text, vocabulary, block.ignoreWords ?? []).find((found) => found.words === word)
    expect(term('tengo bomitos desde ayer', 'bomitos')).toMatchObject({ kind: 'word', search: ['vomitos'] })
    expect(term('mucho cansansio en la tarde', 'cansansio')).toMatchObject({ kind: 'word', search: ['cansancio'] })
  })

  it('shows the Spanish urgent card first for Spanish urgent wordings', async () => {
    const wordings: [string, string][] = [
      ['me quiero morir', 'suicide'],
      ['ya no quiero vivir', 'suicide'],
      ['mi papa tiene fiebre de 39 y esta en quimio', 'fever-chemo'],
      ['me duele mucho el pecho', 'chest-pain'],
      ['mi esposo no puede respirar', 'breathing'],
      ['mi mama se desmayo y no despierta', 'confusion-fainting'],
    ]
    const spanishHeadings = new Map(signs.map((sign) => [sign.id, sign.card.heading]))
    for (const [text, id] of wordings) {
      const reply = await ask(text)
      expect(reply.urgent[0]?.sign.id, text).toBe(id)
      expect(reply.urgent[0]?.sign.card.heading, text).toBe(spanishHeadings.get(id))
      expect(reply.urgent[0]?.sign.card.heading, text).toMatch(/llame|Llame|988|911/)
    }
  }, 60_000)
})
