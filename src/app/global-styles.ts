import { colors, focusRing, fontStack } from '../ui/theme.ts'

/**
 * Page-wide CSS: a calm, readable base, a visible focus ring everywhere, and motion only when welcome. A `<style>`
 * in every prerendered page's head (like the print styles), written once at build time: the browser never
 * serialises it, and hydration never moves or re-inserts it (which made the browser recompute the style of the
 * whole page, 40 ms at four times CPU slowdown on the program directory).
 */
export const globalStyles = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}',
  `body{margin:0;font-family:${fontStack};font-size:1.125rem;line-height:1.6;color:${colors.text};background:${colors.canvas};overflow-wrap:break-word}`,
  '#root{min-height:100vh;display:flex;flex-direction:column}',
  '#root>main{flex:1 0 auto}',
  // The wrapper of every block (see BlockSlot) takes no part in layout: the block's own box does.
  '[data-block]{display:contents}',
  'h1,h2,h3,h4,h5,h6{line-height:1.25;margin:0 0 0.5em;text-wrap:balance}',
  'p,ul,ol,dl{margin:0 0 1em}',
  `a{color:${colors.primary};text-underline-offset:0.15em}`,
  `a:hover{color:${colors.primaryHover};text-decoration-thickness:2px}`,
  `:focus-visible{outline:${focusRing.outline};outline-offset:${focusRing.outlineOffset}}`,
  'img{max-width:100%;height:auto}',
  '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important}}',
].join('')
