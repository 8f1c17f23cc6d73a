import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useSite } from '../ui/site-context.tsx'
import { languageOfPath } from '../languages/language-paths.ts'

/** Props for {@link SmartLink}: any `href` the schema allows, its content and an optional class. */
export interface SmartLinkProps {
  href: string
  children: ReactNode
  className?: string
}

/** True for a link to a page of this site ("/..."), which the router handles without a page load. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * The address a click should navigate to client-side, or undefined to let the browser handle it: a plain left click
 * (no modifier key) on a link to a page of this site that nothing else handled (no `target`, no `download`), the
 * same rule as the internal links {@link SmartLink} renders. A link with `hreflang` leads to a page in another
 * language, which loads in full (its own words and `<html lang>`), so it is left to the browser. The app applies it
 * to links React does not handle: those in blocks that are never hydrated, in blocks not hydrated yet, and the
 * language bar's.
 */
export function clientNavigationTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return undefined
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!link || link.hasAttribute('download') || link.hasAttribute('hreflang') || (link.getAttribute('target') ?? '_self') !== '_self') return undefined
  const href = link.getAttribute('href') ?? ''
  return isInternalHref(href) ? href : undefined
}

/**
 * A real `<a href>`: internal links navigate client-side through wouter; external ones (https, mailto, tel)
 * are plain links with rel="noopener noreferrer" so the other site learns nothing of this one. A link to a page in
 * another language (its path lies under another language's prefix) loads in full, since that page has its own
 * words and `<html lang>`; it carries `hreflang` and says so after its words: "(en inglés)" (`ui.language`).
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  const site = useSite()
  if (isInternalHref(href)) {
    const target = site.languagePaths ? languageOfPath(href, site.languagePaths) : site.lang
    if (target !== site.lang) {
      const name = site.ui.language.names[target] ?? target
      return (
        <a href={href} hrefLang={target} className={className}>
          {children} {site.ui.language.otherLanguage.replace('{language}', name)}
        </a>
      )
    }
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  )
}
