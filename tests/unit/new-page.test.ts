import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { addPage, describeNewPage, normalizePagePath } from '../../src/manifest/new-page-cli.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { minimalManifestPath } from '../support/manifests.ts'

const projectRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)))
const cliPath = join(projectRoot, 'src/manifest/new-page-cli.ts')
const tsxPath = join(projectRoot, 'node_modules/.bin/tsx')
const original = readFileSync(minimalManifestPath, 'utf8')

/** Offset just after the closing brace of the fixture's last route: where the new route's comma goes. */
function endOfLastRoute(text: string): number {
  const routesClose = text.lastIndexOf(']')
  return text.lastIndexOf('}', routesClose) + 1
}

function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('expected the call to throw')
}

describe('addPage', () => {
  it('adds a route with the title, a description made from the title and a compact hero, and it validates', () => {
    const { text } = addPage(original, '/eat-well/hydration', 'Staying hydrated')
    const result = validateManifestText(text)
    expect(result.ok ? [] : result.problems).toEqual([])
    if (!result.ok) return
    expect(result.manifest.routes).toHaveLength(3)
    expect(result.manifest.routes[2]).toEqual({
      path: '/eat-well/hydration',
      title: 'Staying hydrated',
      description: 'Staying hydrated on Test Wells.',
      blocks: [{ type: 'hero', title: 'Staying hydrated', size: 'compact' }],
    })
  })

  it('keeps every byte before the insertion point and after it, adding only a comma and the indented route', () => {
    const { text } = addPage(original, '/eat-well/hydration', 'Staying hydrated')
    const end = endOfLastRoute(original)
    const tail = original.slice(end)
    expect(text.slice(0, end)).toBe(original.slice(0, end))
    expect(text[end]).toBe(',')
    expect(text.endsWith(tail)).toBe(true)
    const inserted = text.slice(end + 1, text.length - tail.length)
    const route = {
      path: '/eat-well/hydration',
      title: 'Staying hydrated',
      description: 'Staying hydrated on Test Wells.',
      blocks: [{ type: 'hero', title: 'Staying hydrated', size: 'compact' }],
    }
    expect(inserted).toBe(`\n${JSON.stringify(route, null, 2).replace(/^/gm, '    ')}`)
  })

  it('returns the line where the new route starts', () => {
    const { text, line } = addPage(original, '/eat-well/hydration', 'Staying hydrated')
    const lines = text.split('\n')
    expect(lines[line - 1].trim()).toBe('{')
    expect(lines[line]).toContain('"path": "/eat-well/hydration"')
    expect(line).toBe(original.slice(0, endOfLastRoute(original)).split('\n').length + 1)
  })

  it('lower-cases the path, drops a trailing slash and says so', () => {
    const { text } = addPage(original, '/Eat-Well/Hydration/', 'Staying hydrated')
    expect(text).toContain('"path": "/eat-well/hydration"')
    expect(text).not.toContain('Hydration/')
    const { path, note } = normalizePagePath('/Eat-Well/Hydration/')
    expect(path).toBe('/eat-well/hydration')
    expect(note).toContain('lower case')
    expect(note).toContain('trailing slash')
    expect(normalizePagePath('/eat-well').note).toBeUndefined()
    expect(normalizePagePath('/').path).toBe('/')
  })

  it('refuses a path another page has, whatever its letter case or trailing slash', () => {
    for (const path of ['/second', '/SECOND', '/second/', '/Second/']) {
      expect(messageOf(() => addPage(original, path, 'Another page'))).toMatch(/already a page at "\/second" \(line \d+\)/)
    }
    expect(messageOf(() => addPage(original, '/', 'Home again'))).toMatch(/already a page at "\/"/)
    // Even a route written by hand in another case (which the validator would also refuse) counts as the same page.
    const handWritten = original.replace('"path": "/second"', '"path": "/Second/"')
    expect(messageOf(() => addPage(handWritten, '/second', 'Another page'))).toMatch(/already a page at "\/Second\/"/)
    // A route in a file that site.json includes is known by the paths the caller passes.
    expect(messageOf(() => addPage(original, '/eat-well/hydration', 'Hydration', ['/eat-well/hydration']))).toMatch(
      /already a page at "\/eat-well\/hydration" \(in a file that site.json includes\)/,
    )
  })

  it('refuses a path that is not valid, suggesting one when it can', () => {
    expect(messageOf(() => addPage(original, 'eat-well/hydration', 'Staying hydrated'))).toMatch(
      /"eat-well\/hydration" is not a page path.*Did you mean "\/eat-well\/hydration"\?/,
    )
    expect(messageOf(() => addPage(original, '/eat well', 'Staying hydrated'))).toContain('Did you mean "/eat-well"?')
    for (const path of ['/a_b', '/a--b', '/a//b', '/-a', '/a?b', '']) {
      expect(() => addPage(original, path, 'Staying hydrated')).toThrow(/page path|needs a path/)
    }
  })

  it('refuses an empty title and a placeholder title', () => {
    expect(messageOf(() => addPage(original, '/eat-well/hydration', ''))).toContain('needs a title')
    expect(messageOf(() => addPage(original, '/eat-well/hydration', '   '))).toContain('needs a title')
    expect(messageOf(() => addPage(original, '/eat-well/hydration', 'TODO'))).toContain('placeholder')
  })

  it('refuses text that is not JSON', () => {
    expect(messageOf(() => addPage('{"routes": [', '/x', 'X'))).toContain('not valid JSON')
  })

  it('keeps a description made from a long title within the schema limit', () => {
    const title = 'Staying hydrated '.repeat(20).trim()
    const description = describeNewPage(title, 'Test Wells')
    expect(description.length).toBeLessThanOrEqual(200)
    expect(description.endsWith('.')).toBe(true)
    expect(describeNewPage('What to drink?', 'Test Wells')).toBe('What to drink on Test Wells.')
    const { text } = addPage(original, '/long', title)
    expect(validateManifestText(text).ok).toBe(true)
  })
})

