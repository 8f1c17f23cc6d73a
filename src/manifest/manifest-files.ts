/**
 * A site manifest written as several files: site.json, the entries of the library's collections as one file each
 * (content/<collection>/<id>.json, the file name being the id) and files that site.json includes where it would
 * otherwise hold a value (`{ "$include": "content/routes/assist-well-shelby.json" }`, or a part of a file by its
 * JSON Pointer after "#": `{ "$include": "content/warning-signs.json#/warningSigns" }`). They are put together into
 * one manifest value before the schema checks it, and every position in that value can be traced back to its file,
 * line and column.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, join, posix, relative, sep } from 'node:path'
import { parseJsonDocument, pointerSegment, type JsonDocument, type SourcePosition } from './json-document.ts'
import type { ManifestProblem } from './problem.ts'

/** The folder, beside site.json, that holds the collections' files and the files site.json includes. */
export const contentFolder = 'content'

/** The collections whose entries may each be a file of their own, content/<collection>/<id>.json. */
export const fileCollections = ['programs', 'recipes', 'giftIdeas', 'resources', 'organizations'] as const

/** One of {@link fileCollections}. */
export type FileCollection = (typeof fileCollections)[number]

/** The key that makes an object a stand-in for a file's content: `{ "$include": "content/x.json" }`. */
export const includeKey = '$include'

/** An id, as a collection entry's file name (without ".json") must be one: lower case, digits, single hyphens. */
const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** How the assembly reads files. */
export interface ManifestFileSystem {
  /**
   * The text of a file.
   * @throws when it cannot be read (missing, a folder, no permission).
   */
  readText(path: string): string
  /** The .json files in a folder (absolute paths, sorted), its subfolders too when `recursive`; none when it does not exist. */
  listJsonFiles(folder: string, recursive: boolean): string[]
}

/** The real file system. */
export const nodeFileSystem: ManifestFileSystem = {
  readText: (path) => readFileSync(path, 'utf8'),
  listJsonFiles(folder, recursive) {
    try {
      return readdirSync(folder, { withFileTypes: true, recursive })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => join(entry.parentPath, entry.name))
        .sort()
    } catch {
      return []
    }
  },
}

/** A manifest given as text only, with no folder: it can include nothing. */
const noFiles: ManifestFileSystem = {
  readText: () => {
    throw new Error('this manifest was given as text, without a file, so it can include no other file')
  },
  listJsonFiles: () => [],
}

/** One file of a manifest and its text. */
export interface ManifestSource {
  /** Where it is, relative to the folder of site.json, with "/" ("content/programs/x.json"); `''` for site.json itself. */
  name: string
  text: string
}

/** Where a value of the assembled manifest was written: its file (absent for site.json itself), line and column. */
export interface ManifestPlace extends SourcePosition {
  file?: string
}

/** The manifest put together from its files. */
export interface AssembledManifest {
  /** The whole manifest as one value, for the schema to check. */
  value: unknown
  /** Every file it was put together from: site.json first. */
  sources: ManifestSource[]
  /**
   * Where the value at a JSON Pointer of {@link value} was written, or, with `key`, where that key of the object at
   * the pointer was written; the nearest existing value's place when the pointer goes further than the files.
   */
  locate(pointer: string, key?: string): ManifestPlace
}

/** The result of {@link assembleManifest}: the assembled manifest, or the problems that stop it, with every file read. */
export type Assembly = { ok: true; manifest: AssembledManifest } | { ok: false; problems: ManifestProblem[]; sources: ManifestSource[] }

/** Where a file's value sits in the assembled manifest. */
interface Mount {
  /** The JSON Pointer in the assembled manifest. */
  at: string
  source: ManifestSource
  document: JsonDocument
  /** The JSON Pointer of the same value in the file (`''`: the file's whole value). */
  within: string
}

type JsonObject = { [key: string]: unknown }

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A copy of a file's object without its `$schema`, which only tells editors where the file's schema is. */
function withoutSchemaKey(value: unknown): unknown {
  if (!isObject(value) || !(('$schema') in value)) return value
  const { $schema: _schema, ...rest } = value
  return rest
}

/** The value at a JSON Pointer ("/warningSigns", "" for the whole value), if there is one. */
function valueAt(value: unknown, pointer: string): { found: true; value: unknown } | { found: false } {
  if (pointer === '') return { found: true, value }
  if (!pointer.startsWith('/')) return { found: false }
  let current = value
  for (const segment of pointer.slice(1).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))) {
    if (Array.isArray(current) && /^\d+$/.test(segment) && Number(segment) < current.length) current = current[Number(segment)]
    else if (isObject(current) && Object.hasOwn(current, segment)) current = current[segment]
    else return { found: false }
  }
  return { found: true, value: current }
}

/** Puts a manifest's files together; see {@link assembleManifest}. */
class Assembler {
  readonly problems: ManifestProblem[] = []
  readonly sources: ManifestSource[] = []
  readonly mounts: Mount[] = []
  /** Absolute paths of the files that are part of the manifest (read or not), to find the ones that are not. */
  readonly used = new Set<string>()

