import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { generateSW, type GenerateSWOptions } from 'workbox-build'
import type { SiteManifest } from '../generated/manifest.ts'
import { savedCacheName, serviceWorkerUrl } from '../app/offline-names.ts'
import { routeDataUrl, routeHtmlFile, warningKnowledgeUrl } from '../app/paths.ts'
import { offlineFromParam, offlinePagePath, runtimeCachePrefix, runtimeCaches } from '../tools/save-offline/worker-names.ts'
import {
  fromSavedPages,
  isBundleFile,
  isHashedSearchFile,
  isPageNavigation,
  isRouteData,
  isSearchFile,
  isSiteImage,
  neverStore,
  offlineWorkerScript,
  toOfflinePage,
  withoutQuery,
  type OfflineWorkerSettings,
} from './service-worker-plugins.ts'

/** The settings script sw.js loads first (see offlineWorkerScript). */
export const offlineSettingsFile = 'sw-offline.js'

/** How long a page, data file or search file may take on a weak signal before a cached copy is shown, in seconds. */
export const networkTimeoutSeconds = 3

/** The most pages (and as many data files and images) kept from browsing; the oldest go first. */
export const maxBrowsedPages = 60

/** The most search index files kept from searching. */
export const maxSearchFiles = 200

const precompressed = /\.(br|gz)$/

function builtFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !precompressed.test(file) && file !== serviceWorkerUrl.slice(1) && file !== offlineSettingsFile)
    .sort()
}

/**
 * An id for this build: a hash of every file it wrote (names and contents). Any change to any page, script or
 * index gives a new id, so a new deployment always gives browsers a changed service worker to install.
 */
export function buildId(outDir: string): string {
  const hash = createHash('sha256')
  for (const file of builtFiles(outDir)) {
    hash.update(file)
    hash.update('\0')
    hash.update(readFileSync(join(outDir, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Each other language's offline page by that language's pathPrefix: the translation of the offline page
 * ({"/es": "/es/sin-conexion"}). A language without one falls back to the default offline page.
 */
export function languageOfflinePaths(manifest: SiteManifest): Record<string, string> {
  const paths: Record<string, string> = {}
  for (const route of manifest.routes) {
    const prefix = route.lang ? manifest.languages?.[route.lang]?.pathPrefix : undefined
    if (prefix && route.translationOf === offlinePagePath) paths[prefix] = route.path
  }
  return paths
}

/** The generateSW options for a build in `outDir` (exported for the tests). */
export function serviceWorkerOptions(manifest: SiteManifest, outDir: string, build: string): GenerateSWOptions {
  const offlinePaths = [offlinePagePath, ...Object.values(languageOfflinePaths(manifest))]
  const offlineFiles = offlinePaths.map((path) => routeHtmlFile(path))
  // The offline pages hydrate from their route data like any page, so their data files are part of the shell.
  const offlineData = offlinePaths.map((path) => routeDataUrl(path).slice(1))
  const logo = manifest.logo?.src.startsWith('/') ? [manifest.logo.src.slice(1)] : []
  // Shelby's warning signs, like the models' chunks among the assets: offline, a question is still checked for them.
  const knowledge = existsSync(join(outDir, `.${warningKnowledgeUrl}`)) ? [warningKnowledgeUrl.slice(1)] : []
  const cacheable = { statuses: [200] }
  return {
    globDirectory: outDir,
    // The app shell only: the bundle's scripts, the offline page and its data, Shelby's warning signs, the icons and the
    // web app manifest. Pages are cached as the reader opens them (a phone plan's data is not spent on pages nobody reads).
    globPatterns: ['assets/**/*.{js,css}', ...offlineFiles, ...offlineData, ...knowledge, 'favicon.svg', 'manifest.webmanifest', ...logo],
    globIgnores: ['**/*.br', '**/*.gz'],
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => (offlineFiles.includes(entry.url) ? { ...entry, url: entry.url.replace(/\.html$/, '') } : entry)),
        warnings: [],
      }),
    ],
    swDest: join(outDir, serviceWorkerUrl.slice(1)),
    importScripts: [`${offlineSettingsFile}?build=${build}`],
    cacheId: 'seven-wells',
    // A new build's worker takes over at once (no reader is left on an old one); the page shows a quiet
    // "Updated: reload" note when the page on screen is older than the worker.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No app-shell fallback: every page is its own prerendered HTML.
    navigateFallback: null,
    // "/offline?from=..." is the precached offline page, whatever its query.
    ignoreURLParametersMatching: [/.*/],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    babelPresetEnvTargets: ['chrome >= 109', 'firefox >= 115', 'safari >= 15.6'],
    runtimeCaching: [
      {
        urlPattern: isPageNavigation,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCaches.pages,
          networkTimeoutSeconds,
          expiration: { maxEntries: maxBrowsedPages },
          cacheableResponse: cacheable,
          plugins: [withoutQuery, fromSavedPages, toOfflinePage],
        },
      },
      {
        urlPattern: isRouteData,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCaches.data,
          networkTimeoutSeconds,
          expiration: { maxEntries: maxBrowsedPages },
          cacheableResponse: cacheable,
          plugins: [withoutQuery, fromSavedPages],
        },
      },
      {
        urlPattern: isSiteImage,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: runtimeCaches.images,
          expiration: { maxEntries: maxBrowsedPages },
          cacheableResponse: cacheable,
          plugins: [withoutQuery, fromSavedPages],
        },
      },
      {
        // Scripts of an older build that a saved page still uses; the current build's are precached.
        urlPattern: isBundleFile,
        handler: 'CacheFirst',
        options: { cacheName: savedCacheName, plugins: [neverStore] },
      },
      {
        urlPattern: isHashedSearchFile,
        handler: 'CacheFirst',
        options: { cacheName: runtimeCaches.search, expiration: { maxEntries: maxSearchFiles }, cacheableResponse: cacheable },
      },
      {
        urlPattern: isSearchFile,
        handler: 'NetworkFirst',
        options: {
          cacheName: runtimeCaches.search,
          networkTimeoutSeconds,
          expiration: { maxEntries: maxSearchFiles },
          cacheableResponse: cacheable,
          plugins: [withoutQuery],
        },
      },
    ],
  }
}

