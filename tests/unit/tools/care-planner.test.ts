import { siteManifestJson } from '../../support/site.ts'
import fc from 'fast-check'
import ICAL from 'ical.js'
import { afterEach, describe, expect, it } from 'vitest'
import type { CarePlanner } from '../../../src/generated/manifest.ts'
import { encodeLink } from '../../../src/tools/shared/link-codec.ts'
import { backupJson } from '../../../src/tools/shared/files.ts'
import { addDays, isIsoDate, weekdayOf } from '../../../src/tools/shared/calendar-dates.ts'
import { expandRule, expandSeries, maxOccurrences } from '../../../src/tools/shared/repeat-rule.ts'
import {
  decodePlan,
  decodeReply,
  planKind,
  planVersion,
  readPlanFile,
  replyKind,
  slotsOf,
  viewOnlyCopy,
  type CarePlan,
  type CareTask,
} from '../../../src/tools/care-planner/plan.ts'
import { freeSlot, makeReply, mergeReply, sameDish } from '../../../src/tools/care-planner/replies.ts'
import { helperCalendar, planCalendar, type CalendarContext } from '../../../src/tools/care-planner/calendar.ts'
import { floating } from '../../../src/tools/shared/calendar-file.ts'
import { dayFlags, riskWindows, tipsFor } from '../../../src/tools/care-planner/suggestions.ts'
import { qrDrawing } from '../../../src/tools/shared/qr-code.ts'
import { renderBlocks, textOf } from '../../support/render.tsx'

const site: { carePlanner: CarePlanner } = JSON.parse(JSON.stringify(siteManifestJson()))
const planner = site.carePlanner

const context: CalendarContext = {
  planner,
  formatDate: (iso) => iso,
  now: new Date(Date.UTC(2026, 10, 23, 12)),
}

function plan(tasks: CareTask[], extra: Partial<CarePlan> = {}): CarePlan {
  return { id: 'plan-0001-abc', revision: 1, updated: '2026-11-23', tasks, claims: [], ...extra }
}

function dates(task: Pick<CareTask, 'date' | 'repeat' | 'skip'>): string[] {
  const expansion = expandSeries(task)
  if (!expansion.ok) throw new Error(expansion.problem)
  return expansion.dates
}

