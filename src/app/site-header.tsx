import styled from '@emotion/styled'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { homePathOf } from '../languages/language-paths.ts'
import { Image } from '../blocks/image.tsx'
import { Container } from '../ui/layout.ts'
import { visuallyHidden } from '../ui/visually-hidden.ts'
import { buttonStyles } from '../ui/button-styles.ts'
import { textInputStyles } from '../ui/form-styles.ts'
import { canonicalPath } from './paths.ts'
import type { SiteChrome } from './page-payload.ts'
import { useSite } from '../ui/site-context.tsx'
import { colors, minWidth, space, widths } from '../ui/theme.ts'

const Header = styled.header({ background: colors.surface, borderBottom: `1px solid ${colors.border}` })

const Bar = styled(Container)({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space.sm} ${space.md}`,
  paddingBlock: space.sm,
  [minWidth(widths.menu)]: { justifyContent: 'center', columnGap: space.xl },
})

const SearchForm = styled.form({
  order: 3,
  flex: '1 1 100%',
  display: 'flex',
  gap: space.xs,
  [minWidth(widths.menu)]: { order: 2, flex: '0 1 24rem' },
})

const SearchLabel = styled.label(visuallyHidden)

const SearchInput = styled.input({ ...textInputStyles, flex: '1 1 auto', fontSize: '1rem' })

const SearchButton = styled.button({ ...buttonStyles('primary'), flex: 'none', fontSize: '1rem', padding: '0.4rem 1rem' })

const Brand = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  fontSize: '1.35rem',
  fontWeight: 800,
  color: colors.primaryHover,
  textDecoration: 'none',
  '& img': { width: '2.25rem', height: '2.25rem' },
})

const MenuToggle = styled.button({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: '0.5rem 1rem',
  border: `2px solid ${colors.primary}`,
  borderRadius: '0.5rem',
  background: colors.surface,
  color: colors.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  order: 2,
  [minWidth(widths.menu)]: { display: 'none' },
})

const Nav = styled.nav({
  '&[data-open="false"]': { display: 'none' },
  [minWidth(widths.menu)]: { '&[data-open="false"]': { display: 'block' } },
})

const NavList = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${space.md} ${space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  [minWidth(widths.menu)]: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.sm,
    padding: `0 ${space.md} ${space.sm}`,
  },
})

const NavLink = styled(Link)({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0.4rem 0.8rem',
  borderRadius: '0.5rem',
  color: colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: colors.tint, color: colors.primaryHover },
  '&[aria-current="page"]': { color: colors.primary, boxShadow: `inset 0 -3px 0 ${colors.primary}` },
})

function isCurrentSection(location: string, href: string): boolean {
  const here = canonicalPath(location)
  const target = canonicalPath(href)
  return target !== '/' && (here === target || here.startsWith(`${target}/`))
}

/**
 * The header's search form: a plain GET form to the search page (`?q=...`), so it works without JavaScript; with
 * it, the app goes to the search page client-side, so the words never travel to the server. It loads no search
 * code: only the search page does.
 */
function HeaderSearch({ words }: { words: NonNullable<SiteChromeUi['search']> }) {
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  return (
    <SearchForm
      role="search"
      aria-label={words.label}
      action={words.path}
      method="get"
      data-header-search=""
      onSubmit={(event) => {
        event.preventDefault()
        const typed = query.trim()
        navigate(typed ? `${words.path}?${new URLSearchParams({ q: typed }).toString()}` : words.path)
      }}
    >
      <SearchLabel htmlFor="site-search">{words.label}</SearchLabel>
      <SearchInput
        id="site-search"
        type="search"
        name="q"
        dir="auto"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={words.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <SearchButton type="submit">{words.button}</SearchButton>
    </SearchForm>
  )
}

type SiteChromeUi = SiteChrome['ui']

/**
 * The top bar on every page: the site's name linking home, the search form, and the navigation to the seven
 * wells, centred. Below 960 px the links fold behind a menu button (a disclosure: aria-expanded, aria-controls)
 * that closes on Escape, returning focus to the button, and after every navigation; the search form gets a row
 * of its own.
 */
export function SiteHeader() {
  const site = useSite()
  const [location] = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  // Any navigation closes the menu: noticed while rendering the new address, as React advises, not in an effect.
  const [menuLocation, setMenuLocation] = useState(location)
  if (menuLocation !== location) {
    setMenuLocation(location)
    setMenuOpen(false)
  }
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <Header>
      <Bar>
        <Brand href={homePathOf(site.lang, site.languagePaths)} aria-label={site.ui.homeLink}>
          {/* Small and decorative: it loads after the words, never competing with them for the connection. */}
          {site.logo ? <Image image={site.logo} loading="lazy" /> : null}
          <span>{site.name}</span>
        </Brand>
        <MenuToggle
          ref={toggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
          data-menu-toggle=""
        >
          {menuOpen ? site.ui.menuClose : site.ui.menuOpen}
        </MenuToggle>
        {site.ui.search ? <HeaderSearch words={site.ui.search} /> : null}
      </Bar>
      <Nav id="site-menu" aria-label={site.navigation.label} data-open={String(menuOpen)} data-site-menu="">
        <NavList>
          {site.navigation.links.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} aria-current={isCurrentSection(location, link.href) ? 'page' : undefined}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </NavList>
      </Nav>
    </Header>
  )
}
