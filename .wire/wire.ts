// One-off: moves es-drafts into site.json with jsonc-parser edits (keeps the file's formatting).
import { readFileSync, writeFileSync, readdirSync } from 'node:fs'
import { applyEdits, modify, parse } from 'jsonc-parser'
const root = '/work/wt/spanish'
const file = process.argv[2] ?? `${root}/site.json`
let text = readFileSync(file, 'utf8')
const fmt = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }
const set = (path: (string | number)[], value: unknown) => { text = applyEdits(text, modify(text, path, value, fmt)) }
const read = (p: string) => JSON.parse(readFileSync(`${root}/es-drafts/${p}`, 'utf8'))
const englishLanguage = { name: 'English', names: { es: 'Spanish' }, otherLanguage: '(in {language})', outOfDate: 'The {language} page this one comes from was updated on {date}.', outOfDateNoDate: 'The page this one comes from changed after it was written.', readOriginal: 'Read the original page' }
set(['ui', 'language'], englishLanguage)
if (process.argv[3] === 'ui-only') { writeFileSync(file, text); process.exit(0) }
const pack = read('pack.es.json')
set(['languages'], { es: pack })
const m = parse(text)
const lib = { ...read('library/recipes.es.json'), ...read('library/library.es.json'), ...read('library/programs.es.json'), ...read('library/gift-ideas.es.json') }
for (const [id, t] of Object.entries<any>(lib.recipes)) set(['recipes', id, 'translations'], { es: t })
for (const [id, t] of Object.entries<any>(lib.organizations)) set(['organizations', id, 'translations'], { es: t })
for (const [id, t] of Object.entries<any>(lib.programs)) set(['programs', id, 'translations'], { es: t })
for (const [id, t] of Object.entries<any>(lib.giftIdeas)) set(['giftIdeas', id, 'translations'], { es: t })
for (const [id, r] of Object.entries<any>(lib.resources)) set(['resources', id], r)
const order = ['home', 'leer', 'comer', 'alimentacion-durante-el-tratamiento', 'recetas-para-la-recuperacion', 'semana-1', 'bienestar', 'sesiones-para-cuidadores', 'encontrar-apoyo', 'empezar', 'programas', 'ayuda-entre-todos', 'planificador', 'regalos', 'lista-de-deseos', 'asistencia', 'citas', 'seguro-y-finanzas', 'viajes-para-el-tratamiento', 'ayuda', 'privacidad', 'accesibilidad', 'guardadas', 'sin-conexion', 'buscar']
const files = readdirSync(`${root}/es-drafts/routes`).map((f) => f.replace('.json', ''))
for (const f of files) if (!order.includes(f)) throw new Error('unordered ' + f)
let n = parse(text).routes.length
for (const f of order) set(['routes', n++], read(`routes/${f}.json`))
writeFileSync(file, text)
console.log('routes', n, 'm', Object.keys(m).length)
