import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/
/** Files smaller than this (bytes) are not worth compressing: headers would eat the saving. */
const minimumBytes = 1024

/**
 * Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every text file of at least 1 KiB in
 * `dir`, so the server sends compressed files without compressing per request.
 * @returns how many files were compressed.
 */
export function precompress(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    if (statSync(path).size < minimumBytes) continue
    const content = readFileSync(path)
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
    count++
  }
  return count
}
