/**
 * Finds the sections of the site's pages that answer a question (Shelby's answers), and says how well each one
 * answers it, so Shelby can quote only what truly answers and say "I did not find this" otherwise.
 *
 * The question is read into weighted terms first (question.ts). Pagefind finds the candidate pages: each term's
 * site words are searched alone and a page earns each term's weight for matching it. Then every section of the
 * best candidates is measured against the question, word by word, from the page's indexed text:
 * - relevance: the share of the question's weight the section covers. A term counts fully where the section's
 *   heading, its keywords or the page's own title and keywords name it, or its text says it twice or more; a
 *   passing mention counts for {@link passingMention} of its weight; a term the section lacks counts fully against
 *   it when no page says it, {@link onPageShare} of its weight when another section of the same page says it, and
 *   {@link elsewhereShare} of its weight when only other pages do;
 * - focus: the share of the question's weight the section names that strongly;
 * - idea focus: the share of the question's weight carried by lay ideas of the thesaurus ("can't sleep", "make
 *   ahead") that the section names that strongly.
 * A page about the weather that mentions rain once covers "rain" only in passing; a question whose rare words no
 * page uses covers little anywhere.
 * The lay words the thesaurus added to a section never count here: Shelby reads lay phrases as ideas and looks
 * for the site's own words, so a section that says "upset stomach" does not answer "my mom gets upset".
 */
import type { Pagefind, PagefindAnchor, PagefindResult, PagefindResultData } from './pagefind.ts'
import { filtersFor, hitFromData, sectionText, type SearchHit, type SearchRequest, type SectionHit } from './engine.ts'
import { splitMarks } from './keyword-marks.ts'
import { readQuestion, type QuestionTerm } from './question.ts'
import { containsPhrase } from './thesaurus.ts'
import type { Vocabulary } from './vocabulary.ts'
import { stemsOf } from '../shared/words.ts'

/** Share of a term's weight that a passing mention (one, in a section's text only) covers. */
export const passingMention = 0.5

/** Pages whose sections are measured for one question (each costs its page's data, 2 to 8 kB). */
export const candidatePages = 12

/** A section found for a question, with how well it answers it. */
export interface AnswerSection extends SectionHit {
  /** Its heading's id. */
  id: string
  /** Share of the question's weight the section covers, from 0 to 1 (see the module comment). */
  relevance: number
  /** Share of the question's weight the section names strongly, from 0 to 1. */
  focus: number
  /** Share of the question's weight that the lay ideas the section names strongly carry, from 0 to 1. */
  ideaFocus: number
}

/** A page found for a question: its sections best first. */
export interface AnswerHit extends Omit<SearchHit, 'sections'> {
  sections: AnswerSection[]
  /** Its best section's relevance. */
  relevance: number
}

/** What {@link findAnswers} found. */
export interface AnswerOutcome {
  /** Pages with at least one section that covers part of the question, best answer first. */
  hits: AnswerHit[]
  /** How the question was read. */
  terms: QuestionTerm[]
}

/** How strongly a text covers a term: 2 named (heading, keywords, title, or said twice), 1 said once, 0 not at all. */
export type Coverage = 0 | 1 | 2

function timesSaid(stems: readonly string[], form: readonly string[]): number {
  let times = 0
  for (let at = 0; at + form.length <= stems.length; at += 1) {
    if (form.every((stem, offset) => stems[at + offset] === stem)) times += 1
  }
  return times
}

export function coverageOf(term: QuestionTerm, named: readonly string[], text: readonly string[]): Coverage {
  if (term.forms.some((form) => containsPhrase(named, form) || timesSaid(text, form) >= 2)) return 2
  return term.forms.some((form) => containsPhrase(text, form)) ? 1 : 0
}

/** One section of a page, as stems: what names it strongly, and its text. */
export interface PageSection {
  anchor: PagefindAnchor
  /** What names the section strongly: its heading and keywords, and the page's title and keywords. */
  named: string[]
  /** What names the section itself: its heading and keywords only. */
  ownNamed: string[]
  text: string[]
}

