import styled from '@emotion/styled'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { colors, space } from '../../ui/theme.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import { Heading } from '../../ui/heading.tsx'
import { CardListItem } from '../../ui/layout.ts'
import { fillTemplate } from '../shared/text.ts'
import { useQueryString } from '../shared/url-state.ts'
import { offlineFromParam } from '../save-offline/worker-names.ts'
import { readableSize, safeFromPath } from '../save-offline/page-files.ts'
import { browserStore, type RecentPage, type SavedList } from '../save-offline/saved-store.ts'

const Cards = styled.ul({ listStyle: 'none', margin: `0 0 ${space.md}`, padding: 0, display: 'grid', gap: space.md })

const Card = styled(CardListItem)({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  '& a': { fontWeight: 700, fontSize: '1.1rem' },
})

const RemoveButton = styled.button(buttonStyles('secondary'))

const Muted = styled.p({ color: colors.muted })

const Links = styled.ul({ paddingLeft: '1.25rem', '& li': { marginBottom: space.sm } })

// The status line and, while the device is asked, the "nothing saved" sentence invisible in the same grid cell: the
// line is as tall as that answer from the start, so nothing below it moves when the device answers.
const StatusLine = styled.p({ display: 'grid', '& > span': { gridArea: '1 / 1' } })
const Reserve = styled.span({ visibility: 'hidden' })

const AskedFor = styled.p({ fontWeight: 600, overflowWrap: 'anywhere' })


type State = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; saved: SavedList; recent: RecentPage[] }

function localDay(iso: string, lang: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
}

/** A page's title without the site's name after it ("Week 1 | Seven Wells" gives "Week 1"). */
function shortTitle(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title
}

/** The line for a device with no list to show: still asking, nothing saved, or no way to save. */
function statusLine(state: State, empty: string, words: { checking: string; unavailable: string }): string {
  if (state.kind === 'loading') return words.checking
  return state.kind === 'unavailable' ? words.unavailable : empty
}

/**
 * The pages saved on this device for offline reading (saved-store.ts): each with a link, the day it was saved, its
 * size and "Remove" (after the iPhone Safari note), then the room they take in all and, when the block asks, the pages
 * opened recently (which the service worker also serves offline). On the offline page it first links to the page
 * the reader asked for, from the address's `from` (a plain path on this site only; anything else is left out).
 * The lists come from the device, so they appear once the page has loaded in the browser; without JavaScript the
 * block is hidden (nothing can be saved without it either).
 */
export function SavedPages({ block }: BlockProps<'saved-pages'>) {
  const words = useLibrary().toolText().saveOffline
  const { lang, name } = useSite()
  const idPrefix = useId()
  const query = useQueryString()
  const askedFor = block.askedFor ? safeFromPath(new URLSearchParams(query).get(offlineFromParam)) : undefined
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [message, setMessage] = useState('')
  const region = useRef<HTMLDivElement>(null)
  const showRecent = Boolean(block.recentHeading)

  const load = useCallback(async () => {
    const store = browserStore()
    if (!store) {
      setState({ kind: 'unavailable' })
      return
    }
    try {
      // Online, saved pages are first brought up to date with the site (only those that changed are saved again).
      if (navigator.onLine) await store.refresh().catch(() => 0)
      const [saved, recent] = await Promise.all([store.list(), showRecent ? store.recent() : Promise.resolve([])])
      setState({ kind: 'ready', saved, recent })
    } catch {
      setState({ kind: 'unavailable' })
    }
  }, [showRecent])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pages saved on this device are read after hydration: they exist only in the browser, and the first render must match the prerendered page
    void load()
  }, [load])

  const remove = async (path: string, title: string) => {
    const removed = (await browserStore()?.remove(path)) ?? false
    setMessage(removed ? `${title}: ${words.removed}` : words.removeFailed)
    await load()
    // The button pressed is gone with its page: keep the keyboard in the list, at its heading.
    region.current?.querySelector<HTMLElement>('[data-saved-heading]')?.focus()
  }

  return (
    <BlockFrame>
      <div data-saved-pages="" data-needs-script="" ref={region}>
        {askedFor ? (
          <AskedFor>
            {block.askedFor} <a href={askedFor}>{askedFor}</a>
          </AskedFor>
        ) : null}
        <Heading tabIndex={-1} data-saved-heading="">
          {block.heading}
        </Heading>
        <Muted>{words.safariNote}</Muted>
        <div role="status">{message ? <p>{message}</p> : null}</div>
        {/* One line says what the device holds: "looking…" while it is asked (prerendered), then nothing saved, or
            that it cannot save. The same element throughout, as tall as its answer, so the page neither jumps nor
            paints its largest text late (a line that appeared later would be the page's Largest Contentful Paint). */}
        {state.kind === 'ready' && state.saved.pages.length > 0 ? null : (
          <StatusLine>
            <span>{statusLine(state, block.empty, words)}</span>
            {state.kind === 'loading' ? <Reserve aria-hidden="true">{block.empty}</Reserve> : null}
          </StatusLine>
        )}
        {state.kind === 'ready' && state.saved.pages.length > 0 ? (
          <>
            <Cards>
              {state.saved.pages.map((page, index) => (
                <Card key={page.path}>
                  <div>
                    <a href={page.path} id={`${idPrefix}-${index}`}>
                      {shortTitle(page.title, name)}
                    </a>
                    <Muted>{fillTemplate(block.savedOn, { date: localDay(page.savedAt, lang), size: readableSize(page.bytes, lang) })}</Muted>
                  </div>
                  <RemoveButton
                    type="button"
                    data-screen-only=""
                    aria-describedby={`${idPrefix}-${index}`}
                    onClick={() => void remove(page.path, shortTitle(page.title, name))}
                  >
                    {words.removeButton}
                  </RemoveButton>
                </Card>
              ))}
            </Cards>
            <p>{fillTemplate(block.total, { size: readableSize(state.saved.totalBytes, lang) })}</p>
          </>
        ) : null}
        {showRecent && state.kind === 'ready' && state.recent.length > 0 ? (
          <>
            <Heading>{block.recentHeading}</Heading>
            {block.recentHelp ? <Muted>{block.recentHelp}</Muted> : null}
            <Links>
              {state.recent.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{shortTitle(page.title, name)}</a>
                </li>
              ))}
            </Links>
          </>
        ) : null}
      </div>
    </BlockFrame>
  )
}
