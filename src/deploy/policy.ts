/**
 * The delivery policy: which status and headers every request to the built site gets, whatever serves it. The
 * production server (src/server/static-server.ts) applies it directly; the build writes it out for other hosts
 * (host-files.ts: `_headers` and `_redirects`; nginx-config.ts: an nginx server block) and into every page (a meta
 * Content Security Policy, for hosts that cannot set headers). `npm run check:deployed` compares a live site with it.
 *
 * Nothing here touches the file system or the network: the build's notes ({@link SiteNotes}) say which paths are
 * pages and which of them search.
 */
import { canonicalPath } from '../app/paths.ts'

/** What the policy needs to know about one build: its page paths and the pages that run the search index. */
export interface SiteNotes {
  /** Every route's canonical path ("/", "/eat-well", ...). */
  pagePaths: readonly string[]
  /** The page paths whose blocks run the search index's WebAssembly in the page (search, Shelby). */
  wasmPaths: readonly string[]
  /**
   * Each other language's pathPrefix ("/es"): an unknown path under it gets that language's `<prefix>/404.html`
   * (the production server and the nginx configuration do; Cloudflare Pages finds the closest 404.html by itself;
   * the `_redirects` file has no rule for it, so Netlify serves /404.html everywhere).
   */
  languagePrefixes?: readonly string[]
}

/** Hashed build assets (their names change with their content): cached for a year, never revalidated. */
export const hashedAssetPrefix = '/assets/'

/** The search index (Pagefind's script, worker and WebAssembly), which needs WebAssembly allowed. */
export const searchIndexPrefix = '/pagefind/'

/** Build notes for the server, not part of the site: Netlify and Cloudflare Pages never serve them, and neither do we. */
export const hostOnlyFiles: readonly string[] = ['/_headers', '/_redirects']

/** The only methods the site answers; every other one gets 405 with an `Allow` header. */
export const allowedMethods: readonly string[] = ['GET', 'HEAD']

/** Longest request path accepted, in characters (the query not counted); longer ones get 414. */
export const maxPathLength = 2048

/** The `Cache-Control` values the policy uses. */
export const cacheControl = {
  /** Hashed assets: a year, and the browser never asks again. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, the service worker, the search index and everything else: kept, but checked with the server on each use. */
  revalidate: 'no-cache',
  /** Refusals (400, 405, 414, 431): never stored. */
  refusal: 'no-store',
} as const

/**
 * The Content Security Policy as directives. Scripts only from this origin (no inline script, no eval); emotion's
 * style elements need inline styles; nothing may frame the site. `wasm` adds 'wasm-unsafe-eval', which lets a page
 * compile WebAssembly (not JavaScript: 'unsafe-eval' is never sent). Pagefind needs it both on the page that
 * searches and on its own files, since its worker takes the policy of the worker script's response.
 */
function cspDirectives({ wasm }: { wasm: boolean }): string[] {
  return [
    "default-src 'self'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
}

/**
 * Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry: browsers ignore them there (CSP Level 3,
 * "Delivery via meta element"). A host that can only serve the meta policy loses them.
 */
export const headerOnlyDirectives: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox']

/** The Content Security Policy header value for a response (see cspDirectives for what it allows). */
export function contentSecurityPolicy({ wasm }: { wasm: boolean }): string {
  return cspDirectives({ wasm }).join('; ')
}

/** The policy a page carries in its meta element: the header's, less the directives a meta element cannot carry. */
export function metaContentSecurityPolicy({ wasm }: { wasm: boolean }): string {
  return cspDirectives({ wasm })
    .filter((directive) => !headerOnlyDirectives.includes(directive.split(' ', 1)[0] ?? ''))
    .join('; ')
}

/** Sent with every response, besides the Content Security Policy: no sniffing, no referrer to other sites, no browser feature the site does not use, no framing. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/**
 * Content types by file extension (lower case, without the dot), for every kind of file a build holds. Text types
 * carry their charset. Pages (paths without an extension) are HTML. Unknown extensions are served as
 * {@link defaultContentType}.
 */
export const contentTypes = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
} as const satisfies Readonly<Record<string, string>>

/** {@link contentTypes} as a lookup by any extension: undefined for one it does not list. */
const contentTypeLookup: Readonly<Record<string, string | undefined>> = contentTypes

/** The content type of files whose extension the policy does not list (Pagefind's index files, for one). */
export const defaultContentType = 'application/octet-stream'

/** The extension of a path's last segment, lower case, or undefined when it has none ("/eat-well" has none). */
export function extensionOf(pathname: string): string | undefined {
  return /\.([a-z0-9_]+)$/i.exec(pathname.slice(pathname.lastIndexOf('/') + 1))?.[1]?.toLowerCase()
}

/** The content type of the file served at `pathname` (see {@link contentTypes}). */
export function contentTypeFor(pathname: string): string {
  const extension = extensionOf(pathname)
  if (extension === undefined) return contentTypes.html
  return contentTypeLookup[extension] ?? defaultContentType
}

/** Whether the response at this path needs WebAssembly allowed: a page that searches, or the search index's files. */
export function usesWasm(notes: SiteNotes, pathname: string): boolean {
  return pathname.startsWith(searchIndexPrefix) || notes.wasmPaths.includes(pathname)
}

