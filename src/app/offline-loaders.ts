/**
 * Loaders for the offline tools' modules that other tool chunks load on demand: the saved-pages store (the save
 * button on a click, the service worker registration when pages are saved) and the "Updated: reload" note (only when
 * a new deployment took over).
 *
 * They live outside src/tools/ on purpose: a dynamic import inside a tool's chunk makes Vite's preload helper an
 * export of the main bundle, which every page would then load (about 0.5 KB gzip); here, in the main bundle, the
 * build unwraps the imports (vite.config.ts, withoutPreloadHelper) and the helper is dropped.
 */
export const loadSavedStore = () => import('../tools/save-offline/saved-store.ts')

export const loadUpdateNote = () => import('../tools/save-offline/update-note.ts')
