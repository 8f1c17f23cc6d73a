/**
 * What Shelby says to a question, decided in a fixed order and never written by Shelby: warning signs first (their
 * urgent cards, from site.json's warningSigns; what a shown sign holds back is not shown under it), then input it
 * cannot search, then questions only a care team can answer (a hand-off), then the sections that answer it (quoted
 * from reviewed pages, with their dates and sources), or, when no section answers well enough, "I did not find this
 * in our reviewed pages" with topics, search and people to call.
 * Pure apart from the search it is given, so the tests run it in Node on the real index.
 */
import type { LookAlikesOfEverySign, ShelbyBlock, WarningSign } from '../../generated/manifest.ts'
import type { PageFacts } from '../../app/site-index.ts'
import type { AnswerHit, AnswerOutcome, AnswerSection } from '../search/answers.ts'
import { compileGroups, matchGroups, type CompiledGroup } from './phrase-match.ts'
import { compileWarningSignsInSteps, findWarningSigns, type CompiledWarningSigns } from './warning-matcher.ts'
import { finishSteps } from '../shared/steps.ts'
import { readsAsSpanish, soundsLikeCrisis, type CrisisModel } from './crisis-model.ts'
import { likeliestSign, type LoadedSignModels } from './sign-model.ts'

/** An urgent card in a reply: its warning sign, and whether the question matched the sign's Spanish description. */
export interface UrgentShown {
  sign: WarningSign
  spanish: boolean
}

/** What a warning sign can hold back under its card (see `suppress` in schema/warning-signs.schema.json). */
export type HeldBack = WarningSign['suppress'][number]

/**
 * Least relevance a section needs to be shown as an answer: the share of the question's weight it covers (see
 * src/tools/search/answers.ts). Calibrated on the dev half of tests/golden/shelby-questions.json, never on the
 * holdout half: below it, Shelby says it did not find the answer.
 */
export const minRelevance = 0.65

/** Least focus a section needs to be shown as an answer: the share of the question's weight it names strongly. */
export const minFocus = 0.1

/**
 * Least relevance of a section that names one of the question's lay ideas (a thesaurus phrase such as "can't
 * sleep" or "make ahead") in its heading, its keywords, its page's title or keywords, or twice in its text. The
 * thesaurus holds the lay words of the site's own topics, so a section named by one is on the question's topic, and
 * the rest of the question is more often its details ("since my diagnosis", "at the stove") than another subject.
 * Calibrated on the dev half of tests/golden/shelby-questions.json (2026-11-29): 0.55 answered 17 more of 576
 * answerable questions and quoted no more of the 291 unanswerable ones; 0.5 answered 20 more and quoted one more.
 */
export const minRelevanceWithIdea = 0.55

/**
 * Whether a section answers its question well enough to be shown: relevance of at least {@link minRelevance} and
 * focus of at least {@link minFocus}, or relevance of at least {@link minRelevanceWithIdea} when it names one of the
 * question's lay ideas strongly.
 */
export function isAnswer(section: Pick<AnswerSection, 'relevance' | 'focus' | 'ideaFocus'>): boolean {
  if (section.focus < minFocus) return false
  return section.relevance >= minRelevance || (section.ideaFocus > 0 && section.relevance >= minRelevanceWithIdea)
}

/** Most answer cards Shelby shows for one question. */
export const maxAnswers = 3

/** The block's phrase lists and site.json's warning signs, compiled once. */
export interface ShelbyRules {
  signs: readonly WarningSign[]
  warnings: CompiledWarningSigns
  /**
   * The block's crisis fallback with the crisis model given to compileRules: the sign whose card shows when only the
   * crisis model hears a crisis. Shelby's page gives no model there: the model comes with the trained models' chunk
   * (`signModels.crisis`), read with {@link ShelbyRules.fallbackSign}.
   */
  crisis?: { sign: WarningSign; model: CrisisModel }
  /** The block's crisis fallback sign, if site.json's signs have it. */
  fallbackSign?: WarningSign
  /**
   * The trained sign models (see loadSignModel): when neither the rules nor the crisis model hear a sign, the sign a
   * message reads most like; when only the crisis model hears a crisis, whether it reads as suicide or hopelessness.
   */
  signModels?: LoadedSignModels
  handoff: CompiledGroup[]
  paths: CompiledGroup[]
}

