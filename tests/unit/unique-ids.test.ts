import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultManifestPath, loadManifest } from '../../src/manifest/load-manifest.ts'
import { prerenderSite } from '../../src/prerender/prerender-site.ts'

/** Every id attribute in an HTML document, in order (repeats included). */
function idsIn(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((match) => match[1])
}

/** The ids used more than once in an HTML document. */
function repeatedIds(html: string): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const id of idsIn(html)) (seen.has(id) ? repeated : seen).add(id)
  return [...repeated]
}

describe('ids on every built page', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sw-ids-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('are unique on every route of site.json and on the 404 page (headings, tab panels, form fields)', async () => {
    const loaded = loadManifest(defaultManifestPath)
    if (!loaded.ok) throw new Error('site.json must be valid')
    const pages: { path: string; repeated: string[] }[] = []
    await prerenderSite(loaded.manifest, outDir, () => '', (page) => {
      pages.push({ path: page.route.path, repeated: repeatedIds(page.html) })
    })
    pages.push({ path: '404', repeated: repeatedIds(readFileSync(join(outDir, '404.html'), 'utf8')) })
    expect(pages.length).toBe(loaded.manifest.routes.length + 1)
    expect(pages.filter((page) => page.repeated.length > 0)).toEqual([])
  }, 120_000)

  it('finds a repeated id (the check itself can fail)', () => {
    expect(repeatedIds('<h2 id="a">x</h2><div><h3 id="a">y</h3></div><p id="b"></p>')).toEqual(['a'])
  })
})
