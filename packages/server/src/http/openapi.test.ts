import { activityContract } from "@xa/core/activity/activity-contract";
import { adsConnectionContract } from "@xa/core/ads/ads-connection-contract";
import { adsContract } from "@xa/core/ads/ads-contract";
import { audienceUsagesContract } from "@xa/core/ads/audience-usage-contract";
import { linkedAccountsContract } from "@xa/core/ads/linked-accounts-contract";
import { pixelContract } from "@xa/core/ads/pixel-contract";
import { uploadedAudiencesContract } from "@xa/core/ads/uploaded-audience-contract";
import { analysisContract } from "@xa/core/analysis/analysis-contract";
import { competitorAnalysisContract } from "@xa/core/analysis/competitor-analysis-contract";
import { countryStatsContract } from "@xa/core/analysis/country-stats-contract";
import { exploreContract, queryAnalyzerContract, xploreContract } from "@xa/core/analysis/explore-contract";
import { keywordSuggestionContract } from "@xa/core/analysis/keyword-suggestion-contract";
import { assistantContract } from "@xa/core/assistant/assistant-contract";
import { authContract } from "@xa/core/auth/auth-contract";
import { socialLoginContract } from "@xa/core/auth/social-login-contract";
import { standaloneContract } from "@xa/core/auth/standalone-contract";
import { xSandboxContract } from "@xa/core/auth/x-sandbox-contract";
import { billingContract } from "@xa/core/billing/billing-contract";
import { premiumSubscriptionContract } from "@xa/core/billing/premium-subscription-contract";
import { adsetsContract } from "@xa/core/campaigns/adsets-contract";
import { audiencePlanContract } from "@xa/core/campaigns/audience-plan-contract";
import { campaignAdsContract } from "@xa/core/campaigns/campaign-ads-contract";
import { campaignSummaryContract } from "@xa/core/campaigns/campaign-summary-contract";
import { campaignsContract } from "@xa/core/campaigns/campaigns-contract";
import { creativesContract } from "@xa/core/campaigns/creatives-contract";
import { mediaContract } from "@xa/core/campaigns/media-contract";
import { resultsContract } from "@xa/core/campaigns/results-contract";
import { clustersContract } from "@xa/core/clusters/clusters-contract";
import { communitiesContract } from "@xa/core/communities/communities-contract";
import type { Operation } from "@xa/core/contract/operation";
import { creatorsContract } from "@xa/core/creators/creators-contract";
import { influencersContract } from "@xa/core/creators/influencers-contract";
import { appEventsContract } from "@xa/core/events/app-events-contract";
import { clientErrorsContract } from "@xa/core/events/client-errors-contract";
import { telemetryConfigContract } from "@xa/core/events/telemetry-config-contract";
import { imageDownloadContract } from "@xa/core/exports/image-download-contract";
import { iconsContract } from "@xa/core/icons/icons-contract";
import { materialsContract } from "@xa/core/materials/materials-contract";
import { monitorsContract } from "@xa/core/monitors/monitors-contract";
import { outboxContract } from "@xa/core/outbox/outbox-contract";
import { e2eResetContract } from "@xa/core/platform/e2e-reset-contract";
import { metricsContract } from "@xa/core/platform/metrics-contract";
import { audienceContract } from "@xa/core/premium/audience-contract";
import { premiumEngagersContract } from "@xa/core/premium/engagers-contract";
import { premiumListsContract } from "@xa/core/premium/lists-contract";
import { premiumPayoutContract } from "@xa/core/premium/payout-contract";
import { premiumPostsContract } from "@xa/core/premium/posts-contract";
import { premiumContract } from "@xa/core/premium/premium-contract";
import { premiumTokenContract } from "@xa/core/premium/premium-token-contract";
import { referralContract } from "@xa/core/premium/referral-contract";
import { premiumTopicsContract } from "@xa/core/premium/topics-contract";
import { requestsContract } from "@xa/core/requests/requests-contract";
import { socialContract } from "@xa/core/social/social-contract";
import { toolkitOverviewContract } from "@xa/core/social/toolkit-overview-contract";
import { audienceBuilderContract } from "@xa/core/targeting/audience-builder-contract";
import { audiencesContract } from "@xa/core/targeting/audience-contract";
import { autopilotContract } from "@xa/core/targeting/autopilot-contract";
import { catalogueContract } from "@xa/core/targeting/catalogue-contract";
import { geoLocationContract } from "@xa/core/targeting/geo-location-contract";
import { relatedKeywordsContract } from "@xa/core/targeting/related-keywords-contract";
import { teamsContract } from "@xa/core/teams/teams-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Every domain's contract: the API is these operations and nothing else. */
const CONTRACTS = {
  adsContract,
  adsConnectionContract,
  campaignsContract,
  adsetsContract,
  mediaContract,
  creativesContract,
  campaignAdsContract,
  audiencePlanContract,
  resultsContract,
  campaignSummaryContract,
  analysisContract,
  queryAnalyzerContract,
  exploreContract,
  xploreContract,
  countryStatsContract,
  competitorAnalysisContract,
  clustersContract,
  creatorsContract,
  communitiesContract,
  assistantContract,
  authContract,
  socialLoginContract,
  xSandboxContract,
  outboxContract,
  socialContract,
  toolkitOverviewContract,
  teamsContract,
  catalogueContract,
  geoLocationContract,
  autopilotContract,
  audienceBuilderContract,
  audiencesContract,
  audienceUsagesContract,
  imageDownloadContract,
  uploadedAudiencesContract,
  materialsContract,
  requestsContract,
  monitorsContract,
  premiumContract,
  premiumTokenContract,
  premiumListsContract,
  referralContract,
  audienceContract,
  premiumPostsContract,
  premiumEngagersContract,
  premiumTopicsContract,
  premiumPayoutContract,
  billingContract,
  premiumSubscriptionContract,
  activityContract,
  keywordSuggestionContract,
  relatedKeywordsContract,
  influencersContract,
  appEventsContract,
  clientErrorsContract,
  telemetryConfigContract,
  metricsContract,
  pixelContract,
  iconsContract,
  standaloneContract,
  linkedAccountsContract,
  e2eResetContract,
};
const OPERATIONS: [string, Operation][] = Object.entries(CONTRACTS).flatMap(([contract, ops]) =>
  Object.entries(ops).map(([name, op]): [string, Operation] => [`${contract}.${name}`, op]),
);

