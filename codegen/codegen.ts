/**
 * `npm run codegen`: regenerates what is made from schema/: the manifest types (src/generated/manifest.ts) and
 * the precompiled validators for outside data (src/generated/validators.js and .d.ts); and, from site.json's warning
 * signs, the common words Shelby's matcher must not read as typos (src/generated/warning-typo-guard.ts). Each file is written only
 * when its content changed, so watchers and incremental type checks are not disturbed.
 *
 * `--check` writes nothing and exits 1 when a file is missing or stale, naming the command that fixes it;
 * `--ci-check` checks when the CI environment variable is set (a stale committed file fails CI) and regenerates
 * otherwise (`npm test` on a developer's machine).
 */
import { updateGeneratedFile } from './generated-file.ts'
import { generatedTypesPath, renderManifestTypes } from './generate-types.ts'
import { renderTypoGuard, typoGuardPath } from './generate-typo-guard.ts'
import { renderValidatorsCode, renderValidatorsTypes, validatorsCodePath, validatorsTypesPath } from './generate-validators.ts'

const checkOnly = process.argv.includes('--check') || (process.argv.includes('--ci-check') && Boolean(process.env.CI))
const command = 'npm run codegen'
const files = [
  { path: generatedTypesPath, displayPath: 'src/generated/manifest.ts', render: renderManifestTypes },
  { path: validatorsCodePath, displayPath: 'src/generated/validators.js', render: () => renderValidatorsCode() },
  { path: validatorsTypesPath, displayPath: 'src/generated/validators.d.ts', render: () => renderValidatorsTypes() },
  { path: typoGuardPath, displayPath: 'src/generated/warning-typo-guard.ts', render: () => renderTypoGuard() },
]
for (const file of files) await updateGeneratedFile({ label: 'codegen', command, ...file }, checkOnly)
