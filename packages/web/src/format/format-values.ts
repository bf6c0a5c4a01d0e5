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
