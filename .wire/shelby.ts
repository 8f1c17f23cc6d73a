// One-off: the Spanish Shelby route on the shelby schema as it is on main (urgent cards + warning groups).
import { readFileSync, writeFileSync } from 'node:fs'
import { applyEdits, modify, parse } from 'jsonc-parser'
const file = 'site.json'
let text = readFileSync(file, 'utf8')
const fmt = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }
const m = parse(text)
const en = m.routes.find((r: any) => r.path === '/assist-well/shelby')
const enBlock = en.blocks.find((b: any) => b.type === 'shelby')
const es = JSON.parse(readFileSync('es-drafts/shelby.es.json', 'utf8'))
const cards = JSON.parse(readFileSync('es-drafts/warning-cards.es.json', 'utf8'))
const sourcesOf = (id: string) => enBlock.urgent.find((u: any) => u.id === id).sources.map((s: any) => (s.href.startsWith('/') ? { ...s, title: 'Seven Wells: Ayuda ahora (página revisada)', href: '/es/ayuda' } : { ...s, title: `${s.title} (en inglés)` }))
const urgent = [
  { id: 'emergency', ...cards.emergency, sources: sourcesOf('emergency') },
  { id: 'chemo-fever', ...cards['fever-chemo'], sources: sourcesOf('chemo-fever') },
  { id: 'suicide-self-harm', ...cards.suicide, sources: [{ title: 'What to expect (988 Lifeline, en inglés): oprima 2 para español, o envíe AYUDA', href: 'https://988lifeline.org/get-help/what-to-expect' }, ...sourcesOf('suicide-self-harm')] },
  {
    id: 'warning-signs',
    heading: 'Señales de una emergencia: llame al 911 ahora',
    body: [
      'Llame al 911 ahora si hay dolor en el pecho, dificultad para respirar, un sangrado que no para, si tose o vomita sangre, si se hinchan la cara, los ojos o la lengua, si se desmaya o si tiene un dolor fuerte y repentino.',
      'Las señales de un derrame cerebral llegan de repente. Un lado de la cara se puede caer. Un brazo o una pierna puede estar débil o dormido. La voz puede salir arrastrada o difícil de entender. Puede costar ver, caminar o mantener el equilibrio.',
      'No espere a ver si las señales se quitan.',
      'Si no está seguro, llame ya a su equipo médico, aunque sea de noche. Use el número para después de horas que le dieron.',
    ],
    actions: [{ label: 'Llamar al 911', href: 'tel:911' }],
    sources: sourcesOf('warning-signs'),
  },
]
const ignore = JSON.parse(readFileSync('es-drafts/routes/buscar.json', 'utf8')).blocks[1].ignoreWords
const block = { type: 'shelby', ...es.shelbyWords, urgent, warnings: enBlock.warnings, ignoreWords: ignore, paths: es.paths }
const route = {
  path: '/es/asistencia/shelby', lang: 'es', translationOf: '/assist-well/shelby',
  title: 'Hablar con Shelby',
  description: 'Shelby busca en nuestras páginas revisadas en español, le guía por listas paso a paso y le indica líneas de ayuda que atienden en español. No es un médico.',
  healthInformation: true, audience: ['patient', 'caregiver'],
  keywords: ['shelby', 'asistente', 'chat', 'preguntar', 'ayuda', 'guía paso a paso'],
  blocks: [
    { type: 'hero', title: 'Hablar con Shelby', tagline: 'Un guía para nuestras páginas revisadas y para personas reales que le pueden ayudar. No es un médico.' },
    block,
    { type: 'notice', tone: 'info', heading: 'Sobre esta información', paragraphs: ['Esta página da información general. No reemplaza los consejos de su equipo médico. En una emergencia, llame al 911 o al número de emergencias de su zona.'] },
    { type: 'sources', heading: 'Fuentes', lastReviewed: '2026-11-24', items: [
      { title: 'What to expect when you contact the 988 Lifeline (en inglés)', publisher: '988 Suicide & Crisis Lifeline', href: 'https://988lifeline.org/get-help/what-to-expect' },
      { title: 'Recognizing medical emergencies (en inglés)', publisher: 'MedlinePlus, Biblioteca Nacional de Medicina', href: 'https://medlineplus.gov/ency/article/001927.htm' },
      { title: 'Watch Out for Fever (en inglés)', publisher: 'Centros para el Control y la Prevención de Enfermedades', href: 'https://www.cdc.gov/cancer/preventinfections/fever.htm' },
      { title: 'Información para pacientes y quienes se encargan de su cuidado (prevención de infecciones)', publisher: 'Centros para el Control y la Prevención de Enfermedades', href: 'https://www.cdc.gov/spanish/cancer/preventinfections/patients.htm' } ] },
    { type: 'action-row', label: 'Navegación de la página', actions: [{ label: '← Volver a Asistencia práctica', href: '/es/asistencia', emphasis: 'secondary' }, { label: 'Cómo funciona Shelby', href: '/assist-well/how-shelby-works' }] },
  ],
}
const index = m.routes.findIndex((r: any) => r.path === '/es/asistencia/citas')
text = applyEdits(text, modify(text, ['routes', index], route, { ...fmt, isArrayInsertion: true }))
writeFileSync(file, text)
console.log('inserted at', index)
