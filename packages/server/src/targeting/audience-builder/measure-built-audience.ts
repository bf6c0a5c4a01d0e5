import type { Language } from "@xa/core";
import { AUDIENCE_SAMPLE_SIZE, type AudienceMeasure } from "@xa/core/targeting/audience-builder";
import type { Db } from "../../db/database.ts";
import { audienceSql } from "./audience-sql.ts";
import type { ResolvedAudience } from "./resolve-criteria.ts";
import { storeInterestCounts } from "./store-interests.ts";
import { suggestInterests } from "./suggest-interests.ts";

/** How many countries the profile lists. */
const TOP_COUNTRIES = 10;

type Trait = { value: string; accounts: number };
type Row = Pick<AudienceMeasure, "size" | "profiled" | "sample" | "countries" | "genders" | "ages"> & {
  criteria: number[];
  interests: Trait[];
};

/**
 * The combined audience in one statement, so each change costs one round trip: its size, each
 * criterion's own accounts, its most followed accounts, its profiled accounts by inferred country,
 * gender, age band and interest; and the interests it has more often than the store.
 */
export async function measureBuiltAudience(
  db: Db,
  audience: ResolvedAudience,
  language: Language,
): Promise<AudienceMeasure> {
  const started = performance.now();
  const store = storeInterestCounts(db);
  const { ctes, p } = audienceSql(audience);
  const perCriterion = audience.criteria.map((_, i) => `(SELECT count(DISTINCT id) FROM ab_c${i})`).join(", ");
  const traits = (column: string, from = "ab_profiles", limit = "") =>
    `(SELECT coalesce(json_agg(json_build_object('value', value, 'accounts', n) ORDER BY n DESC, value), '[]'::json)
      FROM (SELECT ${column} AS value, count(*)::int AS n FROM ${from}
            WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY n DESC, value ${limit}) t)`;
  const [row] = await db.query<Row>(
    `WITH ${ctes},
     ab_profiles AS MATERIALIZED (
       SELECT a.id, a.handle, a.name, a.followers_count, a.country, a.gender, a.age_band, a.interests
       FROM ab_audience x JOIN accounts a ON a.id = x.id)
     SELECT (SELECT count(*)::int FROM ab_audience) AS size,
       (SELECT count(*)::int FROM ab_profiles) AS profiled,
       ARRAY[${perCriterion}]::int[] AS criteria,
       (SELECT coalesce(json_agg(s), '[]'::json) FROM (
          SELECT id, handle, name, followers_count, country FROM ab_profiles
          ORDER BY followers_count DESC NULLS LAST, id LIMIT ${AUDIENCE_SAMPLE_SIZE}) s) AS sample,
       ${traits("country", "ab_profiles", `LIMIT ${TOP_COUNTRIES}`)} AS countries,
       ${traits("gender")} AS genders,
       ${traits("age_band")} AS ages,
       ${traits("i", "ab_profiles, unnest(ab_profiles.interests) AS i")} AS interests`,
    p.values,
  );
  if (!row) throw new Error("the audience measure returned no row");
  const interests = row.interests.map((t) => ({ id: t.value, accounts: t.accounts }));
  return {
    size: row.size,
    profiled: row.profiled,
    criteria: audience.criteria.map((c, i) => ({ kind: c.kind, exclude: c.exclude, accounts: row.criteria[i] ?? 0 })),
    sample: row.sample,
    countries: row.countries,
    genders: row.genders,
    ages: row.ages,
    suggested_interests: suggestInterests(audience, { profiled: row.profiled, interests }, await store, language),
    took_ms: Math.round(performance.now() - started),
  };
}
