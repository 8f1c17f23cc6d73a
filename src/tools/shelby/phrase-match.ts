/**
 * Phrase lists matched against what a reader types: Shelby's warning signs (which show an urgent card before
 * anything else) and its hand-off rules (questions only a care team can answer). Both live in site.json.
 *
 * Text and phrases are folded the same way before matching: lower case, accents and apostrophes dropped ("can't"
 * becomes "cant"), "38°C" becomes "38 c", every other mark becomes a space. A phrase matches whole words only, so
 * "fever" does not match "feverfew"; `*` in a phrase stands for any one word ("how much * can i take"). Each
 * group's masks are blanked out first, so "hay fever" never reads as "fever".
 */

/** A named list of phrases, with masks: wordings to blank out before matching (such as "hay fever"). */
export interface PhraseGroup {
  id: string
  phrases: readonly string[]
  masks?: readonly string[]
}

/** Longest text matched, in characters: a pasted essay is cut here (after the first 20,000 characters nothing is read). */
export const maxMatchedChars = 20_000

/**
 * Folds text for matching: lower case, accents and apostrophes dropped, degree signs after numbers and every
 * character other than a-z, 0-9 and a dot inside a number turned into single spaces; the result starts and ends
 * with a space, so whole-word tests are a plain substring test.
 */
export function foldText(text: string): string {
  const folded = text
    .slice(0, maxMatchedChars)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/['\u2018\u2019\u02bc`´]/g, '')
    .replace(/(\d)\s*°\s*/g, '$1 ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return ` ${folded} `
}

const anyWord = '[a-z0-9.]+'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A phrase as a test on folded text: a substring test, or a regular expression when it has a `*`. */
type CompiledPhrase = { kind: 'plain'; text: string } | { kind: 'pattern'; pattern: RegExp }

function compilePhrase(phrase: string): CompiledPhrase | undefined {
  const words = phrase
    .split('*')
    .map((part) => foldText(part).trim())
    .flatMap((part, index) => (index === 0 ? [part] : ['*', part]))
    .join(' ')
    .split(' ')
    .filter(Boolean)
  if (words.length === 0) return undefined
  if (!words.includes('*')) return { kind: 'plain', text: ` ${words.join(' ')} ` }
  return {
    kind: 'pattern',
    pattern: new RegExp(` ${words.map((word) => (word === '*' ? anyWord : escapeRegExp(word))).join(' ')} `),
  }
}

/** A group ready to match: its folded phrases and masks. */
export interface CompiledGroup {
  id: string
  phrases: { source: string; test: CompiledPhrase }[]
  masks: CompiledPhrase[]
}

/** Folds each group's phrases and masks once, so matching many texts is quick. Empty phrases are dropped. */
export function compileGroups(groups: readonly PhraseGroup[]): CompiledGroup[] {
  return groups.map((group) => ({
    id: group.id,
    phrases: group.phrases.flatMap((source) => {
      const test = compilePhrase(source)
      return test ? [{ source, test }] : []
    }),
    masks: (group.masks ?? []).flatMap((mask) => {
      const test = compilePhrase(mask)
      return test ? [test] : []
    }),
  }))
}

function blankOut(text: string, mask: CompiledPhrase): string {
  if (mask.kind === 'plain') {
    let result = text
    while (result.includes(mask.text)) result = result.replace(mask.text, ' ### ')
    return result
  }
  return text.replace(new RegExp(mask.pattern.source, 'g'), ' ### ')
}

function found(text: string, phrase: CompiledPhrase): boolean {
  return phrase.kind === 'plain' ? text.includes(phrase.text) : phrase.pattern.test(text)
}

/** One group that matched, with the phrases of it found in the text. */
export interface GroupMatch {
  id: string
  phrases: string[]
}

/**
 * The groups whose phrases occur in `text` (after that group's masks are blanked out), in the order of `groups`.
 * Never throws; text past {@link maxMatchedChars} characters is not read.
 */
export function matchGroups(text: string, groups: readonly CompiledGroup[]): GroupMatch[] {
  const folded = foldText(text)
  const matches: GroupMatch[] = []
  for (const group of groups) {
    const unmasked = group.masks.reduce(blankOut, folded)
    const phrases = group.phrases.filter((phrase) => found(unmasked, phrase.test)).map((phrase) => phrase.source)
    if (phrases.length > 0) matches.push({ id: group.id, phrases })
  }
  return matches
}
