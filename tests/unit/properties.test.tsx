import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pagePayloadElementId } from '../../src/app/page-payload.ts'
import { siteChromeOf } from '../../src/app/page-payload.ts'
import { routeDataUrl } from '../../src/app/paths.ts'
import { libraryFor } from '../../src/app/library.ts'
import { renderPage } from '../../src/prerender/render-page.tsx'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { manifest } from '../support/arbitraries.ts'
import { expectLocatedProblems } from '../support/located-problems.ts'

const payloadPattern = new RegExp(`<script type="application/json" id="${pagePayloadElementId}">(.*)</script>`)

describe('generated valid manifests', () => {
  it('validate, and every route prerenders with the site chrome embedded intact and markup-safe, and its data file named', () => {
    fc.assert(
      fc.property(manifest, (generated) => {
        const result = validateManifestText(JSON.stringify(generated, null, 2))
        if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.problems.slice(0, 3))}`)
        for (const route of result.manifest.routes) {
          const library = libraryFor(result.manifest, route.blocks)
          const html = renderPage({ site: siteChromeOf(result.manifest), route, library, path: route.path, scriptTags: '' })
          expect(html.match(/<main[\s>]/g)).toHaveLength(1)
          const payload = payloadPattern.exec(html)?.[1]
          expect(payload).toBeDefined()
          expect(payload).not.toMatch(/<\/script|<!--/i)
          expect(JSON.parse(payload ?? 'null')).toEqual({ site: siteChromeOf(result.manifest), data: routeDataUrl(route.path) })
          expect(html.match(/<script(?! type="application\/ld\+json")/g)).toHaveLength(1)
          expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length)
        }
      }),
      { numRuns: 60 },
    )
    // 60 whole validations and prerenders: about 27 s alone, more on a busy machine. Speed is the benchmark's to
    // measure, so the limit is only a guard against a hang.
  }, 120_000)
})

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every JSON Pointer in a value, with the value there. */
function pointers(value: Json, pointer = ''): [string, Json][] {
  const here: [string, Json][] = [[pointer, value]]
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => pointers(item, `${pointer}/${index}`)))
  if (value !== null && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => pointers(item, `${pointer}/${key}`)))
  }
  return here
}

function setAt(root: Json, pointer: string, update: (parent: { [key: string]: Json } | Json[], key: string) => void): void {
  const parts = pointer.split('/').slice(1)
  let parent: Json = root
  for (const part of parts.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return
    parent = Array.isArray(parent) ? parent[Number(part)] : parent[part]
  }
  if (parent !== null && typeof parent === 'object') update(parent, parts[parts.length - 1])
}

/** A mutation that always breaks a valid manifest, applied at a chosen place. */
const breakingMutation = fc.constantFrom(
  'wrong-type',
  'unknown-key',
  'unknown-block-type',
  'empty-text',
  'truncate-json',
  'remove-required',
)

describe('generated broken manifests', () => {
  it('are always rejected, each problem located on a real line and column', () => {
    fc.assert(
      fc.property(manifest, breakingMutation, fc.nat(), (generated, mutation, seed) => {
        const value: Json = JSON.parse(JSON.stringify(generated))
        const all = pointers(value)
        let text: string
        if (mutation === 'truncate-json') {
          const full = JSON.stringify(value, null, 2)
          text = full.slice(0, 1 + (seed % (full.length - 1)))
        } else {
          const strings = all.filter(([pointer, v]) => typeof v === 'string' && /\/(title|heading|label|dish|name)$/.test(pointer))
          const blocks = all.filter(([pointer, v]) => /\/blocks\/\d+$/.test(pointer) && v !== null && typeof v === 'object')
          const objects = blocks.length > 0 ? blocks : all.filter(([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v))
          if (mutation === 'wrong-type' || mutation === 'empty-text') {
            const [pointer] = strings[seed % strings.length]
            setAt(value, pointer, (parent, key) => {
              if (!Array.isArray(parent)) parent[key] = mutation === 'wrong-type' ? 42 : '  '
            })
          } else {
            const [pointer] = objects[seed % objects.length]
            setAt(value, pointer, (parent, key) => {
              const target = Array.isArray(parent) ? parent[Number(key)] : parent[key]
              if (target === null || typeof target !== 'object' || Array.isArray(target)) return
              if (mutation === 'unknown-key') target.unexpectedProperty = true
              if (mutation === 'unknown-block-type') target.type = 'no-such-block'
              if (mutation === 'remove-required') delete target.type
            })
          }
          text = JSON.stringify(value, null, 2)
        }
        const result = validateManifestText(text)
        expect(result.ok).toBe(false)
        if (!result.ok) expectLocatedProblems(text, result.problems)
      }),
      { numRuns: 150 },
    )
  })
})
