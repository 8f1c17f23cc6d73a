import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Block } from '../generated/manifest.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'
import { needsHydration } from '../blocks/hydration.ts'

/**
 * The client bundle's entry module, relative to the project root (Vite's manifest key): the small boot script,
 * which loads the app (src/client/main.tsx) after the first paint.
 */
export const clientEntry = 'src/client/boot.ts'

/** The app's module, the second entry, which the boot script imports after the first paint (Vite's manifest key). */
export const appModule = 'src/client/main.tsx'

/** Where an interactive block type's component module is, relative to the project root (Vite's manifest key). */
export function blockModulePath(type: string): string {
  return `src/tools/${type}/${type}.tsx`
}

/**
 * Where the component module of a plain block type that the registry loads on demand is, relative to the project
 * root (Vite's manifest key).
 */
export function plainBlockModulePath(type: string): string {
  return `src/blocks/${type}.tsx`
}

/** A block type whose component is a chunk of its own, and its module (a key of Vite's manifest). */
export interface BlockChunk {
  type: string
  module: string
}

interface ViteManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

function isManifest(value: unknown): value is Record<string, ViteManifestChunk> {
  return typeof value === 'object' && value !== null
}

/** What every page loads, and what each interactive block type adds on the routes that use it. */
export interface ClientAssets {
  /** The boot script's file, in /assets/. */
  entryFile: string
  /** The app's chunk, then the chunks it imports statically: what every page loads after its first paint. */
  appFiles: readonly string[]
  /**
   * The chunks the app imports statically, each after the chunks it imports (React before the libraries that use
   * it): the boot script evaluates them one by one, each in a task of its own, before the app.
   */
  appStages: readonly string[]
  /**
   * Per block type with a chunk of its own (the tools, and the plain types the registry loads on demand): its
   * chunk's file and the chunks it imports that the app does not, in /assets/.
   */
  blockFiles: ReadonlyMap<string, readonly string[]>
}

/**
 * Reads Vite's manifest of a client build: the entry's tags, and for every block type with a chunk of its own the
 * files of that chunk.
 *
 * @param outDir the Vite build's output folder holding .vite/manifest.json.
 * @param chunkTypes the block types with a chunk of their own: each interactive block type (toolTypes() in
 *   src/blocks/block-definitions.ts, module {@link blockModulePath}) and each plain one the registry loads on
 *   demand (lazyComponentTypes() in src/blocks/registry.ts, module {@link plainBlockModulePath}).
 * @throws when the manifest is missing, has no entry for {@link clientEntry}, or has no chunk for one of
 *   `chunkTypes` (its entry must load its module with a dynamic `import()`).
 */
export function readClientAssets(outDir: string, chunkTypes: readonly BlockChunk[]): ClientAssets {
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  if (!isManifest(manifest) || !manifest[clientEntry]) throw new Error(`Vite's manifest has no entry for ${clientEntry}`)
  if (!manifest[appModule]) throw new Error(`Vite's manifest has no entry for ${appModule}`)
  const staticImports = (key: string, into: Set<string>, except: ReadonlySet<string> = new Set()) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file
      if (file && !into.has(file) && !except.has(file)) {
        into.add(file)
        staticImports(imported, into, except)
      }
    }
  }
  const entryFile = manifest[clientEntry].file
  const appFiles = new Set([manifest[appModule].file])
  staticImports(appModule, appFiles)
  const appStages: string[] = []
  const addStages = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file
      if (!file || appStages.includes(file)) continue
      addStages(imported)
      if (!appStages.includes(file)) appStages.push(file)
    }
  }
  addStages(appModule)

  const blockFiles = new Map<string, string[]>()
  for (const { type, module: key } of chunkTypes) {
    const chunk = manifest[key]
    if (!chunk) {
      throw new Error(`Vite's manifest has no chunk for the block "${type}": its entry (a row of src/blocks/block-definitions.ts for a tool, of src/blocks/registry.ts otherwise) must load ${key} with lazyBlock(() => import(...))`)
    }
    const files = new Set([chunk.file])
    staticImports(key, files, appFiles)
    blockFiles.set(type, [...files])
  }
  return { entryFile, appFiles: [...appFiles], appStages, blockFiles }
}

/**
 * The script tag of a page whose route shows `blocks`: the boot script, with the app's chunk in `data-app`, the
 * route's data file in `data-route` (none on the 404 page), in `data-preload` the chunks the app imports and those
 * of the blocks that hydrate (every block type with a chunk inside a top-level block that needs hydration: what
 * hydration loads), so the boot script fetches them all in parallel after the first paint (and hydration does not
 * wait for another round trip), and in `data-stages` the order in which it evaluates the app's chunks (see
 * ClientAssets.appStages). A block with nothing interactive in it keeps its prerendered HTML and needs no code.
 */
export function scriptTagsFor(assets: ClientAssets, blocks: readonly Block[], dataUrl?: string): string {
  const [app, ...appImports] = assets.appFiles
  const files = new Set(appImports)
  for (const type of blockTypesIn(blocks.filter(needsHydration))) for (const file of assets.blockFiles.get(type) ?? []) files.add(file)
  const preload = [...files].map((file) => `/${file}`).join(' ')
  const route = dataUrl ? ` data-route="${dataUrl}"` : ''
  const stages = assets.appStages.map((file) => `/${file}`).join(' ')
  return `<script type="module" src="/${assets.entryFile}" data-app="/${app}"${route} data-preload="${preload}" data-stages="${stages}"></script>`
}