interface CliRun {
  code: number
  stdout: string
  stderr: string
}

function runCli(args: string[]): Promise<CliRun> {
  return new Promise((done) => {
    execFile(tsxPath, [cliPath, ...args], { cwd: projectRoot }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
      done({ code, stdout, stderr })
    })
  })
}

describe('npm run new-page', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  function tempManifest(text: string = original): string {
    const folder = mkdtempSync(join(tmpdir(), 'new-page-'))
    folders.push(folder)
    const file = join(folder, 'site.json')
    writeFileSync(file, text)
    return file
  }

  it('adds the page, exits 0 and prints the file and line to edit next', async () => {
    const file = tempManifest()
    const run = await runCli(['/Eat-Well/Hydration/', 'Staying hydrated', '--', '--manifest', file])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const expected = addPage(original, '/eat-well/hydration', 'Staying hydrated')
    expect(readFileSync(file, 'utf8')).toBe(expected.text)
    expect(run.stdout).toContain(`${file}:${expected.line}`)
    expect(run.stdout).toContain('Using "/eat-well/hydration" for "/Eat-Well/Hydration/"')
    expect(run.stdout).toContain('"Staying hydrated on Test Wells."')
    expect(run.stdout).toContain('{"type":"text",')
  }, 30_000)

  it('refuses a duplicate path with exit code 1 and leaves the file alone', async () => {
    const file = tempManifest()
    const run = await runCli(['/Second/', 'Second again', '--manifest', file])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('There is already a page at "/second"')
    expect(run.stdout).toBe('')
    expect(readFileSync(file, 'utf8')).toBe(original)
  }, 30_000)

  it('refuses to change a manifest that is already invalid, listing its problems', async () => {
    const broken = original.replace('"path": "/second"', '"path": "second"')
    const file = tempManifest(broken)
    const run = await runCli(['/third', 'Third page', '--manifest', file])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('already has problems')
    expect(run.stderr).toMatch(/site\.json:\d+:\d+ {2}at \/routes\/1\/path/)
    expect(readFileSync(file, 'utf8')).toBe(broken)
  }, 30_000)
})
