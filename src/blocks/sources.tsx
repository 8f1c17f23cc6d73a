import styled from '@emotion/styled'
import { useSite } from '../ui/site-context.tsx'
import { colors } from '../ui/theme.ts'
import { Heading } from '../ui/heading.tsx'
import { Readable } from '../ui/layout.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { readableDate } from '../ui/readable-date.ts'
import type { BlockProps } from './block-props.ts'

const Publisher = styled.span({ color: colors.muted })

const Reviewed = styled.p({ fontWeight: 600 })

/** A health page's sources, each linked with its publisher, and the date the page was last reviewed. */
export function Sources({ block }: BlockProps<'sources'>) {
  const { ui, lang } = useSite()
  return (
    <BlockFrame>
        <Readable>
          <Heading>{block.heading}</Heading>
          <ul>
            {block.items.map((item, index) => (
              <li key={index}>
                <SmartLink href={item.href}>{item.title}</SmartLink> <Publisher>({item.publisher})</Publisher>
              </li>
            ))}
          </ul>
          <Reviewed>
            {ui.lastReviewed}: <time dateTime={block.lastReviewed}>{readableDate(block.lastReviewed, lang)}</time>
          </Reviewed>
        </Readable>
      </BlockFrame>
  )
}
