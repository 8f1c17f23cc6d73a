import { describe, expect, it } from 'vitest'
import { pageVersions, staleTranslations } from '../../src/languages/translations.ts'
import { textFingerprint, visibleText } from '../../src/languages/visible-text.ts'

const english = {
  path: '/eat-well/eating-treatment',
  title: 'Eating Through Treatment',
  keywords: ['chemo'],
  blocks: [
    { type: 'hero', title: 'Eating Through Treatment', tagline: 'Simple food tips.' },
    { type: 'list', items: ['Eat small meals.', 'Sip water.'] },
    { type: 'action-row', actions: [{ label: 'Back', href: '/eat-well', emphasis: 'secondary' }] },
  ],
}
const spanish = {
  path: '/es/comer/alimentacion-durante-el-tratamiento',
  lang: 'es',
  translationOf: '/eat-well/eating-treatment',
  translatedFrom: { hash: textFingerprint(english), date: '2026-11-24' },
}

describe('visible text', () => {
  it('keeps what readers see, in order, and leaves out addresses, types, keywords and switches', () => {
    expect(visibleText(english)).toEqual([
      'Eating Through Treatment',
      'Eating Through Treatment',
      'Simple food tips.',
      'Eat small meals.',
      'Sip water.',
      'Back',
    ])
  })

  it('changes the fingerprint when a sentence changes, and not when an address or keyword does', () => {
    const base = textFingerprint(english)
    expect(base).toMatch(/^[0-9a-f]{16}$/)
    const moved = { ...english, keywords: ['quimio'], blocks: english.blocks.map((block) => (block.type === 'action-row' ? { ...block, actions: [{ label: 'Back', href: '/eat' }] } : block)) }
    expect(textFingerprint(moved)).toBe(base)
    const edited = { ...english, blocks: [english.blocks[0], { type: 'list', items: ['Eat five small meals.', 'Sip water.'] }, english.blocks[2]] }
    expect(textFingerprint(edited)).not.toBe(base)
  })
})

describe('page versions and kept in step', () => {
  const routes = [english, spanish, { path: '/about' }, { path: '/es/solo', lang: 'es' }]

  it('lists the original first and its translations, from either side', () => {
    const versions = [
      { lang: 'en', path: '/eat-well/eating-treatment' },
      { lang: 'es', path: '/es/comer/alimentacion-durante-el-tratamiento' },
    ]
    expect(pageVersions(english, routes, 'en')).toEqual(versions)
    expect(pageVersions(spanish, routes, 'en')).toEqual(versions)
    expect(pageVersions({ path: '/about' }, routes, 'en')).toEqual([{ lang: 'en', path: '/about' }])
    expect(pageVersions({ path: '/es/solo', lang: 'es' }, routes, 'en')).toEqual([{ lang: 'es', path: '/es/solo' }])
  })

  it('names a translation as out of date when a sentence of its original changes', () => {
    expect(staleTranslations(routes)).toEqual([])
    const changed = { ...english, blocks: [{ type: 'hero', title: 'Eating Through Treatment', tagline: 'New tips.' }] }
    expect(staleTranslations([changed, spanish])).toEqual([
      {
        path: spanish.path,
        translationOf: english.path,
        recorded: spanish.translatedFrom.hash,
        current: textFingerprint(changed),
        translatedOn: '2026-11-24',
      },
    ])
  })
})
