/**
 * `npm run new-page -- <path> "<title>" [--manifest <file>]`: adds a page to site.json.
 *
 * The new route goes at the end of `routes`, with the given title, a starting description made from the title
 * and the site's name (`Staying hydrated on Seven Wells.`, to be refined) and one compact hero block. The rest of
 * the file keeps its formatting: the route is inserted as a text edit (jsonc-parser), not by rewriting the JSON.
 *
 * A path is lower-cased and loses a trailing slash (the command says so); a path that is still not valid, a path
 * that another page already has (whatever its letter case or trailing slash), an empty title and a title that
 * looks like a placeholder are refused. The whole manifest is validated before and after the edit; if the edit
 * made it invalid, the original text is put back and the problems are printed.
 *
 * Exit code 0 when the page was added, 1 when it was refused or the manifest is invalid. Never prints a stack trace.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyEdits, findNodeAtLocation, modify, parseTree, type ParseError } from 'jsonc-parser'
import { canonicalPath } from '../app/paths.ts'
import { slug } from '../text/slug.ts'
import { findPlaceholders } from '../content/placeholders.ts'
import { readBlockExamples } from './block-examples.ts'
import { formatProblems } from './format-problems.ts'
import { defaultManifestPath, loadManifest } from './load-manifest.ts'
import { schemaDir } from './schema-validator.ts'

/** The longest route description the schema allows (site.schema.json, `$defs/route/properties/description`). */
const maxDescriptionLength = 200

/** Block types suggested after the hero, in order of preference; their first schema example is shown. */
const suggestedBlockTypes = ['text', 'list', 'action-row']

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

let internalPathPattern: RegExp | undefined

/**
 * The pattern every route path must match, read from `$defs/internalPath` in schema/common.schema.json so this
 * command and the validator always agree.
 * @throws when the schema file has no such pattern: a developer error.
 */
export function readInternalPathPattern(): RegExp {
  if (internalPathPattern) return internalPathPattern
  const common: Json = JSON.parse(readFileSync(join(schemaDir, 'common.schema.json'), 'utf8'))
  const defs = isObject(common) ? common.$defs : undefined
  const internalPath = isObject(defs) ? defs.internalPath : undefined
  const pattern = isObject(internalPath) ? internalPath.pattern : undefined
  if (typeof pattern !== 'string') throw new Error('schema/common.schema.json has no pattern for $defs/internalPath')
  internalPathPattern = new RegExp(pattern)
  return internalPathPattern
}

/** A page path made ready for site.json, with a note for the author when it had to be changed. */
export interface NormalizedPagePath {
  /** The canonical path, such as "/eat-well/hydration". */
  path: string
  /** Says what was changed (letter case, trailing slash); absent when the input was already canonical. */
  note?: string
}

function suggestPath(lowered: string): string {
  const parts = lowered
    .split('/')
    .map((part) => slug(part))
    .filter((part) => part !== '')
  return `/${parts.join('/')}`
}

/**
 * Turns what the author typed into a route path: surrounding spaces dropped, lower case, no trailing slash.
 *
 * @param input the path as typed, such as "/Eat-Well/Hydration/".
 * @returns the canonical path and, when it differs from the input, a note saying what changed.
 * @throws an Error with a plain message when the path is empty or still does not match the schema's
 *   internalPath pattern (for example spaces, underscores or a missing leading "/"), suggesting a valid path
 *   when one can be made from the input.
 */
export function normalizePagePath(input: string): NormalizedPagePath {
  const typed = input.trim()
  if (typed === '') throw new Error('The page needs a path, such as "/eat-well/hydration".')
  const lowered = typed.toLowerCase()
  const path = lowered.replace(/\/+$/, '') || '/'
  if (!readInternalPathPattern().test(path)) {
    const suggestion = suggestPath(lowered)
    const didYouMean = suggestion !== path && readInternalPathPattern().test(suggestion) ? ` Did you mean "${suggestion}"?` : ''
    throw new Error(
      `"${typed}" is not a page path. A path starts with "/" and uses lower-case letters, digits and single ` +
        `hyphens, with "/" between its parts, such as "/eat-well/meal-planning".${didYouMean}`,
    )
  }
  if (path === typed) return { path }
  const changes = [
    ...(lowered !== typed ? ['lower case'] : []),
    ...(path !== lowered ? ['without the trailing slash'] : []),
  ]
  return {
    path,
    note: `Using "${path}" for "${typed}": page paths are written ${changes.join(' and ')}. Visitors may still type it either way.`,
  }
}

/**
 * The starting description of a new page: "<title> on <site name>.", shortened at a word if it would pass the
 * schema's 200 characters. It is real text, not a placeholder, but the author should refine it.
 */
