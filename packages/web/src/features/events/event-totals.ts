import type { AppEventCount } from "@xa/core/events/app-events-contract";

/** Each event name's total over the window, most frequent first (ties by name). */
export function totalsByName(counts: readonly AppEventCount[]): { name: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const c of counts) totals.set(c.name, (totals.get(c.name) ?? 0) + c.count);
  return [...totals]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A funnel step's share of the first step's users (0..1); 0 when nobody took the first. */
export const shareOfFirst = (users: number, first: number): number => (first > 0 ? users / first : 0);
