/**
 * Generates docs/blocks.md, the reference of every block type, from the JSON Schema in schema/.
 *
 * Usage: `tsx codegen/generate-block-docs.ts` (`npm run docs:blocks`) writes the file only when its content
 * changed; `--check` writes nothing and exits 1 when the file is missing or stale, naming the command that fixes it.
 *
 * The page has an introduction, a table of contents, one section per block type (sorted by type: its title,
 * description, a table of its properties with their types in plain words, and its examples), the shared shapes
 * blocks use (actions, images, links) and the library entries (recipes, resources, organisations).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, posix, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { updateGeneratedFile } from './generated-file.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = resolve(projectRoot, 'schema')

/** Where the generated reference is written: docs/blocks.md. */
export const blockDocsPath = resolve(projectRoot, 'docs/blocks.md')

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

function asObject(value: Json | undefined): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined
}

function asString(value: Json | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function asArray(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : []
}

/** A schema node together with the file it is in (relative to schema/, "/" separated), for resolving $refs. */
interface Located {
  file: string
  schema: JsonObject
}

/** A type in plain words, for one value and for several (in "list of ..."). */
interface Phrase {
  one: string
  many: string
}

/** What the table says about one value: its type, its description, and an object whose properties follow. */
interface Description {
  phrase: Phrase
  description?: string
  /** An object described in the rows under this one, and what to add to the name: "[]" per list level. */
  nested?: { node: Located; suffix: string }
}

/** Anchors of the sections a type can link to. */
interface Anchors {
  blockTypes: string
  /** Per "file#/$defs/name" of a shared shape or library entry: the section's anchor and words. */
  shapes: Map<string, { anchor: string; phrase: Phrase }>
  /** Library entry names (recipe, resource, organization) with their anchors, for "id of a recipe". */
  libraryEntries: Map<string, string>
}

/** Reads schema files once per render. */
class SchemaFiles {
  private readonly files = new Map<string, JsonObject>()

  read(file: string): JsonObject {
    const cached = this.files.get(file)
    if (cached) return cached
    const value: Json = JSON.parse(readFileSync(resolve(schemaDir, file), 'utf8'))
    const schema = asObject(value)
    if (!schema) throw new Error(`schema/${file} is not a JSON object`)
    this.files.set(file, schema)
    return schema
  }

  /** The node a $ref points at, e.g. "../common.schema.json#/$defs/text" from "blocks/hero.schema.json". */
  resolve(ref: string, fromFile: string): Located & { pointer: string } {
    const [filePart = '', fragment = ''] = ref.split('#')
    const file = filePart === '' ? fromFile : posix.normalize(posix.join(posix.dirname(fromFile), filePart))
    let node: Json = this.read(file)
    for (const segment of fragment.split('/').slice(1)) {
      const key = segment.replaceAll('~1', '/').replaceAll('~0', '~')
      const next: Json | undefined = asObject(node)?.[key]
      if (next === undefined) throw new Error(`schema/${fromFile}: the $ref "${ref}" points at nothing`)
      node = next
    }
    const schema = asObject(node)
    if (!schema) throw new Error(`schema/${fromFile}: the $ref "${ref}" does not point at a schema`)
    return { file, schema, pointer: fragment }
  }
}

function same(word: string): Phrase {
  return { one: word, many: word }
}

function plural(word: string): Phrase {
  return { one: word, many: `${word}s` }
}

function linked(phrase: Phrase, anchor: string): Phrase {
  return { one: `[${phrase.one}](#${anchor})`, many: `[${phrase.many}](#${anchor})` }
}

function code(value: Json): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``
}

