/* eslint-disable */
/**
 * GENERATED FILE: do not edit by hand.
 * Made from schema/*.schema.json by codegen/generate-types.ts (npm run codegen).
 * A stale copy fails `npm run codegen -- --check`, which runs before build, typecheck and tests.
 */

/**
 * Paragraphs of plain text, shown in order.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Body = [string, ...string[]]
/**
 * Shown on this kind of task on days when infection risk is often higher after chemotherapy.
 *
 * @maxItems 4
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type RiskDayTips = string[]
/**
 * Shown on this kind of task on a chemotherapy day itself.
 *
 * @maxItems 4
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type TreatmentDayTips = string[]
/**
 * Short food safety tips printed on the sign-up sheet of a plan with meals.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type FoodSafety = [string, ...string[]]
/**
 * Where the advice comes from.
 *
 * @minItems 1
 *
 * Items: An authoritative page a nudge's advice comes from.
 */
export type Sources = [
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
     * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
     */
    href: string
    /**
     * The day someone last checked the advice against the page, YYYY-MM-DD.
     */
    checked: string
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
     * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
     */
    href: string
    /**
     * The day someone last checked the advice against the page, YYYY-MM-DD.
     */
    checked: string
  }[]
]
/**
 * One building block of a page. Its 'type' says which kind; each kind has its own properties.
 */
export type Block =
  | ActionRowBlock
  | CallToActionBlock
  | CardGridBlock
  | CarePlannerBlock
  | ComingSoonBlock
  | GiftIdeaListBlock
  | GiftRegistryBlock
  | HeroBlock
  | ListBlock
  | MatchStartBlock
  | MealDayBlock
  | NoticeBlock
  | OrganizationListBlock
  | PrintButtonBlock
  | ProgramFinderBlock
  | RecipeListBlock
  | ResourceListBlock
  | SaveForOfflineBlock
  | SavedPagesBlock
  | SearchBlock
  | SectionBlock
  | ShelbyBlock
  | ShoppingListBlock
  | SmartNudgeBlock
  | SourcesBlock
  | StatsBlock
  | TabsBlock
  | TextBlock
  | WarningSignsBlock
/**
 * A button: a link ('href') or a feature that is coming soon ('comingSoon': true).
 */
export type Action = LinkAction | ComingSoonAction
/**
 * The kind of help a program gives: a peer mentor (one person who has been through it), a support group, counseling or therapy, care team and navigation help, spiritual care, a helpline, or a way to volunteer.
 */
export type ProgramKind =
  | 'peer-mentor'
  | 'support-group'
  | 'counseling'
  | 'care-navigation'
  | 'spiritual-care'
  | 'helpline'
  | 'volunteering'
/**
 * Each ingredient with its quantity, shown as a bulleted list under the 'Ingredients' heading.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Ingredients = [string, ...string[]]
/**
 * The steps in order, shown as a numbered list under the 'Instructions' heading.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Instructions = [string, ...string[]]
/**
 * Short things to check before buying or offering it (no scent, the size, the hospital's rules), shown under 'Check before you buy'. May be empty.
 *
 * @maxItems 8
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Check = string[]
/**
 * Short things to avoid with this gift, shown under 'What to avoid' in the registry (and on a guide when its block asks). May be empty.
 *
 * @maxItems 8
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Avoid = string[]
/**
 * A language as an ISO 639 code such as "es".
 */
export type LanguageCode = string
/**
 * Hard limits on who can take part, stated plainly.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Eligibility = [string, ...string[]]
/**
 * What the program asks when you sign up or call, as its pages say.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type AskedWhenYouStart = [string, ...string[]]
/**
 * What happens, in order, in our own words.
 *
 * @minItems 1
 *
 * Items: Visible text. It must not be empty or only spaces.
 */
export type Steps = [string, ...string[]]
/**
 * Who a program is for: people with cancer (or who had it), caregivers (family and friends), previvors (people at high risk, such as from a gene change) or people who are grieving. For a way to volunteer: who can volunteer.
 */
export type ProgramAudience = 'people-with-cancer' | 'caregivers' | 'previvors' | 'bereaved'
/**
 * An age group a program is limited to.
 */
export type ProgramAgeGroup = 'children-teens' | 'young-adults' | 'adults' | 'older-adults'
/**
 * A cancer type a program serves; "any" for all types. "blood" covers leukemia, lymphoma and myeloma.
 */
export type CancerType =
  | 'any'
  | 'breast'
  | 'lung'
  | 'colorectal'
  | 'prostate'
  | 'blood'
  | 'ovarian'
  | 'gynecologic'
  | 'pancreatic'
  | 'brain'
  | 'skin'
  | 'head-and-neck'
  | 'bladder'
  | 'kidney'
  | 'thyroid'
  | 'sarcoma'
  | 'childhood'
  | 'other'
/**
 * A stage a program serves: "early", "metastatic" (spread to other parts of the body), or "any".
 */
export type CancerStage = 'any' | 'early' | 'metastatic'
/**
 * Where in the cancer journey a program helps: just diagnosed, in treatment, after treatment, when cancer comes back, near the end of life, after a death, or "any".
 */
export type CarePhase =
  | 'any'
  | 'newly-diagnosed'
  | 'in-treatment'
  | 'after-treatment'
  | 'recurrence'
  | 'end-of-life'
  | 'bereavement'
/**
 * A community a program is made for.
 */
export type ProgramCommunity =
  'lgbtq' | 'black' | 'hispanic-latino' | 'asian-american' | 'native-american' | 'veterans' | 'faith'
/**
 * A way to take part: by phone, by video, in person, in an online group, by chat or text, or by email.
 */
export type ProgramFormat = 'phone' | 'video' | 'in-person' | 'online-group' | 'chat' | 'email'
/**
 * What taking part costs: free, low cost, it varies (fees or insurance), or paid.
 */
export type ProgramCost = 'free' | 'low-cost' | 'varies' | 'paid'
/**
 * Warning signs during serious illness, most urgent first: each with its triage level (from its sources), its urgent card, its sources and a description Shelby's matcher reads. Shelby shows a sign's card before anything else when a question matches it; warning-signs blocks show chosen cards on health pages.
 *
 * @minItems 1
 * @maxItems 40
 */
