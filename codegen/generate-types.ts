/**
 * Generates src/generated/manifest.ts, the TypeScript types of site.json, from the JSON Schema in schema/.
 * `npm run codegen` (codegen/codegen.ts) runs it.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { compile, type JSONSchema } from 'json-schema-to-typescript'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const schemaDir = resolve(projectRoot, 'schema')
const rootSchema = resolve(schemaDir, 'site.schema.json')
export const generatedTypesPath = resolve(projectRoot, 'src/generated/manifest.ts')

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Made from schema/*.schema.json by codegen/generate-types.ts (npm run codegen).
 * A stale copy fails \`npm run codegen -- --check\`, which runs before build, typecheck and tests.
 */`

const annotations = new Set(['title', 'description', 'examples'])

/**
 * A schema file's JSON without the editor-only annotations that would make json-schema-to-typescript invent
 * types: the `title` of any property, and the title, description and examples written beside a `$ref` (which
 * would copy the referenced type as Image1, Meal2...). Block types and `$defs` keep their names (HeroBlock,
 * Card, Recipe...).
 */
export function withoutPropertyTitles(value: unknown, isProperty = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutPropertyTitles(item))
  if (typeof value !== 'object' || value === null) return value
  const hasRef = '$ref' in value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (key === 'title' && isProperty) continue
    if (hasRef && annotations.has(key)) continue
    if (key === 'properties' && typeof item === 'object' && item !== null && !Array.isArray(item)) {
      copy[key] = Object.fromEntries(Object.entries(item).map(([name, schema]) => [name, withoutPropertyTitles(schema, true)]))
    } else if ((key === 'items' || key === 'additionalProperties') && isProperty) {
      copy[key] = withoutPropertyTitles(item, true)
    } else {
      copy[key] = withoutPropertyTitles(item)
    }
  }
  return copy
}

function readSchema(path: string): JSONSchema {
  const schema: JSONSchema = JSON.parse(readFileSync(path, 'utf8'))
  return JSON.parse(JSON.stringify(withoutPropertyTitles(schema)))
}

/**
 * Compiles the schema in schema/ to TypeScript source.
 * @returns the full text of the generated module.
 * @throws when a schema file is missing, is not JSON, or has a $ref that does not resolve.
 */
export async function renderManifestTypes(): Promise<string> {
  return compile(readSchema(rootSchema), 'SiteManifest', {
    cwd: schemaDir,
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: (file: { url: string }) => JSON.stringify(readSchema(fileURLToPath(new URL(file.url, 'file:///')))),
        },
      },
    },
    bannerComment: banner,
    additionalProperties: false,
    // A bounded array (maxItems) stays a plain array: json-schema-to-typescript would otherwise write every allowed
    // length as its own tuple type (up to 20 per array), which made this file 2.7 MB and slowed every `tsc` run. The
    // bound is still checked where it matters, by ajv against the schema. minItems still gives non-empty tuples.
    maxItems: -1,
    unreachableDefinitions: false,
    style: { singleQuote: true, semi: false, printWidth: 110 },
  })
}
