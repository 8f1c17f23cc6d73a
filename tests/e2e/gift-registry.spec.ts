import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const path = '/wishing-well/registry'
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Words that only the list holds: if one shows up in a request, list data left the browser. */
const privateWords = ['Sams-list-e2e', 'Slippers with a firm sole', 'no flowers on the ward', 'Women 8']

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** Records every request a page makes (address and body), and every console problem, for later checks. */
function watch(page: Page, requests: string[], problems: string[]): void {
  page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
}

async function freshPage(browser: Browser, requests: string[], problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  watch(page, requests, problems)
  return { context, page }
}

async function openCategory(page: Page, category: string): Promise<void> {
  const group = page.locator(`details[data-category="${category}"]`)
  if (!(await group.evaluate((element) => (element as HTMLDetailsElement).open))) await group.locator(':scope > summary').click()
}

/** Waits until the owner's links hold the list on screen (they follow changes after a short pause). */
async function linksReady(page: Page): Promise<void> {
  await expect(page.locator('[data-links]')).toHaveAttribute('data-links', 'ready')
  await expect.poll(async () => page.getByLabel('Your own link').inputValue()).toBe(page.url())
}

/** Starts a list named `name` on a fresh registry page and waits for its links. */
async function startList(page: Page, name: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByLabel('Name of your list').fill(name)
  await page.getByRole('button', { name: 'Start my list' }).click()
  await expect(page.getByRole('heading', { name: 'Your list', exact: true, level: 2 })).toBeFocused()
  await expect(page).toHaveURL(/#registry=/)
}

/** A giver opens the list, picks `item`, gives their name and returns the reply link. */
async function claim(page: Page, giverLink: string, item: string, name: string): Promise<string> {
  await page.goto(giverLink)
  await waitForHydration(page)
  await page.getByRole('button', { name: `I’ll bring this: ${item}` }).click()
  await page.getByLabel('Your first name').fill(name)
  await page.getByRole('button', { name: 'Make my reply link' }).click()
  const reply = await page.getByLabel('Your reply link').inputValue()
  expect(reply).toMatch(/#gift-reply=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
  return reply
}

test('pick, add, share, claim from two fresh browsers, merge with a clash, print: no list data in any request, axe clean', async ({
  page,
  browser,
  consoleLog,
}) => {
  test.setTimeout(150_000)
  const requests: string[] = []
  const problems: string[] = []
  watch(page, requests, problems)

  await page.goto(path)
  await waitForHydration(page)
  expect(await axeViolations(page)).toEqual([])
  await startList(page, 'Sams-list-e2e')
  expect(await axeViolations(page)).toEqual([])

  // Pick ideas from two categories, and add an own item.
  await openCategory(page, 'essentials')
  await page.getByRole('button', { name: 'Add to my list: Unscented lotion' }).click()
  await expect(page.locator('[data-idea="unscented-lotion"]')).toContainText('On your list')
  await openCategory(page, 'thoughtful-gestures')
  await page.getByRole('button', { name: 'Add to my list: Rides to treatment' }).click()
  await page.getByRole('button', { name: 'Add to my list: A gift to the American Cancer Society' }).click()
  const ownForm = page.locator('form', { has: page.getByLabel('What is it?') })
  await ownForm.getByRole('button', { name: 'Add to my list' }).click()
  await expect(ownForm.getByText('Please give the item a name.')).toBeVisible()
  await page.getByLabel('What is it?').fill('Slippers with a firm sole')
  await page.getByLabel('Size (optional)').fill('Women 8')
  await page.getByLabel('No scent, please').check()
  await page.getByLabel('Link to an example (optional)').fill('javascript:alert(1)')
  await ownForm.getByRole('button', { name: 'Add to my list' }).click()
  await expect(ownForm.getByText('This does not look like a web link.')).toBeVisible()
  await page.getByLabel('Link to an example (optional)').fill('https://example.org/slippers')
  await ownForm.getByRole('button', { name: 'Add to my list' }).click()
  await expect(ownForm.getByRole('status')).toContainText('Slippers with a firm sole is on your list.')
  await page.getByLabel('Your note').fill('Please, no flowers on the ward.')
  await expect(page.getByRole('status').filter({ hasText: 'things on your list' })).toHaveText('4 things on your list')
  // The gift of time links to the planner; the gift to an organization to its website.
  const rides = page.locator('[data-item="rides-to-treatment"]')
  await expect(rides.getByRole('link', { name: 'Plan it in the care planner' })).toHaveAttribute('href', '/do-well')
  await expect(
    page.locator('[data-item="gift-to-american-cancer-society"]').getByRole('link', { name: 'Visit American Cancer Society' }),
  ).toHaveAttribute('href', 'https://www.cancer.org/')
  expect(await axeViolations(page)).toEqual([])

  await linksReady(page)
  const giverLink = await page.getByLabel('Link for givers').inputValue()
  expect(giverLink).not.toBe(page.url())

  // Two friends open the givers' link in browsers of their own and claim different things; a third clashes.
  const ana = await freshPage(browser, requests, problems)
  await ana.page.goto(giverLink)
  await waitForHydration(ana.page)
  await expect(ana.page.getByRole('heading', { name: 'Sams-list-e2e', level: 2 })).toBeVisible()
  const screen = ana.page.locator('[data-screen-only]')
  await expect(screen.getByText('Please, no flowers on the ward.')).toBeVisible()
  await expect(screen.getByText('Size: Women 8')).toBeVisible()
  await expect(ana.page.getByRole('button', { name: 'Make my reply link' })).toHaveCount(0)
  expect(await axeViolations(ana.page)).toEqual([])
  const replyAna = await claim(ana.page, giverLink, 'Unscented lotion', 'Ana')
  expect(await axeViolations(ana.page)).toEqual([])
  const ben = await freshPage(browser, requests, problems)
  const replyBen = await claim(ben.page, giverLink, 'Rides to treatment', 'Ben')
  const cy = await freshPage(browser, requests, problems)
  const replyCy = await claim(cy.page, giverLink, 'Unscented lotion', 'Cy')

  // The owner opens the replies: added once, the same reply again changes nothing, the clash is shown.
  const outcome = page.locator('[data-reply-outcome]')
  await page.goto(replyAna)
  await expect(outcome).toContainText('Ana will bring Unscented lotion.')
  await expect(page).toHaveURL(/#registry=/)
  await page.goto(replyBen)
  await expect(outcome).toContainText('Ben will bring Rides to treatment.')
  await page.goto(replyAna)
  await expect(outcome).toContainText('You already added this reply from Ana. Nothing changed.')
  await page.getByLabel('Paste a reply link').fill(replyCy)
  await page.getByRole('button', { name: 'Add reply' }).click()
  const clash = page.locator('[data-conflicts]')
  await expect(clash).toContainText('Ana and Cy both said they would bring Unscented lotion.')
  await expect(page.locator('[data-item="unscented-lotion"]')).toContainText('Ana will bring this.')
  expect(await axeViolations(page)).toEqual([])
  await clash.getByRole('button', { name: 'Keep both' }).click()
  await expect(clash).toHaveCount(0)
  await expect(page.locator('[data-item="unscented-lotion"]')).toContainText('Ana and Cy will bring this.')

  // A giver opening the new link sees what is taken.
  await linksReady(page)
  const newGiverLink = await page.getByLabel('Link for givers').inputValue()
  await ana.page.goto(newGiverLink)
  await waitForHydration(ana.page)
  await ana.page.getByLabel('Everything').check()
  await expect(ana.page.locator('[data-item="rides-to-treatment"]')).toContainText('Ben will bring this.')
  await expect(ana.page.getByRole('button', { name: 'I’ll bring this: Rides to treatment' })).toHaveCount(0)

  // Print: the paper list shows who brings what; the controls stay off the paper.
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed++
    }
  })
  await page.getByRole('button', { name: 'Print the list' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  const sheet = page.locator('[data-print-sheet]')
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('row', { name: /Rides to treatment/ })).toContainText('Ben')
  await expect(sheet.getByRole('row', { name: /Unscented lotion/ })).toContainText('Ana and Cy')
  await expect(sheet).toContainText(newGiverLink)
  await expect(page.getByRole('heading', { name: 'Pick gift ideas' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(sheet).toBeHidden()

  for (const request of requests) {
    expect(request).not.toContain('registry=')
    expect(request).not.toContain('gift-reply=')
    for (const word of privateWords) {
      expect(request).not.toContain(word)
      expect(request).not.toContain(encodeURIComponent(word))
    }
  }
  expect(problems).toEqual([])
  expect(consoleLog.problems).toEqual([])
  await Promise.all([ana.context.close(), ben.context.close(), cy.context.close()])
})

test('tampered, oversized and foreign links and files give a plain message and leave the open list as it was', async ({
  page,
  consoleLog,
}) => {
  test.setTimeout(90_000)
  await page.goto(`${path}#registry=q1YqU7Iy1FFKSSxJVLKqVsrJLC5RslJKNk83.abcdef`)
  await waitForHydration(page)
  await expect(page.getByRole('alert')).toContainText('That link or file has been changed or damaged')
  await expect(page.getByRole('heading', { name: 'Make a wish list' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await startList(page, 'Keep me')
  await openCategory(page, 'essentials')
  await page.getByRole('button', { name: 'Add to my list: Plain lip balm' }).click()
  await linksReady(page)
  const ownLink = page.url()
  const own = new URL(ownLink).hash.slice(1)
  const tampered = own.slice(0, 30) + (own[30] === 'A' ? 'B' : 'A') + own.slice(31)

  for (const [fragment, message] of [
    [tampered, 'has been changed or damaged'],
    [own.slice(0, own.indexOf('.') - 5), 'looks cut off'],
    [`registry=${'A'.repeat(40_000)}.abcdef`, 'too long to be a Seven Wells link'],
    ['plan=abc.defghi', 'a different kind of link'],
  ] as const) {
    await page.evaluate((hash) => {
      window.location.hash = hash
    }, fragment)
    await expect(page.getByRole('alert').first()).toContainText(message)
    await expect(page.locator('[data-item="plain-lip-balm"]')).toBeVisible()
    await expect(page).toHaveURL(ownLink)
  }

  // A damaged reply pasted in the field: a message, and nothing changes.
  await page.getByLabel('Paste a reply link').fill(`${ownLink.split('#')[0]}#gift-reply=abc`)
  await page.getByRole('button', { name: 'Add reply' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'looks cut off' })).toBeVisible()
  await expect(page).toHaveURL(ownLink)

  // Files: too large, not JSON, another kind: a message each; the saved backup opens the list again.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save as a file' }).click()
  const backup = readFileSync(await (await download).path(), 'utf8')
  expect(JSON.parse(backup)).toMatchObject({ kind: 'registry', v: 1, data: { name: 'Keep me' } })

  await page.getByRole('button', { name: 'Start a new list' }).click()
  await page.getByRole('button', { name: 'Start a new list' }).last().click()
  await expect(page.getByRole('heading', { name: 'Make a wish list' })).toBeVisible()
  const fileField = page.getByLabel('Or open a list you saved as a file')
  for (const [name, content, message] of [
    ['huge.json', 'x'.repeat(1_048_577), 'too large to be one of ours'],
    ['notes.txt', 'hello', 'does not look like a Seven Wells link or file'],
    ['plan.json', JSON.stringify({ kind: 'plan', v: 1, data: {} }), 'a different kind of link'],
  ] as const) {
    await fileField.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) })
    await expect(page.getByRole('alert').first()).toContainText(message)
    await expect(page.getByRole('heading', { name: 'Make a wish list' })).toBeVisible()
  }
  expect(await axeViolations(page)).toEqual([])
  await fileField.setInputFiles({ name: 'keep-me-gift-list.json', mimeType: 'application/json', buffer: Buffer.from(backup) })
  await expect(page.locator('[data-item="plain-lip-balm"]')).toBeVisible()
  await expect(page.getByLabel('Name of your list')).toHaveValue('Keep me')
  expect(consoleLog.problems).toEqual([])
})

test('keep a copy on this device: reopen it, and a reply link opened alone is added to it', async ({ page, browser, consoleLog }) => {
  test.setTimeout(90_000)
  await startList(page, 'Copy list')
  await openCategory(page, 'essentials')
  await page.getByRole('button', { name: 'Add to my list: Plain lip balm' }).click()
  await page.getByLabel('Keep a copy on this device').check()
  await expect(page.getByText('A copy is kept on this device.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await linksReady(page)
  const giverLink = await page.getByLabel('Link for givers').inputValue()

  const friend = await browser.newContext()
  const reply = await claim(await friend.newPage(), giverLink, 'Plain lip balm', 'Dee')
  await friend.close()

  // Without the owner's link: the start screen offers the copy; a reply link opened alone is merged into it.
  await page.goto('/')
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Open the list kept on this device' })).toBeVisible()
  await page.goto('/')
  await page.goto(reply)
  await waitForHydration(page)
  await expect(page.locator('[data-reply-outcome]')).toContainText('Dee will bring Plain lip balm.')
  await expect(page.locator('[data-item="plain-lip-balm"]')).toContainText('Dee will bring this.')
  await expect(page).toHaveURL(/#registry=/)

  // Deleting the copy: the start screen no longer offers it, and a reply opened alone says what to do.
  await page.getByRole('button', { name: 'Delete from this device' }).click()
  await expect(page.getByText('The copy on this device was deleted.')).toBeVisible()
  await page.goto('/')
  await page.goto(reply)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'A reply from a giver' })).toBeVisible()
  await expect(page.getByText('Dee will bring Plain lip balm.')).toBeVisible()
  await expect(page.getByText('To add this reply, open your own list link.')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(consoleLog.problems).toEqual([])
})

test('a full device or blocked storage is reported, and nothing half-saved is shown as kept', async ({ page, consoleLog }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  let shownAsKept = false
  await startList(page, 'Full device')
  await page.exposeFunction('sawKept', () => {
    shownAsKept = true
  })
  await page.evaluate(() => {
    new MutationObserver(() => {
      const control = document.querySelector('[data-keep-copy]')
      if (control?.textContent?.includes('A copy is kept on this device.')) (window as unknown as { sawKept: () => void }).sawKept()
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  const keep = page.getByLabel('Keep a copy on this device')
  await keep.check({ force: true }).catch(() => undefined)
  await expect(page.getByText('There is no room left on this device for a copy. Nothing was saved.')).toBeVisible()
  await expect(keep).not.toBeChecked()
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  expect(shownAsKept).toBe(false)
  // The list itself is untouched: still in the link.
  await expect(page).toHaveURL(/#registry=/)
  expect(consoleLog.problems).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page says the builder needs JavaScript and hides its controls', async ({ page }) => {
    await page.goto(path)
    // Playwright's text search skips <noscript>, so the note is found by its element.
    const note = page.locator('noscript p')
    await expect(note).toBeVisible()
    await expect(note).toContainText('The registry needs JavaScript to make or change a list.')
    await expect(page.getByRole('button', { name: 'Start my list' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Make a wish list' })).toBeVisible()
  })
})

test('the guides render their ideas from the shared data, and Wishing Well leads to the registry', async ({ page, consoleLog }) => {
  await page.goto('/wishing-well/essentials')
  await waitForHydration(page)
  const lotion = page.locator('li', { has: page.getByRole('heading', { name: 'Unscented lotion' }) })
  await expect(lotion).toContainText('If the person is having radiation, ask their care team to check any lotion first.')
  await page.goto('/wishing-well')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Start a registry' }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { name: 'Make a wish list' })).toBeVisible()
  expect(consoleLog.problems).toEqual([])
})
