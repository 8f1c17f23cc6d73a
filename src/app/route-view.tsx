import { useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import { Route as WouterRoute, Switch, useLocation } from 'wouter'
import { BlockList } from '../blocks/block-list.tsx'
import { FirstLoadProvider, StaticRegion, type FirstLoad } from '../blocks/block-slot.tsx'
import { NotFound } from './not-found.tsx'
import { LanguageBar } from './language-bar.tsx'
import { LibraryProvider } from './library-context.tsx'
import { documentTitle, type RouteData } from './page-payload.ts'
import type { RouteStore } from './route-store.ts'
import { useSite } from '../ui/site-context.tsx'
import { lastReviewedOf } from './site-index.ts'
import { absoluteUrl } from './paths.ts'
import { Container } from '../ui/layout.ts'
import { readableDate } from '../ui/readable-date.ts'
import { fragmentTarget } from '../ui/fragment-target.ts'

/**
 * After a client-side navigation (not on first load): sets the tab's title, then shows the part of the new page the
 * link named (its #fragment, such as a section a search result leads to) or else scrolls to the top, and moves
 * focus there, so screen readers announce the page as they would after a full load.
 */
function useNavigationEffects(title: string, pathKey: string, firstPage: RefObject<boolean>) {
  // firstPage is one flag for the whole app, shared by every page it shows (the first is hydrated, not navigated
  // to), so it is passed in and cleared here, in an effect, never while rendering.
  // eslint-disable-next-line react-hooks/immutability -- see above
  useEffect(() => {
    document.title = title
    if (firstPage.current) {
      // eslint-disable-next-line react-hooks/immutability -- see above
      firstPage.current = false
      return
    }
    const target = fragmentTarget()
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.scrollIntoView()
      target.focus({ preventScroll: true })
      return
    }
    window.scrollTo(0, 0)
    document.getElementById('page-heading')?.focus()
  }, [title, pathKey, firstPage])
}

/**
 * The line printed at the foot of a page (hidden on screen): where it was printed from, its "Last reviewed" date
 * where it has one, and the disclaimer. Left out of the search index.
 */
function PrintFooter({ route }: { route: RouteData['route'] }) {
  const site = useSite()
  const words = site.ui.printFooter
  if (!words) return null
  const reviewed = lastReviewedOf(route.blocks)
  // Static: on the page the browser loaded it keeps its prerendered HTML (no date formatting while hydrating).
  return (
    <StaticRegion data-print-only="" data-pagefind-ignore="all">
      <Container>
        <p>
          {words.printedFrom} {absoluteUrl(site, route.path)}
          {reviewed ? ` · ${site.ui.lastReviewed}: ${readableDate(reviewed, site.lang)}` : null}
        </p>
        <p>{words.disclaimer}</p>
      </Container>
    </StaticRegion>
  )
}

function Page({ data, firstPage, firstLoad }: { data: RouteData; firstPage: RefObject<boolean>; firstLoad?: FirstLoad }) {
  const site = useSite()
  // Only the page the browser loaded is hydrated from prerendered HTML; pages reached later render as usual.
  const [hydrating] = useState(() => firstPage.current)
  useNavigationEffects(documentTitle(data.route.title, site.name), data.route.path, firstPage)
  return (
    <FirstLoadProvider value={hydrating ? (firstLoad ?? null) : null}>
      <LibraryProvider library={data.library}>
        <LanguageBar language={data.language} />
        {/* The search index reads only this (and the page's marks, see searchIndexMarks): not the header or footer. */}
        <div data-pagefind-body="">
          <BlockList blocks={data.route.blocks} />
          <PrintFooter route={data.route} />
        </div>
      </LibraryProvider>
    </FirstLoadProvider>
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
 * if loading fails the browser loads the URL in full instead of showing a blank page. `firstLoad` (in the browser
 * only) hydrates the prerendered page's blocks one by one, and only those that are interactive (see BlockSlot).
 */
export function RouteView({ store, firstLoad }: { store: RouteStore; firstLoad?: FirstLoad }) {
  const [location] = useLocation()
  const [, routesChanged] = useReducer((count: number) => count + 1, 0)
  const [previous, setPrevious] = useState<RouteData>()
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

  // The last page shown stays on screen (marked busy) while the next page's data loads: noted while rendering the
  // page, as React advises for values that follow from an earlier render.
  if (lookup.status === 'found' && previous !== lookup.data) setPrevious(lookup.data)

  return (
    <Switch>
      {store.knownRoutes().map((data) => (
        <WouterRoute key={data.route.path} path={data.route.path}>
          <Page data={data} firstPage={firstPage} firstLoad={firstLoad} />
        </WouterRoute>
      ))}
      <WouterRoute>
        {lookup.status === 'missing' ? (
          <MissingPage path={location} firstPage={firstPage} />
        ) : previous ? (
          <div aria-busy="true">
            <LibraryProvider library={previous.library}>
              <BlockList blocks={previous.route.blocks} />
            </LibraryProvider>
          </div>
        ) : null}
      </WouterRoute>
    </Switch>
  )
}
