import { createContext, Suspense, use, useContext, useEffect, useId, useState, type ReactNode } from 'react'
import type { Block } from '../generated/manifest.ts'
import { ErrorBoundary } from '../app/error-boundary.tsx'
import { needsHydration } from './hydration.ts'

/**
 * What the browser knows while it hydrates the prerendered page it loaded (src/client/first-load.ts). Absent on
 * the server, in tests, and for pages shown by client-side navigation: blocks then render as usual.
 */
export interface FirstLoad {
  /**
   * The prerendered inner HTML of the wrapper whose `data-hydration-key` is `key`, or undefined when the page has
   * no such element.
   */
  serverHtml(key: string): string | undefined
  /**
   * Resolves when the blocks in the wrapper `key` should hydrate (near the screen, touched, named by the address's
   * fragment, or the browser is idle), with the chunks of their interactive blocks loaded. The same promise for the
   * same key. Never resolves when a chunk cannot be loaded: the prerendered block stays, and still reads.
   */
  hydrateWhenNeeded(key: string, blocks: readonly Block[]): Promise<void>
  /** Called once the blocks in the wrapper `key` have hydrated. */
  hydrated(key: string): void
  /** Called once the page frame (header, footer, the route's wrappers) has hydrated. */
  frameHydrated(): void
}

const FirstLoadContext = createContext<FirstLoad | null>(null)

/** Provides the {@link FirstLoad} of the prerendered page to the blocks of its route (only that route's). */
export const FirstLoadProvider = FirstLoadContext.Provider

/**
 * Renders its children once `ready` (when given) has resolved, and then reports them hydrated. Rendered on the
 * server too, so the component tree (and every useId below it) is the same on both sides.
 */
function HydrateWhen({ ready, onHydrated, children }: { ready?: Promise<void>; onHydrated?: () => void; children: ReactNode }) {
  // Suspending while hydrating keeps the Suspense boundary's prerendered HTML as it is until `ready` resolves.
  if (ready) use(ready)
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}

/**
 * The wrapper every block renders in (`<div data-block="<type>" data-hydration-key="...">`, laid out as if absent:
 * `display: contents`), which decides how the block comes to life on the page the browser loaded:
 * - a block with nothing interactive in it (see needsHydration) is never hydrated: its wrapper takes its
 *   prerendered HTML as it is, so React neither renders it nor serialises its styles;
 * - a block with something interactive hydrates in a Suspense boundary of its own when it is needed (see
 *   {@link FirstLoad.hydrateWhenNeeded}), so each block is a separate, interruptible piece of work and no long
 *   task blocks the page.
 * On the server, and for a page shown by client-side navigation, the block renders as usual.
 */
export function BlockSlot({ block, children }: { block: Block; children: ReactNode }) {
  const key = useId()
  const firstLoad = useContext(FirstLoadContext)
  const [first] = useState(() => {
    const hydrates = needsHydration(block)
    const gate = firstLoad && hydrates ? { ready: firstLoad.hydrateWhenNeeded(key, [block]), onHydrated: () => firstLoad.hydrated(key) } : undefined
    return { block, hydrates, gate, html: firstLoad && !hydrates ? firstLoad.serverHtml(key) : undefined }
  })
  // A changed block (site.json edited in the dev server) renders afresh.
  const initial = first.block === block ? first : undefined
  if (initial?.html !== undefined) {
    return <div key="prerendered" data-block={block.type} data-hydration-key={key} dangerouslySetInnerHTML={{ __html: initial.html }} />
  }
  const gate = initial?.hydrates ? first.gate : undefined
  return (
    <div key="rendered" data-block={block.type} data-hydration-key={key}>
      <ErrorBoundary fallback={(error) => <KeptMarkup html={firstLoad?.serverHtml(key)} error={error} onShown={gate?.onHydrated} />}>
        <Suspense fallback={null}>
          <HydrateWhen ready={gate?.ready} onHydrated={gate?.onHydrated}>
            {children}
          </HydrateWhen>
        </Suspense>
      </ErrorBoundary>
    </div>
  )
}

/**
 * What a block that threw shows on the page the browser loaded: the markup it showed when it failed (its
 * prerendered HTML when it fails while hydrating), read in the render that handles the error, before React
 * removes it. So a tool that fails leaves its readable text and the rest of the page working, as the page reads
 * without JavaScript. Without that markup (a page shown by client-side navigation, the server) the error goes on to
 * the page's own boundary, which shows the error page. `onShown` reports the block settled, as hydrating would
 * (the page counts as hydrated once every block has settled).
 * @throws `error` when there is no markup to keep.
 */
function KeptMarkup({ html, error, onShown }: { html: string | undefined; error: Error; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown])
  if (html === undefined || html === '') throw error
  return <div data-block-failed="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * A part of the page frame that never needs React in the browser (the print footer): on the page the browser
 * loaded it keeps its prerendered HTML; elsewhere it renders as usual. `attributes` go on its wrapper `<div>`.
 */
export function StaticRegion({ children, ...attributes }: { children: ReactNode; [attribute: `data-${string}`]: string }) {
  const key = useId()
  const firstLoad = useContext(FirstLoadContext)
  const [html] = useState(() => firstLoad?.serverHtml(key))
  if (html !== undefined) return <div {...attributes} data-hydration-key={key} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <div {...attributes} data-hydration-key={key}>
      {children}
    </div>
  )
}
