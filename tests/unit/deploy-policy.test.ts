import { describe, expect, it } from 'vitest'
import { headerRules, headersFile, hostFileLimits, redirects, redirectsFile } from '../../src/deploy/host-files.ts'
import { nginxConfig } from '../../src/deploy/nginx-config.ts'
import {
  cacheControl,
  canonicalRedirect,
  contentSecurityPolicy,
  headerOnlyDirectives,
  metaContentSecurityPolicy,
  responseHeaders,
  securityHeaders,
  type SiteNotes,
} from '../../src/deploy/policy.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { policyDifferences, revalidates } from '../../src/deploy/check-deployed.ts'
import { searchesTheSite } from '../../src/prerender/search-index.ts'
import { siteNotesFor } from '../../src/deploy/policy.ts'
import { renderPage } from '../../src/prerender/render-page.tsx'
import { siteChromeOf } from '../../src/app/page-payload.ts'
import { libraryFor } from '../../src/app/library.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json does not validate')
const manifest = loaded.manifest
const notes: SiteNotes = siteNotesFor(manifest.routes, searchesTheSite)

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string> {
  return new Map(policy.split(';').map((part) => part.trim()).filter(Boolean).map((part) => [part.split(' ', 1)[0], part]))
}

/** The `_headers` file read back: rules of pattern and headers, as a host parses it. */
function parseHeadersFile(text: string): { pattern: string; headers: Map<string, string> }[] {
  const rules: { pattern: string; headers: Map<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!line.startsWith(' ')) rules.push({ pattern: line, headers: new Map() })
    else {
      const [name, ...value] = line.trim().split(':')
      const rule = rules.at(-1)
      if (!rule) throw new Error(`header before any path: ${line}`)
      expect(rule.headers.has(name.toLowerCase()), `${name} twice in ${rule.pattern}`).toBe(false)
      rule.headers.set(name.toLowerCase(), value.join(':').trim())
    }
  }
  return rules
}

/** Whether a `_headers` pattern (one `*` splat matching anything) matches a path. */
function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
  return regex.test(path)
}

/** The effective policy of a page: a browser enforces every policy it gets, so a directive allows only what all allow. */
function effectiveScriptSrc(policies: string[]): string[] {
  return policies.map((policy) => directives(policy).get('script-src') ?? '').sort()
}

describe('the delivery policy', () => {
  it('sends WebAssembly only where the search index runs, and the strict policy on redirects, 404 and refusals', () => {
    expect(responseHeaders(notes, 'file', '/search')['Content-Security-Policy']).toContain("'wasm-unsafe-eval'")
    expect(responseHeaders(notes, 'file', '/pagefind/pagefind-worker.js')['Content-Security-Policy']).toContain("'wasm-unsafe-eval'")
    for (const [kind, path] of [['file', '/eat-well'], ['redirect', '/Search'], ['not-found', '/search'], ['refusal', '/search']] as const) {
      expect(responseHeaders(notes, kind, path)['Content-Security-Policy'], `${kind} ${path}`).toBe(contentSecurityPolicy({ wasm: false }))
    }
    expect(responseHeaders(notes, 'file', '/assets/app-1a2b.js')['Cache-Control']).toBe(cacheControl.immutable)
    expect(responseHeaders(notes, 'file', '/sw.js')['Cache-Control']).toBe(cacheControl.revalidate)
  })

  it('redirects other forms of a page path to the canonical path, and nothing else', () => {
    expect(canonicalRedirect(notes, '/Eat-Well/')).toBe('/eat-well')
    expect(canonicalRedirect(notes, '/EAT-WELL.HTML')).toBe('/eat-well')
    expect(canonicalRedirect(notes, '/index.html')).toBe('/')
    expect(canonicalRedirect(notes, '//')).toBe('/')
    for (const path of ['/eat-well', '/', '/nope/', '/eat-well/.html', '/404.html', '/index']) expect(canonicalRedirect(notes, path), path).toBeUndefined()
  })

  it("gives each page a meta policy equal to its header policy minus what a meta element cannot carry", () => {
    const site = siteChromeOf(manifest)
    for (const route of manifest.routes.filter((route, index) => index < 5 || searchesTheSite(route))) {
      const wasm = searchesTheSite(route)
      const html = renderPage({ site, route, library: libraryFor(manifest, route.blocks), path: route.path, scriptTags: '', contentSecurityPolicy: metaContentSecurityPolicy({ wasm }) })
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]
      expect(meta, route.path).toBeDefined()
      const header = directives(contentSecurityPolicy({ wasm }))
      for (const name of headerOnlyDirectives) header.delete(name)
      expect([...directives(meta ?? '').values()], route.path).toEqual([...header.values()])
      // Before any style or script, so it governs all of them.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), route.path).toBeLessThan(html.indexOf('<style'))
    }
  })
})

