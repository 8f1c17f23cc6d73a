import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/generated/manifest.ts'
import { blockInteractivity, toolTypes } from '../../src/blocks/block-definitions.ts'
import { isInteractive, needsHydration } from '../../src/blocks/hydration.ts'
import { defaultManifestPath, loadManifest } from '../../src/manifest/load-manifest.ts'
import { walkBlocks } from '../../src/manifest/walk-blocks.ts'

const text: Block = { type: 'text', heading: 'Why it matters', paragraphs: ['Your body needs fluid to heal.'] }
const links: Block = { type: 'action-row', actions: [{ label: 'Back to Eat Well', href: '/eat-well' }] }
const comingSoon: Block = { type: 'action-row', actions: [{ label: 'Back', href: '/' }, { label: 'Chat', comingSoon: true }] }
const printButton: Block = { type: 'print-button', label: 'Print this page' }

describe('which blocks hydrate', () => {
  it('every interactive tool (a row of the block definitions\' blockTools) is interactive', () => {
    const tools = toolTypes()
    expect(tools.length).toBeGreaterThan(5)
    expect(tools.filter((type) => Object.entries(blockInteractivity).find(([name]) => name === type)?.[1] !== true)).toEqual([])
  })

  it('text and plain links never hydrate; a coming-soon button (its tooltip) does', () => {
    expect(needsHydration(text)).toBe(false)
    expect(needsHydration(links)).toBe(false)
    expect(needsHydration(comingSoon)).toBe(true)
  })

  it('a container hydrates when a block nested in it does, at any depth, and not otherwise', () => {
    const plainSection: Block = { type: 'section', heading: 'Tips', blocks: [text, links] }
    expect(isInteractive(plainSection)).toBe(false)
    expect(needsHydration(plainSection)).toBe(false)
    expect(needsHydration({ type: 'section', heading: 'Find', blocks: [{ type: 'section', blocks: [text, printButton] }] })).toBe(true)
  })

  it('on site.json, leaves most content blocks static (the point: little to hydrate)', () => {
    const loaded = loadManifest(defaultManifestPath)
    if (!loaded.ok) throw new Error('site.json must be valid')
    let all = 0
    let hydrating = 0
    for (const route of loaded.manifest.routes) {
      walkBlocks(route.blocks, (block) => {
        all += 1
        if (isInteractive(block)) hydrating += 1
      })
    }
    expect(hydrating / all).toBeLessThan(0.3)
  })
})
