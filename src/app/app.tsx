import { CacheProvider, type EmotionCache } from '@emotion/react'
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { Router, useLocation } from 'wouter'
import type { FirstLoad } from '../blocks/block-slot.tsx'
import { clientNavigationTarget } from '../ui/smart-link.tsx'
import { ErrorBoundary } from './error-boundary.tsx'
import { ErrorPage } from './error-page.tsx'
import type { SiteChrome } from './page-payload.ts'
import type { RouteStore } from './route-store.ts'
import { RouteView } from './route-view.tsx'
import { SiteProvider, useSite } from '../ui/site-context.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { colors, focusRing } from '../ui/theme.ts'

const SkipLink = styled.a({
  position: 'absolute',
  left: '0.5rem',
  top: '-10rem',
  zIndex: 100,
  padding: '0.75rem 1rem',
  background: colors.surface,
  color: colors.primary,
  fontWeight: 700,
  '&:focus': { top: '0.5rem', ...focusRing },
})

const Main = styled.main({ display: 'block', '&:focus': { outline: 'none' } })

function Frame({ store, firstLoad }: { store: RouteStore; firstLoad?: FirstLoad }) {
  const site = useSite()
  const [location, navigate] = useLocation()
  useEffect(() => {
    // Marks the page as interactive, for end-to-end tests and anyone checking that hydration ran: at once, or
    // when the page the browser loaded has hydrated its interactive blocks too.
    if (firstLoad) firstLoad.frameHydrated()
    else document.documentElement.dataset.hydrated = 'true'
  }, [firstLoad])
  useEffect(() => {
    // Links React does not handle (in blocks that are never hydrated) navigate client-side like the others.
    const onClick = (event: MouseEvent) => {
      const target = clientNavigationTarget(event)
      if (target === undefined) return
      event.preventDefault()
      navigate(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
  return (
    <>
      <SkipLink href="#main-content" data-skip-link="">
        {site.ui.skipLink}
      </SkipLink>
      <SiteHeader />
      <Main id="main-content" tabIndex={-1}>
        <ErrorBoundary resetKey={location} fallback={(error) => <ErrorPage error={error} />}>
          <RouteView store={store} firstLoad={firstLoad} />
        </ErrorBoundary>
      </Main>
      <SiteFooter />
    </>
  )
}

/** Props for {@link App}. */
export interface AppProps {
  site: SiteChrome
  store: RouteStore
  emotionCache: EmotionCache
  /** The request path when prerendering; omitted in the browser, where wouter reads the location. */
  ssrPath?: string
  /** In the browser, for the prerendered page it loaded: hydrates its blocks one by one (see BlockSlot). */
  firstLoad?: FirstLoad
}

/**
 * The whole site: emotion's style cache, the site chrome, wouter's router and the page frame (skip link,
 * header, main, footer) around the current route's blocks. Renders the same on the server and in the browser
 * and touches no browser global while rendering, so prerendered HTML hydrates without warnings.
 */
export function App({ site, store, emotionCache, ssrPath, firstLoad }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteProvider site={site}>
        <Router ssrPath={ssrPath}>
          <Frame store={store} firstLoad={firstLoad} />
        </Router>
      </SiteProvider>
    </CacheProvider>
  )
}
