import type { ShelbyBlock } from '../../generated/manifest.ts'
import { useSite } from '../../ui/site-context.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import type { Answer } from './conversation.ts'
import { Card, Details, Quote, Small } from './styles.ts'

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
