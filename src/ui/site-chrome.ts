import type { SiteManifest } from '../generated/manifest.ts'

/**
 * The site-wide part of the manifest every page needs: name, language, logo, navigation, footer, interface
 * words and the 404 page. Routes are left out so a page's payload does not grow with the number of routes.
 */
export type SiteChrome = Pick<
  SiteManifest,
  'name' | 'lang' | 'url' | 'description' | 'logo' | 'navigation' | 'footer' | 'ui' | 'notFound'
> & {
  /**
   * Where the site's languages live, when it has more than one: the default language (`lang` is the page's own
   * language) and each other language's pathPrefix. A link to another language's page loads in full and says so.
   */
  languagePaths?: { defaultLang: string; prefixes: Record<string, string> }
}
