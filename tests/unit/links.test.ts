import { describe, expect, it } from 'vitest'
import { loadManifest } from '../../src/manifest/load-manifest.ts'
import { externalLinks } from '../../src/links/external-links.ts'

const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const site = loaded.manifest
const links = externalLinks(site)
const usesOf = (url: string) => links.find((link) => link.url === url)?.uses ?? []

describe('the external links that npm run check:links checks', () => {
  it('lists each http(s) address once, sorted, and no tel:, mailto: or internal links', () => {
    const urls = links.map((link) => link.url)
    expect(new Set(urls).size).toBe(urls.length)
    expect([...urls].sort()).toEqual(urls)
    for (const url of urls) expect(url).toMatch(/^https?:\/\//)
    expect(urls.length).toBeGreaterThan(100)
  })

  it('names the route and block of a link written in a page', () => {
    const support = site.routes.findIndex((route) => route.path === '/support')
    expect(usesOf('https://www.cdc.gov/cancer/features/preventing-infections.html')).toContainEqual(expect.stringMatching(new RegExp(`^/support /routes/${support}/blocks/\\d+/items/\\d+/href$`)))
  })

  it('names the library id of a resource, organization or program, with the pages that show it', () => {
    expect(usesOf('https://www.foodsafety.gov/people-at-risk/people-with-weakened-immune-systems')).toContainEqual(expect.stringMatching(/^resources "foodsafety-gov-people-with-cancer" \(on .*\/eat-well\/resources/))
    const hopeline = site.programs?.['cancercare-hopeline']
    if (!hopeline) throw new Error('no cancercare-hopeline program')
    for (const source of hopeline.sources) expect(usesOf(source.href)).toContainEqual(expect.stringMatching(/^programs "cancercare-hopeline" \(on .*\/match-well\/programs/))
    expect(usesOf('https://www.cancercare.org/')).toContainEqual(expect.stringMatching(/^organizations "cancercare" \(on .*\/match-well\/programs/))
  })

  it('holds no address the link evidence said to replace or remove', () => {
    for (const gone of [
      'https://www.cdc.gov/cancer-preventing-infections/patients/fever.html',
      'https://www.foodsafety.gov/people-at-risk/people-with-cancer',
      'https://www.cancer.gov/about-cancer/treatment/side-effects/nausea',
      'https://www.cancer.gov/publications/patient-education/caring-for-the-caregiver',
      'https://www.cancer.net/blog',
      'https://www.cancer.net/',
      'https://www.cancer.org/cancer/caregivers/how-to-be-a-friend-to-someone-with-cancer.html',
      'https://www.nccih.nih.gov/health/yoga-effectiveness-and-safety',
    ]) {
      expect(usesOf(gone), gone).toEqual([])
    }
  })
})
