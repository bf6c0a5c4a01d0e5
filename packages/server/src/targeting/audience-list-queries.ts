import type {
  Audience,
  AudienceCategory,
  AudienceConfigSummary,
  AudienceSort,
  listAudienceConfigsQuery,
  listAudiencesQuery,
} from "@xa/core/targeting/audience-contract";
import { targetingPackageWrapper } from "@xa/core/targeting/targeting-package";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { iso } from "./audience-access.ts";
import { type ConfigRow, configColumns, toConfigSummary } from "./audience-config-queries.ts";
import { measureAudience, storeFigures } from "./audience-measure.ts";

type Filters = Omit<z.output<typeof listAudiencesQuery>, "team">;
/** Whose configs: one team's (the caller is checked to be a member), or all the caller may read. */
type Scope = { teamId: number } | "all";

const SORT_COLUMNS: Record<string, string> = {
  name: "lower(x.name)",
  modified_at: "x.modified_at",
  created_at: "x.created_at",
  size: "x.size",
  core_audience: "x.core_audience",
  total_native: "x.total_native",
  pro_targeting_size: "x.pro_targeting_size",
};

function orderBy(sort: AudienceSort): string {
  const descending = sort.startsWith("-");
  const column = SORT_COLUMNS[sort.replace(/^-/, "")] ?? "x.modified_at";
  return `${column} ${descending ? "DESC" : "ASC"} NULLS LAST, x.id ${descending ? "DESC" : "ASC"}`;
}

/** The WHERE of a list ($1 is the caller), its parameters appended to `params`. */
function where(scope: Scope, f: Partial<Filters>, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses =
    scope === "all"
      ? [
          `(x.team_id IN (SELECT team_id FROM memberships WHERE user_id = $1)
            OR x.id IN (SELECT audience_config_id FROM audience_shares WHERE user_id = $1))`,
        ]
      : // The membership is checked again in the query itself, so a list can never leak another team's.
        [`x.team_id = ${add(scope.teamId)}`, "x.team_id IN (SELECT team_id FROM memberships WHERE user_id = $1)"];
  if (f.category !== undefined) {
    clauses.push(
      `EXISTS (SELECT 1 FROM audience_config_categories cc WHERE cc.audience_config_id = x.id AND cc.category_id = ${add(f.category)})`,
    );
  }
  if (f.type !== undefined) clauses.push(`x.type = ${add(f.type)}`);
  if (f.status !== undefined) clauses.push(`x.targetable = ${add(f.status === "targetable")}`);
  if (f.q) clauses.push(`lower(x.name) LIKE ${add(`%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  return clauses.join(" AND ");
}

type ListRow = ConfigRow & { team: Audience["team"]; category_list: AudienceCategory[] };

async function listRows(
  deps: Deps,
  userId: number,
  scope: Scope,
  f: Filters,
): Promise<{ count: number; rows: ListRow[] }> {
  const params: unknown[] = [userId];
  const condition = where(scope, f, params);
  const [counted] = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audience_configs x WHERE ${condition}`,
    params,
  );
  const rows = await deps.db.query<ListRow>(
    `SELECT ${configColumns(false)},
       (SELECT json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) FROM teams t WHERE t.id = x.team_id) AS team,
       COALESCE((SELECT json_agg(json_build_object('id', k.id, 'key', k.key, 'name', k.name) ORDER BY k.position)
         FROM audience_config_categories cc JOIN audience_categories k ON k.id = cc.category_id
         WHERE cc.audience_config_id = x.id), '[]') AS category_list
     FROM audience_configs x WHERE ${condition}
     ORDER BY ${orderBy(f.sort)} LIMIT ${Number(f.limit)} OFFSET ${Number(f.offset)}`,
    params,
  );
  return { count: counted?.n ?? 0, rows };
}

/** At most this many configs of a page are counted while a list waits; the rest show no figures until next time. */
const MEASURED_PER_LIST = 10;

/**
 * Counts the figures of the page's configs whose figures are not those of their version (a count
 * failed on save), so a list is fast once every config has been measured.
 */
async function measureStale(deps: Deps, rows: ListRow[]): Promise<void> {
  const stale = rows.filter((r) => r.figures_version !== r.version).slice(0, MEASURED_PER_LIST);
  if (stale.length === 0) return;
  const packages = await deps.db.query<{ id: number; targeting_package: unknown; countries: string[] }>(
    "SELECT id, targeting_package, countries FROM audience_configs WHERE id = ANY($1::int[])",
    [stale.map((r) => r.id)],
  );
  for (const row of stale) {
    const stored = packages.find((p) => p.id === row.id);
    if (!stored) continue;
    try {
      const wrapper = targetingPackageWrapper.parse(stored);
      const m = await measureAudience(deps.db, wrapper, deps.config, deps.now());
      await storeFigures(deps.db, row.id, row.version, m, { setSize: false });
      Object.assign(row, { ...m, figures_version: row.version });
    } catch (error) {
      // The list still answers; this config shows no figures until a count succeeds.
      console.warn(`counting the audience of config ${row.id} failed`, error);
    }
  }
}

/** A team's configs, without their packages. */
export async function listConfigs(
  deps: Deps,
  userId: number,
  teamId: number,
  query: z.output<typeof listAudienceConfigsQuery>,
): Promise<{ count: number; results: AudienceConfigSummary[] }> {
  const { count, rows } = await listRows(deps, userId, { teamId }, query);
  return { count, results: rows.map((r) => toConfigSummary(r, userId)) };
}

/** The audiences list: a team's configs, or all the caller may read, with their figures. */
export async function listAudiences(
  deps: Deps,
  userId: number,
  scope: Scope,
  query: Filters,
): Promise<{ count: number; results: Audience[] }> {
  const { count, rows } = await listRows(deps, userId, scope, query);
  await measureStale(deps, rows);
  const results = rows.map((r): Audience => {
    const summary = toConfigSummary(r, userId);
    return {
      id: r.id,
      team: r.team,
      name: r.name,
      type: r.type,
      categories: r.category_list,
      countries: r.countries,
      size: r.size,
      core_audience: r.core_audience,
      total_native: r.total_native,
      pro_targeting_size: r.pro_targeting_size,
      modified_at: iso(r.modified_at),
      status: summary.status,
      insights: hasInsights(r),
      access: summary.access,
    };
  });
  return { count, results };
}

/** A generation made it, or a measurement found accounts it reaches: there is something to show. */
export function hasInsights(r: Pick<ConfigRow, "generation_id" | "measured_at" | "core_audience">): boolean {
  return r.generation_id !== null || (r.measured_at !== null && (r.core_audience ?? 0) > 0);
}
