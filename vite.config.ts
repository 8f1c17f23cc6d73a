import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { siteManifestPlugin } from './src/dev/site-manifest-plugin.ts'
import { clientEntry } from './src/prerender/client-assets.ts'

/**
 * Vite builds the client bundle (hydration and client-side navigation); src/prerender/build.ts drives it and
 * prerenders the pages. In `npm run dev` the site-manifest plugin renders pages from site.json on request.
 * SITE_MANIFEST=<file> makes the dev server read another manifest (benchmarks). Vitest runs the unit and property
 * tests in tests/unit with the same transforms, without that plugin.
 */
export default defineConfig({
  publicDir: 'src/public',
  appType: 'custom',
  plugins: [react(), ...(process.env.VITEST ? [] : [siteManifestPlugin(process.env.SITE_MANIFEST ? resolve(process.env.SITE_MANIFEST) : undefined)])],
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: { input: clientEntry },
  },
  server: { port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
