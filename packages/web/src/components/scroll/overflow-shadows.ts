/** Where a scrolling list has more to show, so a fade shadow can say so. */
export type OverflowShadows = { top: boolean; bottom: boolean };

/** The scroll position of a box, as the DOM reports it. */
export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number };

// Sub-pixel layouts leave a fraction of a pixel between the last scroll position and the end.
const SLACK_PX = 1;

/** A shadow at the top when content is scrolled past it, at the bottom when content lies below. */
export function overflowShadows({ scrollTop, scrollHeight, clientHeight }: ScrollBox): OverflowShadows {
  const hidden = scrollHeight - clientHeight;
  if (hidden <= SLACK_PX) return { top: false, bottom: false };
  return { top: scrollTop > SLACK_PX, bottom: scrollTop < hidden - SLACK_PX };
}