/**
 * Compiles what Shelby matches questions against, at once (see {@link compileRulesInSteps} for the arguments, the
 * result and the errors).
 */
export function compileRules(...args: Parameters<typeof compileRulesInSteps>): ShelbyRules {
  return finishSteps(compileRulesInSteps(...args))
}

/**
 * Compiles what Shelby matches questions against, as steps (see src/tools/shared/steps.ts): Shelby's page compiles in
 * slices once the reader comes to the question box, so the first question neither waits for it nor freezes the page.
 * @param signs site.json's `warningSigns`, most urgent first (Shelby fetches them: see loadWarningKnowledge).
 * @param realWords common words not read as typos (src/generated/warning-typo-guard.ts).
 * @param lookAlikes site.json's `warningLookAlikes`: wordings that are not any sign (fetched with the signs).
 * @param crisisModel the trained crisis model (src/generated/crisis-model.ts), used when the block names a
 *   `crisisFallback` sign that `signs` has.
 * @param signModels the trained sign models (src/generated/sign-model.ts; see loadSignModel); a sign they name
 *   that `signs` lacks is never shown.
 * @throws (from the step that meets it) a pattern naming an unknown word group (see compileWarningSigns).
 */
export function* compileRulesInSteps(
  block: Pick<ShelbyBlock, 'handoff' | 'paths' | 'crisisFallback'>,
  signs: readonly WarningSign[],
  realWords: Iterable<string> = [],
  lookAlikes?: LookAlikesOfEverySign,
  crisisModel?: CrisisModel,
  signModels?: LoadedSignModels,
): Generator<void, ShelbyRules, void> {
  const fallbackSign = signs.find((sign) => sign.id === block.crisisFallback?.sign)
  const warnings = yield* compileWarningSignsInSteps(signs, realWords, lookAlikes)
  return {
    signs,
    warnings,
    ...(fallbackSign ? { fallbackSign } : {}),
    ...(fallbackSign && crisisModel ? { crisis: { sign: fallbackSign, model: crisisModel } } : {}),
    ...(signModels ? { signModels } : {}),
    handoff: compileGroups(block.handoff.rules),
    paths: compileGroups(block.paths.map((path) => ({ id: path.id, phrases: path.phrases ?? [] }))),
  }
}

/**
 * The urgent cards for what the reader typed, most urgent first, each once; empty when no warning sign matched.
 * When the crisis model hears a crisis and the rules found no card, or only cards below 911 and 988 (Poison Help, the
 * care team): the suicide or the hopelessness card as well, as the crisis choice reads it (the block's crisis
 * fallback sign without the sign models), in site.json's order. When no card at all: the card of the sign the sign
 * model hears, if any. The models only ever add a card; they never hide one the rules found.
 */
export function urgentCardsFor(text: string, rules: ShelbyRules): UrgentShown[] {
  const cards = findWarningSigns(rules.warnings, text).flatMap((found) => {
    const sign = rules.signs.find((candidate) => candidate.id === found.id)
    return sign ? [{ sign, spanish: found.spanish }] : []
  })
  // The crisis model also listens when the rules found only signs of the body that are not a 911 emergency: a
  // stockpile of pills shows the Poison Help card, and its reason ("so I can finally rest") may be a crisis no rule
  // names. A 911 card is never joined: someone in danger now must read what to do first.
  const crisis = rules.crisis ?? (rules.fallbackSign && rules.signModels?.crisis ? { sign: rules.fallbackSign, model: rules.signModels.crisis } : undefined)
  const crisisHeard = crisis !== undefined && belowCrisisLines(cards) && soundsLikeCrisis(text, crisis.model)
  if (crisis && crisisHeard) {
    const chosen = rules.signModels ? likeliestSign(text, rules.signModels.crisisChoice) : undefined
    const crisisCard = { sign: rules.signs.find((candidate) => candidate.id === chosen) ?? crisis.sign, spanish: cards[0]?.spanish ?? readsAsSpanish(text) }
    // In site.json's order, most urgent first, as the rules' cards are.
    return [...cards, crisisCard].sort((a, b) => rules.signs.indexOf(a.sign) - rules.signs.indexOf(b.sign))
  }
  if (cards.length > 0) return cards
  const heard = rules.signModels ? likeliestSign(text, rules.signModels.signs) : undefined
  const sign = rules.signs.find((candidate) => candidate.id === heard)
  return sign ? [{ sign, spanish: readsAsSpanish(text) }] : []
}

