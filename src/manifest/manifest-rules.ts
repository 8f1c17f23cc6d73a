import type { SiteManifest } from '../generated/manifest.ts'
import type { DescribedError } from './describe-schema-errors.ts'
import type { ManifestRule, RuleContext } from './rules/rule.ts'
import { headerSearchForm, healthPages, internalLinks, uniqueRoutePaths } from './rules/route-rules.ts'
import { imagesExist, libraryReferences, notFoundPageBlocks, toolParts, uniqueTabIds } from './rules/block-rules.ts'
import { giftIdeaOrganizations, programCodes, programOrganizations } from './rules/library-rules.ts'
import {
  carePlannerTaskTypes,
  matchStartFinder,
  matchStartQuestions,
  shelbyBlocks,
  smartNudgeVisitGuide,
  warningSigns,
  warningSignsSourcesLabel,
} from './rules/tool-rules.ts'
import { languages } from './rules/language-rules.ts'
import { thesaurus } from './rules/thesaurus-rules.ts'

/**
 * The rules site.json must keep that its schema cannot state, by name. Each is a {@link ManifestRule} in
 * src/manifest/rules/ with its own test (tests/unit/manifest-rules.test.ts); a new rule is one more object here.
 */
export const manifestRules: readonly ManifestRule[] = [
  uniqueRoutePaths,
  uniqueTabIds,
  imagesExist,
  libraryReferences,
  giftIdeaOrganizations,
  toolParts,
  carePlannerTaskTypes,
  notFoundPageBlocks,
  headerSearchForm,
  internalLinks,
  programOrganizations,
  programCodes,
  matchStartFinder,
  matchStartQuestions,
  shelbyBlocks,
  smartNudgeVisitGuide,
  warningSigns,
  warningSignsSourcesLabel,
  thesaurus,
  languages,
  healthPages,
]

/**
 * Checks every rule of {@link manifestRules} on a manifest that already matches the schema.
 *
 * @param imageExists answers whether an image path such as "/images/sea.svg" names a file that exists.
 * @returns one described problem per place a rule is broken, rule by rule; empty when all hold.
 */
export function checkManifestRules(manifest: SiteManifest, imageExists: RuleContext['imageExists']): DescribedError[] {
  return manifestRules.flatMap((rule) => rule.check(manifest, { imageExists }))
}
