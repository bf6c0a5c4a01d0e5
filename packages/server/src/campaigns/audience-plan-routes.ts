import { audiencePlanContract } from "@xa/core/campaigns/audience-plan-contract";
import type { UpdateAudiencePlan } from "@xa/core/campaigns/audience-plan-entities";
import { estimatePlan } from "@xa/core/campaigns/audience-plan-estimate";
import { canPlanCampaigns } from "@xa/core/campaigns/audience-plan-permissions";
import { keptTerms, type PlanTerms, planProblem } from "@xa/core/campaigns/audience-plan-rules";
import type { FastifyInstance } from "fastify";
import { requireAuth, type UserRow } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { forbidden } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { campaignFromPlan } from "./audience-plan-campaign.ts";
import { planMissing, refusePlan, requirePlannerOpen } from "./audience-plan-guards.ts";
import { measurePlanAudiences } from "./audience-plan-measure.ts";
import {
  deletePlan,
  findPlan,
  insertPlan,
  listPlans,
  type PlanRow,
  type PlanValues,
  planAudiences,
  toPlan,
  updatePlan,
} from "./audience-plan-queries.ts";

/** Refuses terms that break a plan rule: a 400 naming the field. */
function assertTerms(terms: PlanTerms): void {
  const problem = planProblem(terms);
  if (problem) throw refusePlan(problem.key, problem.params);
}

const termsOf = (row: PlanRow): PlanTerms => ({
  size_option: row.size_option,
  budget: row.budget,
  size: row.size,
  start_time: new Date(row.start_time).toISOString(),
  end_time: new Date(row.end_time).toISOString(),
  currency: row.currency,
});

/** Audience plans: a team's, over its saved audiences, with estimates counted from the store when saved. */
export function registerAudiencePlanRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = audiencePlanContract;

  /** The caller's plan, or a 404 (another team's is not found either). */
  const planOf = async (userId: number, id: number, tx: Db = db, lock = false) => {
    const row = await findPlan(tx, userId, id, lock);
    if (!row) throw planMissing();
    return row;
  };
  /** The caller's plan once the planner is open to them for its team; a 404 or a 403 otherwise. */
  const openPlan = async (user: UserRow, id: number) => {
    const row = await planOf(user.id, id);
    await requirePlannerOpen(deps, user, row.team_id);
    return row;
  };
  const answer = async (userId: number, id: number, language: Parameters<typeof toPlan>[2]) => {
    const row = await planOf(userId, id);
    return toPlan(row, await planAudiences(db, [row.id]), language);
  };

  route(app, c.listAudiencePlans, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canPlanCampaigns(team)) throw forbidden();
    await requirePlannerOpen(deps, auth.user, team.id);
    const { count, rows } = await listPlans(db, auth.user.id, team.id, query);
    const audiences = await planAudiences(
      db,
      rows.map((r) => r.id),
    );
    const language = requestLanguage(request);
    return { count, results: rows.map((row) => toPlan(row, audiences, language)) };
  });

  route(app, c.createAudiencePlan, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    if (!canPlanCampaigns(team)) throw forbidden();
    await requirePlannerOpen(deps, auth.user, team.id);
    const terms = keptTerms(body);
    assertTerms(terms);
    const audiences = await measurePlanAudiences(deps, auth.user.id, team.id, body.audience_config_ids);
    const now = deps.now();
    const values: PlanValues = {
      ...terms,
      cpm: deps.config.campaignCpms[terms.currency],
      measured_at: now,
      audiences,
    };
    const id = await db.transaction((tx) => insertPlan(tx, team.id, values, { userId: auth.user.id, now }));
    return answer(auth.user.id, id, requestLanguage(request));
  });

  route(app, c.estimateAudiencePlan, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    if (!canPlanCampaigns(team)) throw forbidden();
    await requirePlannerOpen(deps, auth.user, team.id);
    const terms = keptTerms(body);
    assertTerms(terms);
    const audiences = await measurePlanAudiences(deps, auth.user.id, team.id, body.audience_config_ids);
    return estimatePlan({
      ...terms,
      audiences,
      cpm: deps.config.campaignCpms[terms.currency],
      measured_at: deps.now().toISOString(),
      language: requestLanguage(request),
    });
  });

  route(app, c.getAudiencePlan, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    await openPlan(auth.user, params.id);
    return answer(auth.user.id, params.id, requestLanguage(request));
  });

  route(app, c.updateAudiencePlan, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const before = await openPlan(auth.user, params.id);
    const sent = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as Partial<UpdateAudiencePlan>;
    const ids = body.audience_config_ids ?? (await planAudiences(db, [before.id])).map((a) => a.audience_config_id);
    const next = keptTerms({
      ...termsOf(before),
      name: before.name,
      objective: before.objective,
      ...sent,
    } as PlanTerms & {
      name: string;
      objective: string;
    });
    assertTerms(next);
    // Counted again with the rest: a plan's estimates are those of the store when it was last saved.
    const audiences = await measurePlanAudiences(deps, auth.user.id, before.team_id, ids);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const row = await planOf(auth.user.id, params.id, tx, true);
      await updatePlan(
        tx,
        row.id,
        { ...next, cpm: deps.config.campaignCpms[next.currency], measured_at: now, audiences },
        now,
      );
    });
    return answer(auth.user.id, params.id, requestLanguage(request));
  });

  route(app, c.deleteAudiencePlan, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await openPlan(auth.user, params.id);
    await deletePlan(db, row.id);
    return null;
  });

  route(app, c.campaignFromPlan, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const plan = await openPlan(auth.user, params.id);
    return campaignFromPlan(deps, auth.user, plan, body, requestLanguage(request));
  });
}
