/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Made from schema/*.schema.json by codegen/generate-types.ts (npm run codegen).
 * A stale copy fails `npm run codegen -- --check`, which runs before build, typecheck and tests.
 */

/**
 * One building block of a page. Its 'type' says which kind; each kind has its own properties.
 */
export type Block =
  | ActionRowBlock
  | CallToActionBlock
  | CardGridBlock
  | ComingSoonBlock
  | HeroBlock
  | ListBlock
  | MealDayBlock
  | NoticeBlock
  | OrganizationListBlock
  | PrintButtonBlock
  | RecipeListBlock
  | ResourceListBlock
  | SaveForOfflineBlock
  | SavedPagesBlock
  | SearchBlock
  | SectionBlock
  | ShoppingListBlock
  | SourcesBlock
  | StatsBlock
  | TabsBlock
  | TextBlock
/**
 * A button: a link ('href') or a feature that is coming soon ('comingSoon': true).
 */
export type Action = LinkAction | ComingSoonAction
/**
 * Paragraphs of plain text, shown in order.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Paragraphs = [string, ...string[]]

/**
 * site.json: the whole website. Site-wide parts (name, navigation, footer, interface words) and every route as a tree of blocks.
 */
export interface SiteManifest {
  /**
   * Points editors at this schema so they can suggest and check properties.
   */
  $schema: string
  /**
   * The manifest format's version. `npm run migrate` upgrades an older site.json.
   */
  version: 2
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * The language of the site's text as a BCP 47 tag such as 'en' or 'en-US', set on every page and used to write dates.
   */
  lang: string
  /**
   * The address the site is published at, without a trailing slash, such as "https://sevenwells.org". Used for canonical links, link previews and sitemap.xml.
   */
  url?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  description?: string
  logo?: Image
  /**
   * The top bar's links, shown on every page (behind the menu button on small screens).
   */
  navigation: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    label: string
    /**
     * The links in the top bar, in order, such as one link to each well.
     *
     * @minItems 1
     */
    links: [Link, ...Link[]]
  }
  /**
   * The foot of every page: a row of links and a short note.
   */
  footer: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    label: string
    /**
     * The links at the foot of every page, in order.
     *
     * @minItems 1
     */
    links: [Link, ...Link[]]
    /**
     * Visible text. It must not be empty or only spaces.
     */
    note: string
  }
  /**
   * Words the page frame and the blocks use, so that every visible word lives in site.json.
   */
  ui: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    skipLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    homeLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    menuOpen: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    menuClose: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    comingSoon: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    comingSoonTooltip: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    servings: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    prepTime: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ingredients: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    instructions: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    breakfast: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lunch: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dinner: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    snack: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lastReviewed: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    loading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    errorTitle: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    returnHome: string
    /**
     * The search form in every page's header. It sends the words to the search page as ?q=... (client-side when scripts run, so the words never reach the server); it loads no search code on other pages.
     */
    search?: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      placeholder?: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      button: string
      /**
       * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
       */
      path: string
    }
    /**
     * The line printed at the foot of every page on paper: where it was printed from, its 'Last reviewed' date where it has one, and the disclaimer.
     */
    printFooter?: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      printedFrom: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      disclaimer: string
    }
    /**
     * The quiet note at the foot of the screen when a new version of the site took over while an older page was open (the offline service worker): a sentence and two buttons. Without it, no note shows.
     */
    updated?: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      message: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      reload: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      dismiss: string
    }
  }
  /**
   * Words the interactive tools share: keeping a copy on the device, opening links and files, copying links, saving pages for offline reading. Sent only to pages with an interactive block.
   */
  toolText: {
    /**
     * The 'Keep a copy on this device' control every tool that saves uses.
     */
    keepCopy: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      help: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      saved: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      deleteButton: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      deleted: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      safariNote: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      unavailable: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      quota: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      failed: string
    }
    /**
     * Plain messages for a link or file that cannot be read; each ends by saying the current data was left as it was.
     */
    importProblems: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      empty: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      tooLong: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      notOurs: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      truncated: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      damaged: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      wrongKind: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      newerVersion: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      invalid: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      fileTooLarge: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      fileUnreadable: string
    }
    /**
     * Words for copying a share link.
     */
    share: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      copyLink: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      copied: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      copyFailed: string
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ignoredFilters: string
    /**
     * Words for saving pages to read without signal ('Save for offline' and the list of saved pages): the buttons, what happened, and why saved pages may not last.
     */
    saveOffline: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      saveButton: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      saving: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      saved: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      removeButton: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      removed: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      removeFailed: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      printButton: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      safariNote: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      unavailable: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      quota: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      failed: string
      savedPagesLink: Link
    }
  }
  /**
   * The page shown, with status 404, for a path that matches no route.
   */
  notFound: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    title: string
    /**
     * What the not-found page shows, top to bottom; start with a hero block.
     *
     * @minItems 1
     */
    blocks: [Block, ...Block[]]
  }
  /**
   * Every recipe, by id. recipe-list blocks show them.
   */
  recipes?: {
    [k: string]: Recipe
  }
  /**
   * Every reading resource, by id. resource-list blocks show them.
   */
  resources?: {
    [k: string]: Resource
  }
  /**
   * Every organisation, by id. organization-list blocks show them.
   */
  organizations?: {
    [k: string]: Organization
  }
  /**
   * Every page of the site. Each route's path is unique, whatever its letter case.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]]
}
/**
 * A local image file with its size. Give alt text that says what the image shows, or mark it decorative with an empty alt.
 */
