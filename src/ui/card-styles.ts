import styled from '@emotion/styled'
import type { CSSObject } from '@emotion/react'
import { colors, space } from './theme.ts'

/** The look of a boxed card inside a block (Shelby's answers, urgent cards): rounded, padded, kept whole in print. */
export const cardStyles: CSSObject = {
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  margin: `${space.sm} 0`,
  breakInside: 'avoid',
  '& p': { margin: `${space.xs} 0` },
}

/**
 * A disclosure (details/summary) with a summary tall enough to tap (44 px), for sources and other secondary lists. The
 * summary stays a list item, so the browser draws its open/closed triangle: as a flex box it lost it, and the closed
 * "Where this comes from" under an urgent card read as a heading with nothing under it.
 */
export const Disclosure = styled.details({
  margin: `${space.xs} 0`,
  '& summary': { cursor: 'pointer', minHeight: '2.75rem', boxSizing: 'border-box', padding: '0.625rem 0', fontWeight: 600 },
  '& ul': { margin: `${space.xs} 0`, paddingLeft: '1.25rem' },
})
