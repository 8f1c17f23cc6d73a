import type { Block, SiteManifest } from '../generated/manifest.ts'

/**
 * Calls `visit` for every block in `blocks` and every block nested inside them (a section's blocks, each tab's
 * blocks), depth first, in page order, with the block's JSON Pointer below `pointer` (e.g.
 * "/routes/3/blocks/1/tabs/0/blocks/2"). The one place that knows which block types hold blocks.
 */
export function walkBlocks(blocks: readonly Block[], visit: (block: Block, pointer: string) => void, pointer = ''): void {
  blocks.forEach((block, index) => {
    const blockPointer = `${pointer}/${index}`
    visit(block, blockPointer)
    if (block.type === 'section') walkBlocks(block.blocks, visit, `${blockPointer}/blocks`)
    if (block.type === 'tabs') {
      block.tabs.forEach((tab, tabIndex) => walkBlocks(tab.blocks, visit, `${blockPointer}/tabs/${tabIndex}/blocks`))
    }
  })
}

/** The block types used in `blocks` (nested ones included), each once, in order of first appearance. */
export function blockTypesIn(blocks: readonly Block[]): Block['type'][] {
  const types = new Set<Block['type']>()
  walkBlocks(blocks, (block) => types.add(block.type))
  return [...types]
}

/** Calls `visit` for every block of every route and of the 404 page. */
export function walkManifestBlocks(manifest: Pick<SiteManifest, 'routes' | 'notFound'>, visit: (block: Block, pointer: string) => void): void {
  walkBlocks(manifest.notFound.blocks, visit, '/notFound/blocks')
  manifest.routes.forEach((route, index) => walkBlocks(route.blocks, visit, `/routes/${index}/blocks`))
}

/** True when a block is of the given type (a type guard, so the block's own fields can be read). */
function isOfType<T extends Block['type']>(block: Block, type: T): block is Extract<Block, { type: T }> {
  return block.type === type
}

/** Every block of one type in the manifest (routes and the 404 page, nested ones included), with its JSON Pointer, in page order. */
export function blocksOfType<T extends Block['type']>(
  manifest: Pick<SiteManifest, 'routes' | 'notFound'>,
  type: T,
): { block: Extract<Block, { type: T }>; pointer: string }[] {
  const found: { block: Extract<Block, { type: T }>; pointer: string }[] = []
  walkManifestBlocks(manifest, (block, pointer) => {
    if (isOfType(block, type)) found.push({ block, pointer })
  })
  return found
}

/** Calls `visit` with every `href` string in a value (any depth) and its JSON Pointer below `pointer`. */
export function eachHref(value: unknown, pointer: string, visit: (href: string, pointer: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => eachHref(item, `${pointer}/${index}`, visit))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') visit(item, `${pointer}/href`)
      else eachHref(item, `${pointer}/${key}`, visit)
    }
  }
}
