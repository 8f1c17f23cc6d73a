import { describe, expect, it } from 'vitest'
import { formatProblems } from '../../src/manifest/format-problems.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import type { ManifestProblem } from '../../src/manifest/problem.ts'
import { minimalManifest } from '../support/manifests.ts'

function problemsOf(text: string, imageExists?: (src: string) => boolean): ManifestProblem[] {
  const result = validateManifestText(text, { imageExists })
  if (result.ok) throw new Error('expected the manifest to be rejected')
  return result.problems
}

/** The 1-based line of the first occurrence of `needle` in `text`. */
function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle)
  if (index === -1) throw new Error(`"${needle}" is not in the text`)
  return text.slice(0, index).split('\n').length
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2)
}

describe('validateManifestText', () => {
  it('accepts the minimal fixture', () => {
    expect(validateManifestText(pretty(minimalManifest())).ok).toBe(true)
  })

  it('names the known block types and suggests the closest one for an unknown type, at the type value', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'heor', title: 'Home' }]
    const text = pretty(manifest)
    const [problem] = problemsOf(text)
    expect(problem.path).toBe('/routes/0/blocks/0/type')
    expect(problem.line).toBe(lineOf(text, '"heor"'))
    expect(problem.message).toBe('Unknown block type "heor". Did you mean "hero"?')
    expect(problem.hint).toContain('card-grid')
    expect(problem.hint).toContain('recipe-list')
  })

  it('locates an unknown property at its key and lists what is allowed', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'hero', title: 'Home', colour: 'blue' }]
    const text = pretty(manifest)
    const [problem] = problemsOf(text)
    expect(problem).toMatchObject({ path: '/routes/0/blocks/0/colour', line: lineOf(text, '"colour"') })
    expect(problem.column).toBe(text.split('\n')[problem.line - 1].indexOf('"colour"') + 1)
    expect(problem.message).toContain('Unknown property "colour"')
    expect(problem.hint).toContain('tagline')
  })

  it('reports every problem at once, in file order', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'hero' }, { type: 'text', paragraphs: [] }]
    manifest.routes[1].path = 'no-leading-slash'
    const problems = problemsOf(pretty(manifest))
    expect(problems.map((problem) => problem.path)).toEqual([
      '/routes/0/blocks/0',
      '/routes/0/blocks/1/paragraphs',
      '/routes/1/path',
    ])
    expect(problems[0].message).toBe('Missing the required property "title".')
    const lines = problems.map((problem) => problem.line)
    expect(lines).toEqual([...lines].sort((a, b) => a - b))
  })

  it('refuses a script-capable link and narrows an action to the shape the author meant', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'action-row', actions: [{ label: 'Go', href: 'javascript:alert(1)' }] }]
    const problems = problemsOf(pretty(manifest))
    expect(problems).toHaveLength(1)
    expect(problems[0].path).toBe('/routes/0/blocks/0/actions/0/href')
    expect(problems[0].message).toContain('javascript:alert(1)')
  })

  it('requires alt text unless an image is marked decorative, and empty alt when it is', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [
      { type: 'hero', title: 'A', logo: { src: '/images/logo.svg', width: 10, height: 10, alt: '' } },
      { type: 'hero', title: 'B', logo: { src: '/images/logo.svg', width: 10, height: 10, alt: 'Logo', decorative: true } },
    ]
    const problems = problemsOf(pretty(manifest))
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['/routes/0/blocks/0/logo/alt', 'Must not be empty.'],
      ['/routes/0/blocks/1/logo/alt', 'Must be empty, because the image is marked decorative.'],
    ])
  })

  it('locates a JSON syntax error', () => {
    const text = '{\n  "version": 1,\n  "name": "x",,\n}'
    const [problem] = problemsOf(text)
    expect(problem).toMatchObject({ path: '', line: 3, column: 15 })
    expect(problem.message).toMatch(/not valid JSON/)
  })

  it('reports a key repeated in one object, which JSON.parse would silently drop', () => {
    const text = pretty(minimalManifest()).replace('"name": "Test Wells",', '"name": "Test Wells",\n  "name": "Other",')
    const [problem] = problemsOf(text)
    expect(problem).toMatchObject({ path: '/name', line: lineOf(text, '"name": "Other"') })
    expect(problem.message).toContain('appears twice')
  })

  it('rejects two routes whose paths differ only in a trailing slash or case, after schema checks pass', () => {
    const manifest = minimalManifest()
    manifest.routes.push({ path: '/second', title: 'Again', description: 'Again.', blocks: [{ type: 'hero', title: 'Again' }] })
    const text = pretty(manifest)
    const [problem] = problemsOf(text)
    expect(problem.path).toBe('/routes/2/path')
    expect(problem.message).toContain('already used by route 1')
  })

  it('rejects a missing image file and duplicate tab ids', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [
      { type: 'hero', title: 'A', logo: { src: '/images/missing.svg', width: 10, height: 10, alt: 'Logo' } },
      {
        type: 'tabs',
        label: 'Tabs',
        tabs: [
          { id: 'one', label: 'One', blocks: [{ type: 'text', paragraphs: ['1'] }] },
          { id: 'one', label: 'Two', blocks: [{ type: 'text', paragraphs: ['2'] }] },
        ],
      },
    ]
    const problems = problemsOf(pretty(manifest), (src) => src !== '/images/missing.svg')
    expect(problems.map((problem) => problem.path)).toEqual(['/routes/0/blocks/0/logo/src', '/routes/0/blocks/1/tabs/1/id'])
  })

  it('formats problems with position, path, message, hint and a code frame', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'heor', title: 'Home' }]
    const text = pretty(manifest)
    const output = formatProblems(problemsOf(text), { source: text })
    expect(output).toContain(`site.json:${lineOf(text, '"heor"')}:`)
    expect(output).toContain('at /routes/0/blocks/0/type')
    expect(output).toContain('Hint: Known block types:')
    expect(output).toMatch(/> +\d+ \|.*"heor"/)
  })
})

