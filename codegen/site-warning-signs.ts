/**
 * site.json's warning signs and their look-alikes as the code generators read them: from the assembled manifest
 * (site.json with the files it includes), without validating it (`npm run validate` does that).
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LookAlikesOfEverySign, WarningSign } from '../src/generated/manifest.ts'
import { readAssembledManifest } from '../src/manifest/load-manifest.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function isWarningSignList(value: unknown): value is WarningSign[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'match' in item && 'spanish' in item)
}

function isLookAlikes(value: unknown): value is LookAlikesOfEverySign {
  return typeof value === 'object' && value !== null && 'en' in value && 'es' in value && Array.isArray(value.en) && Array.isArray(value.es)
}

/**
 * The warning signs (`signs`, most urgent first) and the look-alikes of every sign (`lookAlikes`) of site.json; an
 * empty list and none when site.json has none or cannot be read.
 */
export function readSiteWarningSigns(): { signs: WarningSign[]; lookAlikes?: LookAlikesOfEverySign } {
  try {
    const manifest = readAssembledManifest(resolve(projectRoot, 'site.json'))
    if (typeof manifest !== 'object' || manifest === null) return { signs: [] }
    const signs = 'warningSigns' in manifest && isWarningSignList(manifest.warningSigns) ? manifest.warningSigns : []
    const lookAlikes = 'warningLookAlikes' in manifest && isLookAlikes(manifest.warningLookAlikes) ? manifest.warningLookAlikes : undefined
    return lookAlikes ? { signs, lookAlikes } : { signs }
  } catch {
    return { signs: [] }
  }
}
