import styled from '@emotion/styled'
import { colors } from '../../ui/theme.ts'
import type { ExcerptPiece } from './excerpt.ts'

const Mark = styled.mark({ background: colors.safetyBackground, color: colors.text, fontWeight: 700, padding: '0 0.1em' })

/** An excerpt as text, with the matched words in `<mark>` (never as HTML). */
export function ExcerptText({ pieces }: { pieces: readonly ExcerptPiece[] }) {
  return (
    <>
      {pieces.map((piece, index) => (piece.marked ? <Mark key={index}>{piece.text}</Mark> : piece.text))}
    </>
  )
}
