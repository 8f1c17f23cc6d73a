import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { chainTo, describeChain, readImportGraph, type ImportGraph } from '../support/import-graph.ts'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const srcDir = join(projectRoot, 'src')

/** Packages that are React or render with it. */
const reactPackages = /^(react|react-dom|wouter|@emotion\/(react|styled|server))(\/|$)/

/** A module that reaches React when it runs: a React package, or a component module (.tsx) of the project. */
function isReact(module: string): boolean {
  return reactPackages.test(module) || module.endsWith('.tsx')
}

/**
 * The modules that must never load a component: validation and the manifest's tools (src/manifest), the build
 * steps other than rendering (src/prerender, except render-page.tsx, the renderer, and prerender-site.ts,
 * build-site.ts and build.ts, which call it), and the choice of a page's library (src/app/library.ts).
 */
function modulesWithoutReact(graph: ImportGraph): string[] {
  const rendering = ['prerender/render-page.tsx', 'prerender/prerender-site.ts', 'prerender/build-site.ts', 'prerender/build.ts'].map((path) => join(srcDir, path))
  return [...graph.keys()].filter((module) => {
    const path = relative(srcDir, module).split(sep).join('/')
    if (rendering.includes(module)) return false
    return path.startsWith('manifest/') || path.startsWith('prerender/') || path === 'app/library.ts'
  })
}

/** Every import (loading or type-only) from src/ui/ into src/app/, as "from → to". */
function uiToApp(graph: ImportGraph): string[] {
  const ui = join(srcDir, 'ui') + sep
  const app = join(srcDir, 'app') + sep
  return [...graph.entries()]
    .filter(([module]) => module.startsWith(ui))
    .flatMap(([module, imports]) => [...imports.loads, ...imports.types].filter((target) => target.startsWith(app)).map((target) => describeChain([module, target], projectRoot)))
}

describe('the import graph of src/', () => {
  const graph = readImportGraph(srcDir)

  it('is read from every module', () => {
    expect(graph.size).toBeGreaterThan(150)
    expect(graph.get(join(srcDir, 'blocks/block-list.tsx'))?.loads).toContain('react')
  })

  it('has no chain from the manifest, the build steps or the library choice to React or a component', () => {
    const starts = modulesWithoutReact(graph)
    expect(starts).toContain(join(srcDir, 'manifest/validate-manifest.ts'))
    expect(starts).toContain(join(srcDir, 'prerender/search-index.ts'))
    const chains = starts.flatMap((start) => {
      const chain = chainTo(graph, start, isReact)
      return chain ? [describeChain(chain, projectRoot)] : []
    })
    expect(chains).toEqual([])
  })

  it('has no import from src/ui/ to src/app/', () => {
    expect(uiToApp(graph)).toEqual([])
  })
})

describe('the import-graph checks', () => {
  /** A small project in a temporary folder: file name → source. */
  function project(files: Record<string, string>): { root: string; graph: ImportGraph } {
    const root = mkdtempSync(join(tmpdir(), 'sw-graph-'))
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true })
      writeFileSync(join(root, name), source)
    }
    return { root, graph: readImportGraph(root) }
  }

  it('name the whole chain of a violating import', () => {
    const { root, graph } = project({
      'manifest/check.ts': "import { a } from '../app/library.ts'\nexport const b = a",
      'app/library.ts': "export { c as a } from '../blocks/list.tsx'",
      'blocks/list.tsx': "import { useState } from 'react'\nexport const c = useState",
    })
    const chain = chainTo(graph, join(root, 'manifest/check.ts'), isReact)
    expect(chain && describeChain(chain, root)).toBe('manifest/check.ts → app/library.ts → blocks/list.tsx')
  })

  it('do not follow type-only imports or dynamic import(), which load nothing when the module runs', () => {
    const { root, graph } = project({
      'manifest/check.ts': [
        "import type { Props } from '../blocks/list.tsx'",
        "export type { Props as P } from '../blocks/list.tsx'",
        "export const load = () => import('../blocks/list.tsx')",
        'export type Q = Props',
      ].join('\n'),
      'blocks/list.tsx': "import 'react'\nexport type Props = { a: string }",
    })
    expect(chainTo(graph, join(root, 'manifest/check.ts'), isReact)).toBeUndefined()
  })

  it('follow an import whose every name is a type, which still loads the module', () => {
    const { root, graph } = project({
      'manifest/check.ts': "import { type Props } from '../blocks/list.tsx'\nexport type Q = Props",
      'blocks/list.tsx': "import 'react'\nexport type Props = { a: string }",
    })
    expect(chainTo(graph, join(root, 'manifest/check.ts'), isReact)).toEqual([join(root, 'manifest/check.ts'), join(root, 'blocks/list.tsx')])
  })
})
