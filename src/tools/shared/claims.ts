/**
 * Claims sent back by reply link, for every tool that shares a list without a server (the care planner's slots,
 * the registry's gifts): a helper or giver claims items by id, the organizer opens their reply links, and each is
 * merged here. Merging is idempotent (the same reply twice changes nothing) and never silently overwrites: when
 * two people claim the same item, the first claim stays and the clash is reported, so the organizer can sort it
 * out in person.
 */

/** One claim: the item's id and who claimed it (a first name or a nickname, as they typed it). */
export interface Claim {
  item: string
  by: string
}

/** Two claims for one item by different people: the one already kept and the one that arrived. */
export interface ClaimConflict<C extends Claim> {
  kept: C
  incoming: C
}

/** What merging a reply did. */
export interface MergeOutcome<C extends Claim> {
  /** The claims after merging, by item id. */
  claims: Record<string, C>
  /** Claims that were new. */
  added: C[]
  /** Claims already there (same item, same person): nothing changed for them. */
  unchanged: C[]
  /** Claims for items someone else had claimed: left out, to be settled by the organizer. */
  conflicts: ClaimConflict<C>[]
  /** Claims for items the list does not have (removed since the link was sent). */
  unknown: C[]
}

/** Whether two names are the same person's: compared without letter case and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/**
 * Merges incoming claims into the current ones.
 * @param current claims already kept, by item id.
 * @param incoming the claims of one reply.
 * @param itemIds the ids of the items that exist now; claims for others are reported in `unknown`.
 */
export function mergeClaims<C extends Claim>(
  current: Readonly<Record<string, C>>,
  incoming: readonly C[],
  itemIds: ReadonlySet<string>,
): MergeOutcome<C> {
  const claims: Record<string, C> = { ...current }
  const outcome: MergeOutcome<C> = { claims, added: [], unchanged: [], conflicts: [], unknown: [] }
  for (const claim of incoming) {
    if (!itemIds.has(claim.item)) {
      outcome.unknown.push(claim)
      continue
    }
    const kept = claims[claim.item]
    if (!kept) {
      claims[claim.item] = claim
      outcome.added.push(claim)
    } else if (sameName(kept.by, claim.by)) {
      outcome.unchanged.push(claim)
    } else {
      outcome.conflicts.push({ kept, incoming: claim })
    }
  }
  return outcome
}
