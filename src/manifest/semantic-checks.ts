import type { Block, ShelbyBlock, SiteManifest } from '../generated/manifest.ts'
import { closestName, type DescribedError } from './describe-schema-errors.ts'
import { canonicalPath } from '../app/paths.ts'
import { blockTypesIn, walkBlocks } from './walk-blocks.ts'
import { isToolType } from '../blocks/block-definitions.ts'
import { organizationIdPattern } from '../app/library.ts'

/** Calls `visit` for every block of every route and of the 404 page. */
export function walkManifestBlocks(manifest: SiteManifest, visit: (block: Block, pointer: string) => void): void {
  walkBlocks(manifest.notFound.blocks, visit, '/notFound/blocks')
  manifest.routes.forEach((route, index) => walkBlocks(route.blocks, visit, `/routes/${index}/blocks`))
}

/** Calls `visit` with every `href` string in a value (any depth) and its JSON Pointer below `pointer`. */
export function eachHref(value: unknown, pointer: string, visit: (href: string, pointer: string) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => eachHref(item, `${pointer}/${index}`, visit))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') visit(item, `${pointer}/href`)
      else eachHref(item, `${pointer}/${key}`, visit)
    }
  }
}

/**
 * Internal links ("/...") that match no route, anywhere in the manifest (navigation, footer, blocks, library),
 * each with the closest route path as a suggestion. Links to files (a path with a file extension) are left to
 * the image check.
 */
