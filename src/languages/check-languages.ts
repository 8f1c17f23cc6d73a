import type { Block, Program, SiteManifest, SmartNudge } from '../generated/manifest.ts'
import { closestName, didYouMean, type DescribedError } from '../manifest/describe-schema-errors.ts'
import { referencesIn } from '../app/library.ts'
import { walkBlocks } from '../manifest/walk-blocks.ts'
import { routeLanguage } from './translations.ts'
import { languageOfPath } from './language-paths.ts'

/** The text fields of a program that a translation gives again, in another language. */
export const programTextFields = [
  'name',
  'summary',
  'caution',
  'ageNotes',
  'cancerTypeNotes',
  'languageNotes',
  'costNotes',
  'eligibility',
  'askedWhenYouStart',
] as const

/** The text fields a program has (its `start.hours` and `start.steps` as "start.hours", "start.steps"). */
function textFieldsOf(program: Pick<Program, (typeof programTextFields)[number]> & { start?: { hours?: string; steps?: string[] } }): string[] {
  const fields: string[] = programTextFields.filter((field) => program[field] !== undefined)
  if (program.start?.hours !== undefined) fields.push('start.hours')
  if (program.start?.steps !== undefined) fields.push('start.steps')
  return fields
}

type LibraryKind = 'recipes' | 'giftIdeas' | 'resources' | 'organizations'

/**
 * Rules for languages that the schema cannot state (see docs/languages.md):
 * - a route's `lang` is the default language or one in `languages`, and its path lies under that language's
 *   pathPrefix; a route under a pack's prefix is in that pack's language;
 * - `translationOf` names a route in the default language, from a route in another language, and no two routes of
 *   one language translate the same route;
 * - every pack names every other language (`ui.language.names`), and so does the default language's `ui`;
 * - a route in another language shows only recipes, gift ideas, resources and organizations that have a translation
 *   in its language (or a resource written in it), and a resource written in one language is shown only there;
 * - a route in another language that can show warning signs (Shelby, warning-signs blocks) has their cards in it;
 * - a program's translation gives exactly the text fields the program has;
 * - a pack's Smart Nudge words give every self-care nudge of smartNudge, and no other.
 * @returns one described problem per broken rule, in manifest order.
 */
