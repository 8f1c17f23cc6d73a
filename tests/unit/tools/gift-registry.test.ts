import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  backupFileName,
  decodeRegistry,
  decodeReply,
  encodeRegistry,
  encodeReply,
  readRegistryFile,
  registryBackup,
} from '../../../src/tools/gift-registry/codec.ts'
import {
  addIdea,
  addOwnItem,
  giverCopy,
  isWebLink,
  itemStatus,
  keepBoth,
  keepIncomingOnly,
  limits,
  makeReply,
  mergeReply,
  moveItem,
  newRegistry,
  normalized,
  removeItem,
  setQuantity,
  unitKeys,
  updateDetails,
  updateItem,
  type GiftRegistry,
  type GiftReply,
} from '../../../src/tools/gift-registry/model.ts'
import { encodeLink, maxLinkChars } from '../../../src/tools/shared/link-codec.ts'
import { validateGiftRegistry } from '../../../src/generated/validators.js'

const today = '2026-11-23'

/** A list with three ideas and one own item wanted twice. */
function sampleList(): GiftRegistry {
  let list = newRegistry('Sam’s list', today)
  list = addIdea(list, { id: 'unscented-lotion', title: 'Unscented lotion', kind: 'item' }, today)
  list = addIdea(list, { id: 'rides-to-treatment', title: 'Rides to treatment', kind: 'time' }, today)
  list = addIdea(list, { id: 'grocery-gift-card', title: 'A grocery gift card', kind: 'gift-card' }, today)
  list = addOwnItem(list, { title: 'Freezer soup', kind: 'item', qty: 2, noScent: false, link: 'https://example.org/soup' }, today)
  return list
}

function reply(list: GiftRegistry, by: string, picks: string[], withdrawals: string[] = []): GiftReply {
  return makeReply(list, { by }, picks, withdrawals)
}

const idArb = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/)
const textArb = (max: number) => fc.string({ minLength: 1, maxLength: max, unit: 'grapheme' })

/** Any list the schema accepts (items with unique ids; claims on their units). */
const registryArb: fc.Arbitrary<GiftRegistry> = fc
  .record({
    name: textArb(limits.name),
    note: fc.option(fc.string({ maxLength: limits.note }), { nil: undefined }),
    items: fc.uniqueArray(
      fc.record({
        id: idArb,
        title: textArb(limits.title),
        kind: fc.constantFrom('item' as const, 'time' as const, 'gift-card' as const, 'organization' as const),
        qty: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        size: fc.option(fc.string({ maxLength: limits.size }), { nil: undefined }),
        noScent: fc.option(fc.constant(true as const), { nil: undefined }),
        have: fc.option(fc.constant(true as const), { nil: undefined }),
      }),
      { selector: (item) => item.id, maxLength: 12 },
    ),
    givers: fc.array(fc.constantFrom('Ana', 'Ben', 'Cy', 'Dee'), { maxLength: 20 }),
  })
  .map(({ name, note, items, givers }) => {
    const clean = items.map((item) =>
      Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)),
    ) as unknown as GiftRegistry['items']
    const units = clean.flatMap(unitKeys)
    const claims = givers.slice(0, units.length).map((by, index) => ({ item: units[(index * 7) % units.length], by }))
    const list: GiftRegistry = { list: 'abcdefgh1234', owner: true, name, updated: today, items: clean, claims, ...(note ? { note } : {}) }
    return normalized(list)
  })