export interface Image {
  /**
   * Path of a file in src/public, starting with '/'. Images are never loaded from another site.
   */
  src: string
  /**
   * The image's intrinsic width in CSS pixels, so the page keeps room for it while it loads.
   */
  width: number
  /**
   * The image's intrinsic height in CSS pixels, so the page keeps room for it while it loads.
   */
  height: number
  /**
   * What the image shows, for people who cannot see it. Empty only when 'decorative' is true.
   */
  alt: string
  /**
   * True when the image adds nothing a reader needs; screen readers then skip it and 'alt' must be empty.
   */
  decorative?: boolean
}
/**
 * A plain text link.
 */
export interface Link {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
   */
  href: string
}
/**
 * A row of buttons with no heading, such as 'Back' and 'Next' at the foot of a page.
 */
export interface ActionRowBlock {
  /**
   * Which kind of block this is: always "action-row" for an action row block.
   */
  type: 'action-row'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label?: string
  /**
   * The buttons in the row, from left to right: links or coming-soon controls.
   *
   * @minItems 1
   */
  actions: [Action, ...Action[]]
}
/**
 * A link shown as a button.
 */
export interface LinkAction {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
   */
  href: string
  /**
   * How strongly the button stands out: 'primary' is a filled button, 'secondary' an outlined one. Default: primary.
   */
  emphasis?: 'primary' | 'secondary'
}
/**
 * A button for a feature that is not built yet: shown disabled, marked 'Coming soon'.
 */
export interface ComingSoonAction {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Always true: shows the button disabled, with the 'Coming soon' badge and tooltip from site.json's ui.
   */
  comingSoon: true
  /**
   * How strongly the button stands out: 'primary' is a filled button, 'secondary' an outlined one. Default: primary.
   */
  emphasis?: 'primary' | 'secondary'
}
/**
 * A heading, a few sentences and one or more buttons that invite the reader to act.
 */
export interface CallToActionBlock {
  /**
   * Which kind of block this is: always "call-to-action" for a call to action block.
   */
  type: 'call-to-action'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  body?: Paragraphs
  /**
   * The buttons under the text, in reading order: links or coming-soon controls.
   *
   * @minItems 1
   */
  actions: [Action, ...Action[]]
}
/**
 * A grid of cards, each with a title, a description and usually a button.
 */
export interface CardGridBlock {
  /**
   * Which kind of block this is: always "card-grid" for a card grid block.
   */
  type: 'card-grid'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * 'even' gives every card the same width; 'two-then-rest' puts the first two cards in a wider top row. Default: even.
   */
  layout?: 'even' | 'two-then-rest'
  /**
   * The cards, in reading order: one column on phones and more side by side on wider screens.
   *
   * @minItems 1
   */
  cards: [Card, ...Card[]]
}
/**
 * One card in the grid: an optional picture and label, a title, a description, features and a button.
 */
