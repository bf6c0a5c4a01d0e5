import type { Language } from "@xa/core";
import type { PlanCampaign } from "@xa/core/campaigns/audience-plan-entities";
import { estimatePlan } from "@xa/core/campaigns/audience-plan-estimate";
import { canCampaignFromPlan } from "@xa/core/campaigns/audience-plan-permissions";
import { campaignProblem } from "@xa/core/campaigns/campaign-rules";
import { PLACEMENTS } from "@xa/core/targeting/targeting-options";
import { accessOf, callPlatform, findTeamAdAccount } from "../ads/index.ts";
import type { Deps } from "../deps.ts";
import { forbidden, HttpError, said } from "../http/http-error.ts";
import { type AdsetValues, insertAdset } from "./adset-queries.ts";
import { targetingOf } from "./adset-routes.ts";
import { refusePlan } from "./audience-plan-guards.ts";
import { type PlanRow, planAudiences } from "./audience-plan-queries.ts";
import { campaignMissing, refuse } from "./campaign-guards.ts";
import { findCampaign, insertCampaign } from "./campaign-queries.ts";
import { accountOf, campaignSpecOf, lineItemSpecOf, undoing } from "./platform-push.ts";

/**
 * Makes a draft campaign from a plan: the plan's objective, dates and currency; its budget as the
 * lifetime budget (or, when it gave none, the estimated cost); and an ad set per audience targeting
 * it as applying it would, with the apply limits' alerts. Needs the account's grant as creating a
 * campaign does; a broken campaign rule is a 400 and nothing is made. On a real platform the
 * campaign and its line items (with their targeting) are made there first, then stored in one
 * transaction; a refusal on the way takes what was made off the platform again and stores nothing.
 */
export async function campaignFromPlan(
  deps: Deps,
  user: { id: number; email: string },
  plan: PlanRow,
  body: PlanCampaign,
  language: Language,
): Promise<{ campaign_id: number; adset_ids: number[] }> {
  const { db } = deps;
  const userId = user.id;
  const account = await findTeamAdAccount(db, userId, plan.team_id, body.ad_account_id).catch((e: unknown) => {
    throw e instanceof HttpError && e.statusCode === 404
      ? refuse("adAccountNotLinked", { account: body.ad_account_id })
      : e;
  });
  if (!canCampaignFromPlan(accessOf(account))) throw forbidden(said("adAccountNotGranted"));
  const audiences = await planAudiences(db, [plan.id]);
  if (audiences.length === 0) throw refusePlan("planHasNoAudience");
  const start_time = new Date(plan.start_time).toISOString();
  const end_time = new Date(plan.end_time).toISOString();
  const estimate = estimatePlan({
    ...plan,
    start_time,
    end_time,
    audiences,
    measured_at: new Date(plan.measured_at).toISOString(),
    language,
  });
  const lifetime_budget = plan.size_option === "budget" && plan.budget !== null ? plan.budget : estimate.total.cost;
  if (lifetime_budget <= 0) throw refusePlan("planCostsNothing");
  const now = deps.now();
  const terms = { start_time, end_time, lifetime_budget, daily_budget: null, currency: plan.currency };
  const problem = campaignProblem(terms, null, now);
  if (problem) throw refuse(problem.key, problem.params);

  const campaignValues = {
    ...terms,
    team_id: plan.team_id,
    ad_account_id: account.id,
    account_id: account.account_id,
    name: body.name ?? plan.name,
    objective: plan.objective,
    status: "draft",
  };
  const adsets: AdsetValues[] = [];
  for (const audience of audiences) {
    const targeting = await targetingOf(db, userId, audience.audience_config_id, campaignValues, language);
    adsets.push({
      name: audience.name,
      status: "draft",
      audience_config_id: audience.audience_config_id,
      ...targeting,
      placements: [...PLACEMENTS],
      bid_strategy: "AUTO",
      bid_amount: null,
      start_time: null,
      end_time: null,
    });
  }

  const ref = accountOf(campaignValues);
  const platformId = await callPlatform(() => deps.ads.createCampaign(ref, campaignSpecOf(campaignValues)));
  const lineItems: (string | null)[] = [];
  const takeOff = async (made: string) => {
    for (const lineItem of lineItems)
      if (lineItem !== null) await deps.ads.deleteLineItem(ref, lineItem).catch(() => {});
    await deps.ads.deleteCampaign(ref, made);
  };
  return undoing(
    platformId,
    async () => {
      for (const values of adsets) {
        const lineItem = await callPlatform(() =>
          deps.ads.createLineItem(ref, platformId, lineItemSpecOf(values, campaignValues)),
        );
        lineItems.push(lineItem);
        if (lineItem !== null) {
          await callPlatform(() => deps.ads.applyTargeting(ref, lineItem, values.targeting, user.email));
        }
      }
      return db.transaction(async (tx) => {
        const by = { userId, now };
        const campaignId = await insertCampaign(tx, { ...campaignValues, platform_campaign_id: platformId }, by);
        const campaign = await findCampaign(tx, userId, campaignId, now);
        if (!campaign) throw campaignMissing();
        const adsetIds: number[] = [];
        for (const [i, values] of adsets.entries()) {
          adsetIds.push(await insertAdset(tx, campaignId, values, by, lineItems[i] ?? null));
        }
        return { campaign_id: campaignId, adset_ids: adsetIds };
      });
    },
    takeOff,
  );
}