describe('the registry in a link', () => {
  it('round-trips any valid list, the owner’s and the givers’ copy alike', async () => {
    await fc.assert(
      fc.asyncProperty(registryArb, async (list) => {
        expect(validateGiftRegistry(list)).toBe(true)
        const own = await encodeRegistry(list)
        expect(own).toMatch(/^registry=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
        expect(await decodeRegistry(`https://sevenwells.org/wishing-well/registry#${own}`)).toEqual({ ok: true, data: list })
        const giver = await decodeRegistry(await encodeRegistry(giverCopy(list)))
        expect(giver.ok && giver.data.owner).toBe(undefined)
      }),
      { numRuns: 60 },
    )
  })

  it('keeps givers’ messages and the owner’s mark out of the givers’ link', () => {
    const base = sampleList()
    const list = mergeReply(base, { ...reply(base, 'Ana', ['rides-to-treatment']), msg: 'Friday at 9', when: 'Friday' }, today).registry
    expect(list.claims).toEqual([{ item: 'rides-to-treatment', by: 'Ana', msg: 'Friday at 9', when: 'Friday' }])
    const copy = giverCopy(list)
    expect(copy.owner).toBeUndefined()
    expect(JSON.stringify(copy)).not.toContain('Friday')
    expect(copy.claims).toEqual([{ item: 'rides-to-treatment', by: 'Ana' }])
  })

  it('refuses tampered, cut-off, oversized, foreign and wrong-kind links with a problem, never data', async () => {
    const link = await encodeRegistry(sampleList())
    const dot = link.indexOf('.')
    const flipped = link.slice(0, 20) + (link[20] === 'A' ? 'B' : 'A') + link.slice(21)
    expect(await decodeRegistry(flipped)).toMatchObject({ ok: false })
    expect(await decodeRegistry(link.slice(0, dot - 10))).toMatchObject({ ok: false, problem: 'truncated' })
    expect(await decodeRegistry(`registry=${'A'.repeat(maxLinkChars)}.abcdef`)).toMatchObject({ ok: false, problem: 'tooLong' })
    expect(await decodeRegistry('hello there')).toMatchObject({ ok: false, problem: 'notOurs' })
    expect(await decodeRegistry(await encodeReply(reply(sampleList(), 'Ana', ['rides-to-treatment'])))).toMatchObject({
      ok: false,
      problem: 'wrongKind',
    })
    expect(await decodeReply(link)).toMatchObject({ ok: false, problem: 'wrongKind' })
    expect(await decodeRegistry(await encodeLink('registry', 2, sampleList()))).toMatchObject({ ok: false, problem: 'newerVersion' })
  })

  it('refuses well-formed links whose data breaks the caps or holds script links', async () => {
    const base = sampleList()
    const tooManyItems = {
      ...base,
      items: Array.from({ length: limits.items + 1 }, (_, index) => ({ id: `x${index}`, title: 'x', kind: 'item' })),
    }
    const hugeName = { ...base, name: 'x'.repeat(limits.name + 1) }
    const scriptLink = { ...base, items: [{ id: 'a', title: 'a', kind: 'item', link: 'javascript:alert(1)' }] }
    const extraField = { ...base, secret: 'x' }
    for (const data of [tooManyItems, hugeName, scriptLink, extraField]) {
      expect(await decodeRegistry(await encodeLink('registry', 1, data))).toMatchObject({ ok: false, problem: 'invalid' })
    }
  })

  it('tidies a list whose link repeats items or claims a unit twice', async () => {
    const list = sampleList()
    const messy = {
      ...list,
      items: [...list.items, list.items[0]],
      claims: [
        { item: 'unscented-lotion', by: 'Ana' },
        { item: 'unscented-lotion', by: 'Ben' },
        { item: 'no-such-item', by: 'Cy' },
      ],
    }
    const decoded = await decodeRegistry(await encodeLink('registry', 1, messy))
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.data.items).toHaveLength(list.items.length)
    expect(decoded.data.claims).toEqual([{ item: 'unscented-lotion', by: 'Ana' }])
  })

  it('reads a backup file it wrote, and refuses other files without changing anything', async () => {
    const list = sampleList()
    expect(await readRegistryFile(new Blob([registryBackup(list)]))).toEqual({ ok: true, data: list })
    expect(await readRegistryFile(new Blob([JSON.stringify({ kind: 'plan', v: 1, data: list })]))).toMatchObject({
      ok: false,
      problem: 'wrongKind',
    })
    expect(await readRegistryFile(new Blob(['{"kind": "registry", "v": 1, "data": ']))).toMatchObject({ ok: false, problem: 'damaged' })
    expect(await readRegistryFile(new Blob(['x'.repeat(1_048_577)]))).toMatchObject({ ok: false, problem: 'fileTooLarge' })
    expect(backupFileName(list, 'gift-list')).toBe('sam-s-list-gift-list.json')
  })
})

