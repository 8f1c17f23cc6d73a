import type { ShelbyBlock } from '../../generated/manifest.ts'
import { canonicalPath } from '../../app/paths.ts'
import { blocksOfType, blockTypesIn, walkBlocks } from '../walk-blocks.ts'
import { didYouMean, type DescribedError } from '../describe-schema-errors.ts'
import { repeatedIds, type ManifestRule } from './rule.ts'
import { compileWarningSigns, lookAlikesBlankingOwnWords } from '../../tools/shelby/warning-matcher.ts'
import { guideIds, visitGuideOf } from '../visit-guide.ts'

/** Every task type a care-planner block names exists in `carePlanner.taskTypes`. */
export const carePlannerTaskTypes: ManifestRule = {
  name: 'care-planner-task-types',
  description: 'Every task type a care-planner block names exists in "carePlanner.taskTypes".',
  check(manifest) {
    const problems: DescribedError[] = []
    // Without "carePlanner" at all, the tool-parts rule says so once; naming every task type too would be noise.
    if (!manifest.carePlanner) return problems
    const known = Object.keys(manifest.carePlanner.taskTypes)
    for (const { block, pointer } of blocksOfType(manifest, 'care-planner')) {
      block.taskTypes.forEach((id, index) => {
        if (known.includes(id)) return
        problems.push({
          path: `${pointer}/taskTypes/${index}`,
          message: `There is no task type "${id}" in the manifest's "carePlanner.taskTypes".${didYouMean(id, known)}`,
          hint: `Known task types: ${known.join(', ')}.`,
        })
      })
    }
    return problems
  },
}

/**
 * The Shelby guide a smart-nudge block names (its `visitGuide`, for an appointment's questions) exists on a Shelby
 * page in the block's own language, so a Spanish Smart Nudge never offers English questions.
 */
export const smartNudgeVisitGuide: ManifestRule = {
  name: 'smart-nudge-visit-guide',
  description: "The Shelby guide a smart-nudge block names for an appointment's questions is a guided path of a shelby block on a page in the block's language.",
  check(manifest) {
    const problems: DescribedError[] = []
    manifest.routes.forEach((route, index) => {
      const lang = route.lang ?? manifest.lang
      walkBlocks(
        route.blocks,
        (block, pointer) => {
          if (block.type !== 'smart-nudge' || block.visitGuide === undefined || visitGuideOf(manifest, block.visitGuide, lang)) return
          const known = guideIds(manifest, lang)
          problems.push({
            path: `${pointer}/visitGuide`,
            message: `There is no Shelby guide "${block.visitGuide}" on a page in "${lang}".${didYouMean(block.visitGuide, known)}`,
            hint: known.length > 0 ? `Shelby's guides in "${lang}": ${known.join(', ')}.` : `Add a shelby block with guided paths on a page in "${lang}", or leave visitGuide out.`,
          })
        },
        `/routes/${index}/blocks`,
      )
    })
    return problems
  },
}

/** A guided start (match-start) opens a route that shows a program finder. */
export const matchStartFinder: ManifestRule = {
  name: 'match-start-finder',
  description: 'A match-start block opens a route that shows a program-finder block.',
  check(manifest) {
    const finderPaths = new Set(
      manifest.routes.filter((route) => blockTypesIn(route.blocks).includes('program-finder')).map((route) => canonicalPath(route.path)),
    )
    const problems: DescribedError[] = []
    for (const { block, pointer } of blocksOfType(manifest, 'match-start')) {
      if (finderPaths.has(canonicalPath(block.finder))) continue
      const example = [...finderPaths][0]
      problems.push({
        path: `${pointer}/finder`,
        message: `The guided start opens "${block.finder}", but no route with that path shows a program-finder block.`,
        hint: `Point it at a route with a program finder${example ? `, such as "${example}"` : ''}.`,
      })
    }
    return problems
  },
}

/**
 * A guided start's questions hold together: unique ids, each answer sets a filter to one of the finder's values,
 * and a single-choice question's answers all set the same filter.
 */
