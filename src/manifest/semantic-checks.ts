import type { Block, SiteManifest } from '../generated/manifest.ts'
import { closestName, type DescribedError } from './describe-schema-errors.ts'
import { canonicalPath } from '../app/paths.ts'
import { blockTypesIn, walkBlocks } from '../blocks/walk-blocks.ts'
import { interactiveBlockTypes } from '../blocks/preload-blocks.ts'

/** Calls `visit` for every block of every route and of the 404 page. */
export function walkManifestBlocks(manifest: SiteManifest, visit: (block: Block, pointer: string) => void): void {
  walkBlocks(manifest.notFound.blocks, visit, '/notFound/blocks')
  manifest.routes.forEach((route, index) => walkBlocks(route.blocks, visit, `/routes/${index}/blocks`))
}

/** Calls `visit` with every `href` in a value (any depth) and its JSON Pointer. */
function eachHref(value: unknown, pointer: string, visit: (href: string, pointer: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => eachHref(item, `${pointer}/${index}`, visit))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') visit(item, `${pointer}/href`)
      else eachHref(item, `${pointer}/${key}`, visit)
    }
  }
}

/**
 * Internal links ("/...") that match no route, anywhere in the manifest (navigation, footer, blocks, library),
 * each with the closest route path as a suggestion. Links to files (a path with a file extension) are left to
 * the image check.
 */
