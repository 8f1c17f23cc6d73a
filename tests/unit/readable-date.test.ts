import { describe, expect, it } from 'vitest'
import { learnWrittenDates, readableDate, writtenDatesIn } from '../../src/ui/readable-date.ts'

describe('dates written at build time', () => {
  it('are every calendar date in a route\'s data, each once, as readableDate writes it', () => {
    const data = { route: { blocks: [{ lastReviewed: '2026-11-20' }] }, library: { a: { lastVerified: '2026-10-01', note: 'not 2026-10-01x' } }, again: ['2026-11-20'] }
    expect(writtenDatesIn(data, 'en')).toEqual({ lang: 'en', text: { '2026-11-20': 'November 20, 2026', '2026-10-01': 'October 1, 2026' } })
  })

  it('are what readableDate gives once learnt from a data file (no Intl), for that language only; bad entries are ignored', () => {
    learnWrittenDates({ lang: 'en-x-test', text: { '2025-01-02': 'written at build', nope: 'x', '2025-01-03': 4 } })
    learnWrittenDates('not dates')
    expect(readableDate('2025-01-02', 'en-x-test')).toBe('written at build')
    expect(readableDate('2025-01-03', 'en-x-test')).toBe('January 3, 2025')
    expect(readableDate('2025-01-02', 'en')).toBe('January 2, 2025')
  })
})