/** Every VEVENT of a calendar file, parsed by ical.js. */
function events(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

/** The occurrence dates (YYYY-MM-DD) ical.js computes for an event, exceptions applied. */
function occurrenceDates(event: ICAL.Event, limit = 600): string[] {
  if (!event.isRecurring()) return [event.startDate.toString().slice(0, 10)]
  const iterator = event.iterator()
  const found: string[] = []
  for (let next = iterator.next(); next && found.length < limit; next = iterator.next()) found.push(next.toString().slice(0, 10))
  return found
}

describe('repeat rules', () => {
  it('expand a one-off task to its date', () => {
    expect(dates({ date: '2026-12-01' })).toEqual(['2026-12-01'])
  })

  it('cross a month end and a year end day by day', () => {
    expect(dates({ date: '2026-01-29', repeat: { freq: 'daily', interval: 1, count: 5 } })).toEqual([
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ])
    expect(dates({ date: '2026-12-30', repeat: { freq: 'daily', interval: 2, until: '2027-01-05' } })).toEqual([
      '2026-12-30',
      '2027-01-01',
      '2027-01-03',
      '2027-01-05',
    ])
    expect(dates({ date: '2028-02-27', repeat: { freq: 'daily', interval: 1, count: 4 } })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
  })

  it('keep every other Tuesday on Tuesday across the end of daylight saving time', () => {
    // US daylight saving time ends on Sunday 2026-11-01.
    const infusions = dates({ date: '2026-10-20', repeat: { freq: 'weekly', interval: 2, days: ['TU'], count: 4 } })
    expect(infusions).toEqual(['2026-10-20', '2026-11-03', '2026-11-17', '2026-12-01'])
    expect(infusions.map(weekdayOf)).toEqual(['TU', 'TU', 'TU', 'TU'])
  })

  it('take chosen weekdays in order, starting from the first one on or after the date', () => {
    // 2026-11-30 is a Monday; Tuesdays and Thursdays only.
    expect(dates({ date: '2026-11-30', repeat: { freq: 'weekly', interval: 1, days: ['TH', 'TU'], count: 5 } })).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
    ])
    // A Friday start with Monday and Friday, every other week, until the end of the month.
    expect(dates({ date: '2026-12-04', repeat: { freq: 'weekly', interval: 2, days: ['MO', 'FR'], until: '2026-12-31' } })).toEqual([
      '2026-12-04',
      '2026-12-14',
      '2026-12-18',
      '2026-12-28',
    ])
  })

  it('leave out skipped dates, and refuse rules that make no dates or too many', () => {
    expect(dates({ date: '2026-12-01', repeat: { freq: 'daily', interval: 1, count: 3 }, skip: ['2026-12-02'] })).toEqual(['2026-12-01', '2026-12-03'])
    expect(expandSeries({ date: '2026-12-01', skip: ['2026-12-01'] })).toEqual({ ok: false, problem: 'noDates' })
    expect(expandRule('2026-12-01', { freq: 'daily', interval: 1, until: '2028-12-01' })).toEqual({ ok: false, problem: 'tooMany' })
    expect(expandRule('2026-12-01', { freq: 'daily', interval: 1 })).toEqual({ ok: false, problem: 'tooMany' })
    expect(expandRule('2026-12-01', { freq: 'daily', interval: 1, count: maxOccurrences })).toMatchObject({ ok: true })
    expect(expandRule('2026-12-01', { freq: 'daily', interval: 1, until: '2026-11-30' })).toEqual({ ok: false, problem: 'untilBeforeStart' })
    expect(expandRule('2026-02-30', undefined)).toEqual({ ok: false, problem: 'badDate' })
    expect(expandRule('2026-12-01', { freq: 'weekly', interval: 1, days: ['MO'], until: '2026-12-06' })).toEqual({ ok: false, problem: 'noDates' })
  })
})

/** A fast-check arbitrary for valid tasks (ids are set by the plan arbitrary). */
const dateArb = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2026-01-01', offset))
const timeArb = fc.tuple(fc.integer({ min: 0, max: 22 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const repeatArb = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      freq: fc.constantFrom('daily' as const, 'weekly' as const),
      interval: fc.integer({ min: 1, max: 4 }),
      days: fc.uniqueArray(fc.constantFrom('MO' as const, 'TU' as const, 'WE' as const, 'TH' as const, 'FR' as const, 'SA' as const, 'SU' as const), { minLength: 1, maxLength: 7 }),
      count: fc.integer({ min: 1, max: 30 }),
    },
    { requiredKeys: ['freq', 'interval', 'count'] },
  ),
)
const taskArb = fc
  .record(
    {
      type: fc.constantFrom(...Object.keys(planner.taskTypes)),
      title: fc.string({ maxLength: 80, unit: 'grapheme' }),
      date: dateArb,
      time: fc.option(fc.tuple(timeArb, fc.boolean())),
      repeat: repeatArb,
      notes: fc.string({ maxLength: 200, unit: 'grapheme' }),
      infusion: fc.boolean(),
    },
    { requiredKeys: ['type', 'date', 'time', 'repeat', 'infusion'] },
  )
  .map(({ time, repeat, infusion, ...rest }) => {
    const task: Omit<CareTask, 'id'> = { ...rest }
    if (time) {
      task.start = time[0]
      if (time[1]) task.end = `${String(Number(time[0].slice(0, 2)) + 1).padStart(2, '0')}${time[0].slice(2)}`
    }
    if (repeat) task.repeat = repeat
    if (infusion) task.infusion = true
    return task
  })
