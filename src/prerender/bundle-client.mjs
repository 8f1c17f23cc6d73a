// The client bundle, built by Vite in a process of its own (started by bundleClient in build-site.ts with the
// arguments <config file> <output folder>). Vite's bundler, Rolldown, is native code whose allocator keeps what it
// used: bundling in the build's own process left it about 300 MiB larger for the whole build (RSS 240 -> 635 MiB
// with 95 MiB of live JavaScript heap), and that process peaked at 1.2 GiB with 2,000 extra week pages. Exits 1
// with the error's message on stderr when the bundle fails. Plain JavaScript, so it starts without a TypeScript
// loader.
import { build } from 'vite'

const [configFile, outDir] = process.argv.slice(2)
try {
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
