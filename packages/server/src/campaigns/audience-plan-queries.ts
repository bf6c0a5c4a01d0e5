import type { Language } from "@xa/core";
import type { AudiencePlan, PlanSizeOption } from "@xa/core/campaigns/audience-plan-entities";
import { estimatePlan, type MeasuredPlanAudience } from "@xa/core/campaigns/audience-plan-estimate";
import type { PlanTerms } from "@xa/core/campaigns/audience-plan-rules";
import type { Db } from "../db/database.ts";

/** A plan row with the caller's level in its team. */
export type PlanRow = {
  id: number;
  team_id: number;
  name: string;
  objective: AudiencePlan["objective"];
  size_option: PlanSizeOption;
  budget: number | null;
  size: number | null;
  start_time: Date;
  end_time: Date;
  currency: AudiencePlan["currency"];
  cpm: number;
  measured_at: Date;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

/** One audience of a plan as measured when the plan was saved, with its name now. */
export type PlanAudienceRow = MeasuredPlanAudience & { plan_id: number };

// Only the caller's own teams' plans ($1 is the caller): anyone else's are not found.
const SELECT = `SELECT p.id, p.team_id, p.name, p.objective, p.size_option, p.budget::float8 AS budget,
    p.size::float8 AS size, p.start_time, p.end_time, p.currency, p.cpm::float8 AS cpm, p.measured_at,
    u.email AS created_by, p.created_at, p.updated_at
  FROM audience_plans p
  JOIN memberships m ON m.team_id = p.team_id AND m.user_id = $1
  LEFT JOIN users u ON u.id = p.created_by`;

/** One of the caller's teams' plans, or null; `lock` holds its row until the transaction ends. */
export async function findPlan(db: Db, userId: number, id: number, lock = false): Promise<PlanRow | null> {
  const [row] = await db.query<PlanRow>(`${SELECT} WHERE p.id = $2${lock ? " FOR UPDATE OF p" : ""}`, [userId, id]);
  return row ?? null;
}

/** A page of the team's plans, newest first, with how many there are; the route checked the membership. */
export async function listPlans(
  db: Db,
  userId: number,
  teamId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: PlanRow[] }> {
  const [total] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audience_plans WHERE team_id = $1", [
    teamId,
  ]);
  const rows = await db.query<PlanRow>(
    `${SELECT} WHERE p.team_id = $2 ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
    [userId, teamId, page.limit, page.offset],
  );
  return { count: total?.n ?? 0, rows };
}

/** The audiences of plans, each plan's in its order. */
export async function planAudiences(db: Db, planIds: readonly number[]): Promise<PlanAudienceRow[]> {
  if (planIds.length === 0) return [];
  return db.query<PlanAudienceRow>(
    `SELECT a.plan_id, a.audience_config_id, x.name, a.accounts_in_store::float8 AS accounts_in_store,
       a.scaling_factor, a.audience_size::float8 AS audience_size
     FROM audience_plan_audiences a JOIN audience_configs x ON x.id = a.audience_config_id
     WHERE a.plan_id = ANY($1::int[]) ORDER BY a.plan_id, a.position`,
    [planIds],
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The plan as the API answers it, its estimates made from what was measured, in `language`. */
export function toPlan(row: PlanRow, audiences: readonly PlanAudienceRow[], language: Language): AudiencePlan {
  const own = audiences.filter((a) => a.plan_id === row.id);
  const terms = {
    size_option: row.size_option,
    budget: row.budget,
    size: row.size,
    start_time: iso(row.start_time),
    end_time: iso(row.end_time),
    currency: row.currency,
  };
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    objective: row.objective,
    audience_config_ids: own.map((a) => a.audience_config_id),
    ...terms,
    estimates: estimatePlan({
      ...terms,
      audiences: own,
      cpm: row.cpm,
      measured_at: iso(row.measured_at),
      language,
    }),
    created_by: row.created_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** What a save writes: the plan's fields, the CPM it was priced at, and its audiences as measured. */
export type PlanValues = PlanTerms & {
  name: string;
  objective: string;
  cpm: number;
  measured_at: Date;
  audiences: readonly MeasuredPlanAudience[];
};

async function writeAudiences(db: Db, planId: number, audiences: readonly MeasuredPlanAudience[]) {
  await db.query("DELETE FROM audience_plan_audiences WHERE plan_id = $1", [planId]);
  await db.query(
    `INSERT INTO audience_plan_audiences (plan_id, audience_config_id, position, accounts_in_store, scaling_factor,
       audience_size)
     SELECT $1, id, position, accounts, factor, size
     FROM unnest($2::int[], $3::int[], $4::bigint[], $5::float8[], $6::bigint[]) AS t(id, position, accounts, factor, size)`,
    [
      planId,
      audiences.map((a) => a.audience_config_id),
      audiences.map((_, i) => i),
      audiences.map((a) => a.accounts_in_store),
      audiences.map((a) => a.scaling_factor),
      audiences.map((a) => a.audience_size),
    ],
  );
}

const fieldsOf = (v: PlanValues) => [
  v.name,
  v.objective,
  v.size_option,
  v.budget,
  v.size,
  v.start_time,
  v.end_time,
  v.currency,
  v.cpm,
  v.measured_at,
];

/** Saves a new plan and its audiences; call it in a transaction. */
export async function insertPlan(
  db: Db,
  teamId: number,
  values: PlanValues,
  by: { userId: number; now: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO audience_plans (name, objective, size_option, budget, size, start_time, end_time, currency, cpm,
       measured_at, team_id, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
    [...fieldsOf(values), teamId, by.userId, by.now],
  );
  const id = row?.id as number;
  await writeAudiences(db, id, values.audiences);
  return id;
}

/** Changes a plan and puts its audiences anew; call it in a transaction. */
export async function updatePlan(db: Db, id: number, values: PlanValues, now: Date): Promise<void> {
  await db.query(
    `UPDATE audience_plans SET name = $1, objective = $2, size_option = $3, budget = $4, size = $5, start_time = $6,
       end_time = $7, currency = $8, cpm = $9, measured_at = $10, updated_at = $12 WHERE id = $11`,
    [...fieldsOf(values), id, now],
  );
  await writeAudiences(db, id, values.audiences);
}

export async function deletePlan(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM audience_plans WHERE id = $1", [id]);
}
