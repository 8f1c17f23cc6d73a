import type { CarePlanner, GiftIdea, Organization, Program, Recipe, Resource, SiteManifest, SmartNudge, WarningSign } from '../generated/manifest.ts'

/**
 * Library entries as a page in `lang` shows them: the entry with its text from `translations[lang]` laid over it
 * (a helpline's and a program's `start` merged field by field), without any `translations`, so a page carries
 * only its own language's words. In the default language, only the translations are dropped.
 */
function textIn<T extends { translatedFrom?: unknown }>(translations: Record<string, T> | undefined, lang: string, defaultLang: string): Omit<T, 'translatedFrom'> | undefined {
  if (lang === defaultLang) return undefined
  const text = translations?.[lang]
  if (!text) return undefined
  const { translatedFrom: _translatedFrom, ...words } = text
  return words
}

export function localizeRecipe({ translations, ...own }: Recipe, lang: string, defaultLang: string): Recipe {
  return { ...own, ...textIn(translations, lang, defaultLang) }
}

export function localizeResource({ translations, ...own }: Resource, lang: string, defaultLang: string): Resource {
  return { ...own, ...textIn(translations, lang, defaultLang) }
}

export function localizeGiftIdea({ translations, ...own }: GiftIdea, lang: string, defaultLang: string): GiftIdea {
  return { ...own, ...textIn(translations, lang, defaultLang) }
}

export function localizeOrganization({ translations, ...own }: Organization, lang: string, defaultLang: string): Organization {
  const words = textIn(translations, lang, defaultLang)
  if (!words) return own
  const { helpline, ...rest } = words
  return { ...own, ...rest, ...(own.helpline ? { helpline: { ...own.helpline, ...helpline } } : {}) }
}

export function localizeProgram({ translations, ...own }: Program, lang: string, defaultLang: string): Program {
  const words = textIn(translations, lang, defaultLang)
  if (!words) return own
  const { start, ...rest } = words
  return { ...own, ...rest, start: { ...own.start, ...start } }
}

/**
 * A warning sign as a page in `lang` shows it: in another language, its whole urgent card in that language (its
 * heading, what to do and its buttons), with no separate one-line summary in Spanish (`inSpanish` left empty),
 * which a page already in that language does not need. The matcher's descriptions stay as they are.
 */
export function localizeWarningSign({ translations, ...own }: WarningSign, lang: string, defaultLang: string): WarningSign {
  const words = textIn(translations, lang, defaultLang)
  if (!words) return own
  return { ...own, card: { ...words.card, inSpanish: '' } }
}

/** The words the tools share, in `lang`: the language pack's, or the default language's. */
export function toolTextIn(manifest: Pick<SiteManifest, 'lang' | 'toolText' | 'languages'>, lang: string): SiteManifest['toolText'] {
  return lang === manifest.lang ? manifest.toolText : (manifest.languages?.[lang]?.toolText ?? manifest.toolText)
}

/**
 * The care planner in `lang`: the default planner's task types, switches and defaults with the pack's words, task
 * type names, hints and tips, chemotherapy suggestions and food safety tips.
 */
export function carePlannerIn(manifest: Pick<SiteManifest, 'lang' | 'carePlanner' | 'languages'>, lang: string): CarePlanner | undefined {
  const planner = manifest.carePlanner
  const text = lang === manifest.lang ? undefined : manifest.languages?.[lang]?.carePlanner
  if (!planner || !text) return planner
  const taskTypes = Object.fromEntries(
    Object.entries(planner.taskTypes).map(([id, type]) => {
      const words = text.taskTypes[id]
      const { riskDayTips: _risk, treatmentDayTips: _treatment, ...structure } = type
      return [id, words ? { ...structure, ...words } : type]
    }),
  )
  return { ...planner, words: text.words, taskTypes, chemo: text.chemo, foodSafety: text.foodSafety }
}

/**
 * Smart Nudge in `lang`: the default smartNudge's nudge ids, timing (`when`, `at`) and usual day, with the pack's
 * words and each nudge's name, text and sources in that language. A nudge the pack does not word keeps the default
 * language's text (the languages rule names it as missing, so a valid manifest never shows one).
 */
export function smartNudgeIn(manifest: Pick<SiteManifest, 'lang' | 'smartNudge' | 'languages'>, lang: string): SmartNudge | undefined {
  const nudge = manifest.smartNudge
  const text = lang === manifest.lang ? undefined : manifest.languages?.[lang]?.smartNudge
  if (!nudge || !text) return nudge
  const nudges: SmartNudge['nudges'] = [localizeNudge(nudge.nudges[0], text.nudges), ...nudge.nudges.slice(1).map((one) => localizeNudge(one, text.nudges))]
  return { ...nudge, words: text.words, nudges }
}

function localizeNudge<T extends { id: string }>(nudge: T, words: Record<string, Partial<T>>): T {
  return Object.hasOwn(words, nudge.id) ? { ...nudge, ...words[nudge.id] } : nudge
}
