import type { SectionName, SectionResult } from "@xa/core";
import type { AnalysisTextKey } from "@xa/core/analysis/analysis-texts";
import { cityName, countryName, languageName } from "@xa/core/i18n/display-names";
import { AGE_BANDS } from "@xa/core/social/age-bands";
import { INTERESTS } from "@xa/core/social/interests";
import { JOB_GROUPS, type JobGroup } from "@xa/core/social/job-groups";
import { type AnalysisContext, audienceBase, queryScope } from "../analysis-context.ts";
import { shareOf } from "../section-math.ts";
import { countAudience, sampleBase, sampleCte, withEngagersNote } from "./scope-counts.ts";

type Dimension = "countries" | "cities" | "genders" | "age_groups" | "job_titles";

// One expression per inferred dimension; null means unknown. Organisations are their own gender
// category (company/group), beside female and male.
const DIMENSIONS: Record<Dimension, { key: string; extra?: string }> = {
  countries: { key: "a.country" },
  cities: { key: "a.city", extra: "a.country" },
  genders: {
    key: "CASE WHEN a.account_type = 'organization' THEN 'organization' WHEN a.gender IN ('female', 'male') THEN a.gender END",
  },
  age_groups: { key: "NULLIF(a.age_band, 'unknown')" },
  job_titles: { key: "a.job_group" },
};

const GENDERS = ["female", "male", "organization"] as const;
const isJobGroup = (key: string): key is JobGroup => (JOB_GROUPS as readonly string[]).includes(key);
const isGender = (key: string): key is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(key);

/** A count of the audience: `n` accounts with `key` in `dim` ("interests_known": accounts with any interest). */
type Row = { dim: Dimension | "interests" | "interests_known"; key: string | null; extra: string | null; n: number };
type Known = Row & { key: string };

/**
 * The audience counted by each dimension and by interest the request serves, in one pass: the audience is
 * joined with its profiles once and grouped by grouping sets (one hash table per dimension), where
 * a materialised join read once per dimension costs far more on a large audience. Interests are grouped by the whole list (a few hundred distinct lists) and spread over
 * their interests here, rather than multiplying every account's row by its interests.
 */
function countDimensions(ctx: AnalysisContext): Promise<Row[]> {
  const dims = (Object.keys(DIMENSIONS) as Dimension[]).filter((d) => ctx.serves(d as SectionName));
  const interests = ctx.serves("interests_of_this_audience");
  return ctx.memo(`demographics:${dims.join(",")}:${interests}`, async () => {
    const cols = dims.map(
      (d, i) => `${DIMENSIONS[d].key} AS k${i}${DIMENSIONS[d].extra ? `, ${DIMENSIONS[d].extra} AS e${i}` : ""}`,
    );
    const sets = dims.map((d, i) => (DIMENSIONS[d].extra ? `(k${i}, e${i})` : `(k${i})`));
    const which = dims.map((d, i) => `WHEN GROUPING(k${i}) = 0 THEN '${d}'`);
    const keys = dims.map((_, i) => `WHEN GROUPING(k${i}) = 0 THEN k${i}`);
    const extras = dims.flatMap((d, i) => (DIMENSIONS[d].extra ? [`WHEN GROUPING(k${i}) = 0 THEN e${i}`] : []));
    if (interests) {
      cols.push("a.interests AS i");
      sets.push("(i)");
      which.push("WHEN GROUPING(i) = 0 THEN 'interests'");
    }
    if (sets.length === 0) return [];
    // OFFSET 0 keeps the subquery's columns apart: flattened, countries' key and cities' country are
    // one expression, and GROUPING() could not tell their sets apart.
    const rows = await queryScope<Omit<Row, "key"> & { key: string | null; list: string[] | null }>(
      ctx,
      () => `SELECT CASE ${which.join(" ")} END AS dim,
          ${keys.length > 0 ? `CASE ${keys.join(" ")} END` : "NULL::text"} AS key,
          ${extras.length > 0 ? `CASE ${extras.join(" ")} END` : "NULL::text"} AS extra,
          ${interests ? "CASE WHEN GROUPING(i) = 0 THEN i END" : "NULL::text[]"} AS list, count(*)::int AS n
        FROM (SELECT ${cols.join(", ")} FROM scope_audience s JOIN accounts a ON a.id = s.id OFFSET 0) aud
        GROUP BY GROUPING SETS (${sets.join(", ")})`,
    );
    const out: Row[] = rows
      .filter((r) => r.dim !== "interests")
      .map(({ dim, key, extra, n }) => ({ dim, key, extra, n }));
    if (interests) {
      const perInterest = new Map<string, number>();
      let known = 0;
      for (const r of rows) {
        if (r.dim !== "interests" || !r.list || r.list.length === 0) continue;
        known += r.n;
        for (const i of r.list) if (i !== null) perInterest.set(i, (perInterest.get(i) ?? 0) + r.n);
      }
      for (const [key, n] of perInterest) out.push({ dim: "interests", key, extra: null, n });
      out.push({ dim: "interests_known", key: null, extra: null, n: known });
    }
    return out;
  });
}

