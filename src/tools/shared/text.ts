/**
 * Words with values in them, for every tool: site.json holds sentences such as "{count} pages match "{query}"",
 * and the code fills them in. Values are inserted as plain text (React renders them as text), never as markup.
 */

/**
 * Replaces each `{name}` in `template` with `values[name]`; a name with no value is left as it is, so a mistake in
 * site.json shows on the page rather than vanishing.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** A sentence in its singular and plural forms, as site.json writes counts. */
export interface CountText {
  one: string
  other: string
}

// Building an Intl formatter costs far more than using one (tens of ms on a slow phone over a finder's hundred
// counts), so each language's pair is made once.
const formatters = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>()

function formattersFor(lang: string) {
  let pair = formatters.get(lang)
  if (!pair) {
    pair = { plural: new Intl.PluralRules(lang), number: new Intl.NumberFormat(lang) }
    formatters.set(lang, pair)
  }
  return pair
}

/**
 * The form of `text` for `count` in the site's language (Intl.PluralRules: English uses "one" for 1 only), with
 * `{count}` (written as the language writes numbers: "1,200") and any other `values` filled in.
 * @throws RangeError when `lang` is not a valid BCP 47 language tag.
 */
export function countText(text: CountText, count: number, lang: string, values: Readonly<Record<string, string | number>> = {}): string {
  const { plural, number } = formattersFor(lang)
  const form = plural.select(count) === 'one' ? text.one : text.other
  return fillTemplate(form, { ...values, count: number.format(count) })
}
