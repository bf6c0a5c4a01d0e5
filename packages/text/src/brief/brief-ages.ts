import type { BriefAge } from "@xa/core/targeting/brief-reading";
import { AGES, type Age, ageSpan } from "@xa/core/targeting/targeting-options";
import type { Span } from "./brief-places.ts";

/** The oldest age a span "and over" is taken to reach, to compare it with closed ones. */
const OLDEST = 100;
/** The youngest age the platform targets: "under 35" is 13 to 34. */
const YOUNGEST = 13;

type Asked = { from: number; to: number | null } & Span & { said: string };

/** Generations by the years they were born in (Pew Research's boundaries). */
const GENERATIONS: [RegExp, number, number][] = [
  [/\bgen(?:eration)?[\s-]?z\b|\bzoomers\b|Z世代/giu, 1997, 2012],
  [/\bmillennials?\b|\bgen(?:eration)?[\s-]?y\b|ミレニアル世代/giu, 1981, 1996],
  [/\bgen(?:eration)?[\s-]?x\b|X世代/giu, 1965, 1980],
  [/\b(?:baby\s+)?boomers\b|団塊の世代/giu, 1946, 1964],
];

/** Words for an age group: [pattern, from, to]. */
const GROUPS: [RegExp, number, number | null][] = [
  [/\bteen(?:ager)?s\b/giu, 13, 19],
  [/\bcollege students\b|\buniversity students\b|大学生/giu, 18, 24],
  [/\byoung adults\b/giu, 18, 34],
  [/\bseniors\b|\bretirees\b|\bpensioners\b|シニア|高齢者/giu, 65, null],
];

const num = (s: string | undefined) => Number(s);
const plausible = (n: number) => n >= 10 && n <= 99;

/** Every age span a brief writes, in English or Japanese. */
function askedSpans(text: string, now: Date): Asked[] {
  const spans: Asked[] = [];
  const add = (m: RegExpMatchArray, from: number, to: number | null) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (spans.some((s) => s.start < end && start < s.end)) return;
    if (!plausible(from) || (to !== null && (!plausible(to) || to < from))) return;
    spans.push({ from, to, start, end, said: m[0].trim() });
  };
  const t = text.normalize("NFKC");
  // 20〜30代: from the 20s to the 30s
  for (const m of t.matchAll(/(\d0)\s*(?:[〜~\-–ー]|から)\s*(\d0)代/gu)) add(m, num(m[1]), num(m[2]) + 9);
  // Japanese decades: 20代・30代, 20〜30代, 20代から40代, 30代前半 / 後半
  for (const m of t.matchAll(
    /(\d0)代(?:(前半)|(後半))?(?:\s*(?:[・、,と〜~\-–ー]|から|および|及び|or|and)\s*(\d0)代(?:(前半)|(後半))?)*/gu,
  )) {
    const decades = [...m[0].matchAll(/(\d0)代(前半|後半)?/gu)];
    const first = decades[0];
    const last = decades.at(-1);
    if (!first || !last) continue;
    const from = num(first[1]) + (first[2] === "後半" ? 5 : 0);
    const to = num(last[1]) + (last[2] === "前半" ? 4 : 9);
    add(m, from, to);
  }
  // Japanese years: 25〜49歳, 25歳から49歳, 30歳以上, 35歳以下, 35歳未満
  for (const m of t.matchAll(/(\d{2})\s*歳?\s*(?:[〜~\-–ー]|から)\s*(\d{2})\s*歳(?:まで)?/gu))
    add(m, num(m[1]), num(m[2]));
  for (const m of t.matchAll(/(\d{2})\s*歳\s*以上/gu)) add(m, num(m[1]), null);
  for (const m of t.matchAll(/(\d{2})\s*歳\s*(以下|未満)/gu)) add(m, YOUNGEST, num(m[1]) - (m[2] === "未満" ? 1 : 0));
  // English spans: aged 25 to 49, ages 25-54, between 25 and 49, 18–34 year olds, 25-49
  for (const m of t.matchAll(
    /\b(?:(?:aged?|ages|between(?: the ages of)?)\s+)?(\d{2})\s*(?:-|–|—|~|to|and)\s*(\d{2})(?!\d|\s*(?:%|percent|[kKmM]\b|min|hour|hr|day|week|month|km|mile|kg|lb|dollar|usd|yen|円))(?:\s*(?:years?[\s-]olds?|yrs?(?: old)?|yo|y\/o))?/gu,
  )) {
    // A bare "25-49" counts; "$25-49" or "2025-26" are no ages.
    if (/[$€£¥\d.,]$/.test(t.slice(0, m.index ?? 0))) continue;
    add(m, num(m[1]), num(m[2]));
  }
  // over 30, 30+, 30 and over, aged 18 or older; under 35
  for (const m of t.matchAll(/\b(?:over|above|older than|aged?\s+over|at least)\s+(\d{2})\b/giu))
    add(m, num(m[1]), null);
  for (const m of t.matchAll(/\b(?:aged?\s+)?(\d{2})\s*(?:\+|plus\b|and (?:over|up|older)\b|or (?:over|older)\b)/giu))
    add(m, num(m[1]), null);
  for (const m of t.matchAll(/\b(?:under|below|younger than)\s+(\d{2})\b/giu)) add(m, YOUNGEST, num(m[1]) - 1);
  // Decades: in their 20s and 30s, 20s-30s, 30s
  for (const m of t.matchAll(/\b(?:in their\s+)?([1-6]0)['’]?s(?:\s*(?:-|–|to|and|or|&|,)\s*([1-6]0)['’]?s)?\b/giu))
    add(m, num(m[1]), num(m[2] ?? m[1]) + 9);
  const year = now.getUTCFullYear();
  for (const [pattern, born, until] of GENERATIONS)
    for (const m of t.matchAll(pattern)) add(m, Math.max(YOUNGEST, year - until), year - born);
  for (const [pattern, from, to] of GROUPS) for (const m of t.matchAll(pattern)) add(m, from, to);
  return spans.sort((a, b) => a.start - b.start);
}

