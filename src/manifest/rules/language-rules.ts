import { checkLanguages } from '../../languages/check-languages.ts'
import type { ManifestRule } from './rule.ts'

/**
 * The site's languages hold together: each pack names the others, routes in another language use a pack that exists
 * and live under its path prefix, translations point at pages of the default language, and the library entries a
 * page in another language shows have its translation (see checkLanguages in src/languages/).
 */
export const languages: ManifestRule = {
  name: 'languages',
  description: "Routes, translations and the library entries a page in another language shows fit the site's language packs.",
  check: (manifest) => checkLanguages(manifest),
}
