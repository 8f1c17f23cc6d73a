import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as pagefind from 'pagefind'
import type { Route, SiteManifest } from '../generated/manifest.ts'
import type { SiteChrome } from '../app/page-payload.ts'
import { lastReviewedOf, otherPagesFilterValue, wellOf } from '../app/site-index.ts'
import { blockTypesIn } from '../manifest/walk-blocks.ts'
import { escapeHtml } from './html-document.ts'
import { indexedRanges, indexedTextBetween, sectionHeadings } from './indexed-text.ts'
import { createVocabularyCounter, type VocabularyCounter } from './search-vocabulary.ts'
import { keywordsClose, keywordsOpen, layWordsMark } from '../tools/search/keyword-marks.ts'
import { vocabularyFile } from '../tools/search/vocabulary.ts'
import { compileThesaurus, ideasIn, type CompiledThesaurus } from '../tools/search/thesaurus.ts'
import { stemsOf } from '../tools/shared/words.ts'
import { pageStems } from './page-words.ts'

/**
 * What the indexer needs of the manifest: the navigation of each language (for each page's well), the default
 * language, and the thesaurus.
 */
export type IndexedSite = Pick<SiteManifest, 'navigation' | 'lang' | 'languages' | 'thesaurus'>

/** The folder of the build that holds the search index, and the URL path it is served at. */
export const searchIndexFolder = 'pagefind'

/** Pagefind's ready-made interfaces, which the site does not use (it has its own search block): not shipped. */
const unusedFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\./

/** Block types that run the search index in the page (and so need WebAssembly allowed on their routes). */
export const searchingBlockTypes: readonly string[] = ['search', 'shelby']

/** Whether a route shows a block that searches the site (see {@link searchingBlockTypes}). */
export function searchesTheSite(route: Route): boolean {
  return blockTypesIn(route.blocks).some((type) => searchingBlockTypes.includes(type))
}

/** Whether a route belongs in the search index: every route but those that search (their lists would match everything). */
export function isIndexed(route: Route): boolean {
  return !searchesTheSite(route)
}

/** A prerendered page to index: its route and its HTML. */
export interface IndexedPage {
  route: Route
  html: string
}

/**
 * Keywords as indexed text, between the marks that let excerpts leave them out (see keyword-marks.ts); lay words
 * from the thesaurus carry their own mark.
 */
function markedKeywords(words: readonly string[], { layWords = false } = {}): string {
  return `${keywordsOpen}${layWords ? layWordsMark : ''} ${escapeHtml(words.join(', '))}. ${keywordsClose}`
}

/**
 * Weight of lay words added after a heading that itself names the idea ("Nausea (feeling sick to your stomach)"):
 * as strong as a section's own keywords. Lay words for an idea met only in a section's text get Pagefind's normal
 * weight, like the text.
 */
const headingIdeaWeight = 3

/** A word of a thesaurus entry with its stems, as one key ("" for a word without stems, which no text says). */
interface EntryWord {
  text: string
  key: string
}

/**
 * A compiled thesaurus as {@link withThesaurus} matches it against sections: every entry's words stemmed once, and
 * the stems of all of them by first stem, so one pass over a section finds every entry word it says. Checking each
 * candidate word against the whole section, stemming the word anew each time, was the build's largest cost after
 * rendering (7.4 s of 33 s with 300 extra week pages, in a CPU profile).
 */
interface SectionMatcher {
  words: readonly { site: readonly EntryWord[]; lay: readonly EntryWord[] }[]
  byFirstStem: ReadonlyMap<string, readonly { stems: readonly string[]; key: string }[]>
}

const matchers = new WeakMap<CompiledThesaurus, SectionMatcher>()

function sectionMatcher(thesaurus: CompiledThesaurus): SectionMatcher {
  const known = matchers.get(thesaurus)
  if (known) return known
  const byFirstStem = new Map<string, { stems: readonly string[]; key: string }[]>()
  const seen = new Set<string>()
  const wordOf = (text: string): EntryWord => {
    const stems = stemsOf(text, thesaurus.lang)
    const key = stems.join(' ')
    const [first] = stems
    if (first !== undefined && !seen.has(key)) {
      seen.add(key)
      byFirstStem.set(first, [...(byFirstStem.get(first) ?? []), { stems, key }])
    }
    return { text, key: first === undefined ? '' : key }
  }
  const matcher = { words: thesaurus.entries.map((entry) => ({ site: entry.site.map(wordOf), lay: entry.lay.map(wordOf) })), byFirstStem }
  matchers.set(thesaurus, matcher)
  return matcher
}

/** The keys of the entry words a text given as stems says as whole words in order, anywhere (overlaps count). */
function wordsSaid(stems: readonly string[], matcher: SectionMatcher): Set<string> {
  const said = new Set<string>()
  for (let at = 0; at < stems.length; at++) {
    const candidates = matcher.byFirstStem.get(stems[at] ?? '')
    if (!candidates) continue
    for (const candidate of candidates) {
      if (!said.has(candidate.key) && candidate.stems.every((stem, offset) => stems[at + offset] === stem)) said.add(candidate.key)
    }
  }
  return said
}

