/**
 * The delivery policy (policy.ts) as an nginx configuration: four maps and a server block for nginx's `http`
 * context. `npm run build` writes it to deploy/nginx.conf beside dist/; the end-to-end tests run a real nginx with
 * it and fail on any difference from the production server.
 */
import {
  allowedMethods,
  contentSecurityPolicy,
  contentTypes,
  defaultContentType,
  hashedAssetPrefix,
  hostOnlyFiles,
  maxPathLength,
  notFoundPageFor,
  responseHeaders,
  searchIndexPrefix,
  type ResponseKind,
  type SiteNotes,
} from './policy.ts'
import { routeHtmlFile } from '../app/paths.ts'

/** Options for {@link nginxConfig}. */
export interface NginxConfigOptions {
  /** The `listen` parameters, e.g. "80" or "127.0.0.1:8080". Default: "80". */
  listen?: string
  /** The folder the built site is served from (an absolute path). Default: /var/www/seven-wells. */
  root?: string
  /** The `server_name`. Default: "_" (any host). */
  serverName?: string
  /** Whether to serve precompressed brotli files (needs the brotli static module). Default: true. */
  brotli?: boolean
}

/** The placeholders a maintainer replaces (see the README's "Deploy" section). */
export const nginxDefaults = { listen: '80', root: '/var/www/seven-wells', serverName: '_' } as const

/** Quotes a value for nginx: double quotes, with backslashes and quotes escaped. */
function quoted(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n')}"`
}