export function checkInternalLinks(manifest: SiteManifest): DescribedError[] {
  const paths = manifest.routes.map((route) => canonicalPath(route.path))
  const known = new Set(paths)
  const problems: DescribedError[] = []
  eachHref(manifest, '', (href, pointer) => {
    if (!href.startsWith('/') || /\.[a-z0-9]+$/i.test(href.split('#', 1)[0])) return
    const target = canonicalPath(href.split('#', 1)[0])
    if (known.has(target)) return
    const suggestion = closestName(target, paths)
    problems.push({
      path: pointer,
      message: `The link "${href}" leads to no page: no route has the path "${target}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      hint: 'Add a route with this path, or link to an existing one.',
    })
  })
  return problems
}

/**
 * Rules the schema cannot state, checked on a manifest that already matches the schema:
 * - no two routes share a path (compared as the router compares them: any letter case, trailing slash or not);
 * - no two tabs in one tabs block share an id (they name the panels' anchors);
 * - every image file exists (`imageExists` answers for a path such as "/images/sea.svg");
 * - every recipe, gift idea, resource and organisation a block names by id exists in the manifest's library, and
 *   every gift idea's organization too (a gift to an organization names one, and only such a gift does);
 * - a route marked `healthInformation` shows a sources block and an info notice (the disclaimer);
 * - every internal link leads to a route (see checkInternalLinks);
 * - the 404 page's blocks name no library entries (the 404 page carries none).
 *
 * @returns one described problem per broken rule, in manifest order; empty when all hold.
 */
export function checkManifestRules(manifest: SiteManifest, imageExists: (src: string) => boolean): DescribedError[] {
  const problems: DescribedError[] = []

  const firstRouteByPath = new Map<string, number>()
  manifest.routes.forEach((route, index) => {
    const key = canonicalPath(route.path)
    const first = firstRouteByPath.get(key)
    if (first === undefined) {
      firstRouteByPath.set(key, index)
      return
    }
    problems.push({
      path: `/routes/${index}/path`,
      message: `The path "${route.path}" is already used by route ${first} ("${manifest.routes[first].path}").`,
      hint: 'Each page needs its own path. Change this one, or merge the two routes.',
    })
  })

  const checkImage = (src: string, pointer: string): void => {
    if (imageExists(src)) return
    problems.push({
      path: `${pointer}/src`,
      message: `The image file "${src}" does not exist.`,
      hint: 'Put the file in src/public (so "/images/x.svg" is src/public/images/x.svg), or fix the path.',
    })
  }
  if (manifest.logo) checkImage(manifest.logo.src, '/logo')

  const checkReference = (kind: 'recipes' | 'giftIdeas' | 'resources' | 'organizations', id: string, pointer: string) => {
    const known = Object.keys(manifest[kind] ?? {})
    if (known.includes(id)) return
    const suggestion = closestName(id, known)
    problems.push({
      path: pointer,
      message: `There is no entry "${id}" in the manifest's "${kind}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      hint: `Add it to "${kind}" at the top of site.json, or use an id that is there.`,
    })
  }

  for (const [id, idea] of Object.entries(manifest.giftIdeas ?? {})) {
    const pointer = `/giftIdeas/${id}`
    if (idea.organization) checkReference('organizations', idea.organization, `${pointer}/organization`)
    if ((idea.kind === 'organization') !== (idea.organization !== undefined)) {
      problems.push({
        path: pointer,
        message:
          idea.kind === 'organization'
            ? `The gift idea "${id}" is a gift to an organization but names none.`
            : `The gift idea "${id}" names an organization but its kind is "${idea.kind}".`,
        hint: 'A gift idea of kind "organization" names its organization\'s id in "organization"; other kinds name none.',
      })
    }
  }

  const interactive = new Set(interactiveBlockTypes())
  walkBlocks(
    manifest.notFound.blocks,
    (block, pointer) => {
      if (!interactive.has(block.type)) return
      problems.push({
        path: pointer,
        message: `The 404 page cannot show a "${block.type}" block: interactive blocks load only with a route of their own.`,
        hint: 'Link to a page that shows it instead (the header\'s search form is on the 404 page already).',
      })
    },
    '/notFound/blocks',
  )

  if (manifest.ui.search) {
    const target = canonicalPath(manifest.ui.search.path)
    const route = manifest.routes.find((candidate) => canonicalPath(candidate.path) === target)
    if (!route) {
      problems.push({
        path: '/ui/search/path',
        message: `The header's search form goes to "${manifest.ui.search.path}", but no route has that path.`,
        hint: 'Add a route with a "search" block at that path, or point the form at an existing one.',
      })
    } else if (!blockTypesIn(route.blocks).includes('search')) {
      problems.push({
        path: '/ui/search/path',
        message: `The header's search form goes to "${manifest.ui.search.path}", which shows no search block.`,
        hint: 'Point it at the route with the "search" block, or add one to that route.',
      })
    }
  }

  walkManifestBlocks(manifest, (block, pointer) => {
    const onNotFoundPage = pointer.startsWith('/notFound/')
    if (onNotFoundPage && (block.type === 'recipe-list' || block.type === 'resource-list' || block.type === 'organization-list')) {
      problems.push({
        path: pointer,
        message: `The 404 page cannot show a ${block.type} block.`,
        hint: 'Link to a page that shows it instead.',
      })
    }
    if (block.type === 'recipe-list') {
      block.recipes.forEach((entry, index) => checkReference('recipes', entry.recipe, `${pointer}/recipes/${index}/recipe`))
    }
    if (block.type === 'gift-idea-list') {
      block.ideas.forEach((id, index) => checkReference('giftIdeas', id, `${pointer}/ideas/${index}`))
    }
    if (block.type === 'resource-list') {
      block.resources.forEach((id, index) => checkReference('resources', id, `${pointer}/resources/${index}`))
    }
    if (block.type === 'organization-list') {
      block.organizations.forEach((id, index) => checkReference('organizations', id, `${pointer}/organizations/${index}`))
    }
    if (block.type === 'tabs') {
      const seen = new Set<string>()
      block.tabs.forEach((tab, index) => {
        if (seen.has(tab.id)) {
          problems.push({
            path: `${pointer}/tabs/${index}/id`,
            message: `Two tabs in this block have the id "${tab.id}".`,
            hint: 'Give each tab its own id.',
          })
        }
        seen.add(tab.id)
      })
    }
    if (block.type === 'hero') {
      if (block.logo) checkImage(block.logo.src, `${pointer}/logo`)
      if (block.background) checkImage(block.background.src, `${pointer}/background`)
    }
    if (block.type === 'card-grid') {
      block.cards.forEach((card, index) => {
        if (card.image) checkImage(card.image.src, `${pointer}/cards/${index}/image`)
      })
    }
  })
  problems.push(...checkInternalLinks(manifest))

  manifest.routes.forEach((route, index) => {
    if (!route.healthInformation) return
    let hasSources = false
    let hasDisclaimer = false
    walkBlocks(route.blocks, (block) => {
      if (block.type === 'sources') hasSources = true
      if (block.type === 'notice' && block.tone === 'info') hasDisclaimer = true
    })
    if (!hasSources || !hasDisclaimer) {
      const missing = [hasSources ? '' : 'a "sources" block', hasDisclaimer ? '' : 'an info "notice" with the disclaimer']
      problems.push({
        path: `/routes/${index}/healthInformation`,
        message: `This page gives health information but is missing ${missing.filter(Boolean).join(' and ')}.`,
        hint: 'Health pages show their sources with a "Last reviewed" date and a short disclaimer (see PRODUCT.md).',
      })
    }
  })
  return problems
}
