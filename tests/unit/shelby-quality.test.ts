import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShelbyBlock } from '../../src/generated/manifest.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { pageFacts } from '../../src/app/site-index.ts'
import { findAnswers } from '../../src/tools/search/engine.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import { compileRules, replyTo, type Reply } from '../../src/tools/shelby/conversation.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
import { loadSiteSearch, readGolden } from '../support/site-search.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const shelby = manifest.routes.flatMap((route) => route.blocks).find((block): block is ShelbyBlock => block.type === 'shelby')
if (!shelby) throw new Error('site.json has no shelby block')
const block = shelby
const rules = compileRules(block, manifest.warningSigns ?? [], realWordsNearSigns)
const facts = pageFacts(manifest)

interface Question {
  question: string
  expect: string
  why?: string
}
const questions = readGolden<Question>('shelby-questions.json')

let pagefind: Pagefind
let dispose = () => {}
const ask = (text: string): Promise<Reply> =>
  replyTo(text, block, rules, facts, (query) =>
    findAnswers(pagefind, { query, wells: [], audiences: [] }, { ignoreWords: block.ignoreWords ?? [] }),
  )

beforeAll(async () => {
  ;({ pagefind, dispose } = await loadSiteSearch(manifest))
}, 60_000)
afterAll(() => dispose())

describe("Shelby's answers on the real search index (tests/golden/shelby-questions.json)", () => {
  it('has at least 150 questions, Spanish and hand-offs among them, each expecting a real route or the hand-off', () => {
    expect(questions.length).toBeGreaterThanOrEqual(150)
    expect(questions.filter((entry) => entry.expect === 'handoff').length).toBeGreaterThanOrEqual(20)
    expect(questions.filter((entry) => /[áéíóúñ¿]|\b(mi|para|que|con)\b/i.test(entry.question)).length).toBeGreaterThanOrEqual(20)
    const paths = new Set(manifest.routes.map((route) => route.path))
    for (const entry of questions) if (entry.expect !== 'handoff') expect(paths, entry.question).toContain(entry.expect)
  })

  it('puts the right page in its first three answers for at least 90% of the questions a page answers, and hands off at least 90% of the rest', async () => {
    const misses: string[] = []
    const missedHandoffs: string[] = []
    let answerable = 0
    let handoffs = 0
    for (const entry of questions) {
      const reply = await ask(entry.question)
      expect(reply.urgent, entry.question).toEqual([])
      const pages = reply.kind === 'answers' ? reply.answers.map((answer) => answer.page) : []
      if (entry.expect === 'handoff') {
        handoffs += 1
        if (reply.kind !== 'handoff') missedHandoffs.push(`${entry.question} → ${pages.join(', ')}`)
      } else {
        answerable += 1
        if (!pages.slice(0, 3).includes(entry.expect)) {
          misses.push(
            `${entry.question} → wanted ${entry.expect}, got ${reply.kind === 'handoff' ? `hand-off (${reply.reason})` : pages.join(', ')}`,
          )
        }
      }
    }
    const recall = (answerable - misses.length) / answerable
    const handedOff = (handoffs - missedHandoffs.length) / handoffs
    expect(recall, `top-3 recall ${(recall * 100).toFixed(1)}%; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.9)
    expect(
      handedOff,
      `hand-offs ${(handedOff * 100).toFixed(1)}%; answered instead:\n${missedHandoffs.join('\n')}`,
    ).toBeGreaterThanOrEqual(0.9)
  }, 120_000)

  it('quotes only reviewed pages, each card with its review date and sources, and never the sources list or a disclaimer', async () => {
    for (const entry of questions.filter((candidate) => candidate.expect !== 'handoff')) {
      const reply = await ask(entry.question)
      if (reply.kind !== 'answers') continue
      for (const answer of reply.answers) {
        if (answer.kind !== 'quote') continue
        expect(answer.reviewed, answer.href).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(answer.sources?.length, answer.href).toBeGreaterThan(0)
        expect(facts[answer.page]?.notQuoted ?? []).not.toContain(answer.href.split('#')[1])
        expect(answer.text, answer.href).not.toMatch(/[\u27e6\u27e7]/)
      }
    }
  }, 120_000)
})

describe('the moments the issue names', () => {
  it('shows the chemo fever card first for "my wife has a fever of 101 after chemo what do i do"', async () => {
    const reply = await ask('my wife has a fever of 101 after chemo what do i do')
    expect(reply.urgent[0]?.sign.id).toBe('fever-chemo')
  })

  it('leads "how do i get help paying for chemo" to the reviewed money guide, its sources and money helplines', async () => {
    const reply = await ask('how do i get help paying for chemo')
    expect(reply.kind).toBe('answers')
    if (reply.kind !== 'answers') return
    expect(reply.answers[0]?.page).toBe('/assist-well/financial')
    expect(reply.answers[0]?.sources?.length).toBeGreaterThan(0)
    expect(reply.paths).toContain('financial')
    expect(reply.helplines).toContain('patient-advocate-foundation')
  })

  it('offers the appointment guide, which ends in questions, for "prepare for oncologist appointment"', async () => {
    const reply = await ask('prepare for oncologist appointment')
    expect(reply.kind === 'answers' || reply.kind === 'handoff' ? reply.paths : []).toContain('appointments')
    expect(block.paths.find((path) => path.id === 'appointments')?.result.kind).toBe('questions')
  })

  it('hands off questions about doses, scans and choices, and says why', async () => {
    for (const [text, rule] of [
      ['how much zofran can i take', 'medicine'],
      ['is my scan normal', 'results'],
      ['should i stop chemo', 'decision'],
    ]) {
      const reply = await ask(text)
      expect(reply.kind, text).toBe('handoff')
      if (reply.kind === 'handoff') expect(reply.rule, text).toBe(rule)
    }
  })

  it('replies sensibly to empty, very long, markup, emoji-only and right-to-left input', async () => {
    expect((await ask('   ')).kind).toBe('problem')
    const long = await ask(`${'where can i find recipes '.repeat(250)} chest pain`)
    expect(long.kind).toBe('problem')
    expect(long.urgent[0]?.sign.id).toBe('chest-pain')
    expect((await ask('😢😢😢')).kind).toBe('problem')
    const markup = await ask('<img src=x onerror=alert(1)> nausea')
    expect(markup.kind).not.toBe('problem')
    const arabic = await ask('أحتاج مساعدة في الفواتير')
    expect(['answers', 'handoff']).toContain(arabic.kind)
  })
})
