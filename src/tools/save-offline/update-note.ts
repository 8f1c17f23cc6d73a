/**
 * The quiet "Updated: reload" note, loaded only when a new deployment's service worker took over while a page was
 * open (register.ts). It shows only when the page on screen runs a script the new worker no longer holds, that is,
 * when the page is an older build's; words come from site.json's `ui.updated`.
 */
import { colors, focusRing, fontStack } from '../../ui/theme.ts'
import { readPagePayload, type SiteChrome } from '../../app/page-payload.ts'

type UpdatedWords = NonNullable<SiteChrome['ui']['updated']>

function updatedWords(): UpdatedWords | undefined {
  const payload = readPagePayload(document)
  return typeof payload === 'object' ? payload.site.ui?.updated : undefined
}

/**
 * True when the app this page runs (named by the boot script's `data-app`) is no longer in the current worker's
 * precache: the page is an old build's.
 */
async function pageIsOutdated(): Promise<boolean> {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]')
  if (!script) return false
  const app = script.dataset.app ? new URL(script.dataset.app, window.location.href).href : script.src
  for (const name of await caches.keys()) {
    if (name.includes('-precache-') && (await (await caches.open(name)).match(app, { ignoreSearch: true }))) return false
  }
  return true
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = text
  element.style.cssText = `min-height:2.75rem;padding:0.4rem 1rem;border-radius:999px;border:2px solid ${colors.primary};background:${colors.surface};color:${colors.primary};font:inherit;font-weight:600;cursor:pointer`
  element.addEventListener('focus', () => {
    element.style.outline = focusRing.outline
    element.style.outlineOffset = focusRing.outlineOffset
  })
  element.addEventListener('blur', () => (element.style.outline = ''))
  element.addEventListener('click', onClick)
  return element
}

/**
 * Shows the note at the foot of the screen (once), out of the way and never on paper. While it shows, the page keeps
 * room for it when scrolling to a focused control, so the note never hides what has the keyboard focus.
 */
export function showUpdatedNote(words: UpdatedWords): void {
  if (document.querySelector('[data-update-note]')) return
  const note = document.createElement('div')
  note.setAttribute('role', 'status')
  note.dataset.updateNote = ''
  note.dataset.screenOnly = ''
  note.style.cssText = `position:fixed;z-index:50;left:0.5rem;right:0.5rem;bottom:0.5rem;margin:0 auto;max-width:32rem;display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem;padding:0.5rem 0.75rem;border:1px solid ${colors.border};border-radius:0.75rem;background:${colors.surface};color:${colors.text};font-family:${fontStack};box-shadow:0 2px 8px rgba(0,0,0,0.15)`
  const text = document.createElement('span')
  text.textContent = words.message
  text.style.flex = '1 1 12rem'
  const root = document.documentElement.style
  note.append(
    text,
    button(words.reload, () => window.location.reload()),
    button(words.dismiss, () => {
      note.remove()
      root.scrollPaddingBottom = ''
    }),
  )
  document.body.append(note)
  root.scrollPaddingBottom = `${note.offsetHeight + 16}px`
}

/** Resolves once the worker now in control has finished activating (and so cleaned the old build's files away). */
function activated(): Promise<void> {
  const worker = navigator.serviceWorker.controller
  if (!worker || worker.state === 'activated') return Promise.resolve()
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve()
    })
  })
}

/** Offers a reload when the page on screen is older than the site (and site.json has the note's words). */
export async function offerReload(): Promise<void> {
  const words = updatedWords()
  if (!words) return
  await activated()
  if (await pageIsOutdated()) showUpdatedNote(words)
}