/** A literal path as a regular expression (route paths are lower case letters, digits, hyphens and slashes). */
function pathPattern(path: string): string {
  return path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `add_header` lines for a response kind; `always` so they go on errors and redirects too. */
function headerLines(kind: ResponseKind, pathname: string, indent: string, overrides: Record<string, string> = {}): string[] {
  const headers = { ...responseHeaders({ pagePaths: [], wasmPaths: [] }, kind, pathname), ...overrides }
  delete headers['Content-Type']
  return Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`)
}

/**
 * A path of valid UTF-8 only (what decodeURIComponent accepts): nginx decodes escapes to bytes without checking
 * them, so invalid sequences are refused here as the production server refuses them.
 */
const validUtf8 =
  '^(?:[\\x00-\\x7F]|[\\xC2-\\xDF][\\x80-\\xBF]|\\xE0[\\xA0-\\xBF][\\x80-\\xBF]|[\\xE1-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}|\\xED[\\x80-\\x9F][\\x80-\\xBF]|\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}|[\\xF1-\\xF3][\\x80-\\xBF]{3}|\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2})*$'

/** The `map` from a request path to its canonical page path when it is another form of one (see canonicalRedirect). */
function redirectMap(notes: SiteNotes): string[] {
  const lines = ['map $uri $seven_wells_redirect {', '    volatile;', '    default "";']
  for (const path of notes.pagePaths) {
    // Matched in order: the canonical path itself (case-sensitive) first, then every other form of it.
    lines.push(`    ${quoted(`~^${pathPattern(path)}$`)} "";`)
    const forms = path === '/' ? '(/+|/index\\.html)' : `${pathPattern(path)}(/+|\\.html)?`
    lines.push(`    ${quoted(`~*^${forms}$`)} ${quoted(path)};`)
  }
  lines.push('}')
  return lines
}

/** The `map` from a request path to the file that answers it: a page's HTML file, or the path itself. */
function fileMap(notes: SiteNotes): string[] {
  const lines = ['map $uri $seven_wells_file {', '    volatile;', '    default $uri;']
  for (const path of notes.pagePaths) lines.push(`    ${quoted(`~^${pathPattern(path)}$`)} ${quoted(`/${routeHtmlFile(path)}`)};`)
  lines.push('}')
  return lines
}

/** The `map` from a request path to its Content Security Policy: WebAssembly only on the search pages and index. */
function cspMap(notes: SiteNotes): string[] {
  const wasm = quoted(contentSecurityPolicy({ wasm: true }))
  const lines = ['map $uri $seven_wells_csp {', '    volatile;', `    default ${quoted(contentSecurityPolicy({ wasm: false }))};`]
  lines.push(`    ${quoted(`~^${pathPattern(searchIndexPrefix)}`)} ${wasm};`)
  for (const path of notes.wasmPaths) lines.push(`    ${quoted(`~^${pathPattern(path)}$`)} ${wasm};`)
  lines.push('}')
  return lines
}

/**
 * The `map` from a request path to the 404 page that answers it: another language's `<prefix>/404.html` under its
 * prefix (in any letter case), else /404.html, as {@link notFoundPageFor} chooses on the production server.
 */
function notFoundMap(notes: SiteNotes): string[] {
  const lines = ['map $uri $seven_wells_not_found {', '    volatile;', `    default ${quoted(notFoundPageFor(notes, '/'))};`]
  for (const prefix of notes.languagePrefixes ?? []) lines.push(`    ${quoted(`~*^${pathPattern(prefix)}(/|$)`)} ${quoted(notFoundPageFor(notes, prefix))};`)
  lines.push('}')
  return lines
}

/** The `types` block: the policy's content types, so nginx sends exactly what the production server sends. */
function typesBlock(indent: string): string[] {
  const byType = new Map<string, string[]>()
  for (const [extension, type] of Object.entries(contentTypes)) byType.set(type, [...(byType.get(type) ?? []), extension])
  return [
    `${indent}types {`,
    ...[...byType].map(([type, extensions]) => `${indent}    ${quoted(type)} ${extensions.join(' ')};`),
    `${indent}}`,
    `${indent}default_type ${quoted(defaultContentType)};`,
  ]
}

/** The internal location that answers refusals with `status` (see {@link refusalLocation}). */
export function refusalUri(status: number): string {
  return `/__seven-wells/${status}`
}

/**
 * An internal location that answers a refusal with a short plain-text body and the policy's headers, as the
 * production server does. Refusals reach it by `rewrite` (the policy's own checks) or by `error_page` (requests
 * nginx itself refuses, even those it could not parse); a named location would not serve the latter.
 */
function refusalLocation(status: number, reason: string, overrides: Record<string, string> = {}): string[] {
  return [
    `    location = ${refusalUri(status)} {`,
    '        internal;',
    `        default_type ${quoted(contentTypes.txt)};`,
    ...headerLines('refusal', '/', '        ', overrides),
    `        return ${status} ${quoted(`${status} ${reason}\n`)};`,
    '    }',
  ]
}

/**
 * The nginx configuration for a build: maps (canonical redirects, page files, Content Security Policy per path)
 * and a server block that serves the build with the policy's headers, precompressed files (gzip_static, and
 * brotli_static when `brotli`), the 404 page of the path's language with status 404, GET and HEAD only, and the same refusals of hostile
 * paths as the production server. For nginx's `http` context (Debian: a file in /etc/nginx/conf.d/).
 */
export function nginxConfig(notes: SiteNotes, options: NginxConfigOptions = {}): string {
  const listen = options.listen ?? nginxDefaults.listen
  const root = options.root ?? nginxDefaults.root
  const serverName = options.serverName ?? nginxDefaults.serverName
  const brotli = options.brotli ?? true
  const methods = allowedMethods.join('|')
  const lines = [
    '# Seven Wells: the delivery policy (src/deploy/policy.ts) for nginx, written by `npm run build`. Do not edit',
    '# by hand: change the policy and build again. See "Deploy" in the README: set `root` to where dist/ is copied',
    '# and `server_name` to the site\'s host, add your TLS lines, then run `nginx -t` and reload nginx.',
    ...(brotli ? ['# brotli_static needs the brotli module (Debian: libnginx-mod-http-brotli-static); without it, delete that line.'] : []),
    '',
    ...redirectMap(notes),
    '',
    ...fileMap(notes),
    '',
    ...cspMap(notes),
    '',
    ...notFoundMap(notes),
    '',
    'server {',
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    `    root ${root};`,
    '',
    '    server_tokens off;',
    '    absolute_redirect off;',
    // "//" stays as sent, so "/eat-well//" is redirected and "//eat-well" is not found, as on the production server.
    '    merge_slashes off;',
    '    etag on;',
    ...typesBlock('    '),
    '    gzip_static on;',
    '    gzip_vary on;',
    ...(brotli ? ['    brotli_static on;'] : []),
    '',
    '    error_page 404 $seven_wells_not_found;',
    `    error_page 400 ${refusalUri(400)};`,
    `    error_page 405 ${refusalUri(405)};`,
    `    error_page 414 ${refusalUri(414)};`,
    // nginx's own code for over-long request headers (it would answer 400); 431 is the standard status.
    `    error_page 494 =431 ${refusalUri(431)};`,
    '',
    '    # Redirects answer before any location is chosen: these headers are theirs.',
    ...headerLines('redirect', '/', '    '),
    '',
    `    if ($request_uri ~ "^[^?#]{${maxPathLength + 1}}") { rewrite ^ ${refusalUri(414)} last; }`,
    '    # "." or ".." segments, plain or escaped, and backslashes: nginx would resolve them; the policy refuses them.',
    `    if ($request_uri ~* "^[^?#]*(/|%2f)(\\.|%2e){1,2}(/|%2f|\\?|#|$)") { rewrite ^ ${refusalUri(400)} last; }`,
    `    if ($uri ~ "\\\\\\\\") { rewrite ^ ${refusalUri(400)} last; }`,
    `    if ($uri !~ ${quoted(validUtf8)}) { rewrite ^ ${refusalUri(400)} last; }`,
    `    if ($request_method !~ "^(${methods})$") { rewrite ^ ${refusalUri(405)} last; }`,
    '    if ($seven_wells_redirect) { return 301 $seven_wells_redirect$is_args$args; }',
    '    if ($uri ~ "//") { return 404; }',
    '',
    '    location / {',
    // Set here, before try_files changes $uri to the page's file name.
    '        set $seven_wells_policy $seven_wells_csp;',
    ...headerLines('file', '/', '        ', { 'Content-Security-Policy': '$seven_wells_policy' }),
    '        try_files $seven_wells_file =404;',
    '    }',
    '',
    `    location ${hashedAssetPrefix} {`,
    ...headerLines('file', hashedAssetPrefix, '        '),
    '        try_files $uri =404;',
    '    }',
    '',
    ...hostOnlyFiles.map((file) => `    location = ${file} { return 404; }`),
    '    location ~ /\\.(?!well-known/) { return 404; }',
    '',
    ...refusalLocation(400, 'Bad Request'),
    ...refusalLocation(405, 'Method Not Allowed', { Allow: allowedMethods.join(', ') }),
    ...refusalLocation(414, 'URI Too Long'),
    ...refusalLocation(431, 'Request Header Fields Too Large'),
    '}',
    '',
  ]
  return lines.join('\n')
}
