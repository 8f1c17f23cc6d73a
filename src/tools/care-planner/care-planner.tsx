import { useMemo } from 'react'
import type { BlockProps } from '../../blocks/block-props.ts'
import { useLibrary } from '../../app/library-context.tsx'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { useDateFormat } from '../shared/use-date-format.ts'
import { PrintSheet } from '../shared/print-sheet.tsx'
import { ProblemMessage } from '../shared/problem-message.tsx'
import { writeFragment } from '../shared/url-state.ts'
import { Organize } from './organize.tsx'
import { hasTasks } from './plan.ts'
import { PlanView } from './plan-view.tsx'
import { ReplyBox } from './reply-box.tsx'
import { SignUpSheet } from './sign-up-sheet.tsx'
import { Details, Muted, Panel, PrimaryButton, Row, Tint, ToolRoot } from '../shared/tool-styles.ts'
import { riskDays, riskWindows } from './suggestions.ts'
import { useCarePlanner } from './use-care-planner.ts'

/**
 * The care planner block: an organizer lists the help needed (tasks with dates, times and repeats, plan-wide
 * notes, chemotherapy days); the whole plan lives in the address's fragment (`#care-plan=...`), which browsers
 * never send to a server. Helpers open the link, tick tasks and get a reply link (`#care-reply=...`) and a calendar
 * file; the organizer pastes replies to merge them (idempotent, clashes said plainly), shares a new link or a
 * view-only one, downloads the plan's calendar file or a backup, and prints a sign-up sheet with a QR code. A bad
 * link or file shows a plain message and leaves the plan on screen as it was. Every word comes from site.json's
 * carePlanner. Behaviour lives in use-care-planner.ts; this is the view.
 */
export function CarePlanner({ block }: BlockProps<'care-planner'>) {
  const planner = useLibrary().carePlanner
  if (!planner) throw new Error('This page has no care planner words: only pages with a care-planner block carry them')
  const { words } = planner
  const { lang, format } = useDateFormat()
  const typeOrder = useMemo(() => {
    const all = Object.keys(planner.taskTypes)
    const first = block.taskTypes.filter((type) => all.includes(type))
    return [...first, ...all.filter((type) => !first.includes(type))]
  }, [block.taskTypes, planner.taskTypes])
  const model = useCarePlanner(planner, format, lang)
  const { state, link } = model
  const { plan, reply } = state

  const windows = plan ? riskWindows(plan, riskDays(plan, planner.defaults)) : []
  const withTasks = plan !== undefined && hasTasks(plan)
  const organizer = <Organize planner={planner} model={model} typeOrder={typeOrder} format={format} lang={lang} windows={windows} />

  return (
    <BlockFrame>
      <ToolRoot data-care-planner="">
        <Heading>{block.heading ?? words.heading}</Heading>
        <p>{words.intro}</p>
        <noscript>
          <p>{words.noScript}</p>
        </noscript>
        <div data-needs-script="">
          <NestedHeadings>
            <ProblemMessage problem={link.problem} />
            {!plan && model.storedCopy && !reply ? (
              <Row>
                <PrimaryButton type="button" onClick={() => model.storedCopy && writeFragment(model.storedCopy)} data-open-copy="">
                  {words.openCopy}
                </PrimaryButton>
              </Row>
            ) : null}
            {reply ? <ReplyBox planner={planner} reply={reply} copyPlan={state.copyPlan} format={format} onMerge={model.mergeIntoCopy} /> : null}
            <div role="status">
              {state.replyNotes.length > 0 ? (
                <Tint>
                  <ul>
                    {state.replyNotes.map((note, index) => (
                      <li key={`${index}-${note}`}>{note}</li>
                    ))}
                  </ul>
                </Tint>
              ) : null}
            </div>
            {plan && withTasks ? (
              <Panel>
                <PlanView
                  planner={planner}
                  plan={plan}
                  today={model.today}
                  format={format}
                  lang={lang}
                  windows={windows}
                  picks={state.picks}
                  onPicksChange={model.setPicks}
                  pageUrl={link.pageUrl}
                />
              </Panel>
            ) : null}
            {plan?.readOnly ? null : withTasks ? (
              <Details open={state.organizerOpen} onToggle={(event) => model.setOrganizerOpen(event.currentTarget.open)} data-organizer="">
                <summary>{words.organizeSummary}</summary>
                <Heading>{words.organizeHeading}</Heading>
                {organizer}
              </Details>
            ) : (
              <div data-organizer="">
                <Heading>{words.organizeHeading}</Heading>
                {organizer}
              </div>
            )}
            {!withTasks ? null : <Muted>{words.privacyNote}</Muted>}
          </NestedHeadings>
        </div>
      </ToolRoot>
      {model.printing && plan ? (
        <PrintSheet name="care-sheet">
          <SignUpSheet planner={planner} plan={plan} link={model.printing.link} includeAddress={state.includeAddress} format={format} windows={windows} />
        </PrintSheet>
      ) : null}
    </BlockFrame>
  )
}
