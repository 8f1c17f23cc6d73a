import { describe, expect, it } from 'vitest'
import { blockCatalogue, cataloguePath } from '../../src/dev/block-catalogue.ts'
import { siteChromeOf } from '../../src/app/page-payload.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { loadManifestSchema } from '../../src/manifest/schema-validator.ts'
import { renderPage } from '../../src/prerender/render-page.tsx'

describe('the block catalogue', () => {
  it('validates and renders every block type from its schema examples inside the real site', () => {
    const loaded = loadManifest()
    if (!loaded.ok) throw new Error('site.json is invalid')
    const { route, library } = blockCatalogue(loaded.manifest)
    expect(route.path).toBe(cataloguePath)
    const html = renderPage({ site: siteChromeOf(loaded.manifest), route, library, path: route.path, scriptTags: '' })
    for (const type of loadManifestSchema().blockTypes) expect(html).toContain(`${type}: example`)
    expect(html).toContain('Creamy banana oats')
  })
})
