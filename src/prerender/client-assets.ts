import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The client bundle's entry module, relative to the project root (Vite's manifest key). */
export const clientEntry = 'src/client/main.tsx'

interface ViteManifestChunk {
  file: string
  imports?: string[]
}

function isManifest(value: unknown): value is Record<string, ViteManifestChunk> {
  return typeof value === 'object' && value !== null
}

/**
 * The tags that load the built client bundle: the entry as a module script and every chunk it imports as a
 * modulepreload link, so the browser fetches them in parallel.
 *
 * @param outDir the Vite build's output folder holding .vite/manifest.json.
 * @throws when the manifest is missing or has no entry for {@link clientEntry}.
 */
export function clientScriptTags(outDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  if (!isManifest(manifest) || !manifest[clientEntry]) throw new Error(`Vite's manifest has no entry for ${clientEntry}`)
  const preloads = new Set<string>()
  const collect = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file
      if (file && !preloads.has(file)) {
        preloads.add(file)
        collect(imported)
      }
    }
  }
  collect(clientEntry)
  return [
    `<script type="module" src="/${manifest[clientEntry].file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n')
}
