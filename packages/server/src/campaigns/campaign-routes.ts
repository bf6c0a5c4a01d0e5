import type { UpdateCampaign } from "@xa/core/campaigns/campaign-entities";
import { canManageCampaign, canSeeCampaigns } from "@xa/core/campaigns/campaign-permissions";
import { type CampaignPlan, campaignProblem } from "@xa/core/campaigns/campaign-rules";
import { campaignsContract } from "@xa/core/campaigns/campaigns-contract";
import type { FastifyInstance } from "fastify";
import { accessOf, callPlatform, findTeamAdAccount } from "../ads/index.ts";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError, said } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { campaignMissing, manageableCampaign, readableCampaign, refuse } from "./campaign-guards.ts";
import {
  type CampaignRow,
  deleteCampaign,
  findCampaign,
  insertCampaign,
  isoOrNull,
  listCampaigns,
  toCampaign,
  updateCampaign,
} from "./campaign-queries.ts";
import { accountOf, campaignSpecOf, undoing } from "./platform-push.ts";
import { syncTeamStats } from "./stats-sync.ts";

/** Refuses a plan that breaks a campaign rule: a 400 naming the field. */
function assertPlan(next: CampaignPlan, before: (CampaignPlan & { status: string }) | null, now: Date): void {
  const problem = campaignProblem(next, before, now);
  if (problem) throw refuse(problem.key, problem.params);
}

const planOf = (row: CampaignRow): CampaignPlan & { status: string } => ({
  start_time: new Date(row.start_time).toISOString(),
  end_time: isoOrNull(row.end_time),
  lifetime_budget: row.lifetime_budget,
  daily_budget: row.daily_budget,
  currency: row.currency,
  status: row.status,
});

/** Campaigns: a team's, in its ad accounts; changed by whoever may use the account. */
export function registerCampaignRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = campaignsContract;
  const platform = deps.ads.name;

  route(app, c.listCampaigns, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canSeeCampaigns(team)) throw forbidden();
    await syncTeamStats(deps, team.id);
    const { count, rows } = await listCampaigns(db, auth.user.id, team.id, { ...query, now: deps.now() });
    return { count, results: rows.map((row) => toCampaign(row, platform)) };
  });

  route(app, c.createCampaign, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    const account = await findTeamAdAccount(db, auth.user.id, team.id, body.ad_account_id).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404
        ? refuse("adAccountNotLinked", { account: body.ad_account_id })
        : e;
    });
    if (!canManageCampaign(accessOf(account))) throw forbidden(said("adAccountNotGranted"));
    const now = deps.now();
    assertPlan(body, null, now);
    const ref = accountOf({ ad_account_id: account.id, team_id: team.id, account_id: account.account_id });
    // Pushed first: a refusal of the platform stores nothing.
    const platformId = await callPlatform(() => deps.ads.createCampaign(ref, campaignSpecOf(body)));
    const id = await undoing(
      platformId,
      () =>
        insertCampaign(
          db,
          {
            ...body,
            team_id: team.id,
            ad_account_id: account.id,
            account_id: account.account_id,
            platform_campaign_id: platformId,
          },
          { userId: auth.user.id, now },
        ),
      (made) => deps.ads.deleteCampaign(ref, made),
    );
    const row = await findCampaign(db, auth.user.id, id, now);
    if (!row) throw campaignMissing();
    return toCampaign(row, platform);
  });

  route(app, c.getCampaign, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toCampaign(await readableCampaign(db, auth.user.id, params.id, deps.now()), platform);
  });

  route(app, c.updateCampaign, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const now = deps.now();
    const sent = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    ) as Partial<UpdateCampaign>;
    /** The change checked against the campaign as it is (locked inside a transaction). */
    const change = async (tx: typeof db, lock: boolean) => {
      const row = await manageableCampaign(tx, auth.user.id, params.id, now, lock);
      const before = planOf(row);
      const next = { ...before, name: row.name, objective: row.objective, ...sent } as CampaignPlan & {
        name: string;
        objective: string;
        status: string;
      };
      assertPlan(next, before, now);
      return { row, next };
    };
    // The platform is told first, outside any transaction (a call may take seconds): refused, nothing changes here.
    const first = await change(db, false);
    const platformId = first.row.platform_campaign_id;
    if (platformId !== null) {
      await callPlatform(() => deps.ads.updateCampaign(accountOf(first.row), platformId, campaignSpecOf(first.next)));
    }
    // Locked while checked and changed: two edits at once apply one after the other, each checked against the other's result.
    await db.transaction(async (tx) => {
      const { row, next } = await change(tx, true);
      await updateCampaign(tx, row.id, next, now);
    });
    const row = await findCampaign(db, auth.user.id, params.id, now);
    if (!row) throw campaignMissing();
    return toCampaign(row, platform);
  });

  route(app, c.deleteCampaign, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const row = await manageableCampaign(db, auth.user.id, params.id, deps.now());
    const platformId = row.platform_campaign_id;
    if (platformId !== null) await callPlatform(() => deps.ads.deleteCampaign(accountOf(row), platformId));
    await deleteCampaign(db, row.id);
    return null;
  });
}