export interface Card {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  description: string
  image?: Image
  /**
   * A short bulleted list of what the card offers, under its description.
   *
   * @minItems 1
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  features?: [string, ...string[]]
  action?: Action
}
/**
 * A card that says part of the site is still being written.
 */
export interface ComingSoonBlock {
  /**
   * Which kind of block this is: always "coming-soon" for a coming soon block.
   */
  type: 'coming-soon'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  text?: string
}
/**
 * The top of a page: its main heading (the page's only h1), an optional tagline, logo and background image.
 */
export interface HeroBlock {
  /**
   * Which kind of block this is: always "hero" for a hero block.
   */
  type: 'hero'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  tagline?: string
  logo?: Image
  background?: Image
  /**
   * 'large' fills the first screen (home page); 'compact' is a page header. Default: compact.
   */
  size?: 'large' | 'compact'
}
/**
 * A bulleted or numbered list of short items under an optional heading.
 */
export interface ListBlock {
  /**
   * Which kind of block this is: always "list" for a list block.
   */
  type: 'list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * True for a numbered list, false for bullets. Default: false.
   */
  ordered?: boolean
  /**
   * The short items of the list, in order, each one line of plain text.
   *
   * @minItems 1
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  items: [string, ...string[]]
}
/**
 * One day of a meal plan: breakfast, lunch, dinner and a snack, each a dish and a short nutrition note.
 */
export interface MealDayBlock {
  /**
   * Which kind of block this is: always "meal-day" for a meal day block.
   */
  type: 'meal-day'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  day: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * The day's four meals, each shown under its name from site.json's ui.
   */
  meals: {
    breakfast: Meal
    lunch: Meal
    dinner: Meal
    snack: Meal
  }
}
/**
 * One meal of the day: the dish and a short note on why it helps.
 */
export interface Meal {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  dish: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  note: string
}
/**
 * A boxed message that stands out from the page: a health disclaimer or a food-safety reminder.
 */
export interface NoticeBlock {
  /**
   * Which kind of block this is: always "notice" for a notice block.
   */
  type: 'notice'
  /**
   * How the box looks and what it is for: 'info' for general notes such as the health disclaimer, 'safety' for warnings about health or food safety.
   */
  tone: 'info' | 'safety'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  paragraphs: Paragraphs
}
/**
 * Organisations from the manifest's "organizations" that readers can contact, with what they offer and a link.
 */
export interface OrganizationListBlock {
  /**
   * Which kind of block this is: always "organization-list" for an organization list block.
   */
  type: 'organization-list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * Ids of organisations in the manifest's "organizations", in the order to show them.
   *
   * @minItems 1
   *
   * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  organizations: [string, ...string[]]
}
/**
 * An interactive block: a button that opens the browser's print dialog for the page, which prints without the menu, buttons and search (the site's print stylesheet). Hidden when JavaScript is off, since it needs a script.
 */
export interface PrintButtonBlock {
  /**
   * Which kind of block this is: always "print-button" for a print button block.
   */
  type: 'print-button'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  hint?: string
}
/**
 * Recipes from the manifest's "recipes", each with its servings, prep time, ingredients and numbered instructions.
 */
export interface RecipeListBlock {
  /**
   * Which kind of block this is: always "recipe-list" for a recipe list block.
   */
  type: 'recipe-list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * The recipes to show, in order, by id, each with an optional day label.
   *
   * @minItems 1
   */
  recipes: [
    {
      /**
       * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
       */
      recipe: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      day?: string
    },
    ...{
      /**
       * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
       */
      recipe: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      day?: string
    }[]
  ]
}
/**
 * Reading and viewing resources from the manifest's "resources", each with its summary, publisher, kind and audience, linked to the source.
 */
export interface ResourceListBlock {
  /**
   * Which kind of block this is: always "resource-list" for a resource list block.
   */
  type: 'resource-list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * Ids of resources in the manifest's "resources", in the order to show them.
   *
   * @minItems 1
   *
   * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  resources: [string, ...string[]]
}
/**
 * An interactive block: a 'Save for offline' button that keeps the page, with everything on it (all of its tabs, such as a week's recipes and shopping list), on the reader's device, so it opens without signal; then its size and a 'Remove' button. Also offers print, and says that iPhone Safari may clear saved pages after 7 days away. Shared words come from site.json's toolText.saveOffline. Hidden when JavaScript is off and on paper.
 */
export interface SaveForOfflineBlock {
  /**
   * Which kind of block this is: always "save-offline" for a save for offline block.
   */
  type: 'save-offline'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  hint?: string
}
/**
 * An interactive block: the list of pages saved on this device for offline reading, each with its size, the day it was saved and a 'Remove' button, and the room they take in all. It says that iPhone Safari may clear saved pages after 7 days away and that a printout lasts. On the offline page it can also name the page the reader asked for (from the address) and list the pages opened recently, which open offline too. Shared words come from site.json's toolText.saveOffline.
 */
export interface SavedPagesBlock {
  /**
   * Which kind of block this is: always "saved-pages" for a saved pages block.
   */
  type: 'saved-pages'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  empty: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  savedOn: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  total: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  askedFor?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  recentHeading?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  recentHelp?: string
}
/**
 * An interactive block: search every page of the site as you type, with results that link to the matching section, filters by well and audience, and the query in the address (/search?q=...). Without JavaScript, or when the search index cannot load, it shows an A to Z list of every page, grouped by well.
 */
export interface SearchBlock {
  /**
   * Which kind of block this is: always "search" for a search block.
   */
  type: 'search'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  hint?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  button: string
  resultCount: CountText
  /**
   * Visible text. It must not be empty or only spaces.
   */
  filtersHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  wellFilter: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  audienceFilter: string
  /**
   * The name shown for each audience a route can list in its 'audience'.
   */
  audiences: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    patient: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    caregiver: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    community: string
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  clearFilters: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  searching: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  sectionLinks: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  trimmed?: string
  emptyState: Message
  /**
   * Shown when nothing matches: what to try next, and where else to get help. {query} is the search words.
   */
  noResults: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    tips: Paragraphs
    /**
     * Links to try instead, such as the wells or a helpline.
     */
    actions?: Action[]
  }
  unavailable: Message
  /**
   * Visible text. It must not be empty or only spaces.
   */
  indexHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  otherPages: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  ignoredLink: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  broadened: string
  /**
   * Words left out of searches because nearly every page has them or they carry no meaning ("the", "my", "how", "what"), so questions typed as sentences still find pages. Compared without letter case.
   *
   * @maxItems 400
   */
  ignoreWords?: string[]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  resultsHeading: string
}
/**
 * A sentence with a number, in its singular ('one') and plural ('other') forms.
 */
export interface CountText {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  one: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  other: string
}
/**
 * A heading and a few sentences.
 */
export interface Message {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  paragraphs: Paragraphs
}
/**
 * A group of blocks under one optional heading. Headings inside it move one level down.
 */
export interface SectionBlock {
  /**
   * Which kind of block this is: always "section" for a section block.
   */
  type: 'section'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * The blocks inside the section, shown top to bottom.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]]
}
/**
 * A week's shopping, grouped by category (Proteins, Produce and so on).
 */