export type WarningSigns = [WarningSign, ...WarningSign[]]
/**
 * Whom to call first, as the sign's sources say: "911" (call 911 now), "care-team" (call the care team now, even at night), "988" (call or text 988) or "poison-control" (Poison Help, 1-800-222-1222).
 */
export type TriageLevel = '911' | 'care-team' | '988' | 'poison-control'
/**
 * Buttons: tel: links to call, sms: links to text, or web pages.
 *
 * @minItems 1
 * @maxItems 5
 */
export type Actions = [LinkAction, ...LinkAction[]]
/**
 * One or more wordings separated by "|" ("chest pain|chest hurts"). Each wording is words in a row; a word also matches its other forms (bleed, bleeding, bled), other letter cases and accents, and one typo in a word of 4 or more letters (two in 8 or more). "*" stands for any one word; "=word" matches that word only as written (no other forms or typos), for words whose forms would mean something else (Spanish "=matarme" is not "matar"); {my} for my, his, her, their, your, our or the; {self} for myself, himself, herself, themselves or yourself; {someone} for a person (him, her, them, someone, my wife...); {person} for who it is about (I, he, she, they, my dad...). {year} for a year from 1900 to 2099 ("in {year}"). Spelled-out apostrophes and contractions are the same ("can't", "cant", "cannot", "can not").
 */
export type Pattern = string

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
    /**
     * Words about languages: this language's own name (on the link that leads here from a page in another language), the other languages' names in this language, the note added to a link that leads to a page in another language, and the line a translated page shows while its original has changed since.
     */
    language: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * Every other language's name as this language writes it, by code: {"en": "inglés"}.
       */
      names: {
        /**
         * Visible text. It must not be empty or only spaces.
         */
        [k: string]: string
      }
      /**
       * Visible text. It must not be empty or only spaces.
       */
      otherLanguage: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      outOfDate: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      outOfDateNoDate: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      readOriginal: string
    }
    /**
     * The tags under a resource in a resource list: its kind and who it is for, in words.
     */
    resourceTags: {
      kinds: {
        /**
         * Visible text. It must not be empty or only spaces.
         */
        article: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        guide: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        video: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        podcast: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        book: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        tool: string
        /**
         * Visible text. It must not be empty or only spaces.
         */
        collection: string
      }
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
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sourcesLabel?: string
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
     * Why a tool did not put the latest version of a plan or list in its link. The page keeps the changes; the link keeps the last version that could be opened again.
     */
    linkRefused: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      tooLong: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      invalid: string
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
    programFinder: ProgramFinderWords
    /**
     * Words for saving pages to read without signal ('Save for offline' and the list of saved pages): the buttons, what happened, and why saved pages may not last.
     */
    saveOffline: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      aboutSaving?: string
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
      /**
       * Visible text. It must not be empty or only spaces.
       */
      checking: string
      savedPagesLink: Link
    }
  }
  carePlanner?: CarePlanner
  smartNudge?: SmartNudge
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
   * Every language besides the default one (`lang`), by code, with its language pack: the site chrome and the tools' words in that language. Routes with that `lang` live under its pathPrefix. See docs/languages.md.
   */
  languages?: {
    [k: string]: LanguagePack
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
   * The Match Well program directory: every program (one service of one organization), by id. program-finder blocks show them. Each program lists the pages its facts came from and when they were last checked.
   */
  programs?: {
    [k: string]: Program
  }
  /**
   * The lay-language thesaurus: words people use, mapped to the words the pages use. One list for the whole site: search indexes every section under the lay words of the site words it says, and Shelby reads a question with it. A lay phrase may belong to one entry only. Keep a route's `keywords` for words that belong to that page alone.
   *
   * @maxItems 2000
   */
  thesaurus?: ThesaurusEntry[]
  warningSigns?: WarningSigns
  warningLookAlikes?: LookAlikesOfEverySign
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
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href: string
}
/**
 * The words of the program-finder block (Match Well), shared by every page that shows it: filters, facts, 'why it fits', the call plan.
 */
export interface ProgramFinderWords {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  filtersHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  filtersHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  clearFilters: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chosen: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  anyChoice: string
  resultCount: FinderCountText
  allCount: FinderCountText
  /**
   * Shown when no program fits every choice.
   */
  noResults: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    paragraphs: Body
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  privacy: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  whyFits: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  kindCount: string
  /**
   * Each filter: its name and the names of its values.
   */
  groups: {
    /**
     * Kind of help (the program's `kind`).
     */
    kind: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        'peer-mentor': FinderOption
        'support-group': FinderOption
        counseling: FinderOption
        'care-navigation': FinderOption
        'spiritual-care': FinderOption
        helpline: FinderOption
        volunteering: FinderOption
      }
    }
    /**
     * Who the help is for, the seed's caregiver role (the program's `serves`).
     */
    who: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        'people-with-cancer': FinderOption
        caregivers: FinderOption
        previvors: FinderOption
        bereaved: FinderOption
      }
    }
    /**
     * Cancer type (the program's `cancerTypes`; "any" fits every choice).
     */
    cancer: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        breast: FinderOption
        lung: FinderOption
        colorectal: FinderOption
        prostate: FinderOption
        blood: FinderOption
        ovarian: FinderOption
        gynecologic: FinderOption
        pancreatic: FinderOption
        brain: FinderOption
        skin: FinderOption
        'head-and-neck': FinderOption
        bladder: FinderOption
        kidney: FinderOption
        thyroid: FinderOption
        sarcoma: FinderOption
        childhood: FinderOption
        other: FinderOption
      }
    }
    /**
     * Stage (the program's `stages`).
     */
    stage: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        early: FinderOption
        metastatic: FinderOption
      }
    }
    /**
     * Where you are now: just diagnosed, in treatment... (the program's `phases`).
     */
    phase: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        'newly-diagnosed': FinderOption
        'in-treatment': FinderOption
        'after-treatment': FinderOption
        recurrence: FinderOption
        'end-of-life': FinderOption
        bereavement: FinderOption
      }
    }
    /**
     * Identity, community and faith (the program's `communities`; programs made for everyone still show).
     */
    community: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        lgbtq: FinderOption
        black: FinderOption
        'hispanic-latino': FinderOption
        'asian-american': FinderOption
        'native-american': FinderOption
        veterans: FinderOption
        faith: FinderOption
      }
    }
    /**
     * Life stage (the program's `ages`; programs open to all ages still show).
     */
    age: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        'children-teens': FinderOption
        'young-adults': FinderOption
        adults: FinderOption
        'older-adults': FinderOption
      }
    }
    /**
     * How you take part (the program's `formats`).
     */
    format: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        phone: FinderOption
        video: FinderOption
        'in-person': FinderOption
        'online-group': FinderOption
        chat: FinderOption
        email: FinderOption
      }
    }
    /**
     * Cost (the program's `cost`; programs whose cost is not stated show for no cost choice).
     */
    cost: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each value, in the order shown.
       */
      options: {
        free: FinderOption
        'low-cost': FinderOption
        varies: FinderOption
        paid: FinderOption
      }
    }
    /**
     * Language (the program's `languages`, by ISO 639-1 code; programs with interpreters show for every language).
     */
    lang: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each code, in the order shown. Every code a program uses needs a name here.
       */
      options: {
        [k: string]: FinderOption
      }
    }
    /**
     * Country you live in (the program's `countries`, by ISO 3166 code; "any" fits every choice).
     */
    country: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each code, in the order shown. Every code a program uses needs a name here.
       */
      options: {
        [k: string]: FinderOption
      }
    }
    /**
     * US state you live in (the program's `usStates`; programs offered across the US fit every state).
     */
    state: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      label: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      anyFit?: string
      /**
       * The name of each code, in the order shown. Every code a program uses needs a name here.
       */
      options: {
        [k: string]: FinderOption
      }
    }
  }
  /**
   * Labels of a program's facts that are not filter names.
   */
  facts: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    faith: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    languages: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    where: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cost: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    limits: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    asked: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    start: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    phone: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    website: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sources: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lastVerified: string
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  volunteerWho: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  interpretersFit: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  costUnknown: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  hoursUnknown: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  askedUnknown: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  caution: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  details: string
  /**
   * The call plan: the shortlist of programs a reader picks, kept in the page address's fragment.
   */
  shortlist: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    add: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    remove: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    added: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    removed: string
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
    empty: string
    count: FinderCountText
    /**
     * Visible text. It must not be empty or only spaces.
     */
    goTo: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    print: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    clear: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    privacy: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    notes: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    called: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    ignored: string
  }
}
/**
 * A sentence with a number, in its singular and plural forms; {count} is the number.
 */
