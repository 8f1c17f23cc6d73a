import { createContext, useContext, type ReactNode } from 'react'
import type { Organization, Recipe, Resource } from '../generated/manifest.ts'
import type { Library, WarningCardEntry } from './page-payload.ts'

const LibraryContext = createContext<Library>({})

/** Makes a page's library entries available to its blocks. */
export function LibraryProvider({ library, children }: { library: Library; children: ReactNode }) {
  return <LibraryContext.Provider value={library}>{children}</LibraryContext.Provider>
}

function entry<T>(entries: Record<string, T> | undefined, id: string, kind: string): T {
  const found = entries?.[id]
  if (found === undefined) throw new Error(`This page names the ${kind} "${id}", which is not in site.json's library`)
  return found
}

/**
 * Looks up library entries by id for the current page.
 * The getters throw when an id is missing (validation prevents that in a build), so the error page explains it.
 */
export function useLibrary() {
  const library = useContext(LibraryContext)
  return {
    recipe: (id: string): Recipe => entry(library.recipes, id, 'recipe'),
    /**
     * The gift ideas this page carries, by id, in site.json's order: those its gift-idea-list blocks name, or all of
     * them on a page with a gift registry. The tools look ideas up here (src/tools/gift-idea-list/ideas.ts).
     */
    giftIdeas: library.giftIdeas ?? {},
    resource: (id: string): Resource => entry(library.resources, id, 'resource'),
    organization: (id: string): Organization => entry(library.organizations, id, 'organization'),
    /** Every page of the site, A to Z (only on a page with a search block; empty elsewhere). */
    pages: library.pages ?? [],
    /**
     * The tools' shared words (keeping a copy, opening links and files, copying links).
     * @throws when the page has none: only pages with an interactive block carry them.
     */
    toolText: (): NonNullable<Library['toolText']> => {
      if (!library.toolText) throw new Error('This page has no tool words: only pages with an interactive block carry them')
      return library.toolText
    },
    /** The programs this page's program finders show, by id, in the manifest's order (empty elsewhere). */
    programs: library.programs ?? {},
    /** The care planner's words, task types, suggestions and defaults (only on pages with a care-planner block). */
    carePlanner: library.carePlanner,
    /** Smart Nudge's words, nudges, chemotherapy words and visit questions (only on pages with a smart-nudge block). */
    smartNudge: library.smartNudge,
    /**
     * The urgent card of a warning sign this page's warning-signs blocks show.
     * @throws when the page does not carry it (validation rejects unknown ids first).
     */
    warningCard: (id: string): WarningCardEntry => entry(library.warningCards, id, 'warning sign'),
  }
}
