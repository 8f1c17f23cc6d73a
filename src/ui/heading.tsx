import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react'

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const
type HeadingLevel = keyof typeof headingTags
const headingLevels: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6]

const HeadingLevelContext = createContext<HeadingLevel>(2)

function clampLevel(level: number): HeadingLevel {
  return headingLevels.find((candidate) => candidate >= level) ?? 6
}

/** The heading level a block's own heading should use here: 2 at the top of a page, one more per nesting. */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext)
}

/**
 * Renders children one heading level deeper than here, so a section's blocks sit under its heading and no
 * level is skipped. Pass `when={false}` to keep the level (a container without a heading of its own).
 */
export function NestedHeadings({ children, when = true }: { children: ReactNode; when?: boolean }) {
  const level = useHeadingLevel()
  return <HeadingLevelContext.Provider value={when ? clampLevel(level + 1) : level}>{children}</HeadingLevelContext.Provider>
}

/** Props for {@link Heading}: any heading attribute, and `offset` (0 by default) to go levels below the current one. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode
  offset?: number
  [dataAttribute: `data-${string}`]: string | undefined
}

/** A heading (h2 to h6) at the current level from context, plus `offset`. */
export function Heading({ children, offset = 0, ...attributes }: HeadingProps) {
  const Tag = headingTags[clampLevel(useHeadingLevel() + offset)]
  return <Tag {...attributes}>{children}</Tag>
}