function humanize(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function sentence(text: string): string {
  return text === '' || /[.!?]$/.test(text) ? text : `${text}.`
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** Plain words for shared single values, by their $defs name in common.schema.json. */
const valueWords: Record<string, Phrase> = {
  text: same('text'),
  href: { one: 'link address', many: 'link addresses' },
  internalPath: { one: 'path on this site', many: 'paths on this site' },
}

class Describer {
  constructor(
    private readonly files: SchemaFiles,
    private readonly anchors: Anchors,
  ) {}

  /**
   * Describes a schema node in plain words.
   * @param nameHint the property's name, used to say which library entry an id names ("recipe" → a recipe).
   */
  describe(node: Located, nameHint: string): Description {
    const { schema, file } = node
    const own = asString(schema.description)
    const ref = asString(schema.$ref)
    if (ref !== undefined) {
      const target = this.files.resolve(ref, file)
      const inner = this.describeTarget(target, nameHint)
      return { ...inner, description: own ?? inner.description }
    }
    if ('const' in schema) return { phrase: same(`always ${code(schema.const)}`), description: own }
    const values = asArray(schema.enum)
    if (values.length > 0) {
      const list = values.map(code).join(', ')
      return { phrase: { one: `one of: ${list}`, many: `values from: ${list}` }, description: own }
    }
    const alternatives = asArray(schema.oneOf).flatMap((alternative) => {
      const object = asObject(alternative)
      return object ? [this.describe({ file, schema: object }, nameHint).phrase] : []
    })
    if (alternatives.length > 0) {
      return {
        phrase: { one: alternatives.map((p) => p.one).join(' or '), many: alternatives.map((p) => p.many).join(' or ') },
        description: own,
      }
    }
    switch (schema.type) {
      case 'array':
        return this.describeArray(node, nameHint)
      case 'object': {
        if (!asObject(schema.properties)) return { phrase: plural('object'), description: own }
        const title = asString(schema.title)
        const word = title ? title.toLowerCase() : 'object'
        return { phrase: { one: `${word} (below)`, many: `${word}s (below)` }, description: own, nested: { node, suffix: '' } }
      }
      case 'string':
        return { phrase: schema.format === 'date' ? plural('date (YYYY-MM-DD)') : same('text'), description: own }
      case 'boolean':
        return { phrase: same('true or false'), description: own }
      case 'integer':
        return { phrase: plural('whole number'), description: own }
      case 'number':
        return { phrase: plural('number'), description: own }
      default:
        return { phrase: plural('value'), description: own }
    }
  }

  private describeArray(node: Located, nameHint: string): Description {
    const { schema, file } = node
    const items = asObject(schema.items)
    const inner = items ? this.describe({ file, schema: items }, nameHint) : { phrase: plural('value') }
    const minItems = typeof schema.minItems === 'number' && schema.minItems > 1 ? `${schema.minItems} or more ` : ''
    return {
      phrase: { one: `list of ${minItems}${inner.phrase.many}`, many: `lists of ${minItems}${inner.phrase.many}` },
      description: asString(schema.description) ?? inner.description,
      nested: inner.nested ? { node: inner.nested.node, suffix: `[]${inner.nested.suffix}` } : undefined,
    }
  }

  private describeTarget(target: Located & { pointer: string }, nameHint: string): Description {
    const description = asString(target.schema.description)
    if (target.file === 'block.schema.json' && target.pointer === '') {
      return { phrase: linked(plural('block'), this.anchors.blockTypes), description }
    }
    if (target.file === 'library.schema.json' && target.pointer === '/$defs/id') {
      const hint = nameHint.toLowerCase()
      for (const [entry, anchor] of this.anchors.libraryEntries) {
        if (hint === entry || hint === `${entry}s`) {
          return {
            phrase: { one: `id of ${article(entry)} [${entry}](#${anchor})`, many: `ids of [${entry}s](#${anchor})` },
            description,
          }
        }
      }
      return { phrase: plural('id'), description }
    }
    const shape = this.anchors.shapes.get(`${target.file}#${target.pointer}`)
    if (shape) return { phrase: linked(shape.phrase, shape.anchor), description }
    const defName = target.pointer.startsWith('/$defs/') ? target.pointer.slice('/$defs/'.length) : undefined
    const words = target.file === 'common.schema.json' && defName ? valueWords[defName] : undefined
    if (words) return { phrase: words, description }
    return this.describe(target, nameHint)
  }
}

/** One row of a properties table. */
interface Row {
  name: string
  type: string
  required: boolean
  description: string
}

function propertyRows(describer: Describer, node: Located, prefix: string, depth = 0): Row[] {
  const properties = asObject(node.schema.properties) ?? {}
  const required = new Set(asArray(node.schema.required).flatMap((name) => (typeof name === 'string' ? [name] : [])))
  return Object.entries(properties).flatMap(([name, value]) => {
    const schema = asObject(value)
    if (!schema) return []
    const described = describer.describe({ file: node.file, schema }, name)
    const row: Row = {
      name: `${prefix}${name}`,
      type: described.phrase.one,
      required: required.has(name),
      description: described.description ?? '',
    }
    const nested =
      described.nested && depth < 6
        ? propertyRows(describer, described.nested.node, `${prefix}${name}${described.nested.suffix}.`, depth + 1)
        : []
    return [row, ...nested]
  })
}

function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')
}

function table(rows: Row[]): string {
  return [
    '| property | type | required | description |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) => `| \`${row.name}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.description) || '—'} |`,
    ),
  ].join('\n')
}

