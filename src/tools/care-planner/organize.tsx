import { useId, useRef } from 'react'
import type { CarePlanner } from '../../generated/manifest.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import type { Format } from '../shared/date-format.ts'
import { LinkRefusedMessage } from '../shared/problem-message.tsx'
import { DetailsForm } from './details-form.tsx'
import { FileField } from '../shared/file-field.tsx'
import { ExportsPanel, RepliesPanel, SharePanel } from './organizer.tsx'
import { hasTasks } from './plan.ts'
import { RiskDays } from './risk-days.tsx'
import { Panel } from '../shared/tool-styles.ts'
import { hasTreatment, type RiskWindow } from './suggestions.ts'
import { TaskForm } from './task-form.tsx'
import { TaskList } from './task-list.tsx'
import type { CarePlannerModel } from './use-care-planner.ts'

/**
 * The organizer's part of the planner: the tasks (list, chemotherapy days, the task form), the plan's notes, and,
 * once there are tasks, replies, sharing and exports; before that, opening a backup file.
 */
export function Organize({
  planner,
  model,
  typeOrder,
  format,
  lang,
  windows,
}: {
  planner: CarePlanner
  model: CarePlannerModel
  typeOrder: readonly string[]
  format: Format
  lang: string
  windows: readonly RiskWindow[]
}) {
  const { words } = planner
  const id = useId()
  const formBox = useRef<HTMLDivElement>(null)
  const { state, link } = model
  const plan = state.plan

  const startEdit: CarePlannerModel['startEdit'] = (task) => {
    model.startEdit(task)
    requestAnimationFrame(() => formBox.current?.focus())
  }

  return (
    <NestedHeadings>
      <Panel aria-labelledby={`${id}-tasks`}>
        <Heading id={`${id}-tasks`}>{words.tasksHeading}</Heading>
        <TaskList planner={planner} plan={plan} format={format} lang={lang} onEdit={startEdit} onRemove={model.removeTask} onSkip={model.skipDate} />
        <div role="status" data-announcement="">
          {state.announcement ? <p>{state.announcement}</p> : null}
        </div>
        {plan && hasTreatment(plan) ? <RiskDays planner={planner} plan={plan} windows={windows} format={format} onChange={model.edit} /> : null}
        <div ref={formBox} tabIndex={-1}>
          <TaskForm
            key={state.editing?.id ?? 'new'}
            planner={planner}
            typeOrder={typeOrder}
            plan={plan}
            editing={state.editing}
            newId={model.newTaskId}
            today={model.today}
            format={format}
            onSave={model.saveTask}
            onCancel={model.stopEdit}
          />
        </div>
      </Panel>
      <Panel>
        <DetailsForm planner={planner} plan={plan} onChange={model.edit} />
      </Panel>
      {plan && hasTasks(plan) ? (
        <>
          <Panel>
            <RepliesPanel planner={planner} plan={plan} format={format} lang={lang} today={model.today} onReplace={(next) => model.edit(() => next)} onFree={model.freeSlot} />
          </Panel>
          <Panel>
            <LinkRefusedMessage refused={link.refused} />
            <SharePanel planner={planner} planUrl={link.links?.url ?? ''} viewUrl={link.links?.shares.view ?? ''} />
          </Panel>
          <Panel>
            <ExportsPanel
              planner={planner}
              plan={plan}
              planFragment={link.links?.fragment ?? ''}
              format={format}
              includeAddress={state.includeAddress}
              onIncludeAddress={model.setIncludeAddress}
              onPrint={model.print}
              onOpenFile={model.open}
              onNewPlan={model.newPlan}
            />
          </Panel>
        </>
      ) : (
        <Panel>
          <p>{words.emptyPlan}</p>
          <FileField label={words.importLabel} onFile={model.openFile} />
        </Panel>
      )}
    </NestedHeadings>
  )
}
