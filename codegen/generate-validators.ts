/**
 * Generates the precompiled validators for data that comes from outside the page (share links, reply links,
 * imported files, files the build writes and tools fetch): for every schema/data/<name>.schema.json, ajv's standalone
 * code in src/generated/validators/<name>.js, re-exported by src/generated/validators.js, and the types of all in
 * src/generated/validators.d.ts. The browser runs these as plain functions: it never compiles a
 * schema, so the Content Security Policy needs no 'unsafe-eval'.
 *
 * Each data schema needs a `title` (its TypeScript type's name, such as "CarePlan"); the validator is exported as
 * `validate<Title>` (validateCarePlan). `npm run codegen` (codegen/codegen.ts) runs it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { withoutPropertyTitles } from './generate-types.ts'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = resolve(projectRoot, 'schema')
/** Base URI for schema ids, as in src/manifest/schema-validator.ts: it only names files; nothing is fetched. */
const schemaBaseUri = 'https://seven-wells.invalid/schema/'

export const validatorsCodePath = resolve(projectRoot, 'src/generated/validators.js')
export const validatorsTypesPath = resolve(projectRoot, 'src/generated/validators.d.ts')

const banner = (kind: string) => `/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * ${kind} made from schema/data/*.schema.json by codegen/generate-validators.ts (npm run codegen).
 */`

/** A data schema: its file, its id for ajv, its type name and the name of its validator. */
export interface DataSchema {
  file: string
  id: string
  typeName: string
  validatorName: string
  schema: JSONSchema
}

function readJson(path: string): JSONSchema {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/**
 * The data schemas in `dir` (schema/data by default), sorted by file name.
 * @throws when one has no `title` made of letters and digits.
 */
export function readDataSchemas(dir = join(schemaDir, 'data')): DataSchema[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.schema.json')).sort()
  } catch {
    return []
  }
  return names.map((name) => {
    const schema = readJson(join(dir, name))
    const words = typeof schema.title === 'string' ? schema.title.split(/\s+/).filter(Boolean) : []
    const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
    if (!/^[A-Z][A-Za-z0-9]*$/.test(title)) throw new Error(`schema/data/${name} needs a "title" such as "Care plan" (its type name)`)
    return { file: name, id: `${schemaBaseUri}data/${name}`, typeName: title, validatorName: `validate${title}`, schema }
  })
}

/** Every other schema file (common definitions the data schemas may $ref), by id. */
function sharedSchemas(): { id: string; schema: JSONSchema }[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => ({ id: schemaBaseUri + name, schema: readJson(join(schemaDir, name)) }))
}

/**
 * ajv's standalone code keeps CommonJS `require("...").default` calls for its runtime helpers (string length,
 * deep equality) even when asked for ES modules (ajv-validator/ajv#2209): turn each into an import. Bundlers and
 * Node disagree on what a default import of a CommonJS module is, so the helper is unwrapped from the namespace.
 * @throws for any other require (ajv-formats' `format` needs one): data schemas use `pattern` instead.
 */
function asEsModule(code: string): string {
  const imports = new Map<string, string>()
  const body = code.replace(/require\("([^"]+)"\)\.default/g, (_match, module: string) => {
    const name = imports.get(module) ?? `runtime${imports.size}`
    imports.set(module, name)
    return name
  })
  if (body.includes('require(')) throw new Error('a data schema needs a runtime helper other than ajv\'s own (use "pattern" instead of "format")')
  const importLines = [...imports].flatMap(([module, name]) => [
    `import * as ${name}Module from ${JSON.stringify(module.endsWith('.js') ? module : `${module}.js`)};`,
    `const ${name} = unwrapDefault(${name}Module);`,
  ])
  const unwrap =
    'function unwrapDefault(value) { while (typeof value !== "function" && value && "default" in value) value = value.default; return value; }'
  return [unwrap, ...importLines, body.replace(/^"use strict";/, '')].join('\n')
}

/** The folder of the validators' modules, one per data schema (see renderValidatorModule). */
export const validatorModulesDir = resolve(projectRoot, 'src/generated/validators')

/** A data schema's module in {@link validatorModulesDir}: "care-plan.schema.json" gives "care-plan.js". */
export function validatorModuleName(data: Pick<DataSchema, 'file'>): string {
  return data.file.replace(/\.schema\.json$/, '.js')
}

/**
 * One data schema's validator as standalone ES module code, exported as `validate<Title>`. One module per schema, so a
 * bundle puts each validator in the chunk of the tool that uses it: the warning knowledge's validator (large, as its
 * schema is) loads with Shelby alone, not with every tool that reads a link.
 */
export function renderValidatorModule(data: DataSchema, schemas: readonly DataSchema[] = readDataSchemas()): string {
  const ajv = new Ajv2020({ code: { source: true, esm: true, lines: true }, allErrors: true, strict: true, strictRequired: false })
  // A regular expression compiles into the standalone code; ajv-formats' "date" would need its runtime (see asEsModule).
  // The shared schemas' dates (a source's "checked") are written YYYY-MM-DD; the manifest's own validator checks the day.
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/)
  for (const shared of sharedSchemas()) ajv.addSchema(shared.schema, shared.id)
  for (const other of schemas) ajv.addSchema(other.schema, other.id)
  return `${banner('Validator')}\n${asEsModule(standaloneCode(ajv, { [data.validatorName]: data.id }))}\n`
}

/** The module every validator is imported from: it re-exports each schema's module (an empty module when there are none). */
export function renderValidatorsCode(schemas: readonly DataSchema[] = readDataSchemas()): string {
  const lines = schemas.map((data) => `export { ${data.validatorName} } from './validators/${validatorModuleName(data)}';`)
  return `${banner('Validators')}\n${lines.length > 0 ? lines.join('\n') : 'export {}'}\n`
}

/** The types of the data and of each validator, for src/generated/validators.d.ts. */
export async function renderValidatorsTypes(schemas: readonly DataSchema[] = readDataSchemas()): Promise<string> {
  const parts: string[] = [banner('Types of the validators'), "import type { Validator } from '../tools/shared/link-codec.ts'"]
  for (const data of schemas) {
    const types = await compile(JSON.parse(JSON.stringify(withoutPropertyTitles(data.schema))), data.typeName, {
      cwd: join(schemaDir, 'data'),
      bannerComment: '',
      additionalProperties: false,
      unreachableDefinitions: false,
      declareExternallyReferenced: true,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, semi: false, printWidth: 110 },
    })
    parts.push(types.trim(), `/** Checks data from outside the page against schema/data/${data.file}. */`)
    parts.push(`export declare const ${data.validatorName}: Validator<${data.typeName}>`)
  }
  if (schemas.length === 0) parts.push('export {}')
  return `${parts.join('\n\n')}\n`
}
