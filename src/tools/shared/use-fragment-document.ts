/**
 * A document that lives in the address's fragment (`#<kind>=...`), the one way every tool shares without a server:
 * the care planner's plan, the gift list, the program finder's call plan, Smart Nudge's reminder plan. The hook
 * - opens a link of the document's kind (or of another kind the page reads, such as a reply) when the fragment
 *   changes: opened, pasted in the address bar, or Back; another tool's link (`#<kind>=` of a kind this page does
 *   not read) gets the plain "different kind of link" message, and a fragment without "=" is an in-page anchor,
 *   left alone. One page has one such document (two tools on a page would each call the other's links foreign);
 * - ignores its own echo: the fragment it just wrote is not opened again;
 * - writes the document back after a pause ({@link defaultPauseMs}), so typing does not rewrite the address on
 *   every key (Safari limits how often a page may), replacing the history entry so Back still leaves the page;
 * - refuses, with a plain reason, a document its own reader would refuse (not valid yet, or a link over the length
 *   limit): the document stays on screen and the address keeps the last link that worked;
 * - keeps what is open when a link cannot be opened: the reason is given (site.json's toolText.importProblems) and
 *   the address goes back to the open document's link.
 * The browser never sends the fragment to a server (RFC 3986 section 3.5).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { encodeDocument, decodeDocument, type DocumentFormat, type LinkRefusal } from './document-format.ts'
import { linkParts, type ImportProblem } from './link-codec.ts'
import { useFragment, writeFragment } from './url-state.ts'

/** How long changes must pause before the link is made and the address follows, in ms. */
export const defaultPauseMs = 250

/** A kind of link the page opens from its address, besides its own document (a reply link, for instance). */
export interface FragmentReader {
  kind: string
  /**
   * Opens the link; resolves to the problem when it cannot. `isCurrent()` turns false once the address has moved
   * on (the result must then be dropped).
   */
  open: (fragment: string, isCurrent: () => boolean) => Promise<ImportProblem | undefined>
}

/**
 * A reader of links of `format`: it decodes them and hands the data (and the fragment it came from) to `onOpen`,
 * which may be async and should check `isCurrent()` after awaiting anything.
 */
export function readerFor<U>(
  format: DocumentFormat<U>,
  onOpen: (data: U, isCurrent: () => boolean, fragment: string) => void | Promise<void>,
): FragmentReader {
  return {
    kind: format.kind,
    open: async (fragment, isCurrent) => {
      const result = await decodeDocument(fragment, format)
      if (!isCurrent()) return undefined
      // A bad link is the reader's everyday case, not a fault: the page says so plainly and logs nothing.
      if (!result.ok) return result.problem
      await onOpen(result.data, isCurrent, fragment)
      return undefined
    },
  }
}

/** The reader of links of a kind this page does not read (another tool's): it says so plainly. */
const wrongKind: FragmentReader = { kind: '', open: async () => 'wrongKind' }

/** The links made for one version of the document. */
export interface DocumentLinks<T> {
  /** The version they hold: compare it with the document on screen to know whether they are current. */
  madeFor: T
  /** The document's own fragment, `<kind>=...` without '#'. */
  fragment: string
  /** This page's address with the fragment. */
  url: string
  /** The page's address with each share's fragment (a view-only copy, the givers' list), by share name. */
  shares: Readonly<Record<string, string>>
}

export interface FragmentDocumentOptions<T> {
  format: DocumentFormat<T>
  /** The document to keep in the address; undefined keeps none (and empties the address when one was kept). */
  document: T | undefined
  /** A link of the document's kind was opened: show it. */
  onOpen: (document: T) => void
  /** Other kinds of link the page opens (see {@link readerFor}). */
  others?: readonly FragmentReader[]
  /** Other versions of the document shared by their own link, by name (a view-only copy, the givers' list). */
  shares?: (document: T) => Readonly<Record<string, T>>
  /** Pause before writing, in ms (default {@link defaultPauseMs}). */
  pauseMs?: number
}

export interface FragmentDocument<T> {
  /** This page's address without its fragment ('' on the server and while hydrating). */
  pageUrl: string
  /** The last links made (of an older version when the document changed since, or was refused). */
  links: DocumentLinks<T> | undefined
  /** Why the document on screen has no link of its own, if it has none. */
  refused: LinkRefusal | undefined
  /** The last link that could not be opened, or a problem the page reported (a file). */
  problem: ImportProblem | undefined
  /** True while a link from the address is being read. */
  opening: boolean
  /** Shows a problem of the page's own (a backup file that could not be read), or none. */
  setProblem: (problem: ImportProblem | undefined) => void
  /** Empties the address (starting over): the link opened or written last is forgotten. */
  clear: () => void
}

