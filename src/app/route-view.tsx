import { useEffect, useReducer, useRef, type RefObject } from 'react'
import { Route as WouterRoute, Switch, useLocation } from 'wouter'
import { BlockList } from '../blocks/block-list.tsx'
import { NotFound } from './not-found.tsx'
import { LibraryProvider } from './library-context.tsx'
import { documentTitle, type RouteData } from './page-payload.ts'
import type { RouteStore } from './route-store.ts'
import { useSite } from './site-context.tsx'

/**
 * After a client-side navigation (not on first load): sets the tab's title, scrolls to the top and moves focus
 * to the new page's h1, so screen readers announce the page as they would after a full load.
 */
function useNavigationEffects(title: string, pathKey: string, firstPage: RefObject<boolean>) {
  useEffect(() => {
    document.title = title
    if (firstPage.current) {
      firstPage.current = false
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('page-heading')?.focus()
  }, [title, pathKey, firstPage])
}

function Page({ data, firstPage }: { data: RouteData; firstPage: RefObject<boolean> }) {
  const site = useSite()
  useNavigationEffects(documentTitle(data.route.title, site.name), data.route.path, firstPage)
  return (
    <LibraryProvider library={data.library}>
      <BlockList blocks={data.route.blocks} />
    </LibraryProvider>
  )
}

function MissingPage({ path, firstPage }: { path: string; firstPage: RefObject<boolean> }) {
  const site = useSite()
  useNavigationEffects(site.notFound.title, path, firstPage)
  return <NotFound path={path} />
}

/**
 * Renders the page for the current location with wouter: one `<Route>` per route this tab knows (matching is
 * case-insensitive and ignores a trailing slash), then a fallback that shows the 404 page for a path known to
 * have no route, or loads the route's data. While it loads the previous page stays on screen, marked busy;
 * if loading fails the browser loads the URL in full instead of showing a blank page.
 */
export function RouteView({ store }: { store: RouteStore }) {
  const [location] = useLocation()
  const [, routesChanged] = useReducer((count: number) => count + 1, 0)
  const lastShown = useRef<RouteData | null>(null)
  const firstPage = useRef(true)
  const lookup = store.lookup(location)

  useEffect(() => {
    if (lookup.status !== 'unknown') return
    let cancelled = false
    store.load(location).then(
      () => {
        if (!cancelled) routesChanged()
      },
      () => {
        if (!cancelled) window.location.assign(location)
      },
    )
    return () => {
      cancelled = true
    }
  }, [store, location, lookup.status])

  if (lookup.status === 'found') lastShown.current = lookup.data

  return (
    <Switch>
      {store.knownRoutes().map((data) => (
        <WouterRoute key={data.route.path} path={data.route.path}>
          <Page data={data} firstPage={firstPage} />
        </WouterRoute>
      ))}
      <WouterRoute>
        {lookup.status === 'missing' ? (
          <MissingPage path={location} firstPage={firstPage} />
        ) : lastShown.current ? (
          <div aria-busy="true">
            <LibraryProvider library={lastShown.current.library}>
              <BlockList blocks={lastShown.current.route.blocks} />
            </LibraryProvider>
          </div>
        ) : null}
      </WouterRoute>
    </Switch>
  )
}