const planArb = fc
  .record(
    {
      for: fc.string({ maxLength: 60, unit: 'grapheme' }),
      notes: fc.record(
        {
          diet: fc.string({ maxLength: 100 }),
          allergies: fc.string({ maxLength: 100 }),
          people: fc.integer({ min: 1, max: 50 }),
          noContact: fc.boolean(),
          address: fc.string({ maxLength: 100 }),
        },
        { requiredKeys: [] },
      ),
      tasks: fc.array(taskArb, { maxLength: 6 }),
      claimNames: fc.array(fc.string({ minLength: 1, maxLength: 40 }).filter((name) => /\S/.test(name)), { maxLength: 5 }),
    },
    { requiredKeys: ['tasks', 'claimNames'] },
  )
  .map(({ tasks, claimNames, ...rest }) => {
    const built = plan(
      tasks.map((task, index) => ({ ...task, id: `t${index + 1}` })),
      rest,
    )
    const slots = slotsOf(built)
    built.claims = claimNames.slice(0, slots.length).map((by, index) => ({ item: slots[index].id, by, dish: index % 2 ? `dish ${index}` : undefined })).map(({ dish, ...claim }) => (dish ? { ...claim, dish } : claim))
    return built
  })

describe('plan links and backups', () => {
  it('keep any plan unchanged through encode and decode, and through a JSON backup and import', async () => {
    await fc.assert(
      fc.asyncProperty(planArb, async (generated) => {
        const link = await encodeLink(planKind, planVersion, generated)
        expect(await decodePlan(`https://sevenwells.org/do-well/planner#${link}`)).toEqual({ ok: true, data: generated })
        const file = new Blob([backupJson(planKind, planVersion, generated)], { type: 'application/json' })
        expect(await readPlanFile(file)).toEqual({ ok: true, data: generated })
      }),
      { numRuns: 80 },
    )
  })

  it('refuse tampered, cut-off, foreign, oversized, newer and nonsense links with a plain problem', async () => {
    const good = await encodeLink(planKind, planVersion, plan([{ id: 't1', type: 'meal', date: '2026-12-01' }]))
    const payloadAt = good.indexOf('=') + 1
    const tampered = `${good.slice(0, payloadAt + 3)}${good[payloadAt + 3] === 'A' ? 'B' : 'A'}${good.slice(payloadAt + 4)}`
    expect(await decodePlan(tampered)).toMatchObject({ ok: false, problem: 'damaged' })
    expect(await decodePlan(good.slice(0, good.length - 3))).toMatchObject({ ok: false })
    expect(await decodePlan(good.slice(0, good.indexOf('.')))).toMatchObject({ ok: false, problem: 'truncated' })
    expect(await decodePlan('https://example.org/#section-2')).toMatchObject({ ok: false, problem: 'notOurs' })
    expect(await decodePlan(`care-plan=${'A'.repeat(100_000)}.abcdef`)).toMatchObject({ ok: false, problem: 'tooLong' })
    expect(await decodePlan(await encodeLink(planKind, planVersion + 1, plan([])))).toMatchObject({ ok: false, problem: 'newerVersion' })
    expect(await decodePlan(await encodeLink(replyKind, planVersion, { plan: 'plan-0001-abc', by: 'Ana', claims: [{ item: 't1.2026-12-01' }] }))).toMatchObject({
      ok: false,
      problem: 'wrongKind',
    })
    expect(await decodePlan(await encodeLink(planKind, planVersion, { hello: 'world' }))).toMatchObject({ ok: false, problem: 'invalid' })
    // Schema-valid, but not a real date, or an end before the start, or too many dates: invalid all the same.
    for (const task of [
      { id: 't1', type: 'meal', date: '2026-02-30' },
      { id: 't1', type: 'meal', date: '2026-12-01', start: '18:00', end: '17:00' },
      { id: 't1', type: 'meal', date: '2026-12-01', repeat: { freq: 'daily' as const, interval: 1, until: '2030-01-01' } },
    ]) {
      expect(await decodePlan(await encodeLink(planKind, planVersion, plan([task])))).toMatchObject({ ok: false, problem: 'invalid' })
    }
    // A huge list inside a small link is refused by the schema's caps.
    const many = Array.from({ length: 61 }, (_, index) => ({ id: `t${index}`, type: 'meal', date: '2026-12-01' }))
    expect(await decodePlan(await encodeLink(planKind, planVersion, plan(many)))).toMatchObject({ ok: false, problem: 'invalid' })
  })

  it('keep markup in notes as plain data (the page renders it as text)', async () => {
    const notes = '<img src=x onerror=alert(1)><script>alert(2)</script>'
    const withMarkup = plan([{ id: 't1', type: 'meal', date: '2026-12-01', notes }], { notes: { other: notes } })
    const decoded = await decodePlan(await encodeLink(planKind, planVersion, withMarkup))
    expect(decoded).toEqual({ ok: true, data: withMarkup })
  })

  it('make a view-only copy without notes, address, dishes or the care team number', () => {
    const full = plan([{ id: 't1', type: 'meal', date: '2026-12-01', notes: 'Gate code 1234' }], {
      notes: { address: '12 Elm St', careTeam: '555-0100', diet: 'soft foods' },
      claims: [{ item: 't1.2026-12-01', by: 'Ana', dish: 'soup' }],
    })
    const copy = viewOnlyCopy(full)
    expect(copy.readOnly).toBe(true)
    expect(JSON.stringify(copy)).not.toMatch(/Elm|555|soft|Gate|soup/)
    expect(copy.claims).toEqual([{ item: 't1.2026-12-01', by: 'Ana' }])
  })
})

