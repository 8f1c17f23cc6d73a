// Makes sure a Chromium for the end-to-end tests exists before Playwright starts. Playwright cannot download
// its own browsers on this kind of machine, so the tests use the system's: CHROMIUM_PATH if set, else
// /usr/bin/chromium, else Debian's `chromium` package is installed when running as root with apt-get.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const configured = process.env.CHROMIUM_PATH
if (configured) {
  if (!existsSync(configured)) {
    console.error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`)
    process.exit(1)
  }
  process.exit(0)
}
if (existsSync('/usr/bin/chromium')) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = existsSync('/usr/bin/apt-get')
if (!isRoot || !hasApt) {
  console.error(
    'No Chromium found for the end-to-end tests. Install it (Debian: `apt-get install chromium`) or set CHROMIUM_PATH.',
  )
  process.exit(1)
}
console.log('Installing Debian\'s chromium package for the end-to-end tests (one time)...')
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
} catch {
  console.error('Installing chromium with apt-get failed; install it by hand or set CHROMIUM_PATH.')
  process.exit(1)
}
