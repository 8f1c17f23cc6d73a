/**
 * How every page prints, the one home for printing (the print button block only opens the dialog). On paper:
 * only the page's content, black on white; the header, menu, search, footer, skip link and every control go;
 * tab panels unfold; cards, recipes, list groups and results do not split across pages; external links show
 * their address; and the print footer line (page address, "Last reviewed", disclaimer) shows at the end.
 */

/** Hides the tab row and shows every tab panel, in order, under its own heading (print and no-script). */
export const revealTabPanels =
  '[data-tabs-list]{display:none!important}' +
  '[data-tab-panel][hidden]{display:block!important}' +
  '[data-tab-panel]+[data-tab-panel]{margin-top:2.5rem}' +
  '[data-tab-heading]{position:static!important;width:auto!important;height:auto!important;margin:0 0 1rem!important;' +
  'overflow:visible!important;clip:auto!important;clip-path:none!important;white-space:normal!important}'

/** The page-wide print stylesheet, for a `<style>` in every page's head. */
export const printStyles =
  '[data-print-only]{display:none}' +
  '@media print{' +
  '@page{margin:1.5cm}' +
  'html,body{background:#fff!important;color:#000!important;font-size:11pt}' +
  '*{box-shadow:none!important;text-shadow:none!important}' +
  'header,footer,nav,form,button,[role="search"],[data-skip-link],[data-action-row],[data-coming-soon],' +
  '[data-hero-backdrop],[data-needs-script],[data-screen-only],[data-search-filters]{display:none!important}' +
  '[data-print-only]{display:block!important;margin-top:2rem;padding-top:0.5rem;border-top:1px solid #000;font-size:9pt}' +
  '[data-hero]{background:none!important;color:#000!important;padding:0!important;border:0!important}' +
  '[data-hero] *,main *{color:#000!important;background:transparent!important;border-color:#000!important}' +
  'mark{font-weight:700;text-decoration:underline}' +
  'article,section>ul>li,li,dl,table,tr,figure,[data-print-group]{break-inside:avoid}' +
  'h1,h2,h3,h4{break-after:avoid}' +
  'a{text-decoration:underline}' +
  'a[href^="http"]::after{content:" (" attr(href) ")";font-size:0.85em;word-break:break-all}' +
  `${revealTabPanels}}`

/**
 * Without JavaScript: the menu button goes and the menu shows; tabs unfold; controls that need a script go; parts
 * a script shows one at a time (`data-reveal-without-script`, such as the steps of a guided form) all show.
 */
export const noScriptStyles = `[data-menu-toggle],[data-needs-script]{display:none!important}[data-site-menu]{display:block!important}[data-reveal-without-script][hidden]{display:block!important}${revealTabPanels}`
