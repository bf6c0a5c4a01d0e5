import type { Language } from "../auth/languages.ts";

/**
 * How the built-in analyst writes a section's numbers, and how an answer's numbers are checked
 * against the sections it cites (the eval and the tests): a number in an answer is grounded when a
 * section holds it as it is, or a share of it as the percentage this file writes.
 */
const COUNTS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
  ja: new Intl.NumberFormat("ja-JP", { maximumFractionDigits: 2 }),
};

export const formatCount = (language: Language, n: number) => COUNTS[language].format(n);

/** A share (0…1) as a percentage with one decimal: 0.4567 → "45.7%". */
export const formatShare = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** A score or a lift with two decimals. */
export const formatScore = (n: number) => n.toFixed(2);

/** A change with its sign: +10, -3, 0. */
export const formatChange = (language: Language, n: number) => `${n > 0 ? "+" : ""}${formatCount(language, n)}`;

/** A chart's bucket key (2026-01-08T14:00:00Z) as a date, with the hour for hourly charts. */
export function formatBucket(key: string, interval: "hour" | "day" | "week"): string {
  const date = key.slice(0, 10);
  return interval === "hour" ? `${date} ${key.slice(11, 16)} UTC` : date;
}

// What is not a number of the data: dates and times, handles, hashtags and links.
const NOT_NUMBERS = [
  /\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?(?:Z| UTC)?)?/g,
  /[@＠#＃][\p{L}\p{N}_]+/gu,
  /https?:\/\/\S+/g,
];
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** The numbers an answer states (absolute values), dates, handles, hashtags and links left out. */
export function numbersIn(text: string): number[] {
  let rest = text.normalize("NFKC");
  for (const pattern of NOT_NUMBERS) rest = rest.replace(pattern, " ");
  return [...rest.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, ""))).filter(Number.isFinite);
}

/** The dates (YYYY-MM-DD) an answer states. */
export const datesIn = (text: string) => [...text.matchAll(/(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g)].map((m) => m[0]);

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Every number the data holds, in each form an answer may write it: as it is, rounded to two
 * decimals, and a share as a percentage (one decimal or none); numbers inside texts (labels such as
 * an age band, notes) too. Also every date of the data (chart keys, post times).
 */
export function groundedValues(data: unknown): { numbers: Set<number>; dates: Set<string> } {
  const numbers = new Set<number>();
  const dates = new Set<string>();
  const addNumber = (n: number) => {
    const a = Math.abs(n);
    numbers.add(a);
    numbers.add(round(a, 2));
    if (a <= 1) {
      numbers.add(round(a * 100, 1));
      // as formatShare rounds it: 0.0725 is 7.3% there, while 7.25 rounds to 7.2 in floating point
      numbers.add(Math.round(a * 1000) / 10);
      numbers.add(Math.round(a * 100));
    }
  };
  const walk = (value: unknown): void => {
    if (typeof value === "number") addNumber(value);
    else if (typeof value === "string") {
      for (const date of datesIn(value)) dates.add(date);
      for (const n of numbersIn(value)) addNumber(n);
    } else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  walk(data);
  return { numbers, dates };
}

/** The numbers and dates of an answer that none of the data holds (empty when all are grounded). */
export function ungrounded(answer: string, data: unknown): string[] {
  const { numbers, dates } = groundedValues(data);
  const missing: string[] = [];
  for (const n of numbersIn(answer)) if (!numbers.has(n) && !numbers.has(round(n, 2))) missing.push(String(n));
  for (const date of datesIn(answer)) if (!dates.has(date)) missing.push(date);
  return missing;
}
