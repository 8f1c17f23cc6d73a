import { canonicalPath } from '../../app/paths.ts'
import { blockTypesIn, eachHref, walkBlocks } from '../walk-blocks.ts'
import { didYouMean, type DescribedError } from '../describe-schema-errors.ts'
import type { ManifestRule } from './rule.ts'

/** No two routes share a path, compared as the router compares them: any letter case, trailing slash or not. */
export const uniqueRoutePaths: ManifestRule = {
  name: 'unique-route-paths',
  description: 'No two routes share a path (in any letter case, with or without a trailing slash).',
  check(manifest) {
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
        message: `The path "${route.path}" is already used by route ${first} ("${manifest.routes[first]?.path ?? key}").`,
        hint: 'Each page needs its own path. Change this one, or merge the two routes.',
      })
    })
    return problems
  },
}

/** The header's search form leads to a route that shows a search block. */
export const headerSearchForm: ManifestRule = {
  name: 'header-search-form',
  description: "The header's search form goes to a route that shows a search block.",
  check(manifest) {
    const search = manifest.ui.search
    if (!search) return []
    const target = canonicalPath(search.path)
    const route = manifest.routes.find((candidate) => canonicalPath(candidate.path) === target)
    if (!route) {
      return [
        {
          path: '/ui/search/path',
          message: `The header's search form goes to "${search.path}", but no route has that path.`,
          hint: 'Add a route with a "search" block at that path, or point the form at an existing one.',
        },
      ]
    }
    if (blockTypesIn(route.blocks).includes('search')) return []
    return [
      {
        path: '/ui/search/path',
        message: `The header's search form goes to "${search.path}", which shows no search block.`,
        hint: 'Point it at the route with the "search" block, or add one to that route.',
      },
    ]
  },
}

/** A route marked `healthInformation` shows a sources block and an info notice (the disclaimer). */
export const healthPages: ManifestRule = {
  name: 'health-pages',
  description: 'A page that gives health information shows a "sources" block and an info "notice" with the disclaimer.',
  check(manifest) {
    const problems: DescribedError[] = []
    manifest.routes.forEach((route, index) => {
      if (!route.healthInformation) return
      let hasSources = false
      let hasDisclaimer = false
      walkBlocks(route.blocks, (block) => {
        if (block.type === 'sources') hasSources = true
        if (block.type === 'notice' && block.tone === 'info') hasDisclaimer = true
      })
      if (hasSources && hasDisclaimer) return
      const missing = [hasSources ? '' : 'a "sources" block', hasDisclaimer ? '' : 'an info "notice" with the disclaimer']
      problems.push({
        path: `/routes/${index}/healthInformation`,
        message: `This page gives health information but is missing ${missing.filter(Boolean).join(' and ')}.`,
        hint: 'Health pages show their sources with a "Last reviewed" date and a short disclaimer (see PRODUCT.md).',
      })
    })
    return problems
  },
}

/**
 * Internal links ("/...") lead to a route, anywhere in the manifest (navigation, footer, blocks, library), each
 * broken one with the closest route path as a suggestion. Links to files (a path with a file extension) are left
 * to the image check.
 */
export const internalLinks: ManifestRule = {
  name: 'internal-links',
  description: 'Every internal link leads to a route.',
  check(manifest) {
    const paths = manifest.routes.map((route) => canonicalPath(route.path))
    const known = new Set(paths)
    const problems: DescribedError[] = []
    eachHref(manifest, '', (href, pointer) => {
      const target = href.split('#', 1)[0] ?? ''
      if (!href.startsWith('/') || /\.[a-z0-9]+$/i.test(target)) return
      const canonical = canonicalPath(target)
      if (known.has(canonical)) return
      problems.push({
        path: pointer,
        message: `The link "${href}" leads to no page: no route has the path "${canonical}".${didYouMean(canonical, paths)}`,
        hint: 'Add a route with this path, or link to an existing one.',
      })
    })
    return problems
  },
}
