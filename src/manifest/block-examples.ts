import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { schemaDir } from './schema-validator.ts'

/** One example block from a block schema's `examples`, with where it came from. */
export interface BlockExample {
  /** The block type, from the schema's `type` const. */
  type: string
  /** The schema file it came from, relative to schema/, e.g. "blocks/hero.schema.json". */
  file: string
  /** The example block itself (validated against the schema by the tests, not here). */
  block: unknown
}

/**
 * Every example of every block type, read from schema/blocks/*.schema.json. The examples serve editors (hover
 * docs), the block catalogue and the tests, which validate and render each one.
 * @throws when a block schema has no `examples`: each block type must come with at least one.
 */
export function readBlockExamples(): BlockExample[] {
  const folder = join(schemaDir, 'blocks')
  return readdirSync(folder)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .flatMap((name) => {
      const schema: { properties?: { type?: { const?: string } }; examples?: unknown[] } = JSON.parse(
        readFileSync(join(folder, name), 'utf8'),
      )
      const type = schema.properties?.type?.const
      if (!type || !schema.examples?.length) throw new Error(`schema/blocks/${name} needs a "type" const and at least one example`)
      return schema.examples.map((block) => ({ type, file: `blocks/${name}`, block }))
    })
}
