/** Number, size and date formatting in the interface language (no strings to translate). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** Records per second, whole numbers above 10, one decimal below. */
export function formatRate(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const;

/** A file size in kB, MB or GB (1024 per step, as file managers do); "byte" reads badly in short form. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
