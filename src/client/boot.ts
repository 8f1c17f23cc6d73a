/**
 * The one script every page starts with (a few hundred bytes). It loads the app (its `data-app` attribute) only
 * after the page's first paint, and with it the route's data file (`data-route`) and the chunks the app imports and
 * those of the page's interactive blocks (`data-preload`), all in parallel; it evaluates the app's chunks in the
 * order of `data-stages`, then the app. The prerender writes the attributes from Vite's manifest.
 *
 * Why wait: the page is prerendered and reads without any script, so nothing on screen needs the app. Fetched at
 * once, the app's 88 kB raced the first paint; on a phone on a slow network it competed with the text for the
 * connection, and Lighthouse counted its whole download into the Largest Contentful Paint whenever it happened to
 * finish first (0.8 s or 1.5 s for the same page, run to run). Started after the first paint is shown, it never
 * delays the words.
 */
function start(): void {
  const self = document.querySelector<HTMLScriptElement>('script[data-preload]')
  for (const href of self?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  // The route's data, fetched now so it is there when the app asks for it (same mode as the app's fetch).
  const route = self?.dataset.route
  if (route) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = route
    document.head.append(link)
  }
  const app = self?.dataset.app
  if (app) void evaluateInTurn([...(self?.dataset.stages?.split(' ').filter(Boolean) ?? []), app])
}

/**
 * Imports the modules one after the other, each in a task of its own: evaluating the app's code at once was the
 * longest task of every page (40 to 50 ms on a phone); in three steps no step blocks for long. Each module's own
 * imports are among those before it, so importing it evaluates only itself. A module that fails to load stops
 * the rest: the page stays as it was prerendered.
 */
async function evaluateInTurn(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    await import(/* @vite-ignore */ url)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

/**
 * Runs `run` once the first contentful paint is on screen: the browser reports that paint only after the frame was
 * shown. A frame callback alone comes too early: the frame is drawn, but not yet shown, when it returns, and
 * Lighthouse then counted the app's download into LCP on some pages (1.7 s instead of 0.9 s on
 * /read-well/expert-voices). Not the load event either: on a fast connection it can come before the first paint.
 * Every page has a heading to paint. Browsers without paint timing start after the first frame.
 */
function afterFirstPaint(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(run, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
}

// A tab opened in the background paints nothing until shown: start at once.
if (document.visibilityState === 'hidden') start()
else afterFirstPaint(start)
