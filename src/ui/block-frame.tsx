import styled from '@emotion/styled'
import { createContext, useContext, type ReactNode } from 'react'
import { space } from './theme.ts'
import { Container } from './layout.ts'

const NestedContext = createContext(false)

const TopLevel = styled.div({ paddingBlock: space.lg })

const Nested = styled.div({ marginBlock: `0 ${space.lg}` })

/**
 * The box every block renders in. At the top of a page: vertical padding and the centred content width. Inside
 * a container block (section, tab panel): only spacing, since the container already set the width.
 */
export function BlockFrame({ children, className }: { children: ReactNode; className?: string }) {
  if (useContext(NestedContext)) return <Nested className={className}>{children}</Nested>
  return (
    <TopLevel className={className}>
      <Container>{children}</Container>
    </TopLevel>
  )
}

/** Marks its blocks as nested in a container block, so their {@link BlockFrame}s add no second width. */
export function NestedBlocks({ children }: { children: ReactNode }) {
  return <NestedContext.Provider value={true}>{children}</NestedContext.Provider>
}
