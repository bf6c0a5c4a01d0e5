/** A span of whole UTC days a question names, and how it said it. */
export type QuestionDates = { start: string; end: string; said: string };

const DAY_MS = 86_400_000;
// biome-ignore format: a month list reads better packed
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
  "november", "december"];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}${m.length > 3 ? `(?:${m.slice(3)})?` : ""}`).join("|")})\\.?`;
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR = "(?:,?\\s*(\\d{4}))?";

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month, day);
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

/**
 * The days a question about an analysis names ("on March 12", "between 1 and 10 March", "last week",
 * "the 12th", "3月12日", "先週", "2026-03-12"), read against the analysis's last day `end`: a day or
 * month without a year is the latest one not after it. Null when it names none.
 */
export function readQuestionDates(question: string, end: Date): QuestionDates | null {
  const text = question.normalize("NFKC");
  const last = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const endYear = end.getUTCFullYear();
  // The latest such day not after the analysis's end, when no year is given.
  const dayOf = (month: number, day: number, year?: string) => {
    if (year) return utcDay(Number(year), month, day);
    const t = utcDay(endYear, month, day);
    return t > last ? utcDay(endYear - 1, month, day) : t;
  };
  const valid = (t: number, month: number, day: number) =>
    new Date(t).getUTCMonth() === month && new Date(t).getUTCDate() === day;
  const span = (a: number, b: number, said: string): QuestionDates | null =>
    Number.isFinite(a) && Number.isFinite(b) && a <= b ? { start: iso(a), end: iso(b), said: said.trim() } : null;

  const isoRange = /(\d{4}-\d{2}-\d{2})(?:\s*(?:to|until|through|-|–|〜|~|から)\s*(\d{4}-\d{2}-\d{2}))?/.exec(text);
  if (isoRange) {
    const a = Date.parse(isoRange[1] as string);
    return span(a, isoRange[2] ? Date.parse(isoRange[2]) : a, isoRange[0]);
  }
  const ja = readJapaneseDates(text, dayOf, last);
  if (ja) return span(ja.start, ja.end, ja.said);

  const lower = text.toLowerCase();
  // "March 1 to 10", "March 1 - March 10", "between March 1 and March 10"
  const monthFirst = new RegExp(
    `\\b${MONTH}\\s+${DAY}${YEAR}(?:\\s*(?:to|until|through|and|-|–)\\s*(?:${MONTH}\\s+)?${DAY}${YEAR})?`,
    "i",
  ).exec(lower);
  // "1 March", "1 to 10 March", "between 1 and 10 March"
  const dayFirst = new RegExp(`\\b${DAY}(?:\\s*(?:to|and|-|–)\\s*${DAY})?\\s+(?:of\\s+)?${MONTH}${YEAR}`, "i").exec(
    lower,
  );
  if (monthFirst) {
    const [said, m1, d1, y1, m2, d2, y2] = monthFirst;
    const month1 = monthOf(m1 as string);
    const a = dayOf(month1, Number(d1), y1);
    if (!valid(a, month1, Number(d1))) return null;
    if (!d2) return span(a, a, said);
    const month2 = m2 ? monthOf(m2) : month1;
    return span(a, dayOf(month2, Number(d2), y2 ?? y1), said);
  }
  if (dayFirst) {
    const [said, d1, d2, m, y] = dayFirst;
    const month = monthOf(m as string);
    const a = dayOf(month, Number(d1), y);
    if (!valid(a, month, Number(d1))) return null;
    return span(a, d2 ? dayOf(month, Number(d2), y) : a, said);
  }
  const lastDays = /\b(?:last|past|previous)\s+(\d{1,3})\s+days?\b/.exec(lower);
  if (lastDays) return span(last - (Number(lastDays[1]) - 1) * DAY_MS, last, lastDays[0]);
  const named = /\b(yesterday|today|last week|this week|last month|this month)\b/.exec(lower);
  if (named) return relative(named[1] as string, last, named[0]);
  const inMonth = new RegExp(`\\b(?:in|during|for|over)\\s+${MONTH}${YEAR}\\b`, "i").exec(lower);
  if (inMonth) {
    const month = monthOf(inMonth[1] as string);
    const first = dayOf(month, 1, inMonth[2]);
    const y = new Date(first).getUTCFullYear();
    return span(first, Math.min(utcDay(y, month + 1, 0), Math.max(first, last)), inMonth[0]);
  }
  // "the 12th", "on the 3rd": a day of the analysis's last month
  const ordinal = /\b(?:on\s+)?the\s+(\d{1,2})(st|nd|rd|th)\b/.exec(lower);
  if (ordinal) {
    const d = Number(ordinal[1]);
    if (d < 1 || d > 31) return null;
    const inMonthOfEnd = utcDay(endYear, end.getUTCMonth(), d);
    const day = inMonthOfEnd <= last ? inMonthOfEnd : utcDay(endYear, end.getUTCMonth() - 1, d);
    return span(day, day, ordinal[0]);
  }
  return null;
}

