import AxeBuilder from '@axe-core/playwright'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { routeHtmlFile } from '../../src/app/paths.ts'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { writeServiceWorker } from '../../src/prerender/service-worker.ts'
import { createSiteServer } from '../../src/server/static-server.ts'
import { expect, test, waitForHydration, type ConsoleLog } from './fixtures.ts'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const week = '/eat-well/meal-planning/week-1'
const savedCache = 'seven-wells-saved'
const pagesCache = 'seven-wells-run-pages'

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Waits until the service worker controls the page (it registers when the browser is idle). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
}

/** The paths (with queries) a cache of the page's origin holds; [] when there is no such cache. */
function cachedPaths(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return []
    return (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search)
  }, name)
}

/** Console problems other than the browser's own reports of requests that failed while offline. */
function problemsBesidesOffline(log: ConsoleLog): string[] {
  return log.problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(problem))
}

test.describe('offline reading', () => {
  test('the service worker and its settings are served fresh (no-cache), with the security policy of the site', async ({ request }) => {
    for (const path of ['/sw.js', '/sw-offline.js']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/javascript/)
      expect(response.headers()['cache-control']).toBe('no-cache')
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
    }
    const worker = await (await request.get('/sw.js')).text()
    // The app shell only is precached: no page but the offline page.
    expect(worker).toContain('url:"offline"')
    expect(worker).not.toMatch(/url:"[^"]*index\.html"|url:"eat-well/)
  })

  test('a visited page reloads offline with its content and its security policy', async ({ page, context, consoleLog }) => {
    await page.goto('/support')
    await waitForHydration(page)
    await waitForWorker(page)
    // The first page loaded before the worker: the worker keeps it when it takes over.
    await expect.poll(() => cachedPaths(page, pagesCache)).toContain('/support')
    await page.goto('/about')
    await waitForHydration(page)
    await expect.poll(() => cachedPaths(page, pagesCache)).toContain('/about')

    await context.setOffline(true)
    const response = await page.reload()
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Seven Wells')
    await waitForHydration(page)
    const inline = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }),
      )
      const script = document.createElement('script')
      script.textContent = 'window.inlineScriptRan = true'
      document.body.append(script)
      return { ran: 'inlineScriptRan' in window, directive: await violation }
    })
    expect(inline).toEqual({ ran: false, directive: 'script-src-elem' })

    await page.goto('/support')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support')
    await waitForHydration(page)
    // The only problem reported is the blocked inline script.
    expect(problemsBesidesOffline(consoleLog).filter((problem) => !problem.includes('Content Security Policy'))).toEqual([])
  })

  test('a page never visited shows the offline page, which names it and lists what opens offline', async ({ page, context, consoleLog }) => {
    await page.goto('/')
    await waitForHydration(page)
    await waitForWorker(page)
    await expect.poll(() => cachedPaths(page, pagesCache)).toContain('/')
    // An error page is never kept: a 404 seen online is not what opens offline.
    expect((await page.goto('/no-such-page'))?.status()).toBe(404)
    await waitForHydration(page)
    expect(await cachedPaths(page, pagesCache)).not.toContain('/no-such-page')
    await context.setOffline(true)
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/offline\?from=%2Fno-such-page$/)
    await page.goto('/community')
    await expect(page).toHaveURL(/\/offline\?from=%2Fcommunity$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: '/community' })).toHaveAttribute('href', '/community')
    await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pages you opened recently' })).toBeVisible()
    await expect(page.locator('[data-saved-pages]').getByRole('link', { name: 'Seven Wells', exact: true })).toHaveAttribute('href', '/')
    expect(await axeViolations(page)).toEqual([])

    // A tampered address never becomes a link.
    for (const from of ['//evil.example/x', 'javascript:alert(1)', 'https://evil.example/']) {
      await page.goto(`/offline?from=${encodeURIComponent(from)}`)
      await waitForHydration(page)
      await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible()
      await expect(page.locator('a[href*="evil"], a[href^="javascript"]')).toHaveCount(0)
      await expect(page.getByText('When you have signal again')).toHaveCount(0)
    }
    expect(problemsBesidesOffline(consoleLog).filter((problem) => !problem.includes('404'))).toEqual([])
  })

  test('a saved week opens offline with its recipes and shopping list', async ({ page, context, consoleLog }) => {
    await page.goto(week)
    await waitForHydration(page)
    await waitForWorker(page)
    const save = page.getByRole('button', { name: 'Save this week for offline' })
    await save.click()
    await expect(page.locator('[data-save-offline] [role="status"]')).toHaveText(/^Saved on this device \(\d+\skB\)\. It opens without signal\.$/)
    // The same button became Remove, and keeps the keyboard focus.
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeFocused()
    expect(await cachedPaths(page, savedCache)).toEqual(expect.arrayContaining([week, '/_data/eat-well/meal-planning/week-1.json']))

    // Forget everything kept from browsing: what opens now is the saved copy.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.startsWith('seven-wells-run-')) await caches.delete(name)
    })
    await context.setOffline(true)
    await page.goto(week)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 1: Gentle Recovery')
    await page.getByRole('tab', { name: 'Featured Recipes' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Featured Recipes' }).getByRole('heading', { name: 'Creamy Banana Oatmeal' })).toBeVisible()
    await page.getByRole('tab', { name: 'Shopping List' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Shopping List' })).toContainText('Proteins')
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible()

    // The offline page lists it, with its size.
    await page.goto('/saved')
    await expect(page).toHaveURL(/\/offline\?from=%2Fsaved$/)
    const saved = page.locator('[data-saved-pages] li').filter({ hasText: 'Week 1: Gentle Recovery' })
    await expect(saved).toContainText(/Saved .+ · \d+\skB/)
    await expect(page.getByText(/^All saved pages take \d+\skB on this device\.$/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(problemsBesidesOffline(consoleLog)).toEqual([])
  })

  test('"Remove" empties the cache, and the page no longer opens offline', async ({ page, context, consoleLog }) => {
    await page.goto(week)
    await waitForHydration(page)
    await waitForWorker(page)
    await page.getByRole('button', { name: 'Save this week for offline' }).click()
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible()

    await page.goto('/saved')
    await waitForHydration(page)
    const item = page.locator('[data-saved-pages] li')
    await expect(item).toHaveCount(1)
    await expect(item.getByRole('link')).toHaveText('Week 1: Gentle Recovery')
    expect(await axeViolations(page)).toEqual([])
    await item.getByRole('button', { name: 'Remove from this device' }).click()
    await expect(page.locator('[data-saved-pages] [role="status"]')).toHaveText('Week 1: Gentle Recovery: Removed from this device.')
    await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Saved on this device' })).toBeFocused()
    expect(await page.evaluate((name) => caches.has(name), savedCache)).toBe(false)
    expect(await cachedPaths(page, pagesCache)).not.toContain(week)

    await context.setOffline(true)
    await page.goto(week)
    await expect(page).toHaveURL(/\/offline\?from=/)
    expect(problemsBesidesOffline(consoleLog)).toEqual([])
  })

  test('a failed or full save is reported, and nothing half-saved shows as saved', async ({ page, context, baseURL }) => {
    await page.goto(week)
    await waitForHydration(page)
    await waitForWorker(page)
    const status = page.locator('[data-save-offline] [role="status"]')

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Save this week for offline' }).click()
    await expect(status).toHaveText('The page could not be saved. Check your signal and try again. Nothing was saved.')
    await expect(page.getByRole('button', { name: 'Save this week for offline' })).toBeVisible()
    expect(await cachedPaths(page, savedCache)).not.toContain(week)

    await context.setOffline(false)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin, quotaSize: 100_000 })
    await page.getByRole('button', { name: 'Save this week for offline' }).click()
    await expect(status).toHaveText('There is no room left on this device. Nothing was saved.')
    expect(await cachedPaths(page, savedCache)).not.toContain(week)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Save this week for offline' })).toBeVisible()
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL ?? '').origin })
  })

  test('search works offline once its index has been loaded', async ({ page, context }) => {
    await page.goto('/')
    await waitForHydration(page)
    await waitForWorker(page)
    await page.goto('/search?q=soup')
    await waitForHydration(page)
    const count = page.getByRole('status').filter({ hasText: /pages? match/ })
    await expect(count).toBeVisible()
    const online = await count.textContent()
    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)
    await expect(count).toHaveText(online ?? '')
    await expect(page.getByText('Search is not working right now')).toHaveCount(0)
    await expect(page.locator('main li a[href^="/"]').first()).toBeVisible()
  })

  test("Shelby still checks a question for warning signs offline: the signs are part of the app shell, not fetched with its page", async ({ page, context }) => {
    await page.goto('/assist-well/shelby')
    await waitForHydration(page)
    await waitForWorker(page)
    // Never focused online: the worker's precache, not the question box, brought the signs.
    await context.setOffline(true)
    const question = page.getByLabel('What do you need help with?')
    await question.fill('she is bleeding and it wont stop')
    await question.press('Enter')
    const reply = page.locator('[data-entry]').last()
    await expect(reply.locator('[data-urgent]').first()).toHaveAttribute('data-urgent', 'bleeding')
    await expect(reply.locator('[data-urgent="unchecked"]')).toHaveCount(0)
  })

  test("Shelby answers offline a question it answered online: the worker kept the index, its vocabulary and every page's facts", async ({
    page,
    context,
  }) => {
    const askShelby = async (text: string) => {
      const question = page.getByLabel('What do you need help with?')
      await question.fill(text)
      await question.press('Enter')
      const reply = page.locator('[data-entry]').last()
      await expect(reply.locator('[data-answers]')).toBeVisible()
      await expect(reply.locator('[data-answers]')).toContainText('Last reviewed')
    }
    await page.goto('/assist-well/shelby')
    await waitForHydration(page)
    await waitForWorker(page)
    // Once the worker controls the page, what the running page fetches is kept: the parts of the index a question
    // reads, the vocabulary and the page facts.
    await page.reload()
    await waitForHydration(page)
    await askShelby('what can i eat when everything tastes like metal')
    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)
    await askShelby('what can i eat when everything tastes like metal')
  })

  test('the first load of a page gains only the small registration script', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/-[\w-]+\.js$/, '.js'))
    })
    await page.goto('/about', { waitUntil: 'networkidle' })
    await waitForWorker(page)
    // The boot script, then the app after the first paint (React, the libraries and the site's code, each evaluated
    // as a task of its own, and the bundler's small runtime module they share), then (when the browser is idle) the
    // registration and the two small modules it shares with the save button.
    expect(scripts.sort()).toEqual([
      '/assets/boot.js',
      '/assets/libraries.js',
      '/assets/main.js',
      '/assets/offline.js',
      '/assets/offline.js',
      '/assets/react.js',
      '/assets/register.js',
      '/assets/rolldown.js',
    ])
  })
})

