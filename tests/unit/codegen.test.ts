import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generatedTypesPath, renderManifestTypes } from '../../codegen/generate-types.ts'

describe('codegen', () => {
  it('the committed src/generated/manifest.ts matches what the schema generates (run `npm run codegen` if not)', async () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toBe(await renderManifestTypes())
  })

  it('marks the generated file as generated', () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toMatch(/^\/\* eslint-disable \*\/\n\/\*\*\n \* GENERATED FILE: do not edit by hand/)
  })
})