export interface FinderCountText {
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
 * One value of a finder filter.
 */
export interface FinderOption {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  fit?: string
}
/**
 * Everything the care planner shows: its words, the kinds of task, the chemotherapy suggestions, food safety tips for the printed sheet, and defaults. care-planner blocks name task types from here.
 */
export interface CarePlanner {
  words: Words
  /**
   * The kinds of task, by id, in the order forms list them (a block can put its own first).
   */
  taskTypes: {
    [k: string]: CarePlannerTaskType
  }
  chemo: Chemo
  foodSafety: FoodSafety
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
 * Every label, hint, button and message of the planner. {name}-style parts are filled in by the page.
 */
export interface Words {
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
  riskDayTips?: RiskDayTips
  treatmentDayTips?: TreatmentDayTips
}
/**
 * Sourced words for plans with a chemotherapy day (see CDC, "Preventing infections during cancer treatment").
 */
export interface Chemo {
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
 * Everything Smart Nudge shows: its words, the short list of self-care nudges (each with its sources) and the usual day it starts from. smart-nudge blocks read it; it also uses carePlanner's chemotherapy words and higher-risk days, so they live in one place.
 */
export interface SmartNudge {
  words: Words1
  /**
   * The self-care nudges a reader can pick, in the order shown. Keep it short, and give each its sources.
   *
   * @minItems 1
   * @maxItems 10
   */
  nudges: [
    {
      /**
       * Its id in reminder links: never change it once published.
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      text: string
      /**
       * Every day from the day it is picked, or only on the days of highest infection risk after chemotherapy (offered once a chemotherapy day is entered).
       */
      when: 'daily' | 'riskDays'
      /**
       * The moments of the day it starts at; the reader can change them.
       *
       * @minItems 1
       * @maxItems 8
       */
      at: [
        'wake' | 'breakfast' | 'midMorning' | 'lunch' | 'midAfternoon' | 'dinner' | 'bed',
        ...('wake' | 'breakfast' | 'midMorning' | 'lunch' | 'midAfternoon' | 'dinner' | 'bed')[]
      ]
      sources: Sources
    },
    ...{
      /**
       * Its id in reminder links: never change it once published.
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      text: string
      /**
       * Every day from the day it is picked, or only on the days of highest infection risk after chemotherapy (offered once a chemotherapy day is entered).
       */
      when: 'daily' | 'riskDays'
      /**
       * The moments of the day it starts at; the reader can change them.
       *
       * @minItems 1
       * @maxItems 8
       */
      at: [
        'wake' | 'breakfast' | 'midMorning' | 'lunch' | 'midAfternoon' | 'dinner' | 'bed',
        ...('wake' | 'breakfast' | 'midMorning' | 'lunch' | 'midAfternoon' | 'dinner' | 'bed')[]
      ]
      sources: Sources
    }[]
  ]
  /**
   * The usual day a new plan starts from, and how long reminders and appointments last in calendar files.
   */
  defaults: {
    /**
     * The day a new plan starts from: wake, meals, bed and quiet hours, HH:MM.
     */
    day: {
      wake: string
      breakfast: string
      lunch: string
      dinner: string
      bed: string
      quietFrom: string
      quietTo: string
    }
    /**
     * How long a reminder event lasts in the calendar, in minutes.
     */
    reminderMinutes: number
    /**
     * How long an appointment lasts in the calendar, in minutes.
     */
    appointmentMinutes: number
  }
}
/**
 * Every label, hint, button and message of Smart Nudge. {name}-style parts are filled in by the page.
 */
export interface Words1 {
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
  safetyCareTeam: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  safetyAlarm: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  noScript: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  openCopy: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  dayHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  dayIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  dayOrderProblem: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  daySaved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicinesHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicinesIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  noMedicines: string
  medicineCount: FinderCountText
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addMedicineHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  editMedicineHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicineNameLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicineNameHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  howLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  everyLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  everyHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  daysLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  cycleLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  cycleHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  whenLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  setTimeLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  setTimeHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  asNeededNote: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  foodLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  foodUnsaid: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  foodWith: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  foodWithout: string
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
  endHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  notesLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addMedicine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  saveMedicine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  cancelEdit: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  editButton: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  removeButton: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicineAdded: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicineSaved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  medicineRemoved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  tooManyMedicines: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  formProblems: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needName: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needTime: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needHours: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needDays: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needCycle: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needStart: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  endBeforeStart: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  scheduleDaily: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  scheduleHours: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  scheduleWeekdays: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  scheduleCycle: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  scheduleAsNeeded: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  timeWithMoment: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  datesFrom: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  datesFromTo: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentsHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  noAppointments: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addAppointmentHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  editAppointmentHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  whatLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  whatHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  dateLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  timeLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  placeLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  bringLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  questionsLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  linesHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  visitGuideSummary: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  visitGuideIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  visitGuideLink: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentReminders: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addAppointment: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  saveAppointment: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needWhat: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needDate: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needAppointmentTime: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentWhen: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentAdded: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentSaved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  appointmentRemoved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  tooManyAppointments: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  bringHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  questionsHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  selfCareHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  selfCareIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  nudgeChoose: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  nudgeWhenLegend: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  nudgeAdded: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  nudgeRemoved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  sourceLine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentsHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentsIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addTreatmentHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentDateLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentRepeatHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentEveryLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentTimesLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  addTreatment: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  needRepeat: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentOnce: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentRepeats: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentAdded: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  treatmentRemoved: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  riskWindow: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  saveHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietFlagsIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietMedicine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietNudge: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietAppointment: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietReminder: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  quietAdvice: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  foodCheck: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarButton: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  googleNote: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarMedicine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarMedicineNote: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarAppointmentReminder: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  calendarFileName: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartWeekLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  printButton: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  printHint: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  linkLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  linkPending: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  linkPrivacy: string
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
  backupFileName: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  importLabel: string
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
  chartTitle: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartWeek: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartIntro: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartMedicines: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartMedicineColumn: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartSelfCare: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartSelfCareColumn: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartAppointments: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartQr: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartQrLabel: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  chartQrTooLong: string
  /**
   * The how-often choices.
   */
  how: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    daily: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    weekdays: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cycle: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    asNeeded: string
  }
  /**
   * The moments of the day, in lower case (a label starts with a capital).
   */
  moments: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    wake: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    breakfast: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    midMorning: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lunch: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    midAfternoon: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    dinner: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    bed: string
  }
  /**
   * Labels of the day's time fields.
   */
  dayLabels: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    wake: string
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
    bed: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    quietFrom: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    quietTo: string
  }
  /**
   * Labels of the cycle fields.
   */
  cycleLabels: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    onDays: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cycleDays: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    cycles: string
  }
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
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
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
  body?: Body
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
    steps: Body
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
    examples: Body
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
 * An interactive block: Match Well's guided start. A few optional questions, one at a time (every one can be skipped), then the program finder with the answers set as its filters in the address. Answers are never stored or sent. Without JavaScript every question shows at once in a form that opens the finder.
 */
