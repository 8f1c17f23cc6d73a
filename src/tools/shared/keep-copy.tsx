import styled from '@emotion/styled'
import { useEffect, useId, useState } from 'react'
import { useLibrary } from '../../app/library-context.tsx'
import { colors, space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { deleteCopy, readCopy, saveCopy, type SaveProblem } from './device-copy.ts'

const Box = styled.div({
  border: `1px solid ${colors.border}`,
  borderRadius: '0.75rem',
  padding: space.md,
  background: colors.surface,
  '& p': { margin: `${space.xs} 0` },
})

const Choice = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  fontWeight: 700,
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none' },
})

const Muted = styled.p({ color: colors.muted, fontSize: '0.95rem' })

const DeleteButton = styled.button(buttonStyles('secondary'))

type Status = { kind: 'off' } | { kind: 'kept' } | { kind: 'deleted' } | { kind: 'problem'; problem: SaveProblem }

/**
 * "Keep a copy on this device", the one control every tool uses for browser storage: off until the visitor ticks
 * it; while on, `value` is kept under `storageKey` and kept up to date as it changes; "Delete from this device"
 * removes it at once. Says that iPhone Safari may clear it after 7 days away. A failed or full save is reported and
 * nothing half-saved is shown as kept. Words come from site.json's `toolText.keepCopy`. Marked as needing a
 * script: without one there is nothing to keep.
 *
 * @param storageKey the copy's name on the device (a tool's own, such as "care-plan").
 * @param value the text to keep (usually a share link's fragment or a backup's JSON).
 */
export function KeepCopy({ storageKey, value }: { storageKey: string; value: string }) {
  const words = useLibrary().toolText().keepCopy
  const checkboxId = useId()
  const helpId = useId()
  const [status, setStatus] = useState<Status>({ kind: 'off' })

  // A copy found on the device means the visitor asked for one before: show it as kept (and keep it current).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a copy on the device is read after hydration: it exists only in the browser, and the first render must match the prerendered page
    if (readCopy(storageKey) !== undefined) setStatus({ kind: 'kept' })
  }, [storageKey])

  useEffect(() => {
    if (status.kind !== 'kept') return
    const result = saveCopy(storageKey, value)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- saving to the device happens after render; a failed save (storage full or blocked) is shown at once
    if (!result.ok) setStatus({ kind: 'problem', problem: result.problem })
  }, [status.kind, storageKey, value])

  // Save at once when asked, so a failed or full save is reported in the same render and "kept" is never shown,
  // even for a moment, for a copy that was not written.
  const keep = () => {
    const result = saveCopy(storageKey, value)
    setStatus(result.ok ? { kind: 'kept' } : { kind: 'problem', problem: result.problem })
  }

  const remove = () => {
    deleteCopy(storageKey)
    setStatus({ kind: 'deleted' })
  }

  return (
    <Box data-needs-script="" data-keep-copy="">
      <Choice htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={status.kind === 'kept'}
          aria-describedby={helpId}
          onChange={(event) => (event.target.checked ? keep() : remove())}
        />
        {words.label}
      </Choice>
      <div id={helpId}>
        <Muted>{words.help}</Muted>
        <Muted>{words.safariNote}</Muted>
      </div>
      <div role="status">
        {status.kind === 'kept' ? <p>{words.saved}</p> : null}
        {status.kind === 'deleted' ? <p>{words.deleted}</p> : null}
        {status.kind === 'problem' ? <p>{words[status.problem]}</p> : null}
      </div>
      {status.kind === 'kept' ? (
        <DeleteButton type="button" onClick={remove}>
          {words.deleteButton}
        </DeleteButton>
      ) : null}
    </Box>
  )
}
