import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/generated/manifest.ts'
import { blockRegistry } from '../../src/blocks/registry.ts'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'
import { loadManifestSchema } from '../../src/manifest/schema-validator.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { addRoutesForLinks, minimalManifest } from '../support/manifests.ts'
import { fixtureSite, renderBlocks, textOf } from '../support/render.tsx'
import { libraryFor } from '../../src/app/library.ts'
import { readableDate } from '../../src/ui/readable-date.ts'
import { toolTypes } from '../../src/blocks/block-definitions.ts'

/** Keys whose string values are data for the markup (attributes, ids, options), not visible text. */
const nonTextKeys = new Set(['type', 'href', 'src', 'id', 'emphasis', 'tone', 'layout', 'size', 'lastReviewed', 'alt', 'label', 'recipe', 'resources', 'organizations', 'signs'])

function visibleStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return nonTextKeys.has(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item, key))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k))
  return []
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings)
  return []
}

/** Validates an example as the second block of the fixture's first route (with routes for its links). */
function validateExample(block: unknown) {
  const manifest = minimalManifest()
  manifest.routes[0].blocks = [{ type: 'hero', title: 'Example' }, block]
  addRoutesForLinks(manifest, block)
  return validateManifestText(JSON.stringify(manifest))
}

/** The example, validated and typed. @throws with the problems when it is not valid (see its own test). */
function validatedExample(block: unknown): Block {
  const result = validateExample(block)
  const validated = result.ok ? result.manifest.routes[0]?.blocks[1] : undefined
  if (!validated) throw new Error(`the example is invalid: ${JSON.stringify(result.ok ? 'no block' : result.problems)}`)
  return validated
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The text nodes of rendered HTML that hold words no string of `sources` gave: each node must be a whole source (a
 * `{placeholder}` in it standing for anything) or made of sources and punctuation, digits or spaces. Styles are
 * left out. A block that writes a visible word of its own fails the house rule: every word comes from site.json.
 */
function foreignText(html: string, sources: readonly string[]): string[] {
  const longestFirst = [...new Set(sources)].filter((source) => source.trim() !== '').sort((a, b) => b.length - a.length)
  const templates = longestFirst.filter((source) => /\{[a-zA-Z]+\}/.test(source)).map((source) => new RegExp(`^${source.split(/\{[a-zA-Z]+\}/).map(escapeRegExp).join('.+')}$`, 's'))
  const nodes = textOf(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '<br>').replace(/<[^>]*>/g, '\u0000')).split('\u0000').map((node) => node.trim()).filter(Boolean)
  return nodes.filter((node) => {
    if (templates.some((template) => template.test(node))) return false
    let rest = node
    for (const source of longestFirst) rest = rest.replaceAll(source, ' ')
    return /\p{L}/u.test(rest)
  })
}

