import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { CacheProvider } from '@emotion/react'
import type { Block } from '../../src/generated/manifest.ts'
import { BlockList } from '../../src/blocks/block-list.tsx'
import { createEmotionCache } from '../../src/app/emotion-cache.ts'
import { siteChromeOf } from '../../src/app/page-payload.ts'
import { libraryFor } from '../../src/app/library.ts'
import { LibraryProvider } from '../../src/app/library-context.tsx'
import { SiteProvider } from '../../src/ui/site-context.tsx'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { minimalManifest } from './manifests.ts'

/** The minimal fixture, validated and typed: the site chrome blocks render in. */
export function fixtureSite() {
  const result = validateManifestText(JSON.stringify(minimalManifest()))
  if (!result.ok) throw new Error('the minimal fixture must be valid')
  return result.manifest
}

/** Renders blocks to static HTML inside the site's providers, with the fixture's library, as a page would. */
export function renderBlocks(blocks: Block[]): string {
  const site = fixtureSite()
  return renderToStaticMarkup(
    <CacheProvider value={createEmotionCache()}>
      <SiteProvider site={siteChromeOf(site)}>
        <LibraryProvider library={libraryFor(site, blocks)}>
          <Router ssrPath="/">
            <BlockList blocks={blocks} />
          </Router>
        </LibraryProvider>
      </SiteProvider>
    </CacheProvider>,
  )
}

/** The visible text of an HTML fragment: tags removed, entities decoded, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim()
}
