import type { CreatePlan, Plan, UpdatePlan } from "@xa/core/billing/billing-contract";
import { BILLING_CURRENCIES, PLAN_INTERVALS, type PlanInterval } from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";
import { badRequest, notFound, said } from "../http/http-error.ts";
import { knownFeatures } from "../teams/index.ts";

export type PlanRow = {
  id: number;
  name: string;
  interval: string;
  prices: Record<string, number>;
  features: string[];
  available: boolean;
  stripe_product_id: string | null;
};

const PLAN_COLUMNS = "id, name, interval, prices, features, available, stripe_product_id";

/** A plan row as the API shows it. */
export function toPlan(row: PlanRow): Plan {
  const prices: Plan["prices"] = {};
  for (const currency of BILLING_CURRENCIES) {
    const price = row.prices[currency];
    if (typeof price === "number") prices[currency] = price;
  }
  return {
    id: row.id,
    name: row.name,
    interval: (PLAN_INTERVALS as readonly string[]).includes(row.interval) ? (row.interval as PlanInterval) : "month",
    prices,
    features: knownFeatures(row.features),
    available: row.available,
    enterprise: row.name.toLowerCase().includes("enterprise"),
  };
}

/** The catalogue in the order plans were added; plans no longer sold only when asked. */
export async function listPlans(db: Db, withUnavailable: boolean): Promise<Plan[]> {
  const rows = await db.query<PlanRow>(
    `SELECT ${PLAN_COLUMNS} FROM plans ${withUnavailable ? "" : "WHERE available"} ORDER BY id`,
  );
  return rows.map(toPlan);
}

/** One plan, or a 400 naming the id (a plan is chosen in a body, so a wrong one is bad input). */
export async function findPlan(db: Db, id: number): Promise<PlanRow> {
  const [row] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1`, [id]);
  if (!row) throw badRequest(said("billing.planNotFound", { id: String(id) }));
  return row;
}

async function nameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM plans WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2", [
    name,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Adds a plan (staff, checked by the caller); names are unique regardless of case. */
export async function createPlan(db: Db, input: Required<CreatePlan>): Promise<Plan> {
  if (await nameTaken(db, input.name, null)) throw badRequest(said("billing.planNameTaken", { name: input.name }));
  const [row] = await db.query<PlanRow>(
    `INSERT INTO plans (name, interval, prices, features, available) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING ${PLAN_COLUMNS}`,
    [input.name, input.interval, JSON.stringify(input.prices), [...new Set(input.features)], input.available],
  );
  if (!row) throw badRequest(said("billing.planNameTaken", { name: input.name }));
  return toPlan(row);
}

/** Changes a plan (staff); the teams on it keep their subscription, which reads its features from here. */
export async function updatePlan(db: Db, id: number, change: UpdatePlan): Promise<Plan> {
  const [current] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1`, [id]);
  if (!current) throw notFound(said("billing.planNotFound", { id: String(id) }));
  if (change.name !== undefined && (await nameTaken(db, change.name, id)))
    throw badRequest(said("billing.planNameTaken", { name: change.name }));
  const [row] = await db.query<PlanRow>(
    `UPDATE plans SET name = $2, interval = $3, prices = $4, features = $5, available = $6
      WHERE id = $1 RETURNING ${PLAN_COLUMNS}`,
    [
      id,
      change.name ?? current.name,
      change.interval ?? current.interval,
      JSON.stringify(change.prices ?? current.prices),
      change.features ? [...new Set(change.features)] : current.features,
      change.available ?? current.available,
    ],
  );
  return toPlan(row as PlanRow);
}
