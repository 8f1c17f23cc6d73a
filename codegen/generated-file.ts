import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** A file the codegen scripts make from schema/. */
export interface GeneratedFile {
  /** Prefix of every message, e.g. "codegen". */
  label: string
  /** Absolute path of the file. */
  path: string
  /** The path as shown to people, e.g. "src/generated/manifest.ts". */
  displayPath: string
  /** The command that regenerates it, e.g. "npm run codegen". */
  command: string
  /** Produces the file's full, fresh content. */
  render: () => string | Promise<string>
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * Regenerates a file, writing it only when its content changed (so watchers and incremental builds are not
 * disturbed); with `checkOnly`, writes nothing and sets exit code 1 when the file is missing or stale, naming the
 * command that fixes it. A failure to render sets exit code 1 with a one-line message, never a stack trace.
 */
export async function updateGeneratedFile(file: GeneratedFile, checkOnly: boolean): Promise<void> {
  try {
    const fresh = await file.render()
    const current = await readIfExists(file.path)
    if (current === fresh) {
      if (!checkOnly) console.log(`${file.label}: ${file.displayPath} is up to date`)
      return
    }
    if (checkOnly) {
      console.error(
        `${file.label}: ${file.displayPath} is stale: it does not match schema/.\n` +
          `  Run \`${file.command}\` to regenerate it, then commit the result.`,
      )
      process.exitCode = 1
      return
    }
    await mkdir(dirname(file.path), { recursive: true })
    await writeFile(file.path, fresh)
    console.log(`${file.label}: wrote ${file.displayPath}`)
  } catch (error) {
    console.error(`${file.label}: could not generate ${file.displayPath} from schema/: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
