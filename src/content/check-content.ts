/**
 * `npm run check:content [-- --manifest file]`: prints each English page's reading grade (Flesch-Kincaid), the
 * median, each Spanish page's reading ease (Szigriszt-Pazos), the translations whose original changed since, and any
 * placeholder text, then exits 1 if a page is above grade 9, the median above 8, a Spanish page below 65, or a
 * placeholder is found (see content-report.ts). It also warns (without failing) about programs last verified more than 6 months
 * before today, and prints how many reviewed resources the site has against the home page's claim (reviewed-resources.ts).
 */
import { posix, relative, resolve } from 'node:path'
import { formatProblems } from '../manifest/format-problems.ts'
import { defaultManifestPath, loadManifest } from '../manifest/load-manifest.ts'
import { checkContent, maxMedianGrade, maxPageGrade, maxVerifiedAgeMonths, stalePrograms } from './content-report.ts'
import { countReviewedResources, describeReviewedResources, reviewedResourcesClaim } from './reviewed-resources.ts'
import { minSpanishEase } from './spanish-readability.ts'

const index = process.argv.indexOf('--manifest')
const manifestArgument = index === -1 ? undefined : process.argv[index + 1]
const manifestPath = manifestArgument === undefined ? defaultManifestPath : resolve(manifestArgument)
const fileName = relative(process.cwd(), manifestPath).split('\\').join('/') || manifestPath
const loaded = loadManifest(manifestPath)
if (!loaded.ok) {
  console.error(formatProblems(loaded.problems, { fileName, source: loaded.source, sources: loaded.sources }))
  process.exit(1)
}
const report = await checkContent(loaded.manifest)
console.log('grade  path')
for (const { path, grade } of report.grades) {
  console.log(`${grade.toFixed(1).padStart(5)}  ${path}${grade > maxPageGrade ? `  <- above grade ${maxPageGrade}` : ''}`)
}
const highest = Math.max(...report.grades.map(({ grade }) => grade))
console.log(`\nMedian reading grade: ${report.median.toFixed(1)} (at most ${maxMedianGrade}); highest: ${highest.toFixed(1)} (at most ${maxPageGrade}).`)
if (report.spanish.length > 0) {
  console.log('\nSpanish pages: reading ease (Szigriszt-Pazos on the INFLESZ scale; Fernández-Huerta for comparison)')
  console.log('  ease  level            F-H   path')
  for (const { path, ease } of report.spanish) {
    const low = ease.szigrisztPazos < minSpanishEase ? `  <- below ${minSpanishEase} ("bastante fácil")` : ''
    console.log(`${ease.szigrisztPazos.toFixed(1).padStart(6)}  ${ease.level.padEnd(15)} ${ease.fernandezHuerta.toFixed(1).padStart(5)}  ${path}${low}`)
  }
  const lowest = Math.min(...report.spanish.map(({ ease }) => ease.szigrisztPazos))
  console.log(`Lowest Spanish reading ease: ${lowest.toFixed(1)} (at least ${minSpanishEase}).`)
}
for (const { path, lang } of report.notMeasured) console.log(`Not measured: ${path} is in "${lang}", which has no reading formula here.`)
for (const page of report.staleTranslations) {
  console.warn(`Out of date: ${page.path} was translated from ${page.translationOf}, which has changed${page.translatedOn ? ` since ${page.translatedOn}` : ''}. Bring it up to date, then run npm run translations -- --stamp ${page.path}`)
}
for (const entry of report.staleEntryTranslations) {
  console.warn(`Out of date: the "${entry.lang}" text of ${entry.entry} no longer matches the original. Bring it up to date, then run npm run translations -- --stamp ${entry.entry}`)
}
if (report.staleTranslations.length + report.staleEntryTranslations.length === 0) console.log('Every translation is in step with its original.')
const stale = stalePrograms(loaded.manifest, new Date())
for (const { id, lastVerified } of stale) {
  console.warn(`Warning: program "${id}" was last verified on ${lastVerified}, more than ${maxVerifiedAgeMonths} months ago. Re-check it against its sources and update lastVerified.`)
}
if (stale.length === 0) console.log(`Every program was verified in the last ${maxVerifiedAgeMonths} months.`)
console.log(describeReviewedResources(countReviewedResources(loaded.manifest), reviewedResourcesClaim(loaded.manifest)))
for (const finding of report.placeholders) {
  const place = loaded.locate(finding.path)
  const file = place.file === undefined ? fileName : posix.join(posix.dirname(fileName), place.file)
  console.error(`Placeholder "${finding.word}" at ${file}:${place.line}:${place.column} (${finding.path}): ${JSON.stringify(finding.text)}`)
}
if (report.passed) {
  console.log('The content check passed.')
} else {
  console.error('\nThe content check failed: simplify the pages marked above or replace the placeholder text.')
  process.exitCode = 1
}
