import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/generated/manifest.ts'
import { blockRegistry } from '../../src/blocks/registry.ts'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'
import { loadManifestSchema } from '../../src/manifest/schema-validator.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { addRoutesForLinks, minimalManifest } from '../support/manifests.ts'
import { fixtureSite, renderBlocks, textOf } from '../support/render.tsx'
import { libraryFor } from '../../src/app/library.ts'
import { blockTypes, toolTypes } from '../../src/blocks/block-definitions.ts'

// An interactive block shows different words in different states (empty, results, errors): its own tests
// (tests/unit/tools/) go through them. Here every block is checked in its first, prerendered state.
const interactive = new Set<string>(toolTypes())

/** Keys whose string values are data for the markup (attributes, ids, options), not visible text. */
const nonTextKeys = new Set(['type', 'href', 'src', 'id', 'emphasis', 'tone', 'layout', 'size', 'lastReviewed', 'alt', 'label', 'recipe', 'resources', 'organizations'])

function visibleStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return nonTextKeys.has(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item, key))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k))
  return []
}

function validatedExample(block: unknown): Block {
  const manifest = minimalManifest()
  manifest.routes[0].blocks = [{ type: 'hero', title: 'Example' }, block]
  addRoutesForLinks(manifest, block)
  const result = validateManifestText(JSON.stringify(manifest))
  if (!result.ok) throw new Error(`example is invalid: ${JSON.stringify(result.problems)}`)
  return result.manifest.routes[0].blocks[1]
}

describe('block definitions and registry', () => {
  it('define every block type in the schema, and no other', () => {
    expect([...blockTypes()].sort()).toEqual(loadManifestSchema().blockTypes)
  })

  it('give every block type exactly one component: a tool chunk or a registry entry, never both', () => {
    const components = Object.keys(blockRegistry)
    const tools: string[] = toolTypes()
    expect(components.filter((type) => tools.includes(type))).toEqual([])
    expect([...components, ...tools].sort()).toEqual(loadManifestSchema().blockTypes)
  })
})

describe.each(readBlockExamples().map((example) => [example.type, example] as const))('the %s block', (_type, example) => {
  const block = validatedExample(example.block)

  it('validates its schema example', () => {
    expect(block.type).toBe(example.type)
  })

  it.skipIf(interactive.has(example.type))('renders every visible text of its data, and of the library entries it names', () => {
    const text = textOf(renderBlocks([block]))
    const site = fixtureSite()
    const library = libraryFor(site, [block])
    for (const expected of [...visibleStrings(block), ...visibleStrings(library)]) expect(text).toContain(expected)
  })

  it.skipIf(interactive.has(example.type))('renders every link of its data as a real <a href>', () => {
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
