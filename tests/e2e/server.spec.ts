import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'node:http'
import { checkDeployed, httpFetcher } from '../../src/deploy/check-deployed.ts'
import { contentSecurityPolicy, metaContentSecurityPolicy, securityHeaders, siteNotesFor } from '../../src/deploy/policy.ts'
import { headerValue, probe, rawExchange, type ProbeResponse } from '../support/http-probe.ts'
import { startNginx, type RunningNginx } from '../support/nginx.ts'
import { searchingBlockTypes } from '../../src/prerender/search-index.ts'
import { expect, languagePrefixes, manifestRoutes, test as base } from './fixtures.ts'

const projectRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
/** The pages that search (a search or Shelby block at the top level of the page, in every language). */
const searchPaths = new Set(manifestRoutes().filter(({ blocks }) => blocks.some(({ type }) => searchingBlockTypes.includes(type))).map(({ path }) => path))

/** The two servers every test here runs against: the production server (Playwright's webServer) and a real nginx. */
const test = base.extend<object, { servers: Record<'node' | 'nginx', string> }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures this one uses from this pattern; it uses none
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4310) + 200 + workerInfo.workerIndex
      const nginx: RunningNginx = await startNginx({ root: join(projectRoot, 'dist'), configFile: join(projectRoot, 'deploy/nginx.conf'), port })
      await use({ node: `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`, nginx: nginx.url })
      await nginx.stop()
    },
    { scope: 'worker' },
  ],
})

/** What must be the same on both servers: status, the policy's headers, and the body (for all but redirects). */
function comparable(response: ProbeResponse): Record<string, string | undefined> {
  const names = [...Object.keys(securityHeaders), 'Content-Security-Policy', 'Cache-Control', 'Allow', 'Location', 'Content-Encoding', 'Vary']
  const redirect = response.status >= 300 && response.status < 400
  return {
    status: String(response.status),
    ...Object.fromEntries(names.map((name) => [name, headerValue(response, name)])),
    'Content-Type': redirect ? '(not compared)' : headerValue(response, 'Content-Type'),
    body: redirect ? '(not compared)' : createHash('sha256').update(response.body).digest('hex').slice(0, 16),
  }
}

const br = { 'Accept-Encoding': 'br, gzip' }
const parityProbes: [string, string, Record<string, string>?][] = [
  ['GET', '/'],
  ['GET', '/eat-well', br],
  ['GET', '/eat-well', { 'Accept-Encoding': 'gzip' }],
  ['GET', '/search'],
  ['GET', '/assist-well/shelby', br],
  ['GET', '/Search/'],
  ['GET', '/Eat-Well/Meal-Planning?week=1'],
  ['GET', '/read-well/'],
  ['GET', '/eat-well.html'],
  ['GET', '/index.html'],
  ['GET', '//'],
  ['GET', '/eat-well//'],
  ['GET', '//eat-well'],
  ['GET', '/nope'],
  ['GET', '/nope', br],
  ['HEAD', '/nope'],
  ['GET', '/assets/nope.js'],
  ['GET', '/pagefind/pagefind.js', br],
  ['GET', '/pagefind/wasm.en.pagefind'],
  ['GET', '/favicon.svg'],
  ['GET', '/manifest.webmanifest'],
  ['GET', '/sw.js', br],
  ['GET', '/_data/index.json', br],
  ['GET', '/es', br],
  ['GET', '/es/buscar'],
  ['GET', '/Es/Comer/'],
  ['GET', '/es/nope'],
  ['GET', '/ES/Nope', br],
  ['GET', '/es//'],
  ['GET', '/esx'],
  ['GET', '/_headers'],
  ['GET', '/_redirects'],
  ['GET', '/_server.json'],
  ['GET', '/index'],
  ['GET', '/404'],
  ['GET', '/404.html'],
  ['GET', '/assets'],
  ['GET', '/eat%2Dwell'],
  ['GET', '/.hidden'],
  ['GET', 'http://other.example/eat-well'],
  ['HEAD', '/do-well'],
  ['POST', '/do-well'],
  ['PUT', '/'],
  ['DELETE', '/nope'],
  ['OPTIONS', '/'],
  ['PROPFIND', '/'],
  ['GET', '/..%2f..%2fpackage.json'],
  ['GET', '/%2e%2e/%2e%2e/etc/passwd'],
  ['GET', '/assets/..%5c..%5cpackage.json'],
  ['GET', '/a%00.html'],
  ['GET', '/x/../index.html'],
  ['GET', '/./eat-well'],
  ['GET', '/%zz'],
  ['GET', '/%C3%28'],
  ['GET', '/caf%C3%A9'],
  ['GET', `/${'x'.repeat(3000)}`],
  ['GET', '/', { 'X-Padding': 'x'.repeat(20_000) }],
]

