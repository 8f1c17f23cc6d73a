import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { expectLocatedProblems } from '../support/located-problems.ts'
import { minimalManifest } from '../support/manifests.ts'

const validText = JSON.stringify(minimalManifest(), null, 2)

/** Ways to damage a valid site.json's text, from the gentle to the hostile. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace-text'), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }), insert: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
  fc.record({ kind: fc.constant('deep-nesting'), depth: fc.integer({ min: 50, max: 400 }) }),
  fc.record({ kind: fc.constant('huge-string'), size: fc.integer({ min: 100_000, max: 2_000_000 }) }),
  fc.record({ kind: fc.constant('duplicate-key'), key: fc.constantFrom('name', 'lang', 'version') }),
  fc.record({ kind: fc.constant('wrong-type'), value: fc.constantFrom('42', 'null', 'true', '[]', '{}', '"x"') }),
  fc.record({ kind: fc.constant('unknown-block'), type: fc.string({ minLength: 1, maxLength: 12 }) }),
)

/** The text of the minimal manifest with one mutation applied. */
function applyMutation(value: { kind: string; [key: string]: unknown }): string {
  const at = (n: unknown) => Number(n) % validText.length
  switch (value.kind) {
    case 'replace-text':
      return validText.slice(0, at(value.at)) + String(value.insert) + validText.slice(at(value.at) + Number(value.length))
    case 'truncate':
      return validText.slice(0, at(value.at))
    case 'deep-nesting': {
      let block: Record<string, unknown> = { type: 'text', paragraphs: ['deep'] }
      for (let level = 0; level < Number(value.depth); level++) block = { type: 'section', blocks: [block] }
      const manifest = minimalManifest()
      manifest.routes[0].blocks = [{ type: 'hero', title: 'Deep' }, block]
      return JSON.stringify(manifest, null, 2)
    }
    case 'huge-string':
      return validText.replace('"Test Wells",', `"${'w'.repeat(Number(value.size))}",`)
    case 'duplicate-key':
      return validText.replace('"version": 2,', `"version": 2,\n  "${String(value.key)}": "again",`)
    case 'wrong-type':
      return validText.replace('"lang": "en"', `"lang": ${String(value.value)}`)
    default:
      return validText.replace('"type": "hero"', `"type": ${JSON.stringify(String(value.type))}`)
  }
}

describe('fuzzing site.json', () => {
  it('every mutation is accepted or rejected with located, hinted problems, never a crash (validation speed is measured by npm run bench, not here)', () => {
    fc.assert(
      fc.property(mutation, (change) => {
        const text = applyMutation(change)
        const result = validateManifestText(text)
        if (!result.ok) expectLocatedProblems(text, result.problems)
      }),
      { numRuns: 200 },
    )
  })

  it('accepts deep nesting and rejects the damage that always breaks a manifest', () => {
    expect(validateManifestText(applyMutation({ kind: 'deep-nesting', depth: 300 })).ok).toBe(true)
    for (const change of [
      { kind: 'truncate', at: 10 },
      { kind: 'duplicate-key', key: 'name' },
      { kind: 'wrong-type', value: '42' },
      { kind: 'unknown-block', type: 'heroo' },
    ]) {
      expect(validateManifestText(applyMutation(change)).ok, change.kind).toBe(false)
    }
  })
})