export interface ShoppingListBlock {
  /**
   * Which kind of block this is: always "shopping-list" for a shopping list block.
   */
  type: 'shopping-list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * The week's shopping in groups, each with its name as a heading and its items as a list.
   *
   * @minItems 1
   */
  categories: [
    {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * What to buy in this category, each with its quantity, shown as a list.
       *
       * @minItems 1
       *
       * Items: Visible text. It must not be empty or only spaces.
       */
      items: [string, ...string[]]
    },
    ...{
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * What to buy in this category, each with its quantity, shown as a list.
       *
       * @minItems 1
       *
       * Items: Visible text. It must not be empty or only spaces.
       */
      items: [string, ...string[]]
    }[]
  ]
}
/**
 * Where a health page's facts come from, with links, and when the page was last reviewed.
 */
export interface SourcesBlock {
  /**
   * Which kind of block this is: always "sources" for a sources block.
   */
  type: 'sources'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * The date the page's health facts were last checked against the sources, as YYYY-MM-DD; shown in words after the 'Last reviewed' label.
   */
  lastReviewed: string
  /**
   * The sources, each shown as a link with its publisher after it.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      title: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      publisher: string
      /**
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
       */
      href: string
    },
    ...{
      /**
       * Visible text. It must not be empty or only spaces.
       */
      title: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      publisher: string
      /**
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
       */
      href: string
    }[]
  ]
}
/**
 * A heading and a row of figures, each with a short label.
 */
