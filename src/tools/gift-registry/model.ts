/**
 * The gift list and everything done to it, as pure functions (no React, no browser): adding and changing items,
 * the claims givers make, merging their reply links, and the giver's copy of the list. The list travels in a link
 * (see codec.ts), so every function returns a new list and never changes the one it was given.
 *
 * Claims are kept per unit of an item: an item wanted twice has two units, "<id>" and "<id>.2", each claimed by
 * at most one giver, so the shared mergeClaims (one claim per id) keeps its promise that no unit goes to two people.
 */
import { mergeClaims, sameName } from '../shared/claims.ts'
import { todayOnDevice } from '../shared/calendar-dates.ts'
import { randomId } from '../shared/random-id.ts'
import type { GiftRegistry, GiftRegistryClaim, GiftRegistryItem, GiftReply, GiftReplyPick } from '../../generated/validators.js'

export type { GiftRegistry, GiftRegistryClaim, GiftRegistryItem, GiftReply, GiftReplyPick }

/** The kinds of gift, in the order the builder and the printed list show them. */
export const giftKinds = ['item', 'time', 'gift-card', 'organization'] as const
export type GiftKind = (typeof giftKinds)[number]

/** The schema's caps (schema/data/gift-registry.schema.json and gift-reply.schema.json), for the form fields. */
export const limits = {
  items: 60,
  name: 80,
  note: 500,
  dropOff: 300,
  title: 100,
  itemNote: 200,
  size: 40,
  color: 40,
  link: 500,
  why: 200,
  qty: 20,
  by: 40,
  msg: 300,
  when: 60,
} as const

/** A new, empty list: a random id (so replies go to the right list), the name, and today's date. */
export function newRegistry(name: string, today: string = todayOnDevice()): GiftRegistry {
  return { list: randomId(12), owner: true, name: name.trim().slice(0, limits.name), updated: today, items: [], claims: [] }
}

/** The list changed today: its date follows. */
function touched(registry: GiftRegistry, today: string): GiftRegistry {
  return registry.updated === today ? registry : { ...registry, updated: today }
}

/** How many of an item are wanted. */
export function wanted(item: GiftRegistryItem): number {
  return item.qty ?? 1
}

/** The unit keys of an item: "<id>" for the first, "<id>.2", "<id>.3"... for more. */
export function unitKeys(item: GiftRegistryItem): string[] {
  return Array.from({ length: wanted(item) }, (_, index) => (index === 0 ? item.id : `${item.id}.${index + 1}`))
}

/** The item id a unit key belongs to. */
export function itemOfUnit(unit: string): string {
  const dot = unit.indexOf('.')
  return dot === -1 ? unit : unit.slice(0, dot)
}

/** The claims on an item's units, in unit order. */
export function claimsFor(registry: GiftRegistry, item: GiftRegistryItem): GiftRegistryClaim[] {
  const byUnit = claimsByUnit(registry.claims)
  return unitKeys(item).flatMap((unit) => (byUnit[unit] ? [byUnit[unit]] : []))
}

function claimsByUnit(claims: readonly GiftRegistryClaim[]): Record<string, GiftRegistryClaim> {
  const byUnit: Record<string, GiftRegistryClaim> = {}
  for (const claim of claims) if (!Object.hasOwn(byUnit, claim.item)) byUnit[claim.item] = claim
  return byUnit
}

/** Where an item stands: wanted, how many are claimed and by whom, and whether it is done. */
export interface ItemStatus {
  wanted: number
  claims: GiftRegistryClaim[]
  /** Units no one has claimed yet (0 when they have it or it was received: nothing more is needed). */
  open: number
  done: boolean
}

export function itemStatus(registry: GiftRegistry, item: GiftRegistryItem): ItemStatus {
  const claims = claimsFor(registry, item)
  const done = item.have === true || item.received === true
  return { wanted: wanted(item), claims, open: done ? 0 : Math.max(0, wanted(item) - claims.length), done }
}

/**
 * Makes a decoded list safe to work with, whatever the link held: one item per id (the first), and claims only
 * for units that exist, one per unit (the first). Validation has already capped every size.
 */
