import type { MembershipLevel } from "@xa/core";
import type {
  AudienceConfig,
  AudienceConfigSummary,
  AudienceType,
  AudienceUser,
  createAudienceConfigBody,
  updateAudienceConfigBody,
} from "@xa/core/targeting/audience-contract";
import { audienceStatus } from "@xa/core/targeting/audience-figures";
import { type TargetingPackage, targetingPackage } from "@xa/core/targeting/targeting-package";
import type { AudienceAccess } from "@xa/core/targeting/targeting-permissions";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { fieldError } from "../http/http-error.ts";
import {
  abilities,
  accessColumns,
  accessOf,
  configNotFound,
  conflict,
  iso,
  saidAudience,
  USER_JSON,
} from "./audience-access.ts";

/** A config row with the caller's standing ($1 is the caller's user id). */
export type ConfigRow = {
  id: number;
  team_id: number;
  name: string;
  type: AudienceType;
  targeting_package: TargetingPackage;
  countries: string[];
  targetable: boolean;
  size: number;
  generation_id: string | null;
  created_by: number | null;
  creator: AudienceUser | null;
  created_at: Date;
  modified_at: Date;
  version: number;
  categories: number[];
  core_audience: number | null;
  total_native: number | null;
  pro_targeting_size: number | null;
  figures_version: number | null;
  measured_at: Date | null;
  member_level: MembershipLevel | null;
  shared: boolean;
};

/** The columns of ConfigRow from `audience_configs x`; `withPackage` false leaves the package out (lists). */
export function configColumns(withPackage = true): string {
  return `x.id, x.team_id, x.name, x.type, ${withPackage ? "x.targeting_package" : "NULL AS targeting_package"},
    x.countries, x.targetable, x.size::float8 AS size, x.generation_id, x.created_by, ${USER_JSON("x.created_by")} AS creator,
    x.created_at, x.modified_at, x.version,
    ARRAY(SELECT cc.category_id FROM audience_config_categories cc WHERE cc.audience_config_id = x.id ORDER BY cc.category_id) AS categories,
    x.core_audience::float8 AS core_audience, x.total_native::float8 AS total_native,
    x.pro_targeting_size::float8 AS pro_targeting_size, x.figures_version, x.measured_at,
    ${accessColumns("audience_config_id")}`;
}

/** A config in a list, as the API shows it. */
export function toConfigSummary(row: ConfigRow, userId: number): AudienceConfigSummary {
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    categories: row.categories,
    type: row.type,
    countries: row.countries,
    size: row.size,
    generation_id: row.generation_id,
    created_by: row.creator,
    created_at: iso(row.created_at),
    modified_at: iso(row.modified_at),
    version: row.version,
    status: row.targetable ? "targetable" : "not_targetable",
    ...abilities(accessOf(row), userId, row),
  };
}

export function toConfig(row: ConfigRow, userId: number): AudienceConfig {
  return { ...toConfigSummary(row, userId), targeting_package: targetingPackage.parse(row.targeting_package) };
}

/** A config the caller may read, with how they stand to it; a 404 for anyone else. */
export async function findConfig(
  db: Db,
  userId: number,
  id: number,
): Promise<{ row: ConfigRow; access: AudienceAccess }> {
  const rows = await db.query<ConfigRow>(`SELECT ${configColumns()} FROM audience_configs x WHERE x.id = $2`, [
    userId,
    id,
  ]);
  const row = rows[0];
  const access = row ? accessOf(row) : null;
  if (!row || access === null) throw configNotFound();
  return { row, access };
}

/** The type the categories give (an exclusion audience in the Exclusion category), or a 400 naming unknown ids. */
async function typeOfCategories(db: Db, ids: readonly number[]): Promise<AudienceType> {
  if (ids.length === 0) return "targeting";
  const rows = await db.query<{ id: number; key: string }>(
    "SELECT id, key FROM audience_categories WHERE id = ANY($1::int[])",
    [ids],
  );
  const unknown = ids.filter((id) => !rows.some((r) => r.id === id));
  if (unknown.length > 0) throw fieldError("categories", `Unknown category: ${unknown.join(", ")}`);
  return rows.some((r) => r.key === "exclusion") ? "exclusion" : "targeting";
}

