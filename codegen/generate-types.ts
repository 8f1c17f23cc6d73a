/**
 * Generates src/generated/manifest.ts, the TypeScript types of site.json, from the JSON Schema in schema/.
 *
 * Usage: `tsx codegen/generate-types.ts` writes the file only when its content changed (so watchers and
 * incremental type checks are not disturbed); `--check` writes nothing and exits 1 when the file is missing or
 * stale, naming the command that fixes it; `--ci-check` checks when the CI environment variable is set (a stale
 * committed file fails CI) and regenerates otherwise (`npm test` on a developer's machine).
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { updateGeneratedFile } from './generated-file.ts'
import { compileFromFile } from 'json-schema-to-typescript'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = resolve(projectRoot, 'schema')
const rootSchema = resolve(schemaDir, 'site.schema.json')
export const generatedTypesPath = resolve(projectRoot, 'src/generated/manifest.ts')

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Made from schema/*.schema.json by codegen/generate-types.ts (npm run codegen).
 * A stale copy fails \`npm run codegen -- --check\`, which runs before build, typecheck and tests.
 */`

/**
 * Compiles the schema in schema/ to TypeScript source.
 * @returns the full text of the generated module.
 * @throws when a schema file is missing, is not JSON, or has a $ref that does not resolve.
 */
export async function renderManifestTypes(): Promise<string> {
  return compileFromFile(rootSchema, {
    cwd: schemaDir,
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true, semi: false, printWidth: 110 },
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await updateGeneratedFile(
    { label: 'codegen', path: generatedTypesPath, displayPath: 'src/generated/manifest.ts', command: 'npm run codegen', render: renderManifestTypes },
    process.argv.includes('--check') || (process.argv.includes('--ci-check') && Boolean(process.env.CI)),
  )
}