type Documented = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Documented>> };

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document", () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    doc = (await t.call({ method: "GET", url: "/api/schema/" })).body;
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives every route a response schema, and has no route outside a contract", () => {
    const declared = new Set(OPERATIONS.map(([, op]) => `${op.method} ${openApiPath(op.path)}`));
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, entry]) => ({ route: `${method.toUpperCase()} ${path}`, entry })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(OPERATIONS.length);
    for (const { route, entry } of routes) {
      const success = Object.entries(entry.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, `${route} has no success response`).toBeGreaterThan(0);
      for (const [status, response] of success) {
        // A stream (the assistant's answer) is text/event-stream, the metrics scrape text/plain; the rest JSON.
        const content =
          response.content?.["application/json"] ??
          response.content?.["text/event-stream"] ??
          response.content?.["text/plain"];
        if (status !== "204") expect(content, `${route} ${status}`).toBeDefined();
      }
      expect(declared.has(route), `${route} is not declared in a contract`).toBe(true);
    }
  });

  it.each(OPERATIONS)("lists %s with its request, its response and its errors", (_name, op) => {
    const entry = doc.paths[openApiPath(op.path)]?.[op.method.toLowerCase()];
    expect(entry, `${op.method} ${op.path}`).toBeDefined();
    if (op.body) expect(entry?.requestBody).toBeDefined();
    if (op.query) expect(entry?.parameters?.some((p) => p.in === "query")).toBe(true);
    if (op.headers) expect(entry?.parameters?.some((p) => p.in === "header")).toBe(true);
    expect(entry?.responses?.[String(op.status)], `${op.method} ${op.path} ${op.status}`).toBeDefined();
    for (const status of op.errors) expect(entry?.responses?.[String(status)], String(status)).toBeDefined();
  });

  it("documents the team header on the work counted against a team's limits", () => {
    for (const path of ["/api/external/analyze-query/", "/api/build-audience/", "/api/external/analyse-description/"]) {
      const header = doc.paths[path]?.post?.parameters?.find((p) => p.in === "header");
      expect(header, path).toMatchObject({ name: "x-team", required: false });
    }
  });
});