/**
 * A page's sections from its indexed text, as stems of the page's language `lang`: each heading with an id starts
 * one. The page's title and its own keywords (the text before the first heading) name every section of it.
 */
export function sectionsOf(data: PagefindResultData, lang = 'en'): PageSection[] {
  const words = (data.content ?? '').split(/\s+/)
  const anchors = [...(data.anchors ?? [])].sort((a, b) => a.location - b.location)
  const title = anchors.find((anchor) => anchor.element === 'h1')
  const pageNamed = [
    ...stemsOf(splitMarks(words.slice(0, anchors[0]?.location ?? words.length).join(' ')).keywords, lang),
    ...stemsOf(title?.text ?? '', lang),
  ]
  return anchors.flatMap((anchor, index) => {
    if (anchor === title) return []
    const end = anchors.slice(index + 1).find((next) => next.location > anchor.location)?.location ?? words.length
    const headingWords = anchor.text.trim().split(/\s+/).filter(Boolean).length
    const marked = splitMarks(words.slice(anchor.location + headingWords, end).join(' '))
    const ownNamed = [...stemsOf(anchor.text, lang), ...stemsOf(marked.keywords, lang)]
    return [{ anchor, named: [...pageNamed, ...ownNamed], ownNamed, text: stemsOf(marked.text, lang) }]
  })
}

/**
 * Share of its weight that a term the section lacks counts against the section when the site says the term
 * elsewhere: a word the site knows but this section does not say is more often a detail of the question ("old
 * medicine", "a full month") than what it is about, while a word no page says is what the site cannot answer.
 */
export const elsewhereShare = 0.7

/**
 * Share of its weight that a term the section lacks counts against the section when another section of the same
 * page says it: people ask one question that a page answers across its sections ("keep track of dad's pain for the
 * doctor": the pain page says "keep track" under one heading and "doctor" under another), so a section on a page
 * that says the rest of the question answers better than the same section on a page that does not. Calibrated on
 * the dev half of tests/golden/shelby-questions.json (0.2 to 0.5 tried; 0.35 kept the most answers without quoting
 * more for the questions the site cannot answer).
 */
export const onPageShare = 0.35

/**
 * Relevance and focus of one section for the question's terms (see the module comment): what the section covers
 * over what it covers plus what it lacks (see {@link elsewhereShare} and {@link onPageShare}).
 * @param page the stems of the whole page the section is on (every section's heading, keywords and text), or
 *   empty when the section is measured alone.
 */
export function measureSection(
  terms: readonly QuestionTerm[],
  named: readonly string[],
  text: readonly string[],
  page: readonly string[] = [],
): { relevance: number; focus: number; ideaFocus: number } {
  let covered = 0
  let strong = 0
  let strongIdeas = 0
  let lacking = 0
  for (const term of terms) {
    const coverage = coverageOf(term, named, text)
    const onPage = coverage === 0 && term.forms.some((form) => containsPhrase(page, form))
    const against = term.kind === 'unknown' ? 1 : onPage ? onPageShare : elsewhereShare
    if (coverage === 2) strong += term.weight
    if (coverage === 2 && term.kind === 'idea') strongIdeas += term.weight
    if (coverage === 2) covered += term.weight
    else if (coverage === 1) {
      covered += term.weight * passingMention
      lacking += term.weight * (1 - passingMention) * against
    } else lacking += term.weight * against
  }
  const total = covered + lacking
  return total > 0 ? { relevance: covered / total, focus: strong / total, ideaFocus: strongIdeas / total } : { relevance: 0, focus: 0, ideaFocus: 0 }
}

/** How a section ranks among the answers: its relevance, with its focus as a lesser part. */
export function rankOf(section: { relevance: number; focus: number }): number {
  return section.relevance + section.focus / 2
}

