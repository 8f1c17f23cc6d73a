import type { SiteManifest } from '../generated/manifest.ts'
import { hreflangAlternates, pageVersions } from '../languages/translations.ts'
import { escapeHtml } from './html-document.ts'
import { absoluteUrl } from '../app/paths.ts'
import { colors } from '../ui/theme.ts'

/**
 * sitemap.xml listing every route at its absolute URL, with its other-language versions as `xhtml:link`
 * alternates; undefined when site.json has no `url`.
 */
export function sitemapXml(manifest: SiteManifest): string | undefined {
  if (!manifest.url) return undefined
  const urls = manifest.routes.map((route) => {
    const loc = `<loc>${escapeHtml(absoluteUrl(manifest, route.path))}</loc>`
    const alternates = hreflangAlternates(pageVersions(route, manifest.routes, manifest.lang))
    if (alternates.length === 0) return `  <url>${loc}</url>`
    const links = alternates.map(({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absoluteUrl(manifest, path))}"/>`)
    return `  <url>${loc}${links.join('')}</url>`
  })
  const namespaces = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...urls, '</urlset>', ''].join('\n')
}

/** robots.txt: everything may be crawled; names the sitemap when the site's `url` is known. */
export function robotsTxt(manifest: SiteManifest): string {
  return ['User-agent: *', 'Allow: /', ...(manifest.url ? [`Sitemap: ${manifest.url}/sitemap.xml`] : []), ''].join('\n')
}

/** The web app manifest (name, colours, icon), so the site can be added to a phone's home screen. */
export function webAppManifest(manifest: SiteManifest): string {
  return `${JSON.stringify(
    {
      name: manifest.name,
      short_name: manifest.name,
      ...(manifest.description ? { description: manifest.description } : {}),
      lang: manifest.lang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: colors.canvas,
      theme_color: colors.primary,
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  )}\n`
}
