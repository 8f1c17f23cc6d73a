import styled from '@emotion/styled'
import { useLibrary } from '../../app/library-context.tsx'
import { noticeBoxStyles } from '../../ui/notice-styles.ts'
import type { LinkRefusal } from './document-format.ts'
import type { ImportProblem } from './link-codec.ts'

const Alert = styled.p({ ...noticeBoxStyles('safety'), fontWeight: 600 })

/**
 * The plain message for a link or file that could not be opened (site.json's `toolText.importProblems`), as an
 * alert. Every message says the data on screen was left as it was. Renders nothing when `problem` is undefined.
 */
export function ProblemMessage({ problem }: { problem: ImportProblem | undefined }) {
  const words = useLibrary().toolText().importProblems
  return <div role="alert">{problem ? <Alert>{words[problem]}</Alert> : null}</div>
}

/**
 * The plain message for a plan or list whose latest version was not put in its link (site.json's
 * `toolText.linkRefused`): too long, or not valid yet. The page keeps the changes; the link keeps the last version
 * that could be opened. Renders an empty alert region when `refused` is undefined.
 */
export function LinkRefusedMessage({ refused }: { refused: LinkRefusal | undefined }) {
  const words = useLibrary().toolText().linkRefused
  return <div role="alert">{refused ? <Alert data-link-refused={refused}>{words[refused]}</Alert> : null}</div>
}
