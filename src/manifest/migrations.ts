/**
 * Ordered, idempotent upgrades of site.json's format. Each step takes a manifest of version N (as plain JSON,
 * since an old manifest does not match today's types) and returns version N + 1. `migrateManifest` runs the
 * steps a manifest needs, in order; a manifest already at the current version comes back unchanged.
 */
import { slug } from '../text/slug.ts'

/** Plain JSON, as read from an older site.json. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The format version this code reads. */
export const currentManifestVersion = 2

/** One upgrade step: from `from` to `from + 1`. */
export interface Migration {
  from: number
  description: string
  migrate(manifest: JsonObject): JsonObject
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A recipe's id made from its title, its {@link slug}: "Creamy Banana Oats" gives "creamy-banana-oats"; "recipe" when none is left. */
export function idFromTitle(title: string): string {
  return slug(title) || 'recipe'
}

function eachBlock(blocks: Json | undefined, visit: (block: JsonObject) => void): void {
  if (!Array.isArray(blocks)) return
  for (const block of blocks) {
    if (!isObject(block)) continue
    visit(block)
    eachBlock(block.blocks, visit)
    if (Array.isArray(block.tabs)) for (const tab of block.tabs) if (isObject(tab)) eachBlock(tab.blocks, visit)
  }
}

/**
 * Version 1 to 2: recipes written inside recipe-list blocks move to the manifest's "recipes", each under an id
 * made from its title (a number is added when two titles give the same id); the block keeps the id and the day.
 */
const moveRecipesToLibrary: Migration = {
  from: 1,
  description: 'move recipes from recipe-list blocks into the top-level "recipes", referenced by id',
  migrate(manifest) {
    const recipes: JsonObject = isObject(manifest.recipes) ? { ...manifest.recipes } : {}
    const routes = Array.isArray(manifest.routes) ? structuredClone(manifest.routes) : []
    const notFound = isObject(manifest.notFound) ? structuredClone(manifest.notFound) : manifest.notFound
    const moveFrom = (block: JsonObject) => {
      if (block.type !== 'recipe-list' || !Array.isArray(block.recipes)) return
      block.recipes = block.recipes.map((entry) => {
        if (!isObject(entry) || typeof entry.recipe === 'string') return entry
        const { day, ...recipe } = entry
        let id = idFromTitle(typeof recipe.title === 'string' ? recipe.title : 'recipe')
        for (let n = 2; id in recipes && JSON.stringify(recipes[id]) !== JSON.stringify(recipe); n++) {
          id = `${idFromTitle(typeof recipe.title === 'string' ? recipe.title : 'recipe')}-${n}`
        }
        recipes[id] = recipe
        return day === undefined ? { recipe: id } : { recipe: id, day }
      })
    }
    for (const route of routes) if (isObject(route)) eachBlock(route.blocks, moveFrom)
    if (isObject(notFound)) eachBlock(notFound.blocks, moveFrom)
    const { routes: _routes, notFound: _notFound, ...rest } = manifest
    const upgraded: JsonObject = { ...rest, version: 2 }
    if (Object.keys(recipes).length > 0) upgraded.recipes = recipes
    upgraded.notFound = notFound ?? null
    upgraded.routes = routes
    return upgraded
  },
}

/** Every step, in order of the version it upgrades from. */
export const migrations: readonly Migration[] = [moveRecipesToLibrary]

/** What {@link migrateManifest} did. */
export interface MigrationResult {
  manifest: Json
  /** Descriptions of the steps applied, in order; empty when the manifest was already current. */
  applied: string[]
}

/**
 * Upgrades a manifest to {@link currentManifestVersion}, running each step it needs in order.
 * @throws when the manifest is not an object, has no numeric version, or is newer than this code.
 */
export function migrateManifest(manifest: Json): MigrationResult {
  if (!isObject(manifest)) throw new Error('site.json must hold one JSON object')
  const version = manifest.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new Error('site.json has no "version" (a whole number such as 1 or 2) to migrate from')
  }
  if (version > currentManifestVersion) {
    throw new Error(`site.json is version ${version}, newer than this code understands (${currentManifestVersion})`)
  }
  let current = manifest
  const applied: string[] = []
  for (const step of migrations) {
    if (current.version !== step.from) continue
    current = step.migrate(current)
    applied.push(`${step.from} → ${step.from + 1}: ${step.description}`)
  }
  return { manifest: current, applied }
}
