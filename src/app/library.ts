import type { Block, Program, SiteManifest, WarningSign } from '../generated/manifest.ts'
import { walkBlocks } from '../manifest/walk-blocks.ts'
import { isToolType, needsOf, referencesOf, type LibraryCollection, type OwnToolText, type ToolPart } from '../blocks/block-definitions.ts'
import { pageSummaries } from './site-index.ts'
import type { Library, NudgeLibrary, PageToolText, WarningCardEntry, WarningKnowledge } from './page-payload.ts'
import { carePlannerIn, localizeGiftIdea, localizeOrganization, localizeProgram, localizeRecipe, localizeResource, localizeWarningSign, smartNudgeIn, toolTextIn } from '../languages/localize.ts'
import { visitGuideOf } from '../manifest/visit-guide.ts'

/** Ids of library entries that blocks name, by collection. */
export type LibraryReferences = Record<LibraryCollection, string[]>

/** Everything the blocks (nested ones included) need on their page, merged (see LibraryNeeds in the block definitions). */
interface MergedNeeds {
  programKinds: Set<string>
  everyProgram: boolean
  allGiftIdeas: boolean
  pages: boolean
  pageFacts: boolean
  parts: Set<ToolPart>
  toolText: Set<OwnToolText>
  warningKnowledge: boolean
  tools: boolean
  /** Smart Nudge's part, with the Shelby guide of the first smart-nudge block that names one. */
  smartNudge?: { visitGuide?: string }
}

function mergedNeeds(blocks: readonly Block[]): MergedNeeds {
  const merged: MergedNeeds = {
    programKinds: new Set(),
    everyProgram: false,
    allGiftIdeas: false,
    pages: false,
    pageFacts: false,
    parts: new Set(),
    toolText: new Set(),
    warningKnowledge: false,
    tools: false,
  }
  walkBlocks(blocks, (block) => {
    const needs = needsOf(block.type, block)
    if (needs.programKinds === 'all') merged.everyProgram = true
    else for (const kind of needs.programKinds ?? []) merged.programKinds.add(kind)
    merged.allGiftIdeas ||= needs.allGiftIdeas ?? false
    merged.pages ||= needs.pages ?? false
    merged.pageFacts ||= needs.pageFacts ?? false
    for (const part of needs.parts ?? []) merged.parts.add(part)
    for (const words of needs.toolText ?? []) merged.toolText.add(words)
    merged.warningKnowledge ||= needs.warningKnowledge ?? false
    merged.tools ||= isToolType(block.type)
    if (needs.smartNudge) merged.smartNudge = { visitGuide: merged.smartNudge?.visitGuide ?? needs.smartNudge.visitGuide }
  })
  return merged
}

/**
 * Every library id the blocks (and the blocks inside them) name, in order of appearance, without repeats (see each
 * block type's `references` in the block definitions). A block that needs every gift idea (a gift registry) names
 * them all (`allGiftIdeas`), and with them the organizations its gifts to organizations link to.
 */
export function referencesIn(blocks: readonly Block[], allGiftIdeas: SiteManifest['giftIdeas'] = {}): LibraryReferences {
  const found: Record<LibraryCollection, Set<string>> = {
    recipes: new Set(),
    giftIdeas: new Set(),
    resources: new Set(),
    organizations: new Set(),
    warningSigns: new Set(),
  }
  walkBlocks(blocks, (block) => {
    for (const reference of referencesOf(block.type, block)) found[reference.collection].add(reference.id)
    if (!needsOf(block.type, block).allGiftIdeas) return
    for (const [id, idea] of Object.entries(allGiftIdeas)) {
      found.giftIdeas.add(id)
      if (idea.organization) found.organizations.add(idea.organization)
    }
  })
  return {
    recipes: [...found.recipes],
    giftIdeas: [...found.giftIdeas],
    resources: [...found.resources],
    organizations: [...found.organizations],
    warningSigns: [...found.warningSigns],
  }
}

/** A warning sign as a warning-signs block shows it: its card (without the Spanish line) and its sources' links. */
function warningCardEntry(sign: NonNullable<SiteManifest['warningSigns']>[number]): WarningCardEntry {
  const { inSpanish: _spanish, ...card } = sign.card
  return { id: sign.id, card, sources: sign.sources.map((source) => ({ title: source.title, href: source.href })) }
}

