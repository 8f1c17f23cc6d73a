import styled from '@emotion/styled'
import type { Action } from '../generated/manifest.ts'
import { useUiText } from './site-context.tsx'
import { colors } from './theme.ts'
import { buttonStyles, type Emphasis } from './button-styles.ts'
import { SmartLink } from './smart-link.tsx'
import { Tooltip } from './tooltip.tsx'
import { visuallyHidden } from './visually-hidden.ts'

const LinkButton = styled(SmartLink, { shouldForwardProp: (prop) => prop !== 'emphasis' })<{ emphasis: Emphasis }>(
  ({ emphasis }) => buttonStyles(emphasis),
)

const DisabledButton = styled.button({
  ...buttonStyles('secondary'),
  borderColor: colors.border,
  background: colors.disabledBackground,
  color: colors.disabledText,
  cursor: 'not-allowed',
  '&:hover': { background: colors.disabledBackground, borderColor: colors.border, color: colors.disabledText },
})

const Badge = styled.span({
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  padding: '0.1rem 0.5rem',
  borderRadius: '999px',
  background: colors.surface,
  color: colors.disabledText,
  border: `1px solid ${colors.border}`,
})

/**
 * Props for {@link ActionButton}: the action from site.json and, optionally, `context`: words added to the
 * control's name for screen readers and search engines only, such as the card title, so that several "Learn
 * More" buttons on a page each say what they lead to.
 */
export interface ActionButtonProps {
  action: Action
  context?: string
}

const HiddenContext = styled.span(visuallyHidden)

/**
 * An action from site.json. A link action is a real `<a href>` styled as a button. A coming-soon action is a
 * button marked aria-disabled (it stays focusable so keyboard users can reach its tooltip) with a visible
 * "Coming soon" badge and a tooltip; activating it does nothing.
 */
export function ActionButton({ action, context }: ActionButtonProps) {
  const ui = useUiText()
  const emphasis = action.emphasis ?? 'primary'
  const hiddenContext = context ? <HiddenContext>: {context}</HiddenContext> : null
  if ('href' in action) {
    return (
      <LinkButton href={action.href} emphasis={emphasis}>
        {action.label}
        {hiddenContext}
      </LinkButton>
    )
  }
  return (
    <Tooltip text={ui.comingSoonTooltip}>
      {(tooltipId) => (
        <DisabledButton
          type="button"
          aria-disabled="true"
          aria-describedby={tooltipId}
          data-coming-soon=""
        >
          {action.label}
          {hiddenContext}
          {action.label.toLowerCase() === ui.comingSoon.toLowerCase() ? null : <Badge>{ui.comingSoon}</Badge>}
        </DisabledButton>
      )}
    </Tooltip>
  )
}
