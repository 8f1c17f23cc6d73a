import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const shelbyPath = '/assist-well/shelby'

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

async function openShelby(page: Page, fragment = '') {
  await page.goto(`${shelbyPath}${fragment}`)
  await waitForHydration(page)
}

const box = (page: Page) => page.getByLabel('What do you need help with?')

/** Types a question and asks, then waits until Shelby's reply replaces its "looking" line. */
async function ask(page: Page, text: string) {
  await box(page).fill(text)
  await box(page).press('Enter')
  await expect(page.locator('[data-entry]').last()).not.toContainText('Looking through our reviewed pages')
}

const lastEntry = (page: Page) => page.locator('[data-entry]').last()

test.describe('Shelby', () => {
  test('answers a caregiver at 2 a.m.: the chemo fever card first, focus kept in the box, nothing typed sent anywhere', async ({
    page,
    consoleLog,
  }) => {
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    await openShelby(page)
    const question = 'my wife has a fever of 101 after chemo what do i do'
    await ask(page, question)
    const reply = lastEntry(page)
    await expect(reply.locator('[data-urgent]').first()).toHaveAttribute('data-urgent', 'fever-chemo')
    await expect(reply.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
    await expect(box(page)).toBeFocused()
    await expect(box(page)).toHaveValue('')
    await expect(page.getByRole('log')).toHaveAttribute('aria-live', 'polite')

    await ask(page, 'how do i get help paying for chemo')
    const money = lastEntry(page)
    await expect(money.locator('[data-answer]').first()).toHaveAttribute('data-answer', '/assist-well/financial')
    await expect(money.locator('[data-answer]').first()).toContainText('Last reviewed')
    await money.locator('[data-answer]').first().getByText('Where this comes from').click()
    await expect(
      money
        .locator('[data-answer]')
        .first()
        .getByRole('link', { name: /healthcare\.gov|Out-of-pocket/i })
        .first(),
    ).toBeVisible()
    await expect(money.getByRole('link', { name: /Call 800-532-5274/ })).toHaveAttribute('href', 'tel:+18005325274')

    await ask(page, 'can i take ibuprofen with my chemo')
    await expect(lastEntry(page)).toContainText('pharmacist')
    await expect(lastEntry(page).locator('[data-handoff="rule"]')).toBeVisible()
    await expect(lastEntry(page).getByText('can i take ibuprofen with my chemo')).toBeVisible()

    expect(await axeViolations(page)).toEqual([])
    const typed = ['fever', 'wife', 'paying', 'ibuprofen']
    for (const request of requests) {
      const sent = `${request.url()} ${request.postData() ?? ''}`.toLowerCase()
      for (const word of typed) expect(sent, request.url()).not.toContain(word)
      expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin)
    }
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('log')).not.toContainText('ibuprofen')
    expect(consoleLog.problems).toEqual([])
  })

  test('a warning sign: the card first and announced, nothing reassuring under it, keyboard reaches its call button, axe at 320 and 1280 px', async ({
    page,
    consoleLog,
  }) => {
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await openShelby(page)
      await ask(page, 'she is bleeding and it wont stop')
      const reply = lastEntry(page)
      await expect(reply.locator('[data-urgent]').first()).toHaveAttribute('data-urgent', 'bleeding')
      // The card scrolls into view when it replaces "Searching…": its heading and first call button are on screen.
      await expect(reply.locator('[data-urgent] a[href="tel:911"]').first()).toBeInViewport()
      // The assertive live region says the card's heading, so a screen reader interrupts with it.
      await expect(page.locator('[role="alert"][data-urgent-alert]')).toContainText('Bleeding that will not stop')
      await expect(reply.locator('[data-answers]')).toHaveCount(0)
      await expect(reply).toContainText('I have held back my other answers')
      await expect(box(page)).toBeFocused()
      let reached = false
      for (let step = 0; step < 12 && !reached; step++) {
        await page.keyboard.press('Shift+Tab')
        reached = await page.evaluate(() => document.activeElement?.getAttribute('href') === 'tel:911')
      }
      expect(reached).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await axeViolations(page)).toEqual([])
    }
    expect(consoleLog.problems).toEqual([])
  })

  test('a Spanish speaker gets the same card, its Spanish line first, and 988 in Spanish', async ({ page }) => {
    await openShelby(page)
    await ask(page, 'me quiero morir')
    const card = lastEntry(page).locator('[data-urgent="suicide"]')
    await expect(card.locator('p[lang="es"]')).toContainText('marque 2')
    await expect(card.getByRole('link', { name: /Ayuda en español: llame al 988/ })).toHaveAttribute('href', 'tel:988')
    await expect(card.getByRole('link', { name: /AYUDA/ })).toHaveAttribute('href', 'sms:988?&body=AYUDA')
  })

  test('indirect talk of giving up that no rule matches still shows the 988 card (the crisis fallback), announced', async ({ page, consoleLog }) => {
    await openShelby(page)
    await ask(page, 'honestly i dont think ill be around to see the next scan and im at peace with that choice')
    // The crisis choice (trained on the dev wordings) picks the suicide or the gentle hopelessness card: both give 988.
    const card = lastEntry(page).locator('[data-urgent="suicide"], [data-urgent="hopelessness"]')
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
    const heading = (await card.getByRole('heading').first().textContent()) ?? ''
    expect(heading).toMatch(/988|hopeless/i)
    await expect(page.locator('[role="alert"][data-urgent-alert]')).toContainText(heading)
    expect(consoleLog.problems).toEqual([])
  })

  test('a sign in words no rule lists shows its card from the sign model, a chunk that loads only on this page', async ({ page, consoleLog }) => {
    const chunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/sign-model-[^/]+\.js$/.test(request.url())) chunks.push(request.url())
    })
    await page.goto('/')
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(chunks).toEqual([])
    await openShelby(page)
    await ask(page, "he's so drowsy i shake him and he barely opens his eyes")
    const card = lastEntry(page).locator('[data-urgent="confusion-fainting"]')
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: /911/ }).first()).toHaveAttribute('href', 'tel:911')
    await expect(page.locator('[role="alert"][data-urgent-alert]')).toContainText('hard to wake')
    expect(chunks).toHaveLength(1)
    expect(consoleLog.problems).toEqual([])
  })

  test('the warning signs load when the reader comes to the box, not with the page; when they cannot, Shelby says it did not check, with 911 and 988 and no answer', async ({
    page,
  }) => {
    const knowledge: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_data/_parts/warning-knowledge.json') knowledge.push(request.url())
    })
    let offline = true
    await page.route('**/_data/_parts/warning-knowledge.json', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()))
    await openShelby(page)
    expect(knowledge).toEqual([])
    await ask(page, 'how do i freeze soup for later')
    const reply = lastEntry(page)
    await expect(reply.locator('[data-urgent="unchecked"]')).toContainText('I could not check your question for warning signs')
    await expect(reply.locator('[data-urgent="unchecked"] a[href="tel:911"]')).toBeVisible()
    await expect(reply.locator('[data-urgent="unchecked"] a[href="tel:988"]')).toBeVisible()
    await expect(reply.locator('[data-answers]')).toHaveCount(0)
    await expect(page.locator('[role="alert"][data-urgent-alert]')).toContainText('I could not check your question')
    expect(await axeViolations(page)).toEqual([])
    // Back online, the next question is checked: the file is fetched again.
    offline = false
    await ask(page, 'she is bleeding and it wont stop')
    await expect(lastEntry(page).locator('[data-urgent]').first()).toHaveAttribute('data-urgent', 'bleeding')
    expect(knowledge.length).toBeGreaterThanOrEqual(2)
  })

  test("every page's facts load once Shelby is running, not in the page's data; without them Shelby says it cannot search now", async ({ page }) => {
    const facts: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_data/_parts/page-facts.en.json') facts.push(request.url())
    })
    let offline = true
    await page.route('**/_data/_parts/page-facts.en.json', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()))
    const data = await (await page.request.get('/_data/assist-well/shelby.json')).json()
    expect(data.library).not.toHaveProperty('pageFacts')
    await openShelby(page)
    await ask(page, 'how do i freeze soup for later')
    const reply = lastEntry(page)
    await expect(reply.locator('[data-handoff="unavailable"]')).toBeVisible()
    await expect(reply).toContainText('I can’t search our pages right now')
    await expect(reply.locator('[data-answers]')).toHaveCount(0)
    // Back online, the next question is answered, with the quoted page's review date.
    offline = false
    await ask(page, 'what can i eat when everything tastes like metal')
    await expect(lastEntry(page).locator('[data-answers]')).toBeVisible()
    await expect(lastEntry(page).locator('[data-answers]')).toContainText('Last reviewed')
    expect(facts.length).toBeGreaterThanOrEqual(2)
  })

  test('"prepare for oncologist appointment" leads to the appointment guide and a printed list of questions', async ({
    page,
    consoleLog,
  }) => {
    await openShelby(page)
    await ask(page, 'prepare for oncologist appointment')
    await lastEntry(page)
      .getByRole('button', { name: /Start this guide.*Get ready for your next visit/ })
      .click()
    const guide = lastEntry(page)
    for (let step = 0; step < 8; step++) {
      const choices = guide.locator('fieldset button')
      if ((await choices.count()) === 0) break
      await expect(guide.locator('fieldset')).toBeFocused()
      await choices.first().press('Enter')
    }
    await expect(guide.getByRole('heading', { name: 'Questions for my visit' })).toBeVisible()
    await expect(guide.locator('ol[data-kind="questions"] li').first()).toBeVisible()
    await page.evaluate(() => {
      window.print = () => {
        document.documentElement.setAttribute('data-printed', '')
      }
    })
    await guide.getByRole('button', { name: 'Print' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-printed', '')
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('[data-entry]').first()).toBeHidden()
    await expect(guide.getByRole('heading', { name: 'Questions for my visit' })).toBeVisible()
    await expect(guide.getByRole('button', { name: 'Print' })).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    expect(consoleLog.problems).toEqual([])
  })

  test('every guided path opens from its link, walks by keyboard and ends in a list, with no axe violations', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openShelby(page)
    const titles = await page.locator('[data-chrome] ul button').allTextContents()
    expect(titles.length).toBeGreaterThanOrEqual(13)
    for (const title of titles) await page.getByRole('button', { name: title, exact: true }).click()
    const guides = page.locator('[data-entry]:has(fieldset)')
    await expect(guides).toHaveCount(titles.length)
    for (let index = 0; index < titles.length; index++) await guides.nth(index).locator('fieldset button').first().click()
    expect(await axeViolations(page)).toEqual([])
    for (const item of await page.locator('[data-entry]').all()) {
      for (let step = 0; step < 8; step++) {
        const choice = item.locator('fieldset button').last()
        if ((await choice.count()) === 0) break
        await choice.click()
      }
    }
    await expect(page.locator('[role="log"] button', { hasText: 'Download' })).toHaveCount(titles.length)
    expect(await axeViolations(page)).toEqual([])
  })

  test('"Ask Shelby about this" on each Assist Well service page starts its guide', async ({ page }) => {
    for (const [service, heading] of [
      ['/assist-well/financial', 'Get help with bills and insurance'],
      ['/assist-well/travel', 'Plan trips to treatment'],
    ]) {
      await page.goto(service)
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Start the step-by-step guide' }).click()
      await expect(page).toHaveURL(/\/assist-well\/shelby#guide-/)
      await expect(page.getByRole('log').getByRole('heading', { name: heading })).toBeVisible()
      await expect(page.getByRole('log').locator('fieldset')).toBeFocused()
    }
  })

  test("hands off on request, with tap-to-call helplines and a prepare-for-the-call list of the reader's own questions", async ({
    page,
  }) => {
    await openShelby(page)
    await ask(page, 'is my scan normal it says mild thickening')
    await page.getByRole('button', { name: 'Talk with a real person' }).click()
    const handoff = lastEntry(page)
    await expect(handoff.getByRole('link', { name: 'Call 1-800-227-2345' })).toHaveAttribute('href', 'tel:+18002272345')
    await expect(handoff).toContainText('24 hours a day, 7 days a week')
    await expect(handoff).toContainText('Checked: November 23, 2026')
    const list = handoff.locator('ol[data-kind="questions"]')
    await expect(list).toContainText('is my scan normal it says mild thickening')
    await handoff.getByLabel('Add a question').fill('Who reads my scan?')
    await handoff.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(list.locator('li')).toHaveCount(2)
    await handoff.getByRole('button', { name: /Remove.*is my scan normal/ }).click()
    await expect(list.locator('li')).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
  })

  test('bad input: empty, 5,000 characters, markup, emoji only and right to left all get a sensible reply', async ({
    page,
    consoleLog,
  }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await openShelby(page)
    await ask(page, '')
    await expect(lastEntry(page)).toContainText('Please type a few words first.')
    await ask(page, `${'help with bills '.repeat(320)}`)
    await expect(lastEntry(page)).toContainText('That is too long. Please use 200 characters or fewer.')
    await ask(page, '<img src=x onerror=alert(1)><script>alert(2)</script> recipes')
    await expect(page.locator('[role="log"] img, [role="log"] script')).toHaveCount(0)
    await expect(page.getByRole('log')).toContainText('<img src=x onerror=alert(1)>')
    await ask(page, '😢😢😢')
    await expect(lastEntry(page)).toContainText('I could not find any words in that.')
    await ask(page, 'أحتاج مساعدة في الفواتير')
    await expect(page.getByRole('log').locator('p', { hasText: 'أحتاج مساعدة في الفواتير' }).first()).toHaveAttribute(
      'dir',
      'auto',
    )
    expect(dialogs).toBe(0)
    expect(consoleLog.problems).toEqual([])
  })

  test('fits 320 px and 200% zoom with the urgent card shown, and respects reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const width of [320, 640]) {
      await page.setViewportSize({ width, height: 700 })
      await openShelby(page)
      await ask(page, 'he is having chest pains and sweating')
      await expect(lastEntry(page).locator('[data-urgent="chest-pain"]')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await axeViolations(page)).toEqual([])
    }
  })

  test("without JavaScript: the safety line, what Shelby is, and links to every guide's page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(shelbyPath)
    await expect(page.getByText('Emergency: call 911.').first()).toBeVisible()
    // Playwright's text search skips <noscript>, so read what the browser laid out there.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('noscript p')].filter((element) => element.getBoundingClientRect().height > 0).map((element) => element.textContent),
    )
    expect(shown.join(' ')).toContain('Shelby needs JavaScript')
    await expect(page.getByRole('link', { name: '1-800-227-2345' })).toHaveAttribute('href', 'tel:+18002272345')
    await expect(page.getByRole('link', { name: 'Get help with bills and insurance' })).toHaveAttribute(
      'href',
      '/assist-well/financial',
    )
    await expect(page.getByLabel('What do you need help with?')).toBeHidden()
    await context.close()
  })

  test('Assist Well opens Shelby and How It Works; nothing claims more than Shelby does', async ({ page }) => {
    await page.goto('/assist-well')
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Chat with Shelby Now' })).toHaveAttribute('href', shelbyPath)
    await expect(page.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/assist-well/how-shelby-works')
    await expect(page.locator('main')).not.toContainText('not open yet')
    await page.goto('/assist-well/how-shelby-works')
    await expect(page.getByRole('heading', { level: 1, name: 'How Shelby Works' })).toBeVisible()
  })
})

test('a health page shows warning-sign cards prerendered, readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/eat-well/eating-treatment')
  const card = page.locator('[data-urgent="fever-chemo"]')
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Fever during chemo: call your care team now' })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
  await expect(page.locator('[data-urgent="dehydration"]')).toBeVisible()
  await context.close()
})
