import { chromium } from 'playwright-core'
const [url, out, width] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 1280)]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width, height: 900 } })
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message))
await page.goto(url)
await page.waitForTimeout(2500)
console.log('hydrated', await page.locator('html').getAttribute('data-hydrated'))
await page.screenshot({ path: out, fullPage: true })
await browser.close()
