import { loadManifest } from '../src/manifest/load-manifest.ts'
import { renderPage } from '../src/prerender/render-page.tsx'
import { siteChromeOf } from '../src/app/page-payload.ts'
import { libraryFor } from '../src/app/library.ts'
import { preloadAllBlocks } from '../src/blocks/preload-blocks.ts'
import { textPieces } from '../src/content/readability.ts'
import { spanishEase } from '../src/content/spanish-readability.ts'
const l = loadManifest(); if (!l.ok) throw new Error('bad')
await preloadAllBlocks()
const r = l.manifest.routes.find((x) => x.path === process.argv[2])!
const html = renderPage({ site: siteChromeOf(l.manifest, 'es'), route: r, library: libraryFor(l.manifest, r.blocks, 'es'), path: r.path, scriptTags: '' })
const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
for (const p of textPieces(main)) console.log(spanishEase([p]).szigrisztPazos.toFixed(0).padStart(4), p)
