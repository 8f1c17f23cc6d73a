import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Route, SiteManifest } from '../generated/manifest.ts'
import { libraryFor } from '../app/library.ts'
import type { Library } from '../app/page-payload.ts'
import { readBlockExamples } from '../manifest/block-examples.ts'
import { formatProblems } from '../manifest/format-problems.ts'
import { schemaDir } from '../manifest/schema-validator.ts'
import { validateManifestText } from '../manifest/validate-manifest.ts'

/** Where the dev server shows the block catalogue. */
export const cataloguePath = '/dev-block-catalogue'

const libraryKinds = { recipes: 'recipe', resources: 'resource', organizations: 'organization' } as const

/** Library ids named anywhere in plain JSON blocks, by kind. */
function namedIds(value: unknown, found: Record<keyof typeof libraryKinds, Set<string>>): void {
  if (Array.isArray(value)) {
    for (const item of value) namedIds(item, found)
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, item] of Object.entries(value)) {
    if (key === 'recipe' && typeof item === 'string') found.recipes.add(item)
    if ((key === 'resources' || key === 'organizations') && Array.isArray(item)) {
      for (const id of item) if (typeof id === 'string') found[key].add(id)
    }
    namedIds(item, found)
  }
}

/**
 * A page that renders every block type from its schema examples, each under a heading naming the type, for
 * the dev server (`npm run dev`, then /dev-block-catalogue). Library ids the examples name but the site lacks are filled
 * with the library schema's own examples. The page is validated like any route, so a broken example shows up
 * as located problems, not as a broken page.
 *
 * @param site the current, valid manifest (its chrome and library are used).
 * @throws with the formatted problems when an example does not validate.
 */
export function blockCatalogue(site: SiteManifest): { route: Route; library: Library } {
  const examples = readBlockExamples()
  const catalogueRoute = {
    path: cataloguePath,
    title: 'Block catalogue',
    description: 'Every block type, rendered from the examples in its schema.',
    blocks: [
      { type: 'hero', title: 'Block catalogue', tagline: 'Each block type, rendered from the examples in its schema.' },
      ...examples.map((example, index) => ({
        type: 'section',
        heading: `${example.type}: example ${index + 1}, from schema/${example.file}`,
        blocks: [example.block],
      })),
    ],
  }
  const librarySchema: { $defs: Record<string, { examples?: unknown[] }> } = JSON.parse(
    readFileSync(join(schemaDir, 'library.schema.json'), 'utf8'),
  )
  const found = { recipes: new Set<string>(), resources: new Set<string>(), organizations: new Set<string>() }
  namedIds(catalogueRoute.blocks, found)
  const plain: Record<string, unknown> = { ...site, routes: [...site.routes, catalogueRoute] }
  for (const kind of ['recipes', 'resources', 'organizations'] as const) {
    const existing: Record<string, unknown> = { ...site[kind] }
    for (const id of found[kind]) existing[id] ??= librarySchema.$defs[libraryKinds[kind]]?.examples?.[0]
    plain[kind] = existing
  }
  const result = validateManifestText(JSON.stringify(plain))
  if (!result.ok) throw new Error(`The block examples do not validate:\n${formatProblems(result.problems)}`)
  const route = result.manifest.routes.at(-1)
  if (!route) throw new Error('The block catalogue has no route')
  return { route, library: libraryFor(result.manifest, route.blocks) }
}