/** The years two spans share over the years either covers (1 for the same span). */
function overlap(a: [number, number], b: [number, number]): number {
  const shared = Math.min(a[1], b[1]) - Math.max(a[0], b[0]) + 1;
  const either = Math.max(a[1], b[1]) - Math.min(a[0], b[0]) + 1;
  return shared > 0 ? shared / either : 0;
}

/**
 * The platform's age value nearest to a span: the one sharing most of its years with it (the
 * share of the years either covers), the narrower among equals. "20代・30代" (20–39) is 21–34;
 * "over 30" is 25 and over.
 */
export function nearestAge(from: number, to: number | null): Age {
  const asked: [number, number] = [from, to ?? OLDEST];
  let best: { age: Age; score: number; years: number } | null = null;
  for (const age of AGES) {
    if (age === "AGE_ANY") continue;
    const [f, t] = ageSpan(age);
    const span: [number, number] = [f ?? YOUNGEST, t ?? OLDEST];
    const score = overlap(asked, span);
    const years = span[1] - span[0];
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 && years < best.years))
      best = { age, score, years };
  }
  return best?.age ?? "AGE_ANY";
}

/**
 * The ages a brief asks for: the span from the youngest to the oldest age it writes (spans,
 * decades, generations, "over 30"), rounded to the nearest value the platform takes.
 */
export function readAge(text: string, now: Date): (BriefAge & { spans: Span[] }) | null {
  const spans = askedSpans(text, now);
  if (spans.length === 0) return null;
  const from = Math.min(...spans.map((s) => s.from));
  const to = spans.some((s) => s.to === null) ? null : Math.max(...spans.map((s) => s.to ?? 0));
  const value = nearestAge(from, to);
  const [f, t] = ageSpan(value);
  return {
    from,
    to,
    value,
    rounded: f !== from || t !== to,
    said: spans
      .map((s) => s.said)
      .join(" · ")
      .slice(0, 200),
    spans: spans.map(({ start, end }) => ({ start, end })),
  };
}
