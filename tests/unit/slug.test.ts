import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slug } from '../../src/text/slug.ts'
import { headingId } from '../../src/ui/heading-id.ts'
import { backupFileName } from '../../src/tools/gift-registry/codec.ts'
import { normalizePagePath } from '../../src/manifest/new-page-cli.ts'
import { idFromTitle } from '../../src/manifest/migrations.ts'
import type { GiftRegistry } from '../../src/generated/validators.js'

function registryNamed(name: string): GiftRegistry {
  return { list: 'l1', name, updated: '2026-11-24', items: [], claims: [] }
}

/** Text like headings and names: letters (some accented), digits, spaces, punctuation and other scripts. */
const wordy = fc
  .array(fc.constantFrom('a', 'B', 'z', '9', 'é', 'Ñ', 'ü', ' ', '-', '&', '’', '!', '/', '中', '\u0301'), { maxLength: 80 })
  .map((characters) => characters.join(''))

const slugShape = /^([a-z0-9]+(-[a-z0-9]+)*)?$/

describe('slug', () => {
  it('keeps letters and digits, in lower case, with single hyphens between words', () => {
    expect(slug('Crème Brûlée & Pears!')).toBe('creme-brulee-pears')
    expect(slug('  Week 1 -- Day 3  ')).toBe('week-1-day-3')
    expect(slug('María’s list')).toBe('maria-s-list')
    expect(slug('¿?')).toBe('')
  })

  it('cuts at the length asked for without leaving a hyphen at the end', () => {
    expect(slug('abc def', 4)).toBe('abc')
    expect(slug('abcd efgh', 6)).toBe('abcd-e')
  })

  it('always gives a slug of the expected shape and length, and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.oneof(wordy, fc.string({ unit: 'grapheme', maxLength: 80 })), fc.integer({ min: 1, max: 30 }), (text, max) => {
        const once = slug(text, max)
        expect(once).toMatch(slugShape)
        expect(once.length).toBeLessThanOrEqual(max)
        expect(slug(once, max)).toBe(once)
      }),
    )
  })
})

describe('the slug in use', () => {
  it('makes heading ids, after the ids of the headings above', () => {
    expect(headingId('Tips & tricks: Crème brûlée!')).toBe('tips-tricks-creme-brulee')
    expect(headingId('Tips', 'breakfast')).toBe('breakfast-tips')
    expect(headingId('¿?')).toBe('section')
    expect(headingId('x'.repeat(59) + ' yz')).toBe('x'.repeat(59))
  })

  it('makes recipe ids, backup file names and suggested page paths the same way', () => {
    expect(idFromTitle('Crème Brûlée & Pears!')).toBe('creme-brulee-pears')
    expect(idFromTitle('!!!')).toBe('recipe')
    expect(backupFileName(registryNamed('María’s list'), 'gift-list')).toBe('maria-s-list-gift-list.json')
    // A name cut at 40 characters never leaves a hyphen before the suffix.
    expect(backupFileName(registryNamed(`${'a'.repeat(39)} b`), 'x')).toBe(`${'a'.repeat(39)}-x.json`)
    expect(() => normalizePagePath('/Eat Well/Café')).toThrow('Did you mean "/eat-well/cafe"?')
  })
})