export function normalized(registry: GiftRegistry): GiftRegistry {
  const seen = new Set<string>()
  const items = registry.items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
  const units = new Set(items.flatMap(unitKeys))
  const claimed = new Set<string>()
  const claims = registry.claims.filter((claim) => {
    if (!units.has(claim.item) || claimed.has(claim.item)) return false
    claimed.add(claim.item)
    return true
  })
  return items.length === registry.items.length && claims.length === registry.claims.length ? registry : { ...registry, items, claims }
}

/** Whether an item with this id (a gift idea's id, or an own item's) is on the list. */
export function hasItem(registry: GiftRegistry, id: string): boolean {
  return registry.items.some((item) => item.id === id)
}

/** The idea as a list item: its id, title and kind (the rest is read from the site's data when shown). */
export function addIdea(
  registry: GiftRegistry,
  idea: { id: string; title: string; kind: GiftKind },
  today: string = todayOnDevice(),
): GiftRegistry {
  if (hasItem(registry, idea.id) || registry.items.length >= limits.items) return registry
  const item: GiftRegistryItem = { id: idea.id, idea: idea.id, title: idea.title.slice(0, limits.title), kind: idea.kind }
  return touched({ ...registry, items: [...registry.items, item] }, today)
}

/** What the owner typed for an item of their own. */
export interface OwnItemFields {
  title: string
  kind: GiftKind
  qty?: number
  size?: string
  color?: string
  noScent?: boolean
  link?: string
  why?: string
}

