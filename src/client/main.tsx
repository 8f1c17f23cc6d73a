import './react-runtime.ts'
import { startTransition, useEffect, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from '../app/app.tsx'
import { createBrowserEmotionCache } from '../app/emotion-cache.ts'
import { readPagePayload, type SiteChrome } from '../app/page-payload.ts'
import { fetchPageData, fetchRouteData, RouteStore } from '../app/route-store.ts'
import type { FirstLoad } from '../blocks/block-slot.tsx'
import { createFirstLoad } from './first-load.ts'
import { manifestChangedEvent } from './manifest-events.ts'


const emotionCache = createBrowserEmotionCache(document)

/**
 * The app, plus, in the dev server only, live updates: when site.json changes, the current route's data is
 * fetched again and the page re-renders in place with the new site chrome, without a page load. In a
 * production build `import.meta.hot` is undefined and the effect does nothing.
 */
function Root({ initialSite, store, firstLoad }: { initialSite: SiteChrome; store: RouteStore; firstLoad: FirstLoad }) {
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
  return <App site={site} store={store} emotionCache={emotionCache} firstLoad={firstLoad} />
}

/**
 * Hydrates the prerendered page: reads the site chrome the page embeds, loads its route's data file (requested by
 * the boot script alongside the app), then attaches React to the page frame. The route's blocks that are
 * interactive hydrate one by one as they are needed, each loading its chunk then; the others are never hydrated
 * (see BlockSlot and first-load.ts). Nothing here runs on the server. When the data cannot be loaded (offline and
 * never cached) the page stays as it was prerendered: it still reads, its links still work.
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
  try {
    store.seed(window.location.pathname, payload.data ? await fetchPageData(window.location.pathname) : null)
  } catch (error) {
    console.error('This page\'s data could not be loaded; it stays as plain HTML.', error)
    return
  }
  const firstLoad = createFirstLoad(document)
  // Hydrating inside a transition lets React yield to the browser every few milliseconds, so a slow phone can
  // still respond to a tap while the page becomes interactive (no long tasks blocking the main thread).
  startTransition(() => {
    hydrateRoot(root, <Root initialSite={payload.site} store={store} firstLoad={firstLoad} />)
  })
}

void hydrate()

// The offline service worker: its registration (src/tools/save-offline/register.ts, which runs on import) waits until
// the browser is idle and is a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  ;(window.requestIdleCallback ?? setTimeout)(() => import('../tools/save-offline/register.ts').catch(() => undefined))
}
