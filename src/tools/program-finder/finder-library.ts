/**
 * What the finder takes from the page's library: its words and the names of the organizations its programs name
 * by id. Kept here (not in the app's library context) so that nothing of the finder weighs on other pages.
 */
import type { ProgramFinderWords } from '../../generated/manifest.ts'
import { useLibrary } from '../../app/library-context.tsx'

/** A program's `organization` written as an id of the manifest's `organizations` (a name has capitals or spaces). */
const organizationId = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The finder's words, its programs, and organization names; throws on a page that carries no finder words. */
export function useFinderLibrary() {
  const library = useLibrary()
  const shared = library.toolText()
  const words: ProgramFinderWords | undefined = shared.programFinder
  if (!words) throw new Error('This page has no program finder words: only pages with a program-finder block carry them')
  return {
    words,
    shared,
    programs: library.programs,
    /** The organization's name: looked up when the program names it by id, else the name as written. */
    organizationName: (nameOrId: string): string => (organizationId.test(nameOrId) ? library.organization(nameOrId).name : nameOrId),
  }
}
