import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { editPlace } from '../../src/manifest/manifest-edit-place.ts'
import { assembleManifest } from '../../src/manifest/manifest-files.ts'
import { splitIntoFiles } from '../../src/manifest/content-layout.ts'
import { siteManifestJson } from '../support/site.ts'

/** The project's manifest written as one file and, split, as site.json plus content/ files, in temporary folders. */
function layouts(): { oneFile: string; split: string } {
  const manifest = siteManifestJson()
  const write = (files: { name: string; value: unknown }[]) => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-edit-place-'))
    for (const file of files) {
      mkdirSync(dirname(join(folder, file.name)), { recursive: true })
      writeFileSync(join(folder, file.name), `${JSON.stringify(file.value, null, 2)}\n`)
    }
    return join(folder, 'site.json')
  }
  const split = splitIntoFiles(JSON.parse(JSON.stringify(manifest)))
  return {
    oneFile: write([{ name: 'site.json', value: manifest }]),
    split: write([{ name: 'site.json', value: split.manifest }, ...split.files]),
  }
}

/** The value at `path` inside a file, read back from disk. */
function valueIn(file: string, path: readonly (string | number)[]): unknown {
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'))
  for (const segment of path) value = value !== null && typeof value === 'object' ? Reflect.get(value, segment) : undefined
  return value
}

describe('editPlace', () => {
  const { oneFile, split } = layouts()
  const pointers: (string | number)[][] = [
    ['warningSigns', 0, 'translations', 'es', 'translatedFrom'],
    ['programs', 'imerman-angels-mentoring', 'translations', 'es', 'translatedFrom'],
    ['routes', 0, 'title'],
  ]

  for (const [name, siteFile] of [['one file', oneFile], ['site.json split into content/ files', split]] as const) {
    it(`finds where each value is written (${name})`, () => {
      const assembled = assembleManifest({ text: readFileSync(siteFile, 'utf8'), path: siteFile })
      if (!assembled.ok) throw new Error(JSON.stringify(assembled.problems.slice(0, 2)))
      for (const segments of pointers) {
        const place = editPlace(assembled.manifest, siteFile, segments)
        let expected: unknown = assembled.manifest.value
        for (const segment of segments) expected = expected !== null && typeof expected === 'object' ? Reflect.get(expected, segment) : undefined
        expect(expected, segments.join('/')).toBeDefined()
        expect(valueIn(place.file, place.path), segments.join('/')).toEqual(expected)
      }
    })
  }

  it('points into the included files once split, not at site.json', () => {
    const assembled = assembleManifest({ text: readFileSync(split, 'utf8'), path: split })
    if (!assembled.ok) throw new Error('split manifest does not assemble')
    expect(editPlace(assembled.manifest, split, pointers[0] ?? []).file).toBe(join(split, '..', 'content/warning-signs.json'))
    expect(editPlace(assembled.manifest, split, pointers[1] ?? []).file).toBe(join(split, '..', 'content/programs/imerman-angels-mentoring.json'))
  })
})
