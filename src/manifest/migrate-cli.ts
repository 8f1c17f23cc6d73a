/**
 * `npm run migrate [-- path/to/site.json]`: upgrades site.json to the current format version, step by step, then
 * moves it to the layout of several files (content-layout.ts: collections' entries, long routes and Shelby's
 * knowledge to files in content/, included where they were). It rewrites site.json (two-space JSON) and writes the
 * new files only when a step changed something, and never overwrites a file. Prints what it did; running it again
 * changes nothing. Exit code 1, with a plain message, when the file cannot be read, is not JSON or is of an unknown
 * version.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { defaultManifestPath } from './load-manifest.ts'
import { contentFolder, nodeFileSystem } from './manifest-files.ts'
import { migrateManifest, type Json } from './migrations.ts'
import { splitIntoFiles } from './content-layout.ts'

const path = process.argv[2] ?? defaultManifestPath
try {
  const folder = dirname(path)
  const original: Json = JSON.parse(nodeFileSystem.readText(path))
  const { manifest, applied } = migrateManifest(original)
  const existing = new Set(nodeFileSystem.listJsonFiles(join(folder, contentFolder), true).map((file) => relative(folder, file).split(sep).join('/')))
  const layout = splitIntoFiles(manifest, existing)
  const steps = [...applied, ...layout.moved.map((move) => `moved ${move}`)]
  if (steps.length === 0) {
    console.log(`${path} is already at the current version and layout; nothing changed.`)
  } else {
    const written: string[] = []
    try {
      for (const file of layout.files) {
        const target = join(folder, file.name)
        mkdirSync(dirname(target), { recursive: true })
        writeFileSync(target, `${JSON.stringify(file.value, null, 2)}\n`, { flag: 'wx' })
        written.push(target)
      }
    } catch (error) {
      // site.json is still as it was: take back the files written so far, so no entry is written twice.
      for (const file of written) rmSync(file)
      throw error
    }
    writeFileSync(path, `${JSON.stringify(layout.manifest, null, 2)}\n`)
    console.log(`${path} upgraded:\n${steps.map((step) => `  - ${step}`).join('\n')}`)
  }
} catch (error) {
  console.error(`Could not migrate ${path}: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