describe('reply links', () => {
  const base = plan([{ id: 't1', type: 'meal', date: '2026-12-01', repeat: { freq: 'weekly', interval: 1, days: ['TU'], count: 3 } }])

  it('travel as their own kind of link and round-trip', async () => {
    const reply = makeReply(base, ' Ana ', [{ item: 't1.2026-12-01', dish: ' lasagna ' }])
    expect(reply).toEqual({ plan: base.id, revision: 1, by: 'Ana', claims: [{ item: 't1.2026-12-01', dish: 'lasagna' }] })
    expect(await decodeReply(await encodeLink(replyKind, planVersion, reply))).toEqual({ ok: true, data: reply })
    expect(await decodeReply(await encodeLink(planKind, planVersion, base))).toMatchObject({ ok: false, problem: 'wrongKind' })
  })

  it('merge idempotently: the same reply twice changes nothing the second time', () => {
    const reply = makeReply(base, 'Ana', [{ item: 't1.2026-12-01', dish: 'lasagna' }, { item: 't1.2026-12-08' }])
    const first = mergeReply(base, reply, '2026-11-24')
    if (first.kind !== 'merged') throw new Error('expected a merge')
    expect(first.added).toHaveLength(2)
    expect(first.plan.revision).toBe(2)
    expect(first.plan.claims).toEqual([
      { item: 't1.2026-12-01', by: 'Ana', dish: 'lasagna' },
      { item: 't1.2026-12-08', by: 'Ana' },
    ])
    const second = mergeReply(first.plan, reply, '2026-11-25')
    if (second.kind !== 'merged') throw new Error('expected a merge')
    expect(second.changed).toBe(false)
    expect(second.plan).toBe(first.plan)
    expect(second.unchanged).toHaveLength(2)
  })

  it('keep the first claim and report the clash when two people take the same slot', () => {
    const ana = mergeReply(base, makeReply(base, 'Ana', [{ item: 't1.2026-12-01' }]), '2026-11-24')
    if (ana.kind !== 'merged') throw new Error('expected a merge')
    const ben = mergeReply(ana.plan, makeReply(base, 'Ben', [{ item: 't1.2026-12-01' }, { item: 't1.2026-12-15' }]), '2026-11-24')
    if (ben.kind !== 'merged') throw new Error('expected a merge')
    expect(ben.conflicts).toEqual([{ kept: { item: 't1.2026-12-01', by: 'Ana' }, incoming: { item: 't1.2026-12-01', by: 'Ben' } }])
    expect(ben.added).toEqual([{ item: 't1.2026-12-15', by: 'Ben' }])
    expect(ben.plan.claims.find((claim) => claim.item === 't1.2026-12-01')?.by).toBe('Ana')
  })

  it('refuse a reply for another plan, and report picks for dates no longer in the plan', () => {
    const other = { ...makeReply(base, 'Ana', [{ item: 't1.2026-12-01' }]), plan: 'another-plan-id' }
    expect(mergeReply(base, other, '2026-11-24')).toEqual({ kind: 'otherPlan' })
    const stale = mergeReply(base, makeReply(base, 'Ana', [{ item: 't1.2027-01-05' }, { item: 't9.2026-12-01' }]), '2026-11-24')
    expect(stale).toMatchObject({ kind: 'merged', changed: false, unknown: [{ item: 't1.2027-01-05' }, { item: 't9.2026-12-01' }] })
  })

  it('merge any sequence of replies without losing a claim or giving a slot to two people', () => {
    const slots = slotsOf(base).map((slot) => slot.id)
    const replyArb = fc.record({ by: fc.constantFrom('Ana', 'Ben', 'ana', 'Cy'), items: fc.uniqueArray(fc.constantFrom(...slots, 't1.2030-01-01'), { minLength: 1, maxLength: 4 }) })
    fc.assert(
      fc.property(fc.array(replyArb, { maxLength: 8 }), (replies) => {
        let current = base
        for (const { by, items } of replies) {
          const reply = makeReply(base, by, items.map((item) => ({ item })))
          const outcome = mergeReply(current, reply, '2026-11-24')
          if (outcome.kind !== 'merged') throw new Error('expected a merge')
          for (const kept of current.claims) expect(outcome.plan.claims).toContainEqual(kept)
          const again = mergeReply(outcome.plan, reply, '2026-11-24')
          if (again.kind !== 'merged') throw new Error('expected a merge')
          expect(again.plan).toEqual(outcome.plan)
          current = outcome.plan
        }
        expect(new Set(current.claims.map((claim) => claim.item)).size).toBe(current.claims.length)
      }),
    )
  })

  it('free a slot, and spot a dish someone else is bringing', () => {
    const taken = plan(base.tasks, { claims: [{ item: 't1.2026-12-01', by: 'Ana', dish: 'Lasagna' }] })
    expect(sameDish(taken, ' lasagna ')).toEqual({ item: 't1.2026-12-01', by: 'Ana', dish: 'Lasagna' })
    expect(sameDish(taken, 'soup')).toBeUndefined()
    expect(freeSlot(taken, 't1.2026-12-01', '2026-11-24')).toMatchObject({ revision: 2, claims: [] })
  })
})

