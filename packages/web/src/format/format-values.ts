/** Number and date formatting in the UI language. */

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 1204 → "1,204". */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A share (0..1) as a percentage: 0.2345 → "23.5%", 0.23 → "23%". */
export function formatShare(share: number, language: string): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/**
 * Compact numbers: K from 1,000 (one decimal under 10,000), M from a million (one decimal under 10 M).
 * 950 → "950", 1234 → "1.2K", 56789 → "57K", 1500000 → "1.5M".
 */
export function formatCompact(value: number, language: string): string {
  const abs = Math.abs(value);
  const scaled = (divisor: number, unit: string, decimals: number) =>
    `${numberFormat(language, { maximumFractionDigits: decimals }).format(value / divisor)}${unit}`;
  if (abs >= 1_000_000) return scaled(1_000_000, "M", abs < 10_000_000 ? 1 : 0);
  if (abs >= 1000) return scaled(1000, "K", abs < 10_000 ? 1 : 0);
  return formatNumber(value, language);
}

/** Short date (year, short month, day); with the time for hourly data. Unparseable text is shown as is. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
  });
}

/** A change with its sign: 56 → "+56", -3 → "−3". */
export function formatSigned(value: number, language: string): string {
  return numberFormat(language, { signDisplay: "exceptZero", maximumFractionDigits: 2 }).format(value);
}

/** Symbols the spec names; a missing currency is the default, euros. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£" };
export const DEFAULT_CURRENCY = "EUR";

/** The ISO 4217 code of a currency as the app names it (the spec writes the yen as YEN); undefined for "Other". */
function isoCode(currency: string): string | undefined {
  const code = currency === "YEN" ? "JPY" : currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    new Intl.NumberFormat("en", { style: "currency", currency: code });
    return code;
  } catch {
    return undefined;
  }
}

/** € for euros and when no currency is given, $ and £; other currencies as the language writes them (¥, CA$). */
export function currencySymbol(currency: string | null | undefined, language = "en"): string {
  const code = currency || DEFAULT_CURRENCY;
  const known = CURRENCY_SYMBOLS[code.toUpperCase()];
  if (known) return known;
  const iso = isoCode(code);
  if (!iso) return code;
  const parts = numberFormat(language, { style: "currency", currency: iso }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? code;
}

/** Dutch-style numbers with two decimals, the way euro amounts are written: 1234.5 → "1.234,50". */
export function formatDutchDecimal(value: number): string {
  return numberFormat("nl-NL", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * An amount of money with its symbol: euros (and no currency) Dutch-style, "€1.234,50"; others in the UI
 * language, "$1,234.50", "¥1,235"; a currency without an ISO code ("Other") after the number.
 */
export function formatMoney(value: number, currency: string | null | undefined, language: string): string {
  const code = currency || DEFAULT_CURRENCY;
  if (code.toUpperCase() === "EUR") return `${value < 0 ? "−" : ""}€${formatDutchDecimal(Math.abs(value))}`;
  const iso = isoCode(code);
  if (!iso) return `${formatNumber(value, language)} ${code}`;
  const symbol = CURRENCY_SYMBOLS[iso] ? "narrowSymbol" : "symbol";
  return numberFormat(language, { style: "currency", currency: iso, currencyDisplay: symbol }).format(value);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];
const SECONDS_PER: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  month: 2_592_000,
  year: 31_536_000,
};

/** A time relative to now in the largest fitting unit, from seconds to years: "3 minutes ago", "in 2 days". */
export function formatRelativeTime(iso: string, now: Date, language: string): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = (then - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  let limit = 1;
  for (const [unit, next] of RELATIVE_UNITS) {
    limit = SECONDS_PER[unit] ?? 1;
    if (Math.abs(seconds) < limit * next) return format.format(Math.round(seconds / limit), unit);
  }
  return format.format(Math.round(seconds / limit), "year");
}
