/**
 * `npm run translations`: lists every translation whose original changed since it was translated (pages and
 * library entries), and exits 1 when there is one.
 * `npm run translations -- --stamp <what> [<what> ...]`: records that translations are up to date with their
 * original now: `<what>` is a translated page's path ("/es/comer") or a library entry ("recipes/creamy-banana-oatmeal",
 * every language of it; "warningSigns/fever-chemo" for a warning sign's card). It writes `translatedFrom` (the original's fingerprint and today's date) where the
 * translation is written (site.json, or the content/ file it includes there), keeping the file's formatting. Run it
 * after bringing a translation up to date, not before.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { applyEdits, modify } from 'jsonc-parser'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { editPlace } from '../manifest/manifest-edit-place.ts'
import { assembleManifest } from '../manifest/manifest-files.ts'
import { staleEntryTranslations, staleTranslations, translatedPart } from './translations.ts'
import { textFingerprint } from './visible-text.ts'

const loaded = loadManifest(defaultManifestPath)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems, { source: loaded.source }))
  process.exit(1)
}
const manifest = loaded.manifest
const collections = { recipes: manifest.recipes, resources: manifest.resources, organizations: manifest.organizations, programs: manifest.programs, giftIdeas: manifest.giftIdeas, warningSigns: Object.fromEntries((manifest.warningSigns ?? []).map((sign) => [sign.id, sign])) }
const stampAt = process.argv.indexOf('--stamp')

if (stampAt === -1) {
  const pages = staleTranslations(manifest.routes)
  const entries = staleEntryTranslations(collections)
  for (const page of pages) console.log(`${page.path}: its original ${page.translationOf} changed${page.translatedOn ? ` since ${page.translatedOn}` : ' (no translatedFrom recorded)'}.`)
  for (const entry of entries) console.log(`${entry.entry} (${entry.lang}): the original text changed${entry.recorded ? '' : ' (no translatedFrom recorded)'}.`)
  if (pages.length + entries.length === 0) console.log('Every translation is up to date with its original.')
  else process.exitCode = 1
} else {
  const today = new Date().toISOString().slice(0, 10)
  const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }
  const assembled = assembleManifest({ text: readFileSync(defaultManifestPath, 'utf8'), path: defaultManifestPath })
  if (!assembled.ok) throw new Error(formatProblems(assembled.problems, { fileName: defaultManifestPath, sources: assembled.sources }))
  const place = assembled.manifest
  // The edited text of each file touched, written once at the end.
  const texts = new Map<string, string>()
  const stamp = (segments: (string | number)[], value: { hash: string; date: string }) => {
    const { file, path } = editPlace(place, defaultManifestPath, segments)
    const text = texts.get(file) ?? readFileSync(file, 'utf8')
    texts.set(file, applyEdits(text, modify(text, path, value, format)))
  }
  for (const target of process.argv.slice(stampAt + 1)) {
    if (target.startsWith('/')) {
      const index = manifest.routes.findIndex((route) => route.path === target)
      const route = manifest.routes[index]
      const original = manifest.routes.find((candidate) => candidate.path === route?.translationOf)
      if (!route || !original) throw new Error(`${target} is not a translated page (a route with "translationOf")`)
      stamp(['routes', index, 'translatedFrom'], { hash: textFingerprint(original), date: today })
      console.log(`Stamped ${target} as up to date with ${original.path}.`)
      continue
    }
    const [collection = '', id = ''] = target.split('/')
    const entries: Record<string, { translations?: Record<string, object> }> | undefined = Object.hasOwn(collections, collection) ? Reflect.get(collections, collection) : undefined
    const entry = entries?.[id]
    if (!entry?.translations) throw new Error(`${target} is not a library entry with translations ("recipes/<id>", "programs/<id>", ...)`)
    // Warning signs are a list in site.json; the others are records by id.
    const at: (string | number)[] = collection === 'warningSigns' ? [collection, (manifest.warningSigns ?? []).findIndex((sign) => sign.id === id)] : [collection, id]
    for (const [lang, translation] of Object.entries(entry.translations)) {
      stamp([...at, 'translations', lang, 'translatedFrom'], { hash: textFingerprint(translatedPart(entry, translation)), date: today })
    }
    console.log(`Stamped ${target} as up to date.`)
  }
  for (const [file, text] of texts) writeFileSync(file, text)
}
