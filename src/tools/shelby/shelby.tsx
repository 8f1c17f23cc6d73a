import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ShelbyBlock } from '../../generated/manifest.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { useSite, useUiText } from '../../ui/site-context.tsx'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { findAnswers } from '../search/answers.ts'
import { maxQueryChars } from '../search/engine.ts'
import { loadPagefind } from '../search/pagefind.ts'
import { loadVocabulary } from '../search/vocabulary.ts'
import { useFragment } from '../shared/url-state.ts'
import { fillTemplate } from '../shared/text.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { realWordsNearSigns } from '../../generated/warning-typo-guard.ts'
import { loadedSignModel, loadSignModel } from './sign-model.ts'
import { loadWarningKnowledge } from './warning-knowledge.ts'
import { loadPageFacts } from './page-facts.ts'
import { pageFactsUrl } from '../../app/paths.ts'
import type { PageFacts } from '../../app/site-index.ts'
import { localizeWarningSign } from '../../languages/localize.ts'
import { runInSlices } from '../shared/steps.ts'
import { UrgentCardView } from '../../ui/urgent-card.tsx'
import { AnswerCard } from './cards.tsx'
import { compileRulesInSteps, modelsMayAdd, replyTo, type Reply, type ShelbyRules, type UrgentShown } from './conversation.ts'
import { GuideView } from './guide-view.tsx'
import { Helplines, telHref } from './helplines.tsx'
import { maxQuestionChars, maxQuestions, PrepareForCall } from './prepare-call.tsx'
import {
  Answers,
  Card,
  Details,
  Entries,
  Form,
  Guides,
  Hidden,
  HiddenHeading,
  Input,
  Label,
  Log,
  Message,
  Muted,
  PrimaryButton,
  Root,
  Row,
  SafetyLine,
  SecondaryButton,
  Speaker,
} from './styles.ts'

/** One entry of the conversation. */
type Entry =
  | { id: number; kind: 'greeting' }
  | { id: number; kind: 'you'; text: string }
  | { id: number; kind: 'pending' }
  | { id: number; kind: 'reply'; reply: Reply }
  | { id: number; kind: 'guide'; path: string }

/** An entry before it has its id. */
type NewEntry = Entry extends infer E ? (E extends { id: number } ? Omit<E, 'id'> : never) : never

/** Most characters of a question shown back in the conversation (the rest is cut with '…'). */
const shownChars = 400

/** Most entries kept: older ones drop off the top of the conversation. */
const maxEntries = 60

const guideFragment = /^guide-([a-z0-9]+(?:-[a-z0-9]+)*)$/

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Shelby, the care concierge, as a conversation (a polite log region; focus stays in the question box). Every
 * question is checked for warning signs first (urgent cards), then for questions only a care team can answer (a
 * hand-off to real helplines), then answered with sections quoted word for word from reviewed pages, found in the
 * site's search index in the browser. Guided paths (started from the buttons, from an answer, or by a link ending in
 * #guide-<id>) end in a list to print, copy or download. What the reader types never leaves the page and is gone
 * on reload. All its words come from the block's data in site.json.
 */
