import { useEffect, useId, useRef, useState } from 'react'
import type { ShelbyBlock } from '../../generated/manifest.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { SmartLink } from '../../ui/smart-link.tsx'
import { fillTemplate } from '../shared/text.ts'
import {
  choose,
  currentStep,
  goBack,
  guideItems,
  listAsText,
  listFileName,
  stepCount,
  type GuidedPath,
  type GuideState,
} from './guide.ts'
import { ListActions } from './list-actions.tsx'
import { Card, Choices, List, Muted, PrimaryButton, Row, SecondaryButton, Small } from './styles.ts'

/**
 * A guided path inside the conversation: one step at a time (focus moves to each new question), then the list the
 * choices add up to, with where to go next, the guide's sources, and Print, Copy and Download.
 */
export function GuideView({ block, path }: { block: ShelbyBlock; path: GuidedPath }) {
  const [state, setState] = useState<GuideState>({ chosen: [] })
  const focusTarget = useRef<HTMLElement | null>(null)
  const listRef = useRef<HTMLDivElement | null>(null)
  const questionId = useId()
  const stepId = currentStep(path, state)
  const step = path.steps.find((candidate) => candidate.id === stepId)

  useEffect(() => {
    focusTarget.current?.focus()
  }, [stepId, state.chosen.length])

  const items = stepId === 'end' ? guideItems(path, state) : []
  const closing = [
    block.path.reminder,
    '',
    `${block.path.sourcesHeading}:`,
    ...path.sources.map((source) => `- ${source.title}: ${source.href}`),
  ]

  return (
    <Card>
      <Heading>{path.title}</Heading>
      <p data-print-hide="">{path.intro}</p>
      {state.chosen.length > 0 ? (
        <ul data-print-hide="">
          {state.chosen.map(({ step: passed, choice }) => {
            const found = path.steps.find((candidate) => candidate.id === passed)
            return (
              <li key={passed}>
                {found?.question} <strong>{found?.choices[choice]?.label}</strong>
              </li>
            )
          })}
        </ul>
      ) : null}
      {step ? (
        <div data-print-hide="">
          <Muted>{fillTemplate(block.path.progress, { current: state.chosen.length + 1, total: stepCount(path, state) })}</Muted>
          <Choices
            aria-labelledby={questionId}
            tabIndex={-1}
            ref={(element) => {
              focusTarget.current = element
            }}
          >
            <legend id={questionId}>{step.question}</legend>
            <Row>
              {step.choices.map((choice, index) => (
                <PrimaryButton key={choice.label} type="button" onClick={() => setState(choose(path, state, index))}>
                  {choice.label}
                </PrimaryButton>
              ))}
            </Row>
          </Choices>
          {state.chosen.length > 0 ? (
            <SecondaryButton type="button" onClick={() => setState(goBack(state))}>
              {block.path.back}
            </SecondaryButton>
          ) : null}
        </div>
      ) : (
        <div ref={listRef}>
          <p data-print-hide="">{block.path.resultIntro}</p>
          <NestedHeadings>
            <div
              tabIndex={-1}
              ref={(element) => {
                focusTarget.current = element
              }}
            >
              <Heading>{path.result.title}</Heading>
            </div>
            <List as={path.result.kind === 'questions' ? 'ol' : 'ul'} data-kind={path.result.kind}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
            <p>{block.path.reminder}</p>
            <Heading>{block.path.linksHeading}</Heading>
            <ul>
              {path.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
            <Heading>{block.path.sourcesHeading}</Heading>
            <ul>
              {path.sources.map((source) => (
                <li key={source.href}>
                  <Small as="span">
                    <SmartLink href={source.href}>{source.title}</SmartLink>
                  </Small>
                </li>
              ))}
            </ul>
          </NestedHeadings>
          <ListActions
            block={block}
            text={listAsText(path.result.title, path.result.kind, items, closing)}
            fileName={listFileName(block.path.fileName, path.id)}
            target={listRef}
          />
          <SecondaryButton type="button" data-print-hide="" onClick={() => setState({ chosen: [] })}>
            {block.buttons.startOver}
          </SecondaryButton>
        </div>
      )}
    </Card>
  )
}
