import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../src/generated/manifest.ts'
import { PrerenderError, prerenderSite } from '../../src/prerender/prerender-site.ts'
import { minimalManifest } from '../support/manifests.ts'
import { fixtureSite } from '../support/render.tsx'

function runBuild(manifestText: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sw-build-'))
  const manifestPath = join(dir, 'site.json')
  const outDir = join(dir, 'out')
  mkdirSync(outDir)
  writeFileSync(join(outDir, 'marker.txt'), 'previous build')
  writeFileSync(manifestPath, manifestText)
  const result = spawnSync('npx', ['tsx', 'src/prerender/build.ts', '--manifest', manifestPath, '--out', outDir], {
    encoding: 'utf8',
  })
  return { ...result, outDir }
}

describe('npm run build with a broken site.json', () => {
  it('lists every located problem, prints no stack trace and leaves the output folder as it was', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'heor', title: 'x' }]
    manifest.routes[1].title = ''
    const { status, stderr, outDir } = runBuild(JSON.stringify(manifest, null, 2))
    expect(status).toBe(1)
    expect(stderr).toContain('site.json has 2 problems')
    expect(stderr).toMatch(/site\.json:\d+:\d+ +at \/routes\/0\/blocks\/0\/type/)
    expect(stderr).toMatch(/site\.json:\d+:\d+ +at \/routes\/1\/title/)
    expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
    expect(readFileSync(join(outDir, 'marker.txt'), 'utf8')).toBe('previous build')
    expect(existsSync(join(outDir, 'index.html'))).toBe(false)
  })

  it('treats invalid JSON syntax the same way', () => {
    const { status, stderr, outDir } = runBuild('{\n  "version": 1,\n  "name": \n}')
    expect(status).toBe(1)
    expect(stderr).toMatch(/site\.json:4:1/)
    expect(stderr).toContain('not valid JSON')
    expect(existsSync(join(outDir, 'index.html'))).toBe(false)
  })
})

describe('prerenderSite', () => {
  it('names the route and the block that threw while rendering', async () => {
    const site = fixtureSite()
    const broken: SiteManifest = {
      ...site,
      routes: [
        site.routes[0],
        {
          path: '/broken',
          title: 'Broken',
          description: 'A page with a block whose data the schema would never allow.',
          blocks: [{ type: 'hero', title: 'Fine' }, JSON.parse('{"type":"card-grid","cards":null}')],
        },
      ],
    }
    const outDir = mkdtempSync(join(tmpdir(), 'sw-prerender-'))
    const thrown: unknown = await prerenderSite(broken, outDir, () => '').catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(PrerenderError)
    expect(String(thrown)).toContain('Route "/broken" failed to prerender')
    expect(String(thrown)).toContain('/routes/1/blocks/1 (a "card-grid" block)')
  })
})
