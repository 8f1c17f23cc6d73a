import styled from '@emotion/styled'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { colors, space } from '../../ui/theme.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { CopyLink } from '../shared/copy-link.tsx'
import { downloadFile } from '../shared/files.ts'
import { encodeDocument } from '../shared/document-format.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { countText, fillTemplate } from '../shared/text.ts'
import { timeText } from './describe.ts'
import type { Format } from '../shared/date-format.ts'
import { helperCalendar } from './calendar.ts'
import { claimsByItem, needsHelper, replyFormat, slotsOf, taskName, type CarePlan, type Slot } from './plan.ts'
import type { Picks } from './planner-state.ts'
import { makeReply, sameDish } from './replies.ts'
import { dayFlags, hasTreatment, tipsFor, type RiskWindow } from './suggestions.ts'
import { Choice, FieldBox, Input, Muted, PlainList, PrimaryButton, Problems, Row, Safety, SecondaryButton, Tag, Tint } from '../shared/tool-styles.ts'

const DateGroup = styled.li({
  borderTop: `1px solid ${colors.border}`,
  padding: `${space.md} 0`,
  '& h4, & h5, & h6': { margin: `0 0 ${space.sm}`, fontSize: '1.1rem' },
})

const SlotItem = styled.li({
  padding: `${space.sm} 0 ${space.sm} ${space.md}`,
  borderLeft: `4px solid ${colors.tint}`,
  marginBottom: space.sm,
  '& p': { margin: `${space.xs} 0` },
  '&[data-state="taken"]': { borderLeftColor: colors.primary },
})

const SlotTitle = styled.p({ fontWeight: 700 })

const Status = styled.p({ color: colors.muted })

const Hidden = styled.span(visuallyHidden)

const NoteValue = styled.dd({ margin: `0 0 ${space.sm}`, whiteSpace: 'pre-line' })

const TaskNotes = styled.p({ whiteSpace: 'pre-line' })


interface PlanViewProps {
  planner: CarePlanner
  plan: CarePlan
  today: string
  format: Format
  lang: string
  windows: readonly RiskWindow[]
  picks: Picks
  onPicksChange: (picks: Picks) => void
  /** The page's address without its fragment, for reply links. */
  pageUrl: string
}

