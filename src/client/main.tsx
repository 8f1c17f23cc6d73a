import { startTransition, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from '../app/app.tsx'
import { createEmotionCache } from '../app/emotion-cache.ts'
import { readPagePayload, type SiteChrome } from '../app/page-payload.ts'
import { fetchRouteData, RouteStore } from '../app/route-store.ts'
import { warmDateFormat } from '../ui/readable-date.ts'
import { manifestChangedEvent } from './manifest-events.ts'


const emotionCache = createEmotionCache()

/**
 * The app, plus, in the dev server only, live updates: when site.json changes, the current route's data is
 * fetched again and the page re-renders in place with the new site chrome, without a page load. In a
 * production build `import.meta.hot` is undefined and the effect does nothing.
 */
function Root({ initialSite, store }: { initialSite: SiteChrome; store: RouteStore }) {
  const [site, setSite] = useState(initialSite)
  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const onManifestChanged = (data: { site: SiteChrome }) => {
      for (const overlay of document.querySelectorAll('vite-error-overlay')) overlay.remove()
      store.refresh(window.location.pathname).then(
        () => setSite(data.site),
        () => window.location.reload(),
      )
    }
    hot.on(manifestChangedEvent, onManifestChanged)
    return () => hot.off(manifestChangedEvent, onManifestChanged)
  }, [store])
  return <App site={site} store={store} emotionCache={emotionCache} />
}

/**
 * Hydrates the prerendered page: reads the site chrome the page embeds, loads its route's data file (requested by
 * the boot script alongside the app) and the chunks of its interactive blocks, then attaches React to the existing
 * markup. Nothing here runs on the server. When the data or a chunk cannot be loaded (offline and never cached) the
 * page stays as it was prerendered: it still reads, its links still work.
 */
async function hydrate(): Promise<void> {
  const root = document.getElementById('root')
  const payload = readPagePayload(document)
  if (!root || payload === 'missing') {
    console.error('This page has no prerendered app to hydrate; it stays as plain HTML.')
    return
  }
  if (payload === 'malformed') {
    console.error('This page carries malformed data; it stays as plain HTML.')
    return
  }
  const store = new RouteStore(fetchRouteData)
  // A task of its own while the data file downloads (see warmDateFormat).
  setTimeout(() => warmDateFormat(payload.site.lang), 0)
  try {
    // The route store fetches the data file and loads the route's interactive blocks before it resolves.
    if (payload.data) await store.load(window.location.pathname)
    else store.seed(window.location.pathname, null)
  } catch (error) {
    console.error('This page\'s data or interactive parts could not be loaded; it stays as plain HTML.', error)
    return
  }
  // Hydrating inside a transition lets React yield to the browser every few milliseconds, so a slow phone can
  // still respond to a tap while the page becomes interactive (no long tasks blocking the main thread).
  startTransition(() => {
    hydrateRoot(root, <Root initialSite={payload.site} store={store} />)
  })
}

void hydrate()

// The offline service worker: its registration (src/tools/save-offline/register.ts, which runs on import) waits until
// the browser is idle and is a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  ;(window.requestIdleCallback ?? setTimeout)(() => import('../tools/save-offline/register.ts').catch(() => undefined))
}