/** A named span relative to the analysis's last day (weeks start on Monday). */
function relative(name: string, last: number, said: string): QuestionDates | null {
  const day = new Date(last);
  const weekStart = last - ((day.getUTCDay() + 6) % 7) * DAY_MS;
  const monthStart = utcDay(day.getUTCFullYear(), day.getUTCMonth(), 1);
  const spans: Record<string, [number, number]> = {
    yesterday: [last - DAY_MS, last - DAY_MS],
    today: [last, last],
    "this week": [weekStart, last],
    "last week": [weekStart - 7 * DAY_MS, weekStart - DAY_MS],
    "this month": [monthStart, last],
    "last month": [utcDay(day.getUTCFullYear(), day.getUTCMonth() - 1, 1), monthStart - DAY_MS],
  };
  const [a, b] = spans[name] ?? [Number.NaN, Number.NaN];
  return { start: iso(a), end: iso(b), said };
}

/** 3月12日, 3月1日から10日, 3月1日〜3月10日, 12日, 先週, 昨日, 過去7日間, 3月 (of the analysis's year). */
function readJapaneseDates(
  text: string,
  dayOf: (month: number, day: number, year?: string) => number,
  last: number,
): { start: number; end: number; said: string } | null {
  const range = /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:\s*(?:から|〜|~|-|–)\s*(?:(\d{1,2})月)?(\d{1,2})日)?/.exec(
    text,
  );
  if (range) {
    const [said, y, m1, d1, m2, d2] = range;
    const a = dayOf(Number(m1) - 1, Number(d1), y);
    const b = d2 ? dayOf(Number(m2 ?? m1) - 1, Number(d2), y) : a;
    return { start: a, end: b, said };
  }
  const days = /(?:過去|直近|この)(\d{1,3})日(?:間)?/.exec(text);
  if (days) return { start: last - (Number(days[1]) - 1) * DAY_MS, end: last, said: days[0] };
  const named: Record<string, string> = {
    昨日: "yesterday",
    今日: "today",
    先週: "last week",
    今週: "this week",
    先月: "last month",
    今月: "this month",
  };
  for (const [word, name] of Object.entries(named)) {
    if (!text.includes(word)) continue;
    const r = relative(name, last, word);
    return r && { start: Date.parse(r.start), end: Date.parse(r.end), said: word };
  }
  const month = /(?:(\d{4})年)?(\d{1,2})月(?!\d|日)/.exec(text);
  if (month) {
    const m = Number(month[2]) - 1;
    const first = dayOf(m, 1, month[1]);
    const y = new Date(first).getUTCFullYear();
    return { start: first, end: Math.min(utcDay(y, m + 1, 0), Math.max(first, last)), said: month[0] };
  }
  const day = /(?<![\d月])(\d{1,2})日(?!間)/.exec(text);
  if (day) {
    const end = new Date(last);
    const d = Number(day[1]);
    const inMonth = utcDay(end.getUTCFullYear(), end.getUTCMonth(), d);
    const t = inMonth <= last ? inMonth : utcDay(end.getUTCFullYear(), end.getUTCMonth() - 1, d);
    return { start: t, end: t, said: day[0] };
  }
  return null;
}
