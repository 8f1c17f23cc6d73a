import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countText } from '../../src/content/readability.ts'
import { fernandezHuerta, infleszLevel, spanishEase, spanishWords, szigrisztPazos } from '../../src/content/spanish-readability.ts'
import { countSpanishSyllables } from '../../src/content/spanish-syllables.ts'

// Syllable counts by the RAE's spelling rules, split by hand (hiatus, diphthongs, triphthongs, silent h and u, y).
const words: Record<string, number> = {
  ahora: 3, poesía: 4, día: 2, oído: 3, aéreo: 4, país: 2, frío: 2, quimioterapia: 5, náuseas: 3, vómitos: 3,
  ayuda: 3, comer: 2, agua: 2, usted: 2, llame: 2, teléfono: 4, hoy: 1, muy: 1, leer: 2, creer: 2, río: 2,
  María: 3, cuidado: 3, diarrea: 3, infección: 3, huevo: 2, guerra: 2, pingüino: 3, acción: 2, ahí: 2, aire: 2,
  reúne: 3, baúl: 2, caer: 2, y: 1, buey: 1, Paraguay: 3, que: 1, quien: 1, guiso: 2, cigüeña: 3, alcohol: 3,
  construí: 2, canción: 2, estreñimiento: 5, deshidratación: 5, enfermera: 4, médico: 3, fiebre: 2, oír: 2,
}

describe('Spanish syllables', () => {
  it.each(Object.entries(words))('%s has %i syllables', (word, expected) => {
    expect(countSpanishSyllables(word)).toBe(expected)
  })

  it('ignores letter case and counts every word with letters as at least one syllable', () => {
    expect(countSpanishSyllables('QUIMIOTERAPIA')).toBe(5)
    expect(countSpanishSyllables('Sr')).toBe(1)
    expect(countSpanishSyllables('')).toBe(0)
  })

  it('never counts more syllables than vowels, nor fewer than one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-záéíóúüñy]{1,20}$/), (word) => {
        const syllables = countSpanishSyllables(word)
        expect(syllables).toBeGreaterThanOrEqual(1)
        expect(syllables).toBeLessThanOrEqual(Math.max(1, (word.match(/[aeiouáéíóúüy]/g) ?? []).length))
      }),
    )
  })
})

describe('Spanish reading ease', () => {
  it('finds Spanish words with accents and ñ, and not numbers', () => {
    expect(countText(['Beba 8 vasos de agua. ¿Tiene náuseas? Llame al equipo de atención.'], spanishWords)).toEqual({
      sentences: 3,
      words: 11,
      syllables: 22,
    })
  })

  it('computes both formulas from the counts', () => {
    const counts = { sentences: 10, words: 100, syllables: 200 }
    expect(szigrisztPazos(counts)).toBeCloseTo(206.835 - 124.6 - 10, 6)
    expect(fernandezHuerta(counts)).toBeCloseTo(206.84 - 120 - 10.2, 6)
    expect(szigrisztPazos({ sentences: 0, words: 0, syllables: 0 })).toBe(0)
  })

  it('reads scores on the INFLESZ scale', () => {
    expect([39.9, 40, 55, 65, 79.9, 80].map(infleszLevel)).toEqual([
      'muy difícil',
      'algo difícil',
      'normal',
      'bastante fácil',
      'bastante fácil',
      'muy fácil',
    ])
  })

  it('scores plain Spanish as bastante fácil or easier and dense Spanish as hard', () => {
    const plain = spanishEase(['Coma poco y seguido. Tome agua entre comidas. Descanse cuando pueda.'])
    const dense = spanishEase([
      'La administración concomitante de quimioterapia citotóxica y radioterapia locorregional incrementa significativamente la probabilidad de complicaciones gastrointestinales e infecciosas.',
    ])
    expect(plain.szigrisztPazos).toBeGreaterThanOrEqual(65)
    expect(dense.level).toBe('muy difícil')
  })
})
