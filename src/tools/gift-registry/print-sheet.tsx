import styled from '@emotion/styled'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { fillTemplate } from '../shared/text.ts'
import { ideaOf } from './idea-facts.tsx'
import { namesText } from './list-section.tsx'
import { todayOnDevice } from '../shared/calendar-dates.ts'
import { giftKinds, itemStatus, type GiftRegistry, type GiftRegistryItem } from './model.ts'
import type { RegistryWords } from './words.ts'

/** Shown only on paper: the screen has the interactive list instead. */
const Sheet = styled.div({
  '@media screen': { display: 'none' },
  '& table': { width: '100%', borderCollapse: 'collapse', margin: '0.5rem 0 1rem' },
  '& th, & td': { border: '1px solid #000', padding: '0.3rem 0.4rem', textAlign: 'left', verticalAlign: 'top' },
  '& td:last-of-type': { width: '30%' },
  '& h2, & h3': { margin: '1rem 0 0.25rem' },
  '& p': { margin: '0.25rem 0' },
})

const Link = styled.p({ wordBreak: 'break-all', fontSize: '8pt' })

function notesOf(words: RegistryWords['ideaText'], item: GiftRegistryItem): string {
  return [
    item.note,
    item.size ? fillTemplate(words.size, { size: item.size }) : undefined,
    item.color ? fillTemplate(words.color, { color: item.color }) : undefined,
    item.noScent ? words.noScent : undefined,
    item.link,
  ]
    .filter(Boolean)
    .join('. ')
}

/**
 * The list on paper, for the fridge or a bulletin board: the name, the note, a table per kind of gift (what,
 * notes, how many, who is bringing it, with room to write a name), and the givers' link. Hidden on screen; the
 * page's print stylesheet hides the interactive list (data-screen-only) on paper. Its headings have fixed ids so
 * they never clash with the screen's.
 */
export function PrintSheet({ words, registry, giverLink }: { words: RegistryWords; registry: GiftRegistry; giverLink?: string }) {
  const { lang } = useSite()
  const { giftIdeas } = useLibrary()
  const text = words.print
  return (
    <Sheet data-print-sheet="">
      <h2 id="registry-print-title">{registry.name}</h2>
      <p>{fillTemplate(text.printedOn, { date: readableDate(todayOnDevice(), lang) })}</p>
      <p>{text.intro}</p>
      {registry.note ? (
        <>
          <h3 id="registry-print-note">{words.giver.noteHeading}</h3>
          <p>{registry.note}</p>
        </>
      ) : null}
      {registry.dropOff ? (
        <>
          <h3 id="registry-print-drop-off">{words.giver.dropOffHeading}</h3>
          <p>{registry.dropOff}</p>
        </>
      ) : null}
      {giftKinds.map((kind) => {
        const items = registry.items.filter((item) => item.kind === kind)
        if (items.length === 0) return null
        return (
          <section key={kind} data-print-group="">
            <h3 id={`registry-print-${kind}`}>{text.sections[kind]}</h3>
            <table>
              <thead>
                <tr>
                  <th scope="col">{text.columnWhat}</th>
                  <th scope="col">{text.columnNotes}</th>
                  <th scope="col">{text.columnHowMany}</th>
                  <th scope="col">{text.columnWho}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const status = itemStatus(registry, item)
                  const who = item.have
                    ? text.alreadyHave
                    : item.received
                      ? text.received
                      : namesText(
                          status.claims.map((claim) => claim.by),
                          lang,
                        )
                  return (
                    <tr key={item.id}>
                      <td>{ideaOf(giftIdeas, item)?.title ?? item.title}</td>
                      <td>{notesOf(words.ideaText, item)}</td>
                      <td>{status.wanted}</td>
                      <td>{who}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </section>
        )
      })}
      {giverLink ? (
        <>
          <p>{text.linkLabel}</p>
          <Link>{giverLink}</Link>
        </>
      ) : null}
      <p>{text.footer}</p>
    </Sheet>
  )
}
