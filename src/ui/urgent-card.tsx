import styled from '@emotion/styled'
import type { UrgentCard } from '../generated/manifest.ts'
import { colors, space } from './theme.ts'
import { ActionButton } from './action-button.tsx'
import { Heading } from './heading.tsx'
import { cardStyles, Disclosure } from './card-styles.ts'
import { ButtonRow } from './layout.ts'
import { SmartLink } from './smart-link.tsx'

const Box = styled.div({
  ...cardStyles,
  background: colors.safetyBackground,
  color: colors.safetyText,
  border: `3px solid ${colors.safetyBorder}`,
  overflowWrap: 'anywhere',
  '& h2, & h3, & h4': { fontSize: '1.15rem', margin: `0 0 ${space.xs}` },
  '& a:not([class])': { color: colors.safetyText },
})

/** The parts of a warning sign an urgent card shows: site.json's `warningSigns` entry, or the part a page carries. */
export interface UrgentCardData {
  id: string
  card: Omit<UrgentCard, 'inSpanish'> & Partial<Pick<UrgentCard, 'inSpanish'>>
  sources: readonly { title: string; href: string }[]
}

/**
 * A warning sign's urgent card: what to do now, call buttons (tel: and sms: links), and its sources behind a
 * disclosure. The same card on health pages (warning-signs blocks) and in Shelby's replies. With `spanishFirst`
 * (a question written in Spanish) the card's Spanish line comes first, marked lang="es". A card without sources (Shelby's
 * "could not check" card, which repeats the page's safety line) has no sources disclosure.
 */
export function UrgentCardView({ sign, sourcesLabel, spanishFirst = false }: { sign: UrgentCardData; sourcesLabel: string; spanishFirst?: boolean }) {
  return (
    <Box data-urgent={sign.id}>
      {spanishFirst && sign.card.inSpanish ? (
        <p lang="es">
          <strong>{sign.card.inSpanish}</strong>
        </p>
      ) : null}
      <Heading>{sign.card.heading}</Heading>
      {sign.card.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <ButtonRow>
        {sign.card.actions.map((action) => (
          <ActionButton key={`${action.href} ${action.label}`} action={action} />
        ))}
      </ButtonRow>
      {sign.sources.length > 0 ? (
        <Disclosure>
          <summary>{sourcesLabel}</summary>
          <ul>
            {sign.sources.map((source) => (
              <li key={source.href}>
                <SmartLink href={source.href}>{source.title}</SmartLink>
              </li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
    </Box>
  )
}
