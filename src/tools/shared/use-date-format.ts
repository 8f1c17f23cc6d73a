import { useMemo } from 'react'
import { useSite } from '../../ui/site-context.tsx'
import { makeFormat, type Format } from './date-format.ts'

/** The site's language (site.json's `lang`) and its writers of dates, times and lists, made once per language. */
export function useDateFormat(): { lang: string; format: Format } {
  const { lang } = useSite()
  const format = useMemo(() => makeFormat(lang), [lang])
  return { lang, format }
}