describe('_headers and _redirects', () => {
  const rules = parseHeadersFile(headersFile())

  it('match the policy path by path, with no header set twice for one path', () => {
    expect(rules.map(({ pattern }) => pattern)).toEqual(headerRules().map(({ pattern }) => pattern))
    const paths = [...notes.pagePaths, '/assets/app-1a2b.js', '/pagefind/pagefind-worker.js', '/pagefind/wasm.en.pagefind', '/sw.js', '/_data/index.json', '/404.html']
    for (const path of paths) {
      const matching = rules.filter(({ pattern }) => matches(pattern, path))
      const names = matching.flatMap(({ headers }) => [...headers.keys()])
      expect(new Set(names).size, `${path}: ${names.join(', ')}`).toBe(names.length)
      const sent = new Map(matching.flatMap(({ headers }) => [...headers]))
      const policy = responseHeaders(notes, 'file', path)
      for (const [name, value] of Object.entries(securityHeaders)) expect(sent.get(name.toLowerCase()), `${path} ${name}`).toBe(value)
      // Cache-Control: immutable where the policy says so; elsewhere the host's default, which revalidates like no-cache.
      expect(sent.get('cache-control') ?? 'public, max-age=0, must-revalidate', path).toBe(
        policy['Cache-Control'] === cacheControl.immutable ? cacheControl.immutable : 'public, max-age=0, must-revalidate',
      )
      // The CSP a page ends up with: the header's and its meta element's, both enforced.
      const header = sent.get('content-security-policy') ?? ''
      const wasmWanted = policy['Content-Security-Policy'].includes('wasm-unsafe-eval')
      const enforced = notes.pagePaths.includes(path) ? [header, metaContentSecurityPolicy({ wasm: wasmWanted })] : [header]
      const allowsWasm = effectiveScriptSrc(enforced).every((scriptSrc) => scriptSrc.includes("'wasm-unsafe-eval'"))
      expect(allowsWasm, path).toBe(wasmWanted || !notes.pagePaths.includes(path))
      expect(directives(header).get('frame-ancestors'), path).toBe("frame-ancestors 'none'")
    }
  })

  it('stay within the hosts’ limits', () => {
    expect(rules.length).toBeLessThanOrEqual(hostFileLimits.headerRules)
    for (const line of headersFile().split('\n')) expect(line.length).toBeLessThanOrEqual(hostFileLimits.headerLineLength)
    const lines = redirectsFile(notes).split('\n').filter((line) => line && !line.startsWith('#'))
    expect(lines.length).toBeLessThanOrEqual(hostFileLimits.staticRedirects)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(hostFileLimits.redirectLineLength)
  })

  it('redirect exactly what the policy redirects, each to its canonical path with 301', () => {
    for (const line of redirectsFile(notes).split('\n').filter((line) => line && !line.startsWith('#'))) {
      const [from, to, status] = line.split(' ')
      expect(status, line).toBe('301')
      expect(canonicalRedirect(notes, from), line).toBe(to)
    }
    for (const path of notes.pagePaths.filter((path) => path !== '/')) {
      const sources = redirects(notes).redirects.filter(({ to }) => to === path).map(({ from }) => from)
      expect(sources, path).toEqual(expect.arrayContaining([`${path}/`, `${path}.html`, path.toUpperCase()]))
    }
  })

  it('leave out the least useful spellings first when a site is too large for the limit', () => {
    const big: SiteNotes = { pagePaths: Array.from({ length: 600 }, (_, index) => `/page-${index}`), wasmPaths: [] }
    const { redirects: kept, leftOut } = redirects(big)
    expect(kept).toHaveLength(hostFileLimits.staticRedirects)
    expect(leftOut).toBe(600 * 6 - hostFileLimits.staticRedirects)
    expect(kept.filter(({ from }) => from.endsWith('.html') || from === from.toLowerCase())).toHaveLength(1200)
    expect(kept.filter(({ from }) => from.startsWith('/Page-'))).toHaveLength(800)
    expect(kept.filter(({ from }) => from.startsWith('/PAGE-'))).toHaveLength(0)
    expect(redirectsFile(big)).toContain(`# ${leftOut} redirects of other spellings were left out`)
  })
})

