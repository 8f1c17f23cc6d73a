import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatProblems } from '../../src/manifest/format-problems.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { minimalManifest, type PlainManifest } from '../support/manifests.ts'

const resource = {
  title: 'Nutrition in Cancer Care',
  summary: 'How food and drink help during and after treatment.',
  publisher: 'National Cancer Institute',
  href: 'https://www.cancer.gov/about-cancer/treatment/side-effects/appetite-loss/nutrition-pdq',
  kind: 'guide',
  audience: ['patient'],
}

/** A site folder in the temporary directory: site.json (the minimal fixture, changed by `change`) and other files. */
function siteFolder(files: Record<string, unknown>, change: (manifest: PlainManifest) => void = () => {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'sw-content-'))
  const manifest = minimalManifest()
  change(manifest)
  const all: Record<string, unknown> = { 'site.json': manifest, ...files }
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true })
    writeFileSync(join(folder, name), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`)
  }
  return join(folder, 'site.json')
}

function problemsOf(path: string) {
  const loaded = loadManifest(path)
  if (loaded.ok) throw new Error('expected problems, but the manifest is valid')
  return loaded.problems
}

describe('collections in files of their own', () => {
  it('add each content/<collection>/<id>.json to its collection, after the entries site.json holds, by file name', () => {
    const loaded = loadManifest(
      siteFolder({
        'content/resources/nutrition-in-cancer-care.json': { $schema: '../../schema/authoring/resource.schema.json', ...resource },
        'content/resources/a-first-file.json': { ...resource, title: 'A first file' },
      }),
    )
    expect(loaded.ok).toBe(true)
    if (!loaded.ok) return
    expect(Object.keys(loaded.manifest.resources ?? {})).toEqual(['nci-eating-hints', 'a-first-file', 'nutrition-in-cancer-care'])
    expect(loaded.manifest.resources?.['nutrition-in-cancer-care']).toEqual(resource)
    expect(loaded.sources.map((source) => source.name)).toEqual(['', 'content/resources/a-first-file.json', 'content/resources/nutrition-in-cancer-care.json'])
  })

  it('report a broken entry in its own file, at its line and column', () => {
    const text = JSON.stringify({ ...resource, kind: 'leaflet' }, null, 2)
    const problems = problemsOf(siteFolder({ 'content/resources/nutrition.json': text }))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ file: 'content/resources/nutrition.json', path: '/resources/nutrition/kind', line: 6, column: 11 })
  })

  it('report a syntax error or a repeated key in a file with that file, line and column', () => {
    const syntax = problemsOf(siteFolder({ 'content/resources/nutrition.json': '{\n  "title": "x",\n  "summary": "y"\n  "kind": "guide"\n}' }))
    expect(syntax).toEqual([expect.objectContaining({ file: 'content/resources/nutrition.json', line: 4, column: 3, message: expect.stringMatching(/^content\/resources\/nutrition.json is not valid JSON: a comma was expected/) })])
    const repeated = problemsOf(siteFolder({ 'content/resources/nutrition.json': '{\n  "title": "x",\n  "title": "y"\n}' }))
    expect(repeated).toEqual([expect.objectContaining({ file: 'content/resources/nutrition.json', line: 3, column: 3, message: expect.stringContaining('"title" appears twice') })])
  })

  it('refuse an id written both in site.json and as a file, and a file name that is not an id', () => {
    const twice = problemsOf(siteFolder({ 'content/resources/nci-eating-hints.json': resource }))
    expect(twice).toEqual([expect.objectContaining({ file: 'content/resources/nci-eating-hints.json', message: expect.stringMatching(/"nci-eating-hints" is written twice: in this file and in site.json \(line \d+\)/) })])
    const badName = problemsOf(siteFolder({ 'content/resources/Nutrition Care.json': resource }))
    expect(badName).toEqual([expect.objectContaining({ file: 'content/resources/Nutrition Care.json', message: expect.stringContaining('"Nutrition Care.json" is not an id') })])
  })

  it('refuse a file under content/ that is part of nothing, such as one in a misspelt folder', () => {
    const problems = problemsOf(siteFolder({ 'content/resource/nutrition.json': resource }))
    expect(problems).toEqual([expect.objectContaining({ file: 'content/resource/nutrition.json', message: expect.stringContaining('not part of the site') })])
  })
})

describe('files that site.json includes', () => {
  const second = minimalManifest().routes[1]

  it('stand in for the value where the include is, without their $schema, and may include others', () => {
    const path = siteFolder(
      {
        'content/routes/second.json': { $schema: '../../schema/authoring/route.schema.json', ...second, blocks: { $include: 'content/blocks/second.json' } },
        'content/blocks/second.json': second?.blocks,
      },
      (manifest) => {
        manifest.routes[1] = { $include: 'content/routes/second.json' }
      },
    )
    const loaded = loadManifest(path)
    expect(loaded.ok && loaded.manifest.routes[1]).toEqual(second)
  })

  it('report a problem inside an included file at its file, line and column, and name the whole path', () => {
    const text = JSON.stringify({ ...second, title: 42 }, null, 2)
    const path = siteFolder({ 'content/routes/second.json': text }, (manifest) => {
      manifest.routes[1] = { $include: 'content/routes/second.json' }
    })
    const problems = problemsOf(path)
    expect(problems).toEqual([expect.objectContaining({ file: 'content/routes/second.json', path: '/routes/1/title', line: 3, column: 12 })])
    const loaded = loadManifest(path)
    const output = formatProblems(problems, { fileName: 'site.json', source: loaded.source, sources: loaded.sources })
    expect(output).toContain('site.json and its files have 1 problem:')
    expect(output).toContain('1. content/routes/second.json:3:12  at /routes/1/title')
    expect(output).toContain('> 3 |   "title": 42,')
  })

  it('refuse an include that is missing, has other keys, leaves the folder or includes itself, each at the include', () => {
    const problems = problemsOf(
      siteFolder({ 'content/loop.json': { $include: 'content/loop.json' } }, (manifest) => {
        manifest.routes[1] = { $include: 'content/routes/nowhere.json' }
        manifest.routes.push({ $include: '../outside.json' }, { $include: 'content/loop.json', path: '/x' })
        manifest.footer = { $include: 'content/loop.json' }
      }),
    )
    const messages = problems.map((problem) => `${problem.file ?? 'site.json'} ${problem.path}: ${problem.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^site.json \/routes\/1\/\$include: The included file "content\/routes\/nowhere.json" cannot be read: there is no such file/),
        expect.stringMatching(/^site.json \/routes\/2\/\$include: This include cannot be read: "\$include" names a .json file inside the folder of site.json/),
        expect.stringMatching(/^site.json \/routes\/3\/\$include: An include holds nothing but "\$include", but this one also has "path"/),
        expect.stringMatching(/^content\/loop.json \/footer\/\$include: "content\/loop.json" includes itself \(content\/loop.json → content\/loop.json\)/),
      ]),
    )
    for (const problem of problems) expect(problem.line).toBeGreaterThan(0)
  })

  it('cannot be read from a manifest given as text alone', () => {
    const manifest = minimalManifest()
    manifest.routes[1] = { $include: 'content/routes/second.json' }
    const result = validateManifestText(JSON.stringify(manifest, null, 2))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]?.message).toContain('given as text, without a file')
  })
})
