import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Block, Route } from '../../src/generated/manifest.ts'
import { lazyBlock } from '../../src/blocks/lazy-block.ts'
import { toolTypes, usesInteractiveBlocks } from '../../src/blocks/block-definitions.ts'
import { blockModulePath, plainBlockModulePath, readClientAssets, scriptTagsFor } from '../../src/prerender/client-assets.ts'
import { lazyComponentTypes } from '../../src/blocks/registry.ts'
import { indexedHtml } from '../../src/prerender/search-index.ts'
import { readDataSchemas, renderValidatorModule, renderValidatorsCode, renderValidatorsTypes } from '../../codegen/generate-validators.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { minimalManifest } from '../support/manifests.ts'
import { fixtureSite } from '../support/render.tsx'

const projectRoot = new URL('../../', import.meta.url)

/** The real site's search route (its blocks include a search block). */
function fixtureSiteWithSearch() {
  const loaded = loadManifest()
  if (!loaded.ok) throw new Error('site.json is invalid')
  const route = loaded.manifest.routes.find((candidate) => candidate.path === '/search')
  if (!route) throw new Error('site.json has no /search route')
  return route
}

describe('interactive block types', () => {
  it('each have their component module at src/tools/<type>/<type>.tsx', () => {
    expect(toolTypes()).toEqual(expect.arrayContaining(['print-button', 'search']))
    for (const type of toolTypes()) expect(existsSync(new URL(blockModulePath(type), projectRoot)), type).toBe(true)
  })

  it('and the plain block types loaded on demand each have their module at src/blocks/<type>.tsx', () => {
    expect(lazyComponentTypes()).toEqual(expect.arrayContaining(['tabs', 'recipe-list', 'card-grid']))
    expect(lazyComponentTypes()).not.toContain('hero')
    for (const type of lazyComponentTypes()) expect(existsSync(new URL(plainBlockModulePath(type), projectRoot)), type).toBe(true)
  })

  it('are found in nested blocks too', () => {
    const nested: Block[] = [{ type: 'section', blocks: [{ type: 'print-button', label: 'Print' }] }]
    expect(usesInteractiveBlocks(nested)).toBe(true)
    expect(usesInteractiveBlocks([{ type: 'text', paragraphs: ['x'] }])).toBe(false)
  })

  it('load their chunk once, keep it, and may try again after a failure', async () => {
    let calls = 0
    const component = () => null
    const flaky = lazyBlock<'print-button'>(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return component
    })
    await expect(flaky.load()).rejects.toThrow('offline')
    expect(flaky.component).toBeUndefined()
    await Promise.all([flaky.load(), flaky.load()])
    expect(flaky.component).toBe(component)
    expect(calls).toBe(2)
  })
})

describe('the scripts of a page', () => {
  const outDir = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'sw-assets-'))
  mkdirSync(join(outDir, '.vite'))
  writeFileSync(
    join(outDir, '.vite/manifest.json'),
    JSON.stringify({
      'src/client/boot.ts': { file: 'assets/boot-0.js', isEntry: true },
      'src/client/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_vendor-4.js', '_react-5.js'], dynamicImports: ['src/tools/search/search.tsx', 'src/blocks/tabs.tsx', 'src/blocks/recipe-list.tsx'] },
      '_vendor-4.js': { file: 'assets/vendor-4.js', imports: ['_react-5.js'] },
      '_react-5.js': { file: 'assets/react-5.js' },
      'src/tools/search/search.tsx': { file: 'assets/search-2.js', isDynamicEntry: true, imports: ['src/client/main.tsx', '_shared-3.js'] },
      '_shared-3.js': { file: 'assets/shared-3.js' },
      'src/blocks/tabs.tsx': { file: 'assets/tabs-6.js', isDynamicEntry: true, imports: ['src/client/main.tsx'] },
      'src/blocks/recipe-list.tsx': { file: 'assets/recipe-list-7.js', isDynamicEntry: true, imports: ['src/client/main.tsx'] },
    }),
  )
  const chunk = (type: string, module: string) => ({ type, module })
  const assets = readClientAssets(outDir, [chunk('search', blockModulePath('search')), chunk('tabs', plainBlockModulePath('tabs')), chunk('recipe-list', plainBlockModulePath('recipe-list'))])

  it('are the boot script alone, naming the app and what it imports, on a route without interactive blocks', () => {
    expect(scriptTagsFor(assets, [{ type: 'hero', title: 'x' }])).toBe(
      '<script type="module" src="/assets/boot-0.js" data-app="/assets/main-1.js" data-preload="/assets/vendor-4.js /assets/react-5.js" data-stages="/assets/react-5.js /assets/vendor-4.js"></script>',
    )
  })

  it('evaluate the app\'s chunks after what each imports (React before the libraries that use it), each once', () => {
    expect(assets.appStages).toEqual(['assets/react-5.js', 'assets/vendor-4.js'])
  })

  it('name each chunk of the interactive blocks a route uses, for the boot script to fetch, never the app twice', () => {
    const searchPage = fixtureSiteWithSearch()
    const tags = scriptTagsFor(assets, [{ type: 'section', blocks: searchPage.blocks }])
    expect(tags).toContain('data-preload="/assets/vendor-4.js /assets/react-5.js /assets/search-2.js /assets/shared-3.js"')
    expect(tags.match(/main-1\.js/g)).toHaveLength(1)
    expect(tags.match(/<script/g)).toHaveLength(1)
  })

  it('name the chunks of plain blocks loaded on demand only where they hydrate (a block with nothing interactive needs no code)', () => {
    const recipes: Block = { type: 'recipe-list', recipes: [{ recipe: 'creamy-banana-oats' }] }
    expect(scriptTagsFor(assets, [recipes])).not.toContain('recipe-list-7.js')
    const tabs: Block = { type: 'tabs', label: 'Week', tabs: [{ id: 'recipes', label: 'Recipes', blocks: [recipes] }, { id: 'more', label: 'More', blocks: [{ type: 'text', paragraphs: ['x'] }] }] }
    expect(scriptTagsFor(assets, [recipes, tabs])).toContain('data-preload="/assets/vendor-4.js /assets/react-5.js /assets/tabs-6.js /assets/recipe-list-7.js"')
  })

  it('cannot be read when a block type that should have a chunk of its own has none', () => {
    expect(() => readClientAssets(outDir, [chunk('search', blockModulePath('search')), chunk('print-button', blockModulePath('print-button'))])).toThrow(/no chunk for the block "print-button"/)
  })
})

