import type { MembershipLevel } from "@xa/core";
import type {
  AudienceUsage,
  createAudienceUsageBody,
  listAudienceUsagesQuery,
  updateAudienceUsageBody,
} from "@xa/core/ads/audience-usage-contract";
import { reorderedHandles, usageHandlesOrder } from "@xa/core/ads/usage-handles";
import type { AudienceUser } from "@xa/core/targeting/audience-contract";
import { type TargetingPackage, targetingPackage } from "@xa/core/targeting/targeting-package";
import type { AudienceAccess } from "@xa/core/targeting/targeting-permissions";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import type { SealedSecrets } from "../db/sealed-secrets.ts";
import { fieldError } from "../http/http-error.ts";
import {
  abilities,
  accessColumns,
  accessOf,
  type ConfigRow,
  iso,
  USER_JSON,
  usageNotFound,
} from "../targeting/index.ts";
import { signUsage } from "./usage-signature.ts";

export type UsageRow = {
  id: number;
  team_id: number;
  audience_config_id: number | null;
  audience_config_name: string | null;
  ad_account_id: string;
  state: "applied";
  targeting_package: TargetingPackage;
  countries: string[];
  handles_order: string[];
  created_by: number | null;
  creator: AudienceUser | null;
  created_at: Date;
  modified_at: Date;
  deleted_at: Date | null;
  member_level: MembershipLevel | null;
  shared: boolean;
  signed_record: string | null;
  signature: string | null;
};

// The config's current name while it exists, else the name it had when the usage was recorded.
const USAGE_SELECT = `SELECT x.id, x.team_id, x.audience_config_id, COALESCE(c.name, x.audience_config_name) AS audience_config_name,
    x.ad_account_id, x.state, x.targeting_package, x.countries, x.handles_order, x.created_by,
    ${USER_JSON("x.created_by")} AS creator, x.created_at, x.modified_at, x.deleted_at,
    x.signed_record, x.signature, ${accessColumns("audience_usage_id")}
  FROM audience_usages x LEFT JOIN audience_configs c ON c.id = x.audience_config_id`;

export function toUsage(row: UsageRow, userId: number): AudienceUsage {
  return {
    id: row.id,
    team_id: row.team_id,
    audience_config_id: row.audience_config_id,
    audience_config_name: row.audience_config_name,
    ad_account_id: row.ad_account_id,
    state: row.state,
    targeting_package: targetingPackage.parse(row.targeting_package),
    countries: row.countries,
    handles_order: row.handles_order,
    created_by: row.creator,
    created_at: iso(row.created_at),
    modified_at: iso(row.modified_at),
    deleted_at: row.deleted_at ? iso(row.deleted_at) : null,
    ...abilities(accessOf(row), userId, row),
    signed: row.signed_record && row.signature ? { record: row.signed_record, signature: row.signature } : null,
  };
}

/** A usage the caller may read (deleted ones too), with how they stand to it; a 404 for anyone else. */
export async function findUsage(
  db: Db,
  userId: number,
  id: number,
): Promise<{ row: UsageRow; access: AudienceAccess }> {
  const [row] = await db.query<UsageRow>(`${USAGE_SELECT} WHERE x.id = $2`, [userId, id]);
  const access = row ? accessOf(row) : null;
  if (!row || access === null) throw usageNotFound();
  return { row, access };
}

