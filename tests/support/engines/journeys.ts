/**
 * The smoke journeys of the engine suite, written once against {@link EngineDriver}. Elements are found in the
 * page by what a person sees (a label, a link's or button's name, a heading), then marked for the driver to type
 * into or click.
 */
import type { EngineDriver } from './drivers.ts'

/** Polls `body` in the page until it returns a truthy value; throws naming the engine and what was awaited. */
export async function waitFor<T>(driver: EngineDriver, what: string, body: string, args: unknown[] = [], timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  while (Date.now() < deadline) {
    last = await driver.run<T>(body, ...args).catch(() => undefined)
    if (last) return last
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${driver.name}: gave up after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`)
}

/** In-page helpers: find an element by its label or by role and name, and mark it with a selector for the driver. */
const finders = `
  const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
  const matches = (value, name) => (name.startsWith('^') ? new RegExp(name).test(value) : value === name);
  const mark = (el) => {
    if (!el) return null;
    const id = 'e' + Math.random().toString(36).slice(2);
    el.setAttribute('data-engine-target', id);
    return '[data-engine-target="' + id + '"]';
  };
  const byLabel = (name, scope) => {
    for (const label of (scope || document).querySelectorAll('label')) {
      if (matches(text(label), name)) return label.control || label.querySelector('input, select, textarea');
    }
    return [...(scope || document).querySelectorAll('[aria-label]')].find((el) => matches(el.getAttribute('aria-label'), name)) || null;
  };
  const roles = { link: 'a[href]', button: 'button, [role="button"], summary', heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]', searchbox: 'input[type="search"], [role="searchbox"]' };
  const byRole = (role, name, scope) => [...(scope || document).querySelectorAll(roles[role])].find((el) => name === undefined || matches(text(el), name)) || null;
`

/** A selector for the control labelled `name` (exact, or a regular expression when it starts with "^"). */
export function byLabel(driver: EngineDriver, name: string, scope = 'main'): Promise<string> {
  return waitFor(driver, `the control labelled "${name}"`, `${finders} return mark(byLabel(arguments[0], document.querySelector(arguments[1])))`, [name, scope])
}

/** A selector for the element of `role` named `name` (exact, or a regular expression when it starts with "^"). */
export function byRole(driver: EngineDriver, role: 'link' | 'button' | 'heading' | 'searchbox', name?: string, scope = 'main'): Promise<string> {
  return waitFor(driver, `the ${role} "${name ?? ''}"`, `${finders} return mark(byRole(arguments[0], arguments[1] === null ? undefined : arguments[1], document.querySelector(arguments[2])))`, [
    role,
    name ?? null,
    scope,
  ])
}

/** The script problems the probe recorded on the page so far (see probe-proxy.ts). */
export function scriptProblems(driver: EngineDriver): Promise<string[]> {
  return driver.run<string[]>("return Array.isArray(window.__engineProblems) ? window.__engineProblems : ['the probe script did not run']")
}

/** Opens a page and waits until the app has hydrated it. */
export async function openHydrated(driver: EngineDriver, url: string): Promise<void> {
  await driver.goto(url)
  await waitFor(driver, `hydration of ${url}`, "return document.documentElement.getAttribute('data-hydrated') === 'true'")
}

/** Searches the site from the search page and returns the first result's heading. */
export async function searchFindsAResult(driver: EngineDriver, site: string, query: string): Promise<string> {
  await openHydrated(driver, `${site}/search`)
  await driver.type(await byRole(driver, 'searchbox'), query, { enter: true })
  return waitFor(driver, `a result for "${query}"`, "const first = document.querySelector('main ol > li h2, main ol > li h3'); return first && first.textContent.trim()")
}

/** Counts the finder's programs, ticks a filter and returns the counts before and after. */
export async function finderFilters(driver: EngineDriver, site: string): Promise<{ before: number; after: number; query: string }> {
  await openHydrated(driver, `${site}/match-well/programs`)
  const count = "return document.querySelectorAll('[data-program]').length"
  const before = await waitFor<number>(driver, 'the programs', count)
  // Open the filter panel and the Language group, as a reader would, then tick Spanish.
  await driver.run("const panel = document.querySelector('[data-program-filters]'); if (panel && !panel.open) panel.querySelector('summary').setAttribute('data-engine-open', '')")
  if (await driver.run<boolean>("return document.querySelector('[data-engine-open]') !== null")) await driver.click('[data-engine-open]')
  await driver.run(`${finders}
    const group = [...document.querySelectorAll('[data-program-filters] details')].find((details) => /^Language/.test(text(details.querySelector('summary'))));
    if (group && !group.open) group.querySelector('summary').setAttribute('data-engine-language', '')`)
  if (await driver.run<boolean>("return document.querySelector('[data-engine-language]') !== null")) await driver.click('[data-engine-language]')
  await driver.click(await byLabel(driver, '^Spanish'))
  const after = await waitFor<number>(driver, 'fewer programs', `const now = document.querySelectorAll('[data-program]').length; return now < arguments[0] ? now : 0`, [before])
  return { before, after, query: await driver.run<string>('return location.search') }
}

/** Asks Shelby a question that is a warning sign and returns the urgent reply's first call link. */
export async function shelbyShowsUrgentCard(driver: EngineDriver, site: string, question: string): Promise<{ href: string; name: string }> {
  await openHydrated(driver, `${site}/assist-well/shelby`)
  await driver.type(await byLabel(driver, 'What do you need help with?'), question, { enter: true })
  return waitFor(
    driver,
    'the urgent card',
    `const entries = document.querySelectorAll('[data-entry]');
     const reply = entries[entries.length - 1];
     const call = reply && [...reply.querySelectorAll('a[href^="tel:"]')].find((link) => /^Call /.test(link.textContent.trim()));
     return call ? { href: call.getAttribute('href'), name: call.textContent.trim() } : null`,
  )
}

/**
 * Whether the engine applies the print stylesheet: the `@media print` rules it parsed hide the page's banner, menu
 * and footer and keep the main content. Engines without print emulation in their driver are checked this way too.
 */
export function printStylesApply(driver: EngineDriver): Promise<{ hidden: string[]; kept: boolean }> {
  return driver.run(`
    const rules = [];
    for (const sheet of document.styleSheets) {
      let list; try { list = sheet.cssRules } catch { continue }
      for (const rule of list) if (rule.media && [...rule.media].includes('print')) rules.push(...rule.cssRules);
    }
    const hiding = rules.filter((rule) => rule.style && rule.style.getPropertyValue('display') === 'none').map((rule) => rule.selectorText);
    const hides = (el) => el !== null && hiding.some((selector) => el.matches(selector));
    const parts = { banner: document.querySelector('header'), navigation: document.querySelector('nav'), footer: document.querySelector('footer') };
    return { hidden: Object.keys(parts).filter((name) => hides(parts[name])), kept: !hides(document.querySelector('main')) };
  `)
}

/** Waits until a service worker controls the page; false when the engine has none within the time. */
export async function serviceWorkerControls(driver: EngineDriver, timeoutMs = 20_000): Promise<boolean> {
  return waitFor<boolean>(driver, 'a service worker controlling the page', "return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null", [], timeoutMs).catch(() => false)
}

/** The first-level heading's text. */
export function mainHeading(driver: EngineDriver): Promise<string> {
  return waitFor(driver, 'the page heading', "const h1 = document.querySelector('h1'); return h1 && h1.textContent.trim()")
}

/** MMDDYYYY keystrokes for a date input, `days` from today. */
function dateKeys(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}${date.getFullYear()}`
}

/** Makes a care plan with one dinner a week from now and returns its link for helpers. */
export async function makeCarePlan(driver: EngineDriver, site: string): Promise<string> {
  await openHydrated(driver, `${site}/do-well/planner`)
  await driver.type(await byLabel(driver, 'Name (you can leave it empty)'), 'Dinner')
  await driver.type(await byLabel(driver, 'Date'), dateKeys(7))
  await driver.click(await byRole(driver, 'button', 'Add task'))
  await waitFor(driver, 'the task to be added', "const note = document.querySelector('[data-announcement]'); return note && note.textContent.includes('was added')")
  await driver.type(await byLabel(driver, 'Who is the help for?'), 'Maria')
  return waitFor(driver, 'the plan link', `${finders} const field = byLabel('Link for helpers', document); return field && /#care-plan=/.test(field.value) && field.value`)
}

/** A helper opens the plan link, signs up for the first task as `name` and returns the reply link. */
export async function signUpForTask(driver: EngineDriver, planLink: string, name: string): Promise<string> {
  await openHydrated(driver, planLink)
  await driver.type(await byLabel(driver, 'Your first name'), name)
  await driver.click(await byLabel(driver, '^I will do this'))
  await driver.click(await byRole(driver, 'button', 'Make my reply link'))
  return waitFor(driver, 'the reply link', `${finders} const field = byLabel('Your reply link', document); return field && /#care-reply=/.test(field.value) && field.value`)
}

/** The organizer pastes a reply link and returns what the planner says about it. */
export async function mergeReply(driver: EngineDriver, replyLink: string): Promise<string> {
  const before = await driver.run<string>("const box = document.querySelector('[data-reply-messages]'); return box ? box.textContent : ''")
  // The planner empties the field after each reply that changed the plan.
  await driver.type(await byLabel(driver, 'Paste reply links'), replyLink)
  await driver.click(await byRole(driver, 'button', 'Add replies'))
  return waitFor(driver, 'the reply to be merged', "const box = document.querySelector('[data-reply-messages]'); const now = box ? box.textContent : ''; return now !== arguments[0] && now", [before])
}
