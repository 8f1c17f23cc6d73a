import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateSearchVocabulary } from '../../../src/generated/validators.js'
import { checkThesaurus } from '../../../src/manifest/rules/thesaurus-rules.ts'
import { indexedRanges, indexedTextBetween, sectionHeadings } from '../../../src/prerender/indexed-text.ts'
import { withThesaurus } from '../../../src/prerender/search-index.ts'
import { createVocabularyCounter } from '../../../src/prerender/search-vocabulary.ts'
import { measureSection } from '../../../src/tools/search/answers.ts'
import { splitMarks, withoutKeywords } from '../../../src/tools/search/keyword-marks.ts'
import { readQuestion } from '../../../src/tools/search/question.ts'
import { correctedWords } from '../../../src/tools/search/spelling.ts'
import { compileThesaurus, findPhrases } from '../../../src/tools/search/thesaurus.ts'
import { correctionOf, pagesWith, readVocabulary, type Vocabulary } from '../../../src/tools/search/vocabulary.ts'
import { typoDistance, typosAllowed } from '../../../src/tools/shared/typos.ts'
import { foldedWords, stemsOf } from '../../../src/tools/shared/words.ts'

const thesaurus = [
  { site: ['vomiting', 'nausea'], lay: ['throwing up', 'puking', 'quimio vómitos'] },
  { site: ['constipation'], lay: ['cant poop'] },
  { site: ['chemotherapy'], lay: ['chemo', 'quimio'] },
]

/** A vocabulary of three small pages, through the same counter and reader the build and the browser use. */
function smallVocabulary(): Vocabulary {
  const counter = createVocabularyCounter('en')
  counter.addPage('Nausea and vomiting during chemotherapy. Eat small meals.')
  counter.addPage('Constipation: drink water and eat fiber. Meals help.')
  counter.addPage('Rides to treatment. Ask friends to drive you.')
  return readVocabulary(JSON.parse(JSON.stringify(counter.vocabulary(thesaurus))))
}

describe('words', () => {
  it('folds case, accents and apostrophes, and stems word forms alike', () => {
    expect(foldedWords("Can't EAT — náuseas!")).toEqual(['cant', 'eat', 'nauseas'])
    expect(stemsOf('sores appointments')).toEqual(stemsOf('sore appointment'))
  })

  it('stems Spanish with a Spanish stemmer, so verbs and nouns meet across their forms, and English as before', () => {
    expect(stemsOf('vomitar pagando', 'es')).toEqual(stemsOf('vómitos pagar', 'es'))
    expect(stemsOf('vomitar', 'en')).not.toEqual(stemsOf('vómitos', 'en'))
    expect(stemsOf('sores', 'en-US')).toEqual(stemsOf('sore'))
    // A language without a stemmer of its own is stemmed the English way, never left unreadable.
    expect(stemsOf('appointments', 'fr')).toEqual(stemsOf('appointments'))
  })

  it('keeps a vocabulary per language: a Spanish page counts its words in every form, in Spanish', () => {
    const counter = createVocabularyCounter('es')
    counter.addPage('Náuseas y vómitos durante la quimioterapia.')
    counter.addPage('Ayuda para pagar las facturas.')
    const spanish = readVocabulary(JSON.parse(JSON.stringify(counter.vocabulary(thesaurus))))
    expect(spanish.lang).toBe('es')
    expect(pagesWith(spanish, 'vomitar')).toBe(1)
    expect(pagesWith(spanish, 'pagando')).toBe(1)
    expect(pagesWith(smallVocabulary(), 'vomitar')).toBe(0)
  })

  it('counts one typo for a swap of neighbouring letters, and allows none below 4 letters', () => {
    expect(typoDistance('nuasea', 'nausea', 1)).toBe(1)
    expect(typoDistance('diarhea', 'diarrhea', 1)).toBe(1)
    expect(typoDistance('weather', 'nausea', 2)).toBeGreaterThan(2)
    expect([typosAllowed('teh'), typosAllowed('nausia'), typosAllowed('chemotheraphy')]).toEqual([0, 1, 2])
  })

  it('never counts fewer typos than letters the lengths differ by, and 0 only for the same word (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = typoDistance(a, b, 20)
        expect(distance).toBeGreaterThanOrEqual(Math.abs(a.length - b.length))
        expect(distance === 0).toBe(a === b)
      }),
    )
  })
})

describe('thesaurus', () => {
  const compiled = compileThesaurus(thesaurus)

  it('finds lay phrases as whole words in order, longest first, never overlapping', () => {
    const found = findPhrases(stemsOf('she keeps throwing up and cant poop'), compiled.lay)
    expect(found.map((each) => each.phrase.text)).toEqual(['throwing up', 'cant poop'])
    expect(findPhrases(stemsOf('up throwing'), compiled.lay)).toEqual([])
  })

  it('adds an idea\'s words after the heading of each section that says it, marked so readers never see them', () => {
    const html =
      '<main><div data-pagefind-body=""><h1 id="page-heading">Eating</h1><p>Intro.</p><h2 id="nausea">Nausea</h2><p>Eat dry toast.</p>' +
      '<h2 id="rides">Rides</h2><p>Ask for chemo rides.</p></div></main>'
    const indexed = withThesaurus(html, compiled)
    const nausea = indexed.slice(indexed.indexOf('id="nausea"'), indexed.indexOf('id="rides"'))
    expect(nausea).toContain('throwing up, puking')
    expect(nausea).toContain('data-pagefind-weight="3"')
    expect(indexed.slice(indexed.indexOf('id="rides"'))).toContain('chemotherapy, quimio')
    const text = indexedTextBetween(indexed, indexedRanges(indexed), 0, indexed.length)
    expect(withoutKeywords(text)).not.toMatch(/throwing|quimio/)
    expect(splitMarks(text).layWords).toMatch(/throwing up/)
  })

  it('is checked: a lay phrase in two entries, or one that reads as its own site word, is a clear error', () => {
    const problems = checkThesaurus({
      thesaurus: [
        { site: ['support group'], lay: ['support groups', 'meet others'] },
        { site: ['community'], lay: ['Meet others'] },
      ],
    })
    expect(problems.map((problem) => problem.path)).toEqual(['/thesaurus/0/lay/0', '/thesaurus/1/lay/0'])
    expect(problems[1].message).toContain('also in thesaurus entry 0')
  })
})

