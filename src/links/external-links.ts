/**
 * Every external link in a manifest, with where it is used: by route (and the block's place in it) and by library
 * id (a resource, organization or program, with the routes that show it). `npm run check:links` checks them.
 */
import type { SiteManifest } from '../generated/manifest.ts'
import { programsShownBy, referencesIn } from '../app/library.ts'
import { eachHref, walkBlocks } from '../manifest/walk-blocks.ts'

/** One external address and every place it is used. */
export interface ExternalLink {
  url: string
  uses: string[]
}

/** True for an address the link checker can fetch (http or https). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * The manifest's external links, sorted by address, each with its uses:
 * - "/route /routes/3/blocks/2/items/0/href" for a link written in a route's blocks;
 * - 'resources "id" (on /a, /b)', 'organizations "id" (on /a)', 'programs "id" (on /a)' for a library entry's link
 *   (a program's start page and its sources), with the routes that show the entry.
 */
export function externalLinks(manifest: SiteManifest): ExternalLink[] {
  const uses = new Map<string, string[]>()
  const add = (href: string, use: string) => {
    if (!isExternal(href)) return
    const list = uses.get(href) ?? []
    if (!list.includes(use)) list.push(use)
    uses.set(href, list)
  }

  const shownOn = { resources: new Map<string, string[]>(), organizations: new Map<string, string[]>(), programs: new Map<string, string[]>() }
  const note = (map: Map<string, string[]>, id: string, path: string) => {
    const list = map.get(id) ?? []
    if (!list.includes(path)) list.push(path)
    map.set(id, list)
  }
  manifest.routes.forEach((route, index) => {
    walkBlocks(route.blocks, (block, pointer) => eachHref(block, pointer, (href, where) => add(href, `${route.path} ${where}`)), `/routes/${index}/blocks`)
    const references = referencesIn(route.blocks)
    for (const id of references.resources) note(shownOn.resources, id, route.path)
    for (const id of references.organizations) note(shownOn.organizations, id, route.path)
    for (const id of programsShownBy(manifest, route.blocks)) {
      note(shownOn.programs, id, route.path)
      const organization = manifest.programs?.[id]?.organization
      if (organization && manifest.organizations?.[organization]) note(shownOn.organizations, organization, route.path)
    }
  })
  eachHref(manifest.navigation, '/navigation', (href, where) => add(href, where))
  eachHref(manifest.footer, '/footer', (href, where) => add(href, where))

  const library = (kind: 'resources' | 'organizations' | 'programs', entries: Record<string, unknown> | undefined) => {
    for (const [id, entry] of Object.entries(entries ?? {})) {
      const on = shownOn[kind].get(id)
      eachHref(entry, '', (href) => add(href, `${kind} "${id}" (${on?.length ? `on ${on.join(', ')}` : 'on no page'})`))
    }
  }
  library('resources', manifest.resources)
  library('organizations', manifest.organizations)
  library('programs', manifest.programs)

  return [...uses.entries()].map(([url, list]) => ({ url, uses: list })).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
}
