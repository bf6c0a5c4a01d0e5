import type { Language } from "@xa/core";
import { planApply } from "@xa/core/ads/apply-package";
import { adsetsContract } from "@xa/core/campaigns/adsets-contract";
import { type AdsetPlan, adsetProblem } from "@xa/core/campaigns/campaign-rules";
import { campaignText } from "@xa/core/campaigns/campaign-texts";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, HttpError, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { assertAccess, findConfig } from "../targeting/index.ts";
import {
  type AdsetRow,
  type AdsetValues,
  deleteAdset,
  findAdset,
  insertAdset,
  listAdsets,
  toAdset,
  updateAdset,
} from "./adset-queries.ts";
import { manageableCampaign, readableCampaign, refuse } from "./campaign-guards.ts";
import { type CampaignRow, isoOrNull } from "./campaign-queries.ts";

const adsetMissing = () => notFound((language: Language) => campaignText(language, "adsetNotFound"));

/** Refuses a bid or schedule the campaign does not allow: a 400 naming the field. */
function assertAdset(next: AdsetPlan, campaign: CampaignRow): void {
  const problem = adsetProblem(next, {
    start_time: new Date(campaign.start_time).toISOString(),
    end_time: isoOrNull(campaign.end_time),
    currency: campaign.currency,
  });
  if (problem) throw refuse(problem.key, problem.params);
}

/**
 * What a saved audience of the campaign's team targets, as applying it would send it (the first
 * 100 handles, countries under 50, locations under 200), with what those limits changed.
 */
export async function targetingOf(db: Db, userId: number, configId: number, campaign: CampaignRow, language: Language) {
  const notOfTeam = () => refuse("audienceNotOfTeam", { id: String(configId) });
  const { row, access } = await findConfig(db, userId, configId).catch((e: unknown) => {
    throw e instanceof HttpError && e.statusCode === 404 ? notOfTeam() : e;
  });
  if (row.team_id !== campaign.team_id) throw notOfTeam();
  assertAccess("read", access, userId, row, "config");
  const plan = planApply(
    { targeting_package: row.targeting_package, countries: row.countries },
    { customAudienceCheck: null, language },
  );
  if (!plan.ok) throw badRequest(plan.detail);
  return { targeting: plan.targeting, alerts: plan.alerts };
}

/** Ad sets: a campaign's line items, each targeting a saved audience of its team. */
export function registerAdsetRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = adsetsContract;

  /** The ad set and its campaign, when the caller's team holds it. */
  const adsetOf = async (userId: number, id: number, manage: boolean, tx: Db = db, lock = false) => {
    const row = await findAdset(tx, id, lock);
    if (!row) throw adsetMissing();
    const campaign = await (manage ? manageableCampaign : readableCampaign)(
      tx,
      userId,
      row.campaign_id,
      deps.now(),
    ).catch((e: unknown) => {
      throw e instanceof HttpError && e.statusCode === 404 ? adsetMissing() : e;
    });
    return { row, campaign };
  };

  route(app, c.listCampaignAdsets, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const campaign = await readableCampaign(db, auth.user.id, params.id, deps.now());
    return (await listAdsets(db, campaign.id)).map(toAdset);
  });

  route(app, c.createAdset, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const now = deps.now();
    const campaign = await manageableCampaign(db, auth.user.id, body.campaign, now);
    const bid_amount = body.bid_strategy === "AUTO" ? null : body.bid_amount;
    assertAdset({ ...body, bid_amount }, campaign);
    const targeting = await targetingOf(db, auth.user.id, body.audience_config_id, campaign, requestLanguage(request));
    const values: AdsetValues = { ...body, ...targeting, bid_amount };
    const id = await insertAdset(db, campaign.id, values, { userId: auth.user.id, now });
    const row = await findAdset(db, id);
    if (!row) throw adsetMissing();
    return toAdset(row);
  });

  route(app, c.getAdset, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return toAdset((await adsetOf(auth.user.id, params.id, false)).row);
  });

  route(app, c.updateAdset, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const now = deps.now();
    const language = requestLanguage(request);
    await db.transaction(async (tx) => {
      const { row, campaign } = await adsetOf(auth.user.id, params.id, true, tx, true);
      const before = savedValues(row);
      const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<AdsetValues>;
      const next: AdsetValues = { ...before, ...sent };
      if (next.bid_strategy === "AUTO") next.bid_amount = null;
      assertAdset(next as AdsetPlan, campaign);
      if (body.audience_config_id !== undefined && body.audience_config_id !== row.audience_config_id) {
        Object.assign(next, await targetingOf(tx, auth.user.id, body.audience_config_id, campaign, language));
      }
      await updateAdset(tx, row.id, next, now);
    });
    const row = await findAdset(db, params.id);
    if (!row) throw adsetMissing();
    return toAdset(row);
  });

  route(app, c.deleteAdset, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row } = await adsetOf(auth.user.id, params.id, true);
    await deleteAdset(db, row.id);
    return null;
  });
}

function savedValues(row: AdsetRow): AdsetValues {
  return {
    name: row.name,
    status: row.status,
    audience_config_id: row.audience_config_id,
    targeting: row.targeting,
    alerts: row.alerts,
    placements: row.placements,
    bid_strategy: row.bid_strategy,
    bid_amount: row.bid_amount,
    start_time: isoOrNull(row.start_time),
    end_time: isoOrNull(row.end_time),
  };
}
