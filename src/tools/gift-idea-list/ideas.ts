/**
 * Gift ideas by id, for the guides' gift-idea-list blocks and the registry: the one place that looks them up in
 * the page's library (site.json's `giftIdeas`, as much of it as the page carries).
 */
import type { GiftIdea } from '../../generated/manifest.ts'

export type { GiftIdea }

/** The idea with this id. @throws when the page does not carry it (validation prevents that in a build). */
export function giftIdea(ideas: Readonly<Record<string, GiftIdea>>, id: string): GiftIdea {
  const idea = Object.hasOwn(ideas, id) ? ideas[id] : undefined
  if (!idea) throw new Error(`This page names the gift idea "${id}", which is not in site.json's giftIdeas`)
  return idea
}