/** Whether no card is a 911 or a 988 card (none at all, or only Poison Help and the care team): the models may add one. */
function belowCrisisLines(cards: readonly UrgentShown[]): boolean {
  return cards.every((card) => card.sign.level !== '911' && card.sign.level !== '988')
}

/**
 * Whether the trained models (the crisis model, the sign model) could add a card to what the rules find in `text`:
 * when the rules find a 911 or a 988 card, Shelby answers without waiting for the models' chunk.
 */
export function modelsMayAdd(text: string, rules: ShelbyRules): boolean {
  return belowCrisisLines(urgentCardsFor(text, { ...rules, crisis: undefined, signModels: undefined }))
}

/** Everything the shown cards hold back together: what any one of them holds back is not shown. */
export function heldBackBy(urgent: readonly UrgentShown[]): Set<HeldBack> {
  return new Set(urgent.flatMap((card) => card.sign.suppress))
}

/** Why a question cannot be searched. */
export type InputProblem = 'empty' | 'tooLong' | 'noWords'

/** Checks typed text: empty, longer than `maxLength` characters, or without a single letter or digit. */
export function inputProblem(text: string, maxLength: number): InputProblem | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return 'empty'
  if ([...trimmed].length > maxLength) return 'tooLong'
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return 'noWords'
  return undefined
}

/** One answer card: a quoted section of a reviewed page, or a page of the site shown by its summary. */
export interface Answer {
  kind: 'quote' | 'page'
  /** The page's path. */
  page: string
  title: string
  /** Where the card links: the section (with #id) or the page. */
  href: string
  /** The quoted section's heading, when a section is quoted. */
  section?: string
  /** The section's own words (quote cards), or the page's summary. */
  text: string
  reviewed?: string
  sources?: PageFacts['sources']
}

/**
 * What Shelby replies. Every kind starts with the urgent cards, if any; `urgent` is the reply when the cards hold
 * back everything else (then only the guided paths they allow follow).
 */
export type Reply =
  | { kind: 'problem'; problem: InputProblem; urgent: UrgentShown[] }
  /** The warning signs could not be loaded, so the question was not checked: the block's `unchecked` card, no answer. */
  | { kind: 'unchecked'; urgent: UrgentShown[]; helplines: string[] }
  | { kind: 'urgent'; urgent: UrgentShown[]; paths: string[] }
  | {
      kind: 'handoff'
      /** A rule matched, nothing fitted, the reader asked, or the search could not run. */
      reason: 'rule' | 'nothing' | 'asked' | 'unavailable'
      rule?: string
      /** The question, for the search link offered when nothing was found. */
      query?: string
      urgent: UrgentShown[]
      helplines: string[]
      paths: string[]
    }
  | { kind: 'answers'; urgent: UrgentShown[]; answers: Answer[]; paths: string[]; helplines: string[] }

/**
 * The card for one page found, or undefined when none of its sections answers the question (see isAnswer; sections
 * inside the warning signs never do): its best answering section that may be quoted (a reviewed page's section not
 * on its do-not-quote list, such as a disclaimer), or else the page's summary, linking to its best answering section.
 */
export function answerFor(hit: AnswerHit, facts: Readonly<Record<string, PageFacts>>): Answer | undefined {
  const page = facts[hit.url]
  // A section inside the warning signs never answers a question: when the question names a sign, the urgent card
  // is shown instead; when it does not, a loose match there (a typo of 'tired' for 'tire') is no answer.
  const within = page?.notQuotedWithin ?? []
  const inWarningSigns = (id: string) => within.some((scope) => id === scope || id.startsWith(`${scope}-`))
  const answering = hit.sections.filter((candidate) => isAnswer(candidate) && !inWarningSigns(candidate.id))
  const [first] = answering
  if (!first) return undefined
  const title = page?.title ?? hit.title
  const skip = new Set(page?.notQuoted ?? [])
  const section = answering.find((candidate) => candidate.text !== '' && !skip.has(candidate.id))
  const reviewed = page?.reviewed ?? hit.reviewed
  const cited = reviewed ? { reviewed, ...(page?.sources ? { sources: page.sources } : {}) } : {}
  if (reviewed && section) {
    return { kind: 'quote', page: hit.url, title, href: section.url, section: section.title, text: section.text, ...cited }
  }
  return { kind: 'page', page: hit.url, title, href: first.url, text: page?.description ?? '', ...cited }
}

