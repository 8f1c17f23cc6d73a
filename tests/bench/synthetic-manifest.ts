/**
 * Large, valid synthetic manifests for the benchmarks (tests/bench/bench.ts and load.ts).
 *
 * Starts from tests/fixtures/minimal-site.json and adds routes with a realistic mix of blocks: hero, text,
 * card-grid, tabs holding meal-day / list / recipe-list blocks, list, sources + info notice (health pages),
 * resource-list, organization-list, stats, section, call-to-action, shopping-list and action-row. Every
 * library reference names an entry the fixture has (recipe "creamy-banana-oats", resource "nci-eating-hints",
 * organization "cancer-information-service"), every path is unique and every internal link points at a route
 * that exists. Output is deterministic (seeded), so benchmark runs compare like with like.
 *
 * As a module:
 *   syntheticManifest(200)              // the fixture plus routes up to 200 in total
 *   syntheticManifestText(200)          // the same, as site.json-style text (2-space indent)
 *   syntheticManifestTextOfSize(10e6)   // text of at least ~10 MB (as many routes as that takes)
 *
 * From the command line:
 *   npx tsx tests/bench/synthetic-manifest.ts --routes 2000 [--out file.json]
 *   npx tsx tests/bench/synthetic-manifest.ts --megabytes 10 [--out file.json]
 * Without --out the manifest goes to stdout; a summary line goes to stderr.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { seededRandom } from '../../codegen/seeded-random.ts'

const fixturePath = fileURLToPath(new URL('../fixtures/minimal-site.json', import.meta.url))

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** A manifest as plain JSON: the fixture's site-wide parts plus `routes`. */
export interface SyntheticManifest extends JsonObject {
  routes: JsonObject[]
}


const words = (
  'gentle warm simple steady small soft fresh careful quiet daily weekly early calm kind clear safe ' +
  'meal plan rest walk sleep water soup broth rice oats banana yogurt tea family friend nurse doctor care team ' +
  'energy appetite taste comfort support question answer visit ride note list recipe kitchen table morning evening'
).split(' ')
const sections = ['read-well', 'eat-well', 'experience-well', 'match-well', 'do-well', 'wishing-well', 'assist-well', 'guides']
const dishes = [
  'Creamy Banana Oatmeal',
  'Gentle Chicken and Rice Soup',
  'Baked Salmon with Mashed Sweet Potato',
  'Overnight Oats with Blueberries',
  'Creamy Carrot and Red Lentil Soup',
  'Soft Turkey Meatballs with Rice',
  'Vanilla Chia Pudding with Mango',
  'Applesauce with plain crackers',
  'Cottage cheese with canned peaches',
]

