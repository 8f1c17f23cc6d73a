import styled from '@emotion/styled'
import { useId, useState } from 'react'
import { space } from '../../ui/theme.ts'
import { useSite } from '../../ui/site-context.tsx'
import { Heading } from '../../ui/heading.tsx'
import { CopyLink } from '../shared/copy-link.tsx'
import { downloadFile } from '../shared/files.ts'
import { KeepCopy } from '../shared/keep-copy.tsx'
import { LinkRefusedMessage } from '../shared/problem-message.tsx'
import { maxLinkChars } from '../shared/link-codec.ts'
import { fillTemplate } from '../shared/text.ts'
import { backupFileName, deviceCopyKey, registryBackup } from './codec.ts'
import { ownerCopy, type GiftRegistry } from './model.ts'
import type { Links } from './owner-view.tsx'
import { Muted, Note, Part, Row, SecondaryButton, Status, Warning } from './styles.ts'
import type { RegistryWords } from './words.ts'

const KeepHeading = styled(Heading)({ marginTop: space.lg })

/** A link longer than this share of the most a link may be gets the "close to the limit" warning. */
const nearLimitShare = 0.75

/**
 * Sharing and keeping: the givers' link and the owner's own link (each with a copy button), how long the link is,
 * "keep a copy on this device", a file backup, printing, and starting a new list (after a question).
 */
export function ShareSection({
  words,
  registry,
  links,
  onStartOver,
  headingId,
}: {
  words: RegistryWords
  registry: GiftRegistry
  links: Links | undefined
  onStartOver: () => void
  headingId: string
}) {
  const { lang } = useSite()
  const text = words.share
  const keepId = useId()
  const questionId = useId()
  const [confirming, setConfirming] = useState(false)

  return (
    <Part aria-labelledby={headingId} data-links={links?.madeFor === registry ? 'ready' : 'pending'}>
      <Heading id={headingId} tabIndex={-1}>
        {text.heading}
      </Heading>
      <p>{text.intro}</p>
      <Muted>{text.whoCanSee}</Muted>
      {!links || !links.own ? (
        <Status role="status">{text.preparing}</Status>
      ) : (
        <>
          <CopyLink url={links.giver} label={text.giverLinkLabel} />
          <Muted>{text.giverLinkHelp}</Muted>
          <CopyLink url={links.own} label={text.ownLinkLabel} />
          <Muted>{text.ownLinkHelp}</Muted>
          <Note>{fillTemplate(text.linkLength, { count: links.length.toLocaleString(lang) })}</Note>
          {links.length > maxLinkChars * nearLimitShare ? <Warning>{text.nearLimit}</Warning> : null}
          <Muted>{text.longLinkTip}</Muted>
        </>
      )}
      <LinkRefusedMessage refused={links?.refused} />

      <KeepHeading offset={1} id={keepId}>
        {text.keepHeading}
      </KeepHeading>
      {links?.ownFragment ? <KeepCopy storageKey={deviceCopyKey} value={links.ownFragment} /> : null}
      <Row>
        <SecondaryButton
          type="button"
          aria-describedby={`${keepId}-download`}
          onClick={() => downloadFile(backupFileName(registry, 'gift-list'), registryBackup(ownerCopy(registry)), 'application/json')}
        >
          {text.downloadButton}
        </SecondaryButton>
      </Row>
      <Muted id={`${keepId}-download`}>{text.downloadHelp}</Muted>
      <Row>
        <SecondaryButton type="button" aria-describedby={`${keepId}-print`} onClick={() => window.print()}>
          {text.printButton}
        </SecondaryButton>
      </Row>
      <Muted id={`${keepId}-print`}>{text.printHelp}</Muted>
      <Row>
        <SecondaryButton type="button" onClick={() => setConfirming(true)}>
          {text.startOverButton}
        </SecondaryButton>
      </Row>
      {confirming ? (
        <Warning>
          <p id={questionId}>{text.startOverConfirm}</p>
          <Row>
            <SecondaryButton type="button" aria-describedby={questionId} onClick={onStartOver}>
              {text.startOverYes}
            </SecondaryButton>
            <SecondaryButton type="button" aria-describedby={questionId} autoFocus onClick={() => setConfirming(false)}>
              {text.startOverNo}
            </SecondaryButton>
          </Row>
        </Warning>
      ) : null}
    </Part>
  )
}
