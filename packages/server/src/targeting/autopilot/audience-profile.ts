import type { Language } from "@xa/core";
import { cityName, countryName, languageName } from "@xa/core/i18n/display-names";
import type { AgeCounts, GenderCounts } from "@xa/core/targeting/rank-demographics";
import type { CatalogueEntry, LocationEntry } from "@xa/core/targeting/targeting-package";
import type { Db } from "../../db/database.ts";

/** A country, city or language is suggested when at least this share of the audience (known ones) has it. */
export const PROFILE_MIN_SHARE = 0.05;
/** At most this many cities are suggested. */
export const MAX_CITIES = 10;

/** What the audience's profiles and posts say about it: places, languages, ages, genders, interests. */
export type AudienceProfile = {
  /** countries first (selected), then cities (deselected: the countries already hold them) */
  locations: LocationEntry[];
  countries: string[];
  languages: CatalogueEntry[];
  ages: AgeCounts;
  genders: GenderCounts;
  /** the store's inferred interests: audience accounts and store accounts with each */
  interests: { id: string; accounts: number; storeAccounts: number }[];
};

const share = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 10_000) / 10_000 : 0);

/**
 * Reads the audience's profile from its accounts and posts; with `languagesIn`, its languages are
 * read from the posts of its accounts in those countries only.
 */
export async function readAudienceProfile(
  db: Db,
  table: string,
  postsTable: string,
  language: Language,
  languagesIn: readonly string[] = [],
): Promise<AudienceProfile> {
  const traits = await db.query<{ kind: string; value: string | null; country: string | null; n: number }>(
    `SELECT 'country' AS kind, ac.country AS value, NULL::text AS country, count(*)::int AS n
       FROM ${table} a JOIN accounts ac ON ac.id = a.id GROUP BY ac.country
     UNION ALL SELECT 'city', ac.city, ac.country, count(*)::int
       FROM ${table} a JOIN accounts ac ON ac.id = a.id WHERE ac.city IS NOT NULL GROUP BY ac.city, ac.country
     UNION ALL SELECT 'age', ac.age_band, NULL, count(*)::int FROM ${table} a JOIN accounts ac ON ac.id = a.id GROUP BY ac.age_band
     UNION ALL SELECT 'gender', ac.gender, NULL, count(*)::int FROM ${table} a JOIN accounts ac ON ac.id = a.id GROUP BY ac.gender
     UNION ALL SELECT 'lang', p.lang, NULL, count(*)::int FROM ${postsTable} p
       WHERE p.lang IS NOT NULL AND p.lang <> 'und'
         AND (cardinality($1::text[]) = 0 OR p.author_id IN (SELECT id FROM accounts WHERE country = ANY($1::text[])))
       GROUP BY p.lang
     UNION ALL SELECT 'interest', i, NULL, count(*)::int FROM ${table} a JOIN accounts ac ON ac.id = a.id, unnest(ac.interests) AS i GROUP BY i`,
    [languagesIn],
  );
  const of = (kind: string) => traits.filter((t) => t.kind === kind && t.value !== null);
  const knownCountries = of("country").reduce((n, t) => n + t.n, 0);
  const countries = of("country")
    .filter((t) => t.n / knownCountries >= PROFILE_MIN_SHARE && /^[A-Z]{2}$/.test(t.value ?? ""))
    .sort((a, b) => b.n - a.n);
  const cities = of("city")
    .filter((t) => t.country && /^[A-Z]{2}$/.test(t.country) && t.n / knownCountries >= PROFILE_MIN_SHARE / 5)
    .sort((a, b) => b.n - a.n)
    .slice(0, MAX_CITIES);
  const posts = of("lang").reduce((n, t) => n + t.n, 0);
  const languages = of("lang")
    .filter((t) => t.n / posts >= PROFILE_MIN_SHARE)
    .sort((a, b) => b.n - a.n)
    .map((t) => ({
      id: t.value as string,
      label: languageName(t.value as string, language),
      deselected: false,
      audience_share: share(t.n, posts),
    }));
  const locations: LocationEntry[] = [
    ...countries.map((t) => ({
      id: t.value as string,
      label: countryName(t.value as string, language),
      type: "country" as const,
      country_code: t.value as string,
      deselected: false,
      audience_share: share(t.n, knownCountries),
    })),
    ...cities.map((t) => ({
      id: `city:${t.country}:${t.value}`.slice(0, 100),
      label: cityName(t.value as string, t.country, language),
      type: "city" as const,
      country_code: t.country as string,
      deselected: true,
      audience_share: share(t.n, knownCountries),
    })),
  ];
  const count = (kind: string, value: string) => traits.find((t) => t.kind === kind && t.value === value)?.n ?? 0;
  const ages: AgeCounts = {};
  for (const t of traits.filter((t) => t.kind === "age")) ages[t.value as keyof AgeCounts] = t.n;
  const interestRows = of("interest");
  const store = await db.query<{ id: string; n: number }>(
    "SELECT i AS id, count(*)::int AS n FROM accounts, unnest(interests) AS i WHERE i = ANY($1::text[]) GROUP BY i",
    [interestRows.map((t) => t.value)],
  );
  return {
    locations,
    countries: countries.map((t) => t.value as string),
    languages,
    ages,
    genders: { female: count("gender", "female"), male: count("gender", "male"), unknown: count("gender", "unknown") },
    interests: interestRows.map((t) => ({
      id: t.value as string,
      accounts: t.n,
      storeAccounts: store.find((s) => s.id === t.value)?.n ?? t.n,
    })),
  };
}