describe('library references', () => {
  it('reports a missing recipe, resource or organisation id at the reference, with the closest known id', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [
      { type: 'hero', title: 'Home' },
      { type: 'recipe-list', recipes: [{ recipe: 'creamy-banana-oat' }] },
      { type: 'resource-list', resources: ['no-such-resource'] },
    ]
    const problems = problemsOf(pretty(manifest))
    expect(problems.map((problem) => problem.path)).toEqual(['/routes/0/blocks/1/recipes/0/recipe', '/routes/0/blocks/2/resources/0'])
    expect(problems[0].message).toBe('There is no entry "creamy-banana-oat" in the manifest\'s "recipes". Did you mean "creamy-banana-oats"?')
  })

  it('requires sources and a disclaimer on a page marked as health information', () => {
    const manifest = minimalManifest()
    manifest.routes[0].healthInformation = true
    const [problem] = problemsOf(pretty(manifest))
    expect(problem.path).toBe('/routes/0/healthInformation')
    expect(problem.message).toBe(
      'This page gives health information but is missing a "sources" block and an info "notice" with the disclaimer.',
    )
  })
})

describe('internal links', () => {
  it('reports a link to a path no route has, wherever it is, with the closest route', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [
      { type: 'hero', title: 'Home' },
      { type: 'action-row', actions: [{ label: 'Next', href: '/secnd' }, { label: 'Fine', href: '/second#top' }] },
    ]
    const text = pretty(manifest)
    const problems = problemsOf(text)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ path: '/routes/0/blocks/1/actions/0/href', line: lineOf(text, '"/secnd"') })
    expect(problems[0].message).toBe('The link "/secnd" leads to no page: no route has the path "/secnd". Did you mean "/second"?')
  })
})