export interface MatchStartBlock {
  /**
   * Which kind of block this is: always "match-start" for a guided start.
   */
  type: 'match-start'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  privacy: string
  /**
   * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
   */
  finder: string
  /**
   * The words of the buttons and the progress line.
   */
  labels: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    skip: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    back: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    next: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    finish: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    progress: string
  }
  /**
   * The questions, in order.
   *
   * @minItems 1
   */
  questions: [MatchQuestion, ...MatchQuestion[]]
}
/**
 * One question of the guided start.
 */
export interface MatchQuestion {
  /**
   * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  id: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  question: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  help?: string
  /**
   * True for checkboxes (pick any), false for a single choice. A single-choice question's options all set the same filter.
   */
  multiple: boolean
  /**
   * The answers. Each sets one finder filter to one value; an answer without them (such as "Not sure") sets nothing.
   *
   * @minItems 1
   */
  options: [MatchAnswer, ...MatchAnswer[]]
}
/**
 * One answer to a guided-start question.
 */
export interface MatchAnswer {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  label: string
  /**
   * The finder filter this answer sets (its query-string name).
   */
  filter?:
    | 'kind'
    | 'who'
    | 'cancer'
    | 'stage'
    | 'phase'
    | 'community'
    | 'age'
    | 'lang'
    | 'format'
    | 'cost'
    | 'country'
    | 'state'
  /**
   * The filter's value, one of the finder's options (see toolText.programFinder.groups).
   */
  value?: string
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
  paragraphs: Body
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
 * An interactive block: Match Well's private finder of real support programs from the manifest's `programs`. Filters (who the help is for, cancer type, stage, where you are, language, format, cost, where you live, community, life stage) live in the page address's query string; each program says why it fits; a call plan (shortlist) lives in the address's fragment and prints. Nothing is stored or sent. Without JavaScript it shows every program of its kinds, grouped by kind of help, with all their facts. Its words come from site.json's `toolText.programFinder`.
 */
export interface ProgramFinderBlock {
  /**
   * Which kind of block this is: always "program-finder" for a program finder.
   */
  type: 'program-finder'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * Limits the finder to some kinds of help, for a page about one kind. Only those programs are on the page.
   */
  preset?: {
    /**
     * The kinds of help this finder shows.
     *
     * @minItems 1
     */
    kind: [ProgramKind, ...ProgramKind[]]
  }
  moreLink?: Link
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
  showMore: string
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
    tips: Body
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
   * Visible text. It must not be empty or only spaces.
   */
  partial: string
  /**
   * When a search finds little and a word is not one the site uses, search tries the closest word the site does use and says so: "Showing results for nausea." with a link to search for the words as typed.
   */
  correction: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    showing: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    instead: string
  }
  /**
   * Words left out of searches because nearly every page has them or they carry no meaning ("the", "my", "how", "what"), so questions typed as sentences still find pages. Compared without letter case.
   *
   * @maxItems 600
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
  paragraphs: Body
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
 * An interactive block: Shelby, the care concierge, as a conversation. It checks what the reader types for warning signs first (site.json's warningSigns: an urgent card with 911, the care team, 988 or Poison Help), then for questions only a care team can answer (a hand-off to real helplines), then quotes the reviewed pages that answer it from the search index, with their "Last reviewed" date and sources. It also walks the reader through guided paths that end in a checklist or a list of questions to print, copy or download. It writes no health text of its own: every word it says is here. Nothing typed leaves the page or is kept.
 */
export interface ShelbyBlock {
  /**
   * Which kind of block this is: always "shelby" for Shelby.
   */
  type: 'shelby'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  safetyLine: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  whatItIs: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  privacy: string
  howItWorks: LinkAction
  /**
   * Visible text. It must not be empty or only spaces.
   */
  conversationLabel: string
  /**
   * The names shown before each message: Shelby's and the reader's.
   */
  names: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    shelby: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    you: string
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  greeting: string
  /**
   * The box the reader types in: its label, hint, button and the most characters Shelby reads.
   */
  input: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    label: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hint: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    submit: string
    /**
     * The most characters Shelby searches; a longer question gets errors.tooLong (warning signs are still checked in all of it).
     */
    maxLength: number
  }
  noScript: Body
  /**
   * Visible text. It must not be empty or only spaces.
   */
  searching: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  unavailable: string
  /**
   * Shelby's reply when it cannot check a question for warning signs: the file of warning signs it fetches when the reader comes to the question box did not load (offline before it ever loaded, a damaged build). Shown as an urgent card, instead of any answer: an answer that might sit under a missed warning sign must not be shown. Says why, and whom to call now.
   */
  unchecked: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    body: Body
    /**
     * @minItems 1
     * @maxItems 5
     */
    actions: [LinkAction, ...LinkAction[]]
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  pathsHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  handoffButton: string
  /**
   * The fixed words around each answer card.
   */
  answer: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    intro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    fromLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    lastReviewedLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sourcesLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    readPage: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    pageIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    pathIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startPath: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    helplinesIntro: string
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  nothingFound: string
  /**
   * What Shelby offers when it found nothing: a link that searches every page for the question, and the step-by-step guides as topics.
   */
  notFoundOffers: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    search: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    topics: string
  }
  /**
   * Real people to talk to: shown when nothing fits, when the reader asks, and when a question is one only a care team can answer (the rules).
   */
  handoff: {
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
    careTeam: string
    /**
     * Ids of organizations (site.json's "organizations") shown as helpline cards, with their phone, hours, languages and the date checked.
     *
     * @minItems 1
     * @maxItems 12
     *
     * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
     */
    helplines: [string, ...string[]]
    /**
     * The labels on each helpline card.
     */
    labels: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      call: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      hours: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      languages: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      checked: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      source: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      noHours: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      website: string
    }
    /**
     * Questions Shelby must not answer from pages (doses, test results, treatment choices, prognosis, symptoms, topics the site does not cover): any phrase matched (whole words, letter case and accents ignored, * for any one word) gives the rule's reply and the helplines instead of answers.
     *
     * @maxItems 30
     */
    rules: {
      /**
       * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      reply: string
      /**
       * The wordings that call for this hand-off.
       *
       * @minItems 1
       * @maxItems 400
       */
      phrases: [string, ...string[]]
      /**
       * Wordings in which a phrase means something else, blanked out before the phrases are matched ("take time off" is not taking a medicine; "after a dose" names a day, not an amount).
       *
       * @maxItems 200
       */
      masks?: string[]
    }[]
  }
  /**
   * A list of the reader's own questions (those typed in the chat, and more they add) to take to a call, kept only on the page, to print, copy or download.
   */
  prepareForCall: {
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
    fromChat: string
    tips: Body
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addLabel: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    addButton: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    listHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    emptyList: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    remove: string
    /**
     * The name of the downloaded list.
     */
    fileName: string
  }
  /**
   * The fixed words of a guided path.
   */
  path: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    progress: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    back: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    resultIntro: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    linksHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    sourcesHeading: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    reminder: string
    /**
     * The name of a downloaded list; {id} is the path's id.
     */
    fileName: string
  }
  /**
   * The words of the list buttons.
   */
  buttons: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    print: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    copy: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    download: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    startOver: string
  }
  /**
   * Announced after a list button.
   */
  status: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    copied: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    copyFailed: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    downloaded: string
  }
  /**
   * Shelby's replies to input it cannot search.
   */
  errors: {
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
    noWords: string
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  urgentHeading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  afterUrgent: string
  /**
   * When no warning sign's rules match a question, but it reads like the crisis messages of the golden sets' dev halves (thoughts of suicide, of harming someone, hopelessness; a word-weight model trained by npm run codegen, see src/tools/shelby/crisis-model.ts), Shelby shows this sign's card first. Leave it out to rely on the rules alone.
   */
  crisisFallback?: {
    /**
     * The id of the warning sign whose card shows (in site.json's warningSigns), such as "hopelessness": a gentle card with 988.
     */
    sign: string
  }
  /**
   * Words left out of searches ("the", "my", "how"), so questions typed as sentences find pages.
   *
   * @maxItems 600
   */
  ignoreWords?: string[]
  /**
   * Short step-by-step guides: each step a question with choices; each choice adds items to the list and leads to the next step (or "end"). The list, with the items always added, ends the path.
   *
   * @minItems 1
   * @maxItems 40
   */
  paths: [Path, ...Path[]]
}
/**
 * One guided path.
 */
