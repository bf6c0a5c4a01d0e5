/** A span of whole UTC days a question names, and how it said it. */
export type QuestionDates = { start: string; end: string; said: string };

const DAY_MS = 86_400_000;
// biome-ignore format: a month list reads better packed
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
  "november", "december"];
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}${m.length > 3 ? `(?:${m.slice(3)})?` : ""}`).join("|")})\\.?`;
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)";
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
  // "3/12", "2026/3/12", "3/12-3/15", "3/1〜7": month first, as in Japan and the US
  const slash =
    /(?<![\d/])(?:(\d{4})\/)?(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?(?:\s*(?:to|until|through|-|–|〜|~|から)\s*(?:(\d{1,2})\/)?(\d{1,2})(?!\d))?(?![\d/])/.exec(
      text,
    );
  if (slash) {
    const [said, y1, m1, d1, y2, m2, d2] = slash;
    const month = Number(m1) - 1;
    const a = dayOf(month, Number(d1), y1 ?? y2);
    if (valid(a, month, Number(d1))) {
      if (!d2) return span(a, a, said);
      const month2 = m2 ? Number(m2) - 1 : month;
      return span(a, dayOf(month2, Number(d2), y1 ?? y2), said);
    }
  }
  const part = readPartOfMonth(text.toLowerCase(), dayOf);
  if (part) return span(part.start, part.end, part.said);
  const ja = readJapaneseDates(text, dayOf, last);
  if (ja) return span(ja.start, ja.end, ja.said);

  const lower = text.toLowerCase();
  // "March 1 to 10", "March 1 - March 10", "between March 1 and March 10"
  const monthFirst = new RegExp(
    `\\b${MONTH}\\s+${DAY}${YEAR}(?:\\s*(?:to|until|through|thru|and|-|–)\\s*(?:the\\s+)?(?:${MONTH}\\s+)?${DAY}${YEAR})?`,
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
  // "in March", "october 2026", "throughout November"; a bare month name when it cannot be a word
  const inMonth =
    new RegExp(
      `\\b(?:in|during|for|over|of|throughout|through|across|since|from)\\s+(?:the\\s+month\\s+of\\s+)?${MONTH}${YEAR}\\b`,
      "i",
    ).exec(lower) ??
    new RegExp(`\\b${MONTH}\\s+(\\d{4})\\b`, "i").exec(lower) ??
    /\b(january|february|april|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b()/.exec(
      lower,
    );
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

// "first", "second", "third", "fourth" and "last" week by their first two letters.
const WEEK_ORDINALS = ["fi", "se", "th", "fo", "la"];
// Days of the year a question may name by their name, as [month, day] (0-based month).
const HOLIDAYS: [RegExp, number, number][] = [
  [/\bchristmas eve\b|クリスマスイブ|クリスマス・イブ/, 11, 24],
  [/\bchristmas( day)?\b|\bxmas\b|クリスマス/, 11, 25],
  [/\bnew year'?s eve\b|大晦日|大みそか/, 11, 31],
  [/\bnew year'?s( day)?\b|元日|元旦/, 0, 1],
  [/\bvalentine'?s( day)?\b|バレンタイン/, 1, 14],
  [/\bwhite day\b|ホワイトデー/, 2, 14],
  [/\bhalloween\b|ハロウィン|ハロウィーン/, 9, 31],
  [/\bboxing day\b/, 11, 26],
];

/**
 * A part of a month or a named day: "early/mid/late March" (1–10, 11–20, 21–end), "the first week of
 * March" (days 1–7, 8–14...), "Christmas"; in Japanese 3月上旬/中旬/下旬 and 3月第2週.
 */
function readPartOfMonth(
  lower: string,
  dayOf: (month: number, day: number, year?: string) => number,
): { start: number; end: number; said: string } | null {
  const monthEnd = (first: number) => {
    const d = new Date(first);
    return utcDay(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  };
  const third = (m: number, which: number, year: string | undefined, said: string) => {
    const first = dayOf(m, 1, year);
    const start = first + which * 10 * DAY_MS;
    return { start, end: which === 2 ? monthEnd(first) : start + 9 * DAY_MS, said };
  };
  const early = new RegExp(
    `\\b(early|beginning of|start of|mid|middle of|late|end of)[- ]\\s*${MONTH}${YEAR}`,
    "i",
  ).exec(lower);
  if (early) {
    const which = /early|beginning|start/.test(early[1] as string) ? 0 : /mid/.test(early[1] as string) ? 1 : 2;
    return third(monthOf(early[2] as string), which, early[3], early[0]);
  }
  const jaThird = /(?:(\d{4})年)?(\d{1,2})月(?:の)?(上旬|中旬|下旬|初め|末)/.exec(lower);
  if (jaThird) {
    const which = ["上旬", "初め"].includes(jaThird[3] as string) ? 0 : jaThird[3] === "中旬" ? 1 : 2;
    return third(Number(jaThird[2]) - 1, which, jaThird[1], jaThird[0]);
  }
  const week = new RegExp(`\\b(first|1st|second|2nd|third|3rd|fourth|4th|last) week of\\s+${MONTH}${YEAR}`, "i").exec(
    lower,
  );
  const jaWeek = /(?:(\d{4})年)?(\d{1,2})月(?:の)?第(\d)週/.exec(lower);
  const weekOf = week
    ? {
        said: week[0],
        n: /^\d/.test(week[1] as string)
          ? Number((week[1] as string)[0])
          : WEEK_ORDINALS.indexOf((week[1] as string).slice(0, 2)) + 1,
        m: monthOf(week[2] as string),
        y: week[3],
      }
    : jaWeek
      ? { said: jaWeek[0], n: Number(jaWeek[3]), m: Number(jaWeek[2]) - 1, y: jaWeek[1] }
      : null;
  if (weekOf) {
    const { said, n, m, y } = weekOf;
    const first = dayOf(m, 1, y);
    const end = monthEnd(first);
    const start = n === 5 ? end - 6 * DAY_MS : first + (n - 1) * 7 * DAY_MS;
    return start <= end ? { start, end: Math.min(start + 6 * DAY_MS, end), said } : null;
  }
  for (const [pattern, month, day] of HOLIDAYS) {
    const m = pattern.exec(lower);
    if (m) return { start: dayOf(month, day), end: dayOf(month, day), said: m[0] };
  }
  return null;
}
