/**
 * `npm run codegen`: regenerates what is made from schema/ (see generated-files.ts): the manifest types
 * (src/generated/manifest.ts), the precompiled validators for outside data (src/generated/validators.js and .d.ts)
 * and the schemas editors use for the files site.json is written in (schema/authoring/); and, from site.json's
 * warning signs, the common words Shelby's matcher must not read as typos (src/generated/warning-typo-guard.ts);
 * and, from word lists, the irregular English word forms Shelby reads a question with (src/generated/english-word-forms.ts).
 * Each file is written only when its content changed, so watchers and incremental type checks are not disturbed.
 *
 * `--check` writes nothing and exits 1 when a file is missing or stale, naming the command that fixes it. `npm test`
 * runs that, on every machine: a schema changed without `npm run codegen` fails the tests instead of being fixed
 * quietly on the way.
 */
import { updateGeneratedFile } from './generated-file.ts'
import { generatedFiles } from './generated-files.ts'

const checkOnly = process.argv.includes('--check')
for (const file of generatedFiles()) await updateGeneratedFile(file, checkOnly)
