import styled from '@emotion/styled'
import { useId, useState } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { colors, space } from '../../ui/theme.ts'
import { visuallyHidden } from '../../ui/visually-hidden.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import { repeatText, timeText } from './describe.ts'
import type { Format } from '../shared/date-format.ts'
import { taskName, type CarePlan, type CareTask } from './plan.ts'
import { expandSeries } from '../shared/repeat-rule.ts'
import { Muted, PlainList, Row, SecondaryButton, Select } from '../shared/tool-styles.ts'

const Item = styled.li({
  border: `1px solid ${colors.border}`,
  borderRadius: '0.5rem',
  padding: space.md,
  marginBottom: space.sm,
  '& p': { margin: `${space.xs} 0` },
})

const Name = styled.p({ fontWeight: 700 })

const Hidden = styled.span(visuallyHidden)

const SkipSelect = styled(Select)({ width: 'auto', maxWidth: '16rem' })

interface TaskListProps {
  planner: CarePlanner
  plan: CarePlan | undefined
  format: Format
  lang: string
  onEdit: (task: CareTask) => void
  onRemove: (task: CareTask) => void
  onSkip: (task: CareTask, date: string, skip: boolean) => void
}

/** The organizer's list of tasks: what, when, how often, how many dates; change, remove, skip a date or put it back. */
export function TaskList({ planner, plan, format, lang, onEdit, onRemove, onSkip }: TaskListProps) {
  const { words } = planner
  const tasks = plan?.tasks ?? []
  if (tasks.length === 0) return <p>{words.noTasks}</p>
  return (
    <PlainList data-task-list="">
      {tasks.map((task) => (
        <TaskItem key={task.id} task={task} {...{ planner, format, lang, onEdit, onRemove, onSkip }} />
      ))}
    </PlainList>
  )
}

function TaskItem({ task, planner, format, lang, onEdit, onRemove, onSkip }: Omit<TaskListProps, 'plan'> & { task: CareTask }) {
  const { words } = planner
  const id = useId()
  const expansion = expandSeries(task)
  const dates = expansion.ok ? expansion.dates : []
  const [chosen, setChosen] = useState('')
  const name = taskName(task, planner.taskTypes)
  const typeName = planner.taskTypes[task.type]?.name ?? task.type
  const skipFrom = chosen && dates.includes(chosen) ? chosen : (dates[0] ?? '')
  return (
    <Item data-task={task.id}>
      <Name>
        {name}
        {name !== typeName ? ` (${typeName})` : ''}
      </Name>
      <p>
        {format.date(task.date)} · {timeText(task, words, format)}
      </p>
      <p>
        {repeatText(task, words, format, lang)} · {countText(words.dateCount, dates.length, lang)}
      </p>
      {task.notes ? <Muted>{task.notes}</Muted> : null}
      {task.skip && task.skip.length > 0 ? (
        <Row>
          <span>{words.skippedLine}</span>
          {task.skip.map((date) => (
            <SecondaryButton key={date} type="button" onClick={() => onSkip(task, date, false)}>
              {fillTemplate(words.unskipButton, { date: format.date(date) })}
            </SecondaryButton>
          ))}
        </Row>
      ) : null}
      {task.repeat && dates.length > 1 ? (
        <Row>
          <label htmlFor={`${id}-skip`}>
            {words.skipLabel}
            <Hidden>{` (${name})`}</Hidden>
          </label>
          <SkipSelect id={`${id}-skip`} value={skipFrom} onChange={(event) => setChosen(event.target.value)}>
            {dates.map((date) => (
              <option key={date} value={date}>
                {format.date(date)}
              </option>
            ))}
          </SkipSelect>
          <SecondaryButton type="button" onClick={() => skipFrom && onSkip(task, skipFrom, true)}>
            {words.skipButton}
            <Hidden>{` (${name}, ${skipFrom ? format.date(skipFrom) : ''})`}</Hidden>
          </SecondaryButton>
        </Row>
      ) : null}
      <Row>
        <SecondaryButton type="button" onClick={() => onEdit(task)}>
          {words.editTask}
          <Hidden>{` (${name})`}</Hidden>
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => onRemove(task)}>
          {words.removeTask}
          <Hidden>{` (${name})`}</Hidden>
        </SecondaryButton>
      </Row>
    </Item>
  )
}
