import { readFileSync } from 'node:fs'
import { defaultManifestPath } from '../../src/manifest/load-manifest.ts'

let cached: string | undefined

/** The project's site.json as plain JSON (a fresh copy each call), for tests that change it before validating. */
export function siteManifestJson(): Record<string, unknown> {
  cached ??= readFileSync(defaultManifestPath, 'utf8')
  return JSON.parse(cached)
}