describe('what the search index sees of a page', () => {
  const site = fixtureSite()
  const route: Route = {
    ...site.routes[0],
    healthInformation: true,
    audience: ['caregiver'],
    keywords: ['quimio', '<b>'],
    sectionKeywords: { nausea: ['throwing up'] },
  }
  const html = '<body><div id="root"><main><div data-pagefind-body=""><h2 id="nausea">Nausea</h2><p>Eat small meals.</p></div></main></div></body>'

  it('adds the page marks before the app and section keywords after their heading, escaped', () => {
    const indexed = indexedHtml(site, route, html)
    expect(indexed).toMatch(/^<body><div hidden data-pagefind-body[^>]*>.*data-pagefind-filter="audience:caregiver".*data-pagefind-filter="health:yes".*⟦ quimio, &lt;b&gt;\. ⟧<\/div><div id="root">/)
    expect(indexed).toContain('<h2 id="nausea">Nausea</h2><p data-pagefind-weight="3">⟦ throwing up. ⟧</p><p>Eat small meals.</p>')
  })

  it('refuses section keywords for a heading the page does not have', () => {
    expect(() => indexedHtml(site, { ...route, sectionKeywords: { vomiting: ['x'] } }, html)).toThrow(/heading id "vomiting"/)
  })
})

describe('precompiled validators (codegen/generate-validators.ts)', () => {
  const dir = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'sw-data-schemas-'))
  writeFileSync(
    join(dir, 'sample-list.schema.json'),
    JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'Sample list',
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: { items: { type: 'array', maxItems: 3, uniqueItems: true, items: { type: 'string', maxLength: 5 } } },
    }),
  )
  const schemas = readDataSchemas(dir)

  it('are plain ES module code with no require and no eval, one module per schema, that validate', async () => {
    const [sample] = schemas
    if (!sample) throw new Error('no sample schema')
    expect(renderValidatorsCode(schemas)).toContain("export { validateSampleList } from './validators/sample-list.js';")
    const code = renderValidatorModule(sample, schemas)
    expect(code).not.toMatch(/\brequire\(|\beval\(|new Function/)
    // Written under node_modules so the import of ajv's runtime helpers resolves as it does in the app.
    const cache = new URL('../../node_modules/.cache/seven-wells-tests/', import.meta.url)
    mkdirSync(cache, { recursive: true })
    const file = new URL(`validators-${process.pid}.mjs`, cache)
    writeFileSync(file, code)
    const module: { validateSampleList?: (data: unknown) => boolean } = await import(pathToFileURL(file.pathname).href)
    expect(module.validateSampleList?.({ items: ['a', 'b'] })).toBe(true)
    expect(module.validateSampleList?.({ items: ['a', 'a'] })).toBe(false)
    expect(module.validateSampleList?.({ items: ['toolong'] })).toBe(false)
    expect(module.validateSampleList?.({ items: [], extra: 1 })).toBe(false)
  })

  it('come with types named after the schema title', async () => {
    const types = await renderValidatorsTypes(schemas)
    expect(types).toContain('export interface SampleList')
    expect(types).toContain('export declare const validateSampleList: Validator<SampleList>')
  })
})

describe('validation of the interactive wiring', () => {
  it('refuses an interactive block on the 404 page', () => {
    const manifest = minimalManifest()
    Object.assign(manifest, { notFound: { title: 'Not found', blocks: [{ type: 'hero', title: 'Oops' }, { type: 'print-button', label: 'Print' }] } })
    const result = validateManifestText(JSON.stringify(manifest, null, 2))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.map((problem) => problem.path)).toContain('/notFound/blocks/1')
  })

  it('refuses a header search form whose page has no search block or does not exist', () => {
    for (const path of ['/second', '/nowhere']) {
      const manifest = minimalManifest()
      Object.assign(manifest, { ui: { ...(manifest.ui as object), search: { label: 'Search', button: 'Go', path } } })
      const result = validateManifestText(JSON.stringify(manifest, null, 2))
      expect(result.ok, path).toBe(false)
      if (!result.ok) expect(result.problems.map((problem) => problem.path)).toContain('/ui/search/path')
    }
  })
})
