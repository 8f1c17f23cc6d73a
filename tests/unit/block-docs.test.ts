import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockDocsPath, renderBlockDocs } from '../../codegen/generate-block-docs.ts'
import { readBlockExamples } from '../../src/manifest/block-examples.ts'
import { schemaDir } from '../../src/manifest/schema-validator.ts'

interface ObjectSchema {
  title?: string
  description?: string
  required?: string[]
  properties?: Record<string, { const?: string; description?: string }>
}

function readSchema(file: string): ObjectSchema {
  return JSON.parse(readFileSync(join(schemaDir, file), 'utf8'))
}

const blockSchemas = readdirSync(join(schemaDir, 'blocks'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => {
    const schema = readSchema(`blocks/${name}`)
    const type = schema.properties?.type?.const
    if (!type) throw new Error(`schema/blocks/${name} has no type const`)
    return { type, schema }
  })

const libraryDefs: Record<string, ObjectSchema> = JSON.parse(readFileSync(join(schemaDir, 'library.schema.json'), 'utf8')).$defs

/** The text of the `### heading` section, up to the next heading of level 2 or 3. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n### ${heading}\n`)
  if (start === -1) throw new Error(`docs/blocks.md has no section "### ${heading}"`)
  const rest = markdown.slice(start + 1)
  const next = rest.slice(1).search(/\n#{2,3} /)
  return next === -1 ? rest : rest.slice(0, next + 1)
}

function tableRow(sectionText: string, property: string): string | undefined {
  return sectionText.split('\n').find((line) => line.startsWith(`| \`${property}\` |`))
}

describe('docs/blocks.md', () => {
  const docs = readFileSync(blockDocsPath, 'utf8')

  it('is up to date with the schema (run `npm run docs:blocks` if not)', () => {
    expect(docs).toBe(renderBlockDocs())
  })

  it('has a section for every block type with its title, description and every example', () => {
    expect(blockSchemas.length).toBeGreaterThan(0)
    const examples = readBlockExamples()
    for (const { type, schema } of blockSchemas) {
      const text = section(docs, type)
      expect(text).toContain(`**${schema.title}.**`)
      expect(schema.description).toBeTruthy()
      expect(text).toContain(schema.description ?? '')
      const own = examples.filter((example) => example.type === type)
      expect(own.length).toBeGreaterThan(0)
      for (const example of own) expect(text).toContain(`\`\`\`json\n${JSON.stringify(example.block, null, 2)}\n\`\`\``)
    }
  })

  it('lists every property of every block type, marking the required ones', () => {
    for (const { type, schema } of blockSchemas) {
      const text = section(docs, type)
      const required = new Set(schema.required ?? [])
      expect(required.has('type')).toBe(true)
      for (const property of Object.keys(schema.properties ?? {})) {
        const row = tableRow(text, property)
        expect(row, `${type}: no row for "${property}"`).toBeDefined()
        expect(row, `${type}.${property}`).toMatch(required.has(property) ? /\| yes \|/ : /\| no \|/)
      }
      expect(tableRow(text, 'type')).toContain(`always \`${type}\``)
    }
  })

  it('describes property types in plain words, following $refs into the shared schemas', () => {
    const heroTitle = blockSchemas.find(({ type }) => type === 'hero')?.schema.properties?.title?.description
    expect(tableRow(section(docs, 'hero'), 'title')).toContain(`| text | yes | ${heroTitle} |`)
    expect(tableRow(section(docs, 'hero'), 'size')).toContain('one of: `large`, `compact`')
    expect(tableRow(section(docs, 'section'), 'blocks')).toContain('list of [blocks](#block-types)')
    expect(tableRow(section(docs, 'recipe-list'), 'recipes[].recipe')).toContain('id of a [recipe](#recipe)')
    expect(tableRow(section(docs, 'action-row'), 'actions')).toContain('list of [actions](#action)')
    expect(tableRow(section(docs, 'text'), 'paragraphs')).toContain('list of text')
    for (const { type, schema } of blockSchemas) {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.description) expect(tableRow(section(docs, type), name), `${type}.${name}`).toContain(property.description)
      }
    }
  })

  it('has a section for each library entry with its required properties', () => {
    for (const name of ['recipe', 'resource', 'organization']) {
      const schema = libraryDefs[name]
      expect(schema, name).toBeDefined()
      const text = section(docs, name)
      expect(text).toContain(schema.description ?? '')
      for (const property of schema.required ?? []) expect(tableRow(text, property), `${name}.${property}`).toMatch(/\| yes \|/)
    }
  })

  it('links only to headings it has', () => {
    const anchors = new Set(
      docs
        .split('\n')
        .filter((line) => /^#{1,3} /.test(line))
        .map((line) => line.replace(/^#+ /, '').toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')),
    )
    const links = [...docs.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1])
    expect(links.length).toBeGreaterThan(blockSchemas.length)
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([])
    for (const { type } of blockSchemas) expect(links).toContain(type)
  })
})
