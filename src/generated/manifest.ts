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
  | CarePlannerBlock
  | ComingSoonBlock
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
  carePlanner?: CarePlanner
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
 * Everything the care planner shows: its words, the kinds of task, the chemotherapy suggestions, food safety tips for the printed sheet, and defaults. care-planner blocks name task types from here.
 */
export interface CarePlanner {
  /**
   * Every label, hint, button and message of the planner. {name}-style parts are filled in by the page.
   */
  words: {
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
    noScript: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    planFor: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    planForNobody: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    updatedLine: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    readOnlyNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    loading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    notesHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dietLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dietHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    allergiesLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    peopleLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dropOffLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dropOffHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noContactLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noContactNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    containersLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    containersHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addressLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addressWarning: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    careTeamLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    careTeamHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    otherLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    forLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    forHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    feverHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    careTeamLine: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskBadge: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    treatmentBadge: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskWindow: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    suggestionsHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    suggestNoContact: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    suggestNoContactButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskDaysLegend: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskDaysHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskFromLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskToLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    riskDaysProblem: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    scheduleHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    emptySchedule: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    signupHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    signupIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    nameHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    slotOpen: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    slotTaken: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    slotTakenDish: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    slotPast: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noHelperNeeded: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    claimLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dishLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dishHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dishRepeat: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dishListHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dishListEmpty: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeAt: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeBetween: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeAny: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    makeReply: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    needName: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    needClaim: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyLinkLabel: string
    /**
     * How many tasks the helper picked. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    replyCount: {
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
    myCalendar: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    googleNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyViewHeading: string
    /**
     * Above the dates in an opened reply. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    replyViewIntro: {
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
    replyMergeButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyHowTo: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    organizeHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    organizeSummary: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    detailsHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tasksHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noTasks: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addTaskHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    editTaskHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    typeLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    titleLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    titleHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dateLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeLegend: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeAnyOption: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeAtOption: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    timeBetweenOption: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repeatLegend: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repeatNone: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repeatDaily: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repeatWeekly: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intervalDaysLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intervalWeeksLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    daysLegend: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endsLegend: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endsAfter: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endsOn: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    countLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    untilLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    taskNotesLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    infusionLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    infusionHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addTask: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    saveTask: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cancelEdit: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    editTask: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removeTask: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    taskAdded: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    taskSaved: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    taskRemoved: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    skipLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    skipButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    skippedLine: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    unskipButton: string
    /**
     * How many dates a task has. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    dateCount: {
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
    repeatOnce: string
    /**
     * A daily task. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    repeatDailySummary: {
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
     * A weekly task. {days} are the weekdays. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    repeatWeeklySummary: {
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
    endsAfterSummary: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endsOnSummary: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    needDate: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    badDate: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    needTime: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    endBeforeStart: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    needDays: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    badNumber: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    untilBeforeStart: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tooMany: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    noDates: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    allPast: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    somePast: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tooManyTasks: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tooManyDates: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    formProblems: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repliesHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repliesLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    repliesHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addReplies: string
    /**
     * After a reply was added. {name} is the helper. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    replyAdded: {
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
    replyUnchanged: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyConflict: string
    /**
     * When a reply names dates no longer in the plan. In its singular ('one') and plural ('other') forms; {count} is the number.
     */
    replyUnknown: {
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
    replyOtherPlan: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    replyNotReply: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    resharePlan: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    helpersHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    helpersEmpty: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    freeSlot: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    shareHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    shareIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    planLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    viewLinkLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    viewLinkIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    longLink: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    emptyPlan: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    privacyNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    exportsHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    planCalendar: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    calendarHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printSheet: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    printAddress: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    backupButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    backupHint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    importLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    imported: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    newPlan: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    newPlanConfirm: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    newPlanYes: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    newPlanNo: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    openCopy: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sheetTitle: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sheetIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnDate: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnTask: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnTime: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnName: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    columnDish: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sheetQr: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sheetQrLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sheetQrTooLong: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    foodSafetyHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    helperTipsHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sourceLine: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    calendarFor: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    calendarTaken: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    calendarReminder: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    planFileName: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    helperFileName: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    backupFileName: string
  }
  /**
   * The kinds of task, by id, in the order forms list them (a block can put its own first).
   */
  taskTypes: {
    [k: string]: CarePlannerTaskType
  }
  /**
   * Sourced words for plans with a chemotherapy day (see CDC, "Preventing infections during cancer treatment").
   */
  chemo: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    windowNote: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    fever: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    flu: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sick: string
    source: Link
  }
  /**
   * Short food safety tips printed on the sign-up sheet of a plan with meals.
   *
   * @minItems 1
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  foodSafety: [string, ...string[]]
  /**
   * Starting values: how many times a new repeat runs, how long a task with only a start time lasts in calendar files, and the usual higher-risk days after chemotherapy (CDC: often 7 to 12).
   */
  defaults: {
    /**
     * How many times a new repeating task runs, until changed.
     */
    repeatCount: number
    /**
     * How long a task with only a start time lasts in calendar files, in minutes.
     */
    durationMinutes: number
    /**
     * First higher-risk day after a chemotherapy dose.
     */
    riskFrom: number
    /**
     * Last higher-risk day after a chemotherapy dose.
     */
    riskTo: number
  }
}
/**
 * One kind of task in the care planner, such as a meal or a ride: its name, a hint, and the tips shown on days around chemotherapy.
 */
export interface CarePlannerTaskType {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  hint: string
  /**
   * False for occasions (a treatment day, a scan) that nobody signs up for. Default: true.
   */
  helper?: boolean
  /**
   * True when a helper names what they will bring, so the dish list can stop repeats.
   */
  dish?: boolean
  /**
   * Shown on this kind of task on days when infection risk is often higher after chemotherapy.
   *
   * @maxItems 4
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  riskDayTips?: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string]
  /**
   * Shown on this kind of task on a chemotherapy day itself.
   *
   * @maxItems 4
   *
   * Items: Visible text. It must not be empty or only spaces.
   */
  treatmentDayTips?:
    [] | [string] | [string, string] | [string, string, string] | [string, string, string, string]
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
 * An interactive block: a care planner that rallies help without accounts or a server. An organizer lists tasks (meals, rides, childcare, visits, occasions such as a treatment day) with dates, times and repeats; the whole plan lives in the link's fragment, so helpers open it, pick tasks and send back a short reply link. Exports a calendar file, a printable sign-up sheet and a backup. Its words, task types and suggestions come from site.json's carePlanner. Without JavaScript it says it needs it.
 */
export interface CarePlannerBlock {
  /**
   * Which kind of block this is: always "care-planner" for a care planner block.
   */
  type: 'care-planner'
  /**
   * Ids of task types from site.json's carePlanner.taskTypes that this page is about. The form lists them first and starts on the first one; the others follow.
   *
   * @minItems 1
   */
  taskTypes: [string, ...string[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
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
