/**
 * Registers the offline service worker (sw.js, written by the build) when imported: src/client/main.tsx imports it
 * from an idle callback, so no page loads this before it is interactive. Then:
 * - when a new deployment's worker takes over a page that an older one controlled, the "Updated: reload" note is
 *   offered (update-note.ts; it shows only if the page on screen is an older build's);
 * Kept small: it is part of every page's load. (Saved pages are brought up to date where they are shown: by their
 * save button and by the list of saved pages, see saved-store.ts.)
 */
import { loadUpdateNote } from '../../app/offline-loaders.ts'
import { serviceWorkerUrl } from '../../app/offline-names.ts'

/**
 * Registers the service worker and sets up the update note. Never throws: a browser that refuses (private mode,
 * storage off) or a site without a service worker keeps working as an ordinary website.
 */
async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker
  // The first worker taking over a page is no update; only a replaced one is.
  const hadController = container.controller !== null
  try {
    // The browser itself checks for a new deployment's worker on every page load (and on data requests after a day).
    await container.register(serviceWorkerUrl)
  } catch {
    return
  }
  container.addEventListener('controllerchange', () => {
    if (hadController) loadUpdateNote().then((module) => module.offerReload(), () => undefined)
  })
}

void registerServiceWorker()
