import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'

/** Port of the production server the tests start; separate from 4173 so a running `npm start` does not clash. */
const port = Number(process.env.E2E_PORT ?? 4310)

/**
 * End-to-end tests against the production build, served by the production server, in the system Chromium. The
 * server tests start a real nginx beside it (server.spec.ts), and the engine smoke suite drives Chromium, Firefox
 * ESR and WebKitGTK itself (engines.spec.ts); the build's own server is started once here for all of them.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumArgs } } }],
  webServer: {
    command: `npm run build && PORT=${port} NODE_ENV=production npx tsx src/server/serve.ts`,
    cwd: '../..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
