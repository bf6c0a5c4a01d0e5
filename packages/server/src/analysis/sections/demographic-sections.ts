import type { SectionName, SectionResult } from "@xa/core";
import { ACCOUNT_TYPE_METHOD } from "@xa/core/social/account-type";
import { AGE_BANDS, AGE_METHOD } from "@xa/core/social/age";
import { GENDER_METHOD } from "@xa/core/social/gender";
import { INTERESTS, INTERESTS_METHOD } from "@xa/core/social/interests";
import { JOB_TITLE_METHOD } from "@xa/core/social/job-title";
import { LOCATION_METHOD } from "@xa/core/social/location";
import { type AnalysisContext, audienceBase, queryScope } from "../analysis-context.ts";
import { countryName } from "../resolve-request.ts";
import { shareOf } from "../section-math.ts";
import { countAudience, sampleBase, sampleCte } from "./scope-counts.ts";

type Dimension = "countries" | "cities" | "genders" | "age_groups" | "job_titles";
type Row = { dim: Dimension; key: string; extra: string | null; n: number };

// One expression per inferred dimension; null means unknown. Organisations are their own gender
// category (company/group, as in spec §9's sample demographics).
const DIMENSIONS: Record<Dimension, { key: string; extra?: string }> = {
  countries: { key: "a.country" },
  cities: { key: "a.city", extra: "a.country" },
  genders: {
    key: "CASE WHEN a.account_type = 'organization' THEN 'organization' WHEN a.gender IN ('female', 'male') THEN a.gender END",
  },
  age_groups: { key: "NULLIF(a.age_band, 'unknown')" },
  job_titles: { key: "a.job_group" },
};

const GENDER_LABELS: Record<string, string> = { female: "Female", male: "Male", organization: "Company/group" };
const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The audience counted by each wanted dimension in one statement: the audience is joined with its
 * profiles once (a materialised CTE) and grouped once per dimension.
 */
function countDimensions(ctx: AnalysisContext): Promise<Row[]> {
  return ctx.memo("demographics", () => {
    const dims = (Object.keys(DIMENSIONS) as Dimension[]).filter((d) => ctx.wanted.has(d as SectionName));
    const cols = dims.map(
      (d, i) => `${DIMENSIONS[d].key} AS k${i}${DIMENSIONS[d].extra ? `, ${DIMENSIONS[d].extra} AS e${i}` : ""}`,
    );
    const groups = dims.map(
      (d, i) =>
        `SELECT '${d}' AS dim, k${i} AS key, ${DIMENSIONS[d].extra ? `e${i}` : "NULL::text"} AS extra, count(*)::int AS n
         FROM aud WHERE k${i} IS NOT NULL GROUP BY k${i}${DIMENSIONS[d].extra ? `, e${i}` : ""}`,
    );
    return queryScope<Row>(
      ctx,
      () => `, aud AS MATERIALIZED (SELECT ${cols.join(", ")} FROM scope_audience s JOIN accounts a ON a.id = s.id)
        ${groups.join(" UNION ALL ")}`,
    );
  });
}

const METHODS: Record<Dimension, string> = {
  countries: LOCATION_METHOD,
  cities: LOCATION_METHOD,
  genders: `${GENDER_METHOD} ${ACCOUNT_TYPE_METHOD}`,
  age_groups: AGE_METHOD,
  job_titles: JOB_TITLE_METHOD,
};

/** Countries, cities, genders, age groups or job titles of the audience, with the unknown share. */
export async function computeDemographic(ctx: AnalysisContext, dim: Dimension): Promise<SectionResult> {
  const [rows, total] = await Promise.all([countDimensions(ctx), countAudience(ctx)]);
  const mine = rows.filter((r) => r.dim === dim);
  const known = mine.reduce((s, r) => s + r.n, 0);
  const label = (r: Row) =>
    dim === "countries"
      ? countryName(r.key)
      : dim === "cities"
        ? `${r.key}${r.extra ? `, ${countryName(r.extra)}` : ""}`
        : dim === "genders"
          ? (GENDER_LABELS[r.key] ?? r.key)
          : r.key;
  let ordered = [...mine].sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
  if (dim === "age_groups")
    ordered = AGE_BANDS.map((band) => mine.find((r) => r.key === band) ?? { dim, key: band, extra: null, n: 0 });
  if (dim === "genders")
    ordered = ["female", "male", "organization"].map(
      (g) => mine.find((r) => r.key === g) ?? { dim, key: g, extra: null, n: 0 },
    );
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
    method: METHODS[dim],
    items,
    unknown: { count: total - known, share: shareOf(total - known, total) },
  };
}

/** The audience's interests (an account may have several, so shares can add up to more than 1). */
export async function computeInterests(ctx: AnalysisContext): Promise<SectionResult> {
  const [rows, total] = await Promise.all([
    queryScope<{ key: string | null; n: number }>(
      ctx,
      () => `, aud AS MATERIALIZED (SELECT a.interests FROM scope_audience s JOIN accounts a ON a.id = s.id)
        SELECT i AS key, count(*)::int AS n FROM aud, unnest(aud.interests) AS i GROUP BY i
        UNION ALL SELECT NULL, count(*)::int FROM aud WHERE cardinality(aud.interests) > 0`,
    ),
    countAudience(ctx),
  ]);
  const known = rows.find((r) => r.key === null)?.n ?? 0;
  const labelOf = new Map(INTERESTS.map((i) => [i.id, i.en]));
  const items = rows
    .filter((r): r is { key: string; n: number } => r.key !== null)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1))
    .slice(0, ctx.request.limit)
    .map((r) => ({ key: r.key, label: labelOf.get(r.key) ?? r.key, count: r.n, share: shareOf(r.n, known) }));
  return {
    kind: "distribution",
    base: audienceBase(ctx, total),
    method: INTERESTS_METHOD,
    note: "An account can have several interests: shares are of the accounts with at least one and can add up to more than 100%.",
    items,
    unknown: { count: total - known, share: shareOf(total - known, total) },
  };
}

/** Languages the audience posts in: accounts per language of their posts in the range. */
export async function computeLanguages(ctx: AnalysisContext): Promise<SectionResult> {
  const sample = await sampleCte(ctx);
  const [rows, base] = await Promise.all([
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
    sampleBase(ctx, "posts in the range"),
  ]);
  const known = rows.find((r) => r.key === null)?.n ?? 0;
  const items = rows
    .filter((r): r is { key: string; n: number } => r.key !== null)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1))
    .slice(0, ctx.request.limit)
    .map((r) => ({ key: r.key, label: languageName(r.key), count: r.n, share: shareOf(r.n, known) }));
  return {
    kind: "distribution",
    base: { ...base, description: base.description.replace(/^posts in the range of /, "") },
    method:
      "Language of each post in the range (the platform's tag, else detected from the text); an account counts once for each language it posts in; accounts without posts in the range are unknown.",
    note: "Accounts that post in several languages count in each.",
    items,
    unknown: { count: base.count - known, share: shareOf(base.count - known, base.count) },
  };
}
