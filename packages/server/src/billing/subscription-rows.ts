import type { BillingSubscription } from "@xa/core/billing/billing-contract";
import { currentBillingSubscription } from "@xa/core/billing/billing-view";
import {
  BILLING_CURRENCIES,
  type BillingCurrency,
  PLAN_INTERVALS,
  type PlanInterval,
  SUBSCRIPTION_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionProvider,
  type SubscriptionStatus,
} from "@xa/core/billing/plans";
import type { Db } from "../db/database.ts";
import { knownFeatures, SUBSCRIPTION_ACTIVE_SQL } from "../teams/index.ts";

type Row = {
  id: number;
  team_id: number;
  plan_id: number | null;
  plan_name: string;
  features: string[] | null;
  interval: string | null;
  provider: string;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  status: string;
  active: boolean;
  start: Date;
  currency: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  grant_reason: string | null;
  collection_paused_until: Date | null;
};

export type SubscriptionRow = Row;

const SELECT = `SELECT s.id, s.team_id, s.plan_id, s.plan_name, p.features, p.interval, s.provider,
    s.provider_subscription_id, s.provider_customer_id, s.status, ${SUBSCRIPTION_ACTIVE_SQL} AS active, s.start,
    s.currency, s.current_period_end, s.cancel_at_period_end, s.grant_reason, s.collection_paused_until
  FROM subscriptions s LEFT JOIN plans p ON p.id = s.plan_id`;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  (values as readonly string[]).includes(v ?? "") ? (v as T) : fallback;

/** A subscription row as the billing API shows it. */
export function toBillingSubscription(row: Row): BillingSubscription {
  return {
    id: row.id,
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      features: knownFeatures(row.features),
      interval: row.interval === null ? null : oneOf<PlanInterval>(PLAN_INTERVALS, row.interval, "month"),
    },
    provider: oneOf<SubscriptionProvider>(SUBSCRIPTION_PROVIDERS, row.provider, "manual"),
    status: oneOf<SubscriptionStatus>(SUBSCRIPTION_STATUSES, row.status, "canceled"),
    active: row.active,
    start: new Date(row.start).toISOString(),
    currency: row.currency === null ? null : oneOf<BillingCurrency>(BILLING_CURRENCIES, row.currency, "USD"),
    current_period_end: iso(row.current_period_end),
    cancel_at_period_end: row.cancel_at_period_end,
    grant_reason: row.grant_reason,
    collection_paused_until: iso(row.collection_paused_until),
  };
}

/** A team's subscriptions, newest first. */
export async function listTeamSubscriptions(db: Db, teamId: number): Promise<Row[]> {
  return db.query<Row>(`${SELECT} WHERE s.team_id = $1 ORDER BY s.start DESC, s.id DESC`, [teamId]);
}

/** The current one of a team's rows, newest first, by core's rule (an ended grant gives way). */
export function currentRow(rows: readonly Row[]): Row | undefined {
  const current = currentBillingSubscription(rows.map(toBillingSubscription));
  return rows.find((row) => row.id === current?.id);
}

/** One subscription row by id. */
export async function findSubscriptionRow(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.query<Row>(`${SELECT} WHERE s.id = $1`, [id]);
  return row;
}

/**
 * The team's current subscription when it was bought through a provider and is still running (active
 * or past due, its period not over): what upgrade, cancel and a second checkout look at.
 */
export async function findRunningProviderSubscription(db: Db, teamId: number): Promise<Row | undefined> {
  const current = currentRow(await listTeamSubscriptions(db, teamId));
  if (!current || (current.provider !== "stripe" && current.provider !== "local")) return undefined;
  if (current.status !== "active" && current.status !== "past_due") return undefined;
  if (current.current_period_end !== null && new Date(current.current_period_end) <= new Date()) return undefined;
  return current;
}

/** Every team's current subscription, by team name, for staff. */
export async function listCurrentSubscriptions(db: Db) {
  const teams = await db.query<{ id: number; slug: string; name: string }>(
    "SELECT id, slug, name FROM teams ORDER BY lower(name), id",
  );
  const rows = await db.query<Row>(`${SELECT} ORDER BY s.team_id, s.start DESC, s.id DESC`);
  const byTeam = new Map<number, Row[]>();
  for (const row of rows) {
    const own = byTeam.get(row.team_id);
    if (own) own.push(row);
    else byTeam.set(row.team_id, [row]);
  }
  return teams.map((team) => {
    const row = currentRow(byTeam.get(team.id) ?? []);
    return { team, current: row ? toBillingSubscription(row) : null };
  });
}
