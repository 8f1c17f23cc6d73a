import styled from '@emotion/styled'
import { colors, minWidth, space } from '../ui/theme.ts'
import { Container } from '../ui/layout.ts'
import type { BlockProps } from './block-props.ts'
import { Image } from './image.tsx'

const LargeBand = styled.div({
  position: 'relative',
  overflow: 'hidden',
  color: '#ffffff',
  background: '#0b4150',
  textAlign: 'center',
  paddingBlock: `${space.xxl} ${space.xl}`,
  [minWidth(768)]: { paddingBlock: '6rem 5rem' },
})

const CompactBand = styled.div({
  position: 'relative',
  overflow: 'hidden',
  background: colors.tint,
  borderBottom: `1px solid ${colors.border}`,
  paddingBlock: space.xl,
})

const Backdrop = styled(Image)({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
})

const Content = styled(Container)({ position: 'relative' })

const Logo = styled(Image)({ width: '6rem', height: '6rem', marginBottom: space.md })

const Title = styled.h1<{ $large: boolean }>(({ $large }) => ({
  fontSize: $large ? 'clamp(2.25rem, 8vw, 4rem)' : 'clamp(2rem, 6vw, 2.75rem)',
  margin: 0,
  textShadow: $large ? '0 2px 12px rgba(0, 0, 0, 0.45)' : 'none',
}))

const Tagline = styled.p<{ $large: boolean }>(({ $large }) => ({
  fontSize: $large ? 'clamp(1.2rem, 4vw, 1.6rem)' : '1.2rem',
  maxWidth: '40rem',
  margin: `${space.md} ${$large ? 'auto' : '0'} 0`,
  color: $large ? '#ffffff' : colors.muted,
  textShadow: $large ? '0 1px 8px rgba(0, 0, 0, 0.5)' : 'none',
}))

/**
 * The top of a page with its only h1. `size: "large"` fills the first screen over a background picture (the
 * home page's sea); `compact` (default) is a tinted page header. The h1 takes focus after client-side
 * navigation (tabIndex -1, see RouteView), so its id is fixed.
 */
export function Hero({ block }: BlockProps<'hero'>) {
  const large = block.size === 'large'
  const Band = large ? LargeBand : CompactBand
  return (
    <Band data-hero="">
      {block.background ? <Backdrop image={block.background} priority data-hero-backdrop="" /> : null}
      <Content>
        {block.logo ? <Logo image={block.logo} priority /> : null}
        <Title $large={large} id="page-heading" tabIndex={-1}>
          {block.title}
        </Title>
        {block.tagline ? <Tagline $large={large}>{block.tagline}</Tagline> : null}
      </Content>
    </Band>
  )
}