export const matchStartQuestions: ManifestRule = {
  name: 'match-start-questions',
  description: "A match-start block's question ids are unique, its answers set real filter values, and a single-choice question sets one filter.",
  check(manifest) {
    const groups = manifest.toolText.programFinder.groups
    const problems: DescribedError[] = []
    for (const { block, pointer } of blocksOfType(manifest, 'match-start')) {
      for (const { id, index } of repeatedIds(block.questions.map((question) => question.id))) {
        problems.push({ path: `${pointer}/questions/${index}/id`, message: `Two questions in this block have the id "${id}".`, hint: 'Give each question its own id.' })
      }
      block.questions.forEach((question, questionIndex) => {
        const questionPointer = `${pointer}/questions/${questionIndex}`
        const filters = new Set<string>()
        question.options.forEach((option, optionIndex) => {
          if (!option.filter || option.value === undefined) return
          filters.add(option.filter)
          const known = Object.keys(groups[option.filter].options)
          if (known.includes(option.value)) return
          problems.push({
            path: `${questionPointer}/options/${optionIndex}/value`,
            message: `The finder's "${option.filter}" filter has no value "${option.value}".${didYouMean(option.value, known)}`,
            hint: `Use one of: ${known.join(', ')}.`,
          })
        })
        if (!question.multiple && filters.size > 1) {
          problems.push({
            path: `${questionPointer}/multiple`,
            message: `This single-choice question's answers set different filters (${[...filters].join(', ')}).`,
            hint: 'Make it a several-answers question ("multiple": true), or split it into one question per filter.',
          })
        }
      })
    }
    return problems
  },
}

/** Every Shelby block passes {@link checkShelby}. */
export const shelbyBlocks: ManifestRule = {
  name: 'shelby',
  description: "A Shelby block's ids are unique, and every step of its guided paths can be reached and leads somewhere.",
  check(manifest) {
    return blocksOfType(manifest, 'shelby').flatMap(({ block, pointer }) => checkShelby(block, pointer))
  },
}

/**
 * Rules for a Shelby block the schema cannot state (its helplines are library references, checked by the
 * library-references rule; its warning signs are site.json's warningSigns, see the warning-signs rule): rule and
 * path ids are unique; each path's steps
 * have unique ids, every choice leads to a step of the path or to "end", and every step can be reached from the
 * first.
 */
export function checkShelby(block: ShelbyBlock, pointer: string): DescribedError[] {
  const problems: DescribedError[] = []
  const unique = (ids: readonly string[], where: string, what: string) => {
    for (const { id, index } of repeatedIds(ids)) {
      problems.push({ path: `${pointer}/${where}/${index}/id`, message: `Two ${what} have the id "${id}".`, hint: 'Give each its own id.' })
    }
  }
  unique(block.handoff.rules.map((rule) => rule.id), 'handoff/rules', 'hand-off rules')
  unique(block.paths.map((path) => path.id), 'paths', 'guided paths')
  block.paths.forEach((path, pathIndex) => {
    const at = `${pointer}/paths/${pathIndex}`
    unique(path.steps.map((step) => step.id), `paths/${pathIndex}/steps`, `steps of the path "${path.id}"`)
    const steps = path.steps.map((step) => step.id)
    const reached = new Set<string>(steps.slice(0, 1))
    path.steps.forEach((step, stepIndex) => {
      step.choices.forEach((choice, choiceIndex) => {
        if (choice.next === 'end' || steps.includes(choice.next)) {
          reached.add(choice.next)
          return
        }
        problems.push({
          path: `${at}/steps/${stepIndex}/choices/${choiceIndex}/next`,
          message: `This choice leads to the step "${choice.next}", which the path "${path.id}" does not have.`,
          hint: `Use one of: ${[...steps, 'end'].join(', ')}.`,
        })
      })
    })
    path.steps.forEach((step, stepIndex) => {
      if (reached.has(step.id)) return
      problems.push({ path: `${at}/steps/${stepIndex}`, message: `No choice leads to the step "${step.id}".`, hint: 'Point a choice at it with "next", or remove it.' })
    })
    if (!reached.has('end')) {
      problems.push({ path: `${at}/steps`, message: `No choice of the path "${path.id}" leads to "end", so its list never shows.`, hint: 'Set "next": "end" on the last step\'s choices.' })
    }
  })
  return problems
}