export interface Path {
  /**
   * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  id: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro: string
  /**
   * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
   */
  route?: string
  /**
   * Wordings that make Shelby offer this path.
   *
   * @maxItems 60
   */
  phrases?: string[]
  /**
   * Ids of organizations to show with it.
   *
   * @maxItems 8
   *
   * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  helplines?: string[]
  /**
   * The steps, first one first.
   *
   * @minItems 1
   * @maxItems 10
   */
  steps: [
    {
      /**
       * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      question: string
      /**
       * The answers to pick from.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices: [
        {
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        },
        {
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        },
        ...{
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        }[]
      ]
    },
    ...{
      /**
       * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
       */
      id: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      question: string
      /**
       * The answers to pick from.
       *
       * @minItems 2
       * @maxItems 8
       */
      choices: [
        {
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        },
        {
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        },
        ...{
          /**
           * Visible text. It must not be empty or only spaces.
           */
          label: string
          /**
           * The id of the next step, or "end".
           */
          next: string
          /**
           * Items this answer adds to the list.
           *
           * @maxItems 10
           *
           * Items: Visible text. It must not be empty or only spaces.
           */
          adds: string[]
        }[]
      ]
    }[]
  ]
  /**
   * The list at the end.
   */
  result: {
    /**
     * A checklist (tick boxes on paper) or questions for an appointment.
     */
    kind: 'checklist' | 'questions'
    /**
     * Visible text. It must not be empty or only spaces.
     */
    title: string
    /**
     * Items always on the list, after the chosen ones.
     *
     * @maxItems 20
     *
     * Items: Visible text. It must not be empty or only spaces.
     */
    always: string[]
  }
  /**
   * Where to go next (Match Well, Do Well, pages, sites).
   *
   * @maxItems 10
   */
  links: LinkAction[]
  /**
   * Where its steps come from.
   *
   * @minItems 1
   *
   * Items: A source: its title and address.
   */
  sources: [
    {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      title: string
      /**
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
       */
      href: string
    },
    ...{
      /**
       * Visible text. It must not be empty or only spaces.
       */
      title: string
      /**
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
       */
      href: string
    }[]
  ]
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
 * An interactive block: Smart Nudge, reminders for medicines, appointments and self-care placed by rules from the reader's own day (wake, meals, bed, quiet hours), not by artificial intelligence. The reader types medicines as the care team gave them; nothing is suggested. The plan lives in the link's fragment (#nudges=...) and goes out as a calendar file, a printable week chart with a QR code, the link and a JSON backup. Its words and self-care nudges come from site.json's smartNudge. Without JavaScript it says it needs it.
 */
export interface SmartNudgeBlock {
  /**
   * Which kind of block this is: always "smart-nudge" for a Smart Nudge block.
   */
  type: 'smart-nudge'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading?: string
  /**
   * The id of one of Shelby's guided paths (a shelby block's paths) whose questions an appointment can take in, such as "appointments" (Shelby's "Get ready for your next visit"). The validator checks that a shelby block has it.
   */
  visitGuide?: string
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
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
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
       * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
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
  paragraphs: Body
}
/**
 * A "When to call now" section for health pages: the urgent cards of chosen warning signs from site.json's warningSigns (what to do, call buttons, sources), the same cards Shelby shows. Prerendered; works without JavaScript.
 */
export interface WarningSignsBlock {
  /**
   * Which kind of block this is: always "warning-signs".
   */
  type: 'warning-signs'
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  intro?: string
  /**
   * Ids of warning signs in site.json's warningSigns, in the order to show them (the validator names the closest id when one is unknown).
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  signs: [string, ...string[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  sourcesLabel?: string
}
/**
 * The site chrome and the tools' words in one more language, with the same keys as the default language's (the schema names a missing or extra key). Routes in this language live under pathPrefix.
 */
export interface LanguagePack {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Where this language's pages live, such as "/es". Every route in this language has this path or starts with it and "/".
   */
  pathPrefix: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  description: string
  navigation: Navigation
  footer: Footer
  ui: Ui
  toolText: ToolText
  carePlanner: CarePlannerWords
  smartNudge: SmartNudgeWords
  notFound: NotFound
}
/**
 * The top bar's links, shown on every page (behind the menu button on small screens).
 */
export interface Navigation {
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
export interface Footer {
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
export interface Ui {
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
  /**
   * Words about languages: this language's own name (on the link that leads here from a page in another language), the other languages' names in this language, the note added to a link that leads to a page in another language, and the line a translated page shows while its original has changed since.
   */
  language: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    name: string
    /**
     * Every other language's name as this language writes it, by code: {"en": "inglés"}.
     */
    names: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      [k: string]: string
    }
    /**
     * Visible text. It must not be empty or only spaces.
     */
    otherLanguage: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    outOfDate: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    outOfDateNoDate: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    readOriginal: string
  }
  /**
   * The tags under a resource in a resource list: its kind and who it is for, in words.
   */
  resourceTags: {
    kinds: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      article: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      guide: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      video: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      podcast: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      book: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      tool: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      collection: string
    }
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
  }
  /**
   * Visible text. It must not be empty or only spaces.
   */
  sourcesLabel?: string
}
/**
 * Words the interactive tools share: keeping a copy on the device, opening links and files, copying links, saving pages for offline reading. Sent only to pages with an interactive block.
 */
export interface ToolText {
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
   * Why a tool did not put the latest version of a plan or list in its link. The page keeps the changes; the link keeps the last version that could be opened again.
   */
  linkRefused: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    tooLong: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    invalid: string
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
  programFinder: ProgramFinderWords
  /**
   * Words for saving pages to read without signal ('Save for offline' and the list of saved pages): the buttons, what happened, and why saved pages may not last.
   */
  saveOffline: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    aboutSaving?: string
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
    /**
     * Visible text. It must not be empty or only spaces.
     */
    checking: string
    savedPagesLink: Link
  }
}
/**
 * The care planner's words in one more language: its words, each task type's name, hint and tips, the chemotherapy suggestions and the food safety tips. The task types' switches and the defaults are the default language's.
 */
export interface CarePlannerWords {
  words: Words
  taskTypes: {
    [k: string]: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      hint: string
      riskDayTips?: RiskDayTips
      treatmentDayTips?: TreatmentDayTips
    }
  }
  chemo: Chemo
  foodSafety: FoodSafety
}
/**
 * Smart Nudge in one more language: all its words, and each self-care nudge's name, text and sources by the nudge's id (every nudge of smartNudge, no other: the validator names a missing or extra one). The nudges' timing and the usual day are the default language's.
 */
