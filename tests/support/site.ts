import { readAssembledManifest } from '../../src/manifest/load-manifest.ts'

let cached: string | undefined

/**
 * The project's site.json as plain JSON, with its collections' files and included files put together (a fresh copy
 * each call), for tests that change it before validating or read its data.
 */
export function siteManifestJson(): Record<string, unknown> {
  cached ??= JSON.stringify(readAssembledManifest())
  return JSON.parse(cached)
}