test.describe('the production server and nginx', () => {
  test('answer every probe the same: status, policy headers and body', async ({ servers }) => {
    const differences: string[] = []
    for (const [method, path, headers = {}] of parityProbes) {
      const [node, nginx] = await Promise.all([probe(servers.node, method, path, headers), probe(servers.nginx, method, path, headers)])
      const a = comparable(node)
      const b = comparable(nginx)
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (a[key] !== b[key]) differences.push(`${method} ${path.slice(0, 60)} ${JSON.stringify(headers).slice(0, 40)}: ${key} is ${a[key]} on node, ${b[key]} on nginx`)
      }
    }
    expect(differences).toEqual([])
  })

  test('refuse CONNECT the same way', async ({ servers }) => {
    const answers = await Promise.all(
      Object.values(servers).map((url) => rawExchange(url, `CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: ${new URL(url).host}\r\n\r\n`)),
    )
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 400 /)
      expect(answer).toContain("frame-ancestors 'none'")
    }
  })
})

const notes = siteNotesFor(manifestRoutes(), ({ path }) => searchPaths.has(path), languagePrefixes())

test.describe('npm run check:deployed', () => {
  test('finds nothing to report on the production server and on nginx', async ({ servers }) => {
    for (const url of Object.values(servers)) {
      const reports = await checkDeployed(httpFetcher(url), notes)
      expect(reports.length).toBe(notes.pagePaths.length + 4)
      expect(reports.filter((report) => report.problems.length > 0), url).toEqual([])
    }
  })

  test('reports, per route, what a host gets wrong', async ({ servers }) => {
    // A careless host: no CSP on one page, a trailing slash served as a page, hashed assets revalidated, POST accepted.
    const careless = createServer(async (req, res) => {
      const path = req.url ?? '/'
      const upstream = await probe(servers.node, req.method === 'POST' ? 'GET' : (req.method ?? 'GET'), path === '/eat-well/' ? '/eat-well' : path)
      const headers = { ...upstream.headers }
      if (path === '/eat-well') delete headers['content-security-policy']
      if (path.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=0, must-revalidate'
      delete headers['content-length']
      delete headers['transfer-encoding']
      res.writeHead(path === '/eat-well/' ? 200 : upstream.status, headers)
      res.end(upstream.body)
    })
    await new Promise<void>((resolve) => careless.listen(0, '127.0.0.1', () => resolve()))
    const address = careless.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const reports = await checkDeployed(httpFetcher(`http://127.0.0.1:${port}`), notes)
    careless.close()
    const failing = Object.fromEntries(reports.filter((report) => report.problems.length > 0).map(({ route, problems }) => [route, problems]))
    const routes = Object.keys(failing)
    expect(routes).toHaveLength(3)
    expect(routes).toEqual(expect.arrayContaining(['/eat-well', 'POST / (methods)', expect.stringMatching(/^\/assets\/.+ \(hashed asset\)$/)]))
    expect(failing['/eat-well']).toEqual([
      "Content-Security-Policy has no frame-ancestors (only a header can carry it)",
      '/eat-well/: status 200, the policy 301 to /eat-well',
    ])
  })
})

for (const name of ['node', 'nginx'] as const) {
  test.describe(`the ${name} server`, () => {
    test('serves pages with revalidation and security headers, and hashed assets as immutable', async ({ servers }) => {
      const page = await probe(servers[name], 'GET', '/eat-well')
      expect(page.status).toBe(200)
      expect(headerValue(page, 'cache-control')).toBe('no-cache')
      expect(headerValue(page, 'content-type')).toBe('text/html; charset=utf-8')
      expect(headerValue(page, 'content-security-policy')).toBe(contentSecurityPolicy({ wasm: false }))
      expect(headerValue(page, 'content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      for (const [header, value] of Object.entries(securityHeaders)) expect(headerValue(page, header), header).toBe(value)
      const script = /<script type="module" src="([^"]+)"/.exec(page.body.toString())?.[1]
      expect(script).toMatch(/^\/assets\//)
      const asset = await probe(servers[name], 'GET', script ?? '')
      expect(headerValue(asset, 'cache-control')).toBe('public, max-age=31536000, immutable')
    })

    test('allows WebAssembly only on the pages that search and on the search index, and each page carries the same policy in a meta element', async ({ servers }) => {
      for (const { path } of manifestRoutes()) {
        const page = await probe(servers[name], 'GET', path)
        expect(page.status, path).toBe(200)
        const wasm = searchPaths.has(path)
        expect(headerValue(page, 'content-security-policy'), path).toBe(contentSecurityPolicy({ wasm }))
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page.body.toString())?.[1].replaceAll('&#39;', "'")
        expect(meta, path).toBe(metaContentSecurityPolicy({ wasm }))
      }
      const worker = await probe(servers[name], 'GET', '/pagefind/pagefind-worker.js')
      expect(headerValue(worker, 'content-security-policy')).toContain("'wasm-unsafe-eval'")
    })

    test('sends precompressed brotli or gzip as the client accepts', async ({ servers }) => {
      const brotli = await probe(servers[name], 'GET', '/', { 'Accept-Encoding': 'br' })
      expect(headerValue(brotli, 'content-encoding')).toBe('br')
      expect(headerValue(brotli, 'vary')).toBe('Accept-Encoding')
      const gzip = await probe(servers[name], 'GET', '/', { 'Accept-Encoding': 'gzip' })
      expect(headerValue(gzip, 'content-encoding')).toBe('gzip')
      const plain = await probe(servers[name], 'GET', '/')
      expect(headerValue(plain, 'content-encoding')).toBeUndefined()
      expect(plain.body.toString()).toContain('<h1')
    })

    test('redirects another letter case, a trailing slash or the file name to the canonical path, keeping the query', async ({ servers }) => {
      for (const [from, to] of [
        ['/Eat-Well/Meal-Planning?week=1', '/eat-well/meal-planning?week=1'],
        ['/read-well/', '/read-well'],
        ['/EAT-WELL.HTML', '/eat-well'],
        ['/index.html', '/'],
      ]) {
        const response = await probe(servers[name], 'GET', from)
        expect(response.status, from).toBe(301)
        expect(headerValue(response, 'location'), from).toBe(to)
      }
    })

    test('answers HEAD like GET without a body, and refuses every other method with 405', async ({ servers }) => {
      const head = await probe(servers[name], 'HEAD', '/do-well')
      expect(head.status).toBe(200)
      expect(head.body.length).toBe(0)
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
        const refused = await probe(servers[name], method, '/do-well')
        expect(refused.status, method).toBe(405)
        expect(headerValue(refused, 'allow'), method).toBe('GET, HEAD')
      }
    })

    test('refuses over-long headers with 431 and stays up', async ({ servers }) => {
      expect((await probe(servers[name], 'GET', '/', { 'X-Padding': 'x'.repeat(20_000) })).status).toBe(431)
      expect((await probe(servers[name], 'GET', '/')).status).toBe(200)
    })

    test('answers unknown paths and build-only files with the 404 page and status 404', async ({ servers }) => {
      for (const path of ['/eat-well/no-such-recipe', '/_headers', '/index', '/assets/missing.js']) {
        const missing = await probe(servers[name], 'GET', path)
        expect(missing.status, path).toBe(404)
        expect(missing.body.toString(), path).toContain('Oops! Page not found')
        expect(headerValue(missing, 'content-security-policy'), path).toBe(contentSecurityPolicy({ wasm: false }))
      }
    })

    test("answers unknown paths under another language's prefix with that language's 404 page and status 404", async ({ servers }) => {
      for (const path of ['/es/no-existe', '/ES/Nope', '/es/comer/nada']) {
        const missing = await probe(servers[name], 'GET', path)
        expect(missing.status, path).toBe(404)
        expect(missing.body.toString(), path).toContain('<html lang="es"')
        expect(missing.body.toString(), path).toContain('No encontramos la página')
      }
    })

    for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%5c..%5cpackage.json', '/a%00.html', '/x/../index.html', '/%C3%28', `/${'x'.repeat(3000)}`]) {
      test(`never serves a file outside the build folder: ${path.slice(0, 40)}`, async ({ servers }) => {
        const response = await probe(servers[name], 'GET', path)
        expect([400, 414]).toContain(response.status)
        expect(response.body.toString()).not.toContain('"name": "seven-wells"')
      })
    }
  })
}
