/**
 * Path rules shared by the router, the prerender step, the data files and the server, so all four agree on
 * which URL is which route. Paths in site.json are already canonical (lower case, no trailing slash).
 */

/**
 * The canonical form of a URL path: query and fragment dropped, lower case, no trailing slash ("/" stays "/").
 * Matching is case-insensitive, as the source specification asks. Example: "/Eat-Well/" gives "/eat-well".
 */
export function canonicalPath(pathname: string): string {
  const bare = (pathname.split(/[?#]/, 1)[0] ?? '').toLowerCase()
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Folder under the build output that holds one JSON file of route data per route. */
export const routeDataFolder = '_data'

/**
 * The URL of a route's data file, fetched on client-side navigation. Example: "/eat-well" gives
 * "/_data/eat-well.json"; "/" gives "/_data/index.json".
 */
export function routeDataUrl(path: string): string {
  const canonical = canonicalPath(path)
  return `/${routeDataFolder}${canonical === '/' ? '/index' : canonical}.json`
}

/**
 * The URL of the warning knowledge: site.json's warning signs and their look-alikes, as the build writes them for the
 * tools that fetch them (LibraryNeeds.warningKnowledge in src/block-definitions.ts). Under the route data's folder, so
 * the service worker keeps it as it keeps route data; "_" never starts a route's path.
 */
export const warningKnowledgeUrl = `/${routeDataFolder}/_parts/warning-knowledge.json`

/**
 * The URL of every page's facts in language `lang` (a BCP 47 tag), as the build writes them for the tools that fetch
 * them (LibraryNeeds.pageFacts in src/blocks/block-definitions.ts). Example: "en" gives
 * "/_data/_parts/page-facts.en.json".
 */
export function pageFactsUrl(lang: string): string {
  return `/${routeDataFolder}/_parts/page-facts.${lang}.json`
}

/**
 * Where a route's prerendered HTML sits in the build output, relative to it. Example: "/eat-well" gives
 * "eat-well.html"; "/" gives "index.html". A page is a file named after its path, not a folder's index.html:
 * Cloudflare Pages and Netlify serve "eat-well/index.html" at "/eat-well/" and redirect "/eat-well" there, which
 * would add a redirect to every link; "eat-well.html" they serve at "/eat-well" itself, as GitHub Pages does.
 */
export function routeHtmlFile(path: string): string {
  const canonical = canonicalPath(path)
  return canonical === '/' ? 'index.html' : `${canonical.slice(1)}.html`
}

/**
 * The build's notes to the production server, relative to the build folder: `{ "pagePaths": [...], "wasmPaths":
 * [...] }`, every route's path and the paths whose blocks run WebAssembly (the search index) and so need it allowed
 * in their Content Security Policy (see SiteNotes in src/deploy/policy.ts).
 */
export const serverNotesFile = '_server.json'

/** The absolute URL of a path when the site's `url` is known ("https://sevenwells.org/eat-well"), else the path itself. */
export function absoluteUrl(site: { url?: string }, path: string): string {
  return site.url ? `${site.url}${path === '/' ? '/' : path}` : path
}
