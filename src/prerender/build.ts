/**
 * `npm run build`: validates site.json, bundles the client with Vite, prerenders every route and writes the
 * finished site to dist/. Everything is built in a staging folder first and moved into place only when all of
 * it succeeded, so a broken site.json or a failing block never leaves a half-built dist/.
 *
 * Options: `--manifest <file>` builds another manifest (benchmarks, tests); `--out <dir>` writes elsewhere.
 * Exit code 0 on success, 1 on any problem, printed without a stack trace.
 */
import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as viteBuild } from 'vite'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { interactiveBlockTypes } from '../blocks/preload-blocks.ts'
import { readClientAssets, scriptTagsFor } from './client-assets.ts'
import { precompress } from './precompress.ts'
import { prerenderSite } from './prerender-site.ts'
import { searchesTheSite, writeSearchIndex } from './search-index.ts'
import { serverNotesFile } from '../app/paths.ts'
import { writeServiceWorker } from './service-worker.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

async function main(): Promise<number> {
  const manifestPath = resolve(option('--manifest') ?? defaultManifestPath)
  const outDir = resolve(option('--out') ?? join(projectRoot, 'dist'))
  const started = performance.now()

  const loaded = loadManifest(manifestPath)
  if (!loaded.ok) {
    const fileName = relative(process.cwd(), manifestPath) || manifestPath
    console.error(formatProblems(loaded.problems, { fileName, source: loaded.source, color: process.stderr.isTTY }))
    console.error(`\nNothing was built: ${relative(process.cwd(), outDir) || outDir} is unchanged.`)
    return 1
  }

  const staging = mkdtempSync(join(dirname(outDir), '.build-staging-'))
  const stages: string[] = []
  let stageStarted = started
  const stageDone = (name: string) => {
    const now = performance.now()
    stages.push(`${name} ${((now - stageStarted) / 1000).toFixed(1)} s`)
    stageStarted = now
  }
  stageDone('validation')
  try {
    await viteBuild({
      configFile: join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: staging, emptyOutDir: true },
    })
    const assets = readClientAssets(staging, interactiveBlockTypes())
    rmSync(join(staging, '.vite'), { recursive: true, force: true })
    stageDone('bundle')
    const pages = await prerenderSite(loaded.manifest, staging, (blocks) => scriptTagsFor(assets, blocks))
    stageDone('prerender')
    const indexed = await writeSearchIndex(loaded.manifest, pages, staging)
    stageDone('search index')
    const wasmPaths = loaded.manifest.routes.filter(searchesTheSite).map((route) => route.path)
    writeFileSync(join(staging, serverNotesFile), `${JSON.stringify({ wasmPaths })}\n`)
    await writeServiceWorker(loaded.manifest, staging)
    stageDone('service worker')
    const compressed = await precompress(staging)
    stageDone('compression')
    if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true })
    renameSync(staging, outDir)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Built ${pages.length + 1} pages (${indexed} in the search index; ${compressed} files precompressed) into ${relative(process.cwd(), outDir) || outDir} in ${seconds} s (${stages.join(', ')}).`)
    return 0
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`)
    console.error(`Nothing was written: ${relative(process.cwd(), outDir) || outDir} is unchanged.`)
    return 1
  }
}

process.exitCode = await main()
