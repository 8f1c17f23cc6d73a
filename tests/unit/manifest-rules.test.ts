import { describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../src/generated/manifest.ts'
import { manifestRules } from '../../src/manifest/manifest-rules.ts'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'
import { loadManifestSchema } from '../../src/manifest/schema-validator.ts'
import { minimalManifest, type PlainManifest } from '../support/manifests.ts'
import { siteManifestJson } from '../support/site.ts'

/** The manifest as the rules receive it: it must match the schema (the rules run after ajv). */
function matchingSchema(value: unknown): SiteManifest {
  const { validate } = loadManifestSchema()
  if (!validate(value)) throw new Error(`the test's manifest does not match the schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`)
  return value
}

/** A JSON object's members (a shallow copy). @throws when the value is not an object. */
function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`expected an object, got ${JSON.stringify(value)}`)
  const members: [string, unknown][] = Object.entries(value)
  return Object.fromEntries(members)
}

/** A JSON list's items (a shallow copy), each as an object. @throws when the value is not a list of objects. */
function records(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`expected a list, got ${JSON.stringify(value)}`)
  const items: unknown[] = value
  return items.map(record)
}

/** The first example block of a block type in its schema, as plain JSON (a fresh copy). */
function example(type: string): Record<string, unknown> {
  return record(structuredClone(readBlockExamples().find((candidate) => candidate.type === type)?.block))
}

/** Adds a block to the fixture's first route (after its hero and text: at /routes/0/blocks/2). */
function withBlock(manifest: PlainManifest, block: Record<string, unknown>): PlainManifest {
  const first = manifest.routes[0]
  if (!first || !Array.isArray(first.blocks)) throw new Error('the fixture needs a first route with blocks')
  first.blocks.push(block)
  return manifest
}

const imageExists = (src: string) => !src.includes('missing')

interface BrokenCase {
  /** The manifest that breaks the rule (and matches the schema). */
  broken: () => PlainManifest | Record<string, unknown>
  /** Each problem the rule must report: its JSON Pointer and words of its message. */
  problems: { path: string; message: RegExp }[]
}

