import styled from '@emotion/styled'
import type { PageLanguage } from './page-payload.ts'
import { useSite } from '../ui/site-context.tsx'
import { colors, focusRing, space } from '../ui/theme.ts'
import { Container } from '../ui/layout.ts'
import { readableDate } from '../ui/readable-date.ts'

const Bar = styled(Container)({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: `${space.xs} ${space.md}`,
  paddingBlock: space.sm,
  '& a': {
    color: colors.primary,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    display: 'inline-block',
    minHeight: '24px',
    '&:focus-visible': focusRing,
  },
})

const Note = styled.p({
  flexBasis: '100%',
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  background: colors.safetyBackground,
  color: colors.safetyText,
  border: `1px solid ${colors.safetyBorder}`,
  borderRadius: '0.5rem',
})

/**
 * The line at the top of a page with other-language versions: a real link to each version, in its language's
 * own words ("English", "Español") with `lang` and `hreflang`; it loads in full, since the other page has its own
 * words. On a translation whose original changed since, a note says so (`ui.language.outOfDate`, with the
 * original's newer "Last reviewed" date when there is one) and links to the original. Nothing for a page in one
 * language that is up to date. Left out of the search index.
 */
export function LanguageBar({ language }: { language?: PageLanguage }) {
  const site = useSite()
  if (!language) return null
  const others = (language.versions ?? []).filter((version) => version.lang !== site.lang)
  const { outOfDate } = language
  const words = site.ui.language
  const originalLang = language.versions?.[0]?.lang
  return (
    <Bar data-pagefind-ignore="all" data-language-bar="">
      {others.map((version) => (
        <a key={version.lang} href={version.path} lang={version.lang} hrefLang={version.lang}>
          {version.name}
        </a>
      ))}
      {outOfDate ? (
        <Note role="note">
          {outOfDate.date ? words.outOfDate.replace('{date}', readableDate(outOfDate.date, site.lang)) : words.outOfDateNoDate}{' '}
          <a href={outOfDate.original} hrefLang={originalLang}>
            {words.readOriginal}
          </a>
        </Note>
      ) : null}
    </Bar>
  )
}