describe('calendar files', () => {
  const originalTz = process.env.TZ
  afterEach(() => {
    process.env.TZ = originalTz
  })

  const fortnightly: CareTask = {
    id: 't1',
    type: 'occasion',
    title: 'Infusion, day 1; bring a book',
    date: '2026-10-20',
    start: '09:00',
    end: '13:30',
    repeat: { freq: 'weekly', interval: 2, days: ['TU'], count: 4 },
    infusion: true,
  }
  const dinners: CareTask = {
    id: 't2',
    type: 'meal',
    title: 'Dinner',
    date: '2026-10-19',
    start: '17:30',
    repeat: { freq: 'daily', interval: 1, until: '2026-11-08' },
    skip: ['2026-10-25'],
    notes: 'Soft foods, please.\nNo nuts.',
  }
  const laundry: CareTask = { id: 't3', type: 'chore', date: '2026-11-02' }
  const full = plan([fortnightly, dinners, laundry], {
    for: 'Maria',
    notes: { address: '12 Elm St, Springfield', dropOff: '4 to 6 pm', noContact: true },
    claims: [{ item: 't2.2026-10-20', by: 'Ana', dish: 'lasagna' }],
  })

  it('parse with ical.js into one event per task with the expected rules, times and reminders', () => {
    const ics = planCalendar(full, context)
    expect(ics).toContain('\r\n')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/)
    expect(ics).toContain('METHOD:PUBLISH')
    const [infusion, dinner, chore] = events(ics)
    expect(infusion.uid).toBe('plan-0001-abc-t1@sevenwells')
    expect(infusion.summary).toBe('Infusion, day 1; bring a book for Maria')
    expect(infusion.startDate.toString()).toBe('2026-10-20T09:00:00')
    expect(infusion.endDate.toString()).toBe('2026-10-20T13:30:00')
    expect(infusion.startDate.zone?.tzid).toBe('floating')
    const infusionRule = infusion.component.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(infusionRule.toString()).toContain('FREQ=WEEKLY')
    expect(infusionRule.interval).toBe(2)
    expect(infusionRule.count).toBe(4)
    expect(infusionRule.parts.BYDAY).toEqual(['TU'])
    expect(occurrenceDates(infusion)).toEqual(['2026-10-20', '2026-11-03', '2026-11-17', '2026-12-01'])
    expect(infusion.component.getAllSubcomponents('valarm')).toHaveLength(0)

    expect(dinner.startDate.toString()).toBe('2026-10-19T17:30:00')
    expect(dinner.endDate.toString()).toBe('2026-10-19T18:30:00')
    expect(dinner.location).toBe('12 Elm St, Springfield')
    expect(dinner.description).toContain('Soft foods, please.\nNo nuts.')
    expect(dinner.description).toContain(planner.words.noContactNote)
    expect(dinner.description).toContain('2026-10-20: Ana (lasagna)')
    expect(occurrenceDates(dinner)).toEqual(dates(dinners))
    expect(occurrenceDates(dinner)).not.toContain('2026-10-25')
    const triggers = dinner.component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger')))
    expect(triggers).toEqual(['-P1D', '-PT2H'])

    expect(chore.startDate.isDate).toBe(true)
    expect(chore.startDate.toString()).toBe('2026-11-02')
    expect(chore.component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P1D'])
  })

  it('use floating time, so repeating tasks keep their hour across a daylight-saving change', () => {
    const ics = planCalendar(full, context)
    expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE-TIME:20261020T090000\r\n/)
    expect(ics).not.toMatch(/TZID|DTSTART[^\r]*Z\r/)
    process.env.TZ = 'America/New_York'
    const [infusion] = events(ics)
    const iterator = infusion.iterator()
    const hours: number[] = []
    const offsets: number[] = []
    for (let next = iterator.next(); next; next = iterator.next()) {
      const moment = next.toJSDate()
      hours.push(moment.getHours())
      offsets.push(moment.getTimezoneOffset())
    }
    expect(hours).toEqual([9, 9, 9, 9])
    expect(new Set(offsets).size).toBe(2)
  })

  it('agree with ical.js on the dates of any repeat rule', () => {
    fc.assert(
      fc.property(taskArb, (generated) => {
        const task = { ...generated, id: 't1' }
        const expansion = expandSeries(task)
        fc.pre(expansion.ok)
        const [event] = events(planCalendar(plan([task]), context))
        expect(occurrenceDates(event)).toEqual(dates(task))
      }),
      { numRuns: 150 },
    )
  })

  it('give a helper one event per slot with a stable UID, so a newer file updates rather than repeats', () => {
    const picks = [{ item: 't2.2026-10-20', dish: 'lasagna' }, { item: 't3.2026-11-02' }]
    const ics = helperCalendar(full, picks, context)
    const parsed = events(ics)
    expect(parsed.map((event) => event.uid)).toEqual(['plan-0001-abc-t2-2026-10-20@sevenwells', 'plan-0001-abc-t3-2026-11-02@sevenwells'])
    expect(parsed.every((event) => !event.isRecurring())).toBe(true)
    expect(parsed[0].description).toContain('lasagna')
    expect(helperCalendar(full, picks, { ...context, now: new Date() }).replace(/DTSTAMP:\S+/g, '')).toBe(ics.replace(/DTSTAMP:\S+/g, ''))
  })

  it('touch only date-time properties when making time floating', () => {
    expect(floating('DTSTART;VALUE=DATE-TIME;TZID=:20261201T173000\r\nDESCRIPTION:a\\;TZID=:b\r\n')).toBe('DTSTART;VALUE=DATE-TIME:20261201T173000\r\nDESCRIPTION:a\\;TZID=:b\r\n')
  })
})