const METHODS: Record<Dimension, AnalysisTextKey[]> = {
  countries: ["locationMethod"],
  cities: ["locationMethod"],
  genders: ["genderMethod", "accountTypeMethod"],
  age_groups: ["ageMethod"],
  job_titles: ["jobTitleMethod"],
};

/** Countries, cities, genders, age groups or job titles of the audience, with the unknown share. */
export async function computeDemographic(ctx: AnalysisContext, dim: Dimension): Promise<SectionResult> {
  const [rows, total, note] = await Promise.all([countDimensions(ctx), countAudience(ctx), withEngagersNote(ctx)]);
  // A null key is the accounts this dimension does not know: the unknown part, computed below.
  const mine = rows.filter((r): r is Known => r.dim === dim && r.key !== null);
  const known = mine.reduce((s, r) => s + r.n, 0);
  const language = ctx.request.language;
  const label = (r: Known) => {
    if (dim === "countries") return countryName(r.key, language);
    if (dim === "cities") {
      const city = cityName(r.key, r.extra, language);
      return r.extra ? ctx.text("cityIn", { city, country: countryName(r.extra, language) }) : city;
    }
    if (dim === "genders" && isGender(r.key)) return ctx.text(r.key);
    if (dim === "job_titles" && isJobGroup(r.key)) return ctx.text(`job.${r.key}`);
    return r.key;
  };
  let ordered = [...mine].sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
  if (dim === "age_groups")
    ordered = AGE_BANDS.map((band) => mine.find((r) => r.key === band) ?? { dim, key: band, extra: null, n: 0 });
  if (dim === "genders")
    ordered = GENDERS.map((g) => mine.find((r) => r.key === g) ?? { dim, key: g, extra: null, n: 0 });
  const limit = dim === "age_groups" || dim === "genders" ? ordered.length : ctx.request.limit;
  const items = ordered.slice(0, limit).map((r) => ({
    key: dim === "cities" && r.extra ? `${r.key}|${r.extra}` : r.key,
    label: label(r),
    count: r.n,
    share: shareOf(r.n, known),
  }));
  // Items may be cut at the limit: the unknown part is what no category holds, not what is not shown.
  return {
    kind: "distribution",
    base: audienceBase(ctx, total),
    method: ctx.text(METHODS[dim]),
    ...(note ? { note } : {}),
    items,
    unknown: { count: total - known, share: shareOf(total - known, total) },
  };
}

/** The audience's interests (an account may have several, so shares can add up to more than 1). */
export async function computeInterests(ctx: AnalysisContext): Promise<SectionResult> {
  const [all, total, note] = await Promise.all([
    countDimensions(ctx),
    countAudience(ctx),
    withEngagersNote(ctx, ctx.text("interestsOverlap")),
  ]);
  const known = all.find((r) => r.dim === "interests_known")?.n ?? 0;
  const rows = all.filter((r) => r.dim === "interests");
  const labelOf = new Map(INTERESTS.map((i) => [i.id, i[ctx.request.language]]));
  const items = rows
    .filter((r): r is Known => r.key !== null)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1))
    .slice(0, ctx.request.limit)
    .map((r) => ({ key: r.key, label: labelOf.get(r.key) ?? r.key, count: r.n, share: shareOf(r.n, known) }));
  return {
    kind: "distribution",
    base: audienceBase(ctx, total),
    method: ctx.text("interestsMethod"),
    note,
    items,
    unknown: { count: total - known, share: shareOf(total - known, total) },
  };
}

/** Languages the audience posts in: accounts per language of their posts in the range. */
export async function computeLanguages(ctx: AnalysisContext): Promise<SectionResult> {
  const sample = await sampleCte(ctx);
  const [rows, base, note] = await Promise.all([
    queryScope<{ key: string | null; n: number }>(
      ctx,
      (p) => `${sample(p)}, langs AS MATERIALIZED (
          SELECT DISTINCT p.author_id, p.lang FROM sample_audience s JOIN posts p ON p.author_id = s.id
          WHERE p.lang IS NOT NULL AND p.lang <> 'und'
            AND p.created_at >= ${p.add(ctx.request.start.toISOString(), "timestamptz")}
            AND p.created_at <= ${p.add(ctx.request.end.toISOString(), "timestamptz")})
        SELECT lang AS key, count(*)::int AS n FROM langs GROUP BY lang
        UNION ALL SELECT NULL, count(DISTINCT author_id)::int FROM langs`,
    ),
    sampleBase(ctx, (audience) => audience),
    withEngagersNote(ctx, ctx.text("languagesOverlap")),
  ]);
  const known = rows.find((r) => r.key === null)?.n ?? 0;
  const items = rows
    .filter((r): r is Known => r.key !== null)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1))
    .slice(0, ctx.request.limit)
    .map((r) => ({
      key: r.key,
      label: languageName(r.key, ctx.request.language),
      count: r.n,
      share: shareOf(r.n, known),
    }));
  return {
    kind: "distribution",
    base,
    method: ctx.text("languagesMethod"),
    note,
    items,
    unknown: { count: base.count - known, share: shareOf(base.count - known, base.count) },
  };
}
