/**
 * The QR code of the plan link on the printed sign-up sheet, drawn with uqr as one SVG path (no image request,
 * no markup from strings). Error correction M; a link too long for a QR code gives undefined, and the sheet
 * says to ask for the link instead.
 */
import { encode } from 'uqr'

/** A QR code as an SVG path: `size` modules square (quiet zone included), dark modules in `path`. */
export interface QrDrawing {
  size: number
  path: string
}

/** The QR code of `text`, or undefined when it does not fit in the largest QR code at error correction M. */
export function qrDrawing(text: string): QrDrawing | undefined {
  let data: boolean[][]
  try {
    data = encode(text, { ecc: 'M', border: 4 }).data
  } catch {
    return undefined
  }
  const parts: string[] = []
  data.forEach((row, y) => {
    // One rectangle per run of dark modules in a row keeps the path short.
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x += 1
        continue
      }
      let end = x
      while (end < row.length && row[end]) end += 1
      parts.push(`M${x} ${y}h${end - x}v1h-${end - x}z`)
      x = end
    }
  })
  return { size: data.length, path: parts.join('') }
}