/**
 * Writes the service worker (sw.js, made by workbox-build's generateSW, and its settings script sw-offline.js) into
 * a finished build. Run after the prerender and the search index, before precompression. It precaches the app
 * shell; pages, their data, images and search files are cached as the reader opens them (network first, a
 * {@link networkTimeoutSeconds} s timeout, at most {@link maxBrowsedPages} of each, nothing from another origin,
 * never an error page); a page neither online nor cached nor saved sends the reader to the offline page.
 *
 * A site without an offline page (a route at offlinePagePath) gets no service worker: its pages try to register
 * one, fail quietly, and work as before.
 *
 * @returns the number of files precached, or 0 when no service worker was written.
 */
export async function writeServiceWorker(manifest: SiteManifest, outDir: string): Promise<number> {
  const swFile = join(outDir, serviceWorkerUrl.slice(1))
  rmSync(swFile, { force: true })
  rmSync(join(outDir, offlineSettingsFile), { force: true })
  if (!manifest.routes.some((route) => route.path === offlinePagePath)) return 0
  if (!existsSync(join(outDir, routeHtmlFile(offlinePagePath)))) {
    throw new Error(`The offline page ${offlinePagePath} was not prerendered`)
  }
  const build = buildId(outDir)
  const settings: OfflineWorkerSettings = {
    savedCache: savedCacheName,
    runtimePrefix: runtimeCachePrefix,
    pagesCache: runtimeCaches.pages,
    dataCache: runtimeCaches.data,
    offlinePath: offlinePagePath,
    languageOfflinePaths: languageOfflinePaths(manifest),
    fromParam: offlineFromParam,
    build,
  }
  writeFileSync(join(outDir, offlineSettingsFile), offlineWorkerScript(settings))
  const { count, warnings } = await generateSW(serviceWorkerOptions(manifest, outDir, build))
  if (warnings.length > 0) throw new Error(`workbox-build: ${warnings.join('; ')}`)
  return count
}
