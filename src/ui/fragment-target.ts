/**
 * The element the address's fragment names (`#recipes-creamy-banana-oatmeal`), if any. A fragment that is not a
 * valid escape sequence names nothing (a hand-edited link must not break the page).
 */
export function fragmentTarget(): HTMLElement | null {
  const hash = window.location.hash.slice(1)
  if (!hash) return null
  try {
    return document.getElementById(decodeURIComponent(hash))
  } catch {
    return null
  }
}
