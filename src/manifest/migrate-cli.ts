/**
 * `npm run migrate [-- path/to/site.json]`: upgrades site.json to the current format version, step by step,
 * and rewrites the file only when a step changed something (two-space JSON). Prints what it did.
 * Exit code 1, with a plain message, when the file cannot be read, is not JSON or is of an unknown version.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { defaultManifestPath } from './load-manifest.ts'
import { migrateManifest, type Json } from './migrations.ts'

const path = process.argv[2] ?? defaultManifestPath
try {
  const original: Json = JSON.parse(readFileSync(path, 'utf8'))
  const { manifest, applied } = migrateManifest(original)
  if (applied.length === 0) {
    console.log(`${path} is already at the current version; nothing changed.`)
  } else {
    writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
    console.log(`${path} upgraded:\n${applied.map((step) => `  - ${step}`).join('\n')}`)
  }
} catch (error) {
  console.error(`Could not migrate ${path}: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
