import styled from '@emotion/styled'
import type { Resource } from '../generated/manifest.ts'
import { useLibrary } from '../app/library-context.tsx'
import { useUiText } from '../ui/site-context.tsx'
import { colors, space } from '../ui/theme.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { CardListItem, Readable } from '../ui/layout.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import type { BlockProps } from './block-props.ts'

const Items = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md })

const Meta = styled.p({ color: colors.muted, fontSize: '0.95rem' })

const Tags = styled.p({ display: 'flex', flexWrap: 'wrap', gap: space.xs, fontSize: '0.85rem' })

const Tag = styled.span({
  padding: '0.1rem 0.6rem',
  borderRadius: '999px',
  background: colors.tint,
  color: colors.primaryHover,
  fontWeight: 600,
})

function ResourceItem({ resource }: { resource: Resource }) {
  const tags = useUiText().resourceTags
  return (
    <CardListItem>
      <Heading>
        <SmartLink href={resource.href}>{resource.title}</SmartLink>
      </Heading>
      <Meta>{resource.publisher}</Meta>
      <p>{resource.summary}</p>
      <Tags>
        <Tag>{tags.kinds[resource.kind]}</Tag>
        {resource.audience.map((audience) => (
          <Tag key={audience}>{tags.audiences[audience]}</Tag>
        ))}
      </Tags>
    </CardListItem>
  )
}

/**
 * Resources named by id from the manifest's library: each title links to the source, with its publisher,
 * our summary, its kind and who it is for.
 */
export function ResourceList({ block }: BlockProps<'resource-list'>) {
  const library = useLibrary()
  return (
    <BlockFrame>
      <Readable>
        {block.heading ? <Heading>{block.heading}</Heading> : null}
        {block.intro ? <p>{block.intro}</p> : null}
        <NestedHeadings when={block.heading !== undefined} scope={block.heading}>
          <Items>
            {block.resources.map((id) => (
              <ResourceItem key={id} resource={library.resource(id)} />
            ))}
          </Items>
        </NestedHeadings>
      </Readable>
    </BlockFrame>
  )
}
