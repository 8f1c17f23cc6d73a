import { colors } from './theme.ts'

/** How strongly a button stands out, as site.json's `emphasis` names it. */
export type Emphasis = 'primary' | 'secondary'

/**
 * Emotion object styles shared by link-buttons and coming-soon buttons. Targets are at least 44 px tall,
 * well above WCAG 2.5.8's 24 px.
 */
export function buttonStyles(emphasis: Emphasis) {
  const primary = emphasis === 'primary'
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    minHeight: '2.75rem',
    padding: '0.6rem 1.25rem',
    borderRadius: '999px',
    border: `2px solid ${colors.primary}`,
    background: primary ? colors.primary : colors.surface,
    color: primary ? '#ffffff' : colors.primary,
    font: 'inherit',
    fontWeight: 600,
    lineHeight: 1.3,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': {
      background: primary ? colors.primaryHover : colors.tint,
      borderColor: colors.primaryHover,
      color: primary ? '#ffffff' : colors.primaryHover,
      textDecoration: 'none',
    },
  } as const
}
