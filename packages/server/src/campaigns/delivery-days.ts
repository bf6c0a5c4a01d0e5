/** Calendar days (UTC, "YYYY-MM-DD") as delivery counts them. */

const DAY_MS = 86_400_000;

export const dayOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/** The last day an end time covers: an end at midnight closes the day before. */
export const lastDayBefore = (end: Date | string): string => dayOf(new Date(new Date(end).getTime() - 1));

export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included; none when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days from `from` to `to`, both included. */
export const dayCount = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

export const laterDay = (a: string, b: string) => (a > b ? a : b);
export const earlierDay = (a: string, b: string) => (a < b ? a : b);
