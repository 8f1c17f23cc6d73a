import { describe, expect, it } from 'vitest'
import type { Route, SourcesBlock } from '../../src/generated/manifest.ts'
import { checkContent, maxMedianGrade, maxPageGrade } from '../../src/content/content-report.ts'
import { findPlaceholders } from '../../src/content/placeholders.ts'
import { countReviewedResources, describeReviewedResources, reviewedResourcesClaim } from '../../src/content/reviewed-resources.ts'
import { countText, readingGrade, textPieces } from '../../src/content/readability.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { isoDuration } from '../../src/prerender/seo.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const report = await checkContent(loaded.manifest)

describe('the content check on site.json', () => {

  it(`keeps every page at reading grade ${maxPageGrade} or lower and the median at ${maxMedianGrade} or lower`, () => {
    expect(report.grades.filter(({ grade }) => grade > maxPageGrade)).toEqual([])
    expect(report.median).toBeLessThanOrEqual(maxMedianGrade)
  })

  it('finds no placeholder text', () => {
    expect(report.placeholders).toEqual([])
  })
})

describe('readability', () => {
  it('counts each paragraph or list item as at least one sentence', () => {
    const pieces = textPieces('<h2>Tips</h2><ul><li>Rest often</li><li>Drink water. Eat small meals.</li></ul>')
    expect(pieces).toEqual(['Tips', 'Rest often', 'Drink water. Eat small meals.'])
    expect(countText(pieces)).toMatchObject({ sentences: 4, words: 8 })
  })

  it('grades plain words lower than dense ones', () => {
    const plain = readingGrade(['Eat a small meal. Rest when you can. Drink water between meals.'])
    const dense = readingGrade([
      'Comprehensive multidisciplinary nutritional interventions substantially ameliorate treatment-associated gastrointestinal complications.',
    ])
    expect(plain).toBeLessThan(5)
    expect(dense).toBeGreaterThan(15)
  })
})

describe('placeholders', () => {
  it('flags lorem, TODO and TBD anywhere but in words readers type, and "coming soon" outside coming-soon blocks and controls', () => {
    const findings = findPlaceholders({
      ui: { comingSoon: 'Coming soon' },
      routes: [
        {
          blocks: [
            { type: 'coming-soon', heading: 'Coming Soon' },
            { type: 'action-row', actions: [{ label: 'Chat', comingSoon: true }, { label: 'Coming soon to you', href: '/' }] },
            { type: 'text', paragraphs: ['Lorem ipsum dolor', 'Dates TBD', 'Fine text.'] },
            { type: 'shelby', ignoreWords: ['todo', 'toda'] },
          ],
          keywords: ['todo el día'],
        },
      ],
      thesaurus: [{ site: ['all'], lay: ['todo'] }],
    })
    expect(findings.map(({ path, word }) => [path, word.toLowerCase()])).toEqual([
      ['/routes/0/blocks/1/actions/1/label', 'coming soon'],
      ['/routes/0/blocks/2/paragraphs/0', 'lorem'],
      ['/routes/0/blocks/2/paragraphs/1', 'tbd'],
    ])
  })
})

describe('isoDuration', () => {
  it('turns prep times into ISO 8601 durations, leaving out what follows a "+"', () => {
    expect(isoDuration('25 minutes')).toBe('PT25M')
    expect(isoDuration('5 minutes + overnight')).toBe('PT5M')
    expect(isoDuration('1 hour 10 minutes')).toBe('PT1H10M')
    expect(isoDuration('overnight')).toBeUndefined()
  })
})

describe('reviewed resources against the home page claim', () => {
  const sources: SourcesBlock = { type: 'sources', heading: 'Sources', lastReviewed: '2026-11-24', items: [{ title: 'T', publisher: 'P', href: 'https://example.org/' }] }
  const routes: Route[] = [
    { path: '/', title: 'Home', description: 'd', blocks: [{ type: 'stats', heading: 'h', items: [{ value: '10,000+', label: 'Families supported' }, { value: '1,200+', label: 'Expert-reviewed resources' }] }] },
    { path: '/a', title: 'A', description: 'd', blocks: [sources, sources] },
    { path: '/b', title: 'B', description: 'd', blocks: [{ type: 'section', heading: 'S', blocks: [sources] }] },
    { path: '/c', title: 'C', description: 'd', blocks: [{ type: 'text', paragraphs: ['No sources here.'] }] },
    { path: '/es/a', title: 'A', description: 'd', lang: 'es', translationOf: '/a', blocks: [sources] },
  ]

  it('counts each page with a dated sources block once, nested ones included, translations not, and every directory entry with lastVerified', () => {
    expect(countReviewedResources({ routes, programs: {} })).toEqual({ pages: 2, directoryEntries: 0, total: 2 })
    const site = countReviewedResources(loaded.manifest)
    expect(site.directoryEntries).toBe(Object.keys(loaded.manifest.programs ?? {}).length)
    expect(site.pages).toBe(
      loaded.manifest.routes.filter((route) => !route.translationOf && JSON.stringify(route.blocks).includes('"lastReviewed"')).length,
    )
  })

  it('reads the claim from the home page stats, with its number, and says how far the count stands from it', () => {
    const claim = reviewedResourcesClaim({ routes })
    expect(claim).toEqual({ value: '1,200+', label: 'Expert-reviewed resources', number: 1200 })
    expect(describeReviewedResources({ pages: 2, directoryEntries: 0, total: 2 }, claim)).toContain('1198 short of 1200')
    expect(describeReviewedResources({ pages: 1300, directoryEntries: 0, total: 1300 }, claim)).toContain('as claimed')
    expect(reviewedResourcesClaim({ routes: routes.slice(1) })).toBeUndefined()
    expect(reviewedResourcesClaim(loaded.manifest)?.number).toBe(500)
  })
})
