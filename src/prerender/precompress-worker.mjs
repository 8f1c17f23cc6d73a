// A worker thread of precompress.ts: compresses the files it is sent ({ path, brotli, gzip }: brotli quality and
// gzip level), one at a time, and answers each with { ok } or { ok: false, error }. Plain JavaScript, so the
// worker starts without a TypeScript loader.
import { readFileSync, writeFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

parentPort?.on('message', (job) => {
  try {
    const content = readFileSync(job.path)
    writeFileSync(
      `${job.path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: job.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    )
    writeFileSync(`${job.path}.gz`, gzipSync(content, { level: job.gzip }))
    parentPort?.postMessage({ ok: true })
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: `${job.path}: ${error instanceof Error ? error.message : String(error)}` })
  }
})
