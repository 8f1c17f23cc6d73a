import { CacheProvider, type EmotionCache } from '@emotion/react'
import styled from '@emotion/styled'
import { useEffect } from 'react'
import { Router, useLocation } from 'wouter'
import { ErrorBoundary } from './error-boundary.tsx'
import { ErrorPage } from './error-page.tsx'
import { GlobalStyles } from './global-styles.tsx'
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

function Frame({ store }: { store: RouteStore }) {
  const site = useSite()
  const [location] = useLocation()
  useEffect(() => {
    // Marks the page as interactive, for end-to-end tests and anyone checking that hydration ran.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <GlobalStyles />
      <SkipLink href="#main-content" data-skip-link="">
        {site.ui.skipLink}
      </SkipLink>
      <SiteHeader />
      <Main id="main-content" tabIndex={-1}>
        <ErrorBoundary resetKey={location} fallback={(error) => <ErrorPage error={error} />}>
          <RouteView store={store} />
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
}

/**
 * The whole site: emotion's style cache, the site chrome, wouter's router and the page frame (skip link,
 * header, main, footer) around the current route's blocks. Renders the same on the server and in the browser
 * and touches no browser global while rendering, so prerendered HTML hydrates without warnings.
 */
export function App({ site, store, emotionCache, ssrPath }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteProvider site={site}>
        <Router ssrPath={ssrPath}>
          <Frame store={store} />
        </Router>
      </SiteProvider>
    </CacheProvider>
  )
}