/** Guided paths that fit: those whose phrases match, then those whose page is among the answers; at most two. */
export function pathsFor(
  text: string,
  answerPages: readonly string[],
  block: Pick<ShelbyBlock, 'paths'>,
  rules: ShelbyRules,
): string[] {
  const byPhrase = matchGroups(text, rules.paths).map((match) => match.id)
  const byPage = block.paths.filter((path) => path.route && answerPages.includes(path.route)).map((path) => path.id)
  return [...new Set([...byPhrase, ...byPage])].slice(0, 2)
}

function helplinesOf(pathIds: readonly string[], block: Pick<ShelbyBlock, 'paths' | 'handoff'>, fallback: boolean): string[] {
  const first = block.paths.find((path) => path.id === pathIds[0])
  const own = first?.helplines ?? []
  return own.length > 0 ? own.slice(0, 3) : fallback ? block.handoff.helplines : []
}

/**
 * Shelby's reply to `text`.
 * @param facts every page's facts by path, which answers cite; read only once `find` has returned, so a caller may
 *   fill it there (Shelby fetches them with the search, and an urgent card does not wait for them).
 * @param find searches the site for a question (findAnswers on the search index); when it rejects, the reply is
 *   the "unavailable" hand-off (guides and helplines still work).
 */
export async function replyTo(
  text: string,
  block: ShelbyBlock,
  rules: ShelbyRules,
  facts: Readonly<Record<string, PageFacts>>,
  find: (query: string) => Promise<AnswerOutcome>,
): Promise<Reply> {
  const urgent = urgentCardsFor(text, rules)
  const problem = inputProblem(text, block.input.maxLength)
  if (problem) return { kind: 'problem', problem, urgent }
  const held = heldBackBy(urgent)
  const guides = (paths: string[]) => (held.has('guides') ? [] : paths)
  // Under an urgent card nothing may read as reassurance: what the shown signs hold back is never looked up.
  const onlyUrgent = (): Reply => ({ kind: 'urgent', urgent, paths: guides(pathsFor(text, [], block, rules)) })
  if (held.has('answers') && held.has('handoff')) return onlyUrgent()
  const rule = held.has('handoff') ? undefined : matchGroups(text, rules.handoff)[0]
  if (held.has('answers') && !rule) return onlyUrgent()
  if (rule) {
    const paths = guides(pathsFor(text, [], block, rules))
    return { kind: 'handoff', reason: 'rule', rule: rule.id, urgent, helplines: block.handoff.helplines, paths }
  }
  let outcome: AnswerOutcome
  try {
    outcome = await find(text)
  } catch {
    if (held.has('handoff')) return onlyUrgent()
    return {
      kind: 'handoff',
      reason: 'unavailable',
      urgent,
      helplines: block.handoff.helplines,
      paths: guides(pathsFor(text, [], block, rules)),
    }
  }
  // Shelby's own "how it works" page explains Shelby; it is never an answer. Two pages quoting the same library
  // entry word for word give one card.
  const answers: Answer[] = []
  for (const hit of outcome.hits) {
    if (hit.url === block.howItWorks.href) continue
    const answer = answerFor(hit, facts)
    if (!answer || answers.some((shown) => shown.text === answer.text)) continue
    answers.push(answer)
    if (answers.length === maxAnswers) break
  }
  if (answers.length === 0) {
    if (held.has('handoff')) return onlyUrgent()
    return {
      kind: 'handoff',
      reason: 'nothing',
      query: text.trim(),
      urgent,
      helplines: block.handoff.helplines,
      paths: guides(pathsFor(text, [], block, rules)),
    }
  }
  const paths = guides(
    pathsFor(
      text,
      answers.map((answer) => answer.page),
      block,
      rules,
    ),
  )
  return { kind: 'answers', urgent, answers, paths, helplines: held.has('handoff') ? [] : helplinesOf(paths, block, false) }
}
