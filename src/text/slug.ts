/**
 * Text as a slug: lower-case ASCII letters and digits with single hyphens between words, such as
 * "Crème brûlée & pears!" → "creme-brulee-pears". Accents are dropped (NFKD, then the combining marks), anything
 * else becomes a hyphen, and no hyphen leads, trails or repeats. The one slug function of the project: heading ids,
 * recipe ids from titles, page paths suggested to authors and file names all use it, so they agree.
 *
 * @param text any text.
 * @param maxLength the longest slug to return, in characters (cut at that length, then trailing hyphens dropped);
 *   no limit by default.
 * @returns the slug; `''` when the text has no letter or digit a slug can keep (callers give their own fallback).
 */
export function slug(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')
}
