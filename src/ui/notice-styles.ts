import { colors, space } from './theme.ts'

/**
 * The boxed message look, the one home for it: a coloured bar on the left over a pale background. `safety` is the
 * amber of warnings and problems (dark amber text on pale amber: 8.5:1), `info` the sea tint of notes. Used by the
 * notice block and by every tool's warnings, problems and notes.
 */
export function noticeBoxStyles(tone: 'info' | 'safety') {
  return {
    padding: space.md,
    borderLeft: `6px solid ${tone === 'safety' ? colors.safetyBorder : colors.primary}`,
    borderRadius: '0.5rem',
    background: tone === 'safety' ? colors.safetyBackground : colors.tint,
    color: tone === 'safety' ? colors.safetyText : colors.text,
  } as const
}
