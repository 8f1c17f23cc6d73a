import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { routeHtmlFile, serverNotesFile } from '../app/paths.ts'
import {
  allowedMethods,
  canonicalRedirect,
  checkRequestPath,
  hostOnlyFiles,
  isPagePath,
  responseHeaders,
  type ResponseKind,
  notFoundPageFor,
  type SiteNotes,
} from '../deploy/policy.ts'

/** Options for {@link createSiteServer}. */
export interface SiteServerOptions {
  /** The build output folder to serve (dist/). */
  root: string
  /** Log one line per request to stdout. Default: false. */
  log?: boolean
}

function stringsIn(notes: object, key: string): string[] {
  const value: unknown = key in notes ? Reflect.get(notes, key) : undefined
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** The build's notes (`_server.json`, written by the build); empty lists when the file is missing or broken. */
export function readServerNotes(root: string): SiteNotes {
  try {
    const notes: unknown = JSON.parse(readFileSync(join(root, serverNotesFile), 'utf8'))
    if (typeof notes !== 'object' || notes === null) return { pagePaths: [], wasmPaths: [] }
    const languagePrefixes = stringsIn(notes, 'languagePrefixes').filter((prefix) => /^\/[a-z]{2,3}$/.test(prefix))
    return { pagePaths: stringsIn(notes, 'pagePaths'), wasmPaths: stringsIn(notes, 'wasmPaths'), ...(languagePrefixes.length > 0 ? { languagePrefixes } : {}) }
  } catch {
    return { pagePaths: [], wasmPaths: [] }
  }
}

/** The URL paths of the files that have a precompressed variant (a .br or .gz beside them) in `root`. */
function precompressedPaths(root: string): Set<string> {
  const paths = new Set<string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(br|gz)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name).slice(root.length).split('\\').join('/')
    paths.add(file.slice(0, -3))
  }
  return paths
}

/** The precompressed variant of `file` the client accepts (brotli first, then gzip), or the file itself. */
function negotiated(file: string, acceptEncoding: string): { file: string; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' }
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: 'gzip' }
  return { file }
}

/**
 * The production server for the prerendered site, applying the delivery policy (src/deploy/policy.ts) exactly as
 * the generated nginx configuration does: files from `root` with sirv (precompressed brotli/gzip when the client
 * accepts them, ETags), the policy's headers on every response, a 301 from another form of a page path to its
 * canonical path, the 404 page with status 404 (in the language of the address: `<prefix>/404.html` under another
 * language's prefix), GET and HEAD only (405), and refusals for hostile or over-long
 * paths (400, 414) and headers (431).
 */
export function createSiteServer({ root, log = false }: SiteServerOptions): Server {
  const notes = readServerNotes(root)
  const pages = new Set(notes.pagePaths)
  const compressed = precompressedPaths(root)
  // No implicit ".html": only a route's path serves its page, as on every other host the build writes rules for.
  const serveFile = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: [],
    // sirv varies every response by encoding; only a file with a compressed variant really does (as in nginx).
    setHeaders(res, pathname) {
      if (!compressed.has(pathname)) res.removeHeader('Vary')
    },
  })

  const setPolicyHeaders = (res: ServerResponse, kind: ResponseKind, pathname: string) => {
    for (const [name, value] of Object.entries(responseHeaders(notes, kind, pathname))) res.setHeader(name, value)
  }

  const refuse = (res: ServerResponse, status: number, reason: string, extra: Record<string, string> = {}) => {
    const body = `${status} ${reason}\n`
    setPolicyHeaders(res, 'refusal', '/')
    res.writeHead(status, { ...extra, 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  }

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    // The 404 page in the language of the address asked for ("/es/..." gets /es/404.html), when the build has it.
    const ownPage = join(root, notFoundPageFor(notes, (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/'))
    const notFoundPage = existsSync(ownPage) ? ownPage : join(root, '404.html')
    const chosen = negotiated(notFoundPage, String(req.headers['accept-encoding'] ?? ''))
    const body = existsSync(chosen.file) ? readFileSync(chosen.file) : Buffer.from('404 Not Found\n')
    setPolicyHeaders(res, 'not-found', '/404')
    res.writeHead(404, {
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    if (log) {
      res.on('finish', () =>
        console.log(`${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`),
      )
    }
    const target = req.url ?? '/'
    const check = checkRequestPath(target)
    if (!check.ok) return refuse(res, check.status, check.reason)
    if (!allowedMethods.includes(req.method ?? '')) {
      return refuse(res, 405, 'Method Not Allowed', { Allow: allowedMethods.join(', ') })
    }
    const { pathname } = check
    const redirect = canonicalRedirect(notes, pathname)
    if (redirect) {
      const query = target.includes('?') ? target.slice(target.indexOf('?')) : ''
      setPolicyHeaders(res, 'redirect', pathname)
      res.writeHead(301, { Location: `${encodeURI(redirect)}${query}` })
      return res.end()
    }
    if (hostOnlyFiles.includes(pathname) || pathname.includes('//')) return sendNotFound(req, res)
    if (isPagePath(pathname)) {
      if (!pages.has(pathname)) return sendNotFound(req, res)
      req.url = `/${routeHtmlFile(pathname)}`
    }
    setPolicyHeaders(res, 'file', pathname)
    serveFile(req, res, () => sendNotFound(req, res))
  })
  // Over-long request headers: Node's parser refuses them before the handler runs; answer with the policy's headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy()
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'
    const headers = Object.entries(responseHeaders(notes, 'refusal', '/')).map(([name, value]) => `${name}: ${value}\r\n`)
    const body = `${status}\n`
    socket.end(`HTTP/1.1 ${status}\r\n${headers.join('')}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  })
  // CONNECT (proxy tunnelling) names a host, not a path: refused as a bad request, as nginx refuses it.
  server.on('connect', (_req, socket) => {
    const headers = Object.entries(responseHeaders(notes, 'refusal', '/')).map(([name, value]) => `${name}: ${value}\r\n`)
    const body = '400 Bad Request\n'
    socket.end(`HTTP/1.1 400 Bad Request\r\n${headers.join('')}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`)
  })
  return server
}
