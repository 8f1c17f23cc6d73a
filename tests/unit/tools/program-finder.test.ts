import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Program, SiteManifest } from '../../../src/generated/manifest.ts'
import { loadManifest } from '../../../src/manifest/load-manifest.ts'
import { validateManifestText } from '../../../src/manifest/validate-manifest.ts'
import { libraryFor } from '../../../src/app/library.ts'
import { stalePrograms } from '../../../src/content/content-report.ts'
import {
  allowedValues,
  filterKeys,
  filterParams,
  findPrograms,
  fitsFilter,
  optionCounts,
  readFilters,
  toggledFilter,
  type Filters,
} from '../../../src/tools/program-finder/filters.ts'
import { whyItFits } from '../../../src/tools/program-finder/why-fits.ts'
import { callPlanFormat, knownPlan, maxPlanItems, planDocument, toggledPlan } from '../../../src/tools/program-finder/shortlist.ts'
import { decodeDocument, encodeDocument } from '../../../src/tools/shared/document-format.ts'
import { answerQuery, answered, skipped } from '../../../src/tools/match-start/answers.ts'
import { minimalManifest } from '../../support/manifests.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const site: SiteManifest = loaded.manifest
const words = site.toolText.programFinder
const programs = site.programs ?? {}
const allowed = allowedValues(words)
const byName = (program: Program) => `${program.organization} ${program.name}`

/** A program with every field set to "open to everyone", to change one thing at a time. */
function program(overrides: Partial<Program> = {}): Program {
  return {
    organization: 'Test Org',
    name: 'Test program',
    kind: 'support-group',
    summary: 'A test program.',
    serves: ['people-with-cancer'],
    cancerTypes: ['any'],
    stages: ['any'],
    phases: ['any'],
    languages: ['en'],
    countries: ['US'],
    formats: ['phone'],
    start: { href: 'https://example.org/' },
    sources: [{ title: 'Example', href: 'https://example.org/' }],
    lastVerified: '2026-11-23',
    ...overrides,
  }
}

describe('the program directory in site.json', () => {
  it('holds at least 40 programs, each with sources and a lastVerified date, in every kind of help', () => {
    const entries = Object.values(programs)
    expect(entries.length).toBeGreaterThanOrEqual(40)
    for (const entry of entries) {
      expect(entry.sources.length).toBeGreaterThan(0)
      expect(entry.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    for (const kind of Object.keys(words.groups.kind.options)) expect(entries.some((entry) => entry.kind === kind), kind).toBe(true)
  })

  it('finds, for a Spanish-speaking caregiver of someone with metastatic breast cancer, only programs that serve them', () => {
    const filters: Filters = { who: ['caregivers'], cancer: ['breast'], stage: ['metastatic'], lang: ['es'] }
    const found = findPrograms(programs, filters, byName)
    expect(found.length).toBeGreaterThanOrEqual(5)
    for (const { program: entry } of found) {
      expect(entry.serves).toContain('caregivers')
      expect(entry.cancerTypes.includes('any') || entry.cancerTypes.includes('breast')).toBe(true)
      expect(entry.stages.includes('any') || entry.stages.includes('metastatic')).toBe(true)
      expect(entry.languages.includes('es') || entry.interpreters === true).toBe(true)
    }
    // Breast-specific programs come before programs for any cancer.
    const first = found.findIndex(({ program: entry }) => entry.cancerTypes.includes('any'))
    const lastSpecific = found.findLastIndex(({ program: entry }) => entry.cancerTypes.includes('breast'))
    expect(lastSpecific).toBeLessThan(first)
  })
})

describe('reading filters from the address', () => {
  it('reads known filters and values, in the shown order', () => {
    const reading = readFilters('lang=es&who=caregivers&cancer=breast&cancer=lung', allowed)
    expect(reading.ignoredSomething).toBe(false)
    expect(reading.filters).toEqual({ who: ['caregivers'], cancer: ['breast', 'lung'], lang: ['es'] })
  })

  it('leaves out unknown filters, unknown values, repeats and markup, and says so', () => {
    for (const query of ['colour=blue', 'cancer=toes', 'cancer=breast&cancer=breast', 'who=%3Cscript%3Ealert(1)%3C%2Fscript%3E', `cancer=${'x'.repeat(5000)}`]) {
      const reading = readFilters(query, allowed)
      expect(reading.ignoredSomething, query).toBe(true)
      for (const values of Object.values(reading.filters)) for (const value of values ?? []) expect(value).not.toMatch(/[<>]/)
    }
    expect(readFilters('cancer=breast&cancer=breast', allowed).filters).toEqual({ cancer: ['breast'] })
  })

  it('keeps one value of a drop-down filter, and drops empty values (a form with no choice) silently', () => {
    expect(readFilters('country=US&country=CA', allowed)).toEqual({ filters: { country: ['US'] }, ignoredSomething: true })
    expect(readFilters('cancer=&who=caregivers&state=', allowed)).toEqual({ filters: { who: ['caregivers'] }, ignoredSomething: false })
  })

  it('limits the kind of help to a finder preset', () => {
    const preset = allowedValues(words, ['support-group'])
    expect(preset.kind).toEqual(['support-group'])
    expect(readFilters('kind=helpline', preset).ignoredSomething).toBe(true)
  })

  it('round-trips any choice of known values through the address', () => {
    const choice = fc.record(Object.fromEntries(filterKeys.map((key) => [key, fc.subarray([...allowed[key]], { maxLength: key === 'country' || key === 'state' ? 1 : undefined })])))
    fc.assert(
      fc.property(choice, (picked) => {
        const filters = Object.fromEntries(Object.entries(picked).filter(([, values]) => (values as string[]).length > 0)) as Filters
        const reading = readFilters(filterParams(filters, allowed).toString(), allowed)
        expect(reading.ignoredSomething).toBe(false)
        expect(reading.filters).toEqual(Object.fromEntries(filterKeys.filter((key) => filters[key]).map((key) => [key, allowed[key].filter((value) => filters[key]?.includes(value))])))
      }),
    )
  })

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const reading = readFilters(query, allowed)
        for (const [key, values] of Object.entries(reading.filters)) for (const value of values ?? []) expect(allowed[key as keyof typeof allowed]).toContain(value)
      }),
    )
  })

  it('toggles a value in and out, and keeps one value in a drop-down filter', () => {
    expect(toggledFilter({ cancer: ['breast'] }, 'cancer', 'lung')).toEqual({ cancer: ['breast', 'lung'] })
    expect(toggledFilter({ cancer: ['breast'] }, 'cancer', 'breast')).toEqual({ cancer: [] })
    expect(toggledFilter({ state: ['NY'] }, 'state', 'NJ')).toEqual({ state: ['NJ'] })
  })
})

