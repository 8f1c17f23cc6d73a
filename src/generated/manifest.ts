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
  | GiftIdeaListBlock
  | GiftRegistryBlock
  | HeroBlock
  | ListBlock
  | MealDayBlock
  | NoticeBlock
  | OrganizationListBlock
  | PrintButtonBlock
  | RecipeListBlock
  | ResourceListBlock
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
  }
  /**
   * Words the interactive tools share: keeping a copy on the device, opening links and files, copying links. Sent only to pages with an interactive block.
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
   * Every gift idea, by id. gift-idea-list blocks show them on the Wishing Well guides; the gift-registry builder offers them all.
   */
  giftIdeas?: {
    [k: string]: GiftIdea
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
 * Gift ideas from the manifest's "giftIdeas", named by id, as cards (title, why it helps, what to check) or as a plain list (title in bold, then why). The Wishing Well guides show their ideas with it, so each idea is written once and the registry builder offers the same words.
 */
export interface GiftIdeaListBlock {
  /**
   * Which kind of block this is: always "gift-idea-list" for a gift idea list block.
   */
  type: 'gift-idea-list'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * 'cards' (the default): a grid of cards like a card-grid. 'list': a bulleted list, each idea's title in bold followed by why it helps.
   */
  layout?: 'cards' | 'list'
  /**
   * The ids of the gift ideas to show, in order; each must be in the manifest's "giftIdeas".
   *
   * @minItems 1
   *
   * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  ideas: [string, ...string[]]
  /**
   * Whether each idea's 'check' items are shown (true by default). Turn it off where the page lists the same tips once, such as gift card tips.
   */
  showCheck?: boolean
  /**
   * Visible text. It must not be empty or only spaces.
   */
  checkLabel?: string
  /**
   * Whether each idea's 'avoid' items are shown (false by default: the guides list what to avoid once, for the whole page).
   */
  showAvoid?: boolean
  /**
   * Visible text. It must not be empty or only spaces.
   */
  avoidLabel?: string
  /**
   * Plain cards shown after the ideas in the same grid, for advice that is not a gift to pick (cards layout only).
   */
  moreCards?: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    title: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    description: string
  }[]
}
/**
 * An interactive block: the Wishing Well registry. A person (or a friend for them) picks gift ideas from the manifest's "giftIdeas", adds their own items, marks what they already have and writes a note to givers; the list lives only in the link's fragment (#registry=...), never on a server. A giver opens the link, sees what is wanted and taken, picks things and gets a reply link (#gift-reply=...) to send back; the owner adds replies (the same reply twice changes nothing; clashes are shown). Also a printable list, a file backup and "keep a copy on this device". Every word comes from this block's data and site.json's toolText.
 */
