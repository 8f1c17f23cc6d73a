import { useId } from 'react'
import { FieldBox } from './tool-styles.ts'

/**
 * The file picker that opens a tool's JSON backup, as a labelled field (keyboard and screen reader friendly). The
 * chosen file goes to `onFile` and the field is emptied, so the same file can be chosen again.
 */
export function FileField({ label, onFile }: { label: string; onFile: (file: File | undefined) => void }) {
  const id = useId()
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        data-import-file=""
        onChange={(event) => {
          onFile(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </FieldBox>
  )
}
