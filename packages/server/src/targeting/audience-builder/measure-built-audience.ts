import type { Language } from "@xa/core";
import { AUDIENCE_SAMPLE_SIZE, type AudienceMeasure } from "@xa/core/targeting/audience-builder";
import type { Db } from "../../db/database.ts";
import { combineSets, pinCriterionSets } from "./criterion-sets.ts";
import type { ResolvedAudience } from "./resolve-criteria.ts";
import { storeInterestCounts } from "./store-interests.ts";
import { suggestInterests } from "./suggest-interests.ts";

/** How many countries the profile lists. */
const TOP_COUNTRIES = 10;
/** Memory for the statement's hashes: a 100,000-account audience's ids spill to disk at the default 4 MB. */
const WORK_MEM = "64MB";
/**
 * Past this many accounts in a criterion, its profiles are read by hashing the accounts table: the
 * planner cannot see through the set operations (it guesses 200 rows) and would otherwise look
 * 100,000 accounts up one by one, which took 1.7 s on the 1M-post bench world.
 */
const HASH_JOIN_FROM = 2000;

type Trait = { value: string; accounts: number };
type Row = Pick<AudienceMeasure, "size" | "profiled" | "sample" | "countries" | "genders" | "ages"> & {
  interests: Trait[];
};

/**
 * The combined audience in one statement: its size, its most followed accounts, its profiled
 * accounts by inferred country, gender, age band and interest, read from each criterion's pinned
 * set (whose size is what the criterion matches alone); and the interests the audience has more
 * often than the store.
 */
export async function measureBuiltAudience(
  db: Db,
  audience: ResolvedAudience,
  language: Language,
): Promise<AudienceMeasure> {
  const started = performance.now();
  const pinned = await pinCriterionSets(db, audience.criteria);
  try {
    return await measureFromSets(db, audience, pinned.sets, language, started);
  } finally {
    pinned.release();
  }
}

async function measureFromSets(
  db: Db,
  audience: ResolvedAudience,
  sets: Awaited<ReturnType<typeof pinCriterionSets>>["sets"],
  language: Language,
  started: number,
): Promise<AudienceMeasure> {
  const store = storeInterestCounts(db);
  const traits = (column: string, from = "ab WHERE profiled", limit = "") =>
    `(SELECT coalesce(json_agg(json_build_object('value', value, 'accounts', n) ORDER BY n DESC, value), '[]'::json)
      FROM (SELECT ${column} AS value, count(*)::int AS n FROM ${from}
            ${from.includes("WHERE") ? "AND" : "WHERE"} ${column} IS NOT NULL
            GROUP BY ${column} ORDER BY n DESC, value ${limit}) t)`;
  const sql = `WITH ab AS MATERIALIZED (
       SELECT s.id, a.handle, a.name, a.followers_count, a.country, a.gender, a.age_band, a.interests,
         a.id IS NOT NULL AS profiled
       FROM (${combineSets(audience.join, audience.criteria, sets)}) s LEFT JOIN accounts a ON a.id = s.id)
     SELECT (SELECT count(*)::int FROM ab) AS size,
       (SELECT count(*)::int FROM ab WHERE profiled) AS profiled,
       (SELECT coalesce(json_agg(s), '[]'::json) FROM (
          SELECT id, handle, name, followers_count, country FROM ab WHERE profiled
          ORDER BY followers_count DESC NULLS LAST, id LIMIT ${AUDIENCE_SAMPLE_SIZE}) s) AS sample,
       ${traits("country", "ab WHERE profiled", `LIMIT ${TOP_COUNTRIES}`)} AS countries,
       ${traits("gender")} AS genders,
       ${traits("age_band")} AS ages,
       ${traits("i", "ab, unnest(ab.interests) AS i WHERE profiled")} AS interests`;
  const [row] = await db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL work_mem = '${WORK_MEM}'`);
    if (sets.some((set) => set.rows > HASH_JOIN_FROM)) await tx.exec("SET LOCAL enable_nestloop = off");
    return tx.query<Row>(sql);
  });
  if (!row) throw new Error("the audience measure returned no row");
  const interests = row.interests.map((t) => ({ id: t.value, accounts: t.accounts }));
  return {
    size: row.size,
    profiled: row.profiled,
    criteria: audience.criteria.map((c, i) => ({ kind: c.kind, exclude: c.exclude, accounts: sets[i]?.rows ?? 0 })),
    sample: row.sample,
    countries: row.countries,
    genders: row.genders,
    ages: row.ages,
    suggested_interests: suggestInterests(audience, { profiled: row.profiled, interests }, await store, language),
    took_ms: Math.round(performance.now() - started),
  };
}
