import type { PagePayload } from '../app/page-payload.ts'
import { pagePayloadElementId } from '../app/page-payload.ts'
import { globalStyles } from '../app/global-styles.ts'
import { noScriptStyles, printStyles } from '../app/print-styles.ts'

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}

/**
 * JSON for a `<script type="application/json">`: `<` is escaped so no string in site.json can close the
 * script element or open a comment, whatever it contains.
 */
export function serializePayload(payload: PagePayload): string {
  return JSON.stringify(payload).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')
}

/** Everything a prerendered page is made of. */
export interface HtmlDocumentParts {
  lang: string
  title: string
  description: string
  /** Canonical link and link-preview tags (see seoTags). */
  seoTags: string
  /** The JSON-LD structured data element, or '' (see structuredDataTag): at the end of the body. */
  structuredData: string
  /** emotion's critical `<style>` tags for this page. */
  styleTags: string
  /** `<script>` and `<link rel="modulepreload">` tags for the client bundle. */
  scriptTags: string
  /** The app's markup, from renderToString. */
  appHtml: string
  payload: PagePayload
  /**
   * The page's Content Security Policy for a `<meta http-equiv>` element, for hosts that cannot send headers (see
   * metaContentSecurityPolicy in src/deploy/policy.ts). Omitted in the dev server, whose own inline scripts it would block.
   */
  contentSecurityPolicy?: string
}

/** Assembles a complete HTML page: head (meta, title, styles, no-script fallbacks, scripts) and body (app, payload). */
export function htmlDocument(parts: HtmlDocumentParts): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    // First after the charset: a meta policy applies only to what comes after it.
    ...(parts.contentSecurityPolicy ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(parts.contentSecurityPolicy)}">`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    '<meta name="theme-color" content="#0b5563">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    parts.seoTags,
    `<style>${globalStyles}</style>`,
    parts.styleTags,
    `<style>${printStyles}</style>`,
    `<noscript><style>${noScriptStyles}</style></noscript>`,
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script type="application/json" id="${pagePayloadElementId}">${serializePayload(parts.payload)}</script>`,
    // Last in the body: the text and images are discovered and fetched first; the page reads before it hydrates.
    parts.scriptTags,
    parts.structuredData,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
