import { useId, useState } from 'react'
import { PrimaryButton, Row, SecondaryButton, Tint } from './tool-styles.ts'

/**
 * A button for something that cannot be undone (starting a new plan): it asks first, with "yes" and "no" (which
 * has the focus, so Enter keeps what is there).
 */
export function ConfirmButton({ label, question, yes, no, onConfirm }: { label: string; question: string; yes: string; no: string; onConfirm: () => void }) {
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  return (
    <Row>
      {confirming ? (
        <Tint role="alertdialog" aria-labelledby={id}>
          <p id={id}>{question}</p>
          <Row>
            <PrimaryButton
              type="button"
              onClick={() => {
                setConfirming(false)
                onConfirm()
              }}
            >
              {yes}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => setConfirming(false)} autoFocus>
              {no}
            </SecondaryButton>
          </Row>
        </Tint>
      ) : (
        <SecondaryButton type="button" onClick={() => setConfirming(true)}>
          {label}
        </SecondaryButton>
      )}
    </Row>
  )
}
