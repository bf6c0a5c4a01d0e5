/** Pure helpers of the section functions: shares, intervals, gap filling, keyword pairs, counting. */

import { yieldToEventLoop } from "../db/database.ts";

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
  return rankCounts(counts, limit);
}

/** How long counting keeps the event loop before letting other requests in. */
const SLICE_MS = 4;

/**
 * Counts the terms of many rows (a year of an audience's engagements): each row's `termsOf`, each
 * counted `weightOf(row)` times. It lets other requests in every few milliseconds: counted in one
 * go, a wide analysis held every request of the server for as long as its count took.
 */
export async function countTerms<R>(
  rows: readonly R[],
  termsOf: (row: R) => Iterable<string>,
  weightOf: (row: R) => number = () => 1,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let sliceStart = performance.now();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as R;
    const weight = weightOf(row);
    for (const term of termsOf(row)) counts.set(term, (counts.get(term) ?? 0) + weight);
    if (i % 256 === 255 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  return counts;
}

/**
 * Counts the pairs of `words` (as `keywordPairs` names them) that each row holds, weighted as
 * `countTerms` does. Pairs are counted by the words' places in a table and named once at the end,
 * rather than a string made per pair per row.
 */
export async function countWordPairs<R>(
  rows: readonly R[],
  wordsOf: (row: R) => readonly string[],
  words: Iterable<string>,
  weightOf: (row: R) => number = () => 1,
): Promise<Map<string, number>> {
  const sorted = [...new Set(words)].sort();
  const k = sorted.length;
  const place = new Map(sorted.map((w, i) => [w, i]));
  const table = new Float64Array(k * k);
  const held: number[] = [];
  const inRow = new Uint8Array(k);
  let sliceStart = performance.now();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as R;
    held.length = 0;
    for (const w of wordsOf(row)) {
      const at = place.get(w);
      if (at !== undefined && !inRow[at]) {
        inRow[at] = 1;
        held.push(at);
      }
    }
    held.sort((a, b) => a - b);
    const weight = weightOf(row);
    for (let a = 0; a < held.length; a++) {
      const first = held[a] as number;
      inRow[first] = 0;
      for (let b = a + 1; b < held.length; b++) {
        const cell = first * k + (held[b] as number);
        table[cell] = (table[cell] ?? 0) + weight;
      }
    }
    if (i % 256 === 255 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  const counts = new Map<string, number>();
  for (let a = 0; a < k; a++)
    for (let b = a + 1; b < k; b++) {
      const n = table[a * k + b] ?? 0;
      if (n > 0) counts.set(`${sorted[a]} + ${sorted[b]}`, n);
    }
  return counts;
}

/** The top `limit` of counted terms, most frequent first, ties alphabetical. */
export function rankCounts(counts: Map<string, number>, limit: number): { term: string; n: number }[] {
  let floor = 0;
  if (counts.size > limit) {
    // Only terms counted at least as often as the limit-th can rank: sort those, not the long tail.
    const perCount = new Map<number, number>();
    for (const n of counts.values()) perCount.set(n, (perCount.get(n) ?? 0) + 1);
    let kept = 0;
    for (const n of [...perCount.keys()].sort((a, b) => b - a)) {
      kept += perCount.get(n) ?? 0;
      floor = n;
      if (kept >= limit) break;
    }
  }
  const ranked: { term: string; n: number }[] = [];
  for (const [term, n] of counts) if (n >= floor) ranked.push({ term, n });
  return ranked.sort((a, b) => b.n - a.n || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)).slice(0, limit);
}