async function setCategories(tx: Db, configId: number, ids: readonly number[]): Promise<void> {
  await tx.query("DELETE FROM audience_config_categories WHERE audience_config_id = $1", [configId]);
  if (ids.length > 0) {
    await tx.query(
      "INSERT INTO audience_config_categories (audience_config_id, category_id) SELECT $1, unnest($2::int[])",
      [configId, ids],
    );
  }
}

type CreateBody = z.output<typeof createAudienceConfigBody>;

/** Saves a package as a config of the team; figures are counted afterwards (see audience-measure). */
export async function createConfig(db: Db, userId: number, teamId: number, body: CreateBody): Promise<number> {
  const type = await typeOfCategories(db, body.categories);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO audience_configs (team_id, name, type, targeting_package, countries, targetable, generation_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        teamId,
        body.name,
        type,
        JSON.stringify(body.targeting_package),
        body.countries,
        audienceStatus(body.targeting_package) === "targetable",
        body.generation_id,
        userId,
      ],
    );
    if (!row) throw new Error("audience config insert returned no row");
    await setCategories(tx, row.id, body.categories);
    return row.id;
  });
}

type UpdateBody = z.output<typeof updateAudienceConfigBody>;

/**
 * Applies a change made from `body.version`: one conditional UPDATE, so of two editors who started
 * from the same version the second gets a 409 and nothing of theirs is written over the first's.
 * Answers the new version and whether the package (and so its figures) changed.
 */
export async function updateConfig(
  db: Db,
  row: ConfigRow,
  body: UpdateBody,
): Promise<{ version: number; packageChanged: boolean }> {
  const type = body.categories ? await typeOfCategories(db, body.categories) : undefined;
  const packageChanged = body.targeting_package !== undefined || body.countries !== undefined;
  const sets: string[] = [];
  const params: unknown[] = [row.id, body.version];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (body.name !== undefined) set("name", body.name);
  if (type !== undefined) set("type", type);
  if (body.targeting_package !== undefined) {
    set("targeting_package", JSON.stringify(body.targeting_package));
    set("targetable", audienceStatus(body.targeting_package) === "targetable");
  }
  if (body.countries !== undefined) set("countries", body.countries);
  if (body.generation_id !== undefined) set("generation_id", body.generation_id);
  // Figures of an unchanged package stay valid for the new version.
  if (!packageChanged) sets.push("figures_version = CASE WHEN figures_version = version THEN version + 1 END");
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ version: number }>(
      `UPDATE audience_configs SET ${[...sets, "version = version + 1", "modified_at = now()"].join(", ")}
       WHERE id = $1 AND version = $2 RETURNING version`,
      params,
    );
    const version = updated[0]?.version;
    if (version === undefined) {
      const [current] = await tx.query<{ version: number }>("SELECT version FROM audience_configs WHERE id = $1", [
        row.id,
      ]);
      if (!current) throw configNotFound();
      throw conflict(saidAudience("staleVersion", { yours: body.version, current: current.version }));
    }
    if (body.categories) await setCategories(tx, row.id, body.categories);
    return { version, packageChanged };
  });
}

export async function deleteConfig(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM audience_configs WHERE id = $1", [id]);
}

/** A team's config names starting with `prefix`, any case, shortest first. */
export async function autocompleteConfigs(
  db: Db,
  teamId: number,
  prefix: string,
): Promise<{ id: number; name: string }[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<{ id: number; name: string }>(
    `SELECT id, name FROM audience_configs WHERE team_id = $1 AND lower(name) LIKE $2
     ORDER BY length(name), lower(name), id LIMIT 10`,
    [teamId, pattern],
  );
}
