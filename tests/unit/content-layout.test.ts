import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { maxInlineLines, splitIntoFiles, type LayoutFile } from '../../src/manifest/content-layout.ts'
import { assembleManifest } from '../../src/manifest/manifest-files.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import type { Json } from '../../src/manifest/migrations.ts'
import { minimalManifest } from '../support/manifests.ts'
import { siteManifestJson } from '../support/site.ts'

const projectRoot = resolve(import.meta.dirname, '../..')

/** Writes site.json and the layout's files into a new temporary folder; returns site.json's path. */
function writeSite(manifest: Json, files: readonly LayoutFile[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), 'sw-layout-'))
  for (const file of [{ name: 'site.json', value: manifest }, ...files]) {
    mkdirSync(dirname(join(folder, file.name)), { recursive: true })
    writeFileSync(join(folder, file.name), `${JSON.stringify(file.value, null, 2)}\n`)
  }
  return join(folder, 'site.json')
}

type JsonObject = { [key: string]: Json }

/** A JSON value's members. @throws when it is not an object. */
function members(value: Json | undefined): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`expected an object, got ${JSON.stringify(value)}`)
  return value
}

/** A manifest without its "$schema" (the migration points it at the editors' schema; the rest stays the same). */
function withoutSchema(manifest: Json): JsonObject {
  const { $schema: _schema, ...rest } = members(manifest)
  return rest
}

/** The manifest put together from its files, without its "$schema". */
function assembled(path: string): JsonObject {
  const result = assembleManifest({ text: readFileSync(path, 'utf8'), path })
  if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)))
  return withoutSchema(JSON.parse(JSON.stringify(result.manifest.value)))
}

/** site.json as one file, as it is before the migration (the project's may already be split). */
function singleFileSite(): Json {
  return JSON.parse(JSON.stringify(siteManifestJson()))
}

describe('moving site.json to files of its own', () => {
  const original = singleFileSite()
  const split = splitIntoFiles(original)

  it('moves every program, recipe, resource and organization to its own file, and the long routes', () => {
    const names = split.files.map((file) => file.name)
    for (const collection of ['programs', 'recipes', 'resources', 'organizations']) {
      for (const id of Object.keys(members(members(original)[collection]))) expect(names).toContain(`content/${collection}/${id}.json`)
    }
    expect(names).toContain('content/routes/assist-well-shelby.json')
    expect(split.moved).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ programs to content\/programs\/<id>.json$/), 'the route /assist-well/shelby to content/routes/assist-well-shelby.json']))
    const lines = (value: Json) => JSON.stringify(value, null, 2).split('\n').length
    expect(lines(split.manifest)).toBeLessThan(lines(original) * 0.7)
    const routes = members(split.manifest).routes
    for (const route of Array.isArray(routes) ? routes : []) expect(lines(route)).toBeLessThanOrEqual(maxInlineLines)
  })

  it('describes the same manifest: put back together, it equals the original and validates', () => {
    const path = writeSite(split.manifest, split.files)
    expect(isDeepStrictEqual(assembled(path), withoutSchema(original))).toBe(true)
    const loaded = loadManifest(path)
    expect(loaded.ok).toBe(true)
  })

  it('changes nothing when run again, and never takes a name a file already has', () => {
    const again = splitIntoFiles(split.manifest, new Set(split.files.map((file) => file.name)))
    expect(again).toEqual({ manifest: split.manifest, files: [], moved: [] })
    const taken = splitIntoFiles(original, new Set(['content/programs/lungevity-lifeline.json']))
    expect(taken.files.map((file) => file.name)).not.toContain('content/programs/lungevity-lifeline.json')
  })

  it('works on a site.json that has grown since: new routes, new top-level parts such as Shelby\'s knowledge', () => {
    const grown: JsonObject = { ...members(original) }
    grown.warningSigns = [{ id: 'suicide', level: '988' }]
    grown.thesaurus = { 'throwing up': ['vomiting', 'nausea'] }
    grown.someLongList = Array.from({ length: 1200 }, (_, index) => `item ${index}`)
    const result = splitIntoFiles(grown)
    expect(result.moved).toEqual(expect.arrayContaining(['"warningSigns" to content/warning-signs.json', '"thesaurus" to content/thesaurus.json', '"someLongList" to content/some-long-list.json']))
    const path = writeSite(result.manifest, result.files)
    expect(isDeepStrictEqual(assembled(path), withoutSchema(grown))).toBe(true)
    expect(JSON.parse(readFileSync(path, 'utf8')).warningSigns).toEqual({ $include: 'content/warning-signs.json#/warningSigns' })
  })

  it('moves the small fixture too, which still validates', () => {
    const fixture: Json = JSON.parse(JSON.stringify(minimalManifest()))
    const result = splitIntoFiles(fixture)
    expect(result.files.map((file) => file.name)).toEqual(expect.arrayContaining(['content/recipes/creamy-banana-oats.json', 'content/resources/nci-eating-hints.json']))
    expect(loadManifest(writeSite(result.manifest, result.files)).ok).toBe(true)
  })
})

describe('npm run migrate on a one-file site.json', () => {
  it('writes the files and site.json once, then leaves them alone', () => {
    const path = writeSite(singleFileSite())
    const run = () => spawnSync('npx', ['tsx', 'src/manifest/migrate-cli.ts', path], { cwd: projectRoot, encoding: 'utf8' })
    const first = run()
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toContain('moved the route /assist-well/shelby to content/routes/assist-well-shelby.json')
    const after = readFileSync(path, 'utf8')
    const second = run()
    expect(second.stdout).toContain('nothing changed')
    expect(readFileSync(path, 'utf8')).toBe(after)
    expect(loadManifest(path).ok).toBe(true)
  })
})

describe('the schemas editors use (schema/authoring/)', () => {
  /** ajv with every schema file, each under its path, so the authoring schemas' "../" references resolve. */
  function editorValidator(): Ajv2020 {
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    addFormats(ajv, ['date'])
    const schemaDir = join(projectRoot, 'schema')
    for (const entry of readdirSync(schemaDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.schema.json')) continue
      const file = join(entry.parentPath, entry.name)
      ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')), `https://seven-wells.invalid/${relative(projectRoot, file)}`)
    }
    return ajv
  }

  it('accept site.json and every file of the layout, each by its own "$schema"', () => {
    const ajv = editorValidator()
    const split = splitIntoFiles(singleFileSite())
    const check = (name: string, value: Json) => {
      const schemaPath = typeof value === 'object' && value !== null && !Array.isArray(value) ? value.$schema : undefined
      if (typeof schemaPath !== 'string') throw new Error(`${name} names no $schema`)
      const id = new URL(schemaPath, `https://seven-wells.invalid/${name}`).href
      const validate = ajv.getSchema(id)
      if (!validate) throw new Error(`${name}: no schema at ${id}`)
      expect(validate(value), `${name}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true)
    }
    check('site.json', split.manifest)
    for (const file of split.files) check(file.name, file.value)
  })

  it('refuse a mistake in a file, as the editor shows it', () => {
    const ajv = editorValidator()
    const validate = ajv.getSchema('https://seven-wells.invalid/schema/authoring/resource.schema.json')
    expect(validate?.({ $schema: 'x', title: 'A title' })).toBe(false)
    const site = ajv.getSchema('https://seven-wells.invalid/schema/authoring/site.schema.json')
    expect(site?.({ ...minimalManifest(), routes: [{ $include: '/absolute.json' }] })).toBe(false)
  })
})
