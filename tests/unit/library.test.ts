import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/generated/manifest.ts'
import { routeLanguage } from '../../src/languages/translations.ts'
import { libraryFor, needsPageFacts, needsWarningKnowledge, warningKnowledgeIn } from '../../src/app/library.ts'
import { pageFacts } from '../../src/app/site-index.ts'
import { pageFactsUrl } from '../../src/app/paths.ts'
import { readPageFacts } from '../../src/tools/shelby/page-facts-check.ts'
import { readWarningKnowledge } from '../../src/tools/shelby/warning-knowledge-check.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const site = loaded.manifest

/** The blocks of the real site's first block of this type, alone. */
function firstBlock(type: Block['type']): Block[] {
  for (const route of site.routes) {
    const block = route.blocks.find((candidate) => candidate.type === type)
    if (block) return [block]
  }
  throw new Error(`site.json shows no ${type} block`)
}

describe("a page's library, as the block definitions say", () => {
  it('carries nothing for plain blocks, and only the entries a block names', () => {
    expect(libraryFor(site, [{ type: 'text', paragraphs: ['x'] }])).toEqual({})
    const recipes = libraryFor(site, [{ type: 'recipe-list', recipes: [{ recipe: 'creamy-banana-oatmeal' }] }])
    expect(Object.keys(recipes)).toEqual(['recipes'])
    expect(Object.keys(recipes.recipes ?? {})).toEqual(['creamy-banana-oatmeal'])
  })

  it('gives every tool the shared words, and a tool its own part only where it is', () => {
    const printing = libraryFor(site, firstBlock('print-button'))
    expect(printing.toolText?.keepCopy).toBeDefined()
    expect(printing.toolText?.programFinder).toBeUndefined()
    expect(printing.carePlanner).toBeUndefined()
    const finder = libraryFor(site, firstBlock('program-finder'))
    expect(finder.toolText?.programFinder).toBeDefined()
    expect(Object.keys(finder.programs ?? {}).length).toBeGreaterThan(0)
    expect(libraryFor(site, firstBlock('care-planner')).carePlanner).toEqual(site.carePlanner)
  })

  it('gives search the A to Z list, Shelby its helplines, and the registry every gift idea', () => {
    // Of the pages in the library's language (the default language here).
    const defaultLanguagePages = site.routes.filter((route) => routeLanguage(route, site.lang) === site.lang)
    expect(defaultLanguagePages.length).toBeLessThan(site.routes.length)
    expect(libraryFor(site, firstBlock('search')).pages).toHaveLength(defaultLanguagePages.length)
    const shelby = libraryFor(site, firstBlock('shelby'))
    expect(Object.keys(shelby.organizations ?? {}).length).toBeGreaterThan(0)
    expect(Object.keys(libraryFor(site, firstBlock('gift-registry')).giftIdeas ?? {})).toEqual(Object.keys(site.giftIdeas ?? {}))
  })

  it("leaves every page's facts out of Shelby's page: Shelby fetches those of its page's language once it is running", () => {
    const shelby = firstBlock('shelby')
    expect(libraryFor(site, shelby)).not.toHaveProperty('pageFacts')
    expect(needsPageFacts(shelby)).toBe(true)
    expect(needsPageFacts(firstBlock('search'))).toBe(false)
    const defaultLanguagePages = site.routes.filter((route) => routeLanguage(route, site.lang) === site.lang)
    expect(Object.keys(pageFacts(site))).toEqual(defaultLanguagePages.map((route) => route.path))
    expect(pageFactsUrl('es')).toBe('/_data/_parts/page-facts.es.json')
  })

  it("leaves Shelby's warning knowledge out of its page: Shelby fetches it when the reader comes to it", () => {
    const shelby = firstBlock('shelby')
    expect(libraryFor(site, shelby)).not.toHaveProperty('warningSigns')
    expect(libraryFor(site, shelby)).not.toHaveProperty('warningLookAlikes')
    expect(needsWarningKnowledge(shelby)).toBe(true)
    expect(needsWarningKnowledge(firstBlock('search'))).toBe(false)
    // As site.json has them: Shelby shows each card in its page's language, as the build does on health pages.
    expect(warningKnowledgeIn(site)).toEqual({ warningSigns: site.warningSigns, warningLookAlikes: site.warningLookAlikes })
  })

  it('reads the warning knowledge the build writes, and refuses a damaged file, saying where', () => {
    const written = JSON.parse(JSON.stringify(warningKnowledgeIn(site)))
    expect(readWarningKnowledge(written, '/k.json').warningSigns).toHaveLength(site.warningSigns?.length ?? 0)
    written.warningSigns[2].card.actions = []
    expect(() => readWarningKnowledge(written, '/k.json')).toThrow(/\/k\.json is not valid warning knowledge: \/warningSigns\/2\/card\/actions /)
    expect(() => readWarningKnowledge('<html>', '/k.json')).toThrow(/not valid warning knowledge/)
  })

  it('checks a page facts file as the build writes it, and refuses a damaged one, saying where', () => {
    const written = JSON.parse(JSON.stringify(pageFacts(site, 'es')))
    expect(Object.keys(readPageFacts(written, '/f.json')).every((path) => path.startsWith('/es'))).toBe(true)
    const [first] = Object.keys(written)
    if (!first) throw new Error('no Spanish page')
    written[first].reviewed = 'yesterday'
    expect(() => readPageFacts(written, '/f.json')).toThrow(/\/f\.json is not valid page facts: .*reviewed/)
    expect(() => readPageFacts({ 'not-a-path': { title: 'x', description: 'y' } }, '/f.json')).toThrow(/not valid page facts/)
    expect(() => readPageFacts('<html>', '/f.json')).toThrow(/not valid page facts/)
  })
})
