import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShelbyBlock } from '../../src/generated/manifest.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { pageFacts } from '../../src/app/site-index.ts'
import { findAnswers } from '../../src/tools/search/answers.ts'
import { readQuestion } from '../../src/tools/search/question.ts'
import type { Pagefind } from '../../src/tools/search/pagefind.ts'
import type { Vocabulary } from '../../src/tools/search/vocabulary.ts'
import { compileRules, replyTo, type Reply } from '../../src/tools/shelby/conversation.ts'
import { realWordsNearSigns } from '../../src/generated/warning-typo-guard.ts'
import {
  expectedPages,
  goldenHalves,
  halfReport,
  halfScore,
  loadSiteSearch,
  qualityTargets,
  readGoldenSet,
  type GoldenQuestion,
} from '../support/site-search.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const manifest = loaded.manifest
const shelby = manifest.routes.flatMap((route) => route.blocks).find((block): block is ShelbyBlock => block.type === 'shelby')
if (!shelby) throw new Error('site.json has no shelby block')
const block = shelby
const rules = compileRules(block, manifest.warningSigns ?? [], realWordsNearSigns, manifest.warningLookAlikes)
const facts = pageFacts(manifest)

const questions = readGoldenSet<GoldenQuestion>('shelby-questions.json')
const allQuestions = [...questions.dev, ...questions.holdout]
const answerable = (entry: GoldenQuestion) => entry.expect !== 'no-answer'

let pagefind: Pagefind
let vocabulary: Vocabulary
let dispose = () => {}
const ask = (text: string): Promise<Reply> =>
  replyTo(text, block, rules, facts, (query) =>
    findAnswers(pagefind, vocabulary, { query, wells: [], audiences: [] }, { fillerWords: block.ignoreWords ?? [] }),
  )

beforeAll(async () => {
  ;({ pagefind, vocabulary, dispose } = await loadSiteSearch(manifest))
}, 60_000)
afterAll(() => dispose())