/** What a response is, for {@link responseHeaders}. */
export type ResponseKind =
  /** A file or page served with 200 (or 304), at its canonical path. */
  | 'file'
  /** A 301 to the canonical path. */
  | 'redirect'
  /** The 404 page. */
  | 'not-found'
  /** A refusal: 400, 405, 414 or 431, with a short plain-text body. */
  | 'refusal'

/**
 * The headers the policy sets on a response, besides those every server adds for the body (Content-Length, ETag,
 * Last-Modified, Content-Encoding, Vary). Security headers go on every response; WebAssembly is allowed only on a
 * file response at a path that {@link usesWasm}; redirects, the 404 page and refusals get the strict policy.
 *
 * @param pathname the request path, decoded (for `file`, the canonical path of what is served).
 */
export function responseHeaders(notes: SiteNotes, kind: ResponseKind, pathname: string): Record<string, string> {
  const wasm = kind === 'file' && usesWasm(notes, pathname)
  const headers: Record<string, string> = {
    ...securityHeaders,
    'Content-Security-Policy': contentSecurityPolicy({ wasm }),
  }
  if (kind === 'file') {
    headers['Cache-Control'] = pathname.startsWith(hashedAssetPrefix) ? cacheControl.immutable : cacheControl.revalidate
    headers['Content-Type'] = contentTypeFor(pathname)
  } else if (kind === 'not-found') {
    headers['Cache-Control'] = cacheControl.revalidate
    headers['Content-Type'] = contentTypes.html
  } else if (kind === 'redirect') {
    headers['Cache-Control'] = cacheControl.revalidate
  } else {
    headers['Cache-Control'] = cacheControl.refusal
    headers['Content-Type'] = contentTypes.txt
  }
  return headers
}

/**
 * Where a page path in another form is redirected (301) to: another letter case, trailing slashes, or the page's
 * file name (`/eat-well.html`, `/index.html`). Undefined when the path is already canonical or is no page's.
 * Example: "/Eat-Well/" and "/eat-well.html" give "/eat-well"; "/eat-well" and "/nope/" give undefined.
 */
export function canonicalRedirect(notes: SiteNotes, pathname: string): string | undefined {
  const lower = pathname.toLowerCase()
  let bare = lower
  if (lower === '/index.html') bare = '/'
  else if (lower.endsWith('.html')) {
    bare = lower.slice(0, -'.html'.length)
    // "/eat-well/.html" is a hidden file's name, not a form of a page path.
    if (bare.endsWith('/')) return undefined
  }
  const canonical = canonicalPath(bare)
  return canonical !== pathname && notes.pagePaths.includes(canonical) ? canonical : undefined
}

/** A page path spelled in Title-Case, one of the other spellings readers type: "/eat-well/meal-planning" gives "/Eat-Well/Meal-Planning". */
export function titleCaseSpelling(path: string): string {
  return path.replace(/(^|[/-])([a-z])/g, (_, separator: string, letter: string) => `${separator}${letter.toUpperCase()}`)
}

/** The result of {@link checkRequestPath}: the decoded path, or the refusal's status. */
export type RequestCheck = { ok: true; pathname: string } | { ok: false; status: 400 | 414; reason: string }

/**
 * Refuses request targets that could reach outside the build folder or confuse file lookups: undecodable escapes
 * or invalid UTF-8, NUL bytes, backslashes and `.`/`..` segments (400), and over-long paths (414). An absolute-form
 * target ("http://host/path", which HTTP/1.1 servers must accept) is read as its path.
 *
 * @param rawTarget the request target as sent, e.g. "/eat-well?week=1".
 */
export function checkRequestPath(rawTarget: string): RequestCheck {
  const target = /^https?:\/\/[^/?#]*/i.test(rawTarget) ? rawTarget.replace(/^https?:\/\/[^/?#]*/i, '') || '/' : rawTarget
  const rawPath = target.split(/[?#]/, 1)[0] ?? ''
  if (rawPath.length > maxPathLength) return { ok: false, status: 414, reason: 'URI Too Long' }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400, reason: 'Bad Request' }
  }
  const hasDotSegment = pathname.split('/').some((segment) => segment === '..' || segment === '.')
  if (!pathname.startsWith('/') || /[\0\\]/.test(pathname) || hasDotSegment) {
    return { ok: false, status: 400, reason: 'Bad Request' }
  }
  return { ok: true, pathname }
}

/** Whether a decoded request path names a page (no extension in its last segment), as opposed to a file. */
export function isPagePath(pathname: string): boolean {
  return extensionOf(pathname) === undefined
}

/** The notes for a build's routes: page paths, and the paths of those that search (see searchesTheSite). */
export function siteNotesFor<R extends { path: string }>(routes: readonly R[], searches: (route: R) => boolean, languagePrefixes: readonly string[] = []): SiteNotes {
  return {
    pagePaths: routes.map((route) => route.path),
    wasmPaths: routes.filter(searches).map((route) => route.path),
    ...(languagePrefixes.length > 0 ? { languagePrefixes } : {}),
  }
}

/** The 404 page for a path: `<prefix>/404.html` under another language's prefix, else `/404.html`. */
export function notFoundPageFor(notes: SiteNotes, pathname: string): string {
  const lower = pathname.toLowerCase()
  const prefix = notes.languagePrefixes?.find((candidate) => lower === candidate || lower.startsWith(`${candidate}/`))
  return `${prefix ?? ''}/404.html`
}
