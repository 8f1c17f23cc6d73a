import { chromium } from 'playwright-core'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const { profile } = await cdp.send('Profiler.stop')
const byId = new Map(profile.nodes.map(n => [n.id, n]))
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const name = (n) => `${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
// runs of JS samples (not idle/program/gc) longer than 40 ms
let t = profile.startTime; const runs = []; let cur = null
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; const n = byId.get(id); const busy = !['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName) || n.callFrame.functionName === '(garbage collector)'
  if (busy) { if (!cur) { cur = { start: t, samples: [] }; runs.push(cur) } cur.samples.push([id, profile.timeDeltas[i + 1] ?? 0]); cur.end = t } else if (n.callFrame.functionName === '(idle)') cur = null })
for (const r of runs.filter(r => r.end - r.start > 40000)) {
  const incl = new Map()
  for (const [id, d] of r.samples) { const seen = new Set(); let x = id; while (x) { const k = name(byId.get(x)); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + d / 1000); seen.add(k) } x = parent.get(x) } }
  console.log(`run ${((r.end - r.start) / 1000).toFixed(0)} ms`)
  console.log([...incl].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `  ${v.toFixed(0).padStart(5)} ${k}`).join('\n'))
}
await browser.close()
