import jsQR from 'jsqr'
import type { Locator, Page, Request } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'
import { axeViolations, download, recordRequests, typeInto, vevents } from './tool-helpers.ts'

/** Nothing the reader typed reaches any server: no request (address, body or headers) holds it. */
function expectNothingSent(requests: readonly Request[], baseURL: string, secrets: readonly string[]): void {
  expect(requests.length).toBeGreaterThan(0)
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`
    expect(request.url().startsWith(baseURL), request.url()).toBe(true)
    expect(sent).not.toContain('nudges=')
    for (const secret of secrets) expect(sent).not.toContain(secret)
  }
}

/** The page's clock: Monday 2026-11-23. */
const today = new Date('2026-11-23T10:00:00')
const path = '/assist-well/smart-nudge'

async function openTool(page: Page, address = path): Promise<void> {
  await page.clock.setFixedTime(today)
  await page.goto(address)
  await waitForHydration(page)
}

/** Focuses a checkbox or radio button and presses Space. */
async function tick(control: Locator): Promise<void> {
  await control.focus()
  await control.press('Space')
}

/** Focuses a date or time field and types into it in the browser's order (US: 12022026, 0930AM). */
async function typeIntoPicker(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus()
  await page.keyboard.type(text)
}

async function submit(button: Locator): Promise<void> {
  await button.focus()
  await button.press('Enter')
}

/**
 * Draws the chart's QR code from its SVG (the viewBox and the path of dark modules, as printed) on a canvas in the
 * page, four pixels a module, and decodes the pixels with jsQR. (The page's Content Security Policy allows no data:
 * images, so the path is drawn, not the SVG loaded as a picture.)
 */
async function decodeQr(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate((svg) => {
    const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
    const path = svg.querySelector('path')?.getAttribute('d')
    if (!width || !path) return undefined
    const scale = 4
    const canvas = document.createElement('canvas')
    canvas.width = width * scale
    canvas.height = width * scale
    const context = canvas.getContext('2d')
    if (!context) return undefined
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.scale(scale, scale)
    context.fillStyle = '#000'
    context.fill(new Path2D(path))
    return { size: canvas.width, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) }
  })
  if (!pixels) return undefined
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data
}

test.describe('Smart Nudge', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a plan of 3 medicines (one in cycles), 2 appointments and 2 nudges, made by keyboard alone: calendar, chart with QR code, link in a fresh browser, backup; nothing reaches the server', async ({
    page,
    browser,
    baseURL,
    consoleLog,
  }) => {
    test.setTimeout(180_000)
    const requests = recordRequests(page.context())
    await openTool(page)
    const tool = page.locator('[data-smart-nudge]')
    await expect(tool.getByText('It is not artificial intelligence.', { exact: false })).toBeVisible()
    await expect(tool.getByText('Seven Wells never suggests a medicine, a dose or a change.', { exact: false })).toBeVisible()
    await expect(tool.getByText('A calendar reminder is not a safety alarm.', { exact: false }).first()).toBeVisible()

    // Your day: breakfast at 8:00.
    const day = page.locator('[data-day-section]')
    await typeIntoPicker(page, day.getByLabel('Breakfast'), '0800AM')

    // Three medicines, as typed.
    const medicineForm = page.locator('[data-medicine-form]')
    await typeInto(medicineForm.getByLabel('Medicine name'), 'Ondansetron 8 mg')
    await tick(medicineForm.getByLabel(/^With breakfast \(8:00/))
    await tick(medicineForm.getByLabel(/^At bedtime/))
    await tick(medicineForm.getByLabel('Take with food'))
    await submit(medicineForm.getByRole('button', { name: 'Add medicine' }))
    await expect(page.locator('[data-announcement]')).toContainText('Ondansetron 8 mg added.')

    await typeInto(medicineForm.getByLabel('Medicine name'), 'Antibiotic')
    await tick(medicineForm.getByLabel('Every few hours while awake'))
    await typeInto(medicineForm.getByLabel('Every how many hours?'), '8')
    await expect(medicineForm.getByText('7:00 AM and 3:00 PM', { exact: false })).toBeVisible()
    await submit(medicineForm.getByRole('button', { name: 'Add medicine' }))
    await expect(page.locator('[data-announcement]')).toContainText('Antibiotic added.')

    await typeInto(medicineForm.getByLabel('Medicine name'), 'Capecitabine')
    await tick(medicineForm.getByLabel('In cycles (some days on, some days off)'))
    await typeInto(medicineForm.getByLabel('Days on', { exact: true }), '14')
    await typeInto(medicineForm.getByLabel('Days in a cycle', { exact: true }), '21')
    await typeInto(medicineForm.getByLabel('Number of cycles', { exact: true }), '2')
    await tick(medicineForm.getByLabel(/^With breakfast/))
    await tick(medicineForm.getByLabel(/^With dinner/))
    await submit(medicineForm.getByRole('button', { name: 'Add medicine' }))
    await expect(page.locator('[data-announcement]')).toContainText('Capecitabine added.')
    const medicines = page.locator('[data-medicine]')
    await expect(medicines).toHaveCount(3)
    await expect(page.locator('[data-medicine="m3"]')).toContainText('Days 1 to 14 of each 21-day cycle, for 2 cycles')

    // Two appointments, one with questions from Shelby's visit guide.
    const appointmentForm = page.locator('[data-appointment-form]')
    await typeInto(appointmentForm.getByLabel('What is it?'), 'Visit with Dr. Lee')
    await typeIntoPicker(page, appointmentForm.getByLabel('Date', { exact: true }), '11262026')
    await typeIntoPicker(page, appointmentForm.getByLabel('Time', { exact: true }), '0930AM')
    await typeInto(appointmentForm.getByLabel('Place'), 'Cancer Center, 2nd floor')
    await typeInto(appointmentForm.getByLabel('What to bring'), 'Medicine list')
    const guide = appointmentForm.locator('[data-visit-questions] summary')
    await guide.focus()
    await guide.press('Enter')
    await tick(appointmentForm.getByLabel('What is the next step, and when is my next visit?'))
    await expect(appointmentForm.getByLabel('Questions to ask')).toHaveValue('What is the next step, and when is my next visit?')
    await submit(appointmentForm.getByRole('button', { name: 'Add appointment' }))
    await expect(page.locator('[data-announcement]')).toContainText('Visit with Dr. Lee added.')

    await typeInto(appointmentForm.getByLabel('What is it?'), 'Blood test')
    await typeIntoPicker(page, appointmentForm.getByLabel('Date', { exact: true }), '12102026')
    await typeIntoPicker(page, appointmentForm.getByLabel('Time', { exact: true }), '0745AM')
    await submit(appointmentForm.getByRole('button', { name: 'Add appointment' }))
    await expect(page.locator('[data-appointment]')).toHaveCount(2)

    // Two self-care nudges, and a chemotherapy day, which offers the temperature nudge for the higher-risk days.
    await tick(page.getByRole('checkbox', { name: 'Remind me Drink something' }))
    await tick(page.getByRole('checkbox', { name: 'Remind me Rinse your mouth' }))
    await expect(page.locator('[data-announcement]')).toContainText('Rinse your mouth added.')
    const treatmentForm = page.locator('[data-treatment-form]')
    await typeIntoPicker(page, treatmentForm.getByLabel('Date of the treatment'), '11252026')
    await submit(treatmentForm.getByRole('button', { name: 'Add chemotherapy day' }))
    const risk = page.locator('[data-risk-windows]')
    await expect(risk).toContainText('100.4°F (38°C)')
    await expect(risk).toContainText('higher risk from Wednesday, December 2 to Monday, December 7')
    await expect(risk.getByRole('checkbox', { name: 'Remind me Take your temperature' })).toBeVisible()

    // The quiet-hours flag comes before any export: the blood test's reminder two hours before is at 5:45 AM.
    await expect(page.locator('[data-quiet-flags]')).toContainText('The reminder for Blood test at 5:45 AM, two hours before')

    await expect(page.locator('[data-link-state="ready"]')).toHaveCount(1)
    const linkField = page.getByLabel('Link to this plan')
    await expect(linkField).toHaveValue(/\/assist-well\/smart-nudge#nudges=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/)
    await expect(page).toHaveURL(/#nudges=/)
    const planLink = await linkField.inputValue()
    expect(page.url()).toBe(planLink)

    // The calendar file: one series per medicine time (two per cycle), the appointments, the nudges; all with alarms.
    const calendar = await download(page, () => page.getByRole('button', { name: 'Download the calendar file' }).click())
    expect(calendar.name).toBe('my-reminders.ics')
    const events = vevents(calendar.text)
    expect(events.filter((event) => event.summary === 'Ondansetron 8 mg')).toHaveLength(2)
    expect(events.filter((event) => event.summary === 'Antibiotic')).toHaveLength(2)
    expect(events.filter((event) => event.summary === 'Capecitabine')).toHaveLength(4)
    expect(events.filter((event) => event.summary === 'Drink something')).toHaveLength(2)
    expect(events.filter((event) => event.summary === 'Rinse your mouth')).toHaveLength(4)
    const visit = events.find((event) => event.summary === 'Visit with Dr. Lee')
    expect(visit?.startDate.toString()).toBe('2026-11-26T09:30:00')
    expect(visit?.location).toBe('Cancer Center, 2nd floor')
    for (const event of events) expect(event.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0)
    expect(calendar.text).not.toMatch(/^DTSTART[^:\r\n]*:\d{8}T\d{6}Z/m)

    // The printed week chart: one row per medicine, one column per time, boxes to tick, and a QR code of the link.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-print-called', '')
    })
    await submit(page.getByRole('button', { name: 'Print the week chart' }))
    await expect(page.locator('html')).toHaveAttribute('data-print-called', '')
    await page.emulateMedia({ media: 'print' })
    const chart = page.locator('[data-nudge-chart]')
    await expect(chart).toBeVisible()
    await expect(page.locator('main')).toBeHidden()
    for (const id of ['m1', 'm2', 'm3']) await expect(chart.locator(`[data-chart-row="${id}"]`)).toHaveCount(1)
    for (const name of ['Ondansetron 8 mg', 'Antibiotic', 'Capecitabine']) await expect(chart).toContainText(name)
    const columns = await chart.locator('table').first().locator('[data-chart-time]').allTextContents()
    expect(columns).toEqual(['7:00 AM', '8:00 AM', '3:00 PM', '6:00 PM', '10:00 PM'])
    // The week of Monday 2026-11-23: the cycle started today, so Capecitabine is due every day at breakfast.
    await expect(chart.locator('[data-chart-row="m3"] [data-due]')).toHaveCount(14)
    await expect(chart).toContainText('Visit with Dr. Lee')
    const qr = chart.getByRole('img', { name: 'QR code of the link to this plan' })
    await expect(qr).toBeVisible()
    expect(await decodeQr(qr)).toBe(planLink)
    expect(await axeViolations(page)).toEqual([])
    await page.emulateMedia({ media: 'screen' })

    // The backup file holds the same plan.
    const backup = await download(page, () => page.getByRole('button', { name: 'Download a backup file' }).click())
    expect(JSON.parse(backup.text)).toMatchObject({ kind: 'nudges', v: 1, data: { medicines: [{ name: 'Ondansetron 8 mg' }, { name: 'Antibiotic' }, { name: 'Capecitabine' }] } })

    // The link opens the same plan in a fresh browser, which is accessible at 320 and 1280 px.
    const fresh = await browser.newContext({ viewport: { width: 320, height: 800 } })
    const freshRequests = recordRequests(fresh)
    const other = await fresh.newPage()
    await openTool(other, planLink)
    await expect(other.locator('[data-medicine]')).toHaveCount(3)
    await expect(other.locator('[data-appointment]')).toHaveCount(2)
    await expect(other.getByRole('checkbox', { name: 'Remind me Rinse your mouth' })).toBeChecked()
    await expect(other.locator('[data-day-section]').getByLabel('Breakfast', { exact: true })).toHaveValue('08:00')
    expect(await axeViolations(other)).toEqual([])
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await other.setViewportSize({ width: 1280, height: 900 })
    expect(await axeViolations(other)).toEqual([])

    // A tampered link is refused plainly, and the plan on screen stays, with its own link in the address.
    const fragment = new URL(planLink).hash.slice(1)
    const at = fragment.length - 20
    const tampered = `${fragment.slice(0, at)}${fragment[at] === 'A' ? 'B' : 'A'}${fragment.slice(at + 1)}`
    await other.evaluate((hash) => (window.location.hash = hash), tampered)
    await expect(other.getByRole('alert').filter({ hasText: 'has been changed or damaged' })).toBeVisible()
    await expect(other.locator('[data-medicine]')).toHaveCount(3)
    await expect(other).toHaveURL(planLink)
    await fresh.close()

    const secrets = ['Ondansetron', 'Antibiotic', 'Capecitabine', 'Dr. Lee', 'Cancer Center', 'Medicine list']
    expectNothingSent(requests, baseURL ?? '', secrets)
    expectNothingSent(freshRequests, baseURL ?? '', secrets)
    expect(consoleLog.problems).toEqual([])
  })

  test('cut-off, foreign and newer links and files leave the page as it was, with a plain message', async ({ page, consoleLog }) => {
    test.setTimeout(120_000)
    await openTool(page)
    for (const [hash, message] of [
      ['nudges=AAAA', 'looks cut off'],
      [`nudges=${'A'.repeat(40_000)}.abcdef`, 'too long to be a Seven Wells link'],
      ['care-plan=abc.defghi', 'a different kind of link'],
    ] as const) {
      await page.evaluate((next) => (window.location.hash = next), hash)
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    }
    const file = page.getByLabel('Open a backup file')
    await file.setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ kind: 'nudges', v: 9, data: {} })) })
    await expect(page.getByRole('alert').filter({ hasText: 'made by a newer version' })).toBeVisible()
    await file.setInputFiles({ name: 'list.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ kind: 'registry', v: 1, data: {} })) })
    await expect(page.getByRole('alert').filter({ hasText: 'a different kind of link' })).toBeVisible()
    await expect(page.locator('[data-medicine]')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await axeViolations(page)).toEqual([])
    expect(consoleLog.problems).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('says it needs it, with the safety lines still there', async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('[data-smart-nudge] p').filter({ hasText: 'Smart Nudge needs JavaScript' })).toBeVisible()
      await expect(page.getByText('A calendar reminder is not a safety alarm.', { exact: false }).first()).toBeVisible()
      await expect(page.locator('[data-medicine-form]')).toBeHidden()
    })
  })

  test('the Assist Well card leads here, and nothing on the site says "Coming soon"', async ({ page }) => {
    await page.goto('/assist-well')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Learn More' }).last().click()
    await expect(page).toHaveURL(/\/assist-well\/smart-nudge$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Nudge Reminders')
    for (const route of ['/assist-well', '/about', '/assist-well/how-shelby-works']) {
      await page.goto(route)
      await expect(page.locator('main')).not.toContainText(/coming soon|still being built/i)
    }
  })
})