/** Records a package applied from `config`: the body's package and countries, else the config's as they are now. */
export async function createUsage(
  db: Db,
  secrets: SealedSecrets,
  userId: number,
  config: ConfigRow,
  body: z.output<typeof createAudienceUsageBody>,
): Promise<number> {
  const pkg = body.targeting_package ?? targetingPackage.parse(config.targeting_package);
  const countries = body.countries ?? config.countries;
  // Recorded and signed together: a usage is never left without its signed record.
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; created_at: Date }>(
      `INSERT INTO audience_usages (team_id, audience_config_id, audience_config_name, ad_account_id, state,
         targeting_package, countries, handles_order, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, created_at`,
      [
        config.team_id,
        config.id,
        config.name,
        body.ad_account_id,
        body.state,
        JSON.stringify(pkg),
        countries,
        usageHandlesOrder(pkg),
        userId,
      ],
    );
    if (!row) throw new Error("audience usage insert returned no row");
    await signUsage(tx, secrets, {
      usage_id: row.id,
      team_id: config.team_id,
      audience_config_id: config.id,
      audience_config_name: config.name,
      ad_account_id: body.ad_account_id,
      state: body.state,
      targeting_package: pkg,
      countries,
      created_by: userId,
      created_at: iso(row.created_at),
    });
    return row.id;
  });
}

/** Changes a usage's ad account, state or snapshot; handles still in the snapshot keep their order. */
export async function updateUsage(
  db: Db,
  row: UsageRow,
  body: z.output<typeof updateAudienceUsageBody>,
): Promise<void> {
  const pkg = body.targeting_package ?? row.targeting_package;
  await db.query(
    `UPDATE audience_usages SET ad_account_id = $2, state = $3, targeting_package = $4, countries = $5,
       handles_order = $6, modified_at = now() WHERE id = $1`,
    [
      row.id,
      body.ad_account_id ?? row.ad_account_id,
      body.state ?? row.state,
      JSON.stringify(pkg),
      body.countries ?? row.countries,
      usageHandlesOrder(pkg, row.handles_order),
    ],
  );
}

/** Marks a usage deleted (`deleted` true) or restores it; a usage already so is left as it is. */
export async function setUsageDeleted(db: Db, id: number, deleted: boolean): Promise<void> {
  await db.query(
    deleted
      ? "UPDATE audience_usages SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL"
      : "UPDATE audience_usages SET deleted_at = NULL WHERE id = $1",
    [id],
  );
}

/** Stores a new order of the usage's handles, or a 400 when it is not a permutation of the stored ones. */
export async function reorderUsageHandles(db: Db, row: UsageRow, wanted: readonly string[]): Promise<void> {
  const order = reorderedHandles(row.handles_order, wanted);
  if (!order) {
    const stored = row.handles_order.length > 0 ? row.handles_order.join(", ") : "none";
    throw fieldError("handles", `Handles must be the usage's handles, each once, in a new order (stored: ${stored})`);
  }
  await db.query("UPDATE audience_usages SET handles_order = $2, modified_at = now() WHERE id = $1", [row.id, order]);
}

/** A team's usages, newest first, paged. */
export async function listUsages(
  db: Db,
  userId: number,
  teamId: number,
  q: z.output<typeof listAudienceUsagesQuery>,
): Promise<{ count: number; results: AudienceUsage[] }> {
  const params: unknown[] = [userId, teamId];
  // The membership is checked again in the query itself, so this list can never leak another team's.
  const clauses = ["x.team_id = $2", "x.team_id IN (SELECT team_id FROM memberships WHERE user_id = $1)"];
  if (q.include_deleted !== "true") clauses.push("x.deleted_at IS NULL");
  if (q.audience_config !== undefined) {
    params.push(q.audience_config);
    clauses.push(`x.audience_config_id = $${params.length}`);
  }
  if (q.ad_account_id) {
    params.push(q.ad_account_id);
    clauses.push(`x.ad_account_id = $${params.length}`);
  }
  const condition = clauses.join(" AND ");
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audience_usages x WHERE ${condition}`,
    params,
  );
  const rows = await db.query<UsageRow>(
    `${USAGE_SELECT} WHERE ${condition} ORDER BY x.created_at DESC, x.id DESC LIMIT ${Number(q.limit)} OFFSET ${Number(q.offset)}`,
    params,
  );
  return { count: counted?.n ?? 0, results: rows.map((r) => toUsage(r, userId)) };
}
