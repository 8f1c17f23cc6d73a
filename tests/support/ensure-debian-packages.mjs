// Makes sure the programs the tests drive exist before they start, installing Debian's packages when they are
// missing (as root, with apt-get), since browsers and servers cannot be downloaded any other way on these machines.
//
//   node tests/support/ensure-debian-packages.mjs chromium nginx firefox webkit
//
// chromium: the system Chromium (CHROMIUM_PATH, else /usr/bin/chromium). nginx: nginx and its brotli static module.
// firefox: Firefox ESR. webkit: WebKitWebDriver with the MiniBrowser and xvfb-run (an X server for it).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Per program: the files that must exist and the Debian packages that provide them. */
const programs = {
  chromium: { files: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'], packages: ['chromium'] },
  nginx: { files: ['/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'], packages: ['nginx', 'libnginx-mod-http-brotli-static'] },
  firefox: { files: ['/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  webkit: { files: ['/usr/bin/WebKitWebDriver', '/usr/bin/xvfb-run', '/usr/bin/xauth'], packages: ['webkit2gtk-driver', 'xvfb', 'xauth'] },
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in programs))
if (unknown.length > 0) {
  console.error(`Unknown program(s): ${unknown.join(', ')}. Known: ${Object.keys(programs).join(', ')}.`)
  process.exit(2)
}
if (process.env.CHROMIUM_PATH && wanted.includes('chromium') && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`)
  process.exit(1)
}
const missing = wanted.filter((name) => programs[name].files.some((file) => !existsSync(file)))
if (missing.length === 0) process.exit(0)

const packages = missing.flatMap((name) => programs[name].packages)
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(`Missing for the tests: ${missing.join(', ')}. Install Debian's ${packages.join(' ')} (apt-get install), or run the tests as root on Debian.`)
  process.exit(1)
}
console.log(`Installing Debian's ${packages.join(' ')} for the tests (one time)...`)
try {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' })
} catch {
  console.error(`Installing ${packages.join(' ')} with apt-get failed; install them by hand.`)
  process.exit(1)
}
const stillMissing = missing.flatMap((name) => programs[name].files).filter((file) => !existsSync(file))
if (stillMissing.length > 0) {
  console.error(`After installing, these files are still missing: ${stillMissing.join(', ')}.`)
  process.exit(1)
}