describe('the nginx configuration', () => {
  const config = nginxConfig(notes)

  it('has a canonical redirect and a page file for every route, and WebAssembly only for the search routes', () => {
    for (const path of notes.pagePaths.filter((path) => path !== '/')) {
      expect(config, path).toContain(`"~*^${path}(/+|\\\\.html)?$" "${path}";`)
      expect(config, path).toContain(`"~^${path}$" "/${path.slice(1)}.html";`)
    }
    const wasmLines = config.split('\n').filter((line) => line.includes('wasm-unsafe-eval') && line.trim().startsWith('"~^'))
    expect(wasmLines.map((line) => line.trim().split(' ', 1)[0])).toEqual(['"~^/pagefind/"', ...notes.wasmPaths.map((path) => `"~^${path}$"`)])
  })

  it("answers a missing path with the 404 page of its language's prefix, in any letter case, else /404.html", () => {
    const withSpanish = nginxConfig({ ...notes, languagePrefixes: ['/es'] })
    expect(withSpanish).toContain('error_page 404 $seven_wells_not_found;')
    const map = withSpanish.slice(withSpanish.indexOf('map $uri $seven_wells_not_found {'))
    expect(map.slice(0, map.indexOf('}')).split('\n').map((line) => line.trim())).toEqual([
      'map $uri $seven_wells_not_found {',
      'volatile;',
      'default "/404.html";',
      '"~*^/es(/|$)" "/es/404.html";',
      '',
    ])
  })

  it('leaves out brotli_static when asked, and sends every security header with `always`', () => {
    expect(nginxConfig(notes, { brotli: false })).not.toContain('brotli_static')
    for (const name of Object.keys(securityHeaders)) {
      const lines = config.split('\n').filter((line) => line.includes(`add_header ${name} `))
      expect(lines.length, name).toBeGreaterThan(4)
      for (const line of lines) expect(line, name).toMatch(/ always;$/)
    }
  })
})

describe('check:deployed judges what a browser enforces', () => {
  const strict = contentSecurityPolicy({ wasm: false })
  const permissive = contentSecurityPolicy({ wasm: true })

  it('accepts a permissive header tightened by a strict meta policy (Netlify, Cloudflare Pages)', () => {
    expect(policyDifferences(strict, permissive, metaContentSecurityPolicy({ wasm: false }))).toEqual([])
    expect(policyDifferences(permissive, permissive, metaContentSecurityPolicy({ wasm: true }))).toEqual([])
  })

  it('reports what a meta policy alone loses (GitHub Pages), and a page that allows more than the policy', () => {
    expect(policyDifferences(strict, undefined, metaContentSecurityPolicy({ wasm: false }))).toEqual(['Content-Security-Policy has no frame-ancestors (only a header can carry it)'])
    expect(policyDifferences(strict, permissive, undefined)).toEqual([`Content-Security-Policy script-src allows "'self' 'wasm-unsafe-eval'", the policy "'self'"`])
  })

  it('counts max-age=0 with must-revalidate as revalidating, and immutable caching as not', () => {
    expect(revalidates('no-cache')).toBe(true)
    expect(revalidates('public, max-age=0, must-revalidate')).toBe(true)
    expect(revalidates('public, max-age=31536000, immutable')).toBe(false)
    expect(revalidates(undefined)).toBe(false)
  })
})
