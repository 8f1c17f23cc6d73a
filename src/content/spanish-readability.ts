import { countText, type TextCounts, type WordCounter } from './readability.ts'
import { countSpanishSyllables, spanishWord } from './spanish-syllables.ts'

/** Spanish words (letters with accents and ñ), syllables by {@link countSpanishSyllables}. */
export const spanishWords: WordCounter = { word: spanishWord, syllables: countSpanishSyllables }

/** Lowest Szigriszt-Pazos score a Spanish page may have: the start of "bastante fácil" on the INFLESZ scale. */
export const minSpanishEase = 65

/**
 * The Szigriszt-Pazos perspicuity score (Szigriszt Pazos 1993), 206.835 − 62.3 · syllables/words −
 * words/sentences: 0 to 100, higher is easier. Read it on the INFLESZ scale ({@link infleszLevel}). 0 for counts
 * without words. Source: legible.es, "Índice de perspicuidad de Szigriszt-Pazos" and "Escala INFLESZ" (checked
 * 2026-11-24).
 */
export function szigrisztPazos(counts: TextCounts): number {
  if (counts.words === 0 || counts.sentences === 0) return 0
  return 206.835 - (62.3 * counts.syllables) / counts.words - counts.words / counts.sentences
}

/**
 * The Fernández-Huerta reading ease (1959) in its corrected form, 206.84 − 0.60 · syllables per 100 words −
 * 1.02 · words per sentence (Gwillim Law 2011 showed the usual printing, with sentences per 100 words, rewards
 * long sentences). 0 for counts without words. Source: legible.es, "Lecturabilidad de Fernández Huerta", and
 * LINGUIST List 22.2332 (checked 2026-11-24).
 */
export function fernandezHuerta(counts: TextCounts): number {
  if (counts.words === 0 || counts.sentences === 0) return 0
  return 206.84 - (60 * counts.syllables) / counts.words - (1.02 * counts.words) / counts.sentences
}

/** A level of the INFLESZ scale. */
export type InfleszLevel = 'muy difícil' | 'algo difícil' | 'normal' | 'bastante fácil' | 'muy fácil'

/**
 * The INFLESZ level of a Szigriszt-Pazos score (Barrio-Cantalejo 2008, validated on texts for patients):
 * below 40 muy difícil, 40–55 algo difícil, 55–65 normal, 65–80 bastante fácil, 80 and above muy fácil.
 */
export function infleszLevel(score: number): InfleszLevel {
  if (score < 40) return 'muy difícil'
  if (score < 55) return 'algo difícil'
  if (score < 65) return 'normal'
  if (score < 80) return 'bastante fácil'
  return 'muy fácil'
}

/** Reading ease of Spanish text pieces (see `textPieces`): both scores and the INFLESZ level. */
export interface SpanishEase {
  szigrisztPazos: number
  fernandezHuerta: number
  level: InfleszLevel
  counts: TextCounts
}

/** Measures Spanish text pieces with {@link szigrisztPazos} (the target) and {@link fernandezHuerta} (for comparison). */
export function spanishEase(pieces: readonly string[]): SpanishEase {
  const counts = countText(pieces, spanishWords)
  const score = szigrisztPazos(counts)
  return { szigrisztPazos: score, fernandezHuerta: fernandezHuerta(counts), level: infleszLevel(score), counts }
}
