/**
 * A QR code drawn as one SVG path (no image request, no markup from strings), for printed sheets: the care
 * planner's sign-up sheet, Smart Nudge's week chart. Black on white with its quiet zone, so phones read it on paper.
 */
import { useMemo } from 'react'
import { qrDrawing } from './qr-code.ts'

/**
 * The QR code of `text` with a caption, or only `tooLong` as the caption when the text does not fit in a QR code.
 * @param label the image's accessible name ("QR code of the plan link").
 * @param size its printed width and height, as CSS length ("5.5cm").
 */
export function QrImage({ text, label, caption, tooLong, size }: { text: string; label: string; caption: string; tooLong: string; size: string }) {
  const qr = useMemo(() => qrDrawing(text), [text])
  return (
    <figure style={{ margin: 0, width: size, flex: 'none', textAlign: 'center' }} data-qr="">
      {qr ? (
        <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shapeRendering="crispEdges" style={{ width: size, height: size }}>
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : null}
      <figcaption style={{ fontSize: '9pt' }}>{qr ? caption : tooLong}</figcaption>
    </figure>
  )
}
