import type { Block, SiteManifest } from '../generated/manifest.ts'
import { blockTypesIn, walkBlocks } from '../blocks/walk-blocks.ts'
import { pageSummaries } from './site-index.ts'
import { usesInteractiveBlocks } from '../blocks/preload-blocks.ts'
import type { Library } from './page-payload.ts'

/** Ids of library entries that blocks name, by kind. */
export interface LibraryReferences {
  recipes: string[]
  giftIdeas: string[]
  resources: string[]
  organizations: string[]
}

/**
 * Every library id the blocks (and the blocks inside them) name, in order of appearance, without repeats. A
 * gift-registry block offers every gift idea, so it names them all (`allGiftIdeas`), and with them the
 * organizations its gifts to organizations link to.
 */
export function referencesIn(blocks: readonly Block[], allGiftIdeas: SiteManifest['giftIdeas'] = {}): LibraryReferences {
  const found = {
    recipes: new Set<string>(),
    giftIdeas: new Set<string>(),
    resources: new Set<string>(),
    organizations: new Set<string>(),
  }
  walkBlocks(blocks, (block) => {
    if (block.type === 'recipe-list') for (const entry of block.recipes) found.recipes.add(entry.recipe)
    if (block.type === 'gift-idea-list') for (const id of block.ideas) found.giftIdeas.add(id)
    if (block.type === 'gift-registry') {
      for (const [id, idea] of Object.entries(allGiftIdeas)) {
        found.giftIdeas.add(id)
        if (idea.organization) found.organizations.add(idea.organization)
      }
    }
    if (block.type === 'resource-list') for (const id of block.resources) found.resources.add(id)
    if (block.type === 'organization-list') for (const id of block.organizations) found.organizations.add(id)
  })
  return {
    recipes: [...found.recipes],
    giftIdeas: [...found.giftIdeas],
    resources: [...found.resources],
    organizations: [...found.organizations],
  }
}

function pick<T>(all: Record<string, T> | undefined, ids: readonly string[]): Record<string, T> | undefined {
  if (ids.length === 0 || !all) return undefined
  return Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]))
}

/**
 * The part of the manifest's library a route's blocks use: what its page payload and data file carry. A route
 * with a search block also carries the A to Z list of every page, its fallback when search cannot run; a route
 * with any interactive block carries the tools' shared words.
 */
export function libraryFor(manifest: SiteManifest, blocks: readonly Block[]): Library {
  const references = referencesIn(blocks, manifest.giftIdeas)
  const recipes = pick(manifest.recipes, references.recipes)
  const giftIdeas = pick(manifest.giftIdeas, references.giftIdeas)
  const resources = pick(manifest.resources, references.resources)
  const organizations = pick(manifest.organizations, references.organizations)
  const pages = blockTypesIn(blocks).includes('search') ? pageSummaries(manifest) : undefined
  const toolText = usesInteractiveBlocks(blocks) ? manifest.toolText : undefined
  return {
    ...(recipes ? { recipes } : {}),
    ...(giftIdeas ? { giftIdeas } : {}),
    ...(resources ? { resources } : {}),
    ...(organizations ? { organizations } : {}),
    ...(pages ? { pages } : {}),
    ...(toolText ? { toolText } : {}),
  }
}
