import { useSite } from '../../ui/site-context.tsx'
import { Heading } from '../../ui/heading.tsx'
import type { Format } from '../shared/date-format.ts'
import { countText, fillTemplate } from '../shared/text.ts'
import type { CarePlanner } from '../../generated/manifest.ts'
import { slotDate, taskName, type CarePlan, type CareReply } from './plan.ts'
import { PrimaryButton, Row, Tint } from '../shared/tool-styles.ts'

/**
 * A helper's reply opened from the address: who sent it and the dates they took, with "Add to my plan" when the
 * plan it belongs to is kept on this device, or how to add it otherwise.
 */
export function ReplyBox({
  planner,
  reply,
  copyPlan,
  format,
  onMerge,
}: {
  planner: CarePlanner
  reply: CareReply
  /** The plan kept on this device, when the reply is for it. */
  copyPlan: CarePlan | undefined
  format: Format
  onMerge: () => void
}) {
  const { words } = planner
  const { lang } = useSite()
  return (
    <Tint data-reply-view="">
      <Heading>{fillTemplate(words.replyViewHeading, { name: reply.by })}</Heading>
      <p>{countText(words.replyViewIntro, reply.claims.length, lang, { name: reply.by })}</p>
      <ul>
        {reply.claims.map((claim) => {
          const task = copyPlan?.tasks.find((candidate) => claim.item.startsWith(`${candidate.id}.`))
          return (
            <li key={claim.item}>
              {format.date(slotDate(claim.item))}
              {task ? ` · ${taskName(task, planner.taskTypes)}` : ''}
              {claim.dish ? ` (${claim.dish})` : ''}
            </li>
          )
        })}
      </ul>
      {copyPlan ? (
        <Row>
          <PrimaryButton type="button" onClick={onMerge}>
            {words.replyMergeButton}
          </PrimaryButton>
        </Row>
      ) : (
        <p>{words.replyHowTo}</p>
      )}
    </Tint>
  )
}
