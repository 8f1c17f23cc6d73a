import type { FirstLoad } from '../blocks/block-slot.tsx'
import { preloadBlocks } from '../blocks/preload-blocks.ts'
import type { Block } from '../generated/manifest.ts'
import { fragmentTarget } from '../ui/fragment-target.ts'

/** How far outside the screen a block starts hydrating (CSS margin of the IntersectionObserver's root). */
const nearScreen = '50% 0px'

/** Events that mean the reader reached for a block: it hydrates at once (a tap, a key, focus moving into it). */
const reachEvents = ['pointerdown', 'focusin', 'keydown'] as const

interface Gate {
  key: string
  element: Element | undefined
  ready: Promise<void>
  open: () => void
  opened: boolean
}

/**
 * The browser's {@link FirstLoad} for the prerendered page in `doc`. An interactive block hydrates when it comes
 * within half a screen of the viewport, when the reader reaches for it (pointer down, key, focus), when the
 * address's fragment names something in it, or else when the browser is idle after the page frame hydrated (one
 * block per idle period), so every block is live soon and none competes with what the reader looks at. Its chunks
 * load then. When the frame and every block that hydrates have done so, `<html data-hydrated="true">` says the
 * page is fully interactive (end-to-end tests wait for it).
 */
export function createFirstLoad(doc: Document): FirstLoad {
  let wrappers: Map<string, Element> | undefined
  const gates = new Map<string, Gate>()
  const pending = new Set<string>()
  let frameDone = false

  const wrapper = (key: string): Element | undefined => {
    wrappers ??= new Map([...doc.querySelectorAll('[data-hydration-key]')].map((element) => [element.getAttribute('data-hydration-key') ?? '', element]))
    return wrappers.get(key)
  }
  const markIfDone = () => {
    if (frameDone && pending.size === 0) doc.documentElement.dataset.hydrated = 'true'
  }
  const open = (gate: Gate | undefined) => {
    if (!gate || gate.opened) return
    gate.opened = true
    gate.open()
  }
  /** Opens the gates of every wrapper around `node` (outer ones first: an inner block hydrates inside its outer). */
  const openAround = (node: EventTarget | null) => {
    const around: Gate[] = []
    for (let element = node instanceof Element ? node.closest('[data-hydration-key]') : null; element; element = element.parentElement?.closest('[data-hydration-key]') ?? null) {
      const gate = gates.get(element.getAttribute('data-hydration-key') ?? '')
      if (gate) around.unshift(gate)
    }
    around.forEach(open)
  }

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) openAround(entry.target)
          },
          { rootMargin: nearScreen },
        )
      : undefined
  for (const type of reachEvents) doc.addEventListener(type, (event) => openAround(event.target), { capture: true, passive: true })

  /** After the frame: the first gate not opened yet, when the browser is idle; then the next. */
  const openWhenIdle = () => {
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => setTimeout(run, 50)
    idle(() => {
      const next = [...gates.values()].find((gate) => !gate.opened)
      if (!next) return
      open(next)
      openWhenIdle()
    })
  }

  return {
    serverHtml(key) {
      return wrapper(key)?.innerHTML
    },
    hydrateWhenNeeded(key: string, blocks: readonly Block[]) {
      const known = gates.get(key)
      if (known) return known.ready
      let release = () => {}
      const opened = new Promise<void>((resolve) => {
        release = resolve
      })
      const element = wrapper(key)
      const gate: Gate = { key, element, ready: opened.then(() => loadChunks(blocks)), open: release, opened: false }
      gates.set(key, gate)
      pending.add(key)
      const target = fragmentTarget()
      if (!element || !observer || (target && element.contains(target))) open(gate)
      else for (const child of element.children) observer.observe(child)
      if (frameDone && !gate.opened) openWhenIdle()
      return gate.ready
    },
    hydrated(key) {
      const gate = gates.get(key)
      if (gate?.element) for (const child of gate.element.children) observer?.unobserve(child)
      pending.delete(key)
      markIfDone()
    },
    frameHydrated() {
      frameDone = true
      markIfDone()
      openWhenIdle()
    },
  }
}

/**
 * Loads the chunks of the interactive blocks among `blocks`. When one cannot be loaded (offline, a deployment
 * replaced it) the promise never settles: the block keeps its prerendered HTML, which still reads.
 */
function loadChunks(blocks: readonly Block[]): Promise<void> {
  return preloadBlocks(blocks).catch((error: unknown) => {
    console.error('A part of this page could not be loaded; it stays as it was prerendered.', error)
    return new Promise<void>(() => {})
  })
}