/** A program's `organization` that names an entry of the manifest's `organizations` (an id) rather than a name. */
export const organizationIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The ids of the programs the blocks show, in the manifest's order: the programs of the kinds their blocks need
 * (a program finder's preset kinds), or every program when a block needs them all (a finder without a preset).
 */
export function programsShownBy(manifest: Pick<SiteManifest, 'programs'>, blocks: readonly Block[]): string[] {
  const { programKinds, everyProgram } = mergedNeeds(blocks)
  return Object.entries(manifest.programs ?? {})
    .filter(([, program]) => everyProgram || programKinds.has(program.kind))
    .map(([id]) => id)
}

function pick<T>(all: Record<string, T> | undefined, ids: readonly string[], localize: (entry: T) => T): Record<string, T> | undefined {
  if (ids.length === 0 || !all) return undefined
  return Object.fromEntries(
    ids.flatMap((id) => {
      const entry = Object.hasOwn(all, id) ? all[id] : undefined
      return entry === undefined ? [] : [[id, localize(entry)] as const]
    }),
  )
}

/** A program as a page carries it: without the maintainers' notes, which are never shown. */
function publicProgram(program: Program): Program {
  const { notes: _notes, ...shown } = program
  return shown
}

/**
 * Smart Nudge's part of a page's library: site.json's smartNudge, the care planner's chemotherapy words and usual
 * higher-risk days (one home for the CDC facts), and the questions of the Shelby guide `guide` (the first
 * one a smart-nudge block of the page names). All in the language `lang`: Smart Nudge's words and nudges and the
 * chemotherapy words from its pack, the guide from a Shelby page in that language. Undefined when the manifest
 * lacks either part (the validator reports it).
 */
function nudgeLibrary(manifest: SiteManifest, guide: string | undefined, lang: string): NudgeLibrary | undefined {
  const smartNudge = smartNudgeIn(manifest, lang)
  const carePlanner = carePlannerIn(manifest, lang)
  if (!smartNudge || !carePlanner) return undefined
  const visitGuide = guide === undefined ? undefined : visitGuideOf(manifest, guide, lang)
  const { fever, windowNote, source } = carePlanner.chemo
  return {
    ...smartNudge,
    chemo: { fever, windowNote, source },
    riskDays: { from: carePlanner.defaults.riskFrom, to: carePlanner.defaults.riskTo },
    ...(visitGuide ? { visitGuide } : {}),
  }
}

/**
 * The part of the manifest's library a route's blocks use: what its page payload and data file carry, as each
 * block type's row in the block definitions says. The entries its blocks name by id; the programs of the kinds its
 * blocks show, with the organizations they name; the A to Z list of every page (`pages`) where a block needs it
 * (search, whose fallback it is); the parts of
 * site.json a tool takes whole (the care planner's words, Shelby's warning signs); Smart Nudge's part (see
 * nudgeLibrary); the urgent cards (and sources) its warning-signs blocks show; and on a route with any interactive
 * block, the tools' shared words, with a tool's own part of them only where that tool is.
 *
 * Everything comes in the page's language `lang` (the default language unless given): library entries with their
 * translation for it laid over them and no other language's text, the tools' words and the planner from its pack,
 * and only that language's pages in the A to Z list. Every page's facts, which Shelby cites, are a file of their own
 * (see needsPageFacts).
 */
export function libraryFor(manifest: SiteManifest, blocks: readonly Block[], lang: string = manifest.lang): Library {
  const defaultLang = manifest.lang
  const needs = mergedNeeds(blocks)
  const references = referencesIn(blocks, manifest.giftIdeas)
  const programs = pick(manifest.programs, programsShownBy(manifest, blocks), (entry) => localizeProgram(entry, lang, defaultLang))
  const programOrganizations = Object.values(programs ?? {})
    .map((program) => program.organization)
    .filter((name) => organizationIdPattern.test(name))
  const recipes = pick(manifest.recipes, references.recipes, (entry) => localizeRecipe(entry, lang, defaultLang))
  const giftIdeas = pick(manifest.giftIdeas, references.giftIdeas, (entry) => localizeGiftIdea(entry, lang, defaultLang))
  const resources = pick(manifest.resources, references.resources, (entry) => localizeResource(entry, lang, defaultLang))
  const organizations = pick(manifest.organizations, [...new Set([...references.organizations, ...programOrganizations])], (entry) =>
    localizeOrganization(entry, lang, defaultLang),
  )
  const pages = needs.pages ? pageSummaries(manifest, lang) : undefined
  const toolText = needs.tools ? pageToolText(toolTextIn(manifest, lang), needs.toolText) : undefined
  const signs = localizedSigns(manifest, lang)
  // Each part a tool takes whole, in the page's language; a new ToolPart must say here how it is localized.
  const localizedParts = { carePlanner: carePlannerIn(manifest, lang) } satisfies { [K in ToolPart]: SiteManifest[K] }
  const parts: Partial<Pick<SiteManifest, ToolPart>> = {}
  for (const part of needs.parts) copyPart(localizedParts, parts, part)
  const smartNudge = needs.smartNudge ? nudgeLibrary(manifest, needs.smartNudge.visitGuide, lang) : undefined
  const shownSigns = (signs ?? []).filter((sign) => references.warningSigns.includes(sign.id))
  const warningCards = shownSigns.length > 0 ? Object.fromEntries(shownSigns.map((sign) => [sign.id, warningCardEntry(sign)])) : undefined
  return {
    ...(recipes ? { recipes } : {}),
    ...(giftIdeas ? { giftIdeas } : {}),
    ...(resources ? { resources } : {}),
    ...(organizations ? { organizations } : {}),
    ...(programs ? { programs: Object.fromEntries(Object.entries(programs).map(([id, program]) => [id, publicProgram(program)])) } : {}),
    ...(pages ? { pages } : {}),
    ...(toolText ? { toolText } : {}),
    ...parts,
    ...(smartNudge ? { smartNudge } : {}),
    ...(warningCards ? { warningCards } : {}),
  }
}

/** site.json's warning signs with their cards in `lang` (the default language's where a sign has no translation). */
function localizedSigns(manifest: SiteManifest, lang: string): WarningSign[] {
  return (manifest.warningSigns ?? []).map((sign) => localizeWarningSign(sign, lang, manifest.lang))
}

/**
 * What the build writes at warningKnowledgeUrl() (src/app/paths.ts) for the tools that fetch it (Shelby): every warning
 * sign, most urgent first, and the look-alikes of every sign, as site.json has them (the matcher reads the English and
 * the Spanish descriptions on every page; the tool shows each card in its page's language with localizeWarningSign).
 * Undefined when site.json has no warning signs.
 */
export function warningKnowledgeIn(manifest: SiteManifest): WarningKnowledge | undefined {
  if (!manifest.warningSigns) return undefined
  return { warningSigns: manifest.warningSigns, warningLookAlikes: manifest.warningLookAlikes ?? { en: [], es: [] } }
}

/**
 * Whether any of `blocks` (nested ones included) fetches every page's facts in its page's language (see
 * LibraryNeeds.pageFacts): the build then writes them at pageFactsUrl(lang) (src/app/paths.ts) with pageFacts
 * (src/app/site-index.ts).
 */
export function needsPageFacts(blocks: readonly Block[]): boolean {
  return mergedNeeds(blocks).pageFacts
}

/** Whether any of `blocks` (nested ones included) fetches the warning knowledge (see LibraryNeeds.warningKnowledge). */
export function needsWarningKnowledge(blocks: readonly Block[]): boolean {
  return mergedNeeds(blocks).warningKnowledge
}

function copyPart<K extends ToolPart>(from: Pick<SiteManifest, ToolPart>, to: Partial<Pick<SiteManifest, ToolPart>>, part: K): void {
  const value = from[part]
  if (value !== undefined) to[part] = value
}

/** The tools' words as a page carries them: the shared ones, and of the tools' own parts only those in `own`. */
function pageToolText(all: SiteManifest['toolText'], own: ReadonlySet<OwnToolText>): PageToolText {
  if (own.has('programFinder')) return all
  const { programFinder: _finderWords, ...shared } = all
  return shared
}
