import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { canonicalPath, routeHtmlFile, serverNotesFile } from '../app/paths.ts'

/** Longest request path accepted, in characters; longer ones get 414. */
export const maxPathLength = 2048

/** Options for {@link createSiteServer}. */
export interface SiteServerOptions {
  /** The build output folder to serve (dist/). */
  root: string
  /** Log one line per request to stdout. Default: false. */
  log?: boolean
}

type RequestCheck = { ok: true; pathname: string } | { ok: false; status: number; reason: string }

/**
 * Refuses request paths that could reach outside the build folder or confuse file lookups: undecodable
 * escapes, NUL bytes, backslashes and `..` segments (400), and over-long paths (414).
 */
export function checkRequestPath(rawUrl: string): RequestCheck {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? ''
  if (rawPath.length > maxPathLength) return { ok: false, status: 414, reason: 'URI Too Long' }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { ok: false, status: 400, reason: 'Bad Request' }
  }
  if (!pathname.startsWith('/') || /[\0\\]/.test(pathname) || pathname.split('/').some((segment) => segment === '..')) {
    return { ok: false, status: 400, reason: 'Bad Request' }
  }
  return { ok: true, pathname }
}

/** The build's notes to the server (written by the prerender step as `_server.json`). */
export interface ServerNotes {
  /** Page paths whose blocks run the search index's WebAssembly in the page (search, and tools built on it). */
  wasmPaths: string[]
}

/** Where the search index (Pagefind's script, worker and WebAssembly) is served from. */
const searchIndexPrefix = '/pagefind/'

/**
 * The Content Security Policy. Scripts may come only from this origin (no inline script, no eval); emotion's style
 * elements need inline styles; nothing may frame the site. `wasm` adds 'wasm-unsafe-eval', which lets the page
 * compile WebAssembly (not JavaScript: 'unsafe-eval' is never sent). Pagefind needs it both on the page that
 * searches and on its own files, since its worker takes the policy of the worker script's response.
 */
export function contentSecurityPolicy({ wasm }: { wasm: boolean }): string {
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
  ].join('; ')
}

/** Sent with every response, besides the Content Security Policy: no sniffing, no referrer to other sites, no browser feature the site does not use, no framing. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

function readServerNotes(root: string): ServerNotes {
  try {
    const notes: unknown = JSON.parse(readFileSync(join(root, serverNotesFile), 'utf8'))
    const paths = typeof notes === 'object' && notes !== null && 'wasmPaths' in notes ? notes.wasmPaths : undefined
    return { wasmPaths: Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [] }
  } catch {
    return { wasmPaths: [] }
  }
}

function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/')
}

/**
 * The production server for the prerendered site. It serves files from `root` with sirv (precompressed
 * brotli/gzip when the client accepts them, ETags), long-lived immutable caching for hashed assets and
 * revalidation for everything else; security headers (CSP and friends) on every response, with WebAssembly allowed
 * only on the pages the build names in _server.json and on the search index's files; redirects (301) a page path in another letter case or with a trailing slash
 * to its canonical path; answers unknown paths with 404.html and status 404; allows only GET and HEAD (405).
 */
export function createSiteServer({ root, log = false }: SiteServerOptions): Server {
  const notFoundPage = join(root, '404.html')
  const wasmPaths = new Set(readServerNotes(root).wasmPaths.map((path) => canonicalPath(path)))
  const strictPolicy = contentSecurityPolicy({ wasm: false })
  const wasmPolicy = contentSecurityPolicy({ wasm: true })
  const serveFile = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  const sendStatus = (res: ServerResponse, status: number, reason: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(`${status} ${reason}\n`)
  }

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const body = existsSync(notFoundPage) ? readFileSync(notFoundPage) : Buffer.from('404 Not Found\n')
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
    const usesWasm = pathname.startsWith(searchIndexPrefix) || wasmPaths.has(canonicalPath(pathname))
    res.setHeader('Content-Security-Policy', usesWasm ? wasmPolicy : strictPolicy)
    if (log) {
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`),
      )
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return sendStatus(res, 405, 'Method Not Allowed')
    }
    const check = checkRequestPath(req.url ?? '/')
    if (!check.ok) return sendStatus(res, check.status, check.reason)

    const canonical = canonicalPath(check.pathname)
    const isPagePath = !/\.[a-z0-9]+$/i.test(check.pathname)
    if (isPagePath && canonical !== check.pathname && existsSync(join(root, routeHtmlFile(canonical)))) {
      const url = req.url ?? ''
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
      res.writeHead(301, { Location: `${encodeURI(canonical)}${query}`, 'Cache-Control': 'no-cache' })
      return res.end()
    }
    serveFile(req, res, () => sendNotFound(req, res))
  })
  // CONNECT (proxy tunnelling) bypasses the request handler in Node; answer it like any other refused method.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
  })
  return server
}