/**
 * The words of `entries` to index for a section, minus those it already says (`said`, see {@link wordsSaid}):
 * their lay words, and with `siteToo` their site words, in thesaurus order, each once.
 */
function layWords(entries: Iterable<number>, said: ReadonlySet<string>, matcher: SectionMatcher, { siteToo = false } = {}): string[] {
  const words: string[] = []
  for (const index of [...entries].sort((a, b) => a - b)) {
    const entry = matcher.words[index]
    if (!entry) continue
    for (const word of siteToo ? [...entry.site, ...entry.lay] : entry.lay) {
      if (!words.includes(word.text) && !said.has(word.key)) words.push(word.text)
    }
  }
  return words
}

/**
 * Adds the thesaurus's lay words to each section whose indexed text says one of an entry's site words (see
 * thesaurus.ts), right after the section's heading and between the keyword marks, so a search with the lay words
 * finds the section and no reader ever sees them. The text before the first heading (the page's keywords) counts
 * as the first heading's section. Linear in the page's length: each section's text is stemmed once and read once.
 * @returns `html` with the lay words added (the same string when the thesaurus is empty).
 */
export function withThesaurus(html: string, thesaurus: CompiledThesaurus): string {
  if (thesaurus.entries.length === 0) return html
  const matcher = sectionMatcher(thesaurus)
  const ranges = indexedRanges(html)
  const headings = sectionHeadings(html, ranges)
  const parts: string[] = []
  let copied = 0
  headings.forEach((heading, index) => {
    const from = index === 0 ? 0 : heading.end
    const to = headings[index + 1]?.start ?? html.length
    const headingStems = stemsOf(heading.text, thesaurus.lang)
    const stems = [...headingStems, ...pageStems(indexedTextBetween(html, ranges, from, to), thesaurus.lang)]
    const said = wordsSaid(stems, matcher)
    const named = ideasIn(headingStems, thesaurus)
    const strong = layWords(named, said, matcher)
    // A section that says an idea in a reader's words ("chemo") is indexed under the idea's other words too.
    const plain = layWords([...ideasIn(stems, thesaurus, { layToo: true })].filter((idea) => !named.has(idea)), said, matcher, {
      siteToo: true,
    }).filter((word) => !strong.includes(word))
    const marked = [
      strong.length > 0 ? `<p data-pagefind-weight="${headingIdeaWeight}">${markedKeywords(strong, { layWords: true })}</p>` : '',
      plain.length > 0 ? `<p>${markedKeywords(plain, { layWords: true })}</p>` : '',
    ].join('')
    if (marked) {
      // Pieces joined once: slicing the growing page at each heading copied it once per section.
      parts.push(html.slice(copied, heading.end), marked)
      copied = heading.end
    }
  })
  if (parts.length === 0) return html
  parts.push(html.slice(copied))
  return parts.join('')
}

/**
 * The HTML Pagefind indexes for a page: the served page plus what only the index should see, so readers, screen
 * readers and the page's size are untouched:
 * - before the app, a hidden region with the page's filters (its well, audiences, whether it is a health page),
 *   its "Last reviewed" date, and its `keywords`: words readers search with that the text lacks. Being first, they
 *   lead to the page itself;
 * - after each heading named in the route's `sectionKeywords`, that section's keywords, so such a search leads
 *   straight to the section;
 * - after each heading, the thesaurus's lay words for the site words its section says ({@link withThesaurus}), so
 *   "throwing up" leads to the section about vomiting.
 * @throws when `sectionKeywords` names a heading id the page does not have, naming the route and the id.
 */
export function indexedHtml(site: Pick<SiteChrome, 'navigation'>, route: Route, html: string, thesaurus: CompiledThesaurus = compileThesaurus()): string {
  const reviewed = lastReviewedOf(route.blocks)
  const marks = [
    `<span data-pagefind-filter="well:${escapeHtml(wellOf(route.path, site.navigation) ?? otherPagesFilterValue)}"></span>`,
    ...(route.audience ?? []).map((audience) => `<span data-pagefind-filter="audience:${escapeHtml(audience)}"></span>`),
    route.healthInformation ? '<span data-pagefind-filter="health:yes"></span>' : '',
    reviewed ? `<span data-pagefind-meta="reviewed:${escapeHtml(reviewed)}"></span>` : '',
    route.keywords?.length ? markedKeywords(route.keywords) : '',
  ].join('')
  let indexed = html.replace('<div id="root">', `<div hidden data-pagefind-body data-pagefind-weight="3">${marks}</div><div id="root">`)
  for (const [id, words] of Object.entries(route.sectionKeywords ?? {})) {
    const heading = new RegExp(`<(h[1-6])[^>]*\\sid="${id}"[^>]*>[\\s\\S]*?</\\1>`)
    const match = heading.exec(indexed)
    if (!match) throw new Error(`Route "${route.path}": sectionKeywords names the heading id "${id}", which the page does not have`)
    const end = match.index + match[0].length
    indexed = `${indexed.slice(0, end)}<p data-pagefind-weight="3">${markedKeywords(words)}</p>${indexed.slice(end)}`
  }
  return withThesaurus(indexed, thesaurus)
}

