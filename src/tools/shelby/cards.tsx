import type { ShelbyBlock } from '../../generated/manifest.ts'
import { useSite } from '../../ui/site-context.tsx'
import { ActionButton } from '../../ui/action-button.tsx'
import { Heading } from '../../ui/heading.tsx'
import { ButtonRow } from '../../ui/layout.ts'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import type { Answer, UrgentCard } from './conversation.ts'
import { Card, Details, Quote, Small, UrgentBox } from './styles.ts'

/** An urgent card: what to do now, with call buttons and the card's sources. */
export function UrgentCardView({ card, sourcesLabel }: { card: UrgentCard; sourcesLabel: string }) {
  return (
    <UrgentBox data-urgent={card.id}>
      <Heading>{card.heading}</Heading>
      {card.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <ButtonRow>
        {card.actions.map((action) => (
          <ActionButton key={action.href} action={action} />
        ))}
      </ButtonRow>
      <Details>
        <summary>{sourcesLabel}</summary>
        <ul>
          {card.sources.map((source) => (
            <li key={source.href}>
              <SmartLink href={source.href}>{source.title}</SmartLink>
            </li>
          ))}
        </ul>
      </Details>
    </UrgentBox>
  )
}

/**
 * One answer: for a reviewed page, the quoted section word for word, where it is from, when the page was last
 * reviewed and its sources; for another page of the site, its summary and a link.
 */
export function AnswerCard({ answer, words }: { answer: Answer; words: ShelbyBlock['answer'] }) {
  const site = useSite()
  return (
    <Card as="li" data-answer={answer.page}>
      {answer.kind === 'quote' ? (
        <>
          <p>
            {words.fromLabel} <SmartLink href={answer.page}>{answer.title}</SmartLink>
            {answer.section ? (
              <>
                {' › '}
                <SmartLink href={answer.href}>{answer.section}</SmartLink>
              </>
            ) : null}
          </p>
          <Quote cite={answer.href}>
            <p>{answer.text}</p>
          </Quote>
        </>
      ) : (
        <>
          <p>
            <SmartLink href={answer.page}>
              <strong>{answer.title}</strong>
            </SmartLink>
          </p>
          <p>{answer.text}</p>
        </>
      )}
      {answer.reviewed ? (
        <Small>
          {words.lastReviewedLabel}: <time dateTime={answer.reviewed}>{readableDate(answer.reviewed, site.lang)}</time>
        </Small>
      ) : null}
      {answer.sources?.length ? (
        <Details>
          <summary>{words.sourcesLabel}</summary>
          <ul>
            {answer.sources.map((source) => (
              <li key={source.href}>
                <SmartLink href={source.href}>{source.title}</SmartLink> ({source.publisher})
              </li>
            ))}
          </ul>
        </Details>
      ) : null}
      {answer.kind === 'quote' ? (
        <p>
          <SmartLink href={answer.page}>{words.readPage}</SmartLink>
        </p>
      ) : null}
    </Card>
  )
}
