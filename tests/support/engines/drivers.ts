/**
 * One small driver interface over the three browser engines the smoke suite runs in, so each journey is written
 * once: Chromium (puppeteer-core over the DevTools protocol), Firefox ESR (puppeteer-core over WebDriver BiDi;
 * Playwright's own Firefox cannot be downloaded here, and Playwright's BiDi support needs a newer Firefox than the
 * ESR) and WebKitGTK (selenium-webdriver with WebKitWebDriver and its MiniBrowser under xvfb-run; classic WebDriver,
 * as WebKitWebDriver offers no BiDi). The engines are Debian's, installed by the test command when missing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { answers } from '../http-probe.ts'

/** The engines, by the name reports use. */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

/** What a journey can do in a browser. Selectors are CSS; `run` bodies are function bodies that read `arguments`. */
export interface EngineDriver {
  readonly name: EngineName
  goto(url: string): Promise<void>
  /** Runs `body` in the page as a function with `args` as its arguments and returns its (JSON-able) result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** Focuses the element and types `text` key by key, then presses Enter when asked. */
  type(selector: string, text: string, options?: { enter?: boolean }): Promise<void>
  click(selector: string): Promise<void>
  close(): Promise<void>
}

/** Firefox ESR: FIREFOX_PATH, else Debian's. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** WebKitGTK's MiniBrowser, where Debian's libwebkit2gtk puts it (the folder names the architecture). */
export function miniBrowserPath(): string {
  const folder = readdirSync('/usr/lib').find((entry) => existsSync(`/usr/lib/${entry}/webkit2gtk-4.1/MiniBrowser`))
  if (!folder) throw new Error('No WebKitGTK MiniBrowser under /usr/lib/*/webkit2gtk-4.1/ (Debian: apt-get install webkit2gtk-driver)')
  return `/usr/lib/${folder}/webkit2gtk-4.1/MiniBrowser`
}

function puppeteerDriver(name: EngineName, browser: Browser, page: Page): EngineDriver {
  return {
    name,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 })
    },
    async run<T>(body: string, ...args: unknown[]): Promise<T> {
      return page.evaluate<[], () => T>(`(function () { ${body} }).apply(null, ${JSON.stringify(args)})`)
    },
    async type(selector, text, options = {}) {
      await page.focus(selector)
      await page.keyboard.type(text)
      if (options.enter) await page.keyboard.press('Enter')
    },
    async click(selector) {
      await page.click(selector)
    },
    async close() {
      await browser.close()
    },
  }
}

/** Chromium through puppeteer-core. */
export async function launchChromium(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 900 })
  return puppeteerDriver('chromium', browser, page)
}

/** Firefox ESR through puppeteer-core and WebDriver BiDi. */
export async function launchFirefox(): Promise<EngineDriver> {
  // The window's own size: Firefox ESR's BiDi has no viewport emulation (puppeteer's setViewport fails there).
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, defaultViewport: null, args: ['--width=1280', '--height=900'] })
  const page = await browser.newPage()
  return puppeteerDriver('firefox', browser, page)
}

/** Stops a process started in its own group, with everything it started (xvfb-run, Xvfb, the browser). */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/** WebKitGTK: WebKitWebDriver on `port` under xvfb-run, driving the MiniBrowser through selenium-webdriver. */
export async function launchWebKit(port: number): Promise<EngineDriver> {
  const server = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  while (!(await answers(`${url}/status`))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      stopGroup(server)
      throw new Error(`WebKitWebDriver did not start: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  let driver: WebDriver
  try {
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
      })
      .build()
  } catch (error) {
    stopGroup(server)
    throw error
  }
  await driver.manage().window().setRect({ width: 1280, height: 900 })
  return {
    name: 'webkit',
    async goto(target) {
      await driver.get(target)
    },
    async run<T>(body: string, ...args: unknown[]) {
      const result: T = await driver.executeScript(body, ...args)
      return result
    },
    async type(selector, text, options = {}) {
      await driver.findElement(By.css(selector)).sendKeys(text, ...(options.enter ? [Key.ENTER] : []))
    },
    async click(selector) {
      await driver.findElement(By.css(selector)).click()
    },
    async close() {
      await driver.quit().catch(() => undefined)
      stopGroup(server)
    },
  }
}