function jsonBlock(value: Json): string {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n')
}

/**
 * GitHub's heading anchors: lower case, punctuation other than "-" and "_" dropped, spaces to hyphens. Not the
 * site's slug (src/text/slug.ts): GitHub keeps accented letters and underscores, and docs/blocks.md must link the way
 * GitHub renders it.
 */
function githubAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Gives each heading its anchor in document order, numbering repeats as GitHub does ("link", "link-1"). */
class Headings {
  private readonly used = new Map<string, number>()
  readonly anchors = new Map<string, string>()

  add(key: string, text: string): string {
    const base = githubAnchor(text)
    const count = this.used.get(base) ?? 0
    this.used.set(base, count + 1)
    const anchor = count === 0 ? base : `${base}-${count}`
    this.anchors.set(key, anchor)
    return anchor
  }

  get(key: string): string {
    const anchor = this.anchors.get(key)
    if (anchor === undefined) throw new Error(`no heading for ${key}`)
    return anchor
  }
}

interface BlockSchema {
  type: string
  file: string
  schema: JsonObject
}

function readBlockSchemas(files: SchemaFiles): BlockSchema[] {
  return readdirSync(resolve(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => {
      const file = `blocks/${name}`
      const schema = files.read(file)
      const type = asString(asObject(asObject(schema.properties)?.type)?.const)
      if (type === undefined) throw new Error(`schema/${file} needs "properties": { "type": { "const": ... } }`)
      return { type, file, schema }
    })
    .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0))
}

/** A shared definition in common.schema.json shown as its own section: an object, or a choice of objects. */
interface Shape {
  name: string
  schema: JsonObject
  /** For a choice (oneOf): the $defs names of its alternatives, shown inside its section. */
  alternatives: string[]
}

function sharedShapes(common: JsonObject): { shapes: Shape[]; values: [string, JsonObject][] } {
  const defs = Object.entries(asObject(common.$defs) ?? {}).flatMap(([name, value]): [string, JsonObject][] => {
    const schema = asObject(value)
    return schema ? [[name, schema]] : []
  })
  const alternativesOf = (schema: JsonObject) =>
    asArray(schema.oneOf).flatMap((alternative) => {
      const ref = asString(asObject(alternative)?.$ref)
      return ref?.startsWith('#/$defs/') ? [ref.slice('#/$defs/'.length)] : []
    })
  const inChoice = new Set(defs.flatMap(([, schema]) => alternativesOf(schema)))
  const shapes: Shape[] = []
  const values: [string, JsonObject][] = []
  for (const [name, schema] of defs) {
    const alternatives = alternativesOf(schema)
    if (alternatives.length > 0) shapes.push({ name, schema, alternatives })
    else if (asObject(schema.properties) && !inChoice.has(name)) shapes.push({ name, schema, alternatives: [] })
    else if (!inChoice.has(name)) values.push([name, schema])
  }
  shapes.sort((a, b) => (a.name < b.name ? -1 : 1))
  return { shapes, values }
}

function libraryEntries(library: JsonObject): [string, JsonObject][] {
  return Object.entries(asObject(library.$defs) ?? {})
    .flatMap(([name, value]): [string, JsonObject][] => {
      const schema = asObject(value)
      return schema && asObject(schema.properties) ? [[name, schema]] : []
    })
    .sort(([a], [b]) => (a < b ? -1 : 1))
}

