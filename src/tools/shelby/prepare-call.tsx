import { useId, useRef, useState, type FormEvent } from 'react'
import type { ShelbyBlock } from '../../generated/manifest.ts'
import { Heading, NestedHeadings } from '../../ui/heading.tsx'
import { listAsText } from './guide.ts'
import { ListActions } from './list-actions.tsx'
import { Card, Hidden, Input, Label, List, Muted, PrimaryButton, Row, SecondaryButton } from './styles.ts'

/** Most questions kept on the list, and most characters in one. */
export const maxQuestions = 30
export const maxQuestionChars = 300

/**
 * "Prepare for the call": the reader's own questions (those typed in the chat come first), which they can add to
 * and remove from, with tips, to print, copy or download. The list lives only in the page.
 */
export function PrepareForCall({
  block,
  questions,
  onChange,
}: {
  block: ShelbyBlock
  questions: readonly string[]
  onChange: (next: string[]) => void
}) {
  const words = block.prepareForCall
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const listRef = useRef<HTMLDivElement | null>(null)

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const question = draft.trim().slice(0, maxQuestionChars)
    if (question && !questions.includes(question)) onChange([...questions, question].slice(0, maxQuestions))
    setDraft('')
  }

  return (
    <Card>
      <div ref={listRef}>
        <Heading>{words.heading}</Heading>
        <p>{words.intro}</p>
        <ul>
          {words.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <NestedHeadings>
          <Heading>{words.listHeading}</Heading>
          {questions.length > 0 ? (
            <List as="ol" data-kind="questions">
              {questions.map((question) => (
                <li key={question} dir="auto">
                  {question}{' '}
                  <SecondaryButton
                    type="button"
                    data-print-hide=""
                    onClick={() => onChange(questions.filter((other) => other !== question))}
                  >
                    {words.remove}
                    <Hidden>: {question}</Hidden>
                  </SecondaryButton>
                </li>
              ))}
            </List>
          ) : (
            <Muted>{words.emptyList}</Muted>
          )}
        </NestedHeadings>
      </div>
      <form onSubmit={add} data-print-hide="">
        <Label htmlFor={inputId}>{words.addLabel}</Label>
        <Row>
          <Input
            id={inputId}
            value={draft}
            dir="auto"
            maxLength={maxQuestionChars}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <PrimaryButton type="submit">{words.addButton}</PrimaryButton>
        </Row>
      </form>
      <ListActions
        block={block}
        text={listAsText(words.listHeading, 'questions', questions, words.tips)}
        fileName={words.fileName}
        target={listRef}
      />
    </Card>
  )
}
