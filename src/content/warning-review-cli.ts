/**
 * `npm run report:warnings`: writes reports/warning-signs-review.html, the clinician review sheet of site.json's
 * warning signs (see warning-review.ts). Exits 1 with the validator's problems when site.json is invalid.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { realWordsNearSigns } from '../generated/warning-typo-guard.ts'
import { loadManifest } from '../manifest/load-manifest.ts'
import { renderWarningReview, type ReviewWording } from './warning-review.ts'
import { crisisModel } from '../generated/crisis-model.ts'
import { signModel } from '../generated/sign-model.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const outFile = resolve(projectRoot, 'reports/warning-signs-review.html')

const loaded = loadManifest()
if (!loaded.ok) {
  console.error('site.json is invalid: run npm run validate to see why.')
  process.exit(1)
}
const golden = <T,>(name: string): T => JSON.parse(readFileSync(resolve(projectRoot, 'tests/golden', name), 'utf8'))
const wordings = golden<{ dev: ReviewWording[]; holdout: ReviewWording[] }>('warning-wordings.json')
const ordinary = golden<{ dev: { text: string }[]; holdout: { text: string }[] }>('warning-false-alarms.json')
const html = renderWarningReview({
  signs: loaded.manifest.warningSigns ?? [],
  realWords: realWordsNearSigns,
  lookAlikes: loaded.manifest.warningLookAlikes,
  wordings: [...wordings.dev, ...wordings.holdout],
  ordinary: [...ordinary.dev, ...ordinary.holdout],
  date: new Date().toISOString().slice(0, 10),
  crisisModel,
  signModel,
})
mkdirSync(dirname(outFile), { recursive: true })
writeFileSync(outFile, html)
console.log(`Wrote ${outFile.slice(projectRoot.length + 1)} (${(loaded.manifest.warningSigns ?? []).length} signs). Open it in a browser; it prints one sign per page.`)