export function describeNewPage(title: string, siteName: string): string {
  const bare = title.replace(/[\s.!?:;,]+$/, '') || title
  const full = `${bare} on ${siteName}.`
  if (full.length <= maxDescriptionLength) return full
  if (bare.length + 1 <= maxDescriptionLength) return `${bare}.`
  const cut = bare.slice(0, maxDescriptionLength - 1)
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return `${atWord.replace(/[\s,;:.-]+$/, '')}.`
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length
}

/**
 * Adds a page to a manifest's text: a route at the end of `routes` with the title, a description made by
 * {@link describeNewPage} and one compact hero block showing the title. Only the end of `routes` changes (a
 * comma after the last route, then the new one, indented with two spaces like the rest); every other byte of
 * the text is kept.
 *
 * @param manifestText the full text of a site.json.
 * @param path the new page's path as the author typed it; lower-cased and stripped of a trailing slash
 *   (see {@link normalizePagePath}).
 * @param title the page's title and main heading; surrounding spaces are dropped, inner runs of spaces joined.
 * @param knownPaths the paths of every route, those in files that site.json includes too (the text shows only
 *   their includes).
 * @returns the new text and the 1-based line where the new route starts.
 * @throws an Error with a plain message, changing nothing, when the title is empty or looks like a placeholder,
 *   the path is invalid, another route already has the path (compared case-insensitively, trailing slash
 *   ignored), or the text is not JSON with a `routes` list.
 */
export function addPage(manifestText: string, path: string, title: string, knownPaths: readonly string[] = []): { text: string; line: number } {
  const cleanTitle = title.replace(/\s+/g, ' ').trim()
  if (cleanTitle === '') throw new Error('The page needs a title, given in quotes after the path, such as "Staying hydrated".')
  const pagePath = normalizePagePath(path).path

  const errors: ParseError[] = []
  const tree = parseTree(manifestText, errors, { disallowComments: true, allowTrailingComma: false })
  if (!tree || errors.length > 0) {
    throw new Error('The manifest is not valid JSON, so no page was added. Run `npm run validate` to see where it breaks.')
  }
  const routes = findNodeAtLocation(tree, ['routes'])
  if (!routes || routes.type !== 'array') {
    throw new Error('The manifest has no "routes" list to add the page to. Run `npm run validate` for details.')
  }
  for (const existingRoute of routes.children ?? []) {
    const existing = findNodeAtLocation(existingRoute, ['path'])
    const existingPath: unknown = existing?.value
    if (existing && typeof existingPath === 'string' && canonicalPath(existingPath) === pagePath) {
      const typed = path.trim()
      const same = typed === existingPath ? '' : `; "${typed}" is the same page, as paths match whatever their letter case or trailing slash`
      throw new Error(
        `There is already a page at "${existingPath}" (line ${lineAt(manifestText, existingRoute.offset)})${same}. ` +
          'Choose another path, or edit that page.',
      )
    }
  }

  const included = knownPaths.find((known) => canonicalPath(known) === pagePath)
  if (included) {
    throw new Error(`There is already a page at "${included}" (in a file that site.json includes). Choose another path, or edit that page.`)
  }

  const nameValue: unknown = findNodeAtLocation(tree, ['name'])?.value
  const siteName = typeof nameValue === 'string' && nameValue.trim() !== '' ? nameValue.trim() : 'this site'
  const route = {
    path: pagePath,
    title: cleanTitle,
    description: describeNewPage(cleanTitle, siteName),
    blocks: [{ type: 'hero', title: cleanTitle, size: 'compact' }],
  }
  const [placeholder] = findPlaceholders(route)
  if (placeholder) {
    throw new Error(
      `The title "${cleanTitle}" looks like a placeholder ("${placeholder.word}"), and the site must not show ` +
        'placeholder text. Give the page its real title.',
    )
  }

  const eol = manifestText.includes('\r\n') ? '\r\n' : '\n'
  const edits = modify(manifestText, ['routes', -1], route, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol },
    isArrayInsertion: true,
  })
  const text = applyEdits(manifestText, edits)
  const added = parseTree(text)
  const node = added ? findNodeAtLocation(added, ['routes', routes.children?.length ?? 0]) : undefined
  if (!node) throw new Error('Could not insert the route into the manifest: its "routes" list has an unusual shape.')
  return { text, line: lineAt(text, node.offset) }
}

/** What the command line asked for. */
interface NewPageArguments {
  path: string
  title: string
  manifest: string
}

const usage = [
  'Usage: npm run new-page -- <path> "<title>" [--manifest <file>]',
  '  Adds a page with a hero block at the end of site.json\'s routes.',
  '  Example: npm run new-page -- /eat-well/hydration "Staying hydrated"',
  '  --manifest <file>  the manifest to change instead of site.json',
].join('\n')

