import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { field } from './field.ts'
import type { SiteManifest } from '../generated/manifest.ts'

/** Folder holding the JSON Schema files: schema/ at the project root. */
export const schemaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema')

/** Base URI for schema ids: only names the files to ajv so relative $refs resolve; nothing is fetched. */
const schemaBaseUri = 'https://seven-wells.invalid/schema/'
const rootSchemaId = 'site.schema.json'
const blockSchemaId = 'block.schema.json'

interface SchemaFile {
  id: string
  schema: object
}

/** Schemas for editors only (schema/authoring/, generated from these): the validator checks the assembled manifest. */
const editorsOnly = join('schema', 'authoring')

function readSchemaFiles(dir: string): SchemaFile[] {
  const files: SchemaFile[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.schema.json') || entry.parentPath.endsWith(editorsOnly)) continue
    const fullPath = join(entry.parentPath, entry.name)
    const schema: unknown = JSON.parse(readFileSync(fullPath, 'utf8'))
    if (typeof schema !== 'object' || schema === null) throw new Error(`${fullPath} does not hold a JSON Schema object`)
    files.push({ id: relative(dir, fullPath).split('\\').join('/'), schema })
  }
  return files
}

/**
 * The compiled manifest schema and facts read from it. Node only: the browser never compiles the schema.
 */
export interface ManifestSchema {
  /** ajv's validator for a whole site.json value; its `errors` hold every problem (allErrors). */
  validate: ValidateFunction<SiteManifest>
  /** The `type` of every block type, sorted, read from block.schema.json's oneOf. */
  blockTypes: string[]
}

let compiled: ManifestSchema | undefined

/**
 * Compiles schema/ with ajv (JSON Schema 2020-12, every error, discriminated block union). Cached per process.
 * @throws when a schema file is not JSON or the schema itself is invalid: a developer error, not a content one.
 */
export function loadManifestSchema(): ManifestSchema {
  if (compiled) return compiled
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false })
  addFormats(ajv, ['date'])
  const files = readSchemaFiles(schemaDir)
  for (const file of files) ajv.addSchema(file.schema, schemaBaseUri + file.id)
  const validate = ajv.getSchema<SiteManifest>(schemaBaseUri + rootSchemaId)
  if (!validate) throw new Error(`schema/${rootSchemaId} is missing`)
  const blockSchema = files.find((file) => file.id === blockSchemaId)?.schema
  const branches = field(blockSchema, 'oneOf')
  const blockTypes = (Array.isArray(branches) ? branches : [])
    .map((branch) => {
      const ref = field(branch, '$ref')
      const file = files.find((candidate) => candidate.id === ref)
      const type = field(field(field(file?.schema, 'properties'), 'type'), 'const')
      if (typeof type !== 'string') throw new Error(`schema/${String(ref)} has no "type" const`)
      return type
    })
    .sort()
  compiled = { validate, blockTypes }
  return compiled
}

export type { ErrorObject }
