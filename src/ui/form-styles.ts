import { colors } from './theme.ts'

/**
 * Emotion object styles for one-line text inputs (search boxes, tool fields): 44 px tall targets, a 3:1 border
 * against the page, the site's font.
 */
export const textInputStyles = {
  minWidth: 0,
  minHeight: '2.75rem',
  padding: '0.4rem 0.75rem',
  border: `2px solid ${colors.muted}`,
  borderRadius: '0.5rem',
  font: 'inherit',
  background: colors.surface,
  color: colors.text,
} as const
