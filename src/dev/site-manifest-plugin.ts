import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { SiteManifest } from '../generated/manifest.ts'
import { canonicalPath, pageFactsUrl, routeDataFolder, warningKnowledgeUrl } from '../app/paths.ts'
import { routeDataFor, siteChromeOf } from '../app/page-payload.ts'
import { libraryFor, warningKnowledgeIn } from '../app/library.ts'
import { pageFacts } from '../app/site-index.ts'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { contentFolder } from '../manifest/manifest-files.ts'
import type { renderPage as RenderPage } from '../prerender/render-page.tsx'
import type { preloadBlocks as PreloadBlocks } from '../blocks/preload-blocks.ts'
import { appModule } from '../prerender/client-assets.ts'
import { manifestChangedEvent } from '../client/manifest-events.ts'
import { blockCatalogue, cataloguePath } from './block-catalogue.ts'

function isRenderPage(value: unknown): value is typeof RenderPage {
  return typeof value === 'function'
}

function isPreloadBlocks(value: unknown): value is typeof PreloadBlocks {
  return typeof value === 'function'
}

/** Requests the dev server answers from site.json: page URLs (no file extension) and route data files. */
function wantsPage(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? ''
  if (pathname.startsWith('/@') || pathname.startsWith('/src/') || pathname.startsWith('/node_modules/')) return false
  return !/\.[a-z0-9]+$/i.test(pathname)
}

const dataPrefix = `/${routeDataFolder}/`


/** Quiet time in ms after the last change event before site.json is read again. */
const manifestSettleMs = 40

/**
 * Vite plugin for the dev server (builds validate in src/prerender/build.ts): validates site.json at start
 * (stopping with every located problem when it is broken), prerenders each page from site.json on request, serves route data
 * for client-side navigation, and watches site.json, the files it includes and the content folder (a collection entry's
 * file added, changed or deleted): a valid edit re-renders the page in place; an invalid one shows the located
 * problems in Vite's error overlay over the last good page. /dev-block-catalogue shows the block catalogue.
 */
export function siteManifestPlugin(manifestPath: string = defaultManifestPath): Plugin {
  let lastGood: SiteManifest | undefined
  let currentProblems: string | undefined
  const siteFolder = dirname(manifestPath)
  const contentPath = join(siteFolder, contentFolder)
  /** Every file the manifest was last read from (site.json, the collections' files, included files). */
  let manifestFiles = new Set<string>([manifestPath])

  const revalidate = (): boolean => {
    const loaded = loadManifest(manifestPath)
    manifestFiles = new Set([manifestPath, ...loaded.sources.filter((source) => source.name !== '').map((source) => resolve(siteFolder, source.name))])
    if (loaded.ok) {
      lastGood = loaded.manifest
      currentProblems = undefined
      return true
    }
    currentProblems = formatProblems(loaded.problems, { source: loaded.source, sources: loaded.sources })
    return false
  }

  const sendPage = async (server: ViteDevServer, url: string, res: ServerResponse, manifest: SiteManifest) => {
    const module: { renderPage?: unknown } = await server.ssrLoadModule('/src/prerender/render-page.tsx')
    if (!isRenderPage(module.renderPage)) throw new Error('src/prerender/render-page.tsx exports no renderPage')
    const path = canonicalPath(url)
    const catalogue = path === cataloguePath ? blockCatalogue(manifest) : undefined
    const route = catalogue?.route ?? manifest.routes.find((candidate) => candidate.path === path) ?? null
    // Interactive blocks are loaded in Vite's own SSR module graph (the one renderPage runs in) before rendering.
    const preloader: { preloadBlocks?: unknown } = await server.ssrLoadModule('/src/blocks/preload-blocks.ts')
    if (!isPreloadBlocks(preloader.preloadBlocks)) throw new Error('src/blocks/preload-blocks.ts exports no preloadBlocks')
    await preloader.preloadBlocks(route?.blocks ?? [])
    const overlay = currentProblems
      ? `<script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${JSON.stringify(
          { message: currentProblems, stack: '' },
        ).replaceAll('<', '\\u003c')}))</script>`
      : ''
    const html = module.renderPage({
      site: siteChromeOf(manifest),
      route,
      library: catalogue?.library ?? (route ? libraryFor(manifest, route.blocks) : {}),
      path: url.split('?', 1)[0] ?? url,
      // The dev server loads the app at once (no boot script): there is no first paint to protect while editing.
      scriptTags: `<script type="module" src="/${appModule}"></script>${overlay}`,
    })
    res.statusCode = route ? 200 : 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(await server.transformIndexHtml(url, html))
  }

  const sendData = (url: string, res: ServerResponse, manifest: SiteManifest) => {
    if ((url.split('?', 1)[0] ?? '') === warningKnowledgeUrl) {
      const knowledge = warningKnowledgeIn(manifest)
      res.statusCode = knowledge ? 200 : 404
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(knowledge ?? { error: 'site.json has no warning signs' }))
      return
    }
    const factsOf = [manifest.lang, ...Object.keys(manifest.languages ?? {})].find((lang) => (url.split('?', 1)[0] ?? '') === pageFactsUrl(lang))
    if (factsOf !== undefined) {
      res.statusCode = 200
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(pageFacts(manifest, factsOf)))
      return
    }
    const path = canonicalPath(url.slice(dataPrefix.length - 1).replace(/\.json(\?.*)?$/, '').replace(/^\/index$/, '/'))
    const route = manifest.routes.find((candidate) => candidate.path === path)
    const data = path === cataloguePath ? blockCatalogue(manifest) : route ? routeDataFor(route, libraryFor(manifest, route.blocks), manifest.lang) : undefined
    res.statusCode = data ? 200 : 404
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(data ?? { error: 'No route has this path' }))
  }

  return {
    name: 'seven-wells:site-manifest',
    apply: 'serve',
    configureServer(server) {
      if (!revalidate()) {
        console.error(currentProblems)
        console.error('\nThe dev server did not start: fix site.json and run it again.')
        process.exit(1)
      }
      // site.json, every file it includes and the content folder, where a new entry's file may appear at any time.
      server.watcher.add([...manifestFiles, contentPath])
      // Editors (and scripts) often truncate the file and then write it: wait for a short quiet spell so a
      // half-written site.json is not reported as broken.
      let settleTimer: ReturnType<typeof setTimeout> | undefined
      const onManifestChanged = () => {
        const valid = revalidate()
        server.watcher.add([...manifestFiles])
        if (valid) {
          server.config.logger.info('site.json or one of its files changed and all is valid: updating the page.', { timestamp: true })
          if (lastGood) server.ws.send(manifestChangedEvent, { site: siteChromeOf(lastGood) })
        } else {
          server.config.logger.error(currentProblems ?? '', { timestamp: true })
          server.ws.send({ type: 'error', err: { message: currentProblems ?? '', stack: '' } })
        }
      }
      const isManifestFile = (file: string) => manifestFiles.has(file) || file.startsWith(`${contentPath}${sep}`)
      for (const event of ['change', 'add', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          if (!isManifestFile(file)) return
          clearTimeout(settleTimer)
          settleTimer = setTimeout(onManifestChanged, manifestSettleMs)
        })
      }
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const url = req.url ?? '/'
        const manifest = lastGood
        if (!manifest || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
        if (url.startsWith(dataPrefix)) return sendData(url, res, manifest)
        if (!wantsPage(url)) return next()
        sendPage(server, url, res, manifest).catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error)
          next(error)
        })
      })
    },
  }
}
