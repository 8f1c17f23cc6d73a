import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'

/** Counts behind a reading grade. */
export interface TextCounts {
  sentences: number
  words: number
  syllables: number
}

const blockBoundary = /<\/?(?:p|li|h[1-6]|dt|dd|td|th|caption|figcaption|blockquote|button|a)\b[^>]*>/gi

/**
 * Splits prerendered HTML into the plain-text pieces a reader meets one at a time: paragraphs, list items,
 * headings, table cells and link or button labels. Each piece counts as at least one sentence, so a list of
 * short items is not read as one endless sentence.
 */
export function textPieces(html: string): string[] {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .split(blockBoundary)
    .map((piece) =>
      piece
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((piece) => /\p{L}/u.test(piece))
}

/** How one language's words are found in text and their syllables counted. */
export interface WordCounter {
  /** Matches one word (global flag): runs of the language's letters. */
  word: RegExp
  /** Syllables in one matched word. */
  syllables: (word: string) => number
}

/** English words (letters with inner apostrophes or hyphens), syllables by the `syllable` package. */
export const englishWords: WordCounter = { word: /[A-Za-z]+(?:['’-][A-Za-z]+)*/g, syllables: syllable }

/**
 * Sentence, word and syllable counts of text pieces (see {@link textPieces}). Every piece is at least one
 * sentence; within a piece, sentences end at ".", "!" or "?" followed by a space or the end.
 * @param counter how words are found and their syllables counted; English by default.
 */
export function countText(pieces: readonly string[], counter: WordCounter = englishWords): TextCounts {
  let sentences = 0
  let words = 0
  let syllables = 0
  for (const piece of pieces) {
    sentences += Math.max(1, piece.split(/[.!?]+(?:\s|$)/).filter((part) => /\p{L}/u.test(part)).length)
    for (const word of piece.match(counter.word) ?? []) {
      words++
      syllables += Math.max(1, counter.syllables(word))
    }
  }
  return { sentences, words, syllables }
}

/**
 * The Flesch-Kincaid grade level of text pieces (US school grade; lower is easier), computed with the
 * `flesch-kincaid` package from counts by the `syllable` package. 0 for text without words.
 */
export function readingGrade(pieces: readonly string[]): number {
  const counts = countText(pieces)
  if (counts.words === 0) return 0
  return fleschKincaid({ sentence: counts.sentences, word: counts.words, syllable: counts.syllables })
}
