import type { TermScript } from "@xa/core/targeting/rank-terms";

// Where Chinese, Japanese or Korean script is written day to day (ISO 3166-1 alpha-2).
const CJK_COUNTRIES = new Set(["JP", "CN", "TW", "HK", "MO", "KR", "KP", "SG"]);

/**
 * Whether people in any of the places write a term's script: CJK terms belong to East Asia; Latin
 * script is read everywhere (Japanese posts use #EV and AI too). No places: anywhere.
 */
export function scriptWrittenIn(script: TermScript, countries: readonly string[]): boolean {
  if (countries.length === 0 || script !== "cjk") return true;
  return countries.some((c) => CJK_COUNTRIES.has(c.toUpperCase()));
}
