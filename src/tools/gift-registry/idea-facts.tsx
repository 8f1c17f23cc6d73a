import { useLibrary } from '../../app/library-context.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import type { GiftIdea } from '../gift-idea-list/ideas.ts'
import { fillTemplate } from '../shared/text.ts'
import type { GiftRegistryItem } from './model.ts'
import { Disclosure, Muted, Tags } from './styles.ts'
import type { RegistryWords } from './words.ts'

/** The site's idea behind a list item, if it is one of the ideas this page carries. */
export function ideaOf(ideas: Readonly<Record<string, GiftIdea>>, item: GiftRegistryItem): GiftIdea | undefined {
  return item.idea && Object.hasOwn(ideas, item.idea) ? ideas[item.idea] : undefined
}

/** The tags under a title: category (or "added by you"), kind and, for the site's ideas, the price band. */
export function FactTags({ words, idea, kind }: { words: RegistryWords['ideaText']; idea?: GiftIdea; kind: GiftRegistryItem['kind'] }) {
  return (
    <Tags>
      <span>{idea ? words.categories[idea.category] : words.ownCategory}</span>
      <span>{words.kinds[kind]}</span>
      {idea ? <span>{words.priceBands[idea.priceBand]}</span> : null}
    </Tags>
  )
}

/** What the owner wrote about an item of their own, or how many are wanted: as givers read it. */
export function OwnDetails({ words, item }: { words: RegistryWords['ideaText']; item: GiftRegistryItem }) {
  const lines = [
    item.why,
    item.size ? fillTemplate(words.size, { size: item.size }) : undefined,
    item.color ? fillTemplate(words.color, { color: item.color }) : undefined,
    item.noScent ? words.noScent : undefined,
  ].filter((line): line is string => Boolean(line))
  return (
    <>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {item.link ? (
        <p>
          <a href={item.link} rel="noopener noreferrer nofollow">
            {words.exampleLink}
          </a>
        </p>
      ) : null}
    </>
  )
}

/**
 * More about one of the site's ideas, folded away: why it helps, what to check and avoid, and its source. Then,
 * always shown, the note for a gift of time (with the care planner link) or a gift to an organization (with its
 * website).
 */
export function IdeaFacts({
  words,
  idea,
  kind,
  plannerHref,
}: {
  words: RegistryWords['ideaText']
  idea?: GiftIdea
  kind: GiftRegistryItem['kind']
  plannerHref: string
}) {
  const library = useLibrary()
  const organization = idea?.organization ? library.organization(idea.organization) : undefined
  return (
    <>
      {idea ? (
        <Disclosure data-screen-only="">
          <summary>{fillTemplate(words.moreAbout, { item: idea.title })}</summary>
          <p>{idea.why}</p>
          {idea.check.length > 0 ? (
            <>
              <p>
                <strong>{words.checkLabel}</strong>
              </p>
              <ul>
                {idea.check.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {idea.avoid.length > 0 ? (
            <>
              <p>
                <strong>{words.avoidLabel}</strong>
              </p>
              <ul>
                {idea.avoid.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {idea.source ? (
            <p>
              {words.sourceLabel}{' '}
              <a href={idea.source.href} rel="noopener noreferrer">
                {idea.source.title}
              </a>{' '}
              ({idea.source.publisher})
            </p>
          ) : null}
          <Muted>{words.priceBandHelp}</Muted>
        </Disclosure>
      ) : null}
      {kind === 'time' ? (
        <p>
          {words.timeGiftNote} <SmartLink href={plannerHref}>{words.timeGiftLink}</SmartLink>
        </p>
      ) : null}
      {organization ? (
        <p>
          {fillTemplate(words.orgGiftNote, { org: organization.name })}{' '}
          <a href={organization.href} rel="noopener noreferrer">
            {fillTemplate(words.orgGiftLink, { org: organization.name })}
          </a>
        </p>
      ) : null}
    </>
  )
}