export interface SmartNudgeWords {
  words: Words1
  /**
   * Each nudge's words, by its id in smartNudge.nudges.
   */
  nudges: {
    [k: string]: {
      /**
       * Visible text. It must not be empty or only spaces.
       */
      name: string
      /**
       * Visible text. It must not be empty or only spaces.
       */
      text: string
      sources: Sources
    }
  }
}
/**
 * The page shown, with status 404, for a path that matches no route.
 */
export interface NotFound {
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
 * A recipe, defined once in the manifest's "recipes" and shown by recipe-list blocks that name its id.
 */
export interface Recipe {
  translations?: RecipeTranslations
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
  ingredients: Ingredients
  instructions: Instructions
}
/**
 * The recipe in other languages, by language code.
 */
export interface RecipeTranslations {
  [k: string]: RecipeText
}
/**
 * A recipe's words in one more language: every text field of the recipe.
 */
export interface RecipeText {
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
  ingredients: Ingredients
  instructions: Instructions
  translatedFrom?: TranslatedFrom
}
/**
 * What a translation was made from: the fingerprint of the original's visible text and the date. `npm run translations -- --stamp <path>` writes it; the content check names every translation whose original changed since.
 */
export interface TranslatedFrom {
  /**
   * The first 16 hex digits of the SHA-256 of the original's visible text.
   */
  hash: string
  /**
   * When the translation was made or last brought up to date (YYYY-MM-DD).
   */
  date: string
}
/**
 * A gift idea for someone facing serious illness, defined once in the manifest's "giftIdeas" and shown by gift-idea-list blocks (the Wishing Well guides) and the gift-registry builder, which name its id.
 */
export interface GiftIdea {
  translations?: GiftIdeaTranslations
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
  check: Check
  avoid: Avoid
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
     * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
     */
    href: string
  }
}
/**
 * The gift idea's words in other languages, by language code.
 */
