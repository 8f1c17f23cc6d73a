import styled from '@emotion/styled'
import { SmartLink } from '../ui/smart-link.tsx'
import { Container } from '../ui/layout.ts'
import { useSite } from '../ui/site-context.tsx'
import { colors, space } from '../ui/theme.ts'

const Footer = styled.footer({
  marginTop: space.xl,
  background: colors.primaryHover,
  color: '#ffffff',
  paddingBlock: space.xl,
  '& a': { color: '#ffffff' },
  '& a:hover': { color: '#ffffff' },
  '& :focus-visible': { outlineColor: colors.focusOnDark },
})

const Links = styled.ul({
  listStyle: 'none',
  margin: `0 0 ${space.lg}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space.sm} ${space.lg}`,
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '2.75rem' },
})

const Note = styled.p({ margin: 0, textAlign: 'center' })

/** The foot of every page: its links (about, community, support, privacy) and the site's note. */
export function SiteFooter() {
  const { footer } = useSite()
  return (
    <Footer>
      <Container>
        <nav aria-label={footer.label}>
          <Links>
            {footer.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </Links>
        </nav>
        <Note>{footer.note}</Note>
      </Container>
    </Footer>
  )
}