describe('changing the list', () => {
  it('adds an idea once, removes it with its claims, and moves items within bounds', () => {
    let list = sampleList()
    expect(addIdea(list, { id: 'unscented-lotion', title: 'Unscented lotion', kind: 'item' }, today)).toBe(list)
    list = mergeReply(list, reply(list, 'Ana', ['unscented-lotion']), today).registry
    const removed = removeItem(list, 'unscented-lotion', today)
    expect(removed.items.map((item) => item.id)).not.toContain('unscented-lotion')
    expect(removed.claims).toEqual([])
    expect(moveItem(list, list.items[0].id, -1, today)).toBe(list)
    expect(moveItem(list, list.items[0].id, 1, today).items[1].id).toBe(list.items[0].id)
  })

  it('keeps own items’ details, drops a link that is not https, and gives each a fresh id', () => {
    const list = addOwnItem(
      newRegistry('A', today),
      { title: ' Slippers ', kind: 'item', size: 'W8', color: 'Blue', noScent: true, link: 'http://shop', why: 'Warm' },
      today,
    )
    expect(list.items[0]).toMatchObject({ title: 'Slippers', size: 'W8', color: 'Blue', noScent: true, why: 'Warm' })
    expect(list.items[0].link).toBeUndefined()
    expect(list.items[0].id).toMatch(/^own-[a-z0-9]{6}$/)
    expect(isWebLink('https://example.org/a?b=c')).toBe(true)
    expect(isWebLink('javascript:alert(1)')).toBe(false)
    expect(isWebLink('https://exa mple.org')).toBe(false)
  })

  it('never sets how many below the number already claimed, and moves claims to the first units', () => {
    let list = sampleList()
    const soup = list.items[3]
    list = mergeReply(list, reply(list, 'Ana', [soup.id]), today).registry
    list = mergeReply(list, reply(list, 'Ben', [soup.id]), today).registry
    expect(itemStatus(list, list.items[3])).toMatchObject({ wanted: 2, open: 0 })
    const shrunk = setQuantity(list, soup.id, 1, today)
    expect(shrunk.items[3].qty).toBe(2)
    const grown = setQuantity(list, soup.id, 5, today)
    expect(itemStatus(grown, grown.items[3])).toMatchObject({ wanted: 5, open: 3 })
    expect(grown.claims.filter((claim) => claim.item.startsWith(soup.id))).toHaveLength(2)
  })

  it('keeps notes, marks and details tidy', () => {
    let list = updateItem(sampleList(), 'unscented-lotion', { note: 'Fragrance free', have: true }, today)
    expect(list.items[0]).toMatchObject({ note: 'Fragrance free', have: true })
    expect(itemStatus(list, list.items[0])).toMatchObject({ open: 0, done: true })
    list = updateItem(list, 'unscented-lotion', { note: '  ', have: false }, today)
    expect(list.items[0].note).toBeUndefined()
    expect(list.items[0].have).toBeUndefined()
    expect(updateDetails(list, { name: '   ' }, today).name).toBe('Sam’s list')
    expect(updateDetails(list, { note: 'No flowers', dropOff: '' }, today)).toMatchObject({ note: 'No flowers' })
    expect(updateDetails(list, { name: 'New' }, '2026-12-01').updated).toBe('2026-12-01')
  })
})