/**
 * site.json's warning signs: ids are unique, every sign's description compiles (no unknown word group such as
 * "{mine}"), an empty list of signs is not left for Shelby (a missing one is the tool-parts rule's), and Shelby's
 * urgent cards have words for their sources.
 */
export const warningSigns: ManifestRule = {
  name: 'warning-signs',
  description: "Warning sign ids are unique, each sign's description and each look-alike of every sign can be read, no look-alike word blanks its sign's own words, and Shelby has signs and words for their sources.",
  check(manifest) {
    const problems: DescribedError[] = []
    const signs = manifest.warningSigns ?? []
    for (const { id, index } of repeatedIds(signs.map((sign) => sign.id))) {
      problems.push({ path: `/warningSigns/${index}/id`, message: `Two warning signs have the id "${id}".`, hint: 'Give each sign its own id.' })
    }
    signs.forEach((sign, index) => {
      try {
        compileWarningSigns([sign])
      } catch (error) {
        problems.push({
          path: `/warningSigns/${index}`,
          message: `The description of "${sign.id}" cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
          hint: 'Word groups are {my}, {self}, {someone} and {person}.',
        })
      }
      for (const [key, language] of [['match', 'en'], ['spanish', 'es']] as const) {
        for (const { lookAlike, stem } of lookAlikesBlankingOwnWords(sign[key], language)) {
          problems.push({
            path: `/warningSigns/${index}/${key}/notWhen`,
            message: `The look-alike "${lookAlike}" of "${sign.id}" would blank the sign's own words: it matches every word of the stem "${stem}", which the sign's description uses.`,
            hint: `Write it "=${lookAlike}" to match that word only as written.`,
          })
        }
      }
    })
    for (const language of ['en', 'es'] as const) {
      ;(manifest.warningLookAlikes?.[language] ?? []).forEach((pattern, index) => {
        try {
          compileWarningSigns([], [], { en: [], es: [], [language]: [pattern] })
        } catch (error) {
          problems.push({
            path: `/warningLookAlikes/${language}/${index}`,
            message: `This look-alike of every sign cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
            hint: 'Each wording needs {sign} (where a phrase of the sign matches) and a word of its own, such as "died of {my} {sign}".',
          })
        }
      })
    }
    for (const { block, pointer } of blocksOfType(manifest, 'shelby')) {
      const id = block.crisisFallback?.sign
      if (id !== undefined && !signs.some((sign) => sign.id === id)) {
        problems.push({
          path: `${pointer}/crisisFallback/sign`,
          message: `The crisis fallback names the warning sign "${id}", which site.json's "warningSigns" does not have.`,
          hint: `Use one of: ${signs.map((sign) => sign.id).join(', ')}.`,
        })
      }
    }
    const hasShelby = blocksOfType(manifest, 'shelby').length > 0
    if (hasShelby && !manifest.ui.sourcesLabel) {
      problems.push({ path: '/ui', message: 'Shelby shows urgent cards, but "ui" has no "sourcesLabel" for their sources.', hint: 'Add "sourcesLabel" (such as "Where this comes from") to "ui".' })
    }
    if (hasShelby && manifest.warningSigns !== undefined && signs.length === 0) {
      problems.push({
        path: '/warningSigns',
        message: 'Shelby checks every question for warning signs, but site.json\'s "warningSigns" is empty.',
        hint: 'Add the warning signs (see schema/warning-signs.schema.json) before showing Shelby.',
      })
    }
    return problems
  },
}

/** A warning-signs block has words for its cards' sources: its own "sourcesLabel" or the one in site.json's "ui". */
export const warningSignsSourcesLabel: ManifestRule = {
  name: 'warning-signs-sources-label',
  description: 'A warning-signs block has words for its cards\' sources, of its own or in "ui".',
  check(manifest) {
    return blocksOfType(manifest, 'warning-signs')
      .filter(({ block }) => !block.sourcesLabel && !manifest.ui.sourcesLabel)
      .map(({ pointer }) => ({
        path: pointer,
        message: 'This block shows urgent cards, but there are no words for their sources: the block has no "sourcesLabel" and site.json\'s "ui" has none.',
        hint: 'Add "sourcesLabel" (such as "Where this comes from") to the block or to "ui".',
      }))
  },
}
