import styled from '@emotion/styled'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { colors } from './theme.ts'

/** Time in ms a pointer or focus must rest on a control before its tooltip opens (the source specification's value). */
export const tooltipOpenDelayMs = 700
/** Time in ms after a tooltip closes during which the next one opens at once (the source specification's value). */
export const tooltipSkipDelayMs = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

const Anchor = styled.span({ position: 'relative', display: 'inline-flex' })

const Bubble = styled.span({
  position: 'absolute',
  bottom: 'calc(100% + 0.5rem)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 10,
  width: 'max-content',
  maxWidth: 'min(16rem, 80vw)',
  padding: '0.4rem 0.7rem',
  borderRadius: '0.375rem',
  background: colors.text,
  color: '#ffffff',
  fontSize: '0.95rem',
  lineHeight: 1.4,
  textAlign: 'center',
  '&[hidden]': { display: 'none' },
})

/**
 * Wraps one focusable control and shows `text` beside it after a {@link tooltipOpenDelayMs} rest of pointer or
 * focus (at once within {@link tooltipSkipDelayMs} of another tooltip closing). The text is also the control's
 * accessible description, so screen readers hear it without waiting. It stays open while hovered, and Escape
 * dismisses it (WCAG 1.4.13).
 *
 * @param children a render function given the description id to put on the control as aria-describedby.
 */
export function Tooltip({ text, children }: { text: string; children: (describedById: string) => ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const clearTimer = () => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }
  const show = () => {
    clearTimer()
    const delay = performance.now() - lastClosedAt < tooltipSkipDelayMs ? 0 : tooltipOpenDelayMs
    timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = useCallback(() => {
    clearTimer()
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now()
      return false
    })
  }, [])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, hide])

  useEffect(() => clearTimer, [])

  return (
    <Anchor onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children(id)}
      <Bubble role="tooltip" id={id} hidden={!open}>
        {text}
      </Bubble>
    </Anchor>
  )
}
