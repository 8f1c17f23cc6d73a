import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react'
import { headingId } from './heading-id.ts'

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const
type HeadingLevel = keyof typeof headingTags
const headingLevels: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6]

/** Where a heading sits: its level, and the ids of the headings it is nested under (for its own id). */
interface HeadingPlace {
  level: HeadingLevel
  scope: string
}

const HeadingPlaceContext = createContext<HeadingPlace>({ level: 2, scope: '' })

function clampLevel(level: number): HeadingLevel {
  return headingLevels.find((candidate) => candidate >= level) ?? 6
}

/** The heading level a block's own heading should use here: 2 at the top of a page, one more per nesting. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingPlaceContext).level
}

/**
 * Renders children one heading level deeper than here, so a section's blocks sit under its heading and no
 * level is skipped; `scope` (the container's heading text) prefixes the ids of the headings inside. Pass
 * `when={false}` to keep the level (a container without a heading of its own).
 */
export function NestedHeadings({ children, when = true, scope }: { children: ReactNode; when?: boolean; scope?: string }) {
  const place = useContext(HeadingPlaceContext)
  const next: HeadingPlace = {
    level: when ? clampLevel(place.level + 1) : place.level,
    scope: scope ? headingId(scope, place.scope) : place.scope,
  }
  return <HeadingPlaceContext.Provider value={next}>{children}</HeadingPlaceContext.Provider>
}

/** Props for {@link Heading}: any heading attribute, and `offset` (0 by default) to go levels below the current one. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode
  offset?: number
  [dataAttribute: `data-${string}`]: string | undefined
}

/**
 * A heading (h2 to h6) at the current level from context, plus `offset`. A heading whose content is plain text
 * gets an id from it (see headingId) unless one is given, so a link, such as a search result, can lead to it.
 */
export function Heading({ children, offset = 0, id, ...attributes }: HeadingProps) {
  const place = useContext(HeadingPlaceContext)
  const Tag = headingTags[clampLevel(place.level + offset)]
  const ownId = id ?? (typeof children === 'string' ? headingId(children, place.scope) : undefined)
  return (
    <Tag id={ownId} {...attributes}>
      {children}
    </Tag>
  )
}