describe('chemo-cycle suggestions', () => {
  const infusion: CareTask = { id: 't1', type: 'occasion', date: '2026-12-01', repeat: { freq: 'weekly', interval: 2, days: ['TU'], count: 2 }, infusion: true }

  it('mark days 7 to 12 after each treatment, or the care team\'s own days', () => {
    const windows = riskWindows(plan([infusion]), { from: 7, to: 12 })
    expect(windows).toEqual([
      { treatment: '2026-12-01', from: '2026-12-08', to: '2026-12-13' },
      { treatment: '2026-12-15', from: '2026-12-22', to: '2026-12-27' },
    ])
    expect(dayFlags('2026-12-07', windows)).toEqual({ treatment: false, risk: false })
    expect(dayFlags('2026-12-08', windows)).toEqual({ treatment: false, risk: true })
    expect(dayFlags('2026-12-15', windows)).toEqual({ treatment: true, risk: false })
    expect(riskWindows(plan([infusion]), { from: 5, to: 9 })[0]).toEqual({ treatment: '2026-12-01', from: '2026-12-06', to: '2026-12-10' })
    expect(riskWindows(plan([{ ...infusion, infusion: undefined }]), { from: 7, to: 12 })).toEqual([])
  })

  it('give each task type its own tips from site.json on those days', () => {
    expect(tipsFor(planner.taskTypes.meal, { treatment: false, risk: true })).toEqual(planner.taskTypes.meal.riskDayTips)
    expect(tipsFor(planner.taskTypes.meal, { treatment: true, risk: false })).toEqual(planner.taskTypes.meal.treatmentDayTips)
    expect(tipsFor(planner.taskTypes.chore, { treatment: false, risk: true })).toEqual([])
    expect(tipsFor(undefined, { treatment: true, risk: true })).toEqual([])
  })
})