/** One case per rule, by the rule's name: a manifest that breaks it, and the problems it must give. */
const cases: Record<string, BrokenCase> = {
  'unique-route-paths': {
    broken: () => {
      const manifest = minimalManifest()
      manifest.routes.push({ path: '/second', title: 'Again', description: 'The second page again.', blocks: [{ type: 'hero', title: 'Again' }] })
      return manifest
    },
    problems: [{ path: '/routes/2/path', message: /"\/second" is already used by route 1 \("\/second"\)/ }],
  },
  'unique-tab-ids': {
    broken: () => {
      const tabs = example('tabs')
      const [first, second] = records(tabs.tabs)
      return withBlock(minimalManifest(), { ...tabs, tabs: [first, { ...second, id: first?.id }] })
    },
    problems: [{ path: '/routes/0/blocks/2/tabs/1/id', message: /Two tabs in this block have the id "plan"/ }],
  },
  'images-exist': {
    broken: () =>
      withBlock(minimalManifest(), { type: 'hero', title: 'Sea', background: { src: '/images/missing.svg', width: 16, height: 9, alt: '', decorative: true } }),
    problems: [{ path: '/routes/0/blocks/2/background/src', message: /"\/images\/missing.svg" does not exist/ }],
  },
  'library-references': {
    broken: () => withBlock(minimalManifest(), { type: 'recipe-list', recipes: [{ recipe: 'creamy-banana-oat' }] }),
    problems: [{ path: '/routes/0/blocks/2/recipes/0/recipe', message: /no entry "creamy-banana-oat" in the manifest's "recipes". Did you mean "creamy-banana-oats"\?/ }],
  },
  'gift-idea-organizations': {
    broken: () => {
      const manifest = minimalManifest()
      const ideas = record(manifest.giftIdeas)
      ideas['unscented-lotion'] = { ...record(ideas['unscented-lotion']), organization: 'cancer-information-servic' }
      return { ...manifest, giftIdeas: ideas }
    },
    problems: [
      { path: '/giftIdeas/unscented-lotion/organization', message: /no entry "cancer-information-servic" .* Did you mean "cancer-information-service"/ },
      { path: '/giftIdeas/unscented-lotion', message: /names an organization but its kind is/ },
    ],
  },
  'tool-parts': {
    broken: () => {
      const { carePlanner: _planner, ...manifest } = withBlock(minimalManifest(), example('care-planner'))
      return manifest
    },
    problems: [{ path: '/routes/0/blocks/2', message: /A care-planner block needs site.json's "carePlanner", but site.json has none/ }],
  },
  'smart-nudge-visit-guide': {
    broken: () => withBlock(minimalManifest(), { type: 'smart-nudge', visitGuide: 'apointments' }),
    problems: [{ path: '/routes/0/blocks/2/visitGuide', message: /^There is no Shelby guide "apointments" on a page in "en"\./ }],
  },
  languages: {
    broken: () => {
      const manifest = minimalManifest()
      manifest.routes.push({ path: '/second-page', title: 'Again', description: 'Another page.', lang: 'xx', blocks: [{ type: 'hero', title: 'Again' }] })
      return manifest
    },
    problems: [{ path: '/routes/2/lang', message: /There is no language "xx" in "languages"/ }],
  },
  'care-planner-task-types': {
    broken: () => withBlock(minimalManifest(), { ...example('care-planner'), taskTypes: ['meal', 'rid'] }),
    problems: [{ path: '/routes/0/blocks/2/taskTypes/1', message: /no task type "rid" .* Did you mean "ride"\?/ }],
  },
  'not-found-page-blocks': {
    broken: () => {
      const manifest = minimalManifest()
      const notFound = record(manifest.notFound)
      notFound.blocks = [...records(notFound.blocks), { type: 'print-button', label: 'Print' }, { type: 'resource-list', resources: ['nci-eating-hints'] }]
      return { ...manifest, notFound }
    },
    problems: [
      { path: '/notFound/blocks/2', message: /cannot show a "print-button" block: interactive blocks load only with a route of their own/ },
      { path: '/notFound/blocks/3', message: /cannot show a resource-list block/ },
    ],
  },
  'header-search-form': {
    broken: () => {
      const manifest = minimalManifest()
      return { ...manifest, ui: { ...record(manifest.ui), search: { label: 'Search', button: 'Go', path: '/second' } } }
    },
    problems: [{ path: '/ui/search/path', message: /goes to "\/second", which shows no search block/ }],
  },
  'internal-links': {
    broken: () => withBlock(minimalManifest(), { type: 'action-row', actions: [{ label: 'Next', href: '/secnd#top' }] }),
    problems: [{ path: '/routes/0/blocks/2/actions/0/href', message: /"\/secnd#top" leads to no page: .*"\/secnd". Did you mean "\/second"\?/ }],
  },
  'program-organizations': {
    broken: () => withFirstProgram({ organization: 'no-such-organisation' }),
    problems: [{ path: `/programs/${firstProgramId()}/organization`, message: /no entry "no-such-organisation" in the manifest's "organizations"/ }],
  },
  'program-codes': {
    broken: () => withFirstProgram({ languages: ['en', 'xx'] }),
    problems: [{ path: `/programs/${firstProgramId()}/languages/1`, message: /The code "xx" has no name in toolText.programFinder.groups.lang.options/ }],
  },
  'match-start-finder': {
    broken: () => withBlock(minimalManifest(), { ...example('match-start'), finder: '/second' }),
    problems: [{ path: '/routes/0/blocks/2/finder', message: /opens "\/second", but no route with that path shows a program-finder block/ }],
  },
  'match-start-questions': {
    broken: () => {
      const block = example('match-start')
      const [who, other] = records(block.questions)
      const mixed = { ...who, options: [...records(who?.options), { label: 'Breast', filter: 'cancer', value: 'brest' }] }
      return withBlock(minimalManifest(), { ...block, questions: [mixed, { ...other, id: who?.id }] })
    },
    problems: [
      { path: '/routes/0/blocks/2/questions/1/id', message: /Two questions in this block have the id "who"/ },
      { path: '/routes/0/blocks/2/questions/0/options/2/value', message: /"cancer" filter has no value "brest". Did you mean "breast"\?/ },
      { path: '/routes/0/blocks/2/questions/0/multiple', message: /single-choice question's answers set different filters \(who, cancer\)/ },
    ],
  },
  shelby: {
    broken: () => {
      const block = example('shelby')
      const [path, ...others] = records(block.paths)
      const [step, ...steps] = records(path?.steps)
      const [choice, ...choices] = records(step?.choices)
      const wrongTurn = { ...step, choices: [{ ...choice, next: 'nowhere' }, ...choices] }
      return withBlock(minimalManifest(), { ...block, paths: [{ ...path, steps: [wrongTurn, ...steps] }, ...others] })
    },
    problems: [{ path: '/routes/0/blocks/2/paths/0/steps/0/choices/0/next', message: /This choice leads to the step "nowhere", which the path ".*" does not have/ }],
  },
  'warning-signs': {
    broken: () => {
      const manifest = minimalManifest()
      const signs = records(manifest.warningSigns)
      const [first] = signs
      const { sourcesLabel: _label, ...ui } = record(manifest.ui)
      return withBlock(
        {
          ...manifest,
          ui,
          warningSigns: [
            ...signs,
            { ...first, match: { ...record(first?.match), phrases: ['{mine} bleeding'] } },
            { ...first, id: 'fainting', match: { phrases: ['had a fit'], notWhen: ['fitness|=fits in'] } },
          ],
          warningLookAlikes: { en: ['died of {my} {sign}', 'years ago'], es: ['{sign}'] },
        },
        example('shelby'),
      )
    },
    problems: [
      { path: '/warningSigns/2/id', message: /Two warning signs have the id "bleeding"/ },
      { path: '/warningSigns/2', message: /The description of "bleeding" cannot be read: .*\{mine\}/ },
      { path: '/warningSigns/3/match/notWhen', message: /The look-alike "fitness" of "fainting" would blank the sign's own words: .*"fit"/ },
      { path: '/warningLookAlikes/en/1', message: /This look-alike of every sign cannot be read: The look-alike "years ago" needs \{sign\} and a word of its own/ },
      { path: '/warningLookAlikes/es/0', message: /This look-alike of every sign cannot be read: The look-alike "\{sign\}" needs/ },
      { path: '/ui', message: /Shelby shows urgent cards, but "ui" has no "sourcesLabel"/ },
    ],
  },
  'warning-signs-sources-label': {
    broken: () => {
      const manifest = minimalManifest()
      const { sourcesLabel: _label, ...ui } = record(manifest.ui)
      return withBlock({ ...manifest, ui }, example('warning-signs'))
    },
    problems: [{ path: '/routes/0/blocks/2', message: /This block shows urgent cards, but there are no words for their sources/ }],
  },
  thesaurus: {
    broken: () => ({
      ...minimalManifest(),
      thesaurus: [
        { site: ['support group'], lay: ['support groups', 'meet others'] },
        { site: ['community'], lay: ['Meet others'] },
      ],
    }),
    problems: [
      { path: '/thesaurus/0/lay/0', message: /"support groups" reads the same as a site word of its entry/ },
      { path: '/thesaurus/1/lay/0', message: /"Meet others" is also in thesaurus entry 0/ },
    ],
  },
  'health-pages': {
    broken: () => {
      const manifest = minimalManifest()
      const second = manifest.routes[1]
      if (second) second.healthInformation = true
      return manifest
    },
    problems: [{ path: '/routes/1/healthInformation', message: /missing a "sources" block and an info "notice" with the disclaimer/ }],
  },
}

/** The real site.json with its first program changed (the fixture has no programs, and a program is long). */
function withFirstProgram(change: Record<string, unknown>): Record<string, unknown> {
  const site = siteManifestJson()
  const programs = record(site.programs)
  programs[firstProgramId()] = { ...record(programs[firstProgramId()]), ...change }
  return { ...site, programs }
}

function firstProgramId(): string {
  const id = Object.keys(record(siteManifestJson().programs))[0]
  if (!id) throw new Error('site.json has no programs')
  return id
}

describe('the manifest rules', () => {
  it('have unique names, and each has its own case below', () => {
    const names = manifestRules.map((rule) => rule.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(cases).sort())
  })

  it('all hold on the minimal fixture and on site.json', () => {
    for (const manifest of [minimalManifest(), siteManifestJson()]) {
      const typed = matchingSchema(manifest)
      for (const rule of manifestRules) expect(rule.check(typed, { imageExists: () => true }), rule.name).toEqual([])
    }
  })
})

describe.each(manifestRules.map((rule) => [rule.name, rule] as const))('the rule %s', (name, rule) => {
  it('reports each place it is broken, with a plain message and a hint', () => {
    const brokenCase = cases[name]
    if (!brokenCase) throw new Error(`no case for the rule "${name}"`)
    const problems = rule.check(matchingSchema(brokenCase.broken()), { imageExists })
    expect(problems.map((problem) => problem.path)).toEqual(brokenCase.problems.map((expected) => expected.path))
    brokenCase.problems.forEach((expected, index) => {
      expect(problems[index]?.message).toMatch(expected.message)
      expect(problems[index]?.hint).toBeTruthy()
    })
  })
})
