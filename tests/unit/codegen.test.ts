import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generatedTypesPath } from '../../codegen/generate-types.ts'
import { generatedFiles } from '../../codegen/generated-files.ts'

describe('codegen', () => {
  // `npm test` checks these before anything else (`codegen.ts --check`) and never regenerates them, so a schema
  // changed without `npm run codegen` fails here too when the unit tests run alone.
  it.each(generatedFiles().map((file) => [file.displayPath, file] as const))('the committed %s matches what schema/ generates (run `npm run codegen` if not)', async (_name, file) => {
    expect(readFileSync(file.path, 'utf8')).toBe(await file.render())
  })

  it('marks the generated types as generated', () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toMatch(/^\/\* eslint-disable \*\/\n\/\*\*\n \* GENERATED FILE: do not edit by hand/)
  })
})