export function checkInternalLinks(manifest: SiteManifest): DescribedError[] {
  const paths = manifest.routes.map((route) => canonicalPath(route.path))
  const known = new Set(paths)
  const problems: DescribedError[] = []
  eachHref(manifest, '', (href, pointer) => {
    if (!href.startsWith('/') || /\.[a-z0-9]+$/i.test(href.split('#', 1)[0])) return
    const target = canonicalPath(href.split('#', 1)[0])
    if (known.has(target)) return
    const suggestion = closestName(target, paths)
    problems.push({
      path: pointer,
      message: `The link "${href}" leads to no page: no route has the path "${target}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      hint: 'Add a route with this path, or link to an existing one.',
    })
  })
  return problems
}

/**
 * The program directory and the blocks that use it:
 * - a program's `organization` that is written as an id names an entry of `organizations`;
 * - every language, country and US state code a program uses has a name in toolText.programFinder;
 * - a match-start block opens a route that shows a program-finder block, its question ids are unique, each answer
 *   sets a filter to one of the finder's values, and a single-choice question's answers all set the same filter.
 */
export function checkPrograms(manifest: SiteManifest): DescribedError[] {
  const problems: DescribedError[] = []
  const groups = manifest.toolText.programFinder.groups
  const organizationIds = Object.keys(manifest.organizations ?? {})
  for (const [id, program] of Object.entries(manifest.programs ?? {})) {
    const pointer = `/programs/${id}`
    if (organizationIdPattern.test(program.organization) && !organizationIds.includes(program.organization)) {
      const suggestion = closestName(program.organization, organizationIds)
      problems.push({
        path: `${pointer}/organization`,
        message: `There is no entry "${program.organization}" in the manifest's "organizations".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        hint: 'Write the organization\'s own name (with capitals or spaces), or use an id that is in "organizations".',
      })
    }
    const named = (codes: readonly string[] | undefined, group: 'lang' | 'country' | 'state', field: string) => {
      codes?.forEach((code, index) => {
        if (code === 'any' || Object.hasOwn(groups[group].options, code)) return
        problems.push({
          path: `${pointer}/${field}/${index}`,
          message: `The code "${code}" has no name in toolText.programFinder.groups.${group}.options, so the finder cannot show it.`,
          hint: `Add "${code}" with its name there, or fix the code.`,
        })
      })
    }
    named(program.languages, 'lang', 'languages')
    named(program.countries, 'country', 'countries')
    named(program.usStates, 'state', 'usStates')
  }

  const finderPaths = new Set(
    manifest.routes.filter((route) => blockTypesIn(route.blocks).includes('program-finder')).map((route) => canonicalPath(route.path)),
  )
  walkManifestBlocks(manifest, (block, pointer) => {
    if (block.type !== 'match-start') return
    if (!finderPaths.has(canonicalPath(block.finder))) {
      problems.push({
        path: `${pointer}/finder`,
        message: `The guided start opens "${block.finder}", but no route with that path shows a program-finder block.`,
        hint: `Point it at a route with a program finder${finderPaths.size ? `, such as "${[...finderPaths][0]}"` : ''}.`,
      })
    }
    const seen = new Set<string>()
    block.questions.forEach((question, questionIndex) => {
      const questionPointer = `${pointer}/questions/${questionIndex}`
      if (seen.has(question.id)) {
        problems.push({ path: `${questionPointer}/id`, message: `Two questions in this block have the id "${question.id}".`, hint: 'Give each question its own id.' })
      }
      seen.add(question.id)
      const filters = new Set<string>()
      question.options.forEach((option, optionIndex) => {
        if (!option.filter || option.value === undefined) return
        filters.add(option.filter)
        const known = Object.keys(groups[option.filter].options)
        if (known.includes(option.value)) return
        const suggestion = closestName(option.value, known)
        problems.push({
          path: `${questionPointer}/options/${optionIndex}/value`,
          message: `The finder's "${option.filter}" filter has no value "${option.value}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
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
  })
  return problems
}

/**
 * Rules the schema cannot state, checked on a manifest that already matches the schema:
 * - no two routes share a path (compared as the router compares them: any letter case, trailing slash or not);
 * - no two tabs in one tabs block share an id (they name the panels' anchors);
 * - every image file exists (`imageExists` answers for a path such as "/images/sea.svg");
 * - every recipe, gift idea, resource and organisation a block names by id exists in the manifest's library, and
 *   every gift idea's organization too (a gift to an organization names one, and only such a gift does); every
 *   task type a care-planner block names exists in `carePlanner.taskTypes`;
 * - a route marked `healthInformation` shows a sources block and an info notice (the disclaimer);
 * - every internal link leads to a route (see checkInternalLinks);
 * - the program directory and the guided start hold together (see checkPrograms);
 * - the 404 page's blocks name no library entries (the 404 page carries none);
 * - Shelby's warning groups name urgent cards it has, its guided paths' steps lead to steps they have (or "end")
 *   and every step can be reached, and ids are not repeated (see checkShelby).
 *
 * @returns one described problem per broken rule, in manifest order; empty when all hold.
 */
export function checkManifestRules(manifest: SiteManifest, imageExists: (src: string) => boolean): DescribedError[] {
  const problems: DescribedError[] = []

  const firstRouteByPath = new Map<string, number>()
  manifest.routes.forEach((route, index) => {
    const key = canonicalPath(route.path)
    const first = firstRouteByPath.get(key)
    if (first === undefined) {
      firstRouteByPath.set(key, index)
      return
    }
    problems.push({
      path: `/routes/${index}/path`,
      message: `The path "${route.path}" is already used by route ${first} ("${manifest.routes[first].path}").`,
      hint: 'Each page needs its own path. Change this one, or merge the two routes.',
    })
  })

  const checkImage = (src: string, pointer: string): void => {
    if (imageExists(src)) return
    problems.push({
      path: `${pointer}/src`,
      message: `The image file "${src}" does not exist.`,
      hint: 'Put the file in src/public (so "/images/x.svg" is src/public/images/x.svg), or fix the path.',
    })
  }
  if (manifest.logo) checkImage(manifest.logo.src, '/logo')

  const checkReference = (kind: 'recipes' | 'giftIdeas' | 'resources' | 'organizations', id: string, pointer: string) => {
    const known = Object.keys(manifest[kind] ?? {})
    if (known.includes(id)) return
    const suggestion = closestName(id, known)
    problems.push({
      path: pointer,
      message: `There is no entry "${id}" in the manifest's "${kind}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      hint: `Add it to "${kind}" at the top of site.json, or use an id that is there.`,
    })
  }

  for (const [id, idea] of Object.entries(manifest.giftIdeas ?? {})) {
    const pointer = `/giftIdeas/${id}`
    if (idea.organization) checkReference('organizations', idea.organization, `${pointer}/organization`)
    if ((idea.kind === 'organization') !== (idea.organization !== undefined)) {
      problems.push({
        path: pointer,
        message:
          idea.kind === 'organization'
            ? `The gift idea "${id}" is a gift to an organization but names none.`
            : `The gift idea "${id}" names an organization but its kind is "${idea.kind}".`,
        hint: 'A gift idea of kind "organization" names its organization\'s id in "organization"; other kinds name none.',
      })
    }
  }

  walkBlocks(
    manifest.notFound.blocks,
    (block, pointer) => {
      if (!isToolType(block.type)) return
      problems.push({
        path: pointer,
        message: `The 404 page cannot show a "${block.type}" block: interactive blocks load only with a route of their own.`,
        hint: 'Link to a page that shows it instead (the header\'s search form is on the 404 page already).',
      })
    },
    '/notFound/blocks',
  )

  if (manifest.ui.search) {
    const target = canonicalPath(manifest.ui.search.path)
    const route = manifest.routes.find((candidate) => canonicalPath(candidate.path) === target)
    if (!route) {
      problems.push({
        path: '/ui/search/path',
        message: `The header's search form goes to "${manifest.ui.search.path}", but no route has that path.`,
        hint: 'Add a route with a "search" block at that path, or point the form at an existing one.',
      })
    } else if (!blockTypesIn(route.blocks).includes('search')) {
      problems.push({
        path: '/ui/search/path',
        message: `The header's search form goes to "${manifest.ui.search.path}", which shows no search block.`,
        hint: 'Point it at the route with the "search" block, or add one to that route.',
      })
    }
  }

  walkManifestBlocks(manifest, (block, pointer) => {
    const onNotFoundPage = pointer.startsWith('/notFound/')
    if (onNotFoundPage && (block.type === 'recipe-list' || block.type === 'resource-list' || block.type === 'organization-list')) {
      problems.push({
        path: pointer,
        message: `The 404 page cannot show a ${block.type} block.`,
        hint: 'Link to a page that shows it instead.',
      })
    }
    if (block.type === 'recipe-list') {
      block.recipes.forEach((entry, index) => checkReference('recipes', entry.recipe, `${pointer}/recipes/${index}/recipe`))
    }
    if (block.type === 'gift-idea-list') {
      block.ideas.forEach((id, index) => checkReference('giftIdeas', id, `${pointer}/ideas/${index}`))
    }
    if (block.type === 'resource-list') {
      block.resources.forEach((id, index) => checkReference('resources', id, `${pointer}/resources/${index}`))
    }
    if (block.type === 'organization-list') {
      block.organizations.forEach((id, index) => checkReference('organizations', id, `${pointer}/organizations/${index}`))
    }
    if (block.type === 'care-planner') {
      const known = Object.keys(manifest.carePlanner?.taskTypes ?? {})
      if (!manifest.carePlanner) {
        problems.push({
          path: pointer,
          message: 'A care-planner block needs the planner\'s words, but site.json has no "carePlanner".',
          hint: 'Add "carePlanner" (words, taskTypes, chemo, foodSafety, defaults) at the top of site.json; see schema/library.schema.json.',
        })
      } else {
        block.taskTypes.forEach((id, index) => {
          if (known.includes(id)) return
          const suggestion = closestName(id, known)
          problems.push({
            path: `${pointer}/taskTypes/${index}`,
            message: `There is no task type "${id}" in the manifest's "carePlanner.taskTypes".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
            hint: `Known task types: ${known.join(', ')}.`,
          })
        })
      }
    }
    if (block.type === 'tabs') {
      const seen = new Set<string>()
      block.tabs.forEach((tab, index) => {
        if (seen.has(tab.id)) {
          problems.push({
            path: `${pointer}/tabs/${index}/id`,
            message: `Two tabs in this block have the id "${tab.id}".`,
            hint: 'Give each tab its own id.',
          })
        }
        seen.add(tab.id)
      })
    }
    if (block.type === 'shelby') problems.push(...checkShelby(block, pointer, checkReference))
    if (block.type === 'hero') {
      if (block.logo) checkImage(block.logo.src, `${pointer}/logo`)
      if (block.background) checkImage(block.background.src, `${pointer}/background`)
    }
    if (block.type === 'card-grid') {
      block.cards.forEach((card, index) => {
        if (card.image) checkImage(card.image.src, `${pointer}/cards/${index}/image`)
      })
    }
  })
  problems.push(...checkInternalLinks(manifest))
  problems.push(...checkPrograms(manifest))

  manifest.routes.forEach((route, index) => {
    if (!route.healthInformation) return
    let hasSources = false
    let hasDisclaimer = false
    walkBlocks(route.blocks, (block) => {
      if (block.type === 'sources') hasSources = true
      if (block.type === 'notice' && block.tone === 'info') hasDisclaimer = true
    })
    if (!hasSources || !hasDisclaimer) {
      const missing = [hasSources ? '' : 'a "sources" block', hasDisclaimer ? '' : 'an info "notice" with the disclaimer']
      problems.push({
        path: `/routes/${index}/healthInformation`,
        message: `This page gives health information but is missing ${missing.filter(Boolean).join(' and ')}.`,
        hint: 'Health pages show their sources with a "Last reviewed" date and a short disclaimer (see PRODUCT.md).',
      })
    }
  })
  return problems
}

/**
 * Rules for a Shelby block the schema cannot state: its helplines name organizations in the library; each warning
 * group names an urgent card of the block; urgent card, warning, rule and path ids are unique; each path's steps
 * have unique ids, every choice leads to a step of the path or to "end", and every step can be reached from the
 * first.
 */
export function checkShelby(
  block: ShelbyBlock,
  pointer: string,
  checkReference: (kind: 'organizations', id: string, pointer: string) => void,
): DescribedError[] {
  const problems: DescribedError[] = []
  const unique = (ids: readonly string[], where: string, what: string) => {
    const seen = new Set<string>()
    ids.forEach((id, index) => {
      if (seen.has(id)) problems.push({ path: `${pointer}/${where}/${index}/id`, message: `Two ${what} have the id "${id}".`, hint: 'Give each its own id.' })
      seen.add(id)
    })
  }
  block.handoff.helplines.forEach((id, index) => checkReference('organizations', id, `${pointer}/handoff/helplines/${index}`))
  unique(block.urgent.map((card) => card.id), 'urgent', 'urgent cards')
  unique(block.warnings.map((group) => group.id), 'warnings', 'warning groups')
  unique(block.handoff.rules.map((rule) => rule.id), 'handoff/rules', 'hand-off rules')
  unique(block.paths.map((path) => path.id), 'paths', 'guided paths')
  const cards = block.urgent.map((card) => card.id)
  block.warnings.forEach((group, index) => {
    if (cards.includes(group.card)) return
    const suggestion = closestName(group.card, cards)
    problems.push({
      path: `${pointer}/warnings/${index}/card`,
      message: `The warning group "${group.id}" shows the urgent card "${group.card}", which this block does not have.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
      hint: `Urgent cards: ${cards.join(', ')}.`,
    })
  })
  block.paths.forEach((path, pathIndex) => {
    const at = `${pointer}/paths/${pathIndex}`
    ;(path.helplines ?? []).forEach((id, index) => checkReference('organizations', id, `${at}/helplines/${index}`))
    unique(path.steps.map((step) => step.id), `paths/${pathIndex}/steps`, `steps of the path "${path.id}"`)
    const steps = path.steps.map((step) => step.id)
    const reached = new Set<string>([steps[0]])
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
