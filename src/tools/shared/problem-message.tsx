import styled from '@emotion/styled'
import { useLibrary } from '../../app/library-context.tsx'
import { noticeBoxStyles } from '../../ui/notice-styles.ts'
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
