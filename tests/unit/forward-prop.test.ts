import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import isEmotionPropValid from '@emotion/is-prop-valid'
import { describe, expect, it } from 'vitest'
import isPropValid from '../../src/client/forward-prop.ts'

describe('the browser bundle’s stand-in for @emotion/is-prop-valid (src/client/forward-prop.ts)', () => {
  it('passes on every DOM and React prop the site gives styled elements, as is-prop-valid does', () => {
    const props = ['children', 'className', 'id', 'href', 'role', 'aria-label', 'aria-hidden', 'data-urgent-alert', 'onClick', 'onKeyDown', 'tabIndex', 'hidden', 'open', 'type', 'value', 'disabled', 'style', 'title', 'lang', 'dir', 'htmlFor', 'ref', 'key']
    for (const prop of props) {
      expect(isEmotionPropValid(prop), prop).toBe(true)
      expect(isPropValid(prop), prop).toBe(true)
    }
  })

  it('keeps the site’s $ style props, emotion’s theme and the `as` prop off the DOM, as is-prop-valid does', () => {
    for (const prop of ['$tone', '$layout', '$large', 'theme', 'as']) {
      expect(isEmotionPropValid(prop), prop).toBe(false)
      expect(isPropValid(prop), prop).toBe(false)
    }
  })
})

describe('style props on styled HTML elements', () => {
  it('are named with a leading $ everywhere in src/, so the stand-in keeps them off the DOM', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'))
    const offending: string[] = []
    for (const file of sources) {
      const text = readFileSync(join('src', file), 'utf8')
      // styled.div<{ name: type; ... }>: the props an HTML element's styles read.
      for (const match of text.matchAll(/styled\.[a-z][a-z0-9]*<\{([^}]*)\}>/g)) {
        for (const name of (match[1] ?? '').matchAll(/([\w$]+)\??\s*:/g)) if (!name[1]?.startsWith('$')) offending.push(`${file}: ${name[1]}`)
      }
    }
    expect(offending).toEqual([])
    expect(sources.length).toBeGreaterThan(50)
  })
})
