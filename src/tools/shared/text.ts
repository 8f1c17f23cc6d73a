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

// Building an Intl formatter costs far more than using one, so each language's is made once. Plural rules are
// cheap to make; a number format is not: making the first one loads the browser's number data (20 to 90 ms at four
// times CPU slowdown, measured in Chromium), a long task of its own in the middle of a tool's hydration. Counts
// under 1,000 are written without it (see countNumber).
const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function pluralRulesFor(lang: string): Intl.PluralRules {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules
}

/**
 * A count as the language writes it: "1,200" in English. Whole numbers from 0 to 999 are their plain digits, as
 * every language written with Latin digits writes them (no grouping below 1,000; the site is in English), without
 * loading the browser's number data; larger or fractional counts go through Intl.NumberFormat. A site in a
 * language with other digits (Arabic, Persian) would show small counts in Latin digits.
 * @throws RangeError when `lang` is not a valid BCP 47 language tag (for counts that need the number format).
 */
export function countNumber(count: number, lang: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count)
  let format = numberFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang)
    numberFormats.set(lang, format)
  }
  return format.format(count)
}

/**
 * The form of `text` for `count` in the site's language (Intl.PluralRules: English uses "one" for 1 only), with
 * `{count}` (written as the language writes numbers: "1,200", see countNumber) and any other `values` filled in.
 * @throws RangeError when `lang` is not a valid BCP 47 language tag.
 */
export function countText(text: CountText, count: number, lang: string, values: Readonly<Record<string, string | number>> = {}): string {
  const form = pluralRulesFor(lang).select(count) === 'one' ? text.one : text.other
  return fillTemplate(form, { ...values, count: countNumber(count, lang) })
}
