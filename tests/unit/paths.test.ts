import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalPath, routeDataUrl, routeHtmlFile } from '../../src/app/paths.ts'
import { checkRequestPath } from '../../src/deploy/policy.ts'
import { nextTabIndex } from '../../src/blocks/tabs.tsx'

describe('canonicalPath', () => {
  it('lower-cases, drops a trailing slash, query and fragment', () => {
    expect(canonicalPath('/Eat-Well/Meal-Planning/')).toBe('/eat-well/meal-planning')
    expect(canonicalPath('/READ-WELL?x=1#top')).toBe('/read-well')
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('//')).toBe('/')
  })

  it('is idempotent and ignores letter case', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const once = canonicalPath(`/${path}`)
        expect(canonicalPath(once)).toBe(once)
        expect(canonicalPath(`/${path.toUpperCase()}`)).toBe(canonicalPath(`/${path.toLowerCase()}`))
      }),
    )
  })

  it('maps routes to their data and HTML files', () => {
    expect(routeDataUrl('/')).toBe('/_data/index.json')
    expect(routeDataUrl('/Eat-Well/')).toBe('/_data/eat-well.json')
    expect(routeHtmlFile('/')).toBe('index.html')
    expect(routeHtmlFile('/eat-well/meal-planning')).toBe('eat-well/meal-planning.html')
  })
})

describe('checkRequestPath', () => {
  it.each([
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/../etc/passwd', 400],
    ['/assets/..%2f..%2fpackage.json', 400],
    ['/a%5c..%5cb', 400],
    ['/a%00b', 400],
    ['/%E0%A4%A', 400],
    ['/%C3%28', 400],
    ['/./eat-well', 400],
    ['http://other.example/../x', 400],
    [`/${'a'.repeat(3000)}`, 414],
  ])('refuses %s with %i', (url, status) => {
    expect(checkRequestPath(url)).toMatchObject({ ok: false, status })
  })

  it('accepts ordinary paths, decoded', () => {
    expect(checkRequestPath('/eat-well/meal-planning?x=1')).toEqual({ ok: true, pathname: '/eat-well/meal-planning' })
    expect(checkRequestPath('/caf%C3%A9')).toEqual({ ok: true, pathname: '/café' })
    // The absolute form, which HTTP/1.1 servers must accept, is read as its path.
    expect(checkRequestPath('http://other.example/eat-well?x=1')).toEqual({ ok: true, pathname: '/eat-well' })
    expect(checkRequestPath('/.well-known/security.txt')).toEqual({ ok: true, pathname: '/.well-known/security.txt' })
  })
})

describe('nextTabIndex', () => {
  it('wraps with the arrow keys and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(nextTabIndex('Home', 2, 3)).toBe(0)
    expect(nextTabIndex('End', 0, 3)).toBe(2)
    expect(nextTabIndex('a', 0, 3)).toBeUndefined()
  })
})