export interface GiftIdeaTranslations {
  [k: string]: GiftIdeaText
}
/**
 * A gift idea's words in one more language.
 */
export interface GiftIdeaText {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  why: string
  check: Check
  avoid: Avoid
  translatedFrom?: TranslatedFrom
}
/**
 * A published resource from a reputable organisation, summarised in our own words.
 */
export interface Resource {
  lang?: LanguageCode
  translations?: ResourceTranslations
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
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
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
 * The resource's words in other languages, by language code.
 */
export interface ResourceTranslations {
  [k: string]: ResourceText
}
/**
 * A resource's title, summary and publisher in one more language, and its address in that language when it has one.
 */
export interface ResourceText {
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
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href?: string
  translatedFrom?: TranslatedFrom
}
/**
 * A real organisation that offers help. Give only details checked against its own website.
 */
export interface Organization {
  translations?: OrganizationTranslations
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href: string
  /**
   * A helpline number, shown as a tap-to-call link; give it only when confirmed by the organisation's own website.
   */
  phone?: string
  /**
   * Facts about its helpline for Shelby's hand-off cards, each confirmed on the organization's own page (or one quoting it) on the date checked. Leave out hours and languages that were not confirmed.
   */
  helpline?: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours?: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    languages?: string
    /**
     * When these facts were last checked, as YYYY-MM-DD.
     */
    checked: string
    /**
     * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
     */
    source: string
  }
}
/**
 * The organization's words in other languages, by language code.
 */
export interface OrganizationTranslations {
  [k: string]: OrganizationText
}
/**
 * An organization's name and summary in one more language, its address in that language when it has one, and its helpline's hours and languages written in that language.
 */
export interface OrganizationText {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href?: string
  helpline?: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours?: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    languages?: string
  }
  translatedFrom?: TranslatedFrom
}
/**
 * One service of one organization (a mentor program, a support group, a helpline...), shown by program-finder blocks. Every fact comes from the pages in its `sources`; leave out what they do not confirm.
 */