class Writer {
  private readonly next: () => number
  constructor(seed: number) {
    this.next = seededRandom(seed)
  }
  int(max: number): number {
    return Math.floor(this.next() * max)
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  phrase(min: number, max: number): string {
    const count = min + this.int(max - min + 1)
    const text = Array.from({ length: count }, () => this.pick(words)).join(' ')
    return text[0].toUpperCase() + text.slice(1)
  }
  sentence(): string {
    return `${this.phrase(8, 18)}.`
  }
  paragraph(): string {
    return Array.from({ length: 1 + this.int(3) }, () => this.sentence()).join(' ')
  }
  paragraphs(min: number, max: number): string[] {
    return Array.from({ length: min + this.int(max - min + 1) }, () => this.paragraph())
  }
}

function routePath(index: number): string {
  return `/${sections[index % sections.length]}/topic-${index}`
}

/** One route's blocks: a hero first, then a mix chosen by the route's index and the seeded writer. */
function routeBlocks(w: Writer, index: number, title: string, linkTargets: () => string): { blocks: JsonObject[]; health: boolean } {
  const blocks: JsonObject[] = [
    { type: 'hero', title, ...(w.chance(0.7) ? { tagline: w.sentence() } : {}) },
    { type: 'text', ...(w.chance(0.6) ? { heading: w.phrase(2, 5) } : {}), paragraphs: w.paragraphs(1, 3) },
  ]
  const card = (): JsonObject => ({
    title: w.phrase(2, 4),
    ...(w.chance(0.3) ? { label: `Week ${1 + w.int(4)}` } : {}),
    description: w.sentence(),
    ...(w.chance(0.3) ? { features: [w.phrase(3, 6), w.phrase(3, 6)] } : {}),
    action: w.chance(0.8) ? { label: 'Read more', href: linkTargets() } : { label: 'Coming soon', comingSoon: true },
  })
  const mealDay = (day: number): JsonObject => ({
    type: 'meal-day',
    day: `Day ${day}`,
    title: `${w.phrase(1, 2)} Menu`,
    meals: Object.fromEntries(
      ['breakfast', 'lunch', 'dinner', 'snack'].map((meal) => [meal, { dish: w.pick(dishes), note: w.sentence() }]),
    ),
  })
  let health = false
  switch (index % 6) {
    case 0:
      blocks.push({
        type: 'card-grid',
        heading: w.phrase(2, 4),
        ...(w.chance(0.5) ? { intro: w.sentence() } : {}),
        ...(w.chance(0.3) ? { layout: 'two-then-rest' } : {}),
        cards: Array.from({ length: 2 + w.int(4) }, card),
      })
      break
    case 1: {
      health = true
      blocks.push({
        type: 'tabs',
        label: `${title} sections`,
        tabs: [
          { id: 'meal-plan', label: 'Daily Meal Plan', blocks: [mealDay(1), mealDay(2), { type: 'text', paragraphs: w.paragraphs(1, 2) }] },
          { id: 'recipes', label: 'Featured Recipes', blocks: [{ type: 'recipe-list', heading: 'Featured Recipes', recipes: [{ recipe: 'creamy-banana-oats', day: 'Day 1' }] }] },
          { id: 'shopping', label: 'Shopping List', blocks: [{ type: 'shopping-list', heading: 'Shopping List', categories: [{ name: 'Produce', items: [w.phrase(2, 4), w.phrase(2, 4), w.phrase(2, 4)] }, { name: 'Pantry', items: [w.phrase(2, 4), w.phrase(2, 4)] }] }] },
          { id: 'prep', label: 'Meal Prep Tips', blocks: [{ type: 'list', heading: 'Prep tips', items: [w.sentence(), w.sentence(), w.sentence()] }] },
        ],
      })
      break
    }
    case 2:
      blocks.push({ type: 'list', ...(w.chance(0.7) ? { heading: w.phrase(2, 4) } : {}), ...(w.chance(0.4) ? { ordered: true } : {}), items: Array.from({ length: 3 + w.int(5) }, () => w.sentence()) })
      blocks.push({ type: 'resource-list', heading: 'Where to start', resources: ['nci-eating-hints'] })
      break
    case 3:
      blocks.push({ type: 'stats', heading: 'In numbers', items: [{ value: String(1 + w.int(99)), label: w.phrase(2, 4) }, { value: String(1 + w.int(9)), label: w.phrase(2, 4) }] })
      blocks.push({ type: 'call-to-action', heading: w.phrase(2, 5), body: [w.sentence()], actions: [{ label: 'Explore', href: linkTargets() }, { label: 'Start matching', comingSoon: true, emphasis: 'secondary' }] })
      break
    case 4:
      blocks.push({ type: 'section', heading: w.phrase(2, 4), blocks: [{ type: 'text', paragraphs: w.paragraphs(1, 2) }, { type: 'organization-list', heading: 'Who can help', organizations: ['cancer-information-service'] }] })
      break
    default:
      health = true
      blocks.push({ type: 'text', heading: w.phrase(2, 4), paragraphs: w.paragraphs(2, 4) })
      break
  }
  if (health) {
    blocks.push({ type: 'notice', tone: 'info', heading: 'About this information', paragraphs: ['This is general information, not medical advice. Talk to your care team.'] })
    blocks.push({ type: 'sources', heading: 'Sources', lastReviewed: '2026-11-21', items: [{ title: 'Eating Hints', publisher: 'National Cancer Institute', href: 'https://www.cancer.gov/' }] })
  }
  if (w.chance(0.6)) blocks.push({ type: 'action-row', label: 'Page navigation', actions: [{ label: 'Back to home', href: '/', emphasis: 'secondary' }, { label: 'Next page', href: linkTargets() }] })
  return { blocks, health }
}

/**
 * The fixture plus synthetic routes, `routeCount` routes in total (at least the fixture's own two).
 * @param seed changes the words and mix; the same seed always gives the same manifest.
 */
export function syntheticManifest(routeCount: number, seed = 7): SyntheticManifest {
  const manifest = JSON.parse(readFileSync(fixturePath, 'utf8')) as SyntheticManifest
  // The manifest is meant to live at the project root (like site.json) or in a temp folder; the fixture's
  // relative $schema would point nowhere there, and the validator only needs it to be a string.
  manifest.$schema = './schema/site.schema.json'
  const w = new Writer(seed)
  const existing = manifest.routes.length
  const total = Math.max(routeCount, existing)
  const extra = total - existing
  const linkTargets = () => (extra > 0 ? routePath(w.int(extra)) : '/')
  for (let index = 0; index < extra; index++) {
    const title = `${w.phrase(2, 4)} ${index}`
    const { blocks, health } = routeBlocks(w, index, title, linkTargets)
    manifest.routes.push({
      path: routePath(index),
      title,
      description: w.sentence().slice(0, 200),
      ...(health ? { healthInformation: true } : {}),
      blocks,
    })
  }
  return manifest
}

/** {@link syntheticManifest} as text, formatted like site.json (2-space indent, trailing newline). */
export function syntheticManifestText(routeCount: number, seed = 7): string {
  return `${JSON.stringify(syntheticManifest(routeCount, seed), null, 2)}\n`
}

/** A synthetic manifest's text of at least `bytes` bytes (within one route of it), with its route count. */
export function syntheticManifestTextOfSize(bytes: number, seed = 7): { text: string; routes: number } {
  // Estimate the bytes per route from a sample, then correct once or twice.
  const sampleRoutes = 200
  const fixedBytes = Buffer.byteLength(syntheticManifestText(2, seed))
  let perRoute = (Buffer.byteLength(syntheticManifestText(sampleRoutes, seed)) - fixedBytes) / (sampleRoutes - 2)
  let routes = Math.max(2, Math.ceil((bytes - fixedBytes) / perRoute) + 2)
  let text = syntheticManifestText(routes, seed)
  for (let attempt = 0; attempt < 4 && Buffer.byteLength(text) < bytes; attempt++) {
    perRoute = (Buffer.byteLength(text) - fixedBytes) / (routes - 2)
    routes = Math.ceil((bytes - fixedBytes) / perRoute) + 2 + attempt * 10
    text = syntheticManifestText(routes, seed)
  }
  return { text, routes }
}

function cli(): void {
  const option = (name: string) => {
    const index = process.argv.indexOf(name)
    return index === -1 ? undefined : process.argv[index + 1]
  }
  const out = option('--out')
  const megabytes = option('--megabytes')
  let text: string
  let routes: number
  if (megabytes !== undefined) {
    ;({ text, routes } = syntheticManifestTextOfSize(Number(megabytes) * 1e6))
  } else {
    routes = Number(option('--routes') ?? 200)
    if (!Number.isInteger(routes) || routes < 1) throw new Error('--routes needs a whole number of at least 1')
    text = syntheticManifestText(routes)
  }
  if (out) writeFileSync(out, text)
  else process.stdout.write(text)
  console.error(`Synthetic manifest: ${Math.max(routes, 2)} routes, ${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB${out ? ` -> ${out}` : ''}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) cli()
