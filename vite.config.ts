import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { siteManifestPlugin } from './src/dev/site-manifest-plugin.ts'
import { appModule, clientEntry } from './src/prerender/client-assets.ts'

/**
 * Pages preload their own scripts (the boot script fetches a page's chunks after its first paint), and the site has
 * no CSS files, so Vite's runtime preload helper, which it wraps around every dynamic import even with
 * `modulePreload: false` (vitejs/vite#18551), would only add about a kilobyte to the first script. This replaces the
 * helper with what it amounts to here: call the import.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: 'seven-wells:without-preload-helper',
    apply: 'build',
    transform: {
      order: 'post',
      handler(_code, id) {
        return id.includes('vite/preload-helper') ? { code: 'export const __vitePreload = (load) => load()\n', map: null } : null
      },
    },
  }
}

/** What Rolldown tells a chunk-naming function about the module graph (the part used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/**
 * The chunk a module the app imports statically (from src/client/main.tsx, transitively) goes in. Together they are
 * what every page loads after its first paint, and the tools' chunks import from them. What only the interactive
 * tools import (src/tools/, the link validators, calendar and QR code libraries) is left to them. Left alone,
 * Rolldown splits what the app shares with a tool into a chunk of its own that every page would then have to load
 * too (rolldown/rolldown#10731).
 *
 * Three chunks rather than one, so the browser evaluates them in three tasks (the boot script imports them one
 * after the other, yielding in between): evaluating all of the app's code at once was the longest task on every
 * content page (125 to 185 ms at four times CPU slowdown, measured in Chromium). React and React DOM (the group
 * "react" below, which takes them first); the other libraries (emotion, wouter); the site's own code.
 */
function appChunkName(appEntry: string) {
  let graph: ModuleGraph | undefined
  let reachable = new Set<string>()
  return (id: string, context: ModuleGraph): string | null => {
    if (context !== graph) {
      graph = context
      reachable = new Set([appEntry])
      for (const next of reachable) for (const imported of context.getModuleInfo(next)?.importedIds ?? []) reachable.add(imported)
    }
    // ajv's runtime helpers are not the app's: they go to the validator-runtime group, so pages without tools never load
    // them (0.4 kB gzip, measured 2026-11-25).
    if (!reachable.has(id)) return null
    if (/[\\/]node_modules[\\/]/.test(id)) return 'libraries'
    return 'main'
  }
}

/**
 * Vite builds the client bundle (hydration and client-side navigation); src/prerender/build.ts drives it and
 * prerenders the pages. In `npm run dev` the site-manifest plugin renders pages from site.json on request.
 * SITE_MANIFEST=<file> makes the dev server read another manifest (benchmarks). Vitest runs the unit and property
 * tests in tests/unit with the same transforms, without that plugin.
 */
export default defineConfig({
  publicDir: 'src/public',
  appType: 'custom',
  resolve: {
    // Two libraries' code that the site's browser bundle does without (each module says why).
    alias: [
      { find: /^@emotion\/is-prop-valid$/, replacement: fileURLToPath(new URL('src/client/forward-prop.ts', import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: fileURLToPath(new URL('src/client/sync-external-store.ts', import.meta.url)) },
    ],
  },
  plugins: [withoutPreloadHelper(), react(), ...(process.env.VITEST ? [] : [siteManifestPlugin(process.env.SITE_MANIFEST ? resolve(process.env.SITE_MANIFEST) : undefined)])],
  build: {
    manifest: true,
    target: 'es2022',
    // Pages preload their scripts themselves (modulepreload links written by the prerender).
    modulePreload: false,
    rolldownOptions: {
      input: [clientEntry, appModule],
      preserveEntrySignatures: false,
      // Two entries: the boot script alone, and the app, which the boot script imports by its URL after the first
      // paint; the app's modules form one chunk (see appChunkName).
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM, and the module that runs their code (src/client/react-runtime.ts).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]client[\\/]react-runtime\.ts$/, priority: 2 },
            // ajv's runtime helpers (string length, deep equality), shared by the validators of several tools: one small
            // chunk rather than one per helper, so a tool's page makes no more requests than with one validators chunk.
            { name: 'validator-runtime', test: /[\\/]node_modules[\\/](ajv[\\/]dist[\\/]runtime|fast-deep-equal)[\\/]/, priority: 1 },
            { name: appChunkName(fileURLToPath(new URL(appModule, import.meta.url))), debugName: 'app' },
          ],
        },
      },
      // @emotion/react imports hoist-non-react-statics (and through it react-is) only for withTheme, which the site
      // does not use; both are side-effect free, so say so and let them go (about 1 KB gzip on every page). So are
      // the validators' modules (src/generated/validators/): each tool's chunk then takes only the validators it uses.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /\/node_modules\/(hoist-non-react-statics|react-is)\/|[\\/]src[\\/]generated[\\/]validators[\\/]/.test(id) ? false : undefined,
      },
    },
  },
  server: { port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup-blocks.ts'],
    testTimeout: 30_000,
  },
})
