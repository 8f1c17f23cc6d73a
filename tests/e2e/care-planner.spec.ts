import type { Page, Request } from '@playwright/test'
import type ICAL from 'ical.js'
import { encodeLink } from '../../src/tools/shared/link-codec.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { axeViolations, download, recordRequests, typeInto, vevents } from './tool-helpers.ts'

function expectNoPlanData(requests: readonly Request[], baseURL: string, secrets: readonly string[]): void {
  expect(requests.length).toBeGreaterThan(0)
  for (const request of requests) {
    const sent = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`
    expect(request.url().startsWith(baseURL), request.url()).toBe(true)
    expect(sent).not.toMatch(/plan=|reply=/)
    for (const secret of secrets) expect(sent).not.toContain(secret)
  }
}

/** Tuesday 2026-12-01 and the days after it; the page's clock is fixed at Monday 2026-11-23. */
const today = new Date('2026-11-23T10:00:00')

async function openPlanner(page: Page, path = '/do-well/planner'): Promise<void> {
  await page.clock.setFixedTime(today)
  await page.goto(path)
  await waitForHydration(page)
}

interface TaskInput {
  /** How many times to press ArrowDown in the "Kind of help" list from its first entry. */
  typeSteps: number
  title: string
  /** Typed into the date field in the browser's order (US: month, day, year). */
  date: string
  time?: { at: string } | { between: [string, string] }
  repeat?: { every: 'day' | 'week'; interval?: number; count: number }
  infusion?: boolean
}

/** Adds a task with the keyboard only: focus, type, arrow keys, Space and Enter. */
async function addTaskByKeyboard(page: Page, task: TaskInput): Promise<void> {
  const form = page.locator('[data-task-form]')
  const kind = form.getByLabel('Kind of help')
  await kind.focus()
  await kind.press('Home')
  for (let step = 0; step < task.typeSteps; step++) await kind.press('ArrowDown')
  await typeInto(form.getByLabel('Name (you can leave it empty)'), task.title)
  await form.getByLabel('Date', { exact: true }).focus()
  await page.keyboard.type(task.date)
  if (task.time) {
    const mode = 'at' in task.time ? 'At a set time' : 'Between two times'
    await form.getByLabel(mode).focus()
    await page.keyboard.press('Space')
    const [start, end] = 'at' in task.time ? [task.time.at] : task.time.between
    await form.getByLabel('Start time').focus()
    await page.keyboard.type(start)
    if (end) {
      await form.getByLabel('End time').focus()
      await page.keyboard.type(end)
    }
  }
  if (task.repeat) {
    await form.getByLabel(task.repeat.every === 'day' ? 'Every day, or every few days' : 'Every week, or every few weeks').focus()
    await page.keyboard.press('Space')
    if (task.repeat.interval) await typeInto(form.getByLabel(/Every how many/), String(task.repeat.interval))
    await typeInto(form.getByLabel('How many times'), String(task.repeat.count))
  }
  if (task.infusion) {
    await form.getByLabel('This is a chemotherapy (infusion) day').focus()
    await page.keyboard.press('Space')
  }
  await form.getByRole('button', { name: 'Add task' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-announcement]')).toContainText(`"${task.title}" was added.`)
}

test.describe('the care planner', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a friend plans by keyboard, a helper claims two slots, the organizer merges the reply, downloads the calendar and prints the sheet; nothing reaches the server', async ({
    page,
    browser,
    baseURL,
    consoleLog,
  }) => {
    test.setTimeout(90_000)
    const organizerRequests = recordRequests(page.context())
    await openPlanner(page)

    // Three weeks of dinners and rides around an every-other-Tuesday infusion.
    await addTaskByKeyboard(page, { typeSteps: 2, title: 'Infusion', date: '12012026', time: { at: '0900AM' }, repeat: { every: 'week', interval: 2, count: 2 }, infusion: true })
    await addTaskByKeyboard(page, { typeSteps: 0, title: 'Dinner', date: '12012026', time: { between: ['0500PM', '0600PM'] }, repeat: { every: 'day', count: 21 } })
    await addTaskByKeyboard(page, { typeSteps: 1, title: 'Ride to the clinic', date: '12012026', time: { at: '0815AM' }, repeat: { every: 'week', interval: 2, count: 2 } })
    await typeInto(page.getByLabel('Who is the help for?'), 'Maria')
    await typeInto(page.getByLabel('Allergies'), 'No nuts <b>at all</b>')
    await typeInto(page.getByLabel('Address', { exact: true }), '12 Elm Street')
    await expect(page.getByText('Anyone with the plan link can read the address.')).toBeVisible()

    const view = page.locator('[data-plan-view]')
    await expect(view.getByRole('heading', { name: 'Help for Maria' })).toBeVisible()
    await expect(view.locator('[data-plan-notes]')).toContainText('No nuts <b>at all</b>')
    await expect(view.locator('[data-plan-notes] b')).toHaveCount(0)
    await expect(view.locator('[data-fever-warning]')).toContainText('100.4°F (38°C)')
    await expect(view.locator('[data-fever-warning] a')).toHaveAttribute('href', 'https://www.cdc.gov/cancer/features/preventing-infections.html')
    await expect(view.locator('[data-date="2026-12-08"]')).toContainText('Higher infection risk')
    await expect(view.locator('[data-date="2026-12-08"]')).toContainText('Try a no-contact drop-off today.')
    await expect(view.locator('[data-date="2026-12-07"]')).not.toContainText('Higher infection risk')
    await expect(view.locator('[data-slot]')).toHaveCount(2 + 21 + 2)
    expect(await axeViolations(page)).toEqual([])

    const planLink = await page.getByLabel('Link for helpers').inputValue()
    expect(planLink).toMatch(/\/do-well\/planner#care-plan=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(page.url()).toBe(planLink)
    const viewLink = await page.getByLabel('View-only link, without notes or address').inputValue()

    // A helper opens the link in a fresh browser and takes a dinner and a ride.
    const helperContext = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const helperRequests = recordRequests(helperContext)
    const helper = await helperContext.newPage()
    await helper.clock.setFixedTime(today)
    await helper.goto(planLink)
    await waitForHydration(helper)
    await expect(helper.getByRole('heading', { name: 'Sign up to help' })).toBeVisible()
    await expect(helper.locator('[data-organizer]')).not.toHaveAttribute('open', '')
    await typeInto(helper.getByLabel('Your first name'), 'Ana')
    await helper.getByRole('checkbox', { name: 'I will do this (Dinner, Tuesday, December 8)' }).focus()
    await helper.keyboard.press('Space')
    await typeInto(helper.getByLabel('What will you bring?'), 'Lentil soup')
    await helper.getByRole('checkbox', { name: 'I will do this (Ride to the clinic, Tuesday, December 15)' }).focus()
    await helper.keyboard.press('Space')
    await helper.getByRole('button', { name: 'Make my reply link' }).focus()
    await helper.keyboard.press('Enter')
    await expect(helper.locator('[data-reply-output]')).toContainText('You picked 2 tasks.')
    await expect(helper.locator('[data-reply-output]')).toContainText('Google Calendar ignores the reminders')
    expect(await axeViolations(helper)).toEqual([])
    const replyLink = await helper.getByLabel('Your reply link').inputValue()
    expect(replyLink).toMatch(/#care-reply=/)
    expect(replyLink.length).toBeLessThan(planLink.length)

    const mine = await download(helper, () => helper.getByRole('button', { name: 'Add my tasks to my calendar (.ics)' }).click())
    expect(mine.name).toBe('my-care-tasks.ics')
    const helperEvents = vevents(mine.text)
    expect(helperEvents.map((event) => event.summary)).toEqual(['Dinner for Maria', 'Ride to the clinic for Maria'])
    expect(helperEvents.map((event) => event.startDate.toString())).toEqual(['2026-12-08T17:00:00', '2026-12-15T08:15:00'])
    expect(helperEvents[0].description).toContain('Lentil soup')
    expect(helperEvents[0].location).toBe('12 Elm Street')

    // A second helper, Ben, opens the same link and takes the same dinner.
    const ben = await helperContext.newPage()
    await ben.clock.setFixedTime(today)
    await ben.goto(planLink)
    await waitForHydration(ben)
    await typeInto(ben.getByLabel('Your first name'), 'Ben')
    await ben.getByRole('checkbox', { name: 'I will do this (Dinner, Tuesday, December 8)' }).check()
    await ben.getByRole('button', { name: 'Make my reply link' }).click()
    const benReply = await ben.getByLabel('Your reply link').inputValue()

    // The organizer adds the replies: Ana's twice (nothing changes the second time), then Ben's (a clash).
    const replies = page.locator('[data-reply-messages]')
    await page.getByLabel('Paste reply links').fill(replyLink)
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(replies).toContainText('Added 2 tasks for Ana.')
    await expect(replies).toContainText('The plan changed. Send the new link to helpers')
    await expect(page.locator('[data-slot="t2.2026-12-08"]')).toContainText('Taken by Ana: Lentil soup')
    await expect(page.locator('[data-dish-list]')).toContainText('Lentil soup (Ana)')
    await page.getByLabel('Paste reply links').fill(replyLink)
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(replies).toContainText("Ana's reply was already in the plan. Nothing changed.")
    await page.getByLabel('Paste reply links').fill(benReply)
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(replies).toContainText('Ana and Ben both took Tuesday, December 8 (Dinner). Ana has it for now. Please talk with Ben.')
    await expect(page.locator('[data-helpers] li')).toHaveCount(2)
    expect(await axeViolations(page)).toEqual([])
    const newLink = await page.getByLabel('Link for helpers').inputValue()
    expect(newLink).not.toBe(planLink)

    // The whole plan as a calendar file.
    const whole = await download(page, () => page.getByRole('button', { name: 'Download the calendar file (.ics)' }).click())
    expect(whole.name).toBe('care-plan.ics')
    const [infusion, dinner, ride] = vevents(whole.text)
    expect(infusion.summary).toBe('Infusion for Maria')
    const infusionRule = infusion.component.getFirstPropertyValue('rrule') as ICAL.Recur
    expect([infusionRule.freq, infusionRule.interval, infusionRule.count, infusionRule.parts.BYDAY]).toEqual(['WEEKLY', 2, 2, ['TU']])
    const dinnerRule = dinner.component.getFirstPropertyValue('rrule') as ICAL.Recur
    expect([dinnerRule.freq, dinnerRule.interval, dinnerRule.count]).toEqual(['DAILY', 1, 21])
    expect(dinner.startDate.toString()).toBe('2026-12-01T17:00:00')
    expect(dinner.description).toContain('Ana (Lentil soup)')
    expect(ride.uid).toMatch(/-t3@sevenwells$/)
    expect(whole.text).toMatch(/TRIGGER:-P1D\r\n/)
    expect(whole.text).toMatch(/TRIGGER:-PT2H\r\n/)
    await expect(page.locator('[data-exports]')).toContainText('Google Calendar ignores the reminders in files you import.')

    // The printed sign-up sheet: only the sheet is on paper, with names, blank lines, tips and the QR code.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-print-called', '')
    })
    await page.getByRole('button', { name: 'Print the sign-up sheet' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-print-called', '')
    await page.emulateMedia({ media: 'print' })
    const sheet = page.locator('[data-care-sheet]')
    await expect(sheet).toBeVisible()
    await expect(page.locator('main')).toBeHidden()
    await expect(sheet.locator('h2')).toHaveText('Help for Maria')
    await expect(sheet.locator('[data-sheet-row="t2.2026-12-08"]')).toContainText('Ana')
    await expect(sheet.locator('[data-sheet-row="t2.2026-12-08"]')).toContainText('Lentil soup')
    await expect(sheet.locator('[data-sheet-row="t2.2026-12-09"] td.blank')).toHaveCount(2)
    await expect(sheet).toContainText('Keep food safe')
    await expect(sheet).toContainText('100.4°F (38°C)')
    await expect(sheet).not.toContainText('12 Elm Street')
    await expect(sheet.getByRole('img', { name: 'QR code of the plan link' })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    // The view-only link: dates and names, no notes, no address, no sign-up.
    const viewer = await helperContext.newPage()
    await viewer.clock.setFixedTime(today)
    await viewer.goto(viewLink)
    await waitForHydration(viewer)
    await expect(viewer.getByText('This is a view-only copy of the plan.')).toBeVisible()
    await expect(viewer.locator('main')).not.toContainText('12 Elm Street')
    await expect(viewer.locator('main')).not.toContainText('No nuts')
    await expect(viewer.getByRole('checkbox', { name: /I will do this/ })).toHaveCount(0)
    expect(await axeViolations(viewer)).toEqual([])

    const secrets = ['Maria', 'Elm Street', 'Lentil', 'Ana']
    expectNoPlanData(organizerRequests, baseURL ?? '', secrets)
    expectNoPlanData(helperRequests, baseURL ?? '', secrets)
    expect(consoleLog.problems).toEqual([])
    await helperContext.close()
  })

  test('tampered, cut-off, oversized and foreign links and files leave the plan on screen as it was', async ({ page, consoleLog }) => {
    const plan = {
      id: 'plan-test-0001',
      revision: 3,
      updated: '2026-11-23',
      for: 'Sam',
      tasks: [{ id: 't1', type: 'meal', title: 'Dinner', date: '2026-12-01', repeat: { freq: 'daily', interval: 1, count: 3 } }],
      claims: [],
    }
    const link = await encodeLink('care-plan', 1, plan)
    await openPlanner(page, `/do-well/meal-train#${link.slice(0, -8)}`)
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing has changed.' })).toBeVisible()
    await expect(page.locator('[data-plan-view]')).toHaveCount(0)

    await page.evaluate((hash) => (window.location.hash = hash), link)
    await expect(page.locator('[data-plan-view]').getByRole('heading', { name: 'Help for Sam' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing has changed.' })).toHaveCount(0)

    const cases: [string, string][] = [
      [`${link.slice(0, 12)}x${link.slice(13)}`, 'That link or file has been changed or damaged'],
      [`care-plan=${'A'.repeat(100_000)}.abcdef`, 'That is too long to be a Seven Wells link.'],
      [await encodeLink('care-plan', 2, plan), 'That was made by a newer version of Seven Wells.'],
      [await encodeLink('care-plan', 1, { ...plan, tasks: [{ ...plan.tasks[0], date: '2026-02-30' }] }), 'Some of what is in it is not valid'],
    ]
    for (const [hash, message] of cases) {
      await page.evaluate((next) => (window.location.hash = next), hash)
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
      await expect(page.locator('[data-plan-view]').getByRole('heading', { name: 'Help for Sam' })).toBeVisible()
    }
    expect(await axeViolations(page)).toEqual([])

    await page.getByText('Change the plan, add replies, share and print').click()
    const replyBox = page.getByLabel('Paste reply links')
    await replyBox.fill(`https://sevenwells.org/do-well#${await encodeLink('care-reply', 1, { plan: 'another-plan-x', by: 'Ana', claims: [{ item: 't1.2026-12-01' }] })}`)
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(page.locator('[data-reply-messages]')).toContainText('That reply is for a different plan')
    await replyBox.fill(link)
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(page.locator('[data-reply-messages]')).toContainText('That is a plan link, not a reply.')
    await replyBox.fill('https://example.org/some/page')
    await page.getByRole('button', { name: 'Add replies' }).click()
    await expect(page.locator('[data-reply-messages]')).toContainText('That does not look like a Seven Wells link or file.')

    const fileInput = page.locator('[data-exports] [data-import-file]')
    await fileInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"gifts","v":1,"data":{}}') })
    await expect(page.locator('[data-exports]')).toContainText('That is a different kind of link')
    await fileInput.setInputFiles({ name: 'newer.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ kind: 'care-plan', v: 9, data: plan })) })
    await expect(page.locator('[data-exports]')).toContainText('made by a newer version')
    await fileInput.setInputFiles({ name: 'photo.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') })
    await expect(page.locator('[data-exports]')).toContainText('does not look like a Seven Wells link or file')
    await expect(page.locator('[data-plan-view]').getByRole('heading', { name: 'Help for Sam' })).toBeVisible()

    await page.setViewportSize({ width: 320, height: 800 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(consoleLog.problems).toEqual([])
  })

  test('sensible messages for past dates, endless repeats and an empty plan', async ({ page, consoleLog }) => {
    await openPlanner(page, '/do-well/care-calendar')
    await expect(page.getByText('Add at least one task first.')).toBeVisible()
    const form = page.locator('[data-task-form]')
    await form.getByRole('button', { name: 'Add task' }).click()
    await expect(form.getByRole('alert')).toContainText('Choose a date.')
    await form.getByLabel('Date', { exact: true }).fill('2026-11-02')
    await form.getByRole('button', { name: 'Add task' }).click()
    await expect(form.getByRole('alert')).toContainText('All of these dates have passed.')
    await form.getByLabel('Every day, or every few days').check()
    await form.getByLabel('On a date').check()
    await form.getByLabel('Last date').fill('2028-12-31')
    await form.getByRole('button', { name: 'Add task' }).click()
    await expect(form.getByRole('alert')).toContainText('That repeat makes more than 500 dates.')
    expect(await axeViolations(page)).toEqual([])
    await form.getByLabel('Last date').fill('2026-11-30')
    await form.getByRole('button', { name: 'Add task' }).click()
    await expect(page.locator('[data-announcement]')).toContainText('Some of these dates have passed.')
    await expect(page.locator('[data-slot="t1.2026-11-02"]')).toContainText('Past')
    await expect(page.locator('[data-slot="t1.2026-11-23"]')).toContainText('Open')
    // The care calendar page lists its own task types first.
    await expect(form.getByLabel('Kind of help').locator('option').first()).toHaveText('Ride to treatment')
    expect(consoleLog.problems).toEqual([])
  })

  test('a copy kept on this device takes a reply link straight in, and can be deleted', async ({ page, consoleLog }) => {
    const plan = {
      id: 'plan-test-0002',
      revision: 1,
      updated: '2026-11-23',
      tasks: [{ id: 't1', type: 'groceries', date: '2026-12-02' }],
      claims: [],
    }
    await openPlanner(page, `/do-well/errands#${await encodeLink('care-plan', 1, plan)}`)
    await page.getByText('Change the plan, add replies, share and print').click()
    await page.getByLabel('Keep a copy on this device').check()
    await expect(page.getByText('A copy is kept on this device.')).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('sevenwells:care-plan'))).toMatch(/^care-plan=/)

    const reply = await encodeLink('care-reply', 1, { plan: plan.id, by: 'Cy', claims: [{ item: 't1.2026-12-02' }] })
    await page.goto(`/do-well/errands#${reply}`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'A reply from Cy' })).toBeVisible()
    await page.getByRole('button', { name: 'Add it to the plan kept on this device' }).click()
    await expect(page.getByText('Added 1 task for Cy.')).toBeVisible()
    await expect(page.locator('[data-slot="t1.2026-12-02"]')).toContainText('Taken by Cy')
    expect(page.url()).toMatch(/#care-plan=/)
    expect(await axeViolations(page)).toEqual([])

    await page.getByText('Change the plan, add replies, share and print').click()
    await page.getByRole('button', { name: 'Delete from this device' }).click()
    expect(await page.evaluate(() => window.localStorage.getItem('sevenwells:care-plan'))).toBeNull()
    expect(consoleLog.problems).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the planner says it needs it, and the tips still show', async ({ page }) => {
      await page.goto('/do-well/meal-train')
      await expect(page.locator('[data-care-planner] p').filter({ hasText: 'The planner needs JavaScript' })).toBeVisible()
      await expect(page.locator('[data-task-form]')).toBeHidden()
      await expect(page.getByRole('heading', { name: 'Keep food safe when immunity is low' })).toBeVisible()
    })
  })

  test('the Do Well tiles and "Start Building Support" open the planner pages, with nothing left "Coming soon"', async ({ page }) => {
    await page.goto('/do-well')
    await waitForHydration(page)
    await expect(page.getByText(/coming soon/i)).toHaveCount(0)
    for (const [title, path] of [
      ['Meal Train & Deliveries', '/do-well/meal-train'],
      ['Shared Care Calendar', '/do-well/care-calendar'],
      ['Caregiver Tools', '/do-well/caregiver-tools'],
      ['Errands & Everyday Help', '/do-well/errands'],
      ['Kids & Carpool', '/do-well/kids-carpool'],
    ]) {
      await expect(page.locator('article, li').filter({ has: page.getByRole('heading', { name: title }) }).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', path)
    }
    await page.getByRole('link', { name: 'Start Building Support' }).click()
    await expect(page).toHaveURL(/\/do-well\/planner$/)
    await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible()
  })
})