export function checkLanguages(manifest: SiteManifest): DescribedError[] {
  const problems: DescribedError[] = []
  const defaultLang = manifest.lang
  const packs = manifest.languages ?? {}
  const languages = [defaultLang, ...Object.keys(packs)]
  const paths = { defaultLang, prefixes: Object.fromEntries(Object.entries(packs).map(([lang, pack]) => [lang, pack.pathPrefix])) }

  const namesFor = (lang: string, names: Record<string, string>, pointer: string) => {
    for (const other of languages) {
      if (other === lang || Object.hasOwn(names, other)) continue
      problems.push({ path: pointer, message: `The language "${other}" has no name here.`, hint: `Add "${other}" with its name in this language.` })
    }
  }
  namesFor(defaultLang, manifest.ui.language.names, '/ui/language/names')
  for (const [lang, pack] of Object.entries(packs)) {
    if (lang === defaultLang) {
      problems.push({ path: `/languages/${lang}`, message: `"${lang}" is the site's default language, so it needs no pack.`, hint: 'Remove this pack.' })
    }
    namesFor(lang, pack.ui.language.names, `/languages/${lang}/ui/language/names`)
    problems.push(...checkNudgeWords(manifest.smartNudge, pack.smartNudge, `/languages/${lang}/smartNudge/nudges`))
  }

  const defaultRoutes = manifest.routes.filter((route) => routeLanguage(route, defaultLang) === defaultLang).map((route) => route.path)
  const translated = new Map<string, number>()
  manifest.routes.forEach((route, index) => {
    const pointer = `/routes/${index}`
    const lang = routeLanguage(route, defaultLang)
    if (route.lang !== undefined && !languages.includes(route.lang)) {
      const suggestion = closestName(route.lang, languages)
      problems.push({
        path: `${pointer}/lang`,
        message: `There is no language "${route.lang}" in "languages".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        hint: 'Add a language pack for it under "languages", or use a language that has one.',
      })
      return
    }
    const pathLang = languageOfPath(route.path, paths)
    if (pathLang !== lang) {
      const prefix = packs[lang]?.pathPrefix
      problems.push({
        path: `${pointer}/path`,
        message: prefix
          ? `This page is in "${lang}", so its path must be "${prefix}" or start with "${prefix}/".`
          : `The path "${route.path}" is where "${pathLang}" pages live, but this page is in "${lang}".`,
        hint: prefix ? 'Move the page under its language\'s prefix.' : `Set "lang": "${pathLang}", or move the page.`,
      })
    }
    if (route.translationOf === undefined) return
    if (lang === defaultLang) {
      problems.push({ path: `${pointer}/translationOf`, message: 'A page in the default language cannot be a translation.', hint: 'Set this page\'s "lang", or remove "translationOf".' })
      return
    }
    if (!defaultRoutes.includes(route.translationOf)) {
      const suggestion = closestName(route.translationOf, defaultRoutes)
      problems.push({
        path: `${pointer}/translationOf`,
        message: `No page in the default language has the path "${route.translationOf}".${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
        hint: 'Name the path of the page this one is adapted from.',
      })
      return
    }
    const key = `${lang} ${route.translationOf}`
    const first = translated.get(key)
    if (first !== undefined) {
      problems.push({
        path: `${pointer}/translationOf`,
        message: `Route ${first} ("${manifest.routes[first]?.path ?? ''}") already translates "${route.translationOf}" into "${lang}".`,
        hint: 'Each page has at most one translation per language.',
      })
    } else translated.set(key, index)
  })

  manifest.routes.forEach((route, index) => {
    const lang = routeLanguage(route, defaultLang)
    problems.push(...checkLibraryLanguage(manifest, route.blocks, lang, `/routes/${index}`))
  })

  for (const [id, program] of Object.entries(manifest.programs ?? {})) {
    const fields = textFieldsOf(program)
    for (const [lang, text] of Object.entries(program.translations ?? {})) {
      const given = textFieldsOf(text)
      const pointer = `/programs/${id}/translations/${lang}`
      const missing = fields.filter((field) => !given.includes(field))
      const extra = given.filter((field) => !fields.includes(field))
      if (missing.length > 0) {
        problems.push({ path: pointer, message: `This translation lacks ${missing.map((field) => `"${field}"`).join(', ')}, which the program has.`, hint: 'Translate every text field the program has.' })
      }
      if (extra.length > 0) {
        problems.push({ path: pointer, message: `This translation has ${extra.map((field) => `"${field}"`).join(', ')}, which the program does not have.`, hint: 'Add the field to the program first, or remove it here.' })
      }
    }
  }
  return problems
}

/** The warning signs a route can show: every sign where Shelby is, else the signs its warning-signs blocks name. */
function signsShownBy(manifest: SiteManifest, blocks: readonly Block[]): string[] {
  const ids = new Set<string>()
  walkBlocks(blocks, (block) => {
    if (block.type === 'shelby') for (const sign of manifest.warningSigns ?? []) ids.add(sign.id)
    if (block.type === 'warning-signs') for (const id of block.signs) ids.add(id)
  })
  return [...ids]
}

/** Library entries named by a route's blocks that have no text in the route's language. */
function checkLibraryLanguage(manifest: SiteManifest, blocks: readonly Block[], lang: string, pointer: string): DescribedError[] {
  const problems: DescribedError[] = []
  const defaultLang = manifest.lang
  const references = referencesIn(blocks, manifest.giftIdeas)
  const kinds: LibraryKind[] = ['recipes', 'giftIdeas', 'resources', 'organizations']
  for (const kind of kinds) {
    const entries: Record<string, { translations?: Record<string, unknown>; lang?: string }> = manifest[kind] ?? {}
    for (const id of references[kind]) {
      const entry = entries[id]
      if (!entry) continue // checkManifestRules names unknown ids
      const entryLang = entry.lang ?? defaultLang
      if (entryLang === lang) continue
      if (entryLang !== defaultLang) {
        problems.push({ path: pointer, message: `"${id}" in "${kind}" is written in "${entryLang}", but this page is in "${lang}".`, hint: 'List it only on pages in its language.' })
      } else if (!entry.translations || !Object.hasOwn(entry.translations, lang)) {
        problems.push({
          path: pointer,
          message: `This page is in "${lang}" and shows "${id}" from "${kind}", which has no "${lang}" text.`,
          hint: `Add "translations": { "${lang}": { … } } to "${id}", or leave it off this page.`,
        })
      }
    }
  }
  if (lang !== defaultLang) {
    for (const id of signsShownBy(manifest, blocks)) {
      const sign = manifest.warningSigns?.find((candidate) => candidate.id === id)
      if (sign && !Object.hasOwn(sign.translations ?? {}, lang)) {
        problems.push({
          path: pointer,
          message: `This page is in "${lang}" and can show the warning sign "${id}", whose card has no "${lang}" text.`,
          hint: `Add "translations": { "${lang}": { "card": { … } } } to the sign in "warningSigns".`,
        })
      }
    }
  }
  return problems
}

/** A pack's nudge words (`smartNudge.nudges` by id) that miss a nudge of the default smartNudge, or name one it lacks. */
function checkNudgeWords(nudge: SmartNudge | undefined, text: { nudges: Record<string, unknown> }, pointer: string): DescribedError[] {
  const problems: DescribedError[] = []
  const ids = (nudge?.nudges ?? []).map((one) => one.id)
  for (const id of ids) {
    if (!Object.hasOwn(text.nudges, id)) problems.push({ path: pointer, message: `The self-care nudge "${id}" has no words here.`, hint: `Add "${id}" with its name, text and sources in this language.` })
  }
  for (const id of Object.keys(text.nudges)) {
    if (ids.includes(id)) continue
    problems.push({ path: `${pointer}/${id}`, message: `There is no self-care nudge "${id}" in smartNudge.nudges.${didYouMean(id, ids)}`, hint: 'Use the id of a nudge in smartNudge.nudges, or remove this one.' })
  }
  return problems
}
