/** Pure helpers of the section functions: shares, intervals, gap filling, keyword pairs. */

export type Interval = "hour" | "day" | "week";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Hours up to 3 days, days up to 120 days, weeks beyond: a chart of 24 to ~120 points. */
export function pickInterval(start: Date, end: Date): Interval {
  const span = end.getTime() - start.getTime();
  if (span <= 3 * DAY_MS) return "hour";
  if (span <= 120 * DAY_MS) return "day";
  return "week";
}

/** The UTC bucket start of a time, as `date_trunc(interval, t AT TIME ZONE 'UTC')` gives it (weeks start on Monday). */
export function bucketOf(time: Date, interval: Interval): Date {
  const t = new Date(time.getTime());
  t.setUTCMinutes(0, 0, 0);
  if (interval === "hour") return t;
  t.setUTCHours(0);
  if (interval === "day") return t;
  const weekday = (t.getUTCDay() + 6) % 7;
  return new Date(t.getTime() - weekday * DAY_MS);
}

/** The SQL text of a bucket key, matching `bucketKey` below. */
export const bucketSql = (interval: Interval, column: string) =>
  `to_char(date_trunc('${interval}', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;

export const bucketKey = (time: Date) => `${time.toISOString().slice(0, 13)}:00:00Z`;

/** Every bucket key from start to end, so a chart shows the quiet intervals as zeros. */
export function bucketKeys(start: Date, end: Date, interval: Interval): string[] {
  const step = interval === "hour" ? HOUR_MS : interval === "day" ? DAY_MS : 7 * DAY_MS;
  const keys: string[] = [];
  for (let t = bucketOf(start, interval).getTime(); t <= end.getTime() && keys.length < 10_000; t += step) {
    keys.push(bucketKey(new Date(t)));
  }
  return keys;
}

/** `count / total`, rounded to 4 decimals; 0 for an empty base. */
export const shareOf = (count: number, total: number) =>
  total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0;

/** Ranked terms with their share of the base. */
export function termItems(
  rows: { term: string; n: number }[],
  base: number,
): { term: string; count: number; share: number }[] {
  return rows.map((r) => ({ term: r.term, count: r.n, share: shareOf(r.n, base) }));
}

/** Distinct unordered pairs of a set of keywords (only those in `only` when given), each sorted ("a + b" with a < b). */
export function keywordPairs(keywords: readonly string[], only?: ReadonlySet<string>): string[] {
  const words = [...new Set(keywords)].filter((w) => !only || only.has(w)).sort();
  const pairs: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) pairs.push(`${words[i]} + ${words[j]}`);
  }
  return pairs;
}

/** Counts items, most frequent first (ties alphabetical), top `limit`. */
export function topCounts(values: Iterable<string>, limit: number): { term: string; n: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([term, n]) => ({ term, n }))
    .sort((a, b) => b.n - a.n || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}