describe('which programs fit', () => {
  it('treats "any" cancer type, stage, phase and country as fitting every choice', () => {
    expect(fitsFilter(program(), 'cancer', ['lung'])).toBe(true)
    expect(fitsFilter(program({ cancerTypes: ['breast'] }), 'cancer', ['lung'])).toBe(false)
    expect(fitsFilter(program({ stages: ['metastatic'] }), 'stage', ['early'])).toBe(false)
    expect(fitsFilter(program({ countries: ['any'] }), 'country', ['GB'])).toBe(true)
  })

  it('keeps programs made for everyone when a community or age group is chosen, and drops those made for others', () => {
    expect(fitsFilter(program(), 'community', ['lgbtq'])).toBe(true)
    expect(fitsFilter(program({ communities: ['lgbtq'] }), 'community', ['lgbtq'])).toBe(true)
    expect(fitsFilter(program({ communities: ['black'] }), 'community', ['lgbtq'])).toBe(false)
    expect(fitsFilter(program({ ages: ['young-adults'] }), 'age', ['older-adults'])).toBe(false)
  })

  it('fits every language when interpreters are offered, and no cost choice when the cost is not stated', () => {
    expect(fitsFilter(program(), 'lang', ['vi'])).toBe(false)
    expect(fitsFilter(program({ interpreters: true }), 'lang', ['vi'])).toBe(true)
    expect(fitsFilter(program(), 'cost', ['free'])).toBe(false)
    expect(fitsFilter(program({ cost: 'free' }), 'cost', ['free'])).toBe(true)
  })

  it('fits a state when offered across the US, in that state, or anywhere; not when only elsewhere', () => {
    expect(fitsFilter(program(), 'state', ['TX'])).toBe(true)
    expect(fitsFilter(program({ usStates: ['NY', 'NJ'] }), 'state', ['TX'])).toBe(false)
    expect(fitsFilter(program({ usStates: ['NY', 'NJ'] }), 'state', ['NJ'])).toBe(true)
    expect(fitsFilter(program({ countries: ['CA'] }), 'state', ['TX'])).toBe(false)
    expect(fitsFilter(program({ countries: ['any'] }), 'state', ['TX'])).toBe(true)
  })

  it('counts, for each option, the programs that choosing it alone would show, zeros included', () => {
    const filters: Filters = { who: ['caregivers'], lang: ['es'] }
    const counts = optionCounts(programs, filters, 'cancer', allowed.cancer)
    expect(Object.keys(counts)).toEqual([...allowed.cancer])
    for (const value of allowed.cancer) expect(counts[value]).toBe(findPrograms(programs, { ...filters, cancer: [value] }, byName).length)
    expect(Object.values(optionCounts(programs, {}, 'state', allowed.state)).every((count) => count > 0)).toBe(true)
    expect(optionCounts({ a: program() }, {}, 'cost', allowed.cost)).toEqual({ free: 0, 'low-cost': 0, varies: 0, paid: 0 })
  })
})

