import styled from '@emotion/styled'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { SmartNudge } from '../../generated/manifest.ts'
import type { NudgeLibrary } from '../../app/page-payload.ts'
import { colors, space } from '../../ui/theme.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { isIsoDate, isTimeOfDay } from '../shared/calendar-dates.ts'
import type { Format } from '../shared/date-format.ts'
import { fillTemplate } from '../shared/text.ts'
import {
  Choice,
  DateTimeInput,
  Details,
  FieldBox,
  Inline,
  Input,
  Muted,
  Panel,
  PlainList,
  TextArea,
} from '../shared/tool-styles.ts'
import { FormButtons, FormProblems, ItemActions } from '../shared/form-parts.tsx'
import { limits, nextId, type NudgeAppointment } from './nudge-plan.ts'

const Item = styled.li({ borderTop: `1px solid ${colors.border}`, padding: `${space.sm} 0`, '& p': { margin: `${space.xs} 0` } })
const Name = styled.p({ fontWeight: 700 })

type Words = SmartNudge['words']

/** Lines of a text box, trimmed, without empty ones, within the schema's caps. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().slice(0, limits.line))
    .filter(Boolean)
    .slice(0, limits.lines)
}

interface Draft {
  what: string
  date: string
  time: string
  place: string
  bring: string
  questions: string
  notes: string
}

function draftOf(appointment: NudgeAppointment | undefined): Draft {
  return {
    what: appointment?.what ?? '',
    date: appointment?.date ?? '',
    time: appointment?.time ?? '',
    place: appointment?.place ?? '',
    bring: (appointment?.bring ?? []).join('\n'),
    questions: (appointment?.questions ?? []).join('\n'),
    notes: appointment?.notes ?? '',
  }
}

/** The appointment a draft describes, or the problems to fix. */
export function appointmentFrom(draft: Draft, id: string, words: Words): { ok: true; appointment: NudgeAppointment } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const what = draft.what.trim().slice(0, limits.what)
  if (!what) problems.push(words.needWhat)
  if (!isIsoDate(draft.date)) problems.push(words.needDate)
  if (!isTimeOfDay(draft.time)) problems.push(words.needAppointmentTime)
  if (problems.length > 0) return { ok: false, problems }
  const place = draft.place.trim().slice(0, limits.place)
  const bring = linesOf(draft.bring)
  const questions = linesOf(draft.questions)
  const notes = draft.notes.trim().slice(0, limits.notes)
  return {
    ok: true,
    appointment: {
      id,
      what,
      date: draft.date,
      time: draft.time,
      ...(place ? { place } : {}),
      ...(bring.length > 0 ? { bring } : {}),
      ...(questions.length > 0 ? { questions } : {}),
      ...(notes ? { notes } : {}),
    },
  }
}

/** Adding or changing an appointment, with what to bring and questions, including those of Shelby's visit guide. */
function AppointmentForm({
  words,
  visitGuide,
  editing,
  newId,
  onSave,
  onCancel,
}: {
  words: Words
  visitGuide: NudgeLibrary['visitGuide']
  editing: NudgeAppointment | undefined
  newId: string
  onSave: (appointment: NudgeAppointment) => void
  onCancel: () => void
}) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftOf(editing))
  const [problems, setProblems] = useState<string[]>([])
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }))
  const asked = linesOf(draft.questions)
  const toggleQuestion = (question: string, add: boolean) =>
    set('questions', (add ? [...asked, question] : asked.filter((line) => line !== question)).join('\n'))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const built = appointmentFrom(draft, editing?.id ?? newId, words)
    if (!built.ok) return setProblems(built.problems)
    setProblems([])
    onSave(built.appointment)
    if (!editing) setDraft(draftOf(undefined))
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-appointment-form="">
      <Heading id={`${id}-heading`}>{editing ? words.editAppointmentHeading : words.addAppointmentHeading}</Heading>
      <FieldBox>
        <label htmlFor={`${id}-what`}>{words.whatLabel}</label>
        <Input id={`${id}-what`} value={draft.what} maxLength={limits.what} aria-describedby={`${id}-what-hint`} onChange={(event) => set('what', event.target.value)} />
        <Muted id={`${id}-what-hint`}>{words.whatHint}</Muted>
      </FieldBox>
      <Inline>
        <FieldBox>
          <label htmlFor={`${id}-date`}>{words.dateLabel}</label>
          <DateTimeInput id={`${id}-date`} type="date" value={draft.date} onChange={(event) => set('date', event.target.value)} />
        </FieldBox>
        <FieldBox>
          <label htmlFor={`${id}-time`}>{words.timeLabel}</label>
          <DateTimeInput id={`${id}-time`} type="time" value={draft.time} onChange={(event) => set('time', event.target.value)} />
        </FieldBox>
      </Inline>
      <FieldBox>
        <label htmlFor={`${id}-place`}>{words.placeLabel}</label>
        <Input id={`${id}-place`} value={draft.place} maxLength={limits.place} onChange={(event) => set('place', event.target.value)} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${id}-bring`}>{words.bringLabel}</label>
        <TextArea id={`${id}-bring`} value={draft.bring} aria-describedby={`${id}-lines`} onChange={(event) => set('bring', event.target.value)} />
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${id}-questions`}>{words.questionsLabel}</label>
        <TextArea id={`${id}-questions`} value={draft.questions} aria-describedby={`${id}-lines`} onChange={(event) => set('questions', event.target.value)} />
        <Muted id={`${id}-lines`}>{words.linesHint}</Muted>
      </FieldBox>
      {visitGuide ? (
        <Details data-visit-questions="">
          <summary>{fillTemplate(words.visitGuideSummary, { guide: visitGuide.title })}</summary>
          <Muted>{words.visitGuideIntro}</Muted>
          {visitGuide.questions.map((question) => (
            <Choice key={question}>
              <input type="checkbox" checked={asked.includes(question)} onChange={(event) => toggleQuestion(question, event.target.checked)} />
              {question}
            </Choice>
          ))}
          <p>
            <SmartLink href={visitGuide.href}>{words.visitGuideLink}</SmartLink>
          </p>
        </Details>
      ) : null}
      <FieldBox>
        <label htmlFor={`${id}-notes`}>{words.notesLabel}</label>
        <TextArea id={`${id}-notes`} value={draft.notes} maxLength={limits.notes} onChange={(event) => set('notes', event.target.value)} />
      </FieldBox>
      <Muted>{words.appointmentReminders}</Muted>
      <FormProblems intro={words.formProblems} problems={problems} />
      <FormButtons submit={editing ? words.saveAppointment : words.addAppointment} cancel={words.cancelEdit} editing={editing !== undefined} onCancel={onCancel} />
    </form>
  )
}

