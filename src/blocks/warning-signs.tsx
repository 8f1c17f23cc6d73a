import { useLibrary } from '../app/library-context.tsx'
import { useUiText } from '../ui/site-context.tsx'
import { BlockFrame } from '../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../ui/heading.tsx'
import { Readable } from '../ui/layout.ts'
import { UrgentCardView } from '../ui/urgent-card.tsx'
import type { BlockProps } from './block-props.ts'

/**
 * "When to call now": the urgent cards of the warning signs the block names, from site.json's `warningSigns`,
 * as Shelby shows them (src/ui/urgent-card.tsx). Each card's heading sits one level below the section's.
 */
export function WarningSigns({ block }: BlockProps<'warning-signs'>) {
  const library = useLibrary()
  const ui = useUiText()
  const sourcesLabel = block.sourcesLabel ?? ui.sourcesLabel ?? ''
  return (
    <BlockFrame>
      <Readable>
        <section>
          <Heading>{block.heading}</Heading>
          {block.intro ? <p>{block.intro}</p> : null}
          <NestedHeadings scope={block.heading}>
            {block.signs.map((id) => (
              <UrgentCardView key={id} sign={library.warningCard(id)} sourcesLabel={sourcesLabel} />
            ))}
          </NestedHeadings>
        </section>
      </Readable>
    </BlockFrame>
  )
}
