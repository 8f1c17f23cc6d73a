/**
 * The questions of one of Shelby's guided paths, for Smart Nudge's appointments ("Add questions from Shelby's guide").
 * Read from the manifest's shelby blocks, so the questions live in one place: the guide Shelby walks readers through.
 */
import type { SiteManifest } from '../generated/manifest.ts'
import { walkBlocks } from './walk-blocks.ts'

/** A guide's title, where it starts (`<route>#guide-<id>`) and every question it can add, once each, in order. */
export interface VisitGuide {
  title: string
  href: string
  questions: string[]
}

type GuideRoutes = Pick<SiteManifest, 'routes' | 'lang'>

/** The routes in `lang` (a route without `lang` is in the manifest's default language). */
function routesIn(manifest: GuideRoutes, lang: string): SiteManifest['routes'][number][] {
  return manifest.routes.filter((route) => (route.lang ?? manifest.lang) === lang)
}

/**
 * The guided path `id` of the shelby blocks on pages in `lang` (the default language unless given) as a
 * {@link VisitGuide}, or undefined when no page in that language has one: a Spanish Smart Nudge offers the Spanish
 * Shelby's questions, never the English ones.
 */
export function visitGuideOf(manifest: GuideRoutes, id: string, lang: string = manifest.lang): VisitGuide | undefined {
  for (const route of routesIn(manifest, lang)) {
    let found: VisitGuide | undefined
    walkBlocks(route.blocks, (block) => {
      if (found || block.type !== 'shelby') return
      const path = block.paths.find((candidate) => candidate.id === id)
      if (!path) return
      const added = path.steps.flatMap((step) => step.choices.flatMap((choice) => choice.adds ?? []))
      found = { title: path.title, href: `${route.path}#guide-${path.id}`, questions: [...new Set([...added, ...(path.result.always ?? [])])] }
    })
    if (found) return found
  }
  return undefined
}

/** The ids of every guided path in the shelby blocks on pages in `lang` (the default language unless given). */
export function guideIds(manifest: GuideRoutes, lang: string = manifest.lang): string[] {
  const ids: string[] = []
  for (const route of routesIn(manifest, lang)) walkBlocks(route.blocks, (block) => (block.type === 'shelby' ? ids.push(...block.paths.map((path) => path.id)) : undefined))
  return ids
}
