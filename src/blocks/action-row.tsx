import { ActionButton } from '../ui/action-button.tsx'
import { ButtonRow } from '../ui/layout.ts'
import { BlockFrame } from '../ui/block-frame.tsx'
import type { BlockProps } from './block-props.ts'

/** A row of buttons with no heading, such as "← Back" and "Next →"; a `label` makes it a named navigation. */
export function ActionRow({ block }: BlockProps<'action-row'>) {
  const buttons = (
    <ButtonRow>
      {block.actions.map((action, index) => (
        <ActionButton key={index} action={action} />
      ))}
    </ButtonRow>
  )
  return (
    <BlockFrame>
      <div data-action-row="">{block.label ? <nav aria-label={block.label}>{buttons}</nav> : buttons}</div>
    </BlockFrame>
  )
}
