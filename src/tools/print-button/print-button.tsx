import styled from '@emotion/styled'
import { colors, space } from '../../ui/theme.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import type { BlockProps } from '../../blocks/block-props.ts'

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md })

const Button = styled.button(buttonStyles('secondary'))

const Hint = styled.p({ margin: 0, color: colors.muted })

/**
 * A button that opens the browser's print dialog; the site's print stylesheet leaves the menu, buttons and search
 * off the paper and adds the page's address, review date and disclaimer at the foot. Marked `data-needs-script`,
 * so it is hidden without JavaScript (the browser's own Print command still works).
 */
export function PrintButton({ block }: BlockProps<'print-button'>) {
  return (
    <BlockFrame>
      <Row data-needs-script="">
        <Button type="button" onClick={() => window.print()}>
          {block.label}
        </Button>
        {block.hint ? <Hint>{block.hint}</Hint> : null}
      </Row>
    </BlockFrame>
  )
}
