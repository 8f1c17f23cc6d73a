// Reminders must not move when the clocks change: these tests run in a zone with daylight saving time (set before
// any date is made; Node reads TZ when it is changed).
process.env.TZ = 'America/New_York'

import fc from 'fast-check'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { SiteManifest } from '../../../src/generated/manifest.ts'
import { loadManifest } from '../../../src/manifest/load-manifest.ts'
import { addDays } from '../../../src/tools/shared/calendar-dates.ts'
import { decodeDocument, encodeDocument } from '../../../src/tools/shared/document-format.ts'
import { dueOn, inQuietHours, momentTime, quietFlags, riskWindowsOf, timesOf, treatmentDates } from '../../../src/tools/smart-nudge/day-rules.ts'
import { nudgeCalendar, type NudgeCalendarContext } from '../../../src/tools/smart-nudge/nudge-calendar.ts'
import { emptyPlan, nudgeFormat, planProblem, type NudgeMedicine, type NudgePlan } from '../../../src/tools/smart-nudge/nudge-plan.ts'
import { foodFlags } from '../../../src/tools/smart-nudge/save-section.tsx'
import { libraryFor } from '../../../src/app/library.ts'
import { validateManifestText } from '../../../src/manifest/validate-manifest.ts'
import { smartNudgeVisitGuide } from '../../../src/manifest/rules/tool-rules.ts'
import { checkLanguages } from '../../../src/languages/check-languages.ts'
import { minimalManifest } from '../../support/manifests.ts'

// site.json put together from its files (it may include others), checked.
const loaded = loadManifest()
if (!loaded.ok) throw new Error('site.json is invalid')
const site: SiteManifest = loaded.manifest
const smartNudge = site.smartNudge
if (!smartNudge) throw new Error('site.json has no smartNudge')
const day = smartNudge.defaults.day
const context: NudgeCalendarContext = { smartNudge, riskDays: { from: 7, to: 12 }, now: new Date(Date.UTC(2026, 10, 24, 12)) }

/** Six weeks across the start of daylight saving time in the US (Sunday 2026-03-08). */
const first = '2026-02-23'
const end = addDays(first, 42)

const medicines: NudgeMedicine[] = [
  { id: 'm1', name: 'Ondansetron 8 mg', schedule: { how: 'daily', at: ['breakfast', 'bed'] }, food: 'with', start: first },
  { id: 'm2', name: 'Antibiotic', schedule: { how: 'hours', every: 8 }, start: first },
  { id: 'm3', name: 'Capecitabine', schedule: { how: 'cycle', onDays: 14, cycleDays: 21, cycles: 2, at: ['breakfast', 'dinner'] }, food: 'with', start: first },
]

const plan: NudgePlan = {
  ...emptyPlan(day, 'plan0000test'),
  medicines,
  appointments: [
    { id: 'a1', what: 'Visit with Dr. Lee', date: '2026-03-02', time: '09:30', place: 'Clinic, 2nd floor', bring: ['Medicine list'], questions: ['What is the next step?'] },
    { id: 'a2', what: 'Blood test', date: '2026-03-10', time: '08:00' },
  ],
  nudges: [
    { id: 'fluids', at: ['midMorning', 'midAfternoon'], start: first },
    { id: 'mouth-care', at: ['breakfast', 'bed'], start: first },
  ],
}