export interface StatsBlock {
  /**
   * Which kind of block this is: always "stats" for a stats block.
   */
  type: 'stats'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * The figures, in a row on wide screens, each a large value with its label.
   *
   * @minItems 1
   */
  items: [
    {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      value: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
    },
    ...{
      /**
       * Visible text. It must not be empty or only spaces.
       */
      value: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
    }[]
  ]
}
/**
 * Panels of blocks behind a row of tabs (the WAI-ARIA tabs pattern). The first tab is open at first. Without JavaScript every panel shows, in order, under its label.
 */
export interface TabsBlock {
  /**
   * Which kind of block this is: always "tabs" for a tabs block.
   */
  type: 'tabs'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * The tabs in order, at least two; the first one is open when the page loads.
   *
   * @minItems 2
   */
  tabs: [
    {
      /**
       * A short name, unique on the page, used as the panel's anchor: a link ending in '#' and this id opens the tab.
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * The blocks in the tab's panel, shown top to bottom when the tab is open.
       *
       * @minItems 1
       */
      blocks: [Block, ...Block[]]
    },
    {
      /**
       * A short name, unique on the page, used as the panel's anchor: a link ending in '#' and this id opens the tab.
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * The blocks in the tab's panel, shown top to bottom when the tab is open.
       *
       * @minItems 1
       */
      blocks: [Block, ...Block[]]
    },
    ...{
      /**
       * A short name, unique on the page, used as the panel's anchor: a link ending in '#' and this id opens the tab.
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * The blocks in the tab's panel, shown top to bottom when the tab is open.
       *
       * @minItems 1
       */
      blocks: [Block, ...Block[]]
    }[]
  ]
}
/**
 * Paragraphs of plain text under an optional heading.
 */
export interface TextBlock {
  /**
   * Which kind of block this is: always "text" for a text block.
   */
  type: 'text'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  paragraphs: Paragraphs
}
/**
 * A recipe, defined once in the manifest's "recipes" and shown by recipe-list blocks that name its id.
 */
export interface Recipe {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  servings: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  prepTime: string
  /**
   * Each ingredient with its quantity, shown as a bulleted list under the 'Ingredients' heading.
   *
   * @minItems 1
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  ingredients: [string, ...string[]]
  /**
   * The steps in order, shown as a numbered list under the 'Instructions' heading.
   *
   * @minItems 1
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  instructions: [string, ...string[]]
}
/**
 * A published resource from a reputable organisation, summarised in our own words.
 */
export interface Resource {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  publisher: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
   */
  href: string
  /**
   * What sort of resource it is, shown as a tag under the summary.
   */
  kind: 'article' | 'guide' | 'video' | 'podcast' | 'book' | 'tool' | 'collection'
  /**
   * Who it is written for, shown as tags next to the kind.
   *
   * @minItems 1
   */
  audience: ['patient' | 'caregiver' | 'community', ...('patient' | 'caregiver' | 'community')[]]
}
/**
 * A real organisation that offers help. Give only details checked against its own website.
 */
export interface Organization {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto or tel address. Other schemes, such as javascript:, are refused.
   */
  href: string
  /**
   * A helpline number, shown as a tap-to-call link; give it only when confirmed by the organisation's own website.
   */
  phone?: string
}
/**
 * One page: its path and the blocks it shows, top to bottom.
 */
export interface Route {
  /**
   * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
   */
  path: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  description: string
  /**
   * What the page shows, top to bottom; start with a hero block, whose title is the page heading.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]]
  /**
   * True for a page that gives health information. It must then show a sources block (with its "Last reviewed" date) and an info notice with the disclaimer.
   */
  healthInformation?: boolean
  /**
   * Words readers may search with that the page's text may not contain: lay terms, common misspellings, abbreviations and Spanish words ("chemo", "quimio", "nausia"). The search index sees them; readers do not.
   *
   * @maxItems 60
   */
  keywords?: string[]
  /**
   * Keywords for one section of the page, by the id of its heading (the heading's words in lower case with hyphens, after the ids of the headings it sits under: "nausea", "breakfast-tips"). A search with them leads straight to that section. The build fails if the page has no heading with that id.
   */
  sectionKeywords?: {
    /**
     * @minItems 1
     * @maxItems 40
     */
    [k: string]: [string, ...string[]]
  }
  /**
   * Who the page is written for: people with cancer ('patient'), caregivers, friends and community. Search results can be filtered by it.
   *
   * @minItems 1
   */
  audience?: ['patient' | 'caregiver' | 'community', ...('patient' | 'caregiver' | 'community')[]]
}