  constructor(
    private readonly folder: string | undefined,
    private readonly files: ManifestFileSystem,
  ) {}

  private name(path: string): string {
    return this.folder === undefined ? path : relative(this.folder, path).split(sep).join('/')
  }

  private problem(source: ManifestSource, place: SourcePosition, path: string, message: string, hint: string): void {
    this.problems.push({ ...(source.name === '' ? {} : { file: source.name }), path, ...place, message, hint })
  }

  /**
   * Reads and parses one file (or, with `text`, site.json's given text). Undefined when it is not valid JSON or
   * repeats a key (its problems noted); `{ unreadable }` with the reason when it cannot be read.
   */
  read(path: string, text?: string): { source: ManifestSource; document: JsonDocument } | { unreadable: string } | undefined {
    this.used.add(path)
    const name = text === undefined ? this.name(path) : ''
    let content = text
    if (content === undefined) {
      try {
        content = this.files.readText(path)
      } catch (error) {
        const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT'
        return { unreadable: missing ? 'there is no such file' : error instanceof Error ? error.message : String(error) }
      }
    }
    const source = { name, text: content }
    this.sources.push(source)
    const parsed = parseJsonDocument(content, name === '' ? undefined : name)
    if (!parsed.ok) {
      for (const problem of parsed.problems) this.problems.push({ ...(name === '' ? {} : { file: name }), ...problem })
      return undefined
    }
    return { source, document: parsed.document }
  }

  /**
   * The value with every `{ "$include": ... }` inside it replaced by its file's value, recursively. `at` is the
   * value's pointer in the assembled manifest, `within` in its file; `chain` lists the files being included.
   */
  resolve(value: unknown, at: string, source: ManifestSource, document: JsonDocument, within: string, chain: readonly string[]): unknown {
    // A file without the word "$include" includes nothing: no need to walk it (site.json is a megabyte).
    if (!source.text.includes(includeKey)) return value
    // Most of a manifest includes nothing: a value comes back as it is (no copy) unless something inside it changed.
    if (Array.isArray(value)) {
      let changed = false
      const items = value.map((item, index) => {
        const resolved = this.resolve(item, `${at}/${index}`, source, document, `${within}/${index}`, chain)
        changed ||= resolved !== item
        return resolved
      })
      return changed ? items : value
    }
    if (!isObject(value)) return value
    if (includeKey in value) return this.include(value, at, source, document, within, chain)
    let changed = false
    const resolved: JsonObject = {}
    for (const [key, item] of Object.entries(value)) {
      const segment = pointerSegment(key)
      resolved[key] = this.resolve(item, `${at}/${segment}`, source, document, `${within}/${segment}`, chain)
      changed ||= resolved[key] !== item
    }
    return changed ? resolved : value
  }

  private include(value: JsonObject, at: string, source: ManifestSource, document: JsonDocument, within: string, chain: readonly string[]): unknown {
    const place = document.keyPositionOf(within, includeKey)
    const where = `${at}/${pointerSegment(includeKey)}`
    const target = value[includeKey]
    const others = Object.keys(value).filter((key) => key !== includeKey)
    if (others.length > 0) {
      this.problem(source, place, where, `An include holds nothing but "${includeKey}", but this one also has ${others.map((key) => `"${key}"`).join(', ')}.`, 'Move those properties into the included file.')
      return value
    }
    const [filePart = '', fragment] = typeof target === 'string' ? target.split('#', 2) : []
    const relativePath = posix.normalize(filePart)
    if (typeof target !== 'string' || this.folder === undefined || !relativePath.endsWith('.json') || relativePath.startsWith('../') || posix.isAbsolute(relativePath)) {
      const reason = this.folder === undefined ? 'this manifest was given as text, without a file, so it can include no other file' : `"${includeKey}" names a .json file inside the folder of site.json`
      this.problem(source, place, where, `This include cannot be read: ${reason}.`, `Write the file's path from the folder of site.json, such as "${contentFolder}/routes/my-page.json".`)
      return value
    }
    const path = join(this.folder, relativePath)
    if (chain.includes(path)) {
      this.problem(source, place, where, `"${relativePath}" includes itself (${[...chain.slice(chain.indexOf(path)), path].map((file) => this.name(file)).join(' → ')}).`, 'Remove one of the includes in that circle.')
      return value
    }
    const file = this.read(path)
    if (!file) return value
    if ('unreadable' in file) {
      this.problem(source, place, where, `The included file "${relativePath}" cannot be read: ${file.unreadable}.`, 'Check the path (from the folder of site.json, with "/"), or create the file.')
      return value
    }
    if (fragment === undefined) {
      this.mounts.push({ at, source: file.source, document: file.document, within: '' })
      return this.resolve(withoutSchemaKey(file.document.value), at, file.source, file.document, '', [...chain, path])
    }
    const part = valueAt(file.document.value, fragment)
    if (!part.found) {
      this.problem(source, place, where, `The included file "${relativePath}" has nothing at "#${fragment}".`, 'After "#", write the JSON Pointer of the value to include, such as "#/warningSigns".')
      return value
    }
    this.mounts.push({ at, source: file.source, document: file.document, within: fragment })
    return this.resolve(part.value, at, file.source, file.document, fragment, [...chain, path])
  }

