import { COUNTRY_CODES } from "../i18n/country-codes.ts";

/** Where a caller's country was read from, most trusted first. */
export const CALLER_COUNTRY_SOURCES = ["proxy-header", "browser-language", "none"] as const;
export type CallerCountrySource = (typeof CALLER_COUNTRY_SOURCES)[number];

/** The header a CDN in front of the server sets to the client's country (Cloudflare's name). */
export const COUNTRY_HEADER = "CF-IPCountry";

// A browser sends a handful of tags; a longer header is not a browser's and is not read past this.
const MAX_LANGUAGE_TAGS = 20;

/** An ISO 3166-1 alpha-2 code as a header or a tag gives it (any case), or null ("XX", Tor's "T1"). */
function isoCountry(text: string | undefined): string | null {
  const code = text?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && COUNTRY_CODES.has(code) ? code : null;
}

/**
 * The country of the most preferred language tag that names one (`ja-JP` → JP, `zh-Hant-TW` → TW),
 * by quality, then order; tags without a region, numeric regions (`es-419`), q=0 and unreadable
 * tags name none.
 */
export function countryOfAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(",")
    .slice(0, MAX_LANGUAGE_TAGS)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { tag, index, quality: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((t) => Number.isFinite(t.quality) && t.quality > 0 && t.quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of tags) {
    try {
      const country = isoCountry(new Intl.Locale(tag).region);
      if (country) return country;
    } catch {
      // Not a language tag ("*", garbage): it names no country.
    }
  }
  return null;
}

/** A caller's country and where it was read from; null with "none" when nothing names one. */
export type CallerCountry = { country: string | null; source: CallerCountrySource };

/**
 * The caller's country: the trusted proxy's header when it names a country (it saw the client's
 * address), else the browser's language region, else none. No IP database is shipped, so the
 * address alone never names a country.
 */
export function locateCaller(request: {
  /** the country header's value, passed only when the operator trusts the proxy that sets it */
  trustedCountryHeader: string | undefined;
  acceptLanguage: string | undefined;
}): CallerCountry {
  const fromProxy = isoCountry(request.trustedCountryHeader);
  if (fromProxy) return { country: fromProxy, source: "proxy-header" };
  const fromLanguage = countryOfAcceptLanguage(request.acceptLanguage);
  if (fromLanguage) return { country: fromLanguage, source: "browser-language" };
  return { country: null, source: "none" };
}
