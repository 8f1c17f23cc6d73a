import type { Route, SiteManifest } from '../generated/manifest.ts'
import { walkBlocks } from '../manifest/walk-blocks.ts'

/** How many reviewed resources the site really has, by kind. */
export interface ReviewedCount {
  /**
   * Routes that show a sources block with its `lastReviewed` date; a route counts once, however many it shows, and a
   * translation (a route with `translationOf`) not at all: it is the same resource in another language.
   */
  pages: number
  /** Programs in the Match Well directory with a `lastVerified` date. */
  directoryEntries: number
  total: number
}

/**
 * Counts the reviewed resources of a manifest: pages whose facts were checked against named sources on a stated
 * date (a `sources` block, which the schema gives a `lastReviewed` date), plus directory entries (`programs`) with
 * their `lastVerified` date. Library resources and organizations have no review date, so they do not count; nor do
 * translated pages, which would count the same reviewed facts twice.
 */
export function countReviewedResources(manifest: { routes: readonly Route[]; programs?: SiteManifest['programs'] }): ReviewedCount {
  let pages = 0
  for (const route of manifest.routes) {
    if (route.translationOf) continue
    let reviewed = false
    walkBlocks(route.blocks, (block) => {
      if (block.type === 'sources' && block.lastReviewed) reviewed = true
    })
    if (reviewed) pages += 1
  }
  const directoryEntries = Object.values(manifest.programs ?? {}).filter((program) => Boolean(program.lastVerified)).length
  return { pages, directoryEntries, total: pages + directoryEntries }
}

/** A claim about reviewed resources shown on the home page, such as "500+ Expert-reviewed resources". */
export interface ReviewedResourcesClaim {
  value: string
  label: string
  /** The number the value starts with: 500 for "500+". */
  number: number
}

/**
 * The home page's (route "/") claim about reviewed resources: its first stats item whose label mentions reviewed
 * resources, with the number its value starts with ("500+" and "1,200" give 500 and 1200).
 * @returns undefined when the home page makes no such claim or its value holds no number.
 */
export function reviewedResourcesClaim(manifest: { routes: readonly Route[] }): ReviewedResourcesClaim | undefined {
  const home = manifest.routes.find((route) => route.path === '/')
  if (!home) return undefined
  let claim: ReviewedResourcesClaim | undefined
  walkBlocks(home.blocks, (block) => {
    if (claim || block.type !== 'stats') return
    for (const item of block.items) {
      const digits = /^\s*(\d[\d,]*)/.exec(item.value)?.[1]
      if (digits && /review/i.test(item.label) && /resource/i.test(item.label)) {
        claim = { value: item.value, label: item.label, number: Number(digits.replaceAll(',', '')) }
        return
      }
    }
  })
  return claim
}

/** One line for the content check: the count, and how far it stands from the home page's claim (if it makes one). */
export function describeReviewedResources(count: ReviewedCount, claim: ReviewedResourcesClaim | undefined): string {
  const counted = `Reviewed resources: ${count.total} (${count.pages} pages with sources and a review date, ${count.directoryEntries} directory entries with lastVerified).`
  if (!claim) return counted
  const gap = claim.number - count.total
  const verdict = gap > 0 ? `${gap} short of ${claim.number}` : `at least ${claim.number}, as claimed`
  return `${counted} The home page claims "${claim.value} ${claim.label}": the site has ${verdict}.`
}