describe('why a program fits', () => {
  it('says it in one line of the site\'s words, in the filters\' order', () => {
    const entry = program({ serves: ['people-with-cancer', 'caregivers'], languages: ['en', 'es'], formats: ['phone', 'email'] })
    expect(whyItFits(entry, { format: ['phone'], who: ['caregivers'], lang: ['es'] }, words)).toEqual(['Serves caregivers', 'Spanish', 'By phone'])
  })

  it('says when a program fits by being open to everyone, or by interpreters', () => {
    const entry = program({ interpreters: true })
    expect(whyItFits(entry, { cancer: ['breast'], community: ['lgbtq'], lang: ['vi'] }, words)).toEqual(['Any cancer type', 'Interpreters for other languages', 'Open to everyone'])
    expect(whyItFits(program({ communities: ['lgbtq'], usStates: ['NY'] }), { state: ['NY'], community: ['lgbtq'] }, words)).toEqual(['In New York', 'Made for LGBTQ+ people'])
    expect(whyItFits(program(), { state: ['NY'] }, words)).toEqual(['Across the US'])
  })

  it('says nothing when nothing is chosen, and leaves the kind of help out', () => {
    expect(whyItFits(program(), {}, words)).toEqual([])
    expect(whyItFits(program(), { kind: ['support-group'] }, words)).toEqual([])
  })
})

