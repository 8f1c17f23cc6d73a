import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { currentManifestVersion, migrateManifest, type Json } from '../../src/manifest/migrations.ts'
import { validateManifestText } from '../../src/manifest/validate-manifest.ts'
import { minimalManifest } from '../support/manifests.ts'

const soup = { title: 'Gentle Soup', servings: '2 servings', prepTime: '20 minutes', ingredients: ['1 carrot'], instructions: ['Simmer.'] }

/** The minimal fixture written as a version 1 manifest: recipes inside the block, no library. */
function versionOneManifest(): { [key: string]: Json } {
  const manifest: { [key: string]: Json } = JSON.parse(JSON.stringify(minimalManifest()))
  delete manifest.recipes
  manifest.version = 1
  const routes = manifest.routes
  if (!Array.isArray(routes) || typeof routes[0] !== 'object' || routes[0] === null || Array.isArray(routes[0])) throw new Error('fixture')
  routes[0].blocks = [
    { type: 'hero', title: 'Home' },
    {
      type: 'tabs',
      label: 'Week',
      tabs: [
        { id: 'a', label: 'A', blocks: [{ type: 'recipe-list', recipes: [{ ...soup, day: 'Day 1' }] }] },
        { id: 'b', label: 'B', blocks: [{ type: 'recipe-list', recipes: [soup, { ...soup, servings: '4 servings' }] }] },
      ],
    },
  ]
  return manifest
}

describe('migrating version 1 to 2', () => {
  it('moves inline recipes to the library by id, keeps day labels, and the result validates', () => {
    const { manifest, applied } = migrateManifest(versionOneManifest())
    expect(applied).toHaveLength(1)
    const text = JSON.stringify(manifest, null, 2)
    const result = validateManifestText(text)
    expect(result.ok ? [] : result.problems).toEqual([])
    if (!result.ok) return
    expect(result.manifest.version).toBe(2)
    expect(Object.keys(result.manifest.recipes ?? {})).toEqual(['gentle-soup', 'gentle-soup-2'])
    expect(result.manifest.recipes?.['gentle-soup-2']?.servings).toBe('4 servings')
    const tabs = result.manifest.routes[0].blocks[1]
    if (tabs.type !== 'tabs') throw new Error('expected tabs')
    expect(tabs.tabs[0].blocks[0]).toEqual({ type: 'recipe-list', recipes: [{ recipe: 'gentle-soup', day: 'Day 1' }] })
    expect(tabs.tabs[1].blocks[0]).toEqual({ type: 'recipe-list', recipes: [{ recipe: 'gentle-soup' }, { recipe: 'gentle-soup-2' }] })
  })

  it('is idempotent: a current manifest comes back unchanged, with no step applied', () => {
    const once = migrateManifest(versionOneManifest()).manifest
    const twice = migrateManifest(once)
    expect(twice.applied).toEqual([])
    expect(twice.manifest).toEqual(once)
    expect(currentManifestVersion).toBe(2)
  })

  it('refuses a manifest without a version or newer than the code', () => {
    expect(() => migrateManifest({ name: 'x' })).toThrow(/no "version"/)
    expect(() => migrateManifest({ version: 99 })).toThrow(/newer than this code/)
    expect(() => migrateManifest([])).toThrow(/one JSON object/)
  })
})

describe('npm run migrate', () => {
  it('rewrites an old file once, then leaves it untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-migrate-'))
    const file = join(dir, 'site.json')
    writeFileSync(file, JSON.stringify(versionOneManifest(), null, 2))
    const first = spawnSync('npx', ['tsx', 'src/manifest/migrate-cli.ts', file], { encoding: 'utf8' })
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('1 → 2')
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(2)
    const modified = statSync(file).mtimeMs
    const second = spawnSync('npx', ['tsx', 'src/manifest/migrate-cli.ts', file], { encoding: 'utf8' })
    expect(second.status).toBe(0)
    expect(second.stdout).toContain('nothing changed')
    expect(statSync(file).mtimeMs).toBe(modified)
  })
})
