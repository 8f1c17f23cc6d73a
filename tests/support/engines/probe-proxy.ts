/**
 * The site as the engine smoke suite sees it: the production server for a build, behind a small proxy that
 *
 * - adds one same-origin script, /__engine-probe.js, first in every page's head: it records uncaught errors,
 *   rejected promises, CSP violations and console errors and warnings in `window.__engineProblems`, so every engine
 *   reports script errors the same way (WebKitWebDriver has no console or log events to listen to);
 * - can go offline: every request is then cut off as a dropped connection, as on a phone without signal, so the
 *   service worker's offline answers are tested the same way in engines that cannot emulate a network.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createSiteServer } from '../../../src/server/static-server.ts'

/** The probe's URL path; the page's own scripts come after it. */
export const probeScriptPath = '/__engine-probe.js'

/** Runs in the page before anything else. Plain script text, served from this origin (the CSP allows 'self'). */
const probeScript = `(() => {
  const problems = (window.__engineProblems = [])
  const text = (value) => (value instanceof Error ? String(value) + ' ' + (value.stack || '').split('\\n')[0] : typeof value === 'string' ? value : JSON.stringify(value))
  addEventListener('error', (event) => { if (event instanceof ErrorEvent) problems.push('error: ' + event.message) })
  addEventListener('unhandledrejection', (event) => problems.push('unhandled rejection: ' + text(event.reason)))
  document.addEventListener('securitypolicyviolation', (event) => problems.push('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI))
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = (...args) => { problems.push(level + ': ' + args.map(text).join(' ')); original.apply(console, args) }
  }
})()
`

/** A running proxied site. */
export interface ProbedSite {
  /** "http://127.0.0.1:<port>" */
  url: string
  /** When true, every request is dropped without an answer. */
  offline: boolean
  close(): Promise<void>
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : 0)
    }),
  )
}

function forward(upstreamPort: number, req: IncomingMessage, res: ServerResponse): void {
  const headers = { ...req.headers }
  // Uncompressed from upstream, so pages can be read and changed; the engines do not need compression here.
  delete headers['accept-encoding']
  const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
    const isPage = /^text\/html/.test(String(answer.headers['content-type'] ?? ''))
    if (!isPage) {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
      return
    }
    const chunks: Buffer[] = []
    answer.on('data', (chunk: Buffer) => chunks.push(chunk))
    answer.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8').replace('<head>', `<head><script src="${probeScriptPath}"></script>`)
      const out = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) }
      delete out['transfer-encoding']
      res.writeHead(answer.statusCode ?? 502, out)
      res.end(req.method === 'HEAD' ? undefined : html)
    })
  })
  upstream.on('error', () => res.destroy())
  req.pipe(upstream)
}

/** Serves the build in `root` through the probing proxy on a free loopback port. */
export async function startProbedSite(root: string): Promise<ProbedSite> {
  const site = createSiteServer({ root })
  const upstreamPort = await listen(site)
  const state = { offline: false }
  const proxy = createServer((req, res) => {
    if (state.offline) return req.socket.destroy()
    if (req.url === probeScriptPath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      return res.end(probeScript)
    }
    forward(upstreamPort, req, res)
  })
  const port = await listen(proxy)
  return {
    url: `http://127.0.0.1:${port}`,
    get offline() {
      return state.offline
    },
    set offline(value: boolean) {
      state.offline = value
      // Open keep-alive connections would otherwise still carry requests.
      if (value) proxy.closeAllConnections()
    },
    async close() {
      proxy.closeAllConnections()
      site.closeAllConnections()
      await Promise.all([new Promise((resolve) => proxy.close(resolve)), new Promise((resolve) => site.close(resolve))])
    },
  }
}