/** Every string a block may show: its data, the library entries it uses, the site's words, and what code derives from them (a link's address without "https://", a date written out). */
function wordsFor(block: Block): string[] {
  const site = fixtureSite()
  const strings = [...allStrings(block), ...allStrings(libraryFor(site, [block])), ...allStrings(site)]
  const derived = strings.flatMap((text) => [
    ...(/^https?:\/\//.test(text) ? [text.replace(/^https?:\/\//, '').replace(/\/$/, '')] : []),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(text) ? [readableDate(text, site.lang)] : []),
  ])
  return [...strings, ...derived]
}

describe('block definitions and registry', () => {
  it('give every block type exactly one component: a tool chunk or a registry entry, never both', () => {
    const components = Object.keys(blockRegistry)
    const tools: string[] = toolTypes()
    expect(components.filter((type) => tools.includes(type))).toEqual([])
    expect([...components, ...tools].sort()).toEqual(loadManifestSchema().blockTypes)
  })
})

const tools = new Set<string>(toolTypes())

describe.each(readBlockExamples().map((example) => [example.type, example] as const))('the %s block', (type, example) => {
  it('validates its schema example', () => {
    const result = validateExample(example.block)
    expect(result.ok ? [] : result.problems).toEqual([])
  })

  it('shows no word of its own in its first, prerendered state: every word comes from site.json', () => {
    const block = validatedExample(example.block)
    const html = renderBlocks([block])
    expect(textOf(html)).not.toBe('')
    expect(foreignText(html, wordsFor(block))).toEqual([])
  })

  // An interactive block shows different words in different states (empty, results, errors): its own tests
  // (tests/unit/tools/) go through them. A plain block shows all of its data at once.
  it.skipIf(tools.has(type))('renders every visible text of its data, and of the library entries it names', () => {
    const block = validatedExample(example.block)
    const text = textOf(renderBlocks([block]))
    const library = libraryFor(fixtureSite(), [block])
    for (const expected of [...visibleStrings(block), ...visibleStrings(library)]) expect(text).toContain(expected)
  })

  it.skipIf(tools.has(type))('renders every link of its data as a real <a href>', () => {
    const block = validatedExample(example.block)
    const html = renderBlocks([block])
    const hrefs = JSON.stringify(block).match(/"href":"[^"]*"/g) ?? []
    for (const entry of hrefs) expect(html).toContain(`href="${entry.slice(8, -1)}"`)
  })
})

describe('block details', () => {
  it('renders a coming-soon action as an aria-disabled button with a tooltip, never a link', () => {
    const html = renderBlocks([{ type: 'action-row', actions: [{ label: 'Start Matching Today', comingSoon: true }] }])
    expect(html).toMatch(/<button[^>]*aria-disabled="true"/)
    expect(html).toContain('role="tooltip"')
    expect(html).toContain('This is not available yet.')
    expect(html).not.toContain('<a ')
  })

  it('marks external links noopener noreferrer and keeps internal ones plain', () => {
    const html = renderBlocks([
      {
        type: 'action-row',
        actions: [
          { label: 'Inside', href: '/second' },
          { label: 'Outside', href: 'https://www.cancer.gov/' },
        ],
      },
    ])
    expect(html).toMatch(/<a[^>]*href="https:\/\/www.cancer.gov\/"[^>]*rel="noopener noreferrer"|<a[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/www.cancer.gov\/"/)
    expect(html).not.toMatch(/<a[^>]*href="\/second"[^>]*rel=/)
  })

  it('renders tabs with the first panel shown and the others hidden, each labelled by its tab', () => {
    const html = renderBlocks([
      {
        type: 'tabs',
        label: 'Week',
        tabs: [
          { id: 'plan', label: 'Plan', blocks: [{ type: 'text', paragraphs: ['First'] }] },
          { id: 'shop', label: 'Shop', blocks: [{ type: 'text', paragraphs: ['Second'] }] },
        ],
      },
    ])
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Plan</)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Shop</)
    expect(html).toMatch(/role="tabpanel" id="plan"[^>]*tabindex="0"(?![^>]*hidden)/)
    expect(html).toMatch(/role="tabpanel" id="shop"[^>]*hidden=""/)
  })

  it('nests headings one level per section so no level is skipped', () => {
    const html = renderBlocks([
      { type: 'section', heading: 'Outer', blocks: [{ type: 'text', heading: 'Inner', paragraphs: ['x'] }] },
    ])
    expect(html).toMatch(/<h2[^>]*>Outer<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Inner<\/h3>/)
  })

  it('numbers recipe instructions and lists servings and prep time with their labels', () => {
    const html = renderBlocks([{ type: 'recipe-list', recipes: [{ recipe: 'creamy-banana-oats', day: 'Day 3' }] }])
    const text = textOf(html)
    expect(text).toContain('Day 3')
    expect(text).toContain('Creamy banana oats')
    expect(text).toContain('Servings: 1 serving')
    expect(text).toContain('Prep time: 10 minutes')
    expect(html).toMatch(/<ol><li>Simmer the oats in the milk for 5 minutes.<\/li><li>Mash in the banana/)
    expect(renderBlocks([{ type: 'list', ordered: true, items: ['a'] }])).toContain('<ol')
  })
})