export interface GiftRegistryBlock {
  /**
   * Which kind of block this is: always "gift-registry" for a gift registry block.
   */
  type: 'gift-registry'
  /**
   * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
   */
  plannerHref: string
  /**
   * How the builder, the giver view and the printed list describe a gift: category, kind and price names, labels, and the notes for gifts of time and gifts to organizations. {item} is an idea's title, {org} an organization's name.
   */
  ideaText: {
    /**
     * The name of each of the six Wishing Well categories, used in the category filter and on each idea.
     */
    categories: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      essentials: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'surgery-prep-recovery': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'during-treatment': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'comforts-encouragement': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'gifting-made-easy': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'thoughtful-gestures': string
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ownCategory: string
    /**
     * The name of each kind of gift: item, time, gift-card, organization.
     */
    kinds: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      item: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      time: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'gift-card': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      organization: string
    }
    /**
     * The name of each rough price band.
     */
    priceBands: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      free: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'under-25': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      '25-75': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'over-75': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      varies: string
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    priceBandHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    moreAbout: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    checkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    avoidLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sourceLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeGiftNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeGiftLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    orgGiftNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    orgGiftLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    size: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    color: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noScent: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    exampleLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    quantity: string
  }
  /**
   * The first screen of the builder: what a registry is, the list name, and ways to open a saved list. Also the words shown without JavaScript and while a list link opens.
   */
  start: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    steps: Paragraphs
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameMissing: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    openFileLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    openCopyButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    privacyNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    whoCanMake: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noScript: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    loading: string
  }
  /**
   * The section that offers the gift ideas, folded by category, with a filter by kind. {item} is an idea's title.
   */
  pick: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    kindFilter: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    kindAll: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addButtonA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    onListState: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeButtonA11y: string
    /**
     * How many ideas the filters show, announced when they change.
     */
    shown: {
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
     * Visible text. It must not be empty or only spaces.
     */
    noMatches: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tip: string
    /**
     * How many ideas a category holds, after its name.
     */
    groupCount: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      one: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      other: string
    }
  }
  /**
   * The owner's list: each item with how many, a note, "already have", "received", moving and removing, and who said yes. {item} is a title, {givers} the names of givers, {count} and {wanted} numbers, {max} the most items a list holds.
   */
  list: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    jumpLabel: string
    /**
     * How many things are on the list.
     */
    count: {
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
     * Visible text. It must not be empty or only spaces.
     */
    empty: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    quantityLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noteLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noteHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    haveButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    haveState: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    stillNeedButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    receivedButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    receivedState: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    notReceivedButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    moveUpA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    moveDownA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    moveUp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    moveDown: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeButtonA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeClaimedConfirm: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeClaimedYes: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeClaimedNo: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    notClaimed: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    claimedBy: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    claimedPart: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    full: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    changeLabel: string
  }
  /**
   * The form that adds an item of the owner's own, with size, color, "no scent" and an example link. {item} is the item's name.
   */
  own: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    kindLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sizeLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    colorLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noScentLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linkHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    whyLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    quantityLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    added: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameMissing: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linkInvalid: string
  }
  /**
   * The note shown at the top of the list, and where to leave gifts. {count} and {max} are numbers of characters.
   */
  note: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    help: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noteLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    examplesLabel: string
    examples: Paragraphs
    /**
     * Visible text. It must not be empty or only spaces.
     */
    characterCount: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dropOffLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dropOffHelp: string
  }
  /**
   * The links for givers and for the owner, their length, keeping a copy, the file backup, printing and starting over. {count} is a number of characters.
   */
  share: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    preparing: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    giverLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    giverLinkHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ownLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ownLinkHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    whoCanSee: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linkLength: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nearLimit: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tooLong: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    longLinkTip: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    keepHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    downloadButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    downloadHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startOverButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startOverConfirm: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startOverYes: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startOverNo: string
  }
  /**
   * Adding the reply links givers send back: what was added, what changed, and clashes when two people said yes to the same thing. {giver}, {a} and {b} are givers' names, {item} a title.
   */
  replies: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    pasteLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    added: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    alreadyAdded: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    withdrawn: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    itemGone: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    otherList: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    conflictHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    conflict: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    conflictHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    keepBoth: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    keepOnly: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    reshare: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    openOwnLinkFirst: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    willBring: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cantBring: string
  }
  /**
   * What a giver sees on opening the link: the list, its note, what is still needed, and the buttons to pick things. {item} is a title, {givers} names, {date} the day the list last changed.
   */
  giver: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noteHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dropOffHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lastUpdated: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    askFirst: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    filterLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    filterOpen: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    filterAll: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    statusOpen: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    statusClaimed: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    statusPart: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    statusHave: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    statusReceived: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    claimButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    claimButtonA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    pickedState: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    unpickButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    unpickButtonA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cantBringButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cantBringA11y: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cantBringState: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    allTaken: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nothingOpen: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    privacyNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noThanksNeeded: string
  }
  /**
   * The form that turns a giver's picks into a reply link. {count} is the number of picks.
   */
  claim: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    /**
     * How many things the giver picked.
     */
    picked: {
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
     * Visible text. It must not be empty or only spaces.
     */
    nameLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameMissing: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    messageLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    messageHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    whenLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    makeReplyButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyHelp: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyNotYet: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    done: string
  }
  /**
   * The list on paper: a table per kind of gift with who is bringing what, and the givers' link. {date} is today.
   */
  print: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printedOn: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * The heading of each kind of gift's table.
     */
    sections: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      item: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      time: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      'gift-card': string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      organization: string
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnWhat: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnNotes: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnHowMany: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnWho: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    alreadyHave: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    received: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    footer: string
  }
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
 * A gift idea for someone facing serious illness, defined once in the manifest's "giftIdeas" and shown by gift-idea-list blocks (the Wishing Well guides) and the gift-registry builder, which name its id.
 */
export interface GiftIdea {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Which of the six Wishing Well guides it belongs to; the registry builder groups and filters ideas by it.
   */
  category:
    | 'essentials'
    | 'surgery-prep-recovery'
    | 'during-treatment'
    | 'comforts-encouragement'
    | 'gifting-made-easy'
    | 'thoughtful-gestures'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  why: string
  /**
   * Short things to check before buying or offering it (no scent, the size, the hospital's rules), shown under 'Check before you buy'. May be empty.
   *
   * @maxItems 8
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  check:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
  /**
   * Short things to avoid with this gift, shown under 'What to avoid' in the registry (and on a guide when its block asks). May be empty.
   *
   * @maxItems 8
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  avoid:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
  /**
   * A rough price in US dollars, shown in the registry builder only: free (time and effort), under $25, $25 to $75, over $75, or varies.
   */
  priceBand: 'free' | 'under-25' | '25-75' | 'over-75' | 'varies'
  /**
   * Something to give (item), a gift of time (linked to the Do Well planner), a gift card, or a gift to an organization (which then names it in 'organization').
   */
  kind: 'item' | 'time' | 'gift-card' | 'organization'
  /**
   * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  organization?: string
  /**
   * The organization's own page the idea's facts come from, when the guides' sources do not cover them, shown as a link in the registry.
   */
  source?: {
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
  }
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
