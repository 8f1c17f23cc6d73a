import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { validateManifestText } from '/work/main/src/manifest/validate-manifest.ts'
import { parseJsonDocument } from '/work/main/src/manifest/json-document.ts'
import { loadManifestSchema } from '/work/main/src/manifest/schema-validator.ts'
import { checkManifestRules } from '/work/main/src/manifest/semantic-checks.ts'
import { prerenderSite } from '/work/main/src/prerender/prerender-site.ts'
import { precompress } from '/work/main/src/prerender/precompress.ts'
import { syntheticManifestText, syntheticManifestTextOfSize } from '/work/main/tests/bench/synthetic-manifest.ts'
const t = (label: string, f: () => unknown) => { const s = performance.now(); const r = f(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); return r }
const text = syntheticManifestText(2000)
const v: any = t('validate 2000', () => validateManifestText(text))
const out = mkdtempSync(join(tmpdir(), 'swprof-'))
t('prerender 2000', () => prerenderSite(v.manifest, out, '<script type="module" src="/assets/main-x.js"></script>'))
t('precompress', () => precompress(out))
rmSync(out, { recursive: true, force: true })
const big = syntheticManifestTextOfSize(10e6).text
validateManifestText(big)
for (let i = 0; i < 2; i++) {
  const p: any = t('momoa parse + positions', () => parseJsonDocument(big))
  const schema = loadManifestSchema()
  t('ajv validate', () => schema.validate(p.document.value))
  t('rules', () => checkManifestRules(p.document.value, () => true))
}
