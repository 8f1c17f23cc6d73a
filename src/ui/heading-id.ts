import { slug } from '../text/slug.ts'

/** The longest slug a heading id takes from its heading's text, in characters (the scope comes on top). */
const maxHeadingSlugLength = 60

/**
 * A heading's text as an id: its {@link slug} (at most 60 characters; "section" when nothing is left), after the id
 * of the heading it is nested under ("Breakfast" then "Tips" gives "breakfast-tips"). Search results link to these
 * ids, so they stay the same between builds while the headings do. No React here: the search index and Shelby's
 * page facts compute the same ids at build time.
 */
export function headingId(text: string, scope = ''): string {
  return [scope, slug(text, maxHeadingSlugLength) || 'section'].filter(Boolean).join('-')
}