describe("Shelby's answers on the real search index (tests/golden/shelby-questions.json)", () => {
  it('has at least 150 answerable and 100 unanswerable questions over both halves, Spanish among them, each expecting real routes', () => {
    expect(allQuestions.filter(answerable).length).toBeGreaterThanOrEqual(150)
    expect(allQuestions.filter((entry) => !answerable(entry)).length).toBeGreaterThanOrEqual(100)
    for (const half of goldenHalves) {
      expect(questions[half].filter(answerable).length, half).toBeGreaterThanOrEqual(50)
      expect(questions[half].filter((entry) => !answerable(entry)).length, half).toBeGreaterThanOrEqual(40)
    }
    expect(allQuestions.filter((entry) => /[áéíóúñ¿]|\b(mi|para|que|con)\b/i.test(entry.question)).length).toBeGreaterThanOrEqual(20)
    const paths = new Set(manifest.routes.map((route) => route.path))
    for (const entry of allQuestions) {
      if (entry.expect !== 'no-answer') for (const page of expectedPages(entry.expect)) expect(paths, entry.question).toContain(page)
    }
  })

  for (const half of goldenHalves) {
    const answered = qualityTargets.shelbyAnswered
    it(`${half}: puts an expected page among its first three answers for at least ${answered.floor[half] * 100}% of the questions a page answers (target ${answered.target * 100}%)`, async () => {
      const misses: string[] = []
      const entries = questions[half].filter(answerable)
      for (const entry of entries) {
        const reply = await ask(entry.question)
        // The warning-signs sets measure false alarms; the questions here raise none, except those that name a sign
        // (marked `urgent`), whose card must come with the answers.
        expect(reply.urgent.map(({ sign }) => sign.id), entry.question).toEqual(entry.urgent ? [entry.urgent] : [])
        const pages = reply.kind === 'answers' ? reply.answers.map((answer) => answer.page) : []
        if (!pages.slice(0, 3).some((page) => expectedPages(entry.expect).includes(page))) {
          misses.push(`${entry.question} → wanted ${expectedPages(entry.expect).join(' or ')}, got ${reply.kind === 'handoff' ? `hand-off (${reply.reason})` : pages.join(', ')}`)
        }
      }
      const passed = entries.length - misses.length
      console.info(halfScore(half, 'Shelby answerable, expected page in top 3', passed, entries.length, answered.target))
      expect(passed / entries.length, halfReport(half, 'top-3 recall', passed, entries.length, misses, answered.target)).toBeGreaterThanOrEqual(
        answered.floor[half],
      )
    }, 480_000)

    const notQuoted = qualityTargets.shelbyNotQuoted
    it(`${half}: quotes nothing for at least ${notQuoted.floor[half] * 100}% of the questions the site cannot answer (target ${notQuoted.target * 100}%)`, async () => {
      const quoted: string[] = []
      const entries = questions[half].filter((entry) => !answerable(entry))
      for (const entry of entries) {
        const reply = await ask(entry.question)
        if (reply.kind === 'answers') quoted.push(`${entry.question} → ${reply.answers.map((answer) => answer.href).join(', ')}`)
        // An urgent card (a false alarm, which the warning-signs sets measure) quotes nothing either.
        else expect(['handoff', 'urgent'], entry.question).toContain(reply.kind)
      }
      const passed = entries.length - quoted.length
      console.info(halfScore(half, 'Shelby unanswerable, nothing quoted', passed, entries.length, notQuoted.target))
      expect(passed / entries.length, halfReport(half, 'not found or handed off', passed, entries.length, quoted, notQuoted.target)).toBeGreaterThanOrEqual(
        notQuoted.floor[half],
      )
    }, 480_000)
  }

  it('quotes only reviewed pages, each card with its review date and sources, and never the sources list or a disclaimer', async () => {
    for (const entry of questions.dev.filter(answerable)) {
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
  }, 480_000)
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

  it('says it did not find "what is the weather tomorrow", quotes nothing, and offers a search and people to call', async () => {
    const reply = await ask('what is the weather tomorrow')
    expect(reply).toMatchObject({ kind: 'handoff', reason: 'nothing', query: 'what is the weather tomorrow' })
    if (reply.kind === 'handoff') expect(reply.helplines.length).toBeGreaterThan(0)
  })

  it('reads lay words with the thesaurus: "cant poop" finds the constipation section', async () => {
    const reply = await ask('cant poop what should i eat')
    expect(reply.kind).toBe('answers')
    if (reply.kind === 'answers') expect(reply.answers[0]?.href).toBe('/eat-well/eating-treatment#constipation-hard-or-rare-stools')
  })

  it('reads text-speak ("u", "r", "pls", "thru", "abt") as the filler words it stands for, not as topics no page names', async () => {
    // Each of these words, read as a word no page uses, used to outweigh the whole question: "not found".
    const terms = (text: string) => readQuestion(text, vocabulary, block.ignoreWords ?? []).map((term) => term.words)
    expect(terms('what r the side effects of radiation')).toEqual(['side', 'effects', 'radiation'])
    expect(terms('can u help me find food ideas for my mom pls')).toEqual(['help', 'find', 'food', 'ideas'])
    for (const [text, page] of [
      ['im wiped out all the time from radiation any tips to get thru the day', '/read-well/side-effects/fatigue'],
      ['how do i tell my boss abt my diagnosis', '/read-well/living-with-treatment/work-school'],
    ] as const) {
      const reply = await ask(text)
      expect(reply.kind, text).toBe('answers')
      if (reply.kind === 'answers') expect(reply.answers.map((answer) => answer.page), text).toContain(page)
    }
  })

  it('reads a superlative the site never uses as its plain form ("easiest" as "easy"), and drops it when that is filler', () => {
    const read = (text: string) => readQuestion(text, vocabulary, block.ignoreWords ?? [])
    const easiest = read('whats the easiest food to eat with mouth sores').find((term) => term.words === 'easiest')
    expect(easiest).toMatchObject({ kind: 'word', search: ['easy'] })
    expect(read('what is the quickest breathing exercise').map((term) => term.words)).toEqual(['breathing', 'exercise'])
  })

  it('reads irregular and informal English forms as the site words they are ("slept", "lovingly", "takin"), not as topics', () => {
    const read = (text: string) => readQuestion(text, vocabulary, block.ignoreWords ?? [])
    const term = (text: string, word: string) => read(text).find((found) => found.words === word)
    expect(term('i barely slept since chemo started', 'slept')).toMatchObject({ kind: 'word', search: ['sleep'] })
    expect(term('how do i talk lovingly to my kids about it', 'lovingly')).toMatchObject({ kind: 'word', search: ['loving'] })
    expect(term('is it ok takin vitamins with chemo', 'takin')).toMatchObject({ kind: 'word', search: ['taking'] })
    // A form that is also a word of its own keeps its own sense: a wound is not the verb "wind".
    expect(term('how do i keep a wound clean', 'wound')?.search).not.toContain('wind')
    // Regional kin and filler words say who or how, like "grandma" and "really".
    expect(read('me nan reckon she cant sleep properly').map((found) => found.words)).toEqual(['cant sleep'])
  })

  it('hands off questions about doses, scans and choices, and says why', async () => {
    for (const [text, rule] of [
      ['how much zofran can i take', 'medicine'],
      ['is my scan normal', 'results'],
      ['should i stop chemo', 'decision'],
      // Shelby cannot act for the reader, and careers in care are not what the reviewed pages cover.
      ['can you book me an appointment with my oncologist', 'action'],
      ['how do i become an oncology nurse', 'not-covered'],
      ['how long has my dad got', 'prognosis'],
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
