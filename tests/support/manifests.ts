import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'

export const minimalManifestPath = fileURLToPath(new URL('../fixtures/minimal-site.json', import.meta.url))

/** The minimal valid manifest fixture as a plain object (a fresh copy each call). */
export function minimalManifest(): Record<string, unknown> & { routes: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(minimalManifestPath, 'utf8'))
}

/**
 * The minimal manifest plus one route per block example, at /examples/<type>-<n>, each a hero and the example.
 */
export function manifestWithEveryExample(): Record<string, unknown> & { routes: Record<string, unknown>[] } {
  const manifest = minimalManifest()
  const counts = new Map<string, number>()
  for (const example of readBlockExamples()) {
    const n = (counts.get(example.type) ?? 0) + 1
    counts.set(example.type, n)
    manifest.routes.push({
      path: `/examples/${example.type}-${n}`,
      title: `Example ${example.type} ${n}`,
      description: `Example ${n} of the ${example.type} block.`,
      blocks: example.type === 'hero' ? [example.block] : [{ type: 'hero', title: `Example ${example.type}` }, example.block],
    })
  }
  return manifest
}
