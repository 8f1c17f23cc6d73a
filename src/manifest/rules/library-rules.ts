import { organizationIdPattern } from '../../app/library.ts'
import { didYouMean, type DescribedError } from '../describe-schema-errors.ts'
import { missingEntry, type ManifestRule } from './rule.ts'

/** A gift to an organization names one that is in `organizations`, and only such a gift names one. */
export const giftIdeaOrganizations: ManifestRule = {
  name: 'gift-idea-organizations',
  description: 'A gift idea of kind "organization" names an organization that exists; other kinds name none.',
  check(manifest) {
    const problems: DescribedError[] = []
    for (const [id, idea] of Object.entries(manifest.giftIdeas ?? {})) {
      const pointer = `/giftIdeas/${id}`
      const missing = idea.organization ? missingEntry(manifest, 'organizations', idea.organization, `${pointer}/organization`) : undefined
      if (missing) problems.push(missing)
      if ((idea.kind === 'organization') === (idea.organization !== undefined)) continue
      problems.push({
        path: pointer,
        message:
          idea.kind === 'organization'
            ? `The gift idea "${id}" is a gift to an organization but names none.`
            : `The gift idea "${id}" names an organization but its kind is "${idea.kind}".`,
        hint: 'A gift idea of kind "organization" names its organization\'s id in "organization"; other kinds name none.',
      })
    }
    return problems
  },
}

/** A program's `organization` written as an id (lower case with hyphens) names an entry of `organizations`. */
export const programOrganizations: ManifestRule = {
  name: 'program-organizations',
  description: 'A program whose organization is written as an id names an entry of "organizations".',
  check(manifest) {
    const organizationIds = Object.keys(manifest.organizations ?? {})
    return Object.entries(manifest.programs ?? {}).flatMap(([id, program]): DescribedError[] => {
      if (!organizationIdPattern.test(program.organization) || organizationIds.includes(program.organization)) return []
      return [
        {
          path: `/programs/${id}/organization`,
          message: `There is no entry "${program.organization}" in the manifest's "organizations".${didYouMean(program.organization, organizationIds)}`,
          hint: 'Write the organization\'s own name (with capitals or spaces), or use an id that is in "organizations".',
        },
      ]
    })
  },
}

/** Every language, country and US state code a program uses has a name in toolText.programFinder, to be shown. */
export const programCodes: ManifestRule = {
  name: 'program-codes',
  description: "Every language, country and US state code a program uses has a name in the program finder's words.",
  check(manifest) {
    const groups = manifest.toolText.programFinder.groups
    const problems: DescribedError[] = []
    for (const [id, program] of Object.entries(manifest.programs ?? {})) {
      const named = (codes: readonly string[] | undefined, group: 'lang' | 'country' | 'state', field: string) => {
        codes?.forEach((code, index) => {
          if (code === 'any' || Object.hasOwn(groups[group].options, code)) return
          problems.push({
            path: `/programs/${id}/${field}/${index}`,
            message: `The code "${code}" has no name in toolText.programFinder.groups.${group}.options, so the finder cannot show it.`,
            hint: `Add "${code}" with its name there, or fix the code.`,
          })
        })
      }
      named(program.languages, 'lang', 'languages')
      named(program.countries, 'country', 'countries')
      named(program.usStates, 'state', 'usStates')
    }
    return problems
  },
}