/** The site.json property holding a library entry, e.g. "recipes" for recipe, with its description. */
function libraryCollection(site: JsonObject, entry: string): { name: string; description?: string } | undefined {
  for (const [name, value] of Object.entries(asObject(site.properties) ?? {})) {
    const property = asObject(value)
    const ref = asString(asObject(property?.additionalProperties)?.$ref)
    if (ref === `library.schema.json#/$defs/${entry}`) return { name, description: asString(property?.description) }
  }
  return undefined
}

/**
 * Renders the block reference from schema/: intro, contents, every block type (sorted by type) with its title,
 * description, properties table and examples, the shared shapes, and the library entries.
 *
 * @returns the full Markdown text of docs/blocks.md.
 * @throws when a schema file is missing or not JSON, a block schema has no `type` const or no example, or a
 *   $ref points at nothing: developer errors in schema/.
 */
export function renderBlockDocs(): string {
  const files = new SchemaFiles()
  const blocks = readBlockSchemas(files)
  const common = files.read('common.schema.json')
  const library = files.read('library.schema.json')
  const site = files.read('site.schema.json')
  const { shapes, values } = sharedShapes(common)
  const entries = libraryEntries(library)

  const headings = new Headings()
  const title = 'Seven Wells blocks'
  headings.add('title', title)
  headings.add('contents', 'Contents')
  headings.add('adding', 'Adding a block')
  headings.add('reading', 'Reading the tables')
  headings.add('blocks', 'Block types')
  for (const block of blocks) headings.add(`block:${block.type}`, block.type)
  headings.add('shapes', 'Shared shapes')
  for (const shape of shapes) headings.add(`shape:${shape.name}`, shape.name)
  headings.add('library', 'Library entries')
  for (const [name] of entries) headings.add(`library:${name}`, name)

  const anchors: Anchors = { blockTypes: headings.get('blocks'), shapes: new Map(), libraryEntries: new Map() }
  for (const shape of shapes) {
    const anchor = headings.get(`shape:${shape.name}`)
    const words = plural(asString(shape.schema.title)?.toLowerCase() ?? humanize(shape.name))
    anchors.shapes.set(`common.schema.json#/$defs/${shape.name}`, { anchor, phrase: words })
    for (const alternative of shape.alternatives) {
      anchors.shapes.set(`common.schema.json#/$defs/${alternative}`, { anchor, phrase: plural(humanize(alternative)) })
    }
  }
  for (const [name] of entries) anchors.libraryEntries.set(name, headings.get(`library:${name}`))
  const describer = new Describer(files, anchors)

  const out: string[] = []
  const link = (text: string, key: string) => `[${text}](#${headings.get(key)})`
  out.push(
    `# ${title}`,
    '> Generated from `schema/` by `codegen/generate-block-docs.ts`. Do not edit it by hand: change the schema, then ' +
      'run `npm run docs:blocks`.',
    'A page of the site is a list of **blocks**, shown top to bottom. A block is one piece of a page, such as the ' +
      'main heading with a tagline, a few paragraphs, a list or a row of buttons. In `site.json` each block is a JSON ' +
      'object whose `"type"` says which kind it is; each kind has its own properties, described below with ' +
      'examples. Every word a reader sees comes from these properties or from `site.json`\'s `ui`.',
    `See the [README](../README.md#add-a-page) for how pages are made and checked, and ` +
      `[Add a block type](../README.md#add-a-block-type) to make a new kind of block.`,
  )

  out.push('## Contents')
  const contents = [
    `- ${link('Adding a block', 'adding')}`,
    `- ${link('Reading the tables', 'reading')}`,
    `- ${link('Block types', 'blocks')}`,
    ...blocks.map((block) => `  - ${link(block.type, `block:${block.type}`)}: ${asString(block.schema.title) ?? block.type}`),
    `- ${link('Shared shapes', 'shapes')}`,
    ...shapes.map((shape) => `  - ${link(shape.name, `shape:${shape.name}`)}`),
    `- ${link('Library entries', 'library')}`,
    ...entries.map(([name]) => `  - ${link(name, `library:${name}`)}`),
  ]
  out.push(contents.join('\n'))

  out.push(
    '## Adding a block',
    [
      '1. Find the page in `site.json`\'s `routes` by its `path`. For a new page, run',
      '   `npm run new-page -- /some/path "Page title"`: it adds the route with its `hero` block and prints its line.',
      '2. Add the block to the route\'s `"blocks"` list where it should appear, as an object with its `"type"` and',
      '   the properties below, such as a copy of an example. Every page starts with a `hero` block.',
      '3. Run `npm run validate`: it lists every problem with its line and column. `npm run dev` shows the page.',
    ].join('\n'),
  )

  out.push(
    '## Reading the tables',
    [
      '- **required**: `yes` means the block is refused without it. A nested property marked `yes` is needed',
      '  whenever the object around it is given.',
      '- `cards[].title` is the `title` of each entry in the list `cards`; `meals.breakfast` is the `breakfast` inside',
      '  the object `meals`.',
      '- **text** is visible text that must not be empty or only spaces. **list of blocks** holds further blocks of',
      '  any type.',
    ].join('\n'),
  )

  out.push(`## Block types`, `${blocks.length} block types, sorted by name.`)
  for (const block of blocks) {
    const examples = asArray(block.schema.examples)
    if (examples.length === 0) throw new Error(`schema/${block.file} needs at least one entry in "examples"`)
    const rows = propertyRows(describer, { file: block.file, schema: block.schema }, '').map((row) =>
      row.name === 'type' && row.description === '' ? { ...row, description: 'Says which kind of block this is.' } : row,
    )
    out.push(
      `### ${block.type}`,
      `**${asString(block.schema.title) ?? block.type}.** ${asString(block.schema.description) ?? ''}`.trim(),
      table(rows),
      examples.length === 1 ? 'Example:' : 'Examples:',
      ...examples.map(jsonBlock),
    )
  }

  out.push(
    '## Shared shapes',
    'Blocks use these for buttons, images and links. Shared values:',
    [
      '| value | type | description |',
      '| --- | --- | --- |',
      ...values.map(([name, schema]) => {
        const described = describer.describe({ file: 'common.schema.json', schema }, name)
        const type = valueWords[name]?.one ?? described.phrase.one
        const examples = asArray(schema.examples).map(code)
        const description = `${sentence(described.description ?? '')}${examples.length > 0 ? ` Examples: ${examples.join(', ')}.` : ''}`
        return `| \`${name}\` | ${cell(type)} | ${cell(description.trim()) || '—'} |`
      }),
    ].join('\n'),
  )
  for (const shape of shapes) {
    out.push(`### ${shape.name}`)
    const intro = `**${asString(shape.schema.title) ?? capitalize(humanize(shape.name))}.** ${asString(shape.schema.description) ?? ''}`
    out.push(intro.trim())
    if (shape.alternatives.length === 0) {
      out.push(table(propertyRows(describer, { file: 'common.schema.json', schema: shape.schema }, '')))
      continue
    }
    out.push(`It is one of ${shape.alternatives.length} shapes:`)
    for (const alternative of shape.alternatives) {
      const schema = files.resolve(`#/$defs/${alternative}`, 'common.schema.json').schema
      const description = asString(schema.description) ?? ''
      out.push(`**${capitalize(humanize(alternative))}.** ${description}`.trim())
      out.push(table(propertyRows(describer, { file: 'common.schema.json', schema }, '')))
    }
  }

  out.push('## Library entries')
  const id = asObject(asObject(library.$defs)?.id)
  out.push(
    `${sentence(asString(library.description) ?? '')} Each is defined once in \`site.json\`, keyed by its id. ` +
      `**id**: ${asString(id?.description) ?? 'a short name in lower case with hyphens.'}`.trim(),
  )
  for (const [name, schema] of entries) {
    out.push(`### ${name}`)
    out.push(`**${asString(schema.title) ?? name}.** ${asString(schema.description) ?? ''}`.trim())
    const collection = libraryCollection(site, name)
    if (collection) {
      out.push(`Defined in \`site.json\`'s \`${collection.name}\`${collection.description ? `: ${collection.description}` : '.'}`)
    }
    out.push(table(propertyRows(describer, { file: 'library.schema.json', schema }, '')))
  }

  return `${out.join('\n\n')}\n`
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await updateGeneratedFile(
    { label: 'docs:blocks', path: blockDocsPath, displayPath: 'docs/blocks.md', command: 'npm run docs:blocks', render: renderBlockDocs },
    process.argv.includes('--check'),
  )
}
