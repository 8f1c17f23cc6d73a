/**
 * Whether a styled HTML element passes a prop on to the DOM: the browser bundle's stand-in for
 * @emotion/is-prop-valid (vite.config.ts aliases that package to this module). Every prop goes through except the
 * style props, which the site names with a leading `$` (`<Box $tone="safety">`), emotion's `theme`, and `as` (so
 * `as="p"` still changes the element). is-prop-valid decides from a list of every HTML, SVG and React prop name,
 * 2.3 kB gzip on every page; here the naming rule decides, and TypeScript rejects any other prop on an element.
 * The prerender keeps is-prop-valid, which drops `$` names too, so both render the same attributes
 * (tests/unit/forward-prop.test.ts).
 * @param prop a prop's name, such as "aria-label" or "$tone".
 */
export default function isPropValid(prop: string): boolean {
  return prop !== 'as' && prop !== 'theme' && !prop.startsWith('$')
}
