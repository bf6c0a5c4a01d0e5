import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS, hashTarget } from "./reveal.ts";

/**
 * Scrolls to the element a URL hash names, 200 ms after navigating there: a page drawn from lazy
 * chunks and queries has laid out by then, and the browser's own jump ran before it had.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      hashTarget(hash)?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
