import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Block } from '../generated/manifest.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'

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
  /** Per interactive block type: its chunk's file and the chunks it imports that the app does not, in /assets/. */
  blockFiles: ReadonlyMap<string, readonly string[]>
}

/**
 * Reads Vite's manifest of a client build: the entry's tags, and for every interactive block type the files of
 * its own chunk.
 *
 * @param outDir the Vite build's output folder holding .vite/manifest.json.
 * @param interactiveTypes the interactive block types (toolTypes() in src/blocks/block-definitions.ts).
 * @throws when the manifest is missing, has no entry for {@link clientEntry}, or has no chunk for an interactive
 *   block type (its row in src/blocks/block-definitions.ts must load src/tools/<type>/<type>.tsx with a dynamic `import()`).
 */
export function readClientAssets(outDir: string, interactiveTypes: readonly string[]): ClientAssets {
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
  for (const type of interactiveTypes) {
    const key = blockModulePath(type)
    const chunk = manifest[key]
    if (!chunk) {
      throw new Error(`Vite's manifest has no chunk for the interactive block "${type}": its row in src/blocks/block-definitions.ts must say tool: lazyBlock(() => import('../tools/${type}/${type}.tsx')...)`)
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
 * of the interactive blocks the route uses, so the boot script fetches them all in parallel after the first paint
 * (and hydration does not wait for another round trip), and in `data-stages` the order in which it evaluates the
 * app's chunks (see ClientAssets.appStages).
 */
export function scriptTagsFor(assets: ClientAssets, blocks: readonly Block[], dataUrl?: string): string {
  const [app, ...appImports] = assets.appFiles
  const files = new Set(appImports)
  for (const type of blockTypesIn(blocks)) for (const file of assets.blockFiles.get(type) ?? []) files.add(file)
  const preload = [...files].map((file) => `/${file}`).join(' ')
  const route = dataUrl ? ` data-route="${dataUrl}"` : ''
  const stages = assets.appStages.map((file) => `/${file}`).join(' ')
  return `<script type="module" src="/${assets.entryFile}" data-app="/${app}"${route} data-preload="${preload}" data-stages="${stages}"></script>`
}
