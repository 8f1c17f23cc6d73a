import { hex } from 'wcag-contrast'
import { describe, expect, it } from 'vitest'
import { colors } from '../../src/ui/theme.ts'

const white = '#ffffff'

/** Every foreground/background pair the components use, with the WCAG 2.2 AA minimum that applies. */
const pairs: [string, string, string, number][] = [
  ['body text on the page', colors.text, colors.canvas, 4.5],
  ['body text on cards', colors.text, colors.surface, 4.5],
  ['secondary text on the page', colors.muted, colors.canvas, 4.5],
  ['secondary text on tinted bands', colors.muted, colors.tint, 4.5],
  ['links on the page', colors.primary, colors.canvas, 4.5],
  ['links hovered', colors.primaryHover, colors.tint, 4.5],
  ['primary button label', white, colors.primary, 4.5],
  ['primary button label, hovered', white, colors.primaryHover, 4.5],
  ['secondary button label', colors.primary, colors.surface, 4.5],
  ['disabled (coming soon) button label', colors.disabledText, colors.disabledBackground, 4.5],
  ['safety notice text', colors.safetyText, colors.safetyBackground, 4.5],
  ['footer text and links', white, colors.primaryHover, 4.5],
  ['focus ring on the page', colors.focus, colors.canvas, 3],
  ['focus ring on cards', colors.focus, colors.surface, 3],
  ['focus ring on tinted bands', colors.focus, colors.tint, 3],
  ['focus ring in the footer', colors.focusOnDark, colors.primaryHover, 3],
  ['button borders on the page', colors.primary, colors.canvas, 3],
  ['safety notice border', colors.safetyBorder, colors.safetyBackground, 3],
]

describe('colour contrast (WCAG 2.2 AA), in every state the theme defines', () => {
  it.each(pairs)('%s: %s on %s is at least %d:1', (_name, foreground, background, minimum) => {
    expect(hex(foreground, background)).toBeGreaterThanOrEqual(minimum)
  })
})
