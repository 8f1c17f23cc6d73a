import { isToolType, needsOf, referencesOf, usesLibrary } from '../../blocks/block-definitions.ts'
import { blocksOfType, walkBlocks, walkManifestBlocks } from '../walk-blocks.ts'
import type { DescribedError } from '../describe-schema-errors.ts'
import { missingEntry, repeatedIds, type ManifestRule } from './rule.ts'

/** No two tabs in one tabs block share an id (the ids name the panels' anchors). */
export const uniqueTabIds: ManifestRule = {
  name: 'unique-tab-ids',
  description: 'No two tabs in one tabs block share an id.',
  check(manifest) {
    const problems: DescribedError[] = []
    for (const { block, pointer } of blocksOfType(manifest, 'tabs')) {
      for (const { id, index } of repeatedIds(block.tabs.map((tab) => tab.id))) {
        problems.push({ path: `${pointer}/tabs/${index}/id`, message: `Two tabs in this block have the id "${id}".`, hint: 'Give each tab its own id.' })
      }
    }
    return problems
  },
}

/** Every image file the manifest shows exists: the logo, heroes' logos and backgrounds, cards' images. */
export const imagesExist: ManifestRule = {
  name: 'images-exist',
  description: 'Every image file exists in src/public.',
  check(manifest, { imageExists }) {
    const problems: DescribedError[] = []
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
  },
}

/** Every library entry a block names by id exists (each block type says which it names: its `references`). */
export const libraryReferences: ManifestRule = {
  name: 'library-references',
  description: 'Every recipe, gift idea, resource and organization a block names by id exists in the library.',
  check(manifest) {
    const problems: DescribedError[] = []
    walkManifestBlocks(manifest, (block, pointer) => {
      for (const reference of referencesOf(block.type, block)) {
        const problem = missingEntry(manifest, reference.collection, reference.id, `${pointer}${reference.pointer}`)
        if (problem) problems.push(problem)
      }
    })
    return problems
  },
}

/**
 * The 404 page shows no tool (tools load only with a route of their own) and no block that uses the library
 * (the 404 page carries none).
 */
export const notFoundPageBlocks: ManifestRule = {
  name: 'not-found-page-blocks',
  description: 'The 404 page shows no interactive block and no block that names library entries.',
  check(manifest) {
    const problems: DescribedError[] = []
    walkBlocks(
      manifest.notFound.blocks,
      (block, pointer) => {
        if (isToolType(block.type)) {
          problems.push({
            path: pointer,
            message: `The 404 page cannot show a "${block.type}" block: interactive blocks load only with a route of their own.`,
            hint: "Link to a page that shows it instead (the header's search form is on the 404 page already).",
          })
          return
        }
        if (usesLibrary(block.type)) {
          problems.push({ path: pointer, message: `The 404 page cannot show a ${block.type} block.`, hint: 'Link to a page that shows it instead.' })
        }
      },
      '/notFound/blocks',
    )
    return problems
  },
}

/**
 * A block that takes a top-level part of site.json whole (a tool's own words, such as `carePlanner`), or builds its
 * own part from one (Smart Nudge from `smartNudge` and `carePlanner`), finds it there.
 */
export const toolParts: ManifestRule = {
  name: 'tool-parts',
  description: 'A tool that needs a top-level part of site.json of its own (such as "carePlanner") finds it there.',
  check(manifest) {
    const problems: DescribedError[] = []
    walkManifestBlocks(manifest, (block, pointer) => {
      const needs = needsOf(block.type, block)
      for (const part of new Set([...(needs.parts ?? []), ...(needs.requires ?? [])])) {
        if (manifest[part] !== undefined) continue
        problems.push({
          path: pointer,
          message: `A ${block.type} block needs site.json's "${part}", but site.json has none.`,
          hint: `Add "${part}" at the top of site.json (see its schema in schema/).`,
        })
      }
    })
    return problems
  },
}
