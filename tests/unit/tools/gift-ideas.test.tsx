import { siteManifestJson } from '../../support/site.ts'
import { describe, expect, it } from 'vitest'
import type { Block } from '../../../src/generated/manifest.ts'
import { libraryFor } from '../../../src/app/library.ts'
import { validateManifestText } from '../../../src/manifest/validate-manifest.ts'
import { minimalManifest } from '../../support/manifests.ts'
import { fixtureSite, renderBlocks, textOf } from '../../support/render.tsx'

/** The visible text of rendered blocks, without emotion's style elements. */
function visible(html: string): string {
  return textOf(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''))
}

const site = JSON.parse(JSON.stringify(siteManifestJson()))

describe('gift ideas in site.json', () => {
  it('are shown by the guides: every idea but the gifts to organizations is on a Wishing Well page', () => {
    const shown = new Set<string>()
    const visit = (blocks: Block[]) => {
      for (const block of blocks) {
        if (block.type === 'gift-idea-list') block.ideas.forEach((id) => shown.add(id))
        if (block.type === 'section') visit(block.blocks)
      }
    }
    for (const route of site.routes) visit(route.blocks)
    const notShown = Object.entries(site.giftIdeas).filter(([id]) => !shown.has(id))
    expect(notShown.map(([, idea]) => (idea as { kind: string }).kind)).toEqual(['organization', 'organization', 'organization'])
  })

  it('are rejected when a block names one that does not exist, or a gift to an organization names none', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [
      { type: 'hero', title: 'Gifts' },
      { type: 'gift-idea-list', ideas: ['unscented-lotions'] },
    ]
    const missing = validateManifestText(JSON.stringify(manifest))
    expect(missing.ok).toBe(false)
    if (!missing.ok)
      expect(missing.problems[0].message).toBe(
        'There is no entry "unscented-lotions" in the manifest\'s "giftIdeas". Did you mean "unscented-lotion"?',
      )

    const broken = minimalManifest()
    ;(broken.giftIdeas as Record<string, Record<string, unknown>>)['call-the-helpline-together'].organization = undefined
    const orphan = validateManifestText(JSON.stringify(broken))
    expect(orphan.ok).toBe(false)
    if (!orphan.ok)
      expect(orphan.problems[0].message).toBe('The gift idea "call-the-helpline-together" is a gift to an organization but names none.')
  })

  it('travel only to the pages that show them; the registry page gets all of them and their organizations', () => {
    const manifest = fixtureSite()
    const guide = libraryFor(manifest, [{ type: 'gift-idea-list', ideas: ['unscented-lotion'] }])
    expect(Object.keys(guide.giftIdeas ?? {})).toEqual(['unscented-lotion'])
    expect(guide.organizations).toBeUndefined()
    const registryBlock = site.routes
      .find((route: { path: string }) => route.path === '/wishing-well/registry')
      .blocks.find((block: Block) => block.type === 'gift-registry')
    const builder = libraryFor(manifest, [registryBlock])
    expect(Object.keys(builder.giftIdeas ?? {})).toEqual(['unscented-lotion', 'call-the-helpline-together'])
    expect(Object.keys(builder.organizations ?? {})).toEqual(['cancer-information-service'])
    expect(libraryFor(manifest, [{ type: 'hero', title: 'x' }]).giftIdeas).toBeUndefined()
  })
})

describe('the gift-idea-list block', () => {
  it('renders each idea’s title, why and what to check as cards, with the plain cards after them', () => {
    const html = renderBlocks([
      {
        type: 'gift-idea-list',
        heading: 'Everyday gift ideas',
        ideas: ['unscented-lotion'],
        checkLabel: 'Check before you buy',
        moreCards: [{ title: 'Help instead of things', description: 'A ride helps too.' }],
      },
    ])
    const text = visible(html)
    expect(text).toContain(
      'Unscented lotion Treatment can leave skin dry or itchy. A gentle lotion with no scent is kind to skin. Check before you buy Pick one with no scent.',
    )
    expect(text).not.toContain('Strongly scented lotion.')
    expect(text.indexOf('Help instead of things')).toBeGreaterThan(text.indexOf('Unscented lotion'))
    expect(html).toMatch(/<h3[^>]*>Unscented lotion<\/h3>/)
  })

  it('renders a plain list with each title in bold, and leaves out what to check when asked', () => {
    const html = renderBlocks([{ type: 'gift-idea-list', layout: 'list', ideas: ['unscented-lotion'], showCheck: false, showAvoid: true }])
    expect(html).toContain('<strong>Unscented lotion.</strong>')
    expect(visible(html)).toContain('kind to skin. Strongly scented lotion.')
    expect(visible(html)).not.toContain('Pick one with no scent.')
  })
})

describe('the gift-registry block before any script runs', () => {
  it('prerenders the start screen with its words, a no-script note, and no list data', () => {
    const block = site.routes
      .find((route: { path: string }) => route.path === '/wishing-well/registry')
      .blocks.find((candidate: Block) => candidate.type === 'gift-registry')
    const html = renderBlocks([block])
    expect(visible(html)).toContain('Make a wish list')
    expect(html).toContain('<noscript>')
    expect(html).toContain('The registry needs JavaScript to make or change a list.')
    expect(html).toMatch(/<form[^>]*data-needs-script=""/)
  })
})
