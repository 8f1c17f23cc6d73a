/**
 * The build itself (src/prerender/build.ts starts it): validates site.json, bundles the client with Vite,
 * prerenders every route and writes the finished site to dist/. Everything is built in a staging folder first and moved into place only when all of
 * it succeeded, so a broken site.json or a failing block never leaves a half-built dist/.
 *
 * Besides the site it writes the delivery policy for other hosts (src/deploy/): `_headers` and `_redirects` in the
 * output (Netlify, Cloudflare Pages) and an nginx configuration in `deploy/nginx.conf` beside the output folder.
 *
 * Options: `--manifest <file>` builds another manifest (benchmarks, tests); `--out <dir>` writes elsewhere;
 * `--deploy <dir>` puts nginx.conf elsewhere (default: a `deploy` folder beside the output folder).
 * Exit code 0 on success, 1 on any problem, printed without a stack trace.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteManifest } from '../generated/manifest.ts'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { toolTypes } from '../blocks/block-definitions.ts'
import { blockModulePath, plainBlockModulePath, readClientAssets, scriptTagsFor } from './client-assets.ts'
import { lazyComponentTypes } from '../blocks/registry.ts'
import { startCompression, type Compression } from './precompress.ts'
import { prerenderSite } from './prerender-site.ts'
import { createSearchIndexer, searchesTheSite, type SearchIndexer } from './search-index.ts'
import { serverNotesFile } from '../app/paths.ts'
import { writeServiceWorker } from './service-worker.ts'
import { siteNotesFor } from '../deploy/policy.ts'
import { headersFile, redirectsFile } from '../deploy/host-files.ts'
import { nginxConfig } from '../deploy/nginx-config.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

/**
 * The manifest at `path` when it is valid; otherwise prints its located problems and returns undefined. Only the
 * manifest is kept from here on, not the file's text, which can be tens of megabytes.
 */
function validManifest(path: string, outDir: string): SiteManifest | undefined {
  const loaded = loadManifest(path)
  if (loaded.ok) return loaded.manifest
  const fileName = relative(process.cwd(), path) || path
  console.error(formatProblems(loaded.problems, { fileName, source: loaded.source, sources: loaded.sources, color: process.stderr.isTTY }))
  console.error(`\nNothing was built: ${relative(process.cwd(), outDir) || outDir} is unchanged.`)
  return undefined
}

/**
 * Bundles the client with Vite into `outDir` (emptied first), with the configuration file `configFile`, in a child
 * process (see bundle-client.mjs for why). Vite's warnings are passed on to stderr.
 * @throws (rejects) when the bundle fails, with Vite's message.
 */
function bundleClient(configFile: string, outDir: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./bundle-client.mjs', import.meta.url)), configFile, outDir], {
      stdio: ['ignore', 'inherit', 'pipe'],
    })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) {
        process.stderr.write(stderr)
        resolvePromise()
      } else {
        reject(new Error(stderr.trim() || `the client bundle stopped (${signal ?? `exit code ${code}`})`))
      }
    })
  })
}

/**
 * Runs the build with the command line's options.
 * @returns the exit code: 0 on success, 1 on any problem (printed without a stack trace).
 */
export async function main(): Promise<number> {
  const manifestPath = resolve(option('--manifest') ?? defaultManifestPath)
  const outDir = resolve(option('--out') ?? join(projectRoot, 'dist'))
  const deployDir = resolve(option('--deploy') ?? join(dirname(outDir), 'deploy'))
  const started = performance.now()

  const manifest = validManifest(manifestPath, outDir)
  if (!manifest) return 1
  const staging = mkdtempSync(join(dirname(outDir), '.build-staging-'))
  const stages: string[] = []
  let stageStarted = started
  const stageDone = (name: string) => {
    const now = performance.now()
    stages.push(`${name} ${((now - stageStarted) / 1000).toFixed(1)} s`)
    stageStarted = now
  }
  stageDone('validation')
  let indexer: SearchIndexer | undefined
  let compression: Compression | undefined
  try {
    await bundleClient(join(projectRoot, 'vite.config.ts'), staging)
    const assets = readClientAssets(staging, [
      ...toolTypes().map((type) => ({ type, module: blockModulePath(type) })),
      ...lazyComponentTypes().map((type) => ({ type, module: plainBlockModulePath(type) })),
    ])
    rmSync(join(staging, '.vite'), { recursive: true, force: true })
    stageDone('bundle')
    // Each page, once rendered, goes to the search index (Pagefind, a process of its own) and to the compression
    // workers, so the three run side by side and no page waits in memory.
    indexer = await createSearchIndexer(manifest)
    compression = startCompression(staging)
    const searchIndex = indexer
    const compressor = compression
    const pages = await prerenderSite(
      manifest,
      staging,
      (blocks, dataUrl) => scriptTagsFor(assets, blocks, dataUrl),
      async (page) => {
        compressor.add(page.files)
        await searchIndex.add(page.route, page.html)
      },
    )
    stageDone('prerender and index')
    const indexed = await searchIndex.finish(staging)
    indexer = undefined
    const notes = siteNotesFor(manifest.routes, searchesTheSite, Object.values(manifest.languages ?? {}).map((pack) => pack.pathPrefix))
    writeFileSync(join(staging, serverNotesFile), `${JSON.stringify(notes)}\n`)
    writeFileSync(join(staging, '_headers'), headersFile())
    writeFileSync(join(staging, '_redirects'), redirectsFile(notes))
    await writeServiceWorker(manifest, staging)
    stageDone('search files and service worker')
    const compressed = await compressor.finish()
    compression = undefined
    stageDone('compression')
    if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    mkdirSync(deployDir, { recursive: true })
    writeFileSync(join(deployDir, 'nginx.conf'), nginxConfig(notes))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Built ${pages + 1} pages (${indexed} in the search index; ${compressed} files precompressed) into ${relative(process.cwd(), outDir) || outDir} in ${seconds} s (${stages.join(', ')}).`)
    return 0
  } catch (error) {
    await indexer?.close()
    await compression?.stop()
    rmSync(staging, { recursive: true, force: true })
    console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`)
    console.error(`Nothing was written: ${relative(process.cwd(), outDir) || outDir} is unchanged.`)
    return 1
  }
}