/** A script's name in the second build: "main-68sClRwp.js" gives "main-second-68sClRwp.js" (before its hash). */
function secondName(file: string): string {
  const hashed = /^(.+-)([\w-]{8}\.js)$/.exec(file)
  return hashed ? `${hashed[1]}second-${hashed[2]}` : `second-${file}`
}

/**
 * A second deployment, made from the built site: the main script changes (as after a code change), the support
 * page has a new description, and the service worker is written again for it.
 *
 * As in a real build, where a script's name carries the hash of its content, every script whose content changes gets
 * a new name: the main script, every script that names a renamed one, and so on; scripts that do not change keep
 * their names. The browser's HTTP cache (immutable scripts), Workbox's precache and the saved pages' cache all rely
 * on that: a changed script kept under its old name would be served from those caches as the first build's, and its
 * imports would load the first build's main script beside the second's (two copies of the app's modules: the page's
 * blocks then throw and the page shows the error page instead of its tabs, sooner or later depending on timing).
 */
function secondBuild(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) })
  const assets = join(to, 'assets')
  const main = readdirSync(assets).find((file) => /^main-.*\.js$/.test(file))
  if (!main) throw new Error('no main script in the build')
  writeFileSync(join(assets, main), `${readFileSync(join(assets, main), 'utf8')}\n/* second build */\n`)
  // Rename changed scripts until no script names an old name of a renamed one (imports between chunks form cycles).
  const renamed = new Map<string, string>()
  let changed = [main]
  while (changed.length > 0) {
    for (const file of changed) renamed.set(file, secondName(file))
    changed = readdirSync(assets).filter((file) => {
      if (!file.endsWith('.js') || renamed.has(file)) return false
      const text = readFileSync(join(assets, file), 'utf8')
      return [...renamed.keys()].some((old) => text.includes(`/${old}`))
    })
  }
  for (const [old, name] of renamed) renameSync(join(assets, old), join(assets, name))
  const rewrite = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) rewrite(path)
      else if (/\.(html|js|json)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8')
        let next = text
        for (const [old, name] of renamed) next = next.replaceAll(`/${old}`, `/${name}`)
        if (next !== text) writeFileSync(path, next)
      }
    }
  }
  rewrite(to)
  const support = join(to, routeHtmlFile('/support'))
  writeFileSync(support, readFileSync(support, 'utf8').replace('<meta name="description" content="', '<meta name="description" content="(second build) '))
}