describe('merging replies', () => {
  it('adds a claim, and the same reply again changes nothing', () => {
    const list = sampleList()
    const first = mergeReply(list, reply(list, 'Ana', ['rides-to-treatment']), today)
    expect(first.outcome.added).toEqual([{ by: 'Ana', title: 'Rides to treatment' }])
    const again = mergeReply(first.registry, reply(list, ' ana ', ['rides-to-treatment']), today)
    expect(again.registry).toBe(first.registry)
    expect(again.outcome.unchanged).toHaveLength(1)
  })

  it('shows a clash and keeps the first giver; the owner can keep the second or both', () => {
    const base = sampleList()
    const list = mergeReply(base, reply(base, 'Ana', ['unscented-lotion']), today).registry
    const clash = mergeReply(list, reply(list, 'Ben', ['unscented-lotion']), today)
    expect(clash.registry).toBe(list)
    expect(clash.outcome.conflicts).toHaveLength(1)
    const [conflict] = clash.outcome.conflicts
    expect(conflict).toMatchObject({ title: 'Unscented lotion', kept: { by: 'Ana' }, incoming: { by: 'Ben' } })
    expect(keepIncomingOnly(list, conflict, today).claims).toEqual([{ item: 'unscented-lotion', by: 'Ben' }])
    const both = keepBoth(list, conflict, today)
    expect(both.items[0].qty).toBe(2)
    expect(both.claims).toEqual([
      { item: 'unscented-lotion', by: 'Ana' },
      { item: 'unscented-lotion.2', by: 'Ben' },
    ])
  })

  it('gives each giver a unit of an item wanted twice, then reports a third as a clash', () => {
    let list = sampleList()
    const soup = list.items[3].id
    list = mergeReply(list, reply(list, 'Ana', [soup]), today).registry
    list = mergeReply(list, reply(list, 'Ben', [soup]), today).registry
    expect(list.claims.map((claim) => claim.by)).toEqual(['Ana', 'Ben'])
    expect(mergeReply(list, reply(list, 'Cy', [soup]), today).outcome.conflicts).toHaveLength(1)
  })

  it('lets a giver withdraw only their own claim', () => {
    let list = sampleList()
    list = mergeReply(list, reply(list, 'Ana', ['grocery-gift-card']), today).registry
    const byBen = mergeReply(list, reply(list, 'Ben', [], ['grocery-gift-card']), today)
    expect(byBen.registry).toBe(list)
    const byAna = mergeReply(list, reply(list, 'Ana', [], ['grocery-gift-card']), today)
    expect(byAna.outcome.withdrawn).toEqual([{ by: 'Ana', title: 'A grocery gift card' }])
    expect(byAna.registry.claims).toEqual([])
  })

  it('names items that left the list, and changes nothing for a reply to another list', () => {
    const list = sampleList()
    const answer = reply(list, 'Ana', ['rides-to-treatment'])
    const gone = mergeReply(removeItem(list, 'rides-to-treatment', today), answer, today)
    expect(gone.outcome.unknown).toEqual([{ by: 'Ana', title: 'Rides to treatment' }])
    const other = mergeReply(list, { ...answer, list: 'zzzzzzzzzzzz' }, today)
    expect(other.registry).toBe(list)
    expect(other.outcome.otherList).toBe(true)
  })

  it('survives a round trip through reply links', async () => {
    const list = sampleList()
    const decoded = await decodeReply(
      `https://sevenwells.org/wishing-well/registry#${await encodeReply(reply(list, 'Ana', ['unscented-lotion', 'rides-to-treatment']))}`,
    )
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(mergeReply(list, decoded.data, today).outcome.added).toHaveLength(2)
  })

  it('whatever replies arrive, in any order: never two givers on one unit, never a lost claim, idempotent', () => {
    const base = sampleList()
    const ids = [...base.items.map((item) => item.id), 'gone-item']
    const replyArb = fc.record({
      by: fc.constantFrom('Ana', 'Ben', 'ana', 'Cy'),
      claims: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 4 }),
      withdraw: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 2 }),
    })
    fc.assert(
      fc.property(fc.array(replyArb, { maxLength: 8 }), (replies) => {
        let list = base
        for (const { by, claims, withdraw } of replies) {
          const answer: GiftReply = {
            list: base.list,
            by,
            claims: claims.map((item) => ({ item, title: item })),
            ...(withdraw.length ? { withdraw: withdraw.map((item) => ({ item, title: item })) } : {}),
          }
          const before = list
          const { registry, outcome } = mergeReply(list, answer, today)
          // Claims are lost only by their own giver's withdrawal.
          for (const claim of before.claims) {
            const kept = registry.claims.find((candidate) => candidate.item === claim.item)
            if (!kept) expect(claim.by.toLowerCase()).toBe(by.toLowerCase())
            else if (kept.by.toLowerCase() !== claim.by.toLowerCase()) expect.unreachable('a claim changed hands')
          }
          // The same reply again (without withdrawals, which are not repeats of the same change) changes nothing.
          const again = mergeReply(registry, { ...answer, withdraw: undefined }, today)
          expect(again.registry.claims).toEqual(registry.claims)
          expect(outcome.otherList).toBe(false)
          list = registry
        }
        const units = list.claims.map((claim) => claim.item)
        expect(new Set(units).size).toBe(units.length)
        const known = new Set(list.items.flatMap(unitKeys))
        for (const unit of units) expect(known.has(unit)).toBe(true)
        expect(validateGiftRegistry(list)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('two givers replying about different things end up with the same list in either order', () => {
    const base = sampleList()
    const ids = base.items.map((item) => item.id)
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: 2 }), (picked) => {
        const cut = Math.ceil(picked.length / 2)
        const a = reply(base, 'Ana', picked.slice(0, cut))
        const b = reply(base, 'Ben', picked.slice(cut))
        const ab = mergeReply(mergeReply(base, a, today).registry, b, today).registry
        const ba = mergeReply(mergeReply(base, b, today).registry, a, today).registry
        const sorted = (list: GiftRegistry) => [...list.claims].sort((x, y) => x.item.localeCompare(y.item))
        expect(sorted(ab)).toEqual(sorted(ba))
      }),
    )
  })
})
