/**
 * Pure helpers for saving pages: which files a prerendered page needs, its title, a safe "from" path for the
 * offline page, and sizes in words. No browser API, so the unit tests run them in Node.
 */
import { canonicalPath, routeDataUrl } from '../../app/paths.ts'
import { fillTemplate } from '../shared/text.ts'

/** The folders of this site whose files a saved page keeps with it: the bundle's scripts and the images. */
const keptFolders = ['/assets/', '/images/']

/** Longest "from" path the offline page accepts (a tampered link cannot make it show a wall of text). */
export const maxFromLength = 300

function decodeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

/** A path on this site for a URL written in a page ("/assets/main-1.js"), or undefined for another site's or a bad one. */
function sitePath(reference: string): string | undefined {
  const trimmed = reference.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined
  const path = trimmed.split(/[?#]/, 1)[0] ?? ''
  return keptFolders.some((folder) => path.startsWith(folder)) && !path.includes('/../') ? path : undefined
}

/**
 * The files a prerendered page needs to work offline besides its own HTML, as paths on this site, sorted and
 * without repeats: its route data file (for client-side navigation to it) and every script, preloaded module and
 * image of this site it names (src, href, srcset, and the boot script's data-app, data-route, data-preload and
 * data-stages). Links to other sites and to other pages are not files it needs.
 *
 * Example: for /eat-well/meal-planning/week-1, "/_data/eat-well/meal-planning/week-1.json", "/assets/main-XX.js",
 * "/images/logo.svg".
 */
export function filesOfPage(html: string, pagePath: string): string[] {
  const files = new Set<string>([routeDataUrl(pagePath)])
  // The boot script names the app, its stages and the blocks' chunks in data- attributes (space-separated lists),
  // not in src or href: without them a saved page's interactive blocks could never hydrate offline.
  for (const [, attribute, raw = ''] of html.matchAll(/\s(src|href|srcset|data-app|data-route|data-preload|data-stages)="([^"]*)"/g)) {
    const value = decodeAttribute(raw)
    const references =
      attribute === 'srcset'
        ? value.split(',').map((candidate) => candidate.trim().split(/\s+/, 1)[0] ?? '')
        : attribute === 'data-preload' || attribute === 'data-stages'
          ? value.split(/\s+/)
          : [value]
    for (const reference of references) {
      const path = sitePath(reference)
      if (path) files.add(path)
    }
  }
  return [...files].sort()
}

/** The text of a page's `<title>` (entities decoded), or undefined when it has none in `html`. */
export function titleOfHtml(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/i.exec(html)
  const title = match?.[1] === undefined ? '' : decodeAttribute(match[1]).replaceAll('&#x27;', "'").trim()
  return title === '' ? undefined : title
}

/**
 * The page a reader asked for, from the offline page's `from` parameter, as a path on this site that is safe to link
 * to; undefined when it is missing, too long, another site's, a script URL or otherwise not a plain path.
 * Example: "/eat-well?x=1" stays "/eat-well?x=1"; "//evil.example", "javascript:alert(1)" and "/a\\b" give undefined.
 */
export function safeFromPath(from: string | null | undefined): string | undefined {
  if (!from || from.length > maxFromLength) return undefined
  if (!from.startsWith('/') || from.startsWith('//')) return undefined
  if (!/^[A-Za-z0-9\-._~/%?=&+]*$/.test(from)) return undefined
  try {
    decodeURIComponent(from)
  } catch {
    return undefined
  }
  return from
}

/** The canonical page path of a URL or path ("https://x.org/Eat-Well/?a" gives "/eat-well"). */
export function pagePathOf(url: string, origin: string): string {
  return canonicalPath(new URL(url, origin).pathname)
}

/**
 * A size for reading, in the page's language: "850 kB", "1.2 MB". Decimal units (1 kB = 1,000 bytes), rounded
 * up to at least 1 kB, as phones show storage. The number and its unit never wrap apart (a no-break space).
 */
export function readableSize(bytes: number, lang: string): string {
  const megabytes = bytes >= 1_000_000
  const value = megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000))
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  })
    .format(value)
    .replaceAll(' ', '\u00a0')
}

/** A sentence from site.json with `{size}` filled in as {@link readableSize} ("Saved on this device (1.2 MB)."). */
export function sizeText(template: string, bytes: number, lang: string): string {
  return fillTemplate(template, { size: readableSize(bytes, lang) })
}