/** What Pagefind needs of a page: the page without its styles, scripts and no-script fallbacks, which it never reads. */
function withoutNonText(html: string): string {
  return html.replace(/<(style|script|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, '')
}

/** A search index being built, page by page (see {@link createSearchIndexer}). */
export interface SearchIndexer {
  /**
   * Hands one prerendered page (skipping pages that search) to Pagefind and resolves once Pagefind has taken the
   * previous one, so the next page renders while Pagefind indexes this one; pages reach Pagefind one at a time, in
   * order.
   * @throws (rejects) when Pagefind reported an error for this page or an earlier one.
   */
  add(route: Route, html: string): Promise<void>
  /**
   * Writes the index and its vocabulary (see search-vocabulary.ts) into `<outDir>/pagefind/` and stops Pagefind.
   * @returns the number of pages indexed.
   * @throws (rejects) when Pagefind cannot write the index.
   */
  finish(outDir: string): Promise<number>
  /** Stops Pagefind without writing (after a failed build). */
  close(): Promise<void>
}

/**
 * Starts a search index with Pagefind's Node API. Pagefind reads only what is marked `data-pagefind-body` (the
 * route's blocks, not the header, menu or footer) plus the marks of {@link indexedHtml}. Pages are added as they are
 * prerendered, so the build never holds them all in memory, and Pagefind (a process of its own) indexes while later
 * pages render. Each page's well is named in its own language (its language pack's navigation); Pagefind keeps
 * one index per `<html lang>`, so a search on a Spanish page finds Spanish pages.
 * @throws (rejects) when Pagefind cannot start: the build must stop rather than ship a search that misses pages.
 */
export async function createSearchIndexer(site: IndexedSite): Promise<SearchIndexer> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index || errors.length > 0) {
    await pagefind.close()
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  }
  // Per language, like Pagefind's indexes: the thesaurus stemmed in it, and the count of its pages' words (spelling
  // correction and Shelby's word weights), so an English word is no known word of a Spanish question.
  const languages = new Map<string, { thesaurus: CompiledThesaurus; words: VocabularyCounter }>()
  const languageOf = (lang: string) => {
    const known = languages.get(lang)
    if (known) return known
    const added = { thesaurus: compileThesaurus(site.thesaurus, lang), words: createVocabularyCounter(lang) }
    languages.set(lang, added)
    return added
  }
  let count = 0
  // The page Pagefind is indexing, if any. Awaiting each page before rendering the next left the build's thread
  // idle for a third of its time (15 of 48 s with 300 extra week pages, in a CPU profile) while Pagefind worked,
  // and Pagefind idle while the build rendered. One page in flight keeps both busy, the order of pages as it was
  // (the index is the same), and no more than one page waiting in memory.
  let indexing: Promise<void> = Promise.resolve()
  return {
    async add(route, html) {
      if (!isIndexed(route)) return
      const lang = route.lang ?? site.lang
      const { thesaurus, words } = languageOf(lang)
      const navigation = (lang !== site.lang ? site.languages?.[lang]?.navigation : undefined) ?? site.navigation
      const indexed = withoutNonText(indexedHtml({ navigation }, route, html, thesaurus))
      words.addPage(indexedTextBetween(indexed, indexedRanges(indexed), 0, indexed.length))
      await indexing
      indexing = index.addHTMLFile({ url: route.path, content: indexed }).then((added) => {
        if (added.errors.length > 0) throw new Error(`Pagefind could not index ${route.path}: ${added.errors.join('; ')}`)
        count += 1
      })
      // A failure surfaces at the next page or at finish; this keeps Node from calling it unhandled meanwhile.
      indexing.catch(() => {})
    },
    async finish(outDir) {
      try {
        await indexing
        const written = await index.writeFiles({ outputPath: join(outDir, searchIndexFolder) })
        if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`)
        for (const name of readdirSync(join(outDir, searchIndexFolder))) {
          if (unusedFiles.test(name)) rmSync(join(outDir, searchIndexFolder, name))
        }
        for (const [lang, { words }] of languages) {
          writeFileSync(join(outDir, searchIndexFolder, vocabularyFile(lang)), JSON.stringify(words.vocabulary(site.thesaurus ?? [])))
        }
        return count
      } finally {
        await pagefind.close()
      }
    },
    close: async () => {
      await pagefind.close()
    },
  }
}

/**
 * Builds the search index of prerendered pages in one go into `<outDir>/pagefind/` (see {@link createSearchIndexer}).
 * @returns the number of pages indexed.
 * @throws when Pagefind fails or reports an error for any page.
 */
export async function writeSearchIndex(site: IndexedSite, pages: readonly IndexedPage[], outDir: string): Promise<number> {
  const indexer = await createSearchIndexer(site)
  try {
    for (const page of pages) await indexer.add(page.route, page.html)
  } catch (error) {
    await indexer.close()
    throw error
  }
  return indexer.finish(outDir)
}
