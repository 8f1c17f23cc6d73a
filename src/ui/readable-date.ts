// One formatter per language: making an Intl.DateTimeFormat costs far more than using one, and a directory page
// formats a date on each of fifty cards.
const formats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(lang: string): Intl.DateTimeFormat {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    formats.set(lang, format)
  }
  return format
}

/**
 * Formats an ISO date (YYYY-MM-DD) for reading in the page's language ("20 November 2026" or "November 20, 2026"),
 * without time-zone drift: the date is read and written in UTC.
 * @throws RangeError when `lang` is not a valid BCP 47 language tag.
 */
export function readableDate(isoDate: string, lang: string): string {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.split('-').map(Number)
  return dateFormat(lang).format(new Date(Date.UTC(year, month - 1, day)))
}

/**
 * Makes the browser load its date and number data for `lang` now. The first Intl formatter a page makes loads that
 * data (about 50 ms on a phone four times slower than this machine's CPU, measured in Chromium); called while the
 * page waits for its data file, it keeps that cost out of hydration, which cannot pause inside one component.
 */
export function warmDateFormat(lang: string): void {
  dateFormat(lang).format(0)
}