/**
 * A page's sections that cover part of the question, measured (see {@link measureSection}), best first. The page's
 * title and keywords name all its sections alike, so between equal sections the one whose own heading and keywords
 * name more of the question comes first ("can't poop" on a page about eating: the constipation section), then the
 * earlier one. `lang` is the page's language (a BCP 47 tag), in which its words are stemmed.
 */
export function measurePage(
  data: PagefindResultData,
  terms: readonly QuestionTerm[],
  lang = 'en',
): { section: PageSection; relevance: number; focus: number; ideaFocus: number }[] {
  const sections = sectionsOf(data, lang)
  const page = sections.flatMap((section) => [...section.ownNamed, '', ...section.text, ''])
  return sections
    .map((section) => ({ section, ...measureSection(terms, section.named, section.text, page), own: rankOf(measureSection(terms, section.ownNamed, section.text)) }))
    .filter((section) => section.relevance > 0)
    .sort((a, b) => rankOf(b) - rankOf(a) || b.own - a.own || a.section.anchor.location - b.section.anchor.location)
    .map(({ own: _own, ...measured }) => measured)
}

/**
 * Finds the pages and sections that best answer a question typed as a sentence, measured as the module comment
 * says. Filters in `request.require` (and any wells or audiences) limit the pages.
 * @param fillerWords words that carry no meaning in a question (site.json's Shelby `ignoreWords`).
 * @throws (rejects) when Pagefind fails (a damaged index).
 */
export async function findAnswers(
  pagefind: Pagefind,
  vocabulary: Vocabulary,
  request: SearchRequest,
  { fillerWords = [] }: { fillerWords?: readonly string[] } = {},
): Promise<AnswerOutcome> {
  const terms = readQuestion(request.query, vocabulary, fillerWords)
  const searches = [...new Set(terms.flatMap((term) => term.search))]
  if (searches.length === 0) return { hits: [], terms }
  const filters = filtersFor(request, { wells: true, audiences: true })
  const weightOf = new Map<string, number>()
  for (const term of terms) for (const word of term.search) weightOf.set(word, Math.max(weightOf.get(word) ?? 0, term.weight))
  const found = await Promise.all(searches.map((word) => pagefind.search(word, { filters })))
  const candidates = new Map<string, { result: PagefindResult; score: number }>()
  found.forEach((search, index) => {
    const word = searches[index]
    const weight = word === undefined ? 0 : (weightOf.get(word) ?? 0)
    const best = Math.max(0, ...search.results.map((result) => result.score))
    for (const result of search.results) {
      const entry = candidates.get(result.id) ?? { result, score: 0 }
      entry.score += weight * (0.5 + (best > 0 ? (0.5 * result.score) / best : 0))
      candidates.set(result.id, entry)
    }
  })
  const chosen = [...candidates.values()].sort((a, b) => b.score - a.score).slice(0, candidatePages)
  const pages = await Promise.all(chosen.map(({ result }) => result.data()))
  const hits = pages.flatMap((data, index): { hit: AnswerHit; rank: number; score: number }[] => {
    const measured = measurePage(data, terms, vocabulary.lang)
    const [best] = measured
    if (!best) return []
    const { sections: _none, ...base } = hitFromData(data, terms.length, [])
    const sections: AnswerSection[] = measured.map(({ section, relevance, focus, ideaFocus }) => ({
      id: section.anchor.id,
      title: section.anchor.text,
      url: `${data.url}#${section.anchor.id}`,
      excerpt: [],
      text: sectionText(data, section.anchor),
      relevance,
      focus,
      ideaFocus,
    }))
    return [{ hit: { ...base, sections, relevance: best.relevance }, rank: rankOf(best), score: chosen[index]?.score ?? 0 }]
  })
  // Equal answers are ordered by how strongly Pagefind matched the page.
  hits.sort((a, b) => b.rank - a.rank || b.score - a.score)
  return { hits: hits.map(({ hit }) => hit), terms }
}
