/**
 * Spanish syllable counting by the spelling rules of the Real Academia Española: every syllable has exactly one
 * vowel nucleus, so counting syllables is counting nuclei. Within a run of vowels, a weak vowel (i, u, ü, or y at
 * the end of a word) joins its neighbour in one syllable (a diphthong or triphthong: "cuidado", "buey"), while two
 * strong vowels (a, e, o) or a stressed í or ú next to any vowel fall into separate syllables (a hiatus: "leer",
 * "día", "reúne"). A silent h does not separate vowels ("ahora" is a-ho-ra), and the u of que, qui, gue and gui
 * is silent. We count rather than use a package: see docs/languages.md ("Reading ease in Spanish").
 */

/** Vowels that form their own nucleus next to another vowel: a, e, o and the stressed í and ú. */
const strong = new Set(['a', 'e', 'o', 'á', 'é', 'ó', 'í', 'ú'])
const weak = new Set(['i', 'u', 'ü', 'y'])

/** Letters of a Spanish word, for matching words in text. */
export const spanishWord = /[a-záéíóúüñ]+/giu

function isVowel(letter: string): boolean {
  return strong.has(letter) || weak.has(letter)
}

/**
 * Normalises a word for counting: lower case, the silent u of que/qui/gue/gui removed, y as a consonant before a
 * vowel (ayuda, yo) and as a vowel otherwise (hoy, muy, y), and a silent h between vowels dropped (ahora).
 */
function nucleusLetters(word: string): string[] {
  const lower = word.toLowerCase().replace(/([qg])u([eéií])/g, '$1$2')
  const letters = [...lower]
  const out: string[] = []
  for (const [index, letter] of letters.entries()) {
    const next = letters[index + 1]
    if (letter === 'y') {
      out.push(next !== undefined && isVowel(next) ? 'Y' : 'y')
    } else if (letter === 'h') {
      // A silent h never parts two vowels: keep it only as a consonant marker where no vowel follows.
      if (next === undefined || !isVowel(next)) out.push('H')
    } else out.push(letter)
  }
  return out
}

/**
 * The number of syllables in one Spanish word (at least 1 for a word with letters, 0 for an empty string).
 * @param word a word of Spanish letters; other characters are treated as consonants.
 */
export function countSpanishSyllables(word: string): number {
  const letters = nucleusLetters(word)
  if (letters.length === 0) return 0
  let syllables = 0
  let previous: string | undefined
  for (const letter of letters) {
    if (!isVowel(letter)) {
      previous = undefined
      continue
    }
    // A new nucleus starts at the first vowel of a run, and inside a run only between two strong vowels.
    if (previous === undefined || (strong.has(previous) && strong.has(letter))) syllables++
    previous = letter
  }
  return Math.max(1, syllables)
}
