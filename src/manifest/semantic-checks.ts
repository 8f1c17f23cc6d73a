import type { Block, SiteManifest } from '../generated/manifest.ts'
import type { DescribedError } from './describe-schema-errors.ts'
import { canonicalPath } from '../app/paths.ts'

/** Calls `visit` for every block in a list and in the blocks it holds, with each block's JSON Pointer. */
export function walkBlocks(blocks: readonly Block[], pointer: string, visit: (block: Block, pointer: string) => void): void {
  blocks.forEach((block, index) => {
    const blockPointer = `${pointer}/${index}`
    visit(block, blockPointer)
    if (block.type === 'section') walkBlocks(block.blocks, `${blockPointer}/blocks`, visit)
    if (block.type === 'tabs') {
      block.tabs.forEach((tab, tabIndex) => walkBlocks(tab.blocks, `${blockPointer}/tabs/${tabIndex}/blocks`, visit))
    }
  })
}

/** Calls `visit` for every block of every route and of the 404 page. */
export function walkManifestBlocks(manifest: SiteManifest, visit: (block: Block, pointer: string) => void): void {
  walkBlocks(manifest.notFound.blocks, '/notFound/blocks', visit)
  manifest.routes.forEach((route, index) => walkBlocks(route.blocks, `/routes/${index}/blocks`, visit))
}

/**
 * Rules the schema cannot state, checked on a manifest that already matches the schema:
 * - no two routes share a path (compared as the router compares them: any letter case, trailing slash or not);
 * - no two tabs in one tabs block share an id (they name the panels' anchors);
 * - every image file exists (`imageExists` answers for a path such as "/images/sea.svg").
 *
 * @returns one described problem per broken rule, in manifest order; empty when all hold.
 */
export function checkManifestRules(manifest: SiteManifest, imageExists: (src: string) => boolean): DescribedError[] {
  const problems: DescribedError[] = []

  const firstRouteByPath = new Map<string, number>()
  manifest.routes.forEach((route, index) => {
    const key = canonicalPath(route.path)
    const first = firstRouteByPath.get(key)
    if (first === undefined) {
      firstRouteByPath.set(key, index)
      return
    }
    problems.push({
      path: `/routes/${index}/path`,
      message: `The path "${route.path}" is already used by route ${first} ("${manifest.routes[first].path}").`,
      hint: 'Each page needs its own path. Change this one, or merge the two routes.',
    })
  })

  const checkImage = (src: string, pointer: string): void => {
    if (imageExists(src)) return
    problems.push({
      path: `${pointer}/src`,
      message: `The image file "${src}" does not exist.`,
      hint: 'Put the file in src/public (so "/images/x.svg" is src/public/images/x.svg), or fix the path.',
    })
  }
  if (manifest.logo) checkImage(manifest.logo.src, '/logo')

  walkManifestBlocks(manifest, (block, pointer) => {
    if (block.type === 'tabs') {
      const seen = new Set<string>()
      block.tabs.forEach((tab, index) => {
        if (seen.has(tab.id)) {
          problems.push({
            path: `${pointer}/tabs/${index}/id`,
            message: `Two tabs in this block have the id "${tab.id}".`,
            hint: 'Give each tab its own id.',
          })
        }
        seen.add(tab.id)
      })
    }
    if (block.type === 'hero') {
      if (block.logo) checkImage(block.logo.src, `${pointer}/logo`)
      if (block.background) checkImage(block.background.src, `${pointer}/background`)
    }
    if (block.type === 'card-grid') {
      block.cards.forEach((card, index) => {
        if (card.image) checkImage(card.image.src, `${pointer}/cards/${index}/image`)
      })
    }
  })
  return problems
}
