import type { Organization, ShelbyBlock } from '../../generated/manifest.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite } from '../../ui/site-context.tsx'
import { readableDate } from '../../ui/readable-date.ts'
import { SmartLink } from '../../ui/smart-link.tsx'
import { Card, Small } from './styles.ts'
import styled from '@emotion/styled'
import { buttonStyles } from '../../ui/button-styles.ts'

const CallLink = styled.a(buttonStyles('primary'))

const Cards = styled.ul({ listStyle: 'none', margin: 0, padding: 0 })

/** A phone number as a tel: address: US numbers get +1; others keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `tel:+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return `tel:${digits}`
}

/** One helpline: its name, what it offers, a tap-to-call button, hours (or "see their website"), languages, and when and where the facts were checked. */
export function HelplineCard({ organization, labels }: { organization: Organization; labels: ShelbyBlock['handoff']['labels'] }) {
  const site = useSite()
  const facts = organization.helpline
  return (
    <Card as="li">
      <p>
        <strong>{organization.name}</strong>
      </p>
      <p>{organization.summary}</p>
      {organization.phone ? (
        <p>
          <CallLink href={telHref(organization.phone)}>
            {labels.call} {organization.phone}
          </CallLink>
        </p>
      ) : null}
      <p>
        {labels.hours}: {facts?.hours ?? labels.noHours}
      </p>
      {facts?.languages ? (
        <p>
          {labels.languages}: {facts.languages}
        </p>
      ) : null}
      <p>
        <SmartLink href={organization.href}>{labels.website}</SmartLink>
      </p>
      {facts ? (
        <Small>
          {labels.checked}: <time dateTime={facts.checked}>{readableDate(facts.checked, site.lang)}</time> ·{' '}
          <SmartLink href={facts.source}>{labels.source}</SmartLink>
        </Small>
      ) : null}
    </Card>
  )
}

/** The helplines named by id, as a list of cards. */
export function Helplines({ ids, labels }: { ids: readonly string[]; labels: ShelbyBlock['handoff']['labels'] }) {
  const library = useLibrary()
  return (
    <Cards>
      {ids.map((id) => (
        <HelplineCard key={id} organization={library.organization(id)} labels={labels} />
      ))}
    </Cards>
  )
}
