import createEmotionServer from '@emotion/server/create-instance'
import { renderToString } from 'react-dom/server'
import type { Route } from '../generated/manifest.ts'
import { App } from '../app/app.tsx'
import { createEmotionCache, prerenderedStylesAttribute } from '../app/emotion-cache.ts'
import { documentTitle, type Library, type PageLanguage, type SiteChrome } from '../app/page-payload.ts'
import { routeDataUrl } from '../app/paths.ts'
import { RouteStore } from '../app/route-store.ts'
import { escapeHtml, htmlDocument } from './html-document.ts'
import { seoTags, structuredDataTag } from './seo.ts'

/** What {@link renderPage} needs to prerender one page. */
export interface PageRequest {
  site: SiteChrome
  /** The route to render, or null for the 404 page. */
  route: Route | null
  /** The library entries the route's blocks name (see libraryFor). */
  library: Library
  /** The URL path being rendered (the route's path, or any path for the 404 page). */
  path: string
  /** `<script>`/`<link>` tags that load the client bundle (differ between build and dev server). */
  scriptTags: string
  /** The page's other-language versions and whether its original changed (see pageLanguageOf). */
  language?: PageLanguage
  /** The page's meta Content Security Policy (the build's pages; see HtmlDocumentParts). */
  contentSecurityPolicy?: string
}

const serverLoader = (): Promise<never> =>
  Promise.reject(new Error('Prerendering never loads routes: each page is rendered with its own route'))

/**
 * Prerenders one page to a complete HTML document, with emotion's critical CSS for exactly the markup on it
 * and the page's data embedded for hydration.
 *
 * @returns the HTML text.
 * @throws whatever a block component throws while rendering; the build reports it with the route's path.
 */
export function renderPage({ site, route, library, path, scriptTags, contentSecurityPolicy, language }: PageRequest): string {
  const emotionCache = createEmotionCache()
  const emotionServer = createEmotionServer(emotionCache)
  const store = new RouteStore(serverLoader)
  store.seed(path, route ? { route, library, ...(language ? { language } : {}) } : null)
  const appHtml = renderToString(<App site={site} store={store} emotionCache={emotionCache} ssrPath={path} />)
  // emotion's critical CSS, under an attribute of our own (see createBrowserEmotionCache).
  const styleTags = emotionServer
    .extractCriticalToChunks(appHtml)
    .styles.map(({ key, ids, css }) => `<style ${prerenderedStylesAttribute}="${escapeHtml([key, ...ids].join(' '))}">${css}</style>`)
    .join('')
  return htmlDocument({
    lang: site.lang,
    title: route ? documentTitle(route.title, site.name) : site.notFound.title,
    description: route ? route.description : site.notFound.title,
    seoTags: seoTags(site, route, language?.versions),
    structuredData: structuredDataTag(site, route, library),
    styleTags,
    scriptTags,
    appHtml,
    payload: { site, data: route ? routeDataUrl(route.path) : null },
    contentSecurityPolicy,
  })
}
