import { describe, expect, it } from 'vitest'
import { proximityScore, runSearch } from '../../../src/tools/search/engine.ts'
import { fakePagefind } from '../../support/fake-pagefind.ts'

describe('proximity score', () => {
  it('is 0 unless two different words follow each other, and more the closer they are', () => {
    expect(proximityScore([[0, 1, 2], []], [1, 1])).toBe(0)
    expect(proximityScore([[0], [1]], [1, 1])).toBeGreaterThan(proximityScore([[0], [3]], [1, 1]))
    expect(proximityScore([[0], [3]], [1, 1])).toBeGreaterThan(0)
  })

  it('counts only neighbours: a word between two others takes their place', () => {
    // "eat" at 0 and "day" at 2 are not neighbours once "chemo" sits at 1.
    const apart = proximityScore([[0], [], [2]], [1, 1, 1])
    const between = proximityScore([[0], [1], [2]], [1, 1, 1])
    expect(between).toBeGreaterThan(apart)
  })

  it('weighs a rarer word more, and stays bounded however often the words meet', () => {
    expect(proximityScore([[0], [1]], [1, 2])).toBeGreaterThan(proximityScore([[0], [1]], [1, 1]))
    const often = proximityScore([Array.from({ length: 500 }, (_, index) => index * 2)], [1])
    expect(often).toBe(0)
    const meeting = proximityScore([Array.from({ length: 500 }, (_, index) => index * 2), Array.from({ length: 500 }, (_, index) => index * 2 + 1)], [1, 1])
    expect(meeting).toBeLessThanOrEqual(2 * 2.2)
  })
})

describe('ranking by proximity', () => {
  // The hub says each word more often (a higher Pagefind score), in cards about other things; the page about the
  // question says them in one sentence.
  const pages = [
    {
      url: '/hub',
      text: 'Eat well with our recipes. Meal plans for every week of the year, shopping lists and menus. Eat together. Chemo side effects, tips and stories from readers and nurses. A day out for caregivers, with friends.',
    },
    { url: '/chemo-day', text: 'Eat on chemo day: small plain meals.' },
    { url: '/rides', text: 'Rides and errands. Eat first.' },
    { url: '/work', text: 'Eat well at work.' },
  ]

  it('puts the page with the words together above one with them scattered, though Pagefind scores it lower', async () => {
    const pagefind = fakePagefind(pages)
    expect((await pagefind.search('eat chemo day')).results.map((result) => result.id)).toEqual(['/hub', '/chemo-day'])
    const outcome = await runSearch(pagefind, { query: 'eat chemo day', wells: [], audiences: [] }, { limit: 3 })
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/chemo-day', '/hub'])
  })

  it('leaves a one-word search in Pagefind\'s order', async () => {
    const outcome = await runSearch(fakePagefind(pages), { query: 'eat', wells: [], audiences: [] }, { limit: 3 })
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/hub', '/chemo-day', '/rides'])
  })
})

describe('partial matches after few complete ones', () => {
  const pages = [
    { url: '/both', text: 'Exercise and chemo, in a word.' },
    { url: '/exercise', text: 'Exercise during treatment: walking, stretching, exercise every day.' },
    { url: '/chemo', text: 'Chemo, what to expect from chemo.' },
    { url: '/rides', text: 'Rides and errands.' },
  ]

  it('follow the only page with both words of a two-word search, which stays first', async () => {
    const outcome = await runSearch(fakePagefind(pages), { query: 'exercise chemo', wells: [], audiences: [] }, { limit: 5 })
    expect(outcome.partial).toBe(true)
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/both', '/exercise', '/chemo'])
    expect(outcome.hits.map((hit) => hit.matched)).toEqual([2, 1, 1])
  })

  it('do not join a one-word search, or a search with enough complete pages', async () => {
    expect((await runSearch(fakePagefind(pages), { query: 'exercise', wells: [], audiences: [] }, { limit: 5 })).partial).toBeUndefined()
    const many = [...pages, { url: '/more', text: 'Exercise after chemo.' }, { url: '/again', text: 'Chemo and exercise.' }]
    const outcome = await runSearch(fakePagefind(many), { query: 'exercise chemo', wells: [], audiences: [] }, { limit: 5 })
    expect(outcome.partial).toBeUndefined()
    expect(outcome.hits.every((hit) => hit.matched === 2)).toBe(true)
  })
})
