import type { ReactNode } from 'react'
import { Link } from 'wouter'

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
 * A real `<a href>`: internal links navigate client-side through wouter; external ones (https, mailto, tel)
 * are plain links with rel="noopener noreferrer" so the other site learns nothing of this one.
 */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  if (isInternalHref(href)) {
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
