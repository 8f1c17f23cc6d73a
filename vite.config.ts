import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { siteManifestPlugin } from './src/dev/site-manifest-plugin.ts'
import { clientEntry } from './src/prerender/client-assets.ts'

/**
 * Pages preload their own scripts (the prerender writes a modulepreload link for each chunk a route needs), so
 * Vite's runtime preload helper, which it wraps around every dynamic import even with `modulePreload: false`
 * (vitejs/vite#18551), would only add half a kilobyte to every page: unwrap the calls so the minifier drops it.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: 'seven-wells:without-preload-helper',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__VITE_PRELOAD__')) return null
      return { code: code.replace(/__vitePreload\((\(\) => import\([^)]*\)[^,]*?), __VITE_PRELOAD__\)/g, '($1)()'), map: null }
    },
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
  plugins: [withoutPreloadHelper(), react(), ...(process.env.VITEST ? [] : [siteManifestPlugin(process.env.SITE_MANIFEST ? resolve(process.env.SITE_MANIFEST) : undefined)])],
  build: {
    manifest: true,
    target: 'es2022',
    // Pages preload their scripts themselves (modulepreload links written by the prerender).
    modulePreload: false,
    rolldownOptions: {
      input: clientEntry,
      preserveEntrySignatures: false,
      // Every page loads one script: everything but the interactive tools (src/tools/) goes in the entry chunk,
      // which the tools' chunks import from. Left alone, Rolldown splits what the entry shares with a tool into a
      // chunk of its own that every page would then have to load too (rolldown/rolldown#10731). The validators of
      // outside data (src/generated/validators.js and ajv's runtime helpers) serve the tools only: they stay with them.
      output: { codeSplitting: { groups: [{ name: 'main', test: (id: string) => !/\/src\/tools\/|\/src\/generated\/validators\.js|\/node_modules\/ajv\//.test(id) }] } },
      // @emotion/react imports hoist-non-react-statics (and through it react-is) only for withTheme, which the site
      // does not use; both are side-effect free, so say so and let them go (about 1 KB gzip on every page).
      treeshake: {
        moduleSideEffects: (id: string) => (/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) ? false : undefined),
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