/** The plan as helpers see it: who it is for, notes, chemotherapy warnings, the dates and tasks, and signing up. */
export function PlanView({ planner, plan, today, format, lang, windows, picks, onPicksChange, pageUrl }: PlanViewProps) {
  const { words, chemo } = planner
  const id = useId()
  const [name, setName] = useState('')
  const refusals = useLibrary().toolText().linkRefused
  const [problem, setProblem] = useState<string>()
  const [replyUrl, setReplyUrl] = useState<string>()
  const replyBox = useRef<HTMLDivElement>(null)
  const slots = slotsOf(plan)
  const claims = claimsByItem(plan)
  const notes = plan.notes ?? {}
  const treatment = hasTreatment(plan)
  const canSignUp = !plan.readOnly
  const openSlot = (slot: Slot) => needsHelper(planner.taskTypes[slot.task.type]) && !claims[slot.id] && !(today && slot.date < today)
  const signUpPossible = canSignUp && slots.some(openSlot)

  // Each window's tips show once, on its first date with a task they fit; later dates carry only the tag.
  const shownTips = new Set<string>()
  const tipsOnce = (date: string, slotsOfDay: readonly Slot[]) => {
    const flags = dayFlags(date, windows)
    const windowKey = windows.find((window) => date >= window.from && date <= window.to)?.treatment ?? ''
    const tips = [...new Set(slotsOfDay.flatMap((slot) => tipsFor(planner.taskTypes[slot.task.type], flags)))]
    return tips.filter((tip) => {
      const key = flags.treatment ? `${date}|${tip}` : `${windowKey}|${tip}`
      if (shownTips.has(key)) return false
      shownTips.add(key)
      return true
    })
  }
  const groups: { date: string; slots: Slot[] }[] = []
  for (const slot of slots) {
    const last = groups.at(-1)
    if (last?.date === slot.date) last.slots.push(slot)
    else groups.push({ date: slot.date, slots: [slot] })
  }

  const toggle = (slot: Slot, checked: boolean) => {
    const next = new Map(picks)
    if (checked) next.set(slot.id, picks.get(slot.id) ?? '')
    else next.delete(slot.id)
    onPicksChange(next)
    setReplyUrl(undefined)
  }

  const makeReplyLink = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setProblem(words.needName)
    if (picks.size === 0) return setProblem(words.needClaim)
    setProblem(undefined)
    const reply = makeReply(plan, name.slice(0, 40), [...picks].map(([item, dish]) => ({ item, dish: dish.slice(0, 80) })))
    const encoded = await encodeDocument(replyFormat, reply, pageUrl.length)
    if (!encoded.ok) return setProblem(refusals[encoded.problem])
    setReplyUrl(`${pageUrl}#${encoded.fragment}`)
    requestAnimationFrame(() => replyBox.current?.focus())
  }

  const downloadMine = () => {
    const ics = helperCalendar(plan, [...picks].map(([item, dish]) => ({ item, dish })), { planner, formatDate: format.date, now: new Date() })
    downloadFile(`${words.helperFileName}.ics`, ics, 'text/calendar')
  }

  const noteRows: [string, string][] = [
    [words.dietLabel, notes.diet ?? ''],
    [words.allergiesLabel, notes.allergies ?? ''],
    [words.peopleLabel, notes.people === undefined ? '' : String(notes.people)],
    [words.dropOffLabel, notes.dropOff ?? ''],
    [words.containersLabel, notes.containers ?? ''],
    [words.addressLabel, notes.address ?? ''],
    [words.otherLabel, notes.other ?? ''],
  ]
  const shownNotes = noteRows.filter(([, value]) => value.trim())
  const dishes = plan.claims.filter((claim) => claim.dish)
  const usesDishes = plan.tasks.some((task) => planner.taskTypes[task.type]?.dish)

  return (
    <div data-plan-view="">
      <Heading id={`${id}-plan`}>{plan.for?.trim() ? fillTemplate(words.planFor, { name: plan.for.trim() }) : words.planForNobody}</Heading>
      <Muted>{fillTemplate(words.updatedLine, { date: format.fullDate(plan.updated), revision: plan.revision })}</Muted>
      {plan.readOnly ? (
        <Tint>
          <p>{words.readOnlyNote}</p>
        </Tint>
      ) : null}
      <NestedHeadings>
        {shownNotes.length > 0 || notes.noContact ? (
          <Tint>
            <Heading>{words.notesHeading}</Heading>
            {notes.noContact ? <p>{words.noContactNote}</p> : null}
            <dl data-plan-notes="">
              {shownNotes.map(([label, value]) => (
                <div key={label}>
                  <dt>
                    <strong>{label}</strong>
                  </dt>
                  <NoteValue>{value}</NoteValue>
                </div>
              ))}
            </dl>
          </Tint>
        ) : null}
        {treatment ? (
          <Safety data-fever-warning="">
            <Heading>{words.feverHeading}</Heading>
            <p>{chemo.fever}</p>
            {notes.careTeam ? <p>{fillTemplate(words.careTeamLine, { number: notes.careTeam })}</p> : null}
            <p>{chemo.windowNote}</p>
            <p>{chemo.sick}</p>
            <p>{chemo.flu}</p>
            <p>
              {words.sourceLine} <SmartLink href={chemo.source.href}>{chemo.source.label}</SmartLink>
            </p>
          </Safety>
        ) : null}
        <form onSubmit={makeReplyLink} noValidate aria-labelledby={`${id}-schedule`}>
          <Heading id={`${id}-schedule`}>{signUpPossible ? words.signupHeading : words.scheduleHeading}</Heading>
          {signUpPossible ? (
            <>
              <Muted>{words.signupIntro}</Muted>
              <FieldBox>
                <label htmlFor={`${id}-name`}>{words.nameLabel}</label>
                <Input id={`${id}-name`} value={name} maxLength={40} autoComplete="given-name" aria-describedby={`${id}-name-hint`} onChange={(event) => setName(event.target.value)} />
                <Muted id={`${id}-name-hint`}>{words.nameHint}</Muted>
              </FieldBox>
            </>
          ) : null}
          {groups.length === 0 ? <p>{words.emptySchedule}</p> : null}
          <PlainList data-schedule="">
            {groups.map((group) => {
              const flags = dayFlags(group.date, windows)
              const tips = tipsOnce(group.date, group.slots)
              return (
                <DateGroup key={group.date} data-date={group.date}>
                  <NestedHeadings>
                    <Heading>
                      {format.date(group.date)}
                      {flags.treatment ? <Tag>{words.treatmentBadge}</Tag> : null}
                      {flags.risk ? <Tag>{words.riskBadge}</Tag> : null}
                    </Heading>
                  </NestedHeadings>
                  {tips.map((tip) => (
                    <Muted key={tip}>{tip}</Muted>
                  ))}
                  <PlainList>
                    {group.slots.map((slot) => {
                      const type = planner.taskTypes[slot.task.type]
                      const claim = claims[slot.id]
                      const past = today !== '' && slot.date < today
                      const label = taskName(slot.task, planner.taskTypes)
                      const picked = picks.has(slot.id)
                      const status = !needsHelper(type)
                        ? words.noHelperNeeded
                        : claim
                          ? fillTemplate(claim.dish ? words.slotTakenDish : words.slotTaken, { name: claim.by, dish: claim.dish ?? '' })
                          : past
                            ? words.slotPast
                            : words.slotOpen
                      const dish = picks.get(slot.id) ?? ''
                      const repeated = picked && dish ? sameDish(plan, dish, slot.id) : undefined
                      return (
                        <SlotItem key={slot.id} data-slot={slot.id} data-state={claim ? 'taken' : 'open'}>
                          <SlotTitle>
                            {label} · {timeText(slot.task, words, format)}
                          </SlotTitle>
                          <Status>{status}</Status>
                          {slot.task.notes ? <TaskNotes>{slot.task.notes}</TaskNotes> : null}
                          {canSignUp && openSlot(slot) ? (
                            <Choice>
                              <input type="checkbox" checked={picked} onChange={(event) => toggle(slot, event.target.checked)} />
                              {words.claimLabel}
                              <Hidden>{` (${label}, ${format.date(slot.date)})`}</Hidden>
                            </Choice>
                          ) : null}
                          {picked && type?.dish ? (
                            <FieldBox>
                              <label htmlFor={`${id}-${slot.id}-dish`}>{words.dishLabel}</label>
                              <Input
                                id={`${id}-${slot.id}-dish`}
                                value={dish}
                                maxLength={80}
                                aria-describedby={`${id}-${slot.id}-dish-hint`}
                                onChange={(event) => {
                                  const next = new Map(picks)
                                  next.set(slot.id, event.target.value)
                                  onPicksChange(next)
                                  setReplyUrl(undefined)
                                }}
                              />
                              <Muted id={`${id}-${slot.id}-dish-hint`}>
                                {repeated
                                  ? fillTemplate(words.dishRepeat, { name: repeated.by, dish: repeated.dish ?? '', date: format.date(repeated.item.slice(repeated.item.indexOf('.') + 1)) })
                                  : words.dishHint}
                              </Muted>
                            </FieldBox>
                          ) : null}
                        </SlotItem>
                      )
                    })}
                  </PlainList>
                </DateGroup>
              )
            })}
          </PlainList>
          {usesDishes ? (
            <Tint>
              <Heading>{words.dishListHeading}</Heading>
              {dishes.length === 0 ? (
                <p>{words.dishListEmpty}</p>
              ) : (
                <ul data-dish-list="">
                  {dishes.map((claim) => (
                    <li key={claim.item}>
                      {format.date(claim.item.slice(claim.item.indexOf('.') + 1))}: {claim.dish} ({claim.by})
                    </li>
                  ))}
                </ul>
              )}
            </Tint>
          ) : null}
          {signUpPossible ? (
            <>
              <div role="alert">
                {problem ? (
                  <Problems>
                    <p>{problem}</p>
                  </Problems>
                ) : null}
              </div>
              <Row>
                <PrimaryButton type="submit">{words.makeReply}</PrimaryButton>
              </Row>
            </>
          ) : null}
        </form>
        {replyUrl ? (
          <Tint data-reply-output="" ref={replyBox} tabIndex={-1}>
            <Heading>{words.replyHeading}</Heading>
            <p>{countText(words.replyCount, picks.size, lang)}</p>
            <p>{words.replyIntro}</p>
            <CopyLink url={replyUrl} label={words.replyLinkLabel} />
            <Row>
              <SecondaryButton type="button" onClick={downloadMine}>
                {words.myCalendar}
              </SecondaryButton>
            </Row>
            <Muted>{words.googleNote}</Muted>
          </Tint>
        ) : null}
      </NestedHeadings>
    </div>
  )
}
