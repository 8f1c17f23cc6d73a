import { chromium } from 'playwright-core'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] })
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const buf = await browser.stopTracing()
const events = JSON.parse(buf.toString()).traceEvents
const main = events.filter(e => e.name === 'RunTask' && e.dur > 50000 && e.ph === 'X')
const tids = new Set(main.map(e => e.tid))
for (const t of main) {
  const inside = events.filter(e => e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t)
  const sums = new Map()
  for (const e of inside) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000)
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')
  const scripts = inside.filter(e => e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.compile').map(e => (e.args?.data?.url ?? '').split('/').pop() + ':' + (e.dur/1000).toFixed(0)).slice(0, 6).join(' ')
  console.log(`task ${(t.dur / 1000).toFixed(0)} ms: ${top}\n   ${scripts}`)
}
await browser.close()
