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
  const written = writtenDates.get(lang)?.get(isoDate)
  if (written !== undefined) return written
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.split('-').map(Number)
  return dateFormat(lang).format(new Date(Date.UTC(year, month - 1, day)))
}

/** A route's dates, written out for reading at build time: `{ lang, text: { "2026-11-20": "November 20, 2026" } }`. */
export interface WrittenDates {
  lang: string
  text: Record<string, string>
}

// Dates the build wrote out for the page (see writtenDatesIn): readableDate gives them without Intl. Making the
// first Intl.DateTimeFormat loads the browser's date data (20 to 60 ms at four times CPU slowdown, in Chromium), a
// long task in the middle of hydrating a tool that shows dates, such as the program directory's cards.
const writtenDates = new Map<string, Map<string, string>>()

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/

/**
 * Every calendar date (a "YYYY-MM-DD" string) anywhere in `value`, such as a route's data, as readableDate writes
 * it in `lang`: the build puts this in each route's data file, so the browser formats none of them.
 * @throws RangeError when `lang` is not a valid BCP 47 language tag.
 */
export function writtenDatesIn(value: unknown, lang: string): WrittenDates {
  const text: Record<string, string> = {}
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (isoDatePattern.test(item) && !Object.hasOwn(text, item)) text[item] = readableDate(item, lang)
    } else if (Array.isArray(item)) {
      item.forEach(visit)
    } else if (typeof item === 'object' && item !== null) {
      Object.values(item).forEach(visit)
    }
  }
  visit(value)
  return { lang, text }
}

/** Makes readableDate give these dates as written (from a route's data file), without Intl. Ignores anything else. */
export function learnWrittenDates(dates: unknown): void {
  if (typeof dates !== 'object' || dates === null || !('lang' in dates) || !('text' in dates)) return
  const { lang, text } = dates
  if (typeof lang !== 'string' || typeof text !== 'object' || text === null) return
  let known = writtenDates.get(lang)
  if (!known) {
    known = new Map()
    writtenDates.set(lang, known)
  }
  for (const [iso, written] of Object.entries(text)) if (isoDatePattern.test(iso) && typeof written === 'string') known.set(iso, written)
}
