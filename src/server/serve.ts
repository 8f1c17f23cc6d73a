/**
 * `npm start` (after the build) serves dist/ at http://localhost:4173 (PORT overrides; HOST sets the
 * interface, default all; `--root <dir>` serves another build folder). Logs one line per request unless
 * NODE_ENV is "production".
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSiteServer } from './static-server.ts'

const rootIndex = process.argv.indexOf('--root')
const root =
  rootIndex === -1
    ? join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'dist')
    : resolve(process.argv[rootIndex + 1] ?? 'dist')
if (!existsSync(join(root, 'index.html'))) {
  console.error(`There is no built site in ${root}. Run \`npm run build\` first (npm start does it for you).`)
  process.exit(1)
}
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST
const server = createSiteServer({ root, log: process.env.NODE_ENV !== 'production' })
server.listen(port, host, () => console.log(`Seven Wells is being served at http://localhost:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