describe('the QR code of the plan link', () => {
  it('fits a realistic plan link and refuses one too long for any QR code', () => {
    const link = `https://sevenwells.org/do-well/planner#care-plan=${'a'.repeat(1000)}`
    const drawing = qrDrawing(link)
    expect(drawing?.size).toBeGreaterThan(100)
    expect(drawing?.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(qrDrawing('x'.repeat(5000))).toBeUndefined()
  })
})

describe('dates', () => {
  it('know real dates from impossible ones', () => {
    expect(['2028-02-29', '2026-12-31'].every(isIsoDate)).toBe(true)
    expect(['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01'].some(isIsoDate)).toBe(false)
  })
})

describe('the prerendered block', () => {
  it('says it needs JavaScript, starts on the page\'s own task types, and holds no plan', () => {
    const html = renderBlocks([{ type: 'care-planner', taskTypes: ['ride', 'visit'] }])
    const text = textOf(html)
    expect(text).toContain(planner.words.heading)
    expect(text).toContain(planner.words.noScript)
    expect(html).toMatch(/<noscript><p>/)
    expect(html).toMatch(/data-needs-script=""/)
    expect(html.indexOf('>Ride to treatment</option>')).toBeLessThan(html.indexOf('>Visit or call</option>'))
    expect(html.indexOf('>Visit or call</option>')).toBeLessThan(html.indexOf('>Meal</option>'))
    expect(html).not.toContain('data-plan-view')
  })
})
