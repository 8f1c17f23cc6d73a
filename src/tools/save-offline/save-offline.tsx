import styled from '@emotion/styled'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { useLibrary } from '../../app/library-context.tsx'
import { loadSavedStore } from '../../app/offline-loaders.ts'
import { savedCacheName, savedHeaders } from '../../app/offline-names.ts'
import { canonicalPath } from '../../app/paths.ts'
import { useSite } from '../../ui/site-context.tsx'
import { colors, space } from '../../ui/theme.ts'
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

/** The compact form: the save button and the "About saving" fold-out on one line, before the page's content. */
const Bar = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.sm} ${space.lg}` })

const About = styled.details({
  flex: '1 1 14rem',
  '& > summary': { cursor: 'pointer', color: colors.primary, fontWeight: 600, paddingBlock: space.sm, width: 'fit-content' },
  '& > p': { margin: `${space.xs} 0 ${space.md}`, maxWidth: '44rem' },
})

/** Takes no room while empty, yet stays in the accessibility tree, so what it says later is announced. */
const Status = styled.p({ margin: 0, '&:not(:empty)': { marginTop: space.sm } })

type Kind = 'saving' | 'unavailable' | ButtonOutcome['kind']

/**
 * "Save for offline": keeps this page, with all of its tabs, on the device so it opens without signal; once saved,
 * shows its size and turns into "Remove". "Print instead" is always there, with the note that iPhone Safari may clear
 * saved pages after 7 days away. Every change is reported in a status line; a failed or full save says that nothing
 * was saved. Needs a script and is not printed.
 *
 * The saving itself is saved-store.ts, loaded on the first click (or at once when the page is already saved), so
 * this block adds little to the page's first load. Words: site.json's toolText.saveOffline. With its `aboutSaving`
 * words the block is one line (the button and an "About saving" fold-out holding the hint, the note and "Print
 * instead"), so on a phone the page's content starts on the first screen.
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
  const saveButton =
    kind === 'unavailable' ? null : (
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
    )
  const printButton = (
    <Button type="button" data-secondary="" onClick={() => window.print()}>
      {words.printButton}
    </Button>
  )
  const savedLink = saved ? (
    <p>
      <SmartLink href={words.savedPagesLink.href}>{words.savedPagesLink.label}</SmartLink>
    </p>
  ) : null

  // Compact (when site.json names the fold-out): one line before the page's content, the reader came for that.
  if (words.aboutSaving) {
    return (
      <BlockFrame>
        <div data-needs-script="" data-screen-only="" data-save-offline="">
          <Bar>
            {saveButton ?? printButton}
            <About>
              <summary>{words.aboutSaving}</summary>
              {block.hint ? <p>{block.hint}</p> : null}
              <Muted>{words.safariNote}</Muted>
              {saveButton ? <p>{printButton}</p> : null}
            </About>
          </Bar>
          <Status role="status">{message}</Status>
          {savedLink}
        </div>
      </BlockFrame>
    )
  }
  return (
    <BlockFrame>
      <Surface data-needs-script="" data-screen-only="" data-save-offline="">
        {block.hint ? <p>{block.hint}</p> : null}
        <ButtonRow>
          {saveButton}
          {printButton}
        </ButtonRow>
        <p role="status">{message}</p>
        {savedLink}
        <Muted>{words.safariNote}</Muted>
      </Surface>
    </BlockFrame>
  )
}
