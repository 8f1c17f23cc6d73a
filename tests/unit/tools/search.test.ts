import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseExcerpt } from '../../../src/tools/search/excerpt.ts'
import { maxQueryChars, searchWords } from '../../../src/tools/search/engine.ts'
import { readQuery, maxQueryLength } from '../../../src/tools/shared/url-state.ts'
import { countNumber, countText, fillTemplate } from '../../../src/tools/shared/text.ts'

describe('Pagefind excerpts', () => {
  it('become plain text pieces with the marked words flagged', () => {
    expect(parseExcerpt('Eat <mark>small</mark> meals &amp; sip <mark>ginger</mark> tea.')).toEqual([
      { text: 'Eat ', marked: false },
      { text: 'small', marked: true },
      { text: ' meals & sip ', marked: false },
      { text: 'ginger', marked: true },
      { text: ' tea.', marked: false },
    ])
  })

  it('never carry markup through, whatever they contain', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const piece of parseExcerpt(`<mark>${text}</mark><img src=x onerror=alert(1)>${text}<script>x</script>`)) {
          expect(piece.text).not.toMatch(/<[a-z/]/i)
        }
      }),
    )
  })

  it('decode numeric references and leave unknown ones as written', () => {
    expect(parseExcerpt('caf&#233; &#x2014; &bogus;')).toEqual([{ text: 'café — &bogus;', marked: false }])
  })
})

describe('search words', () => {
  const ignore = ['my', 'what', 'do', 'i', 'the', 'after']
  it('drop filler words but keep the words that carry meaning', () => {
    expect(searchWords('What do I eat after chemo', ignore)).toEqual(['eat', 'chemo'])
  })

  it('keep everything when only filler words were typed', () => {
    expect(searchWords('what do i', ignore)).toEqual(['what', 'do', 'i'])
  })

  it(`use at most ${maxQueryChars} characters and survive any input`, () => {
    expect(searchWords('a'.repeat(1000)).join('').length).toBe(maxQueryChars)
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 2000 }), (query) => {
      expect([...searchWords(query, ignore).join(' ')].length).toBeLessThanOrEqual(maxQueryChars)
    }))
    expect(searchWords('!!! ??? ...', ignore)).toEqual(['!!!', '???', '...'])
    expect(searchWords('  ')).toEqual([])
  })
})

describe('query strings', () => {
  const spec = {
    q: { kind: 'text', maxLength: 10 },
    well: { kind: 'values', allowed: ['Eat Well', 'Read Well'] },
  } as const

  it('read known parameters and values', () => {
    expect(readQuery('q=nausea&well=Eat+Well', spec)).toEqual({ text: { q: 'nausea' }, values: { well: ['Eat Well'] }, ignoredSomething: false, trimmed: false })
  })

  it('ignore unknown parameters, unknown values and repeats, and say so', () => {
    const reading = readQuery('q=a&q=b&well=Nope&well=Eat+Well&well=Eat+Well&utm=x', spec)
    expect(reading.text).toEqual({ q: 'a' })
    expect(reading.values).toEqual({ well: ['Eat Well'] })
    expect(reading.ignoredSomething).toBe(true)
  })

  it('cut over-long text and ignore a huge query string past its limit', () => {
    expect(readQuery(`q=${'x'.repeat(50)}`, spec)).toMatchObject({ text: { q: 'xxxxxxxxxx' }, trimmed: true })
    expect(readQuery(`q=ok&well=${'x'.repeat(maxQueryLength)}`, spec)).toMatchObject({ text: { q: 'ok' }, ignoredSomething: true })
  })

  it('never throw, and return only values from the spec', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (query) => {
        const reading = readQuery(query, spec)
        for (const value of reading.values.well ?? []) expect(spec.well.allowed).toContain(value)
        expect([...(reading.text.q ?? '')].length).toBeLessThanOrEqual(10)
      }),
    )
    expect(readQuery('%E0%A4%A', spec).ignoredSomething).toBe(true)
  })
})

describe('words with values', () => {
  it('fill placeholders and leave unknown ones visible', () => {
    expect(fillTemplate('No pages match "{query}" {nope}', { query: '<b>x</b>' })).toBe('No pages match "<b>x</b>" {nope}')
  })

  it('choose the singular or plural form by the language rules', () => {
    const text = { one: '1 page matches', other: '{count} pages match' }
    expect(countText(text, 1, 'en')).toBe('1 page matches')
    expect(countText(text, 0, 'en')).toBe('0 pages match')
    expect(countText(text, 1200, 'en')).toBe('1,200 pages match')
  })

  it('write counts as Intl.NumberFormat does in English and Spanish, small whole ones without loading it', () => {
    for (const lang of ['en', 'en-GB', 'es']) {
      for (const count of [0, 1, 7, 42, 999, 1000, 1200, 12345, 2.5]) {
        expect(countNumber(count, lang)).toBe(new Intl.NumberFormat(lang).format(count))
      }
    }
  })
})
