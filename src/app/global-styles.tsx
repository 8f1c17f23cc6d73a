import { Global } from '@emotion/react'
import { colors, focusRing, fontStack } from '../ui/theme.ts'

/** Page-wide CSS: a calm, readable base, a visible focus ring everywhere, and motion only when welcome. */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: fontStack,
          fontSize: '1.125rem',
          lineHeight: 1.6,
          color: colors.text,
          background: colors.canvas,
          overflowWrap: 'break-word',
        },
        '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
        '#root > main': { flex: '1 0 auto' },
        'h1, h2, h3, h4, h5, h6': { lineHeight: 1.25, margin: '0 0 0.5em', textWrap: 'balance' },
        'p, ul, ol, dl': { margin: '0 0 1em' },
        a: { color: colors.primary, textUnderlineOffset: '0.15em' },
        'a:hover': { color: colors.primaryHover, textDecorationThickness: '2px' },
        ':focus-visible': focusRing,
        img: { maxWidth: '100%', height: 'auto' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      }}
    />
  )
}
