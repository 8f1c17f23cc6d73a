import styled from '@emotion/styled'
import { colors, space, widths } from './theme.ts'

/** Centres content at the site's content width, with side padding that keeps text off the screen edge at 320 px. */
export const Container = styled.div({
  width: '100%',
  maxWidth: `${widths.content}px`,
  marginInline: 'auto',
  paddingInline: space.md,
})

/** A surface card: white, rounded, softly bordered. */
export const Surface = styled.div({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
})

/** A horizontal, wrapping row of buttons. */
export const ButtonRow = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
})

/** Text that keeps a comfortable line length. */
export const Readable = styled.div({
  maxWidth: `${widths.readable}px`,
})

/** One entry of a list shown as cards (resources, organisations): white, rounded, with a compact heading. */
export const CardListItem = styled.li({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.lg,
  '& p': { margin: `${space.xs} 0` },
  '& h3, & h4, & h5, & h6': { fontSize: '1.15rem', margin: 0 },
})
