import { createContext, useContext, type ReactNode } from 'react'
import type { SiteChrome } from './site-chrome.ts'

const SiteContext = createContext<SiteChrome | null>(null)

/** Makes the site chrome (name, navigation, interface words) available to every block below. */
export function SiteProvider({ site, children }: { site: SiteChrome; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}

/**
 * The site chrome from the nearest {@link SiteProvider}.
 * @throws when rendered outside one: a wiring mistake in the app, not a content problem.
 */
export function useSite(): SiteChrome {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it')
  return site
}

/** The interface words from site.json (`ui`), such as "Servings" or "Coming soon". */
export function useUiText(): SiteChrome['ui'] {
  return useSite().ui
}
