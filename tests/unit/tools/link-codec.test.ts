import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEnvelope, decodeLink, encodeLink, linkParts, maxLinkChars, type Validator } from '../../../src/tools/shared/link-codec.ts'
import { backupJson, readBackupFile } from '../../../src/tools/shared/files.ts'

interface Note {
  title: string
  items: string[]
}

/** A hand-written stand-in for a generated validator: an object with a title and a list of strings. */
const validateNote: Validator<Note> = Object.assign(
  (data: unknown): data is Note =>
    typeof data === 'object' &&
    data !== null &&
    'title' in data &&
    typeof data.title === 'string' &&
    'items' in data &&
    Array.isArray(data.items) &&
    data.items.every((item: unknown) => typeof item === 'string'),
  { errors: null },
)

const spec = { kind: 'note', version: 2, validate: validateNote }

describe('share links', () => {
  it('round-trip any data through encode and decode', async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ title: fc.string(), items: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 30 }) }), async (note) => {
        const link = await encodeLink('note', 2, note)
        expect(await decodeLink(link, spec)).toEqual({ ok: true, data: note })
        expect(await decodeLink(`https://example.org/do-well#${link}`, spec)).toEqual({ ok: true, data: note })
      }),
      { numRuns: 60 },
    )
  })

  it('use only characters that are safe in a URL fragment', async () => {
    const link = await encodeLink('note', 1, { title: 'Tuesday <b>rides</b> & "meals" ✓', items: ['ü', '🍲'] })
    expect(link).toMatch(/^note=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
  })

  it('say a cut-off link is truncated or damaged, never open it', async () => {
    const link = await encodeLink('note', 1, { title: 'Three weeks of meals', items: ['soup', 'rice', 'bread'] })
    for (let length = 5; length < link.length; length += 3) {
      const result = await decodeLink(link.slice(0, length), spec)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(['truncated', 'damaged', 'notOurs']).toContain(result.problem)
    }
  })

  it('say an altered link is damaged', async () => {
    const link = await encodeLink('note', 1, { title: 'Meals', items: ['soup'] })
    const payloadStart = link.indexOf('=') + 1
    for (let index = payloadStart; index < link.indexOf('.'); index += 2) {
      const swapped = link[index] === 'A' ? 'B' : 'A'
      const result = await decodeLink(link.slice(0, index) + swapped + link.slice(index + 1), spec)
      expect(result).toMatchObject({ ok: false })
    }
  })

  it('refuse links that are empty, too long, foreign, of another kind, newer, or not valid', async () => {
    expect(await decodeLink('', spec)).toMatchObject({ ok: false, problem: 'empty' })
    expect(await decodeLink(`note=${'A'.repeat(maxLinkChars)}`, spec)).toMatchObject({ ok: false, problem: 'tooLong' })
    expect(await decodeLink('https://example.org/page', spec)).toMatchObject({ ok: false, problem: 'notOurs' })
    expect(await decodeLink(await encodeLink('reply', 1, { title: 'x', items: [] }), spec)).toMatchObject({ ok: false, problem: 'wrongKind' })
    expect(await decodeLink(await encodeLink('note', 3, { title: 'x', items: [] }), spec)).toMatchObject({ ok: false, problem: 'newerVersion' })
    expect(await decodeLink(await encodeLink('note', 1, { title: 7 }), spec)).toMatchObject({ ok: false, problem: 'invalid' })
  })

  it('refuse a small link that would inflate past the size limit', async () => {
    const huge = { title: 'x', items: Array.from({ length: 40_000 }, () => 'aaaaaaaaaa') }
    const link = await encodeLink('note', 1, huge)
    expect(link.length).toBeLessThan(maxLinkChars)
    expect(await decodeLink(link, spec)).toMatchObject({ ok: false, problem: 'damaged' })
  })

  it('find the kind and payload in a whole URL, a fragment or a bare payload', () => {
    expect(linkParts('https://x.org/a?b=c#plan=abc.def')).toEqual({ kind: 'plan', payload: 'abc.def' })
    expect(linkParts('#plan=abc')).toEqual({ kind: 'plan', payload: 'abc' })
    expect(linkParts('not a link')).toBeUndefined()
  })
})

describe('backup files', () => {
  it('round-trip through backupJson and readBackupFile', async () => {
    const note = { title: 'Rides', items: ['Tuesday'] }
    expect(await readBackupFile(new Blob([backupJson('note', 2, note)]), spec)).toEqual({ ok: true, data: note })
  })

  it('refuse empty, oversized, non-JSON, foreign and wrong-kind files with their own problem', async () => {
    expect(await readBackupFile(new Blob([]), spec)).toMatchObject({ problem: 'empty' })
    expect(await readBackupFile(new Blob(['x'.repeat(2000)]), spec, 1000)).toMatchObject({ problem: 'fileTooLarge' })
    expect(await readBackupFile(new Blob(['{"kind": "note", "v": 1, "data": ']), spec)).toMatchObject({ problem: 'damaged' })
    expect(await readBackupFile(new Blob(['Dear Ana,']), spec)).toMatchObject({ problem: 'notOurs' })
    expect(await readBackupFile(new Blob([backupJson('gift-list', 1, {})]), spec)).toMatchObject({ problem: 'wrongKind' })
    expect(checkEnvelope({ v: 0, data: {} }, spec)).toMatchObject({ problem: 'notOurs' })
  })
})