/** True for a link the list can carry: https, no spaces, within the size limit. */
export function isWebLink(text: string): boolean {
  return text.length <= limits.link && /^https:\/\/[^\s<>"]+$/.test(text) && URL.canParse(text)
}

function trimmed(text: string | undefined, max: number): string | undefined {
  const value = text?.trim().slice(0, max)
  return value ? value : undefined
}

/** Adds an item of the owner's own, with a random id ("own-" and 6 letters) no reply can mistake for another. */
export function addOwnItem(registry: GiftRegistry, fields: OwnItemFields, today: string = todayOnDevice()): GiftRegistry {
  if (registry.items.length >= limits.items) return registry
  let id: string
  do id = `own-${randomId(6)}`
  while (hasItem(registry, id))
  const link = trimmed(fields.link, limits.link)
  const item: GiftRegistryItem = {
    id,
    title: fields.title.trim().slice(0, limits.title),
    kind: fields.kind,
    ...(fields.qty && fields.qty > 1 ? { qty: Math.min(limits.qty, Math.floor(fields.qty)) } : {}),
    ...(trimmed(fields.size, limits.size) ? { size: trimmed(fields.size, limits.size) } : {}),
    ...(trimmed(fields.color, limits.color) ? { color: trimmed(fields.color, limits.color) } : {}),
    ...(fields.noScent ? { noScent: true as const } : {}),
    ...(link && isWebLink(link) ? { link } : {}),
    ...(trimmed(fields.why, limits.why) ? { why: trimmed(fields.why, limits.why) } : {}),
  }
  return touched({ ...registry, items: [...registry.items, item] }, today)
}

/** Removes an item and the claims on it. */
export function removeItem(registry: GiftRegistry, id: string, today: string = todayOnDevice()): GiftRegistry {
  if (!hasItem(registry, id)) return registry
  return touched(
    {
      ...registry,
      items: registry.items.filter((item) => item.id !== id),
      claims: registry.claims.filter((claim) => itemOfUnit(claim.item) !== id),
    },
    today,
  )
}

/** Moves an item one place up (-1) or down (+1); at either end nothing changes. */
export function moveItem(registry: GiftRegistry, id: string, delta: -1 | 1, today: string = todayOnDevice()): GiftRegistry {
  const index = registry.items.findIndex((item) => item.id === id)
  const target = index + delta
  const moving = registry.items[index]
  const other = registry.items[target]
  if (!moving || !other) return registry
  const items = [...registry.items]
  items[index] = other
  items[target] = moving
  return touched({ ...registry, items }, today)
}

/** Changes an item's own fields (note, have, received); an empty note is left out. */
export function updateItem(
  registry: GiftRegistry,
  id: string,
  change: { note?: string; have?: boolean; received?: boolean },
  today: string = todayOnDevice(),
): GiftRegistry {
  const items = registry.items.map((item) => {
    if (item.id !== id) return item
    const next: GiftRegistryItem = { ...item }
    if (change.note !== undefined) {
      const note = change.note.slice(0, limits.itemNote)
      if (note.trim()) next.note = note
      else delete next.note
    }
    if (change.have !== undefined) {
      if (change.have) next.have = true
      else delete next.have
    }
    if (change.received !== undefined) {
      if (change.received) next.received = true
      else delete next.received
    }
    return next
  })
  return touched({ ...registry, items }, today)
}

/**
 * Sets how many of an item are wanted (1 to 20), never below the number already claimed: the claims move to the
 * first units, so none is lost.
 */
export function setQuantity(registry: GiftRegistry, id: string, quantity: number, today: string = todayOnDevice()): GiftRegistry {
  const item = registry.items.find((candidate) => candidate.id === id)
  if (!item || !Number.isFinite(quantity)) return registry
  const claims = claimsFor(registry, item)
  const qty = Math.min(limits.qty, Math.max(1, claims.length, Math.floor(quantity)))
  const next: GiftRegistryItem = { ...item }
  if (qty > 1) next.qty = qty
  else delete next.qty
  const units = unitKeys(next)
  const others = registry.claims.filter((claim) => itemOfUnit(claim.item) !== id)
  return touched(
    {
      ...registry,
      items: registry.items.map((candidate) => (candidate.id === id ? next : candidate)),
      // There are at least as many units as claims (qty is never below the claims), so each claim finds one.
      claims: [...others, ...claims.flatMap((claim, index) => (units[index] === undefined ? [] : [{ ...claim, item: units[index] }]))],
    },
    today,
  )
}

/** Sets the list's name, note or drop-off text (an empty note or drop-off is left out; the name is never empty). */
export function updateDetails(
  registry: GiftRegistry,
  change: { name?: string; note?: string; dropOff?: string },
  today: string = todayOnDevice(),
): GiftRegistry {
  const next: GiftRegistry = { ...registry }
  if (change.name !== undefined && change.name.trim()) next.name = change.name.slice(0, limits.name)
  for (const key of ['note', 'dropOff'] as const) {
    const value = change[key]
    if (value === undefined) continue
    const capped = value.slice(0, limits[key])
    if (capped.trim()) next[key] = capped
    else delete next[key]
  }
  return touched(next, today)
}

/** The list as givers get it: without the owner's mark, and claims without the givers' messages. */
export function giverCopy(registry: GiftRegistry): GiftRegistry {
  const { owner: _owner, ...rest } = registry
  return { ...rest, claims: registry.claims.map(({ item, by }) => ({ item, by })) }
}

/** The list as its owner keeps it: marked as theirs. */
export function ownerCopy(registry: GiftRegistry): GiftRegistry {
  return registry.owner ? registry : { ...registry, owner: true }
}

/** One claim of a reply, as the owner reads it: the giver and the item's title. */
export interface ReplyEntry {
  by: string
  title: string
}

/** Two people said yes to the same unit: the claim kept and the one that arrived. */
export interface ReplyConflict {
  itemId: string
  title: string
  kept: GiftRegistryClaim
  incoming: GiftRegistryClaim
}

/** What adding a reply did (nothing at all when `otherList`). */
export interface ReplyOutcome {
  otherList: boolean
  added: ReplyEntry[]
  unchanged: ReplyEntry[]
  withdrawn: ReplyEntry[]
  unknown: ReplyEntry[]
  conflicts: ReplyConflict[]
}

function emptyOutcome(otherList: boolean): ReplyOutcome {
  return { otherList, added: [], unchanged: [], withdrawn: [], unknown: [], conflicts: [] }
}

/**
 * Adds a giver's reply to the list, through the shared mergeClaims: idempotent (the same reply again changes
 * nothing), never takes a unit from someone else (a clash is reported in `conflicts` and the first claim stays),
 * and names items the list no longer has in `unknown`. A giver's "can't bring it after all" removes only their own
 * claim. A reply for another list changes nothing.
 */
export function mergeReply(
  registry: GiftRegistry,
  reply: GiftReply,
  today: string = todayOnDevice(),
): { registry: GiftRegistry; outcome: ReplyOutcome } {
  if (reply.list !== registry.list) return { registry, outcome: emptyOutcome(true) }
  const outcome = emptyOutcome(false)
  const items = new Map(registry.items.map((item) => [item.id, item]))
  const titleOf = (itemId: string, fallback: string) => items.get(itemId)?.title ?? fallback
  const current = claimsByUnit(registry.claims)

  for (const pick of reply.withdraw ?? []) {
    const item = items.get(pick.item)
    if (!item) continue
    for (const unit of unitKeys(item)) {
      if (current[unit] && sameName(current[unit].by, reply.by)) {
        delete current[unit]
        outcome.withdrawn.push({ by: reply.by, title: item.title })
      }
    }
  }

  // Each pick goes to the giver's own unit if they have one, else the first free unit, else the first unit
  // (which mergeClaims then reports as a clash).
  const taken: Record<string, GiftRegistryClaim> = { ...current }
  const incoming: GiftRegistryClaim[] = []
  for (const pick of reply.claims) {
    const item = items.get(pick.item)
    if (!item) {
      outcome.unknown.push({ by: reply.by, title: pick.title })
      continue
    }
    const units = unitKeys(item)
    const unit = units.find((key) => taken[key] && sameName(taken[key].by, reply.by)) ?? units.find((key) => !taken[key]) ?? units[0]
    if (unit === undefined) continue
    const claim: GiftRegistryClaim = {
      item: unit,
      by: reply.by,
      ...(reply.msg ? { msg: reply.msg } : {}),
      ...(reply.when ? { when: reply.when } : {}),
    }
    taken[unit] ??= claim
    incoming.push(claim)
  }

  const merged = mergeClaims(current, incoming, new Set(registry.items.flatMap(unitKeys)))
  const entry = (claim: GiftRegistryClaim): ReplyEntry => ({ by: claim.by, title: titleOf(itemOfUnit(claim.item), claim.item) })
  outcome.added = merged.added.map(entry)
  outcome.unchanged = merged.unchanged.map(entry)
  outcome.conflicts = merged.conflicts.map(({ kept, incoming: arrived }) => ({
    itemId: itemOfUnit(kept.item),
    title: titleOf(itemOfUnit(kept.item), kept.item),
    kept,
    incoming: arrived,
  }))
  const changed = outcome.added.length > 0 || outcome.withdrawn.length > 0
  if (!changed) return { registry, outcome }
  return { registry: touched({ ...registry, claims: Object.values(merged.claims) }, today), outcome }
}

/** Settles a clash for the giver who arrived second: their claim replaces the first one. */
export function keepIncomingOnly(registry: GiftRegistry, conflict: ReplyConflict, today: string = todayOnDevice()): GiftRegistry {
  const unit = conflict.kept.item
  if (!registry.claims.some((claim) => claim.item === unit)) return registry
  return touched(
    { ...registry, claims: registry.claims.map((claim) => (claim.item === unit ? { ...conflict.incoming, item: unit } : claim)) },
    today,
  )
}

/** Settles a clash by keeping both givers: one more of the item is wanted, and the second giver takes it. */
export function keepBoth(registry: GiftRegistry, conflict: ReplyConflict, today: string = todayOnDevice()): GiftRegistry {
  const item = registry.items.find((candidate) => candidate.id === conflict.itemId)
  if (!item || wanted(item) >= limits.qty) return registry
  const grown = setQuantity(registry, item.id, wanted(item) + 1, today)
  const grownItem = grown.items.find((candidate) => candidate.id === item.id)
  if (!grownItem) return grown
  const free = unitKeys(grownItem).find((unit) => !grown.claims.some((claim) => claim.item === unit))
  if (!free) return grown
  return { ...grown, claims: [...grown.claims, { ...conflict.incoming, item: free }] }
}

/** A giver's reply: what they will bring and what they can no longer bring, with their name and message. */
export function makeReply(
  registry: GiftRegistry,
  giver: { by: string; msg?: string; when?: string },
  picks: readonly string[],
  withdrawals: readonly string[] = [],
): GiftReply {
  const pick = (id: string): GiftReplyPick[] => {
    const item = registry.items.find((candidate) => candidate.id === id)
    return item ? [{ item: item.id, title: item.title }] : []
  }
  const msg = trimmed(giver.msg, limits.msg)
  const when = trimmed(giver.when, limits.when)
  const withdraw = withdrawals.flatMap(pick)
  return {
    list: registry.list,
    by: giver.by.trim().slice(0, limits.by),
    ...(msg ? { msg } : {}),
    ...(when ? { when } : {}),
    claims: picks.flatMap(pick),
    ...(withdraw.length > 0 ? { withdraw } : {}),
  }
}