/** "Appointments": the visits entered, in date order, and the form to add or change one. */
export function AppointmentsSection({
  words,
  visitGuide,
  format,
  appointments,
  onChange,
}: {
  words: Words
  visitGuide: NudgeLibrary['visitGuide']
  format: Format
  appointments: readonly NudgeAppointment[]
  onChange: (appointments: NudgeAppointment[], announcement: string) => void
}) {
  const id = useId()
  const [editing, setEditing] = useState<NudgeAppointment>()
  const formBox = useRef<HTMLDivElement>(null)
  const sorted = [...appointments].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))

  const save = (appointment: NudgeAppointment) => {
    const exists = appointments.some((existing) => existing.id === appointment.id)
    onChange(
      exists ? appointments.map((existing) => (existing.id === appointment.id ? appointment : existing)) : [...appointments, appointment],
      fillTemplate(exists ? words.appointmentSaved : words.appointmentAdded, { what: appointment.what }),
    )
    setEditing(undefined)
  }

  return (
    <Panel aria-labelledby={`${id}-heading`} data-appointments="">
      <Heading id={`${id}-heading`}>{words.appointmentsHeading}</Heading>
      <NestedHeadings>
        {sorted.length === 0 ? <Muted>{words.noAppointments}</Muted> : null}
        <PlainList data-appointment-list="">
          {sorted.map((appointment) => (
            <Item key={appointment.id} data-appointment={appointment.id}>
              <Name>{appointment.what}</Name>
              <p>{fillTemplate(words.appointmentWhen, { date: format.date(appointment.date), time: format.time(appointment.time) })}</p>
              {appointment.place ? <p>{appointment.place}</p> : null}
              {appointment.bring?.length ? <p>{`${words.bringHeading} ${appointment.bring.join('; ')}`}</p> : null}
              {appointment.questions?.length ? <p>{`${words.questionsHeading} ${appointment.questions.join(' ')}`}</p> : null}
              <ItemActions
                change={words.editButton}
                remove={words.removeButton}
                name={appointment.what}
                onChange={() => {
                  setEditing(appointment)
                  requestAnimationFrame(() => formBox.current?.focus())
                }}
                onRemove={() => {
                  if (editing?.id === appointment.id) setEditing(undefined)
                  onChange(
                      appointments.filter((existing) => existing.id !== appointment.id),
                      fillTemplate(words.appointmentRemoved, { what: appointment.what }),
                  )
                }}
              />
            </Item>
          ))}
        </PlainList>
        <div ref={formBox} tabIndex={-1}>
          {appointments.length >= limits.appointments && !editing ? (
            <Muted>{words.tooManyAppointments}</Muted>
          ) : (
            <AppointmentForm
              key={editing?.id ?? 'new'}
              words={words}
              visitGuide={visitGuide}
              editing={editing}
              newId={nextId('a', appointments)}
              onSave={save}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </div>
      </NestedHeadings>
    </Panel>
  )
}
