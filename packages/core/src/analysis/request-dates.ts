/** Years a date in a request may name: posts are from this era, and every such instant fits PostgreSQL and ISO strings. */
export const FIRST_YEAR = 1970;
export const LAST_YEAR = 9999;

/** The longest window one analysis covers: a year, leap day included. Wider asks would read the whole store at once. */
export const MAX_RANGE_DAYS = 366;

const EARLIEST = Date.UTC(FIRST_YEAR, 0, 1);
const LATEST = Date.UTC(LAST_YEAR, 11, 31, 23, 59, 59, 999);

// YYYY-MM-DD, optionally a time (T or space) with seconds, a fraction and an offset.
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/;

/** A request's date read strictly: a real instant, or why it is none ("format": not a date; "range": outside the years). */
export type DateReading = { ok: true; date: Date } | { ok: false; reason: "format" | "range" };

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

/**
 * Reads an ISO date (a UTC day) or date-time. Nothing is rolled over: 2024-02-30, 2023-02-29 and
 * 24:00 are no dates (Date.parse moves them to the next day or month). A date-time without an offset
 * is UTC, as a date is, whatever the server's time zone. `endOfDay` gives a date's last millisecond.
 */
export function readIsoDate(value: string, { endOfDay = false } = {}): DateReading {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return { ok: false, reason: "format" };
  const [, y, mo, d, h, mi, s, fraction, zone, sign, zh, zm] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hasTime = h !== undefined;
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  const offsetHours = Number(zh ?? 0);
  const offsetMinutes = Number(zm ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { ok: false, reason: "format" };
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) {
    return { ok: false, reason: "format" };
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, reason: "range" };
  const millis = Number((fraction ?? "").padEnd(3, "0").slice(0, 3));
  const utc =
    !hasTime && endOfDay
      ? Date.UTC(year, month - 1, day, 23, 59, 59, 999)
      : Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const offset = zone && zone !== "Z" ? (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000 : 0;
  const time = utc - offset;
  // An offset can carry the first or last day across the edge of the years allowed.
  if (time < EARLIEST || time > LATEST) return { ok: false, reason: "range" };
  return { ok: true, date: new Date(time) };
}