/** Every VEVENT of a calendar file, parsed by ical.js. */
function events(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

/** The occurrences ical.js computes for an event from `from` (included) to `to` (excluded), as local JS dates. */
function occurrences(event: ICAL.Event, from: string, to: string): Date[] {
  if (!event.isRecurring()) return [event.startDate.toJSDate()].filter((date) => isoOf(date) >= from && isoOf(date) < to)
  const found: Date[] = []
  const iterator = event.iterator()
  for (let next = iterator.next(); next; next = iterator.next()) {
    const date = next.toJSDate()
    if (isoOf(date) >= to) break
    if (isoOf(date) >= from) found.push(date)
  }
  return found
}

function isoOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const clock = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`

describe('the reader\'s day as rules', () => {
  it('puts mid-morning halfway between breakfast and lunch, and every 8 hours from waking to bedtime', () => {
    expect(momentTime('midMorning', day)).toBe('09:45')
    expect(momentTime('breakfast', { ...day, breakfast: '08:15' })).toBe('08:15')
    expect(timesOf(medicines[1], day)).toEqual(['07:00', '15:00'])
    expect(timesOf(medicines[1], { ...day, wake: '06:00' })).toEqual(['06:00', '14:00', '22:00'])
    expect(timesOf({ schedule: { how: 'asNeeded' } }, day)).toEqual([])
  })

  it('moves every reminder when the day changes', () => {
    const later = { ...day, breakfast: '09:00', bed: '23:30' }
    expect(timesOf(medicines[0], later)).toEqual(['09:00', '23:30'])
  })

  it('knows the days "on" of a cycle, weekdays and the first and last day', () => {
    const cycle = medicines[2]
    if (!cycle) throw new Error('no cycle medicine')
    expect(dueOn(cycle, first)).toBe(true)
    expect(dueOn(cycle, addDays(first, 13))).toBe(true)
    expect(dueOn(cycle, addDays(first, 14))).toBe(false)
    expect(dueOn(cycle, addDays(first, 21))).toBe(true)
    expect(dueOn(cycle, addDays(first, 42))).toBe(false)
    expect(dueOn(cycle, addDays(first, -1))).toBe(false)
    const weekly: NudgeMedicine = { id: 'w', name: 'W', schedule: { how: 'weekdays', days: ['MO', 'TH'], at: ['lunch'] }, start: first, end: '2026-03-05' }
    expect([first, '2026-02-24', '2026-02-26', '2026-03-02', '2026-03-05', '2026-03-09'].map((date) => dueOn(weekly, date))).toEqual([true, false, true, true, true, false])
  })

  it('flags reminders in quiet hours, which may run past midnight, and medicines "without food" set at a meal', () => {
    expect(inQuietHours('23:00', day)).toBe(true)
    expect(inQuietHours('06:00', day)).toBe(true)
    expect(inQuietHours('06:30', day)).toBe(false)
    expect(inQuietHours('12:00', { quietFrom: '13:00', quietTo: '15:00' })).toBe(false)
    const late: NudgePlan = {
      ...plan,
      medicines: [{ id: 'n', name: 'Night pill', schedule: { how: 'daily', at: ['23:15'] }, food: 'without', start: first }, { ...medicines[0], id: 'e', food: 'without' }],
      appointments: [{ id: 'x', what: 'Early scan', date: first, time: '07:45' }],
      nudges: [],
    }
    expect(quietFlags(late)).toEqual([
      { kind: 'medicine', name: 'Night pill', time: '23:15' },
      { kind: 'appointmentReminder', what: 'Early scan', time: '05:45' },
    ])
    expect(foodFlags(late)).toEqual(['Ondansetron 8 mg'])
    expect(quietFlags(plan)).toEqual([{ kind: 'appointmentReminder', what: 'Blood test', time: '06:00' }])
  })

  it('finds the higher-risk days after each chemotherapy day (CDC: usually 7 to 12 days after a dose)', () => {
    const treatments = [{ id: 't1', date: '2026-03-02', every: 21, times: 3 }]
    expect(treatmentDates(treatments)).toEqual(['2026-03-02', '2026-03-23', '2026-04-13'])
    expect(riskWindowsOf({ treatments }, { from: 7, to: 12 })[0]).toEqual({ treatment: '2026-03-02', from: '2026-03-09', to: '2026-03-14' })
    expect(riskWindowsOf({ treatments, riskDays: { from: 5, to: 9 } }, { from: 7, to: 12 })[0]).toMatchObject({ from: '2026-03-07', to: '2026-03-11' })
  })
})

describe('the calendar file', () => {
  const ics = nudgeCalendar(plan, context)
  const parsed = events(ics)
  const byUid = (part: string) => parsed.filter((event) => event.uid.includes(part))

  it('parses with ical.js and gives the right number of reminders over six weeks', () => {
    const count = (part: string) => byUid(part).reduce((sum, event) => sum + occurrences(event, first, end).length, 0)
    expect(count('-medicine-m1-')).toBe(42 * 2)
    expect(count('-medicine-m2-')).toBe(42 * 2)
    // Two cycles of 14 days on and 7 off, twice a day: days 1 to 14 and 22 to 35.
    expect(count('-medicine-m3-')).toBe(2 * 14 * 2)
    expect(count('-appointment-')).toBe(2)
    expect(count('-nudge-fluids-')).toBe(42 * 2)
    expect(count('-nudge-mouth-care-')).toBe(42 * 2)
  })

  it('keeps every reminder at its wall-clock time across the change to daylight saving time (floating time)', () => {
    expect(ics).not.toMatch(/^DTSTART[^:\r\n]*:\d{8}T\d{6}Z/m)
    expect(ics).not.toMatch(/TZID/)
    const daily = byUid('-medicine-m1-')
    const times = daily.flatMap((event) => occurrences(event, first, end).map(clock))
    expect(new Set(times)).toEqual(new Set(['07:30', '22:00']))
    // Before and after the change, the same wall-clock time, though the offset from UTC changed.
    const [breakfast] = daily
    if (!breakfast) throw new Error('no breakfast event')
    const dates = occurrences(breakfast, first, end)
    const before = dates.find((date) => isoOf(date) === '2026-03-07')
    const after = dates.find((date) => isoOf(date) === '2026-03-09')
    expect(before && clock(before)).toBe('07:30')
    expect(after && clock(after)).toBe('07:30')
    expect(before?.getTimezoneOffset()).not.toBe(after?.getTimezoneOffset())
  })

  it('has an alarm on every reminder, and a day before and two hours before each appointment', () => {
    for (const event of parsed) expect(event.component.getAllSubcomponents('valarm').length).toBeGreaterThan(0)
    const [visit] = byUid('-appointment-a1')
    const triggers = visit?.component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger')))
    expect(triggers).toEqual(['-P1D', '-PT2H'])
    expect(visit?.location).toBe('Clinic, 2nd floor')
    expect(visit?.description).toContain('Medicine list')
    expect(visit?.description).toContain('What is the next step?')
  })

  it('says in every medicine event to follow the care team, and that it is not a safety alarm', () => {
    for (const event of byUid('-medicine-')) expect(event.description).toContain(smartNudge.words.calendarMedicineNote)
  })

  it('makes no event for a medicine taken only when needed, and none at all for an empty plan', () => {
    const asNeeded = nudgeCalendar({ ...plan, medicines: [{ id: 'p', name: 'Pain relief', schedule: { how: 'asNeeded' }, start: first }], appointments: [], nudges: [] }, context)
    expect(events(asNeeded)).toHaveLength(0)
  })

  it('ends a medicine on its last day', () => {
    const short = nudgeCalendar({ ...plan, medicines: [{ ...medicines[0], end: addDays(first, 9) }], appointments: [], nudges: [] }, context)
    expect(events(short).reduce((sum, event) => sum + occurrences(event, first, end).length, 0)).toBe(10 * 2)
  })

  it('reminds to take the temperature on the higher-risk days only, at the chosen times', () => {
    const withChemo: NudgePlan = { ...plan, medicines: [], appointments: [], treatments: [{ id: 't1', date: '2026-03-02', every: 21, times: 2 }], nudges: [{ id: 'temperature', at: ['wake', 'bed'], start: first }] }
    const dates = events(nudgeCalendar(withChemo, context)).flatMap((event) => occurrences(event, first, '2026-05-01').map(isoOf))
    const expected = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']
    expect([...new Set(dates)].sort()).toEqual(expected)
    expect(dates).toHaveLength(expected.length * 2)
  })
})

describe('the plan in its link', () => {
  it('round-trips, and 0 medicines is a valid plan', async () => {
    for (const document of [plan, { ...plan, medicines: [] }]) {
      const encoded = await encodeDocument(nudgeFormat, document)
      if (!encoded.ok) throw new Error(encoded.problem)
      expect(encoded.fragment.startsWith('nudges=')).toBe(true)
      expect(await decodeDocument(`https://sevenwells.example.org/assist-well/smart-nudge#${encoded.fragment}`, nudgeFormat)).toEqual({ ok: true, data: document })
    }
  })

  it('refuses a day out of order, a cycle without days off, an end before the start, repeated ids', () => {
    expect(planProblem(plan)).toBeUndefined()
    expect(planProblem({ ...plan, day: { ...day, lunch: '07:00' } })).toMatch(/order/)
    expect(planProblem({ ...plan, medicines: [{ ...medicines[0], end: addDays(first, -1) }] })).toMatch(/end/)
    expect(planProblem({ ...plan, medicines: [{ ...medicines[0], schedule: { how: 'cycle', onDays: 21, cycleDays: 21, cycles: 1, at: ['wake'] } }] })).toMatch(/days off/)
    expect(planProblem({ ...plan, medicines: [medicines[0], medicines[0]] })).toMatch(/repeated/)
  })

  it('refuses tampered, cut-off, foreign and newer links plainly, whatever is done to them', async () => {
    const encoded = await encodeDocument(nudgeFormat, plan)
    if (!encoded.ok) throw new Error(encoded.problem)
    const link = encoded.fragment
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 8, max: link.length - 1 }), fc.constantFrom('A', 'b', '-', '_', '9'), async (at, character) => {
        fc.pre(link[at] !== character)
        const tampered = `${link.slice(0, at)}${character}${link.slice(at + 1)}`
        const result = await decodeDocument(tampered, nudgeFormat)
        expect(result.ok).toBe(false)
      }),
      { numRuns: 60 },
    )
    expect(await decodeDocument(link.slice(0, link.length - 10), nudgeFormat)).toMatchObject({ ok: false })
    expect(await decodeDocument(link.replace('nudges=', 'care-plan='), nudgeFormat)).toMatchObject({ ok: false, problem: 'wrongKind' })
  })
})

