import styled from '@emotion/styled'
import type { SiteChrome } from '../../app/page-payload.ts'
import type { PageSummary } from '../../app/site-index.ts'
import { colors, minWidth, space } from '../../ui/theme.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'

const Groups = styled.div({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

const Group = styled.section({ '& h3, & h4': { fontSize: '1.2rem' } })

const Pages = styled.ul({ listStyle: 'none', margin: 0, padding: 0, '& li': { marginBottom: space.sm } })

const Description = styled.span({ display: 'block', color: colors.muted, fontSize: '0.95rem' })

/** Pages grouped by well, in the navigation's order, then the pages outside the wells under `otherLabel`. */
export function groupByWell(pages: readonly PageSummary[], navigation: SiteChrome['navigation'], otherLabel: string) {
  const groups = navigation.links.map((link) => ({ label: link.label, pages: pages.filter((page) => page.well === link.label) }))
  groups.push({ label: otherLabel, pages: pages.filter((page) => page.well === undefined) })
  return groups.filter((group) => group.pages.length > 0)
}

/**
 * Every page of the site, A to Z within each well: what the search page shows before a search, when search
 * cannot run, and without JavaScript, so the header's search form always leads somewhere useful.
 */
export function PageIndex({
  heading,
  pages,
  navigation,
  otherLabel,
}: {
  heading: string
  pages: readonly PageSummary[]
  navigation: SiteChrome['navigation']
  otherLabel: string
}) {
  return (
    <section data-page-index="">
      <Heading>{heading}</Heading>
      <NestedHeadings scope={heading}>
        <Groups>
          {groupByWell(pages, navigation, otherLabel).map((group) => (
            <Group key={group.label}>
              <Heading>{group.label}</Heading>
              <Pages>
                {group.pages.map((page) => (
                  <li key={page.path}>
                    <SmartLink href={page.path}>{page.title}</SmartLink>
                    <Description>{page.description}</Description>
                  </li>
                ))}
              </Pages>
            </Group>
          ))}
        </Groups>
      </NestedHeadings>
    </section>
  )
}
