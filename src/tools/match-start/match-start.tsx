import styled from '@emotion/styled'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { colors, space } from '../../ui/theme.ts'
import { BlockFrame } from '../../ui/block-frame.tsx'
import { buttonStyles } from '../../ui/button-styles.ts'
import { Heading } from '../../ui/heading.tsx'
import { fillTemplate } from '../shared/text.ts'
import type { BlockProps } from '../../blocks/block-props.ts'
import { answerQuery, answered, questionFilter, skipped, type Answers } from './answers.ts'

const Form = styled.form({ maxWidth: '44rem' })

const Privacy = styled.p({
  background: colors.tint,
  borderRadius: '0.75rem',
  padding: `${space.sm} ${space.md}`,
})

const Progress = styled.p({ color: colors.muted, fontWeight: 600, margin: `${space.lg} 0 ${space.xs}` })

const Step = styled.fieldset({
  border: 0,
  margin: `0 0 ${space.lg}`,
  padding: 0,
  minWidth: 0,
  '& legend': { padding: 0 },
  '& h2, & h3': { margin: `0 0 ${space.xs}`, fontSize: '1.4rem' },
})

const Help = styled.p({ color: colors.muted, margin: `0 0 ${space.sm}` })

const Options = styled.div({ display: 'grid', gap: space.xs })

const Option = styled.label({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${colors.border}`,
  borderRadius: '0.5rem',
  background: colors.surface,
  cursor: 'pointer',
  '& input': { width: '1.25rem', height: '1.25rem', flex: 'none', margin: 0 },
})

const Buttons = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' })

const Primary = styled.button(buttonStyles('primary'))

const Secondary = styled.button(buttonStyles('secondary'))

/**
 * The match-start block (Match Well's guided start): optional questions, one at a time, each skippable, then the
 * program finder with the answers set as its filters in the address. The answers live only in this component's
 * memory: nothing is stored or sent, and the finder's address holds only the filters.
 *
 * Without JavaScript it is a plain form that shows every question at once (the hidden steps are revealed by the
 * no-script stylesheet) and opens the finder with the same filters in the address.
 */
export function MatchStart({ block }: BlockProps<'match-start'>) {
  const [, navigate] = useLocation()
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Answers>({})
  const idPrefix = useId()
  const moved = useRef(false)
  const total = block.questions.length
  const last = step === total - 1

  // After Next, Back or Skip, the new question's heading takes focus, so screen readers read it out.
  useEffect(() => {
    if (!moved.current) return
    document.getElementById(`${idPrefix}-q${step}`)?.focus()
  }, [step, idPrefix])

  const go = (next: number) => {
    moved.current = true
    setStep(Math.max(0, Math.min(total - 1, next)))
  }

  const openFinder = (chosen: Answers) => {
    const query = answerQuery(block.questions, chosen)
    navigate(`${block.finder}${query ? `?${query}` : ''}`)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    openFinder(answers)
  }

  return (
    <BlockFrame>
      <Form action={block.finder} method="get" onSubmit={onSubmit}>
        {block.intro ? <p>{block.intro}</p> : null}
        <Privacy>{block.privacy}</Privacy>
        <Progress data-needs-script="" aria-live="polite">
          {fillTemplate(block.labels.progress, { current: step + 1, total })}
        </Progress>
        {block.questions.map((question, questionIndex) => {
          const filter = questionFilter(question)
          const chosen = answers[question.id] ?? []
          const helpId = `${idPrefix}-h${questionIndex}`
          return (
            <Step
              key={question.id}
              hidden={questionIndex !== step}
              data-reveal-without-script=""
              aria-describedby={question.help ? helpId : undefined}
            >
              <legend>
                <Heading id={`${idPrefix}-q${questionIndex}`} tabIndex={-1}>
                  {question.question}
                </Heading>
              </legend>
              {question.help ? <Help id={helpId}>{question.help}</Help> : null}
              <Options>
                {question.options.map((option, optionIndex) => (
                  <Option key={optionIndex}>
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={question.multiple ? option.filter : filter}
                      value={option.value ?? ''}
                      checked={chosen.includes(optionIndex)}
                      onChange={() => setAnswers(answered(answers, question, optionIndex))}
                    />
                    <span>{option.label}</span>
                  </Option>
                ))}
              </Options>
            </Step>
          )
        })}
        <Buttons>
          {step > 0 ? (
            <Secondary type="button" data-needs-script="" onClick={() => go(step - 1)}>
              {block.labels.back}
            </Secondary>
          ) : null}
          <Secondary
            type="button"
            data-needs-script=""
            onClick={() => {
              const question = block.questions[step]
              const next = question ? skipped(answers, question) : answers
              setAnswers(next)
              if (last) openFinder(next)
              else go(step + 1)
            }}
          >
            {block.labels.skip}
          </Secondary>
          {!last ? (
            <Primary type="button" data-needs-script="" onClick={() => go(step + 1)}>
              {block.labels.next}
            </Primary>
          ) : null}
          <Primary type="submit" data-last-step={last ? '' : undefined} data-finish="">
            {block.labels.finish}
          </Primary>
        </Buttons>
      </Form>
    </BlockFrame>
  )
}
