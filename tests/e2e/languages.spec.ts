import type { Page } from '@playwright/test'
import { encodeLink } from '../../src/tools/shared/link-codec.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { download, typeInto, vevents } from './tool-helpers.ts'

const english = '/eat-well/eating-treatment'
const spanish = '/es/comer/alimentacion-durante-el-tratamiento'

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

test.describe('Seven Wells in Spanish', () => {
  test('a page and its translation link to each other, with lang and hreflang, and list each other as alternates', async ({ page }) => {
    await open(page, english)
    const toSpanish = page.getByRole('link', { name: 'Español', exact: true })
    await expect(toSpanish).toHaveAttribute('lang', 'es')
    await expect(toSpanish).toHaveAttribute('hreflang', 'es')
    await toSpanish.click()
    await expect(page).toHaveURL(spanish)
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alimentación durante el tratamiento')
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Comer bien' })).toHaveCount(1)
    const toEnglish = page.getByRole('link', { name: 'English', exact: true })
    await expect(toEnglish).toHaveAttribute('lang', 'en')
    await expect(toEnglish).toHaveAttribute('href', english)
    for (const path of [english, spanish]) {
      await page.goto(path)
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`))
      expect(alternates).toEqual([`en ${english}`, `es ${spanish}`, `x-default ${english}`])
    }
  })

  test('the sitemap lists both pages with their alternates', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>https://sevenwells.org${spanish}</loc><xhtml:link rel="alternate" hreflang="en" href="https://sevenwells.org${english}"/>`)
    expect(sitemap).toContain(`<loc>https://sevenwells.org${english}</loc><xhtml:link rel="alternate" hreflang="en"`)
  })

  test('a link to a page that is only in English says so, and loads it in full', async ({ page }) => {
    await open(page, '/es/leer')
    const link = page.getByRole('link', { name: /Historias de sobrevivientes \(en inglés\)/ })
    await expect(link).toHaveAttribute('hreflang', 'en')
    await link.click()
    await expect(page).toHaveURL('/read-well/survivor-stories')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1)
  })

  test('an unknown address under /es gets the Spanish 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/es/no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Uy! No encontramos la página')
    await expect(page.getByRole('link', { name: 'Volver al inicio' }).first()).toHaveAttribute('href', '/es')
  })

  test('without JavaScript the Spanish page reads in full, with its link to English', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(spanish)
    await expect(page.getByRole('heading', { name: 'Cuándo llamar a su equipo médico' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', english)
    await context.close()
  })

  test('a plan link made on the English planner opens on the Spanish planner, in Spanish', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'))
    const plan = {
      id: 'plan-es-test-01',
      revision: 1,
      updated: '2026-11-23',
      for: 'Sam',
      tasks: [{ id: 't1', type: 'meal', title: 'Dinner', date: '2026-12-01' }],
      claims: [],
    }
    const link = await encodeLink('care-plan', 1, plan)
    await open(page, `/es/ayuda-entre-todos/planificador#${link}`)
    const view = page.locator('[data-plan-view]')
    await expect(view.getByRole('heading', { name: 'Ayuda para Sam' })).toBeVisible()
    await expect(view).toContainText('Dinner')
    await expect(view).toContainText('diciembre')
  })

  test('Smart Nudge in Spanish: a medicine reminder in Spanish words and dates, a Spanish calendar file, and its link opens the plan again', async ({ page, browser }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00'))
    await open(page, '/es/asistencia/recordatorios')
    const form = page.locator('[data-medicine-form]')
    await typeInto(form.getByLabel('Nombre de la medicina'), 'Ondansetrón 8 mg')
    await form.getByLabel(/^Con el desayuno/).check()
    await form.getByLabel('Tomar con comida').check()
    await form.getByRole('button', { name: 'Agregar medicina' }).click()
    await expect(page.locator('[data-announcement]')).toContainText('Se agregó Ondansetrón 8 mg.')
    const medicine = page.locator('[data-medicine]').first()
    await expect(medicine).toContainText('Todos los días a las 7:30 (con el desayuno)')
    await expect(medicine).toContainText('Desde el lunes, 23 de noviembre')
    await expect(page.getByText('Agregar preguntas de la guía de Shelby "Prepárese para su próxima cita"')).toBeVisible()
    const calendar = await download(page, () => page.getByRole('button', { name: 'Descargar el archivo de calendario' }).click())
    expect(calendar.name).toBe('mis-recordatorios.ics')
    const [event] = vevents(calendar.text)
    expect(event?.summary).toBe('Ondansetrón 8 mg')
    expect(event?.description).toContain('Siga las indicaciones de su equipo médico y de su farmacéutico.')
    // A second visitor with nothing stored: the plan comes from the link alone, once the link holds the plan on screen
    // (it follows changes after a pause: the address read before that has no medicine yet). Its context is closed,
    // also when the check fails, so no page of it outlives the test.
    await expect(page.locator('[data-link-state="ready"]')).toHaveCount(1)
    await expect(page).toHaveURL(/#nudges=/)
    const other = await browser.newContext()
    try {
      const fresh = await other.newPage()
      await fresh.goto(page.url())
      await waitForHydration(fresh)
      await expect(fresh.locator('[data-medicine]').first()).toContainText('Todos los días a las 7:30 (con el desayuno)')
    } finally {
      await other.close()
    }
  })

  test('Spanish search finds Spanish pages from lay words', async ({ page }) => {
    await open(page, '/es/buscar?q=vomito')
    // The Spanish nausea page first, and the eating page (with its nausea section) among the first three.
    const results = page.getByRole('main').locator('ol > li')
    await expect(results.first().getByRole('heading')).toHaveText('Náuseas y vómitos')
    await expect(results.nth(0).or(results.nth(1)).or(results.nth(2)).filter({ hasText: 'Alimentación durante el tratamiento' })).toHaveCount(1)
  })

  test('Shelby in Spanish shows the Spanish urgent card first', async ({ page }) => {
    await open(page, '/es/asistencia/shelby')
    const box = page.getByLabel('¿Con qué necesita ayuda?')
    await box.fill('me quiero morir')
    await box.press('Enter')
    await expect(page.getByRole('heading', { name: /¿Piensa en el suicidio o en hacerse daño\?/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Llamar al 988 (oprima 2 para español)' }).first()).toHaveAttribute('href', 'tel:988')
  })
})
