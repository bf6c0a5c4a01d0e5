/** Navigating to a URL hash scrolls to its element this long after the page changed, once it has drawn. */
export const HASH_SCROLL_DELAY_MS = 200;

type Box = { top: number; bottom: number };

/**
 * Whether an element needs scrolling to be seen: not wholly inside the viewport's height, except an
 * element taller than the viewport whose top is already on screen (scrolling would hide its start).
 */
export function isOffScreen({ top, bottom }: Box, viewportHeight: number): boolean {
  if (top < 0 || top >= viewportHeight) return true;
  return bottom > viewportHeight && bottom - top <= viewportHeight;
}

/** Scrolls an element into view only when it is off-screen; true when it scrolled. */
export function revealElement(element: Element, options: ScrollIntoViewOptions = { block: "nearest" }): boolean {
  if (!isOffScreen(element.getBoundingClientRect(), window.innerHeight)) return false;
  element.scrollIntoView?.({ behavior: "smooth", ...options });
  return true;
}

/** The element a URL hash names ("#top-accounts" → id "top-accounts"), if any. */
export function hashTarget(hash: string, root: Document = document): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return root.getElementById(id);
}