/**
 * Reads the command line: a path, a title (several words without quotes are joined) and an optional
 * `--manifest <file>` or `--manifest=<file>` anywhere; a bare `--` is ignored.
 * @returns the arguments, or "help" for `--help`.
 * @throws an Error with a plain message for an unknown option, a `--manifest` without a file, or a missing path.
 */
export function parseNewPageArguments(argv: readonly string[], baseDir: string): NewPageArguments | 'help' {
  const positionals: string[] = []
  let manifest = defaultManifestPath
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]
    if (argument === undefined || argument === '--') continue
    if (argument === '--help' || argument === '-h') return 'help'
    if (argument === '--manifest' || argument.startsWith('--manifest=')) {
      const value = argument === '--manifest' ? argv[++index] : argument.slice('--manifest='.length)
      if (!value || value.startsWith('--')) throw new Error('--manifest needs a file name after it.')
      manifest = resolve(baseDir, value)
      continue
    }
    if (argument.startsWith('--')) throw new Error(`Unknown option ${argument}.`)
    positionals.push(argument)
  }
  const [path, ...titleWords] = positionals
  if (path === undefined) throw new Error('Give the new page\'s path and title.')
  return { path, title: titleWords.join(' '), manifest }
}

function displayName(file: string): string {
  const fromHere = relative(process.cwd(), file)
  return fromHere === '' || fromHere.startsWith('..') || isAbsolute(fromHere) ? file : fromHere
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function blockSuggestions(): string[] {
  const firstExamples = new Map<string, unknown>()
  for (const example of readBlockExamples()) {
    if (example.type !== 'hero' && !firstExamples.has(example.type)) firstExamples.set(example.type, example.block)
  }
  const preferred = suggestedBlockTypes.filter((type) => firstExamples.has(type))
  const others = [...firstExamples.keys()].filter((type) => !preferred.includes(type))
  const types = [...preferred, ...others].slice(0, 3)
  const width = Math.max(...types.map((type) => type.length))
  return types.map((type) => `  ${type.padEnd(width)}  ${JSON.stringify(firstExamples.get(type))}`)
}

function fail(message: string): void {
  console.error(message)
  process.exitCode = 1
}

function main(argv: readonly string[]): void {
  let args: NewPageArguments | 'help'
  try {
    args = parseNewPageArguments(argv, process.env.INIT_CWD ?? process.cwd())
  } catch (error) {
    return fail(`${messageOf(error)}\n\n${usage}`)
  }
  if (args === 'help') {
    console.log(usage)
    return
  }
  const fileName = displayName(args.manifest)
  try {
    readFileSync(args.manifest, 'utf8')
  } catch (error) {
    return fail(`Could not read ${fileName}: ${messageOf(error)}`)
  }
  const before = loadManifest(args.manifest)
  if (!before.ok) {
    const problems = formatProblems(before.problems, { fileName, source: before.source, sources: before.sources, color: process.stderr.isTTY })
    return fail(`No page added: ${fileName} already has problems. Fix them first, then run this again.\n\n${problems}`)
  }

  let added: { text: string; line: number }
  let note: string | undefined
  try {
    note = normalizePagePath(args.path).note
    added = addPage(
      before.source,
      args.path,
      args.title,
      before.manifest.routes.map((route) => route.path),
    )
  } catch (error) {
    return fail(`No page added. ${messageOf(error)}`)
  }

  writeFileSync(args.manifest, added.text)
  const after = loadManifest(args.manifest)
  if (!after.ok) {
    writeFileSync(args.manifest, before.source)
    const problems = formatProblems(after.problems, { fileName, source: after.source, sources: after.sources, color: process.stderr.isTTY })
    return fail(`No page added: the new route made ${fileName} invalid, so the file was put back as it was.\n\n${problems}`)
  }

  const route = after.manifest.routes.at(-1)
  if (!route) return fail(`No page added: ${fileName} has no routes after the change.`)
  const lines = [
    ...(note ? [note] : []),
    `Added the page "${route.title}" at ${route.path} to ${fileName}.`,
    `Its description for search results and link previews is "${route.description}"`,
    '  Refine it into one or two sentences that say what the page offers.',
    '',
    `Edit next: ${fileName}:${added.line} (the new route). Add blocks after the hero in its "blocks", for example:`,
    ...blockSuggestions(),
    'Every block type, with its properties and examples, is described in docs/blocks.md.',
    `Check your edits with \`npm run validate\`; \`npm run dev\` shows the page at http://localhost:5173${route.path}.`,
    'Nothing links to the page yet: add a link to it from a related page or the navigation.',
  ]
  console.log(lines.join('\n'))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    fail(`new-page: ${messageOf(error)}`)
  }
}