describe('the call plan in the fragment', () => {
  const ids = ['a', 'b', 'c']
  it('round-trips through its own kind of link, and an empty plan keeps no link', async () => {
    const document = planDocument(['b', 'a'])
    if (!document) throw new Error('a plan of two programs is a document')
    const encoded = await encodeDocument(callPlanFormat, document)
    if (!encoded.ok) throw new Error(encoded.problem)
    expect(encoded.fragment).toMatch(/^call-plan=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/)
    const decoded = await decodeDocument(encoded.fragment, callPlanFormat)
    expect(decoded.ok && knownPlan(decoded.data.programs, ids)).toEqual({ ids: ['b', 'a'], ignoredSomething: false })
    expect(planDocument([])).toBeUndefined()
  })

  it('leaves out unknown ids, repeats and anything past the maximum, and says so; refuses links that are not call plans', async () => {
    expect(knownPlan(['a', 'zzz', 'a'], ids)).toEqual({ ids: ['a'], ignoredSomething: true })
    const many = Array.from({ length: maxPlanItems + 5 }, (_, index) => `p${index}`)
    expect(knownPlan(many, many).ids).toHaveLength(maxPlanItems)
    expect(await decodeDocument('plan=a.zzz.a', callPlanFormat)).toMatchObject({ ok: false, problem: 'wrongKind' })
    expect(await decodeDocument('call-plan=a.b.c', callPlanFormat)).toMatchObject({ ok: false })
    expect(await encodeDocument(callPlanFormat, { programs: ['<b>'] })).toMatchObject({ ok: false, problem: 'invalid' })
  })

  it('adds and removes programs', () => {
    expect(toggledPlan(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggledPlan(['a', 'b'], 'a')).toEqual(['b'])
  })
})

describe('the guided start', () => {
  const start = site.routes.flatMap((route) => route.blocks).find((block) => block.type === 'match-start')
  if (start?.type !== 'match-start') throw new Error('site.json has no match-start block')
  const question = (id: string) => {
    const found = start.questions.find((candidate) => candidate.id === id)
    if (!found) throw new Error(id)
    return found
  }
  const pick = (id: string, label: string) => question(id).options.findIndex((option) => option.label.startsWith(label))

  it('turns answers into the finder\'s filters, skipping "Not sure" and skipped questions', () => {
    let answers = answered({}, question('who'), pick('who', 'Someone I care for'))
    answers = answered(answers, question('cancer-type'), pick('cancer-type', 'Breast'))
    answers = answered(answers, question('stage'), pick('stage', 'Yes'))
    answers = answered(answers, question('language'), pick('language', 'Spanish'))
    answers = answered(answers, question('language'), pick('language', 'Another language'))
    answers = skipped(answered(answers, question('phase'), 0), question('phase'))
    expect(answerQuery(start.questions, answers)).toBe('who=caregivers&cancer=breast&stage=metastatic&lang=es')
    expect(answerQuery(start.questions, answered({}, question('cancer-type'), pick('cancer-type', 'Not sure')))).toBe('')
  })

  it('gives an address the finder reads back in full', () => {
    const everything = Object.fromEntries(start.questions.map((entry) => [entry.id, entry.options.map((_, index) => index)]))
    const reading = readFilters(answerQuery(start.questions, everything), allowed)
    expect(reading.ignoredSomething).toBe(false)
  })
})

describe('the validator and the content check', () => {
  const withProgram = (change: (entry: Record<string, unknown>) => void) => {
    const manifest = minimalManifest()
    const entry = { ...program() } as Record<string, unknown>
    change(entry)
    manifest.programs = { 'test-program': entry }
    return validateManifestText(JSON.stringify(manifest))
  }

  it('accepts a complete program and rejects one without sources or lastVerified', () => {
    expect(withProgram(() => {}).ok).toBe(true)
    for (const missing of ['sources', 'lastVerified']) {
      const result = withProgram((entry) => delete entry[missing])
      expect(result.ok, missing).toBe(false)
      if (!result.ok) expect(result.problems.map((problem) => problem.message).join('\n')).toContain(missing)
    }
    expect(withProgram((entry) => (entry.sources = [])).ok).toBe(false)
  })

  it('rejects an organization id that does not exist and a language with no name', () => {
    const unknownOrg = withProgram((entry) => (entry.organization = 'cancer-care'))
    expect(unknownOrg.ok).toBe(false)
    const unnamed = withProgram((entry) => (entry.languages = ['xx']))
    expect(unnamed.ok).toBe(false)
    if (!unnamed.ok) expect(unnamed.problems[0].message).toContain('"xx"')
  })

  it('rejects a guided start whose answers name unknown filter values or whose finder page has no finder', () => {
    const manifest = minimalManifest()
    manifest.routes.push({
      path: '/start',
      title: 'Start',
      description: 'Start.',
      blocks: [
        { type: 'hero', title: 'Start' },
        {
          type: 'match-start',
          privacy: 'Nothing is stored.',
          finder: '/start',
          labels: { skip: 'Skip', back: 'Back', next: 'Next', finish: 'Show', progress: '{current} of {total}' },
          questions: [{ id: 'q', question: 'Which?', multiple: false, options: [{ label: 'Toes', filter: 'cancer', value: 'toes' }] }],
        },
      ],
    })
    const result = validateManifestText(JSON.stringify(manifest))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      const messages = result.problems.map((problem) => problem.message).join('\n')
      expect(messages).toContain('no value "toes"')
      expect(messages).toContain('shows a program-finder block')
    }
  })

  it('warns about programs last verified more than 6 months before the build', () => {
    const manifest = { programs: { fresh: program({ lastVerified: '2026-06-01' }), old: program({ lastVerified: '2026-05-22' }) } }
    expect(stalePrograms(manifest, new Date('2026-11-23T12:00:00Z'))).toEqual([{ id: 'old', lastVerified: '2026-05-22' }])
    expect(stalePrograms(site, new Date('2026-11-23T12:00:00Z'))).toEqual([])
  })
})

describe('what a page carries', () => {
  it('carries only its finder\'s programs, without maintainers\' notes, with the organizations they name', () => {
    const route = site.routes.find((candidate) => candidate.path === '/match-well/buddy')
    if (!route) throw new Error('no /match-well/buddy')
    const library = libraryFor(site, route.blocks)
    const carried = Object.values(library.programs ?? {})
    expect(carried.length).toBeGreaterThan(0)
    expect(carried.every((entry) => entry.kind === 'peer-mentor' && entry.notes === undefined)).toBe(true)
    for (const entry of carried) if (/^[a-z0-9-]+$/.test(entry.organization)) expect(library.organizations?.[entry.organization]).toBeDefined()
    expect(library.toolText?.programFinder).toBeDefined()
  })

  it('leaves the finder\'s words off pages with other interactive blocks', () => {
    const search = site.routes.find((candidate) => candidate.path === '/search')
    if (!search) throw new Error('no /search')
    const library = libraryFor(site, search.blocks)
    expect(library.toolText).toBeDefined()
    expect(library.toolText?.programFinder).toBeUndefined()
    expect(library.programs).toBeUndefined()
  })
})
