/**
 * The zone of most of a country's people, for countries spanning several; the rest have one zone
 * (or one that nearly everyone lives in) and take the first the runtime's ICU data lists.
 */
const MOST_POPULOUS_ZONE: Readonly<Record<string, string>> = {
  AR: "America/Argentina/Buenos_Aires",
  AU: "Australia/Sydney",
  BR: "America/Sao_Paulo",
  CA: "America/Toronto",
  CD: "Africa/Kinshasa",
  CL: "America/Santiago",
  CN: "Asia/Shanghai",
  DE: "Europe/Berlin",
  EC: "America/Guayaquil",
  ES: "Europe/Madrid",
  ID: "Asia/Jakarta",
  KZ: "Asia/Almaty",
  MN: "Asia/Ulaanbaatar",
  MX: "America/Mexico_City",
  MY: "Asia/Kuala_Lumpur",
  NZ: "Pacific/Auckland",
  PT: "Europe/Lisbon",
  RU: "Europe/Moscow",
  UA: "Europe/Kyiv",
  US: "America/New_York",
  UZ: "Asia/Tashkent",
};

/** The IANA zone a country's local hours are counted in; UTC for a code no zone is known for. */
export function countryTimeZone(code: string): string {
  const known = MOST_POPULOUS_ZONE[code];
  if (known) return known;
  try {
    const zones = (new Intl.Locale(`und-${code}`) as Intl.Locale & { timeZones?: string[] }).timeZones;
    return zones?.[0] ?? "UTC";
  } catch {
    return "UTC";
  }
}
