import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const order of [['p','n','s','d'],['n','p','s','d'],['s','p','n','d'], ['d','s','p','n']]) {
const page = await browser.newPage()
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await page.goto('http://localhost:4311/offline')
console.log(order.join(''), await page.evaluate((order) => { const out = []; for (const o of order) { const t = performance.now(); if (o==='p') new Intl.PluralRules('en').select(3); if (o==='n') new Intl.NumberFormat('en').format(3); if (o==='s') (3).toLocaleString('en'); if (o==='d') new Intl.DateTimeFormat('en',{year:'numeric',month:'long',day:'numeric',timeZone:'UTC'}).format(new Date()); out.push(o+':'+(performance.now()-t).toFixed(1)) } return out.join(' ') }, order))
await page.close() }
await browser.close()