describe('indexed text', () => {
  it('reads only what the index reads: inside data-pagefind-body, outside data-pagefind-ignore', () => {
    const html = '<nav>Menu</nav><div data-pagefind-body=""><h2 id="a">A</h2><p>Kept</p><div data-pagefind-ignore="all"><p>Printed</p></div></div><footer>Foot</footer>'
    const ranges = indexedRanges(html)
    const text = indexedTextBetween(html, ranges, 0, html.length)
    expect(text).toMatch(/Kept/)
    expect(text).not.toMatch(/Menu|Printed|Foot/)
    expect(sectionHeadings(html, ranges).map((heading) => heading.id)).toEqual(['a'])
  })
})

describe('vocabulary', () => {
  const vocabulary = smallVocabulary()

  it('counts pages per word in any form, and is valid data for the browser\'s validator', () => {
    const counter = createVocabularyCounter('en')
    counter.addPage('meal meals')
    expect(validateSearchVocabulary(counter.vocabulary([]))).toBe(true)
    expect(pagesWith(vocabulary, 'meal')).toBe(2)
    expect(pagesWith(vocabulary, 'weather')).toBe(0)
  })

  it('corrects a misspelt word to the site\'s closest word with the same first letter, and leaves known or short words', () => {
    expect(correctionOf(vocabulary, 'nausia')).toBe('nausea')
    expect(correctionOf(vocabulary, 'nausea')).toBeUndefined()
    expect(correctionOf(vocabulary, 'bausea')).toBeUndefined()
    expect(correctedWords(['nausia', 'meals'], vocabulary)).toEqual(['nausea', 'meals'])
    expect(correctedWords(['sushi', 'meals'], vocabulary)).toEqual(['meals'])
    expect(correctedWords(['meals'], vocabulary)).toBeUndefined()
  })

  it('refuses a damaged file with a plain reason', () => {
    expect(() => readVocabulary({ pages: 'x' })).toThrow(/not a valid search vocabulary/)
  })
})

describe('reading a question', () => {
  const vocabulary = smallVocabulary()
  const fillers = ['my', 'is', 'and', 'what', 'can', 'she', 'mom']

  it('reads a lay phrase as one idea, drops filler words, corrects long typos and weighs unknown words most', () => {
    const terms = readQuestion('my mom is throwing up and nausia, what can she eat? sushi', vocabulary, fillers)
    expect(terms.map((term) => [term.words, term.kind])).toEqual([
      ['throwing up', 'idea'],
      ['nausia', 'corrected'],
      ['eat', 'word'],
      ['sushi', 'unknown'],
    ])
    const weight = Object.fromEntries(terms.map((term) => [term.words, term.weight]))
    expect(weight.sushi).toBeGreaterThan(weight.eat)
  })

  it('measures a section: all terms named is fully relevant; a lacking unknown word weighs more than a known one', () => {
    const terms = readQuestion('constipation meals sushi', vocabulary, fillers)
    const named = stemsOf('Constipation meals')
    expect(measureSection(terms.slice(0, 2), named, []).relevance).toBe(1)
    const withUnknown = measureSection(terms, named, []).relevance
    const withKnown = measureSection([...terms.slice(0, 2), { ...terms[2], kind: 'word' }], named, []).relevance
    expect(withUnknown).toBeLessThan(withKnown)
  })

  it('measures the share of the weight that lay ideas named strongly carry, and only theirs', () => {
    const terms = readQuestion('throwing up constipation', vocabulary, fillers)
    expect(terms.map((term) => term.kind)).toEqual(['idea', 'word'])
    const [idea, word] = terms
    if (!idea || !word) throw new Error('two terms expected')
    const both = measureSection(terms, stemsOf('Nausea and vomiting. Constipation'), [])
    expect(both.ideaFocus).toBeCloseTo(idea.weight / (idea.weight + word.weight))
    expect(measureSection(terms, stemsOf('Constipation'), []).ideaFocus).toBe(0)
    // Said once in the text is a passing mention, not a name.
    expect(measureSection(terms, stemsOf('Constipation'), stemsOf('some nausea')).ideaFocus).toBe(0)
  })

  it('reads plurals and possessives of filler words as filler ("my moms", "mom\'s"), but no other form of them', () => {
    const words = (text: string) => readQuestion(text, vocabulary, [...fillers, 'say']).map((term) => term.words)
    expect(words("my moms constipation")).toEqual(['constipation'])
    expect(words("mom's constipation")).toEqual(['constipation'])
    expect(words('saying constipation')).toContain('saying')
  })

  it('counts a term another section of the same page says less against a section than one only other pages say', () => {
    const terms = readQuestion('constipation meals', vocabulary, fillers)
    const named = stemsOf('Constipation')
    const alone = measureSection(terms, named, []).relevance
    const onPage = measureSection(terms, named, [], stemsOf('Constipation. Meals that help')).relevance
    expect(alone).toBeGreaterThan(0)
    expect(onPage).toBeGreaterThan(alone)
    expect(onPage).toBeLessThan(1)
  })
})
