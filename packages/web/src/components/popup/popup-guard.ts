/** After popups are closed globally, none shows again for this long. */
export const POPUP_RESHOW_DELAY_MS = 300;

/**
 * Whether a popup may show: not within 300 ms of a global close, so the click or key that closed
 * everything does not open one again on its way through (a click outside that lands on a trigger).
 */
export function mayShowPopup(closedAt: number | null, now: number): boolean {
  return closedAt === null || now - closedAt >= POPUP_RESHOW_DELAY_MS;
}

let closedAt: number | null = null;
const listeners = new Set<() => void>();

/** Closes every guarded popup and holds them shut for 300 ms. */
export function closeAllPopups(now = Date.now()): void {
  closedAt = now;
  for (const listener of listeners) listener();
}

export function canShowPopups(now = Date.now()): boolean {
  return mayShowPopup(closedAt, now);
}

/** Calls back on every global close; returns the unsubscribe. */
export function onPopupsClosed(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
