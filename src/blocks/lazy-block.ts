import type { ReactNode } from 'react'
import type { BlockOfType, BlockType } from './block-props.ts'

/** A block type's React component: takes its block's data from site.json. */
export type BlockComponent<T extends BlockType> = (props: { block: BlockOfType<T> }) => ReactNode

/**
 * The entry of a block type whose component lives in a chunk of its own, loaded only where it is needed: every
 * interactive tool (src/blocks/block-definitions.ts) and the plain block types most pages do not show
 * (src/blocks/registry.ts). `load()` fetches the chunk (once; later calls share the first); `component` is set when it
 * has loaded, so the page can render it synchronously, on the server and in the browser alike.
 */
export interface LazyBlock<T extends BlockType> {
  readonly lazy: true
  /**
   * Loads the block's chunk.
   * @throws (rejects) when the chunk cannot be fetched (offline, a deployment replaced it); the caller decides.
   */
  load(): Promise<BlockComponent<T>>
  /** The loaded component, or undefined until `load()` has resolved. */
  readonly component: BlockComponent<T> | undefined
}

/**
 * Declares a block type whose component is a chunk of its own. `importer` must be a dynamic `import()` of the
 * block's module, src/tools/<type>/<type>.tsx for a tool or src/blocks/<type>.tsx for a plain block, so that Vite
 * makes it a chunk of its own (everything under src/tools/ stays out of the main bundle) and the prerender can find
 * that chunk in Vite's manifest to preload it where the block hydrates.
 *
 * Example: `search: lazyBlock(() => import('../tools/search/search.tsx').then((module) => module.Search))`
 */
export function lazyBlock<T extends BlockType>(importer: () => Promise<BlockComponent<T>>): LazyBlock<T> {
  let pending: Promise<BlockComponent<T>> | undefined
  const entry: { lazy: true; component: BlockComponent<T> | undefined; load(): Promise<BlockComponent<T>> } = {
    lazy: true,
    component: undefined,
    load() {
      pending ??= importer().then(
        (component) => {
          entry.component = component
          return component
        },
        (error: unknown) => {
          // Forget the failure so a later attempt (back online) can try again.
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
  return entry
}