/** Keeps a document in the address's fragment: see the module's description. */
export function useFragmentDocument<T>(options: FragmentDocumentOptions<T>): FragmentDocument<T> {
  const { format, document, pauseMs = defaultPauseMs } = options
  const fragment = useFragment()
  const [pageUrl, setPageUrl] = useState('')
  const [links, setLinks] = useState<DocumentLinks<T>>()
  const [refused, setRefused] = useState<LinkRefusal>()
  const [problem, setProblem] = useState<ImportProblem>()
  const [opening, setOpening] = useState(false)
  /** The fragment this hook last wrote or opened for the document ('' when none): its echo needs no work. */
  const written = useRef('')
  const pendingWrite = useRef<ReturnType<typeof setTimeout>>(undefined)
  const hadDocument = useRef(false)
  // The effects below run on address or document changes only, but must call the page's latest handlers.
  // Kept up to date in the first effect, so the effects after it see this render's handlers.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's address is read after hydration: it exists only in the browser, and the first render must match the prerendered page
  useEffect(() => setPageUrl(`${window.location.origin}${window.location.pathname}`), [])

  // The document changed: after a pause, make its links and put its own in the address.
  useEffect(() => {
    if (document === undefined) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the links of a document that was closed go with it, in the same pass that clears the address
      setLinks(undefined)
      setRefused(undefined)
      if (hadDocument.current && written.current !== '' && window.location.hash.slice(1) === written.current) writeFragment('')
      written.current = ''
      hadDocument.current = false
      return
    }
    hadDocument.current = true
    if (!pageUrl) return
    let cancelled = false
    const timer = setTimeout(() => {
      const named = Object.entries(latest.current.shares?.(document) ?? {})
      void Promise.all([encodeDocument(format, document, pageUrl.length), ...named.map(([, copy]) => encodeDocument(format, copy, pageUrl.length))]).then(
        ([own, ...others]) => {
          if (cancelled) return
          const failed = [own, ...others].find((result) => !result.ok)
          if (failed && !failed.ok) {
            setRefused(failed.problem)
            return
          }
          if (!own.ok) return
          written.current = own.fragment
          writeFragment(own.fragment)
          setRefused(undefined)
          setLinks({
            madeFor: document,
            fragment: own.fragment,
            url: `${pageUrl}#${own.fragment}`,
            shares: Object.fromEntries(named.map(([name], index) => [name, `${pageUrl}#${others[index]?.ok ? others[index].fragment : ''}`])),
          })
        },
        (error: unknown) => console.error(`The "${format.kind}" link could not be made:`, error),
      )
    }, pauseMs)
    pendingWrite.current = timer
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [document, format, pageUrl, pauseMs])

  // The address's fragment changed: open a link this page reads.
  useEffect(() => {
    if (fragment === written.current) return
    if (fragment === '') {
      // Something else emptied the address (a filter written to the query string): put the document's link back.
      if (written.current) writeFragment(written.current)
      return
    }
    const parts = linkParts(fragment)
    // Without "<kind>=" it is an in-page anchor (a heading's id), which is the browser's business.
    if (!parts) return
    const { format: own, others = [] } = latest.current
    const reader =
      parts.kind === own.kind
        ? readerFor(own, (data: T) => {
            written.current = fragment
            latest.current.onOpen(data)
          })
        : (others.find((candidate) => candidate.kind === parts.kind) ?? wrongKind)
    // A write still waiting would put the old document back over the link just opened.
    clearTimeout(pendingWrite.current)
    let current = true
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a link in the address (an outside system) starts opening: the page says so until the reader is done
    setOpening(true)
    void reader.open(fragment, () => current).then((found) => {
      if (!current) return
      setOpening(false)
      setProblem(found)
      // Nothing is lost: the open document's link goes back in the address (a reply merged into it, or a link
      // that could not be read, leaves the document's own link there).
      if ((found || reader.kind !== own.kind) && written.current && written.current !== fragment) writeFragment(written.current)
    })
    return () => {
      current = false
      setOpening(false)
    }
  }, [fragment])

  const report = useCallback((next: ImportProblem | undefined) => setProblem(next), [])
  const clear = useCallback(() => {
    clearTimeout(pendingWrite.current)
    written.current = ''
    writeFragment('')
    setProblem(undefined)
  }, [])
  return { pageUrl, links, refused, problem, opening, setProblem: report, clear }
}
