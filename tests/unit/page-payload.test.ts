import { describe, expect, it } from 'vitest'
import { pagePayloadElementId, readPagePayload } from '../../src/app/page-payload.ts'

/** A document holding `text` in the payload element (or no element when `text` is undefined). */
function pageWith(text: string | undefined) {
  return { getElementById: (id: string) => (id === pagePayloadElementId && text !== undefined ? { textContent: text } : null) }
}

describe('readPagePayload', () => {
  it('returns the embedded site chrome and data address', () => {
    const payload = { site: { name: 'Seven Wells', lang: 'en' }, data: '/_data/about.json' }
    expect(readPagePayload(pageWith(JSON.stringify(payload)))).toEqual(payload)
    expect(readPagePayload(pageWith(JSON.stringify({ ...payload, data: null })))).toEqual({ ...payload, data: null })
  })

  it('says "missing" when the page has no payload, and "malformed" for broken JSON or the wrong shape, never throwing', () => {
    expect(readPagePayload(pageWith(undefined))).toBe('missing')
    expect(readPagePayload(pageWith(''))).toBe('missing')
    expect(readPagePayload(pageWith('{"site":'))).toBe('malformed')
    expect(readPagePayload(pageWith('null'))).toBe('malformed')
    expect(readPagePayload(pageWith('{"site":null,"data":null}'))).toBe('malformed')
    expect(readPagePayload(pageWith('{"site":{},"data":3}'))).toBe('malformed')
  })
})