export interface Program {
  translations?: ProgramTranslations
  /**
   * Visible text. It must not be empty or only spaces.
   */
  organization: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  kind: ProgramKind
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  caution?: string
  /**
   * Who the program is for (for a way to volunteer: who can volunteer).
   *
   * @minItems 1
   */
  serves: [ProgramAudience, ...ProgramAudience[]]
  /**
   * Only when the program is limited by age.
   *
   * @minItems 1
   */
  ages?: [ProgramAgeGroup, ...ProgramAgeGroup[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  ageNotes?: string
  /**
   * ["any"], or the cancer types it serves.
   *
   * @minItems 1
   */
  cancerTypes: [CancerType, ...CancerType[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  cancerTypeNotes?: string
  /**
   * ["any"] unless the program says otherwise.
   *
   * @minItems 1
   */
  stages: [CancerStage, ...CancerStage[]]
  /**
   * ["any"] unless the program says otherwise.
   *
   * @minItems 1
   */
  phases: [CarePhase, ...CarePhase[]]
  /**
   * Only when the program is made for a community.
   *
   * @minItems 1
   */
  communities?: [ProgramCommunity, ...ProgramCommunity[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  faith?: string
  /**
   * The languages it is offered in (confirmed only).
   *
   * @minItems 1
   *
   * Items: A language as its ISO 639-1 code, such as "en" or "es". site.json's toolText.programFinder.languages gives its name.
   */
  languages: [string, ...string[]]
  /**
   * Visible text. It must not be empty or only spaces.
   */
  languageNotes?: string
  /**
   * True when the program says an interpreter can join for other languages; the finder then lists it for every language.
   */
  interpreters?: boolean
  /**
   * Where it is offered, as ISO 3166 codes such as "US"; ["any"] for anywhere.
   *
   * @minItems 1
   */
  countries: [string, ...string[]]
  /**
   * Only when it is limited to some US states (postal codes such as "NY").
   *
   * @minItems 1
   */
  usStates?: [string, ...string[]]
  /**
   * The ways to take part.
   *
   * @minItems 1
   */
  formats: [ProgramFormat, ...ProgramFormat[]]
  cost?: ProgramCost
  /**
   * Visible text. It must not be empty or only spaces.
   */
  costNotes?: string
  eligibility?: Eligibility
  askedWhenYouStart?: AskedWhenYouStart
  /**
   * Where and how to start.
   */
  start: {
    /**
     * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
     */
    href: string
    /**
     * A number to call, only when the organization's own page gives it; shown as a tap-to-call link.
     */
    phone?: string
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours?: string
    steps?: Steps
  }
  /**
   * Every page a fact came from.
   *
   * @minItems 1
   */
  sources: [ProgramSource, ...ProgramSource[]]
  /**
   * The date the facts were last checked against the sources, as YYYY-MM-DD. `npm run check:content` warns when it is more than 6 months old.
   */
  lastVerified: string
  /**
   * Not shown: what came from old copies, what to re-check.
   */
  notes?: string
}
/**
 * The program's words in other languages, by language code: the same text fields the program has.
 */
export interface ProgramTranslations {
  [k: string]: ProgramText
}
/**
 * A program's words in one more language. It gives exactly the text fields the program itself has (the validator names a missing or extra one).
 */
export interface ProgramText {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  summary: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  caution?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  ageNotes?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  cancerTypeNotes?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  languageNotes?: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  costNotes?: string
  eligibility?: Eligibility
  askedWhenYouStart?: AskedWhenYouStart
  start?: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    hours?: string
    steps?: Steps
  }
  translatedFrom?: TranslatedFrom
}
/**
 * A page a program's facts came from.
 */
export interface ProgramSource {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href: string
}
/**
 * One idea in the lay-language thesaurus: the words the site's pages use for it, and the words readers use for the same thing. Search indexes every section that says one of the site's words under the lay words too, and Shelby reads a lay phrase in a question as that idea.
 */
export interface ThesaurusEntry {
  /**
   * The words the pages use, as they write them: a word or a short phrase ("vomiting", "memory and thinking problems"). Compared by word stems, so "sore" also finds "sores".
   *
   * @maxItems 40
   */
  site: string[]
  /**
   * What readers type for the same idea: everyday words, slang, abbreviations and Spanish ("throwing up", "puking", "quimio"). Leave out misspellings a letter or two off a word of the site: search corrects those itself.
   *
   * @maxItems 100
   */
  lay: string[]
}
/**
 * One warning sign: what it is, how urgent, what to do (the card), where that comes from, and how people write it.
 */
export interface WarningSign {
  /**
   * A short name in lower case with hyphens, unique in its list, such as "banana-oat-porridge".
   */
  id: string
  /**
   * Visible text. It must not be empty or only spaces.
   */
  name: string
  level: TriageLevel
  card: UrgentCard
  /**
   * The authoritative pages the sign, its level and its card come from, each with the date it was checked.
   *
   * @minItems 1
   * @maxItems 8
   */
  sources: [Source, ...Source[]]
  match: MatcherDescription
  spanish: MatcherDescription
  translations?: WarningSignTranslations
  /**
   * Whether the look-alikes of every sign (site.json warningLookAlikes: past events, questions, idioms) are blanked before this sign is matched. Default true. False for the crisis signs: people in crisis write "never again", "years ago" or "ya estoy bien harta" in the same breath as the crisis ("I want to end it all and never again see their faces"), and a crisis must never be read as a past event or a story. Such a sign lists the look-alikes it needs in its own notWhen.
   */
  sharedLookAlikes?: boolean
  /**
   * What Shelby does not show under this sign's card, so nothing there reads as reassurance: "answers" (quoted pages), "guides" (step-by-step guides) and "handoff" (rule replies and helpline cards). The card itself says whom to call.
   */
  suppress: ('answers' | 'guides' | 'handoff')[]
}
/**
 * What the reader sees: a heading that says what to do, short paragraphs, call buttons, and one or two sentences in Spanish.
 */
export interface UrgentCard {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  heading: string
  body: Body
  actions: Actions
  /**
   * Visible text. It must not be empty or only spaces.
   */
  inSpanish: string
}
/**
 * An authoritative page: its title (with the publisher), its address and the date it was checked.
 */
export interface Source {
  /**
   * Visible text. It must not be empty or only spaces.
   */
  title: string
  /**
   * Where a link goes: a path on this site (starting with '/'), or an https, http, mailto, tel or sms address (sms:988?&body=AYUDA opens a text message with its words). Other schemes, such as javascript:, are refused.
   */
  href: string
  /**
   * When the page was last read for this sign (YYYY-MM-DD).
   */
  checked: string
}
/**
 * How people write a sign. A question matches when any phrase, any "together" set or any number matches, after the "notWhen" wordings are blanked out.
 */
export interface MatcherDescription {
  /**
   * Core terms, their variants and lay words, each a pattern.
   *
   * @minItems 1
   * @maxItems 200
   */
  phrases: [Pattern, ...Pattern[]]
  /**
   * A term and the modifiers that make it urgent: each pattern of "all" must match, all within "within" words of each other, in any order ("bleeding" with "won't stop", "blood" with "vomit").
   *
   * @maxItems 400
   */
  together?: {
    /**
     * @minItems 2
     * @maxItems 4
     */
    all: [Pattern, Pattern, ...Pattern[]]
    /**
     * Most words from the first matched word to the last. Default: 6.
     */
    within?: number
  }[]
  /**
   * Readings that mean the sign, such as a temperature of 100.4 °F or more, written any way ("101", "101.5 F", "38,3", "39 c"). A number in range counts when a unit follows it, or when a "near" word is within "within" words and no "notNear" word is.
   *
   * @maxItems 6
   */
  numbers?: {
    /**
     * Also count the number when it is the whole message, perhaps with its unit ("38,3"). Default: false.
     */
    alone?: boolean
    /**
     * The smallest value that counts.
     */
    atLeast: number
    /**
     * Values from here up do not count (not a reading of this kind).
     */
    below: number
    units?: Pattern
    near: Pattern
    notNear?: Pattern
    /**
     * Most words between the number and a near word. Default: 5.
     */
    within?: number
  }[]
  /**
   * Wordings that look like the sign but are not ("hay fever", "chest freezer"), blanked out before matching this sign.
   *
   * @maxItems 100
   */
  notWhen?: Pattern[]
}
/**
 * The sign's urgent card in other languages, by language code: a page in that language shows it whole.
 */
export interface WarningSignTranslations {
  [k: string]: WarningSignText
}
/**
 * A warning sign's urgent card in one more language: its heading, what to do, and its call buttons' words (the same numbers as the original's).
 */
export interface WarningSignText {
  card: {
    /**
     * Visible text. It must not be empty or only spaces.
     */
    heading: string
    body: Body
    actions: Actions
  }
  translatedFrom?: TranslatedFrom
}
/**
 * Wordings that are not any sign, shared by all of them and blanked out before matching each sign, like each sign's own "notWhen": questions about a sign ("what are the signs of {sign}"), someone else's past ("died of {sign}"), a sign long ago ("{sign} * years ago"), prevention ("prevent {sign}"). {sign} stands for one to three words in a row that the sign's own phrases or "together" sets use; every wording needs {sign} and at least one word of its own, and blanks only its own words, so what else a message says is still read.
 */
export interface LookAlikesOfEverySign {
  /**
   * @maxItems 200
   */
  en: Pattern[]
  /**
   * @maxItems 200
   */
  es: Pattern[]
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
  lang?: LanguageCode
  /**
   * A path on this site: starts with '/', lower-case letters, digits and single hyphens, no trailing slash. Example: /eat-well/meal-planning
   */
  translationOf?: string
  translatedFrom?: TranslatedFrom
}
