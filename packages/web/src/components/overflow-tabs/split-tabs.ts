/** A tab bar holds about one tab per this many pixels of its width. */
export const TAB_WIDTH_PX = 60;

/** How many tabs fit a bar this wide (at least one). */
export function tabCapacity(width: number): number {
  return Math.max(1, Math.floor(width / TAB_WIDTH_PX));
}

/**
 * The tabs shown in the bar and those moved to its "More" menu, which takes one tab's room. The
 * active tab always stays in the bar, in the last place. An unmeasured bar (null or 0) shows them all.
 */
export function splitTabs<T>(
  tabs: readonly T[],
  width: number | null,
  active: T | null,
): { visible: T[]; overflow: T[] } {
  if (!width || tabs.length <= tabCapacity(width)) return { visible: [...tabs], overflow: [] };
  const room = Math.max(1, tabCapacity(width) - 1);
  let visible = tabs.slice(0, room);
  if (active !== null && tabs.includes(active) && !visible.includes(active)) {
    visible = [...tabs.slice(0, room - 1), active];
  }
  return { visible, overflow: tabs.filter((tab) => !visible.includes(tab)) };
}
