/**
 * The delivery policy (policy.ts) as the `_headers` and `_redirects` files that Netlify and Cloudflare Pages read
 * from the published folder. Both hosts apply every matching `_headers` rule, and Cloudflare Pages joins the values
 * of a header set by two rules with a comma, so no two rules here set the same header for one path. Cloudflare's
 * documented limits: 100 header rules and 2,000 characters per line; 2,000 static redirects and 1,000 characters
 * per redirect line.
 */
import { cacheControl, contentSecurityPolicy, hashedAssetPrefix, securityHeaders, titleCaseSpelling, type SiteNotes } from './policy.ts'

/** Cloudflare Pages' limits for the two files (developers.cloudflare.com/pages/configuration/headers and /redirects). */
export const hostFileLimits = { headerRules: 100, headerLineLength: 2000, staticRedirects: 2000, redirectLineLength: 1000 } as const

/** One rule of a `_headers` file: a path pattern (`*` is a splat) and the headers for the paths it matches. */
export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/**
 * The header rules for these hosts. Every response gets the security headers and a Content Security Policy that
 * allows WebAssembly (a header cannot be set per page without overlapping rules); each page's meta policy, strict
 * on every page that does not search, takes WebAssembly away again there. So pages get exactly the policy's CSP,
 * and the search index's worker gets the WebAssembly it needs. Hashed assets are immutable; everything else keeps
 * the hosts' default `public, max-age=0, must-revalidate`, which means the same as the policy's `no-cache`.
 */
export function headerRules(): HeaderRule[] {
  return [
    { pattern: '/*', headers: { ...securityHeaders, 'Content-Security-Policy': contentSecurityPolicy({ wasm: true }) } },
    { pattern: `${hashedAssetPrefix}*`, headers: { 'Cache-Control': cacheControl.immutable } },
  ]
}

/** The `_headers` file for the rules of {@link headerRules}. */
export function headersFile(): string {
  const rules = headerRules().flatMap(({ pattern, headers }) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)])
  return [
    '# Seven Wells: response headers for Netlify and Cloudflare Pages, written by `npm run build` from src/deploy/policy.ts.',
    '# Each page also carries its Content Security Policy in a meta element (strict except on the search pages).',
    ...rules,
    '',
  ].join('\n')
}

/** One redirect of a `_redirects` file. */
export interface Redirect {
  from: string
  to: string
}

/**
 * The redirects to each page's canonical path, most useful first: the page's file name and a trailing slash, then
 * the Title-Case and UPPER-CASE spellings (these hosts match paths exactly, so no rule can cover every letter
 * case). When a large site would pass Cloudflare's 2,000 static redirects, the least useful kinds are left out.
 */
export function redirects(notes: SiteNotes): { redirects: Redirect[]; leftOut: number } {
  // Most useful first: file names and trailing slashes, then Title-Case, then UPPER-CASE spellings.
  const tiers: [Redirect[], Redirect[], Redirect[]] = [[], [], []]
  for (const path of notes.pagePaths) {
    if (path === '/') {
      tiers[0].push({ from: '/index.html', to: '/' })
      continue
    }
    tiers[0].push({ from: `${path}/`, to: path }, { from: `${path}.html`, to: path })
    for (const [tier, spelling] of [[1, titleCaseSpelling(path)], [2, path.toUpperCase()]] as const) {
      if (spelling !== path) tiers[tier].push({ from: spelling, to: path }, { from: `${spelling}/`, to: path })
    }
  }
  const kept: Redirect[] = []
  let leftOut = 0
  for (const tier of tiers) {
    const room = hostFileLimits.staticRedirects - kept.length
    kept.push(...tier.slice(0, Math.max(room, 0)))
    leftOut += Math.max(tier.length - Math.max(room, 0), 0)
  }
  return { redirects: kept, leftOut }
}

/** The `_redirects` file: one permanent redirect a line (see {@link redirects}). */
export function redirectsFile(notes: SiteNotes): string {
  const { redirects: list, leftOut } = redirects(notes)
  return [
    '# Seven Wells: redirects to canonical page paths for Netlify and Cloudflare Pages, written by `npm run build`.',
    ...(leftOut > 0 ? [`# ${leftOut} redirects of other spellings were left out to stay within Cloudflare Pages' 2,000.`] : []),
    ...list.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n')
}
