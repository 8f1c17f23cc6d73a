import styled from '@emotion/styled'
import type { Organization } from '../generated/manifest.ts'
import { useLibrary } from '../app/library-context.tsx'
import { minWidth, space } from '../ui/theme.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { CardListItem } from '../ui/layout.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import type { BlockProps } from './block-props.ts'

const Items = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})

const Intro = styled.p({ maxWidth: '44rem' })

function OrganizationItem({ organization }: { organization: Organization }) {
  return (
    <CardListItem>
      <Heading>{organization.name}</Heading>
      <p>{organization.summary}</p>
      <p>
        <SmartLink href={organization.href}>{organization.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}</SmartLink>
      </p>
      {organization.phone ? (
        <p>
          <SmartLink href={`tel:${organization.phone.replace(/[^0-9+]/g, '')}`}>{organization.phone}</SmartLink>
        </p>
      ) : null}
    </CardListItem>
  )
}

/** Organisations named by id from the manifest's library: what each offers, its website and, if confirmed, its helpline. */
export function OrganizationList({ block }: BlockProps<'organization-list'>) {
  const library = useLibrary()
  return (
    <BlockFrame>
      {block.heading ? <Heading>{block.heading}</Heading> : null}
      {block.intro ? <Intro>{block.intro}</Intro> : null}
      <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
        <Items>
          {block.organizations.map((id) => (
            <OrganizationItem key={id} organization={library.organization(id)} />
          ))}
        </Items>
      </NestedHeadings>
    </BlockFrame>
  )
}
