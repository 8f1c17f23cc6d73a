import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'

export const minimalManifestPath = fileURLToPath(new URL('../fixtures/minimal-site.json', import.meta.url))

/** A manifest as plain, loosely typed JSON, for tests that build or break manifests. */
export type PlainManifest = { [key: string]: unknown; routes: Record<string, unknown>[]; recipes?: Record<string, unknown> }

/** The minimal valid manifest fixture as a plain object (a fresh copy each call). */
export function minimalManifest(): PlainManifest {
  return JSON.parse(readFileSync(minimalManifestPath, 'utf8'))
}

/**
 * Adds a simple route for every internal link in `value` that has none, so examples' links lead somewhere; a
 * guided start's `finder` page gets a program finder, as the validator asks.
 */
export function addRoutesForLinks(manifest: { routes: Record<string, unknown>[] }, value: unknown): void {
  const json = JSON.stringify(value)
  const hrefs = json.match(/"href":"\/[^"#]*/g) ?? []
  for (const href of hrefs.map((match) => match.slice(8))) {
    if (manifest.routes.some((route) => route.path === href)) continue
    manifest.routes.push({ path: href, title: `Page ${href}`, description: 'A linked page.', blocks: [{ type: 'hero', title: `Page ${href}` }] })
  }
  const finders = json.match(/"finder":"\/[^"#]*/g) ?? []
  for (const path of finders.map((match) => match.slice(10))) {
    const existing = manifest.routes.find((route) => route.path === path)
    const finder = { type: 'program-finder', heading: 'Programs' }
    if (existing) (existing.blocks as unknown[]).push(finder)
    else manifest.routes.push({ path, title: `Page ${path}`, description: 'A finder page.', blocks: [{ type: 'hero', title: `Page ${path}` }, finder] })
  }
}

/**
 * The minimal manifest plus one route per block example, at /examples/<type>-<n>, each a hero and the example.
 */
export function manifestWithEveryExample(): PlainManifest {
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
    addRoutesForLinks(manifest, example.block)
  }
  return manifest
}