describe('the smart-nudge block in site.json', () => {
  it('carries the questions of the Shelby guide it names, the CDC words and the usual higher-risk days', () => {
    const route = site.routes.find((candidate) => candidate.path === '/assist-well/smart-nudge')
    if (!route) throw new Error('no Smart Nudge route')
    const library = libraryFor(site, route.blocks).smartNudge
    expect(library?.visitGuide?.href).toBe('/assist-well/shelby#guide-appointments')
    expect(library?.visitGuide?.questions).toContain('What is the next step, and when is my next visit?')
    expect(library?.chemo.source.href).toBe('https://www.cdc.gov/cancer/features/preventing-infections.html')
    expect(library?.riskDays).toEqual({ from: 7, to: 12 })
    expect(library?.nudges.every((nudge) => nudge.sources.length > 0)).toBe(true)
  })

  it('is refused, with its place and a plain message, when it names a Shelby guide that does not exist', () => {
    const manifest = minimalManifest()
    manifest.routes[0].blocks = [{ type: 'hero', title: 'Reminders' }, { type: 'smart-nudge', visitGuide: 'apointments' }]
    const result = validateManifestText(JSON.stringify(manifest))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([expect.objectContaining({ path: '/routes/0/blocks/1/visitGuide', message: 'There is no Shelby guide "apointments" on a page in "en".' })])
  })

  it('comes in Spanish on a Spanish page: the pack\'s words and nudges, the Spanish Shelby\'s guide, the same timing', () => {
    const route = site.routes.find((candidate) => candidate.path === '/es/asistencia/recordatorios')
    const pack = site.languages?.es?.smartNudge
    if (!route || !pack) throw new Error('no Spanish Smart Nudge route or words')
    const library = libraryFor(site, route.blocks, 'es').smartNudge
    expect(library?.words).toEqual(pack.words)
    expect(library?.visitGuide?.href).toBe('/es/asistencia/shelby#guide-appointments')
    expect(library?.visitGuide?.questions).toContain('¿Cuál es el siguiente paso, y cuándo es mi próxima cita?')
    expect(library?.chemo.fever).toBe(site.languages?.es?.carePlanner.chemo.fever)
    expect(library?.nudges.map((nudge) => nudge.id)).toEqual(smartNudge.nudges.map((nudge) => nudge.id))
    expect(library?.nudges.map((nudge) => [nudge.when, nudge.at])).toEqual(smartNudge.nudges.map((nudge) => [nudge.when, nudge.at]))
    for (const nudge of library?.nudges ?? []) {
      expect(nudge.name).toBe(pack.nudges[nudge.id]?.name)
      expect(nudge.sources).toEqual(pack.nudges[nudge.id]?.sources)
    }
    // The English page is unchanged by the pack.
    const english = site.routes.find((candidate) => candidate.path === '/assist-well/smart-nudge')
    expect(english && libraryFor(site, english.blocks).smartNudge?.words).toEqual(smartNudge.words)
  })

  it('refuses a Spanish Smart Nudge that names a guide only the English Shelby has', () => {
    const broken = structuredClone(site)
    const index = broken.routes.findIndex((candidate) => candidate.path === '/es/asistencia/recordatorios')
    const block = broken.routes[index]?.blocks.find((candidate) => candidate.type === 'smart-nudge')
    if (!block || block.type !== 'smart-nudge') throw new Error('no Spanish smart-nudge block')
    block.visitGuide = 'records'
    const problems = smartNudgeVisitGuide.check(broken, { imageExists: () => true })
    expect(problems).toEqual([expect.objectContaining({ path: expect.stringMatching(new RegExp(`^/routes/${index}/blocks/\\d+/visitGuide$`)), message: expect.stringContaining('There is no Shelby guide "records" on a page in "es"') })])
  })

  it('names a self-care nudge a language pack leaves out or adds', () => {
    const broken = structuredClone(site)
    const nudges = broken.languages?.es?.smartNudge.nudges
    const rest = nudges?.rest
    if (!nudges || !rest) throw new Error('no Spanish nudge words')
    delete nudges.rest
    nudges['rests'] = rest
    const problems = checkLanguages(broken).filter((problem) => problem.path.startsWith('/languages/es/smartNudge'))
    expect(problems).toEqual([
      expect.objectContaining({ path: '/languages/es/smartNudge/nudges', message: 'The self-care nudge "rest" has no words here.' }),
      expect.objectContaining({ path: '/languages/es/smartNudge/nudges/rests', message: expect.stringContaining('There is no self-care nudge "rests" in smartNudge.nudges. Did you mean "rest"?') }),
    ])
  })

  it('is refused by the schema when a language pack lacks one of Smart Nudge\'s words', () => {
    const manifest = minimalManifest()
    const pack = structuredClone(site.languages?.es)
    if (!pack) throw new Error('no Spanish pack')
    const { heading: _heading, ...words } = pack.smartNudge.words
    manifest.languages = { es: { ...pack, smartNudge: { ...pack.smartNudge, words } } }
    const result = validateManifestText(JSON.stringify(manifest))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toContainEqual(expect.objectContaining({ path: '/languages/es/smartNudge/words', message: expect.stringContaining('heading') }))
  })
})
