import { describe, expect, it } from 'vitest'
import { runSearch } from '../../../src/tools/search/engine.ts'
import { correctedAlternatives, correctedWords } from '../../../src/tools/search/spelling.ts'
import { correctionsOf } from '../../../src/tools/search/vocabulary.ts'
import { fakePagefind, fakeVocabulary as vocabularyOf, type FakePage as Page } from '../../support/fake-pagefind.ts'

function searcher(pages: readonly Page[], ignoreWords: readonly string[] = []) {
  const pagefind = fakePagefind(pages)
  const vocabulary = vocabularyOf(pages)
  return (query: string) =>
    runSearch(pagefind, { query, wells: [], audiences: [] }, { ignoreWords, limit: 5, correct: async (words) => correctedAlternatives(words, vocabulary) })
}

describe('spelling alternatives', () => {
  const pages = [
    { url: '/calendar', text: 'A month at a glance: each month, plan the month ahead.' },
    { url: '/plan', text: 'Plan one month of meals.' },
    { url: '/mouth', text: 'Dry mouth and sores: sip water.' },
    { url: '/family', text: 'A mother, a father.' },
  ]
  const vocabulary = vocabularyOf(pages)

  it('offers every word as close as the closest, more common first, and none farther', () => {
    // "mother" is two typos from "moth": one word offered is always as close as any other.
    expect(correctionsOf(vocabulary, 'moth', 3)).toEqual(['month', 'mouth'])
    expect(correctionsOf(vocabulary, 'moth', 1)).toEqual(['month'])
    expect(correctionsOf(vocabulary, 'month', 3)).toEqual([])
  })

  it('combines the words\' corrections best first, the first being the single correction', () => {
    expect(correctedAlternatives(['dry', 'moth'], vocabulary)).toEqual([
      ['dry', 'month'],
      ['dry', 'mouth'],
    ])
    expect(correctedWords(['dry', 'moth'], vocabulary)).toEqual(['dry', 'month'])
    expect(correctedAlternatives(['dry', 'mouth'], vocabulary)).toEqual([])
  })
})

describe('spelling correction in a search', () => {
  it('reads a word as close to two site words as the one that goes with the other words', async () => {
    // "month" is on more pages, so it is the first correction; only "mouth" is on a page that says "dry".
    const search = searcher([
      { url: '/calendar', text: 'A month at a glance: each month, plan the month ahead.' },
      { url: '/plan', text: 'Plan one month of meals.' },
      { url: '/mouth', text: 'Dry mouth and sores: sip water.' },
    ])
    const outcome = await search('dry moth')
    expect(outcome.corrected).toBe('dry mouth')
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/mouth'])
  })

  it('keeps the more common word when the other words cannot tell', async () => {
    const search = searcher([
      { url: '/calendar', text: 'A month at a glance: each month, plan the month ahead.' },
      { url: '/plan', text: 'Plan one month of meals, dry or fresh.' },
      { url: '/mouth', text: 'Dry mouth and sores: sip water.' },
    ])
    expect((await search('moth')).corrected).toBe('month')
  })

  it('does not prefer a rare reading for being rare: the typed words\' own scores decide', async () => {
    // "caner news" scores higher read as "canker news" (a rarer word, said often on its page) than as "cancer news",
    // but "news" is said more with "cancer".
    const search = searcher([
      { url: '/news', text: 'Cancer news: cancer research news, news every week.' },
      { url: '/care', text: 'Cancer care and cancer help.' },
      { url: '/sores', text: 'Canker sores: a canker sore, two canker sores, canker after canker. News.' },
    ])
    expect((await search('caner news')).corrected).toBe('cancer news')
  })

  it('drops a correction that is a filler word, as it would be if typed', async () => {
    const search = searcher(
      [
        { url: '/eating', text: 'When he will not eat: small meals.' },
        { url: '/family', text: 'Talk with your husband or wife.' },
      ],
      ['my', 'wont', 'husband', 'wife'],
    )
    const outcome = await search('my husand wont eat')
    expect(outcome.corrected).toBe('husband eat')
    expect(outcome.words).toEqual(['eat'])
    expect(outcome.broadened).toBe(false)
    expect(outcome.hits.map((hit) => hit.url)).toEqual(['/eating'])
  })

  it('corrects a typo met only by its beginning when few pages have all the words and partial matches follow', async () => {
    // "nause" matches "nausea" by its beginning on one page: a sign of a typo, as for a search with many results.
    const search = searcher([
      { url: '/ginger', text: 'Ginger tea for nausea.' },
      { url: '/tea', text: 'Tea and toast.' },
      { url: '/ginger-cookies', text: 'Ginger cookies.' },
    ])
    const outcome = await search('nause ginger tea')
    expect(outcome.partial).toBe(true)
    expect(outcome.corrected).toBe('nausea ginger tea')
    expect(outcome.hits[0]?.url).toBe('/ginger')
  })
})
