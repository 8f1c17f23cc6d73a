import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Block } from '../generated/manifest.ts'
import { blockTypesIn } from '../blocks/walk-blocks.ts'

/** The client bundle's entry module, relative to the project root (Vite's manifest key). */
export const clientEntry = 'src/client/main.tsx'

/** Where an interactive block type's component module is, relative to the project root (Vite's manifest key). */
export function blockModulePath(type: string): string {
  return `src/tools/${type}/${type}.tsx`
}

interface ViteManifestChunk {
  file: string
  imports?: string[]
}

function isManifest(value: unknown): value is Record<string, ViteManifestChunk> {
  return typeof value === 'object' && value !== null
}

/** What every page loads, and what each interactive block type adds on the routes that use it. */
export interface ClientAssets {
  /** The entry as a module script and every chunk it imports statically as a modulepreload link. */
  entryTags: string
  /** Per interactive block type: its chunk's file and the chunks it imports that the entry does not, in /assets/. */
  blockFiles: ReadonlyMap<string, readonly string[]>
}

/**
 * Reads Vite's manifest of a client build: the entry's tags, and for every interactive block type the files of
 * its own chunk.
 *
 * @param outDir the Vite build's output folder holding .vite/manifest.json.
 * @param interactiveTypes the interactive block types (interactiveBlockTypes() in src/blocks/preload-blocks.ts).
 * @throws when the manifest is missing, has no entry for {@link clientEntry}, or has no chunk for an interactive
 *   block type (its registry entry must be a dynamic `import()` of src/blocks/<type>.tsx).
 */
export function readClientAssets(outDir: string, interactiveTypes: readonly string[]): ClientAssets {
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  if (!isManifest(manifest) || !manifest[clientEntry]) throw new Error(`Vite's manifest has no entry for ${clientEntry}`)
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
  const entryPreloads = new Set<string>()
  staticImports(clientEntry, entryPreloads)
  const loadedByEntry = new Set([entryFile, ...entryPreloads])

  const blockFiles = new Map<string, string[]>()
  for (const type of interactiveTypes) {
    const key = blockModulePath(type)
    const chunk = manifest[key]
    if (!chunk) {
      throw new Error(`Vite's manifest has no chunk for the interactive block "${type}": its registry entry must be lazyBlock(() => import('../tools/${type}/${type}.tsx')...)`)
    }
    const files = new Set([chunk.file])
    staticImports(key, files, loadedByEntry)
    blockFiles.set(type, [...files])
  }
  return {
    entryTags: [
      `<script type="module" src="/${entryFile}"></script>`,
      ...[...entryPreloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
    ].join('\n'),
    blockFiles,
  }
}

/**
 * The script tags of a page whose route shows `blocks`: the entry's, plus a modulepreload link for each chunk of
 * the interactive blocks it uses, so they download in parallel with the entry and hydration does not wait for a
 * second round trip. A route without interactive blocks gets exactly the entry's tags.
 */
export function scriptTagsFor(assets: ClientAssets, blocks: readonly Block[]): string {
  const files = new Set<string>()
  for (const type of blockTypesIn(blocks)) for (const file of assets.blockFiles.get(type) ?? []) files.add(file)
  return [assets.entryTags, ...[...files].map((file) => `<link rel="modulepreload" href="/${file}">`)].join('\n')
}
