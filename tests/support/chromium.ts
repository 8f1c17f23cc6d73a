/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for headless Chromium in a sandboxed, offline machine: no background traffic, no first-run UI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]
