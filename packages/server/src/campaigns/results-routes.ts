import type { Language } from "@xa/core";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import { campaignText } from "@xa/core/campaigns/campaign-texts";
import { resultsContract } from "@xa/core/campaigns/results-contract";
import { SEGMENT_DIMENSIONS } from "@xa/core/campaigns/results-entities";
import { deriveMetrics, estimateReach } from "@xa/core/campaigns/stats-figures";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { readableCampaign } from "./campaign-guards.ts";
import { entitiesOf, segmentsOf, totalOf } from "./results-figures.ts";
import { deliveredSpan, entityNames, listDeliveryAdsets, sumSegments, sumStored } from "./stats-queries.ts";
import { statsSource, syncCampaignStats } from "./stats-sync.ts";

const adsetMissing = () => notFound((language: Language) => campaignText(language, "adsetNotFound"));

/** A campaign's results: any member of its team reads them, once its delivery is brought up to today. */
export function registerResultsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = resultsContract;

  /** The campaign (another team's is not found) brought up to date, its delivered days (one ad set's when asked) and its label. */
  const resultsOf = async (userId: number, id: number, adset: number | undefined) => {
    const campaign = await readableCampaign(db, userId, id, deps.now());
    if (adset !== undefined) {
      const [row] = await db.query("SELECT 1 FROM adsets WHERE id = $1 AND campaign_id = $2", [adset, campaign.id]);
      if (!row) throw adsetMissing();
    }
    await syncCampaignStats(deps, campaign.id);
    const span = await deliveredSpan(db, campaign.id, adset);
    const decimals = CURRENCY_DECIMALS[campaign.currency];
    const label = {
      ...statsSource(deps),
      currency: campaign.currency,
      decimals,
      first_day: span.first,
      last_day: span.last,
    };
    return { campaign, decimals, span, label };
  };
  const totalsOf = async (campaignId: number, adset: number | undefined, decimals: number) =>
    deriveMetrics(totalOf(await sumStored(db, campaignId, { adset, keys: [] })), decimals);

  route(app, c.getCampaignStats, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const { campaign, decimals, label } = await resultsOf(auth.user.id, params.id, query.adset);
    const keys = { campaign: [], adset: ["adset_id"], ad: ["adset_id", "ad_id"] } as const;
    const rows = await sumStored(db, campaign.id, {
      adset: query.adset,
      keys: [...keys[query.level], ...(query.granularity === "day" ? (["day"] as const) : [])],
    });
    const names =
      query.level === "campaign" ? { adsets: new Map(), ads: new Map() } : await entityNames(db, campaign.id);
    const entities = entitiesOf(rows, {
      level: query.level,
      campaign,
      names,
      decimals,
      withDays: query.granularity === "day",
    });
    return { ...label, entities };
  });

  route(app, c.getCampaignStatsTotal, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const { campaign, decimals, span, label } = await resultsOf(auth.user.id, params.id, query.adset);
    return { ...label, totals: await totalsOf(campaign.id, query.adset, decimals), days_delivered: span.days };
  });

  route(app, c.getCampaignSegmentations, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const { campaign, decimals, label } = await resultsOf(auth.user.id, params.id, query.adset);
    const sums = await sumSegments(db, campaign.id, query.adset);
    const segments = Object.fromEntries(SEGMENT_DIMENSIONS.map((d) => [d, segmentsOf(sums, d, decimals)])) as Record<
      (typeof SEGMENT_DIMENSIONS)[number],
      ReturnType<typeof segmentsOf>
    >;
    return { ...label, totals: await totalsOf(campaign.id, query.adset, decimals), segments };
  });

  route(app, c.getCampaignReach, async ({ params, query }, request) => {
    const auth = await requireAuth(deps, request);
    const { campaign, label } = await resultsOf(auth.user.id, params.id, query.adset);
    const rows = await sumStored(db, campaign.id, { adset: query.adset, keys: ["adset_id"] });
    // Each ad set reaches its own audience; people in two ad sets' audiences are counted in each.
    const sizes = new Map((await listDeliveryAdsets(db, campaign.id)).map((a) => [a.id, a.audience_size]));
    let reach = 0;
    let audience = 0;
    for (const row of rows) {
      const size = sizes.get(row.adset_id) ?? 0;
      audience += size;
      reach += estimateReach(row.impressions, size);
    }
    const impressions = totalOf(rows).impressions;
    return {
      ...label,
      impressions,
      audience_size: audience,
      estimated_reach: reach,
      frequency: reach === 0 ? null : Math.round((impressions / reach) * 100) / 100,
    };
  });
}
