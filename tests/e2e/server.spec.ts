import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { expect, test } from './fixtures.ts'

/** A raw HTTP request, so paths reach the server exactly as written (no URL normalisation by the client). */
function rawRequest(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test.describe('the production server', () => {
  test('serves pages with revalidation and security headers, and hashed assets as immutable', async ({ request }) => {
    const page = await request.get('/eat-well')
    expect(page.status()).toBe(200)
    const headers = page.headers()
    expect(headers['cache-control']).toBe('no-cache')
    expect(headers['content-security-policy']).toContain("script-src 'self'")
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['permissions-policy']).toBeTruthy()
    const script = /<script type="module" src="([^"]+)"/.exec(await page.text())?.[1]
    expect(script).toMatch(/^\/assets\//)
    const asset = await request.get(script ?? '')
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('sends precompressed brotli or gzip as the client accepts', async ({ baseURL }) => {
    const brotli = await rawRequest(baseURL ?? '', 'GET', '/', { 'Accept-Encoding': 'br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    const gzip = await rawRequest(baseURL ?? '', 'GET', '/', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await rawRequest(baseURL ?? '', 'GET', '/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1')
  })

  test('redirects another letter case or a trailing slash to the canonical path, keeping the query', async ({ baseURL }) => {
    const upper = await rawRequest(baseURL ?? '', 'GET', '/Eat-Well/Meal-Planning?week=1')
    expect(upper.status).toBe(301)
    expect(upper.headers.location).toBe('/eat-well/meal-planning?week=1')
    const slash = await rawRequest(baseURL ?? '', 'GET', '/read-well/')
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe('/read-well')
  })

  test('answers HEAD like GET without a body, and refuses other methods with 405', async ({ baseURL }) => {
    const head = await rawRequest(baseURL ?? '', 'HEAD', '/do-well')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const post = await rawRequest(baseURL ?? '', 'POST', '/do-well')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  test('refuses every other method with 405, CONNECT included', async ({ baseURL }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      expect((await rawRequest(baseURL ?? '', method, '/')).status, method).toBe(405)
    }
    const { hostname, port } = new URL(baseURL ?? '')
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(`CONNECT ${hostname}:${port} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`))
      let text = ''
      socket.on('data', (chunk) => (text += chunk.toString()))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 405/)
  })

  test('refuses over-long headers with 431 and stays up', async ({ baseURL }) => {
    const huge = await rawRequest(baseURL ?? '', 'GET', '/', { 'X-Padding': 'x'.repeat(20_000) })
    expect(huge.status).toBe(431)
    expect((await rawRequest(baseURL ?? '', 'GET', '/')).status).toBe(200)
  })

  test('answers unknown paths with the 404 page and status 404', async ({ baseURL }) => {
    const missing = await rawRequest(baseURL ?? '', 'GET', '/eat-well/no-such-recipe')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('Oops! Page not found')
  })

  for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%5c..%5cpackage.json', '/a%00.html', `/${'x'.repeat(3000)}`]) {
    test(`never serves a file outside the build folder: ${path.slice(0, 40)}`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL ?? '', 'GET', path)
      expect([400, 404, 414]).toContain(response.status)
      expect(response.body).not.toContain('"name": "seven-wells"')
    })
  }
})
