import type { Language } from "@xa/core";
import { planApply } from "@xa/core/ads/apply-package";
import { adsetsContract } from "@xa/core/campaigns/adsets-contract";
import { type AdsetPlan, adsetProblem, MAX_ADSETS_PER_CAMPAIGN } from "@xa/core/campaigns/campaign-rules";
import { campaignText } from "@xa/core/campaigns/campaign-texts";
import type { FastifyInstance } from "fastify";
import { callPlatform } from "../ads/index.ts";
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
  countAdsets,
  deleteAdset,
  findAdset,
  insertAdset,
  listAdsets,
  toAdset,
  updateAdset,
} from "./adset-queries.ts";
import { manageableCampaign, readableCampaign, refuse } from "./campaign-guards.ts";
import { type CampaignRow, isoOrNull } from "./campaign-queries.ts";
import { accountOf, lineItemSpecOf, undoing } from "./platform-push.ts";

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
export async function targetingOf(
  db: Db,
  userId: number,
  configId: number,
  campaign: Pick<CampaignRow, "team_id">,
  language: Language,
) {
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
    const full = () =>
      new HttpError(409, {
        detail: (l: Language) => campaignText(l, "tooManyAdsets", { max: MAX_ADSETS_PER_CAMPAIGN }),
      });
    if ((await countAdsets(db, campaign.id)) >= MAX_ADSETS_PER_CAMPAIGN) throw full();
    const bid_amount = body.bid_strategy === "AUTO" ? null : body.bid_amount;
    assertAdset({ ...body, bid_amount }, campaign);
    const targeting = await targetingOf(db, auth.user.id, body.audience_config_id, campaign, requestLanguage(request));
    const values: AdsetValues = { ...body, ...targeting, bid_amount };
    const account = accountOf(campaign);
    // A line item on the platform first, its targeting through the apply path; refused, nothing is stored.
    const lineItemId = await callPlatform(() =>
      deps.ads.createLineItem(account, campaign.platform_campaign_id, lineItemSpecOf(values, campaign)),
    );
    const removeLineItem = (made: string) => deps.ads.deleteLineItem(account, made);
    const id = await undoing(
      lineItemId,
      async () => {
        if (lineItemId !== null) {
          await callPlatform(() => deps.ads.applyTargeting(account, lineItemId, values.targeting, auth.user.email));
        }
        // Counted again with the campaign held: parallel requests cannot together pass the limit.
        return db.transaction(async (tx) => {
          if ((await countAdsets(tx, campaign.id, true)) >= MAX_ADSETS_PER_CAMPAIGN) throw full();
          return insertAdset(tx, campaign.id, values, { userId: auth.user.id, now }, lineItemId);
        });
      },
      removeLineItem,
    );
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
    /** The change checked against the ad set as it is (locked inside a transaction). */
    const change = async (tx: Db, lock: boolean) => {
      const { row, campaign } = await adsetOf(auth.user.id, params.id, true, tx, lock);
      const before = savedValues(row);
      const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<AdsetValues>;
      const next: AdsetValues = { ...before, ...sent };
      if (next.bid_strategy === "AUTO") next.bid_amount = null;
      assertAdset(next as AdsetPlan, campaign);
      const configId = body.audience_config_id;
      const retarget = configId !== undefined && configId !== row.audience_config_id;
      if (retarget) Object.assign(next, await targetingOf(tx, auth.user.id, configId, campaign, language));
      return { row, campaign, next, retarget };
    };
    // The platform is told first, outside any transaction: refused, nothing changes here.
    const first = await change(db, false);
    const lineItemId = first.row.line_item_id;
    if (lineItemId !== null) {
      const account = accountOf(first.campaign);
      await callPlatform(() =>
        deps.ads.updateLineItem(account, lineItemId, lineItemSpecOf(first.next, first.campaign)),
      );
      if (first.retarget) {
        await callPlatform(() => deps.ads.applyTargeting(account, lineItemId, first.next.targeting, auth.user.email));
      }
    }
    await db.transaction(async (tx) => {
      const { row, next } = await change(tx, true);
      await updateAdset(tx, row.id, next, now);
    });
    const row = await findAdset(db, params.id);
    if (!row) throw adsetMissing();
    return toAdset(row);
  });

  route(app, c.deleteAdset, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    const { row, campaign } = await adsetOf(auth.user.id, params.id, true);
    const lineItemId = row.line_item_id;
    if (lineItemId !== null) await callPlatform(() => deps.ads.deleteLineItem(accountOf(campaign), lineItemId));
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