test.describe('a new deployment', () => {
  let work = ''
  let server: Server | undefined
  let serve: ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined
  let second: Server | undefined
  let first: Server | undefined
  const port = Number(process.env.E2E_PORT ?? 4310) + 100
  const origin = `http://localhost:${port}`

  test.beforeAll(async () => {
    const dist = resolve('dist')
    if (!existsSync(join(dist, 'sw.js'))) throw new Error('Build the site first (the web server does)')
    work = mkdtempSync(join(tmpdir(), 'offline-e2e-'))
    secondBuild(dist, join(work, 'second'))
    const loaded = loadManifest(resolve('site.json'))
    if (!loaded.ok) throw new Error('site.json does not load')
    await writeServiceWorker(loaded.manifest, join(work, 'second'))
    first = createSiteServer({ root: dist })
    second = createSiteServer({ root: join(work, 'second') })
    serve = (req, res) => first?.emit('request', req, res)
    server = createServer((req, res) => serve?.(req, res))
    await new Promise<void>((done) => server?.listen(port, done))
  })

  test.afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
    rmSync(work, { recursive: true, force: true })
  })

  test('replaces the pages kept offline, brings saved pages up to date, and an open old page offers a reload', async ({ page, context, consoleLog }) => {
    test.setTimeout(90_000)
    await page.goto(`${origin}${week}`)
    await waitForHydration(page)
    await waitForWorker(page)
    await page.getByRole('button', { name: 'Save this week for offline' }).click()
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible()
    await page.goto(`${origin}/community`)
    await page.goto(`${origin}/support`)
    await waitForHydration(page)
    await expect.poll(() => cachedPaths(page, pagesCache)).toEqual(expect.arrayContaining(['/community', '/support']))
    const oldScript = await page.locator('script[type="module"]').getAttribute('data-app')

    // Deploy the second build while the support page of the first is open.
    serve = (req, res) => second?.emit('request', req, res)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const note = page.locator('[data-update-note]')
    await expect(note).toContainText('Seven Wells has been updated.')
    await expect(note).toHaveAttribute('role', 'status')
    await note.getByRole('button', { name: 'Reload' }).click()
    await expect(page.locator('script[type="module"]')).toHaveAttribute('data-app', /main-second-/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /second build/)
    await waitForHydration(page)
    await expect(note).toHaveCount(0)
    const newScript = await page.locator('script[type="module"]').getAttribute('data-app')
    expect(newScript).not.toBe(oldScript)

    // Online, the list of saved pages brings the saved week up to date: saved again from the new build. The copy kept
    // under the week's address is the week page (its title), and it asks for the new script.
    await page.goto(`${origin}/saved`)
    await waitForHydration(page)
    await expect(page.locator('[data-saved-pages] li').filter({ hasText: 'Week 1: Gentle Recovery' })).toHaveCount(1)
    const savedWeek = () =>
      page.evaluate(async (url) => {
        const html = (await (await caches.match(url, { cacheName: 'seven-wells-saved' }))?.text()) ?? ''
        return `${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? 'no title'} asks for ${/ data-app="([^"]*)"/.exec(html)?.[1] ?? 'no script'}`
      }, `${origin}${week}`)
    await expect.poll(savedWeek, { timeout: 20_000 }).toBe(`Week 1: Gentle Recovery | Seven Wells asks for ${newScript}`)

    await context.setOffline(true)
    // A page kept from the first build is gone: the offline page instead.
    await page.goto(`${origin}/community`)
    await expect(page).toHaveURL(/\/offline\?from=%2Fcommunity$/)
    await page.goto(`${origin}/support`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /second build/)
    await page.goto(`${origin}${week}`)
    await waitForHydration(page)
    expect(await page.locator('script[type="module"]').getAttribute('data-app')).toBe(newScript)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 1: Gentle Recovery')
    await page.getByRole('tab', { name: 'Shopping List' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Shopping List' })).toContainText('Proteins')
    // Its save button came alive too (its block's script is the new build's), and still on the week page.
    await expect(page.getByRole('button', { name: 'Remove from this device' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 1: Gentle Recovery')
    // No page of either build failed to render (scripts of the two builds mixed in one page make the app throw).
    expect(problemsBesidesOffline(consoleLog)).toEqual([])
  })
})
