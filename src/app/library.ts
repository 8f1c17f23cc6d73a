import type { Block, Program, SiteManifest } from '../generated/manifest.ts'
import { blockTypesIn, walkBlocks } from '../manifest/walk-blocks.ts'
import { pageFacts, pageSummaries } from './site-index.ts'
import { usesInteractiveBlocks } from '../blocks/preload-blocks.ts'
import type { Library, PageToolText } from './page-payload.ts'

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
    if (block.type === 'shelby') {
      for (const id of block.handoff.helplines) found.organizations.add(id)
      for (const path of block.paths) for (const id of path.helplines ?? []) found.organizations.add(id)
    }
  })
  return {
    recipes: [...found.recipes],
    giftIdeas: [...found.giftIdeas],
    resources: [...found.resources],
    organizations: [...found.organizations],
  }
}

/** A program's `organization` that names an entry of the manifest's `organizations` (an id) rather than a name. */
export const organizationIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The ids of the programs the blocks' program finders show, in the manifest's order: the programs of each
 * finder's preset kinds, or every program for a finder without a preset.
 */
export function programsShownBy(manifest: Pick<SiteManifest, 'programs'>, blocks: readonly Block[]): string[] {
  const kinds = new Set<string>()
  let everyKind = false
  walkBlocks(blocks, (block) => {
    if (block.type !== 'program-finder') return
    if (block.preset) for (const kind of block.preset.kind) kinds.add(kind)
    else everyKind = true
  })
  return Object.entries(manifest.programs ?? {})
    .filter(([, program]) => everyKind || kinds.has(program.kind))
    .map(([id]) => id)
}

function pick<T>(all: Record<string, T> | undefined, ids: readonly string[]): Record<string, T> | undefined {
  if (ids.length === 0 || !all) return undefined
  return Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]))
}

/** A program as a page carries it: without the maintainers' notes, which are never shown. */
function publicProgram(program: Program): Program {
  const { notes: _notes, ...shown } = program
  return shown
}

/**
 * The part of the manifest's library a route's blocks use: what its page payload and data file carry. A route
 * with a search block also carries the A to Z list of every page, its fallback when search cannot run; a route
 * with any interactive block carries the tools' shared words (the program finder's own words only where a finder
 * is); a route with a program finder carries the programs it shows and the organizations they name; a route with
 * Shelby carries every page's facts (title, summary, "Last reviewed" date, sources and the sections not to quote),
 * so its answers can cite them; a route with a care-planner block carries the planner's words.
 */
export function libraryFor(manifest: SiteManifest, blocks: readonly Block[]): Library {
  const references = referencesIn(blocks, manifest.giftIdeas)
  const programIds = programsShownBy(manifest, blocks)
  const programs = pick(manifest.programs, programIds)
  const programOrganizations = Object.values(programs ?? {})
    .map((program) => program.organization)
    .filter((name) => organizationIdPattern.test(name))
  const recipes = pick(manifest.recipes, references.recipes)
  const giftIdeas = pick(manifest.giftIdeas, references.giftIdeas)
  const resources = pick(manifest.resources, references.resources)
  const organizations = pick(manifest.organizations, [...new Set([...references.organizations, ...programOrganizations])])
  const types = blockTypesIn(blocks)
  const pages = types.includes('search') ? pageSummaries(manifest) : undefined
  const facts = types.includes('shelby') ? pageFacts(manifest) : undefined
  let toolText: PageToolText | undefined = usesInteractiveBlocks(blocks) ? manifest.toolText : undefined
  if (toolText && !types.includes('program-finder')) {
    const { programFinder: _finderWords, ...shared } = toolText
    toolText = shared
  }
  const carePlanner = types.includes('care-planner') ? manifest.carePlanner : undefined
  return {
    ...(recipes ? { recipes } : {}),
    ...(giftIdeas ? { giftIdeas } : {}),
    ...(resources ? { resources } : {}),
    ...(organizations ? { organizations } : {}),
    ...(programs ? { programs: Object.fromEntries(Object.entries(programs).map(([id, program]) => [id, publicProgram(program)])) } : {}),
    ...(pages ? { pages } : {}),
    ...(facts ? { pageFacts: facts } : {}),
    ...(toolText ? { toolText } : {}),
    ...(carePlanner ? { carePlanner } : {}),
  }
}
