import styled from '@emotion/styled'
import { useId, useRef, useState } from 'react'
import { useLibrary } from '../../app/library-context.tsx'
import { space } from '../../ui/theme.ts'
import { buttonStyles } from '../../ui/button-styles.ts'
import { textInputStyles } from '../../ui/form-styles.ts'

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' })

const Field = styled.input({ ...textInputStyles, flex: '1 1 16rem', fontSize: '0.95rem' })

const Button = styled.button(buttonStyles('primary'))

/**
 * A share link shown in full (so it can also be selected by hand) with a "Copy link" button and a status line
 * (site.json's `toolText.share`). The link is put together in the browser; nothing is sent anywhere.
 *
 * @param label the field's visible label, such as "Link to send to helpers".
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const words = useLibrary().toolText().share
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      field.current?.select()
      setStatus('failed')
    }
  }

  return (
    <div data-copy-link="">
      <label htmlFor={fieldId}>{label}</label>
      <Row>
        <Field id={fieldId} ref={field} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button type="button" onClick={copy} data-needs-script="">
          {words.copyLink}
        </Button>
      </Row>
      <p role="status">{status === 'copied' ? words.copied : status === 'failed' ? words.copyFailed : null}</p>
    </div>
  )
}
