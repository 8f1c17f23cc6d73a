import { useEffect, useReducer, useRef, type RefObject } from 'react'
import { Route as WouterRoute, Switch, useLocation } from 'wouter'
import type { Route } from '../generated/manifest.ts'
import { BlockList } from '../blocks/block-list.tsx'
import { NotFound } from './not-found.tsx'
import { documentTitle } from './page-payload.ts'
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

function Page({ route, firstPage }: { route: Route; firstPage: RefObject<boolean> }) {
  const site = useSite()
  useNavigationEffects(documentTitle(route.title, site.name), route.path, firstPage)
  return <BlockList blocks={route.blocks} />
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
  const lastShown = useRef<Route | null>(null)
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

  if (lookup.status === 'found') lastShown.current = lookup.route

  return (
    <Switch>
      {store.knownRoutes().map((route) => (
        <WouterRoute key={route.path} path={route.path}>
          <Page route={route} firstPage={firstPage} />
        </WouterRoute>
      ))}
      <WouterRoute>
        {lookup.status === 'missing' ? (
          <MissingPage path={location} firstPage={firstPage} />
        ) : lastShown.current ? (
          <div aria-busy="true">
            <BlockList blocks={lastShown.current.blocks} />
          </div>
        ) : null}
      </WouterRoute>
    </Switch>
  )
}
