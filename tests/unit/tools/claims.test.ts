import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeClaims, type Claim } from '../../../src/tools/shared/claims.ts'

const items = new Set(['tue-3-dec-dinner', 'wed-4-dec-ride', 'thu-5-dec-dinner'])

describe('merging claims from reply links', () => {
  it('adds new claims and keeps the first claim when two people take the same item', () => {
    const first = mergeClaims({}, [{ item: 'tue-3-dec-dinner', by: 'Ana' }], items)
    expect(first.added).toHaveLength(1)
    const second = mergeClaims(first.claims, [{ item: 'tue-3-dec-dinner', by: 'Ben' }, { item: 'wed-4-dec-ride', by: 'Ben' }], items)
    expect(second.claims['tue-3-dec-dinner'].by).toBe('Ana')
    expect(second.claims['wed-4-dec-ride'].by).toBe('Ben')
    expect(second.conflicts).toEqual([{ kept: { item: 'tue-3-dec-dinner', by: 'Ana' }, incoming: { item: 'tue-3-dec-dinner', by: 'Ben' } }])
  })

  it('is idempotent: the same reply twice, or the same name in another case, changes nothing', () => {
    const reply: Claim[] = [{ item: 'thu-5-dec-dinner', by: 'Ana' }]
    const once = mergeClaims({}, reply, items)
    const twice = mergeClaims(once.claims, [{ item: 'thu-5-dec-dinner', by: ' ana ' }], items)
    expect(twice.claims).toEqual(once.claims)
    expect(twice.unchanged).toHaveLength(1)
    expect(twice.conflicts).toHaveLength(0)
  })

  it('reports claims for items that no longer exist', () => {
    expect(mergeClaims({}, [{ item: 'gone', by: 'Ana' }], items).unknown).toEqual([{ item: 'gone', by: 'Ana' }])
  })

  it('never loses a claim and never gives an item to two people, whatever the replies', () => {
    const claim: fc.Arbitrary<Claim> = fc.record({ item: fc.constantFrom(...items, 'gone'), by: fc.constantFrom('Ana', 'Ben', 'ana', 'Cy') })
    fc.assert(
      fc.property(fc.array(fc.array(claim, { maxLength: 5 }), { maxLength: 6 }), (replies) => {
        let current: Record<string, Claim> = {}
        for (const reply of replies) {
          const before = current
          const outcome = mergeClaims(current, reply, items)
          for (const [item, kept] of Object.entries(before)) expect(outcome.claims[item]).toEqual(kept)
          expect(mergeClaims(outcome.claims, reply, items).claims).toEqual(outcome.claims)
          current = outcome.claims
        }
        for (const [item, kept] of Object.entries(current)) expect(kept.item).toBe(item)
      }),
    )
  })
})
