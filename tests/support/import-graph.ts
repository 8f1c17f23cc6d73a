import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** One module's imports: the project files (absolute paths) and packages (bare names) it loads when it runs. */
export interface ModuleImports {
  /** Static imports and re-exports that stay in the compiled code. */
  loads: string[]
  /** Type-only imports and re-exports (erased by the compiler). */
  types: string[]
  /** Dynamic `import()`s: loaded later, on demand, as chunks of their own. */
  lazy: string[]
}

/** Every module under a folder, by absolute path. */
export type ImportGraph = ReadonlyMap<string, ModuleImports>

const moduleExtensions = /\.(ts|tsx|js|mjs)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && moduleExtensions.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

function target(file: string, specifier: string): string {
  return specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier
}

/**
 * An `import { type A } from 'x'` keeps `import {} from 'x'` in the compiled code (verbatimModuleSyntax), so it still
 * loads 'x': only a whole `import type` is erased.
 */
function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  return node.importClause?.isTypeOnly === true
}

/**
 * Reads the imports of every .ts, .tsx, .js and .mjs file under `folder` with the TypeScript parser (no type
 * checking). Relative specifiers become absolute paths (the project writes them with their extension); package
 * names stay as written ("react", "react-dom/server").
 */
export function readImportGraph(folder: string): ImportGraph {
  const graph = new Map<string, ModuleImports>()
  for (const file of sourceFiles(folder)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const imports: ModuleImports = { loads: [], types: [], lazy: [] }
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        ;(isTypeOnlyImport(node) ? imports.types : imports.loads).push(target(file, node.moduleSpecifier.text))
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        ;(node.isTypeOnly ? imports.types : imports.loads).push(target(file, node.moduleSpecifier.text))
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments
        if (specifier && ts.isStringLiteral(specifier)) imports.lazy.push(target(file, specifier.text))
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    graph.set(file, imports)
  }
  return graph
}

/**
 * The shortest chain of loading imports from `start` to a module that `isForbidden` accepts, as the list of modules
 * from `start` to it; undefined when none is reachable. Type-only imports and dynamic `import()`s are not followed:
 * neither loads a module when `start` runs.
 */
export function chainTo(graph: ImportGraph, start: string, isForbidden: (module: string) => boolean): string[] | undefined {
  const cameFrom = new Map<string, string | undefined>([[start, undefined]])
  const queue = [start]
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (module !== start && isForbidden(module)) {
      const chain = [module]
      for (let previous = cameFrom.get(module); previous !== undefined; previous = cameFrom.get(previous)) chain.unshift(previous)
      return chain
    }
    for (const next of graph.get(module)?.loads ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, module)
      queue.push(next)
    }
  }
  return undefined
}

/** A chain as people read it: project files relative to `root`, joined by arrows. */
export function describeChain(chain: readonly string[], root: string): string {
  return chain.map((module) => (module.startsWith('/') ? relative(root, module) : module)).join(' → ')
}
