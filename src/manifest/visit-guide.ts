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

/** The guided path `id` of the manifest's shelby blocks as a {@link VisitGuide}, or undefined when there is none. */
export function visitGuideOf(manifest: Pick<SiteManifest, 'routes'>, id: string): VisitGuide | undefined {
  for (const route of manifest.routes) {
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

/** The ids of every guided path in the manifest's shelby blocks. */
export function guideIds(manifest: Pick<SiteManifest, 'routes'>): string[] {
  const ids: string[] = []
  for (const route of manifest.routes) walkBlocks(route.blocks, (block) => (block.type === 'shelby' ? ids.push(...block.paths.map((path) => path.id)) : undefined))
  return ids
}
