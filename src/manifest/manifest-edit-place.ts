import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser'
import type { AssembledManifest } from './manifest-files.ts'

/** Where to edit a value of the assembled manifest: its file (absolute) and the JSON path inside that file. */
export interface EditPlace {
  file: string
  path: (string | number)[]
}

/**
 * The file that holds the value at `segments` (a path into the assembled manifest, e.g. ['routes', 5,
 * 'translatedFrom']) and the path inside that file, so an edit lands where a maintainer wrote the value: in
 * site.json, or in the content/ file that site.json includes there (whole, or from a part such as
 * `#/warningSigns`). The value's parent must exist; the last segment may be a key still to be added.
 * @param siteFile absolute path of site.json; included files are relative to its folder.
 * @param readText reads a file's text (default: from disk).
 * @throws when the parent's place cannot be found in its file (the manifest changed since it was assembled).
 */
export function editPlace(
  manifest: Pick<AssembledManifest, 'locate'>,
  siteFile: string,
  segments: readonly (string | number)[],
  readText: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): EditPlace {
  const parent = segments.slice(0, -1)
  const last = segments.slice(-1)
  const place = manifest.locate(parent.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join(''))
  const file = place.file ? join(siteFile, '..', place.file) : siteFile
  const text = readText(file)
  // locate gives 1-based lines and columns; the parser works with offsets into the text.
  const lineStarts = [0]
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1)
  const offset = (lineStarts[place.line - 1] ?? 0) + place.column - 1
  const tree = parseTree(text)
  const node = tree ? findNodeAtOffset(tree, offset) : undefined
  if (!node) throw new Error(`Could not find ${segments.slice(0, -1).join('/')} in ${file} at ${place.line}:${place.column}`)
  return { file, path: [...getNodePath(node), ...last] }
}
