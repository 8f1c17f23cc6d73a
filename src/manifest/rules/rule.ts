import type { SiteManifest } from '../../generated/manifest.ts'
import type { LibraryCollection } from '../../blocks/block-definitions.ts'
import { didYouMean, type DescribedError } from '../describe-schema-errors.ts'

/** What a rule may ask about the world outside the manifest. */
export interface RuleContext {
  /** Answers whether an image path such as "/images/sea.svg" names a file that exists. */
  imageExists: (src: string) => boolean
}

/**
 * One rule the schema cannot state, checked on a manifest that already matches the schema. `name` is short,
 * lower case with hyphens, and unique (tests and readers refer to rules by it); `check` returns one problem per
 * place the rule is broken, each with its JSON Pointer, a plain message and a hint; empty when it holds.
 */
export interface ManifestRule {
  readonly name: string
  /** What the rule asks, in one sentence. */
  readonly description: string
  check(manifest: SiteManifest, context: RuleContext): DescribedError[]
}

/**
 * The problem for an id that names no entry of a library collection (with the closest id as a suggestion), or
 * undefined when the entry exists.
 */
export function missingEntry(
  manifest: Pick<SiteManifest, LibraryCollection>,
  collection: LibraryCollection,
  id: string,
  pointer: string,
): DescribedError | undefined {
  const known = collection === 'warningSigns' ? (manifest.warningSigns ?? []).map((sign) => sign.id) : Object.keys(manifest[collection] ?? {})
  if (known.includes(id)) return undefined
  return {
    path: pointer,
    message: `There is no entry "${id}" in the manifest's "${collection}".${didYouMean(id, known)}`,
    hint: `Add it to "${collection}" at the top of site.json, or use an id that is there.`,
  }
}

/** Ids that appear more than once in a list, each repeat with its index (the first of each stays unreported). */
export function repeatedIds(ids: readonly string[]): { id: string; index: number }[] {
  const seen = new Set<string>()
  const repeats: { id: string; index: number }[] = []
  ids.forEach((id, index) => {
    if (seen.has(id)) repeats.push({ id, index })
    seen.add(id)
  })
  return repeats
}
