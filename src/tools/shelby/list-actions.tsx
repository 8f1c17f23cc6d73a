import { useEffect, useRef, useState } from 'react'
import type { ShelbyBlock } from '../../generated/manifest.ts'
import { downloadFile } from '../shared/files.ts'
import { Row, SecondaryButton, Status } from './styles.ts'

/**
 * Print, Copy and Download for one list. Print marks the list as the only part of Shelby to print, opens the
 * browser's dialog and unmarks it afterwards; Copy and Download use the list as plain text. Nothing is sent.
 */
export function ListActions({
  block,
  text,
  fileName,
  target,
}: {
  block: Pick<ShelbyBlock, 'buttons' | 'status'>
  text: string
  fileName: string
  /** An element inside the conversation entry that holds the list (that entry alone is printed). */
  target: React.RefObject<HTMLElement | null>
}) {
  const [status, setStatus] = useState<'' | 'copied' | 'copyFailed' | 'downloaded'>('')
  const cleanup = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => cleanup.current?.(), [])

  const print = () => {
    const list = target.current?.closest('[data-entry]') ?? target.current
    const root = list?.closest('[data-shelby]')
    if (!list || !root) {
      window.print()
      return
    }
    list.setAttribute('data-print-target', '')
    root.setAttribute('data-printing', '')
    const done = () => {
      list.removeAttribute('data-print-target')
      root.removeAttribute('data-printing')
      window.removeEventListener('afterprint', done)
      cleanup.current = undefined
    }
    cleanup.current = done
    window.addEventListener('afterprint', done)
    window.print()
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('copied')
    } catch {
      setStatus('copyFailed')
    }
  }

  const download = () => {
    downloadFile(fileName, text, 'text/plain')
    setStatus('downloaded')
  }

  return (
    <div data-print-hide="">
      <Row>
        <SecondaryButton type="button" onClick={print}>
          {block.buttons.print}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={copy}>
          {block.buttons.copy}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={download}>
          {block.buttons.download}
        </SecondaryButton>
      </Row>
      <Status role="status">{status ? block.status[status] : null}</Status>
    </div>
  )
}
