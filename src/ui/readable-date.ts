/**
 * Formats an ISO date (YYYY-MM-DD) for reading in the page's language ("20 November 2026" or "November 20, 2026"),
 * without time-zone drift: the date is read and written in UTC.
 */
export function readableDate(isoDate: string, lang: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}