  /** Adds content/<collection>/<id>.json files to the manifest's collections, after the entries site.json holds. */
  addCollections(root: JsonObject, main: { source: ManifestSource; document: JsonDocument }): void {
    if (this.folder === undefined) return
    for (const collection of fileCollections) {
      const paths = this.files.listJsonFiles(join(this.folder, contentFolder, collection), false)
      if (paths.length === 0) continue
      const existing = root[collection]
      // A collection of the wrong type in site.json is the schema's to report; its files wait until it is fixed.
      if (existing !== undefined && !isObject(existing)) {
        for (const path of paths) this.used.add(path)
        continue
      }
      const entries: JsonObject = { ...existing }
      for (const path of paths) {
        const id = basename(path, '.json')
        const file = this.read(path)
        if (!file || 'unreadable' in file) continue
        const at = `/${collection}/${pointerSegment(id)}`
        const start = { line: 1, column: 1 }
        if (!idPattern.test(id)) {
          this.problem(file.source, start, at, `The file name "${basename(path)}" is not an id: the name of an entry's file is its id.`, 'Use lower-case letters, digits and single hyphens, such as "my-program.json".')
          continue
        }
        if (id in entries) {
          const inline = main.document.positionOf(at)
          this.problem(file.source, start, at, `The ${collection} entry "${id}" is written twice: in this file and in site.json (line ${inline.line}).`, 'Keep one of them: delete the other.')
          continue
        }
        this.mounts.push({ at, source: file.source, document: file.document, within: '' })
        entries[id] = this.resolve(withoutSchemaKey(file.document.value), at, file.source, file.document, '', [path])
      }
      root[collection] = entries
    }
  }

  /** Notes every .json file under content/ that is neither a collection entry nor included anywhere. */
  findUnusedFiles(): void {
    if (this.folder === undefined) return
    for (const path of this.files.listJsonFiles(join(this.folder, contentFolder), true)) {
      if (this.used.has(path)) continue
      const name = this.name(path)
      const folders = fileCollections.map((collection) => `${contentFolder}/${collection}/`).join(', ')
      this.problems.push({
        file: name,
        path: '',
        line: 1,
        column: 1,
        message: `This file is not part of the site: it is not an entry of a collection (${folders}) and nothing includes it.`,
        hint: `Move it into its collection's folder, include it where its value belongs with { "${includeKey}": "${name}" }, or delete it.`,
      })
    }
  }

  locate(pointer: string, key?: string): ManifestPlace {
    let best: Mount | undefined
    for (const mount of this.mounts) {
      if (pointer !== mount.at && !pointer.startsWith(`${mount.at}/`)) continue
      if (!best || mount.at.length > best.at.length) best = mount
    }
    if (!best) return { line: 1, column: 1 }
    const inFile = `${best.within}${pointer.slice(best.at.length)}`
    const place = key === undefined ? best.document.positionOf(inFile) : best.document.keyPositionOf(inFile, key)
    return best.source.name === '' ? place : { file: best.source.name, ...place }
  }
}

/**
 * Puts a manifest together from its files: site.json's text, with every `{ "$include": "<file>" }` in it replaced
 * by that file's value (a root `"$schema"` in it dropped; includes may nest), or `"<file>#<JSON Pointer>"` by the
 * value at that pointer in the file, and each content/<collection>/<id>.json
 * added to its collection (see {@link fileCollections}) after the entries site.json itself holds, in file-name
 * order. Paths are relative to the folder of site.json. Never throws for bad content.
 *
 * @param main site.json's text and, to read the other files, its path (without a path, the text can include nothing).
 * @param files how files are read; the real file system by default.
 * @returns the assembled manifest, or every problem that stops it (each with its file, line and column): a file
 *   that is not JSON or repeats a key, an include that cannot be read, has other keys, leaves the folder or includes
 *   itself, an entry's file whose name is not an id or whose id site.json also holds, and a .json file under
 *   content/ that is not part of the site.
 */
export function assembleManifest(main: { text: string; path?: string }, files: ManifestFileSystem = nodeFileSystem): Assembly {
  const assembler = new Assembler(main.path === undefined ? undefined : dirname(main.path), main.path === undefined ? noFiles : files)
  const mainFile = assembler.read(main.path ?? 'site.json', main.text)
  if (!mainFile || 'unreadable' in mainFile) return { ok: false, problems: assembler.problems, sources: assembler.sources }
  assembler.mounts.push({ at: '', source: mainFile.source, document: mainFile.document, within: '' })
  const value = assembler.resolve(mainFile.document.value, '', mainFile.source, mainFile.document, '', main.path === undefined ? [] : [main.path])
  if (isObject(value)) assembler.addCollections(value, mainFile)
  assembler.findUnusedFiles()
  if (assembler.problems.length > 0) return { ok: false, problems: assembler.problems, sources: assembler.sources }
  return { ok: true, manifest: { value, sources: assembler.sources, locate: (pointer, key) => assembler.locate(pointer, key) } }
}
