/**
 * Replies: a helper's claims travel back to the organizer as a short reply link (`#reply=...`, the plan's id, the
 * helper's name and the slots they took). The organizer merges each reply into the plan with the shared
 * mergeClaims: merging is idempotent, and a slot two people took stays with the first, the clash reported.
 */
import { mergeClaims, sameName, type ClaimConflict } from '../shared/claims.ts'
import { slotsOf, touched, type CareClaim, type CarePlan, type CareReply } from './plan.ts'

/** The reply a helper sends: their name and picks (a dish for meals), for the plan they saw. */
export function makeReply(plan: CarePlan, by: string, picks: readonly { item: string; dish?: string }[]): CareReply {
  return {
    plan: plan.id,
    revision: plan.revision,
    by: by.trim(),
    claims: picks.map(({ item, dish }) => (dish?.trim() ? { item, dish: dish.trim() } : { item })),
  }
}

/** What merging one reply did. */
export type ReplyOutcome =
  | { kind: 'otherPlan' }
  | {
      kind: 'merged'
      plan: CarePlan
      by: string
      added: CareClaim[]
      /** Claims already in the plan (the same reply opened twice): nothing changed for them. */
      unchanged: CareClaim[]
      /** Dishes a helper changed on slots they already had. */
      dishChanged: CareClaim[]
      conflicts: ClaimConflict<CareClaim>[]
      unknown: CareClaim[]
      /** True when the plan changed (and so has a new revision). */
      changed: boolean
    }

/**
 * Merges a reply into the plan. The same reply twice changes nothing the second time. A reply for another plan
 * changes nothing.
 */
export function mergeReply(plan: CarePlan, reply: CareReply, today: string): ReplyOutcome {
  if (reply.plan !== plan.id) return { kind: 'otherPlan' }
  const current = Object.fromEntries(plan.claims.map((claim) => [claim.item, claim]))
  const incoming: CareClaim[] = reply.claims.map(({ item, dish }) => (dish ? { item, by: reply.by, dish } : { item, by: reply.by }))
  const slotIds = new Set(slotsOf(plan).map((slot) => slot.id))
  const outcome = mergeClaims(current, incoming, slotIds)
  const claims = { ...outcome.claims }
  const dishChanged: CareClaim[] = []
  for (const claim of outcome.unchanged) {
    const kept = claims[claim.item]
    if (kept && sameName(kept.by, claim.by) && (kept.dish ?? '') !== (claim.dish ?? '') && claim.dish) {
      claims[claim.item] = { ...kept, dish: claim.dish }
      dishChanged.push(claim)
    }
  }
  const changed = outcome.added.length > 0 || dishChanged.length > 0
  // Keep the plan's claims in the order of its slots, so the same claims always encode to the same link.
  const order = new Map(slotsOf(plan).map((slot, index) => [slot.id, index]))
  const merged = Object.values(claims).sort((a, b) => (order.get(a.item) ?? 0) - (order.get(b.item) ?? 0))
  return {
    kind: 'merged',
    plan: changed ? { ...touched(plan, today), claims: merged } : plan,
    by: reply.by,
    added: outcome.added,
    unchanged: outcome.unchanged.filter((claim) => !dishChanged.includes(claim)),
    dishChanged,
    conflicts: outcome.conflicts,
    unknown: outcome.unknown,
    changed,
  }
}

/** The plan with one slot made open again (its claim removed). */
export function freeSlot(plan: CarePlan, item: string, today: string): CarePlan {
  if (!plan.claims.some((claim) => claim.item === item)) return plan
  return { ...touched(plan, today), claims: plan.claims.filter((claim) => claim.item !== item) }
}

/** The first other helper already bringing a dish of the same name (compared without case or spaces), if any. */
export function sameDish(plan: CarePlan, dish: string, exceptItem?: string): CareClaim | undefined {
  const wanted = dish.trim().toLocaleLowerCase()
  if (!wanted) return undefined
  return plan.claims.find((claim) => claim.item !== exceptItem && claim.dish?.trim().toLocaleLowerCase() === wanted)
}