export function Shelby({ block }: BlockProps<'shelby'>) {
  const library = useLibrary()
  // The page's language: Shelby reads questions with the vocabulary of the pages in it.
  const site = useSite()
  const { lang } = site
  // The warning signs are fetched and compiled in slices (about 0.5 s of work on a slow phone, which in one piece
  // would freeze the page) once the reader comes to the question box, then the sign models' chunk loads; or at the
  // first question if that comes sooner. Not while the page loads: a reader who only reads the page pays for none
  // of it. A failed fetch is tried again at the next question.
  const compiled = useRef<{ from: ShelbyBlock; lang: string; rules: Promise<ShelbyRules> } | undefined>(undefined)
  const rulesFor = (): Promise<ShelbyRules> => {
    const current = compiled.current
    if (current?.from === block && current.lang === lang) return current.rules
    // Each card in the page's language, as the build shows them on health pages.
    const defaultLang = site.languagePaths?.defaultLang ?? lang
    const rules = loadWarningKnowledge().then((knowledge) => {
      const signs = knowledge.warningSigns.map((sign) => localizeWarningSign(sign, lang, defaultLang))
      return runInSlices(compileRulesInSteps(block, signs, realWordsNearSigns, knowledge.warningLookAlikes))
    })
    const started = { from: block, lang, rules }
    compiled.current = started
    rules.catch(() => {
      if (compiled.current === started) compiled.current = undefined
    })
    return rules
  }
  const warmUp = () =>
    void rulesFor()
      .then(() => loadSignModel())
      .catch(() => undefined)
  const inputId = useId()
  const hintId = useId()
  const nextId = useRef(1)
  const [entries, setEntries] = useState<Entry[]>([{ id: 0, kind: 'greeting' }])
  const [draft, setDraft] = useState('')
  const [questions, setQuestions] = useState<string[]>([])
  // What the assertive live region says: the urgent cards' headings, so a screen reader interrupts with them.
  const [alert, setAlert] = useState('')
  const logEnd = useRef<HTMLLIElement | null>(null)
  const fragment = useFragment()
  const startedFrom = useRef('')

  const append = (...added: NewEntry[]): number[] => {
    const numbered = added.map((entry): Entry => ({ ...entry, id: nextId.current++ }))
    setEntries((current) => [...current, ...numbered].slice(-maxEntries))
    return numbered.map((entry) => entry.id)
  }

  // Start loading the search index, its vocabulary and every page's facts (which answers cite) once the page is
  // running, so answers come quickly (and keep coming offline once they are loaded).
  useEffect(() => {
    loadPagefind().catch(() => undefined)
    loadVocabulary(lang).catch(() => undefined)
    loadPageFacts(lang).catch(() => undefined)
  }, [lang])

  // A link such as /assist-well/shelby#guide-financial starts that guide.
  useEffect(() => {
    const path = guideFragment.exec(fragment)?.[1]
    if (path === undefined || startedFrom.current === fragment) return
    if (!block.paths.some((candidate) => candidate.id === path)) return
    startedFrom.current = fragment
    append({ kind: 'guide', path })
  }, [fragment, block.paths])

  // Keep the newest entry in view (without animation for readers who asked for less motion), again when a reply
  // replaces "Searching…": an urgent card is taller than the line it replaces and must not start below the fold.
  const newest = entries.at(-1)
  const newestKey = newest ? `${newest.id}:${newest.kind}` : ''
  useEffect(() => {
    if (newestKey && !newestKey.startsWith('0:'))
      logEnd.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [newestKey])

  const ask = async (text: string) => {
    const trimmed = text.trim()
    const [pendingId] = trimmed
      ? append({ kind: 'you', text: trimmed }, { kind: 'pending' }).slice(1)
      : append({ kind: 'pending' })
    // A 911 or 988 card the rules find never waits for the models' chunk (the crisis model, the sign model); any
    // other question does, since either model may add a card. Without the chunk (offline before it loaded) the rules
    // still read the question.
    const facts = loadPageFacts(lang).catch(() => undefined)
    let rules: ShelbyRules
    try {
      rules = await rulesFor()
    } catch {
      // Without the warning signs nothing typed can be checked: no answer, only what to do in an emergency.
      const reply: Reply = { kind: 'unchecked', urgent: [], helplines: block.handoff.helplines }
      setEntries((current) => current.map((entry) => (entry.id === pendingId ? { id: pendingId, kind: 'reply', reply } : entry)))
      setAlert(block.unchecked.heading)
      return
    }
    const signModels = loadedSignModel() ?? (modelsMayAdd(text, rules) ? await loadSignModel().catch(() => undefined) : undefined)
    // Every page's facts are awaited with the search, never before the rules' reply: an urgent card that holds the
    // answers back does not wait for them. replyTo reads `cited` only once the search has returned. Without them
    // nothing can be quoted with its date and sources, so the search counts as unavailable.
    const cited: Record<string, PageFacts> = {}
    const reply = await replyTo(text, block, signModels ? { ...rules, signModels } : rules, cited, async (query) => {
      const [pagefind, vocabulary, pages] = await Promise.all([loadPagefind(), loadVocabulary(lang), facts])
      if (!pages) throw new Error(`${pageFactsUrl(lang)} could not be loaded`)
      Object.assign(cited, pages)
      return findAnswers(pagefind, vocabulary, { query, wells: [], audiences: [] }, { fillerWords: block.ignoreWords ?? [] })
    })
    setEntries((current) => current.map((entry) => (entry.id === pendingId ? { id: pendingId, kind: 'reply', reply } : entry)))
    setAlert(reply.urgent.length > 0 ? [block.urgentHeading, ...reply.urgent.map((shown) => shown.sign.card.heading)].join(' ') : '')
    if (reply.kind !== 'problem' && [...trimmed].length <= maxQuestionChars) {
      setQuestions((current) => (current.includes(trimmed) ? current : [...current, trimmed].slice(0, maxQuestions)))
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = draft
    setDraft('')
    void ask(text)
  }

  const startGuide = (path: string) => append({ kind: 'guide', path })

  const askForPeople = () =>
    append({
      kind: 'reply',
      reply: { kind: 'handoff', reason: 'asked', urgent: [], helplines: block.handoff.helplines, paths: [] },
    })

  const lastHandoff = [...entries].reverse().find((entry) => entry.kind === 'reply' && entry.reply.kind === 'handoff')?.id

  return (
    <BlockFrame>
      <Root data-shelby="">
        <SafetyLine>{block.safetyLine}</SafetyLine>
        <div data-chrome="">
          <p>{block.whatItIs}</p>
          <Muted>
            {block.privacy} <SmartLink href={block.howItWorks.href}>{block.howItWorks.label}</SmartLink>
          </Muted>
        </div>
        <Hidden as="p" role="alert" data-urgent-alert="">
          {alert}
        </Hidden>
        <HiddenHeading>{block.conversationLabel}</HiddenHeading>
        <NestedHeadings>
          <Log role="log" aria-live="polite" aria-label={block.conversationLabel}>
            <Entries>
              {entries.map((entry, index) => (
                <Message
                  key={entry.id}
                  data-entry=""
                  data-speaker={entry.kind === 'you' ? 'you' : 'shelby'}
                  ref={index === entries.length - 1 ? logEnd : undefined}
                >
                  <Speaker>{entry.kind === 'you' ? block.names.you : block.names.shelby}</Speaker>
                  {entry.kind === 'greeting' ? <p>{block.greeting}</p> : null}
                  {entry.kind === 'you' ? (
                    <p dir="auto">
                      {[...entry.text].length > shownChars ? `${[...entry.text].slice(0, shownChars).join('')}…` : entry.text}
                    </p>
                  ) : null}
                  {entry.kind === 'pending' ? <Muted>{block.searching}</Muted> : null}
                  {entry.kind === 'reply' ? (
                    <ReplyView
                      block={block}
                      reply={entry.reply}
                      withPrepare={entry.id === lastHandoff}
                      questions={questions}
                      onQuestions={setQuestions}
                      onStartGuide={startGuide}
                    />
                  ) : null}
                  {entry.kind === 'guide' ? <GuideFor block={block} id={entry.path} /> : null}
                </Message>
              ))}
            </Entries>
          </Log>
        </NestedHeadings>
        <div data-chrome="">
          {/* Once the conversation has grown past the first screen, the safety line shows again beside the input. */}
          {entries.length > 1 ? (
            <SafetyLine as="p" aria-hidden="true">
              {block.safetyLine}
            </SafetyLine>
          ) : null}
          <Form onSubmit={onSubmit} data-needs-script="">
            <Label htmlFor={inputId}>{block.input.label}</Label>
            <Muted id={hintId}>{block.input.hint}</Muted>
            <Row>
              <Input
                id={inputId}
                type="text"
                name="question"
                dir="auto"
                autoComplete="off"
                enterKeyHint="send"
                maxLength={10_000}
                value={draft}
                aria-describedby={hintId}
                onChange={(event) => setDraft(event.target.value)}
                onFocus={warmUp}
              />
              <PrimaryButton type="submit">{block.input.submit}</PrimaryButton>
            </Row>
          </Form>
          <noscript>
            {block.noScript.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <ul>
              {block.handoff.helplines.map((id) => {
                const organization = library.organization(id)
                return organization.phone ? (
                  <li key={id}>
                    {organization.name}: <a href={telHref(organization.phone)}>{organization.phone}</a>
                  </li>
                ) : null
              })}
            </ul>
          </noscript>
          <Heading>{block.pathsHeading}</Heading>
          <GuideButtons block={block} onStart={startGuide} data-needs-script="" />
          <noscript>
            <ul>
              {block.paths.map((path) => (
                <li key={path.id}>
                  <SmartLink
                    href={path.route ?? path.links.find((link) => link.href.startsWith('/'))?.href ?? block.howItWorks.href}
                  >
                    {path.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </noscript>
          <Row data-needs-script="">
            <PrimaryButton type="button" onClick={askForPeople}>
              {block.handoffButton}
            </PrimaryButton>
          </Row>
        </div>
      </Root>
    </BlockFrame>
  )
}

function GuideFor({ block, id }: { block: ShelbyBlock; id: string }) {
  const path = block.paths.find((candidate) => candidate.id === id)
  return path ? <GuideView block={block} path={path} /> : null
}

/** Guided paths offered in a reply. */
function PathOffers({ block, ids, onStart }: { block: ShelbyBlock; ids: readonly string[]; onStart: (id: string) => void }) {
  const paths = ids.flatMap((id) => block.paths.filter((path) => path.id === id))
  if (paths.length === 0) return null
  return (
    <Card>
      <p>{block.answer.pathIntro}</p>
      <ul>
        {paths.map((path) => (
          <li key={path.id}>
            <strong>{path.title}</strong>: {path.intro}{' '}
            <PrimaryButton type="button" onClick={() => onStart(path.id)}>
              {block.answer.startPath}
              <Hidden>: {path.title}</Hidden>
            </PrimaryButton>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** A button for every guide of the block; each starts its guide here. */
function GuideButtons({
  block,
  onStart,
  ...rest
}: { block: Pick<ShelbyBlock, 'paths'>; onStart: (id: string) => void; 'data-needs-script'?: string }) {
  return (
    <Guides {...rest}>
      {block.paths.map((path) => (
        <li key={path.id}>
          <SecondaryButton type="button" onClick={() => onStart(path.id)}>
            {path.title}
          </SecondaryButton>
        </li>
      ))}
    </Guides>
  )
}

/**
 * What Shelby offers when no reviewed section answers: a search of every page for the question, and the guides
 * as topics (each starts its guide here).
 */
function NotFoundOffers({ block, query, onStartGuide }: { block: ShelbyBlock; query: string; onStartGuide: (id: string) => void }) {
  // The search page is the one the header's search form leads to (site.json's ui.search.path).
  const searchPath = useSite().ui.search?.path
  const searched = [...query].slice(0, maxQueryChars).join('')
  return (
    <>
      {searched && searchPath ? (
        <p data-not-found-search="">
          <SmartLink href={`${searchPath}?${new URLSearchParams({ q: searched }).toString()}`}>
            {fillTemplate(block.notFoundOffers.search, { query: searched })}
          </SmartLink>
        </p>
      ) : null}
      {/* Thirteen guides would push the people to call off a phone's screen: the topics open on request. */}
      <Details data-not-found-topics="">
        <summary>{block.notFoundOffers.topics}</summary>
        <GuideButtons block={block} onStart={onStartGuide} />
      </Details>
    </>
  )
}

/** The urgent cards of a reply, under their line; a card whose sign matched in Spanish starts with its Spanish line. */
function UrgentCards({ heading, urgent }: { heading: string; urgent: readonly UrgentShown[] }) {
  const ui = useUiText()
  return (
    <div data-urgent-cards="">
      <p>
        <strong>{heading}</strong>
      </p>
      {urgent.map((shown) => (
        <UrgentCardView key={shown.sign.id} sign={shown.sign} sourcesLabel={ui.sourcesLabel ?? ''} spanishFirst={shown.spanish} />
      ))}
    </div>
  )
}

/** Shelby's reply: urgent cards first, then the answer, the hand-off, or what was wrong with the input. */
function ReplyView({
  block,
  reply,
  withPrepare,
  questions,
  onQuestions,
  onStartGuide,
}: {
  block: ShelbyBlock
  reply: Reply
  withPrepare: boolean
  questions: readonly string[]
  onQuestions: (next: string[]) => void
  onStartGuide: (id: string) => void
}) {
  return (
    <>
      {reply.urgent.length > 0 ? <UrgentCards heading={block.urgentHeading} urgent={reply.urgent} /> : null}
      {reply.kind === 'urgent' ? (
        <>
          <p>{block.afterUrgent}</p>
          <PathOffers block={block} ids={reply.paths} onStart={onStartGuide} />
        </>
      ) : null}
      {reply.kind === 'unchecked' ? (
        <>
          <UrgentCardView sign={{ id: 'unchecked', card: block.unchecked, sources: [] }} sourcesLabel="" />
          <Card data-handoff="unchecked">
            <Heading>{block.handoff.heading}</Heading>
            <p>{block.handoff.careTeam}</p>
            <Helplines ids={reply.helplines} labels={block.handoff.labels} />
          </Card>
        </>
      ) : null}
      {reply.kind === 'problem' ? <p>{fillTemplate(block.errors[reply.problem], { max: block.input.maxLength })}</p> : null}
      {reply.kind === 'answers' ? (
        <>
          <p>{block.answer.intro}</p>
          <Answers data-answers="">
            {reply.answers.map((answer) => (
              <AnswerCard key={answer.href} answer={answer} words={block.answer} />
            ))}
          </Answers>
          <PathOffers block={block} ids={reply.paths} onStart={onStartGuide} />
          {reply.helplines.length > 0 ? (
            <>
              <p>{block.answer.helplinesIntro}</p>
              <Helplines ids={reply.helplines} labels={block.handoff.labels} />
            </>
          ) : null}
        </>
      ) : null}
      {reply.kind === 'handoff' ? (
        <>
          <p>
            {reply.reason === 'rule'
              ? block.handoff.rules.find((rule) => rule.id === reply.rule)?.reply
              : reply.reason === 'nothing'
                ? block.nothingFound
                : reply.reason === 'unavailable'
                  ? block.unavailable
                  : block.handoff.intro}
          </p>
          {reply.reason === 'nothing' ? (
            <NotFoundOffers block={block} query={reply.query ?? ''} onStartGuide={onStartGuide} />
          ) : null}
          <Card data-handoff={reply.reason}>
            <Heading>{block.handoff.heading}</Heading>
            <p>{block.handoff.careTeam}</p>
            <p>{block.handoff.intro}</p>
            <Helplines ids={reply.helplines} labels={block.handoff.labels} />
          </Card>
          <PathOffers block={block} ids={reply.paths} onStart={onStartGuide} />
          {withPrepare ? <PrepareForCall block={block} questions={questions} onChange={onQuestions} /> : null}
        </>
      ) : null}
    </>
  )
}
