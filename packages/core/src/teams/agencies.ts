/** The agencies the product recognises by the sub-domain they are served on (`groupm.example.com`). */
export const AGENCY_IDS = [
  "groupm",
  "test-agency",
  "omnicom",
  "havas",
  "dentsu-apac",
  "dentsu-nl",
  "ipg-apac",
  "wadi",
] as const;
export type AgencyId = (typeof AGENCY_IDS)[number];

/**
 * A country id an agency is tied to, as the spec gives it, and what it is in our catalogues.
 *
 * The spec's ids are rows of the original product's own country table: they are neither ISO 3166-1
 * numeric (the Netherlands is 528) nor UN M49 (151 is Eastern Europe, 289 is unassigned). They are
 * read by the agencies they are tied to: 151 is the Netherlands (dentsu-nl), 289 the Asia-Pacific
 * region (dentsu-apac and ipg-apac), which in our catalogues is M49's Asia and Oceania together.
 */
export type AgencyCountry = {
  /** the spec's id */
  specId: number;
  /** the one country an analysis is scoped to (ISO alpha-2), or null for a region of many countries */
  analysisCountry: string | null;
  /** the audience regions the autopilot starts with (`GET /api/audience-regions/` ids) */
  audienceRegions: readonly string[];
};

export const AGENCY_COUNTRIES: Readonly<Record<number, AgencyCountry>> = {
  151: { specId: 151, analysisCountry: "NL", audienceRegions: ["NL"] },
  289: { specId: 289, analysisCountry: null, audienceRegions: ["m49:142", "m49:009"] },
};

/** An agency: its name as it writes it in each language, and the country id it is tied to, if any. */
export type Agency = { id: AgencyId; name: { en: string; ja: string }; countryId: number | null };

const agency = (id: AgencyId, en: string, ja: string, countryId: number | null = null): Agency => ({
  id,
  name: { en, ja },
  countryId,
});

export const AGENCIES: Readonly<Record<AgencyId, Agency>> = {
  groupm: agency("groupm", "GroupM", "GroupM"),
  "test-agency": agency("test-agency", "Test Agency", "テスト代理店"),
  omnicom: agency("omnicom", "Omnicom", "Omnicom"),
  havas: agency("havas", "Havas", "Havas"),
  "dentsu-apac": agency("dentsu-apac", "Dentsu APAC", "電通 APAC", 289),
  "dentsu-nl": agency("dentsu-nl", "Dentsu Netherlands", "電通 オランダ", 151),
  "ipg-apac": agency("ipg-apac", "IPG Mediabrands APAC", "IPG Mediabrands APAC", 289),
  wadi: agency("wadi", "Wadi", "Wadi"),
};

export function isAgencyId(value: string): value is AgencyId {
  return (AGENCY_IDS as readonly string[]).includes(value);
}

/** The country an agency is tied to, in our catalogues' terms, or null when it has none. */
export function agencyCountry(id: AgencyId): AgencyCountry | null {
  const countryId = AGENCIES[id].countryId;
  return countryId === null ? null : (AGENCY_COUNTRIES[countryId] ?? null);
}
