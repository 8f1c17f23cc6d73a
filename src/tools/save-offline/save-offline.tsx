import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useLibrary } from '../../app/library-context.tsx'
import { loadSavedStore } from '../../app/offline-loaders.ts'
import { savedCacheName, savedHeaders } from '../../app/offline-names.ts'
import { canonicalPath } from '../../app/paths.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors } from '../../ui/theme.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import { ButtonRow, Surface } from '../../ui/layout.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import type { ButtonOutcome } from './saved-store.ts'

/**
 * The block's buttons: primary, or secondary with `data-secondary` (Print, and Save once it has become Remove: one
 * element, so keyboard focus stays on it).
 */
const Button = styled.button({ ...buttonStyles('primary'), '&[data-secondary]': buttonStyles('secondary') })

const Muted = styled.p({ color: colors.muted })

type Kind = 'saving' | 'unavailable' | ButtonOutcome['kind']

/**
 * "Save for offline": keeps this page, with all of its tabs, on the device so it opens without signal; once saved,
 * shows its size and turns into "Remove". "Print instead" is always there, with the note that iPhone Safari may clear
 * saved pages after 7 days away. Every change is reported in a status line; a failed or full save says that nothing
 * was saved. Needs a script and is not printed.
 *
 * The saving itself is saved-store.ts, loaded on the first click (or at once when the page is already saved), so
 * this block adds little to the page's first load. Words: site.json's toolText.saveOffline.
 */
export function SaveOffline({ block }: BlockProps<'save-offline'>) {
  const words = useLibrary().toolText().saveOffline
  const { lang } = useSite()
  const [path] = useLocation()
  const [kind, setKind] = useState<Kind>('idle')
  const [message, setMessage] = useState('')
  const show = (next: Kind, text: string) => {
    setKind(next)
    setMessage(text)
  }

  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof caches === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- what the browser supports is known only after hydration; the first render must match the prerendered page
      show('unavailable', words.unavailable)
      return
    }
    let live = true
    // Is this page saved already? Only a saved page's stored HTML has this header (saved-store.ts writes it); only
    // then is the store loaded, for the size.
    caches
      .match(new URL(canonicalPath(path), window.location.origin).href, { cacheName: savedCacheName })
      .then((response) => (response?.headers.has(savedHeaders.savedAt) ? loadSavedStore() : undefined))
      .then((store) => store && store.saveButtonAction('check', path, words, lang))
      .then((outcome) => live && outcome && show(outcome.kind, outcome.message))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [path, words, lang])

  const act = (action: 'save' | 'remove') => {
    show('saving', '')
    loadSavedStore()
      .then((store) => store.saveButtonAction(action, path, words, lang))
      .then(
        (outcome) => show(outcome.kind, outcome.message),
        () => show('idle', words.failed),
      )
  }

  const saved = kind === 'saved'
  return (
    <BlockFrame>
      <Surface data-needs-script="" data-screen-only="" data-save-offline="">
        {block.hint ? <p>{block.hint}</p> : null}
        <ButtonRow>
          {kind === 'unavailable' ? null : (
            <Button
              type="button"
              data-secondary={saved ? '' : undefined}
              aria-disabled={kind === 'saving' ? 'true' : undefined}
              onClick={() => {
                if (kind !== 'saving') act(saved ? 'remove' : 'save')
              }}
            >
              {saved ? words.removeButton : kind === 'saving' ? words.saving : (block.label ?? words.saveButton)}
            </Button>
          )}
          <Button type="button" data-secondary="" onClick={() => window.print()}>
            {words.printButton}
          </Button>
        </ButtonRow>
        <p role="status">{message}</p>
        {saved ? (
          <p>
            <SmartLink href={words.savedPagesLink.href}>{words.savedPagesLink.label}</SmartLink>
          </p>
        ) : null}
        <Muted>{words.safariNote}</Muted>
      </Surface>
    </BlockFrame>
  )
}
