import type { SiteManifest } from '../../generated/manifest.ts'
import { stemsOf } from '../../tools/shared/words.ts'
import type { DescribedError } from '../describe-schema-errors.ts'
import type { ManifestRule } from './rule.ts'

/**
 * Rules for the thesaurus the schema cannot state, comparing phrases as search and Shelby do (by word stems, so
 * "support groups" reads as "support group"):
 * - a lay phrase belongs to one entry only, or Shelby could not tell which idea a reader means;
 * - a lay phrase that reads the same as one of its entry's site words adds nothing;
 * - an entry needs at least one site word and one lay word to do anything.
 */
export function checkThesaurus(manifest: Pick<SiteManifest, 'thesaurus'>): DescribedError[] {
  const problems: DescribedError[] = []
  const owner = new Map<string, { entry: number; lay: number }>()
  ;(manifest.thesaurus ?? []).forEach((entry, index) => {
    const pointer = `/thesaurus/${index}`
    if (entry.site.length === 0 || entry.lay.length === 0) {
      problems.push({
        path: pointer,
        message: `This thesaurus entry has no ${entry.site.length === 0 ? 'site words' : 'lay words'}, so it does nothing.`,
        hint: 'Give it the words the pages use ("site") and the words readers use for the same thing ("lay"), or remove it.',
      })
    }
    const siteForms = new Set(entry.site.map((phrase) => stemsOf(phrase).join(' ')))
    entry.lay.forEach((phrase, layIndex) => {
      const form = stemsOf(phrase).join(' ')
      if (siteForms.has(form)) {
        problems.push({
          path: `${pointer}/lay/${layIndex}`,
          message: `The lay phrase "${phrase}" reads the same as a site word of its entry, so it adds nothing.`,
          hint: 'Remove it: search and Shelby already find the other forms of a word ("sores" for "sore").',
        })
        return
      }
      const earlier = owner.get(form)
      if (earlier && earlier.entry !== index) {
        problems.push({
          path: `${pointer}/lay/${layIndex}`,
          message: `The lay phrase "${phrase}" is also in thesaurus entry ${earlier.entry} (at /thesaurus/${earlier.entry}/lay/${earlier.lay}), so Shelby could not tell which idea a reader means.`,
          hint: 'Keep it in the entry it belongs to, or merge the two entries.',
        })
        return
      }
      owner.set(form, { entry: index, lay: layIndex })
    })
  })
  return problems
}

/** The thesaurus's lay phrases each belong to one entry and add something, and every entry has both kinds of words. */
export const thesaurus: ManifestRule = {
  name: 'thesaurus',
  description: 'Each thesaurus entry has site and lay words, and each lay phrase belongs to one entry and differs from its site words.',
  check: (manifest) => checkThesaurus(manifest),
}
