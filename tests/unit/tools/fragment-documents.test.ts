/**
 * Every document the site keeps in a link's fragment, tested the same way: any document valid under its schema, of
 * typical size and at the schema's limits, makes a link its own decoder accepts (and gives back the same document),
 * or is refused before a link is made, with a reason that has a plain message in site.json.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../../src/generated/manifest.ts'
import { loadManifest } from '../../../src/manifest/load-manifest.ts'
import { planFormat, replyFormat as careReplyFormat } from '../../../src/tools/care-planner/plan.ts'
import { registryFormat, replyFormat as giftReplyFormat } from '../../../src/tools/gift-registry/codec.ts'
import { callPlanFormat } from '../../../src/tools/program-finder/shortlist.ts'
import { nudgeFormat } from '../../../src/tools/smart-nudge/nudge-plan.ts'
import { decodeDocument, encodeDocument, type DocumentFormat } from '../../../src/tools/shared/document-format.ts'
import { maxLinkChars } from '../../../src/tools/shared/link-codec.ts'
import { realDate, schemaArbitrary, type SchemaArbitraryOptions } from '../../support/schema-arbitrary.ts'

// site.json put together from its files (it may include others), checked.
const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const site: SiteManifest = loaded.manifest
const schemaOf = (name: string) => JSON.parse(readFileSync(new URL(`../../../schema/data/${name}.schema.json`, import.meta.url), 'utf8'))

/** A realistic page address: the link is this, '#', and the fragment. */
const page = 'https://sevenwells.example.org/wishing-well/registry'

interface Case {
  name: string
  format: DocumentFormat<unknown>
  schema: string
  overrides?: SchemaArbitraryOptions['overrides']
}

/** A format seen through `unknown`: the property feeds it generated data, which its validator checks first. */
function loosely<T>(format: DocumentFormat<T>): DocumentFormat<unknown> {
  return {
    kind: format.kind,
    version: format.version,
    validate: format.validate,
    check: (data) => (format.validate(data) ? format.check?.(data) : 'not valid'),
    tidy: (data) => (format.validate(data) && format.tidy ? format.tidy(data) : data),
  }
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
/** A reader's day in order (wake, breakfast, lunch, dinner, bed), with any quiet hours. */
const orderedDay = fc
  .tuple(fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
  .map(([times, quietFrom, quietTo]) => {
    const [wake = 0, breakfast = 1, lunch = 2, dinner = 3, bed = 4] = [...times].sort((a, b) => a - b).map(hhmm)
    return { wake, breakfast, lunch, dinner, bed, quietFrom: hhmm(quietFrom), quietTo: hhmm(quietTo) }
  })

const cases: Case[] = [
  { name: 'care plan', format: loosely(planFormat), schema: 'care-plan', overrides: { '#/$defs/date': realDate } },
  { name: 'care reply', format: loosely(careReplyFormat), schema: 'care-reply' },
  { name: 'gift list', format: loosely(registryFormat), schema: 'gift-registry', overrides: { '#/$defs/date': realDate } },
  { name: 'gift reply', format: loosely(giftReplyFormat), schema: 'gift-reply' },
  { name: 'call plan', format: loosely(callPlanFormat), schema: 'call-plan' },
  { name: 'reminder plan', format: loosely(nudgeFormat), schema: 'nudge-plan', overrides: { '#/$defs/date': realDate, '#/$defs/day': orderedDay } },
]

async function linkOrPlainRefusal(format: DocumentFormat<unknown>, document: unknown): Promise<'link' | 'refused'> {
  const encoded = await encodeDocument(format, document, page.length)
  if (!encoded.ok) {
    expect(site.toolText.linkRefused[encoded.problem]).toMatch(/\w/)
    return 'refused'
  }
  const link = `${page}#${encoded.fragment}`
  expect(link.length).toBeLessThanOrEqual(maxLinkChars)
  const decoded = await decodeDocument(link, format)
  expect(decoded).toEqual({ ok: true, data: format.tidy ? format.tidy(document) : document })
  return 'link'
}

describe.each(cases)('a $name in a link', ({ format, schema, overrides }) => {
  const root = schemaOf(schema)

  it('makes a link its own decoder reads back, or is refused with a plain reason (typical sizes)', async () => {
    const outcomes = { link: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(schemaArbitrary(root, root, { size: 'typical', overrides }), async (document) => {
        outcomes[await linkOrPlainRefusal(format, document)] += 1
      }),
      { numRuns: 60 },
    )
    // The property must not pass by refusing everything.
    expect(outcomes.link).toBeGreaterThan(0)
  })

  it('does the same at the schema limits: every list full, every text at its longest', async () => {
    await fc.assert(
      fc.asyncProperty(schemaArbitrary(root, root, { size: 'limits', overrides }), async (document) => {
        await linkOrPlainRefusal(format, document)
      }),
      { numRuns: 4 },
    )
  })

  it('refuses, before making a link, a document its own reader would refuse', async () => {
    expect(await encodeDocument(format, { not: 'a document' })).toMatchObject({ ok: false, problem: 'invalid' })
  })
})

describe('fragment kinds', () => {
  it('are distinct, so no link opens in the wrong tool', () => {
    const kinds = cases.map((entry) => entry.format.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(kinds).not.toContain('plan')
  })
})
