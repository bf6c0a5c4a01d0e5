import { appliedTargetingSample } from "@xa/core/ads/applied-targeting.test-support";
import type { Language } from "@xa/core/auth/languages";
import type { PaperSize } from "@xa/core/campaigns/campaign-summary-contract";
import type { SummaryData } from "../summary-data.ts";

/** A real PNG of one pixel, standing for a media library thumbnail. */
export const thumbnailPng = async () =>
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

/** A campaign of `days` days of delivery, with every part the summary draws. */
export async function summaryFixture(language: Language, paper: PaperSize, days = 90): Promise<SummaryData> {
  const start = Date.UTC(2026, 8, 1);
  const daily = Array.from({ length: days }, (_, i) => ({
    day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    impressions: 10_000 + ((i * 7919) % 5000),
    engagements: 300 + (i % 40),
    clicks: 80 + (i % 13),
    spend: 65 + (i % 9),
  }));
  const sum = (k: "impressions" | "engagements" | "clicks" | "spend") => daily.reduce((n, d) => n + d[k], 0);
  const totals = {
    impressions: sum("impressions"),
    engagements: sum("engagements"),
    clicks: sum("clicks"),
    spend: sum("spend"),
  };
  const split = (labels: string[]) =>
    labels.map((label, i) => ({
      label,
      impressions: Math.round(totals.impressions / labels.length) + i,
      engagements: 0,
      clicks: 0,
      spend: 0,
    }));
  return {
    language,
    paper,
    team: "Acme Coffee",
    generatedAt: new Date(start + days * 86_400_000),
    campaign: {
      id: 1,
      team_id: 1,
      ad_account_id: "18ce54d4x5t",
      ad_account_name: "Acme sandbox",
      platform: "sandbox",
      name: language === "ja" ? "秋のコーヒーキャンペーン" : "Autumn coffee campaign",
      objective: "AWARENESS",
      status: "active",
      effective_status: "active",
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + days * 86_400_000).toISOString(),
      lifetime_budget: 9000,
      daily_budget: 100,
      currency: "USD",
      ad_groups: 1,
      ads: 1,
      impressions: totals.impressions,
      spent: totals.spend,
      can_manage: true,
      created_by: "ann@acme.test",
      created_at: new Date(start).toISOString(),
      updated_at: new Date(start).toISOString(),
    },
    simulated: true,
    totals,
    daily,
    segments: [
      { dimension: "country", rows: split(["US", "JP", "GB"]) },
      { dimension: "age", rows: split(["18-24", "25-34", "35-49"]) },
      { dimension: "gender", rows: split(["female", "male"]) },
      { dimension: "placement", rows: split(["homeTimelines", "searchResults"]) },
    ],
    adsets: [
      {
        id: 1,
        campaign_id: 1,
        name: language === "ja" ? "コーヒー好き" : "Coffee lovers",
        status: "active",
        audience_config_id: 3,
        audience_name: "Pour over fans",
        targeting: appliedTargetingSample({ keywords: ["pour over", "コーヒー豆"] }),
        placements: ["homeTimelines", "searchResults"],
        bid_strategy: "AUTO",
        bid_amount: null,
        start_time: null,
        end_time: null,
        alerts: [],
        ads: 1,
        created_by: "ann@acme.test",
        created_at: new Date(start).toISOString(),
        updated_at: new Date(start).toISOString(),
      },
    ],
    creatives: [
      {
        name: "Launch post",
        text: language === "ja" ? "新しい焙煎が届きました。#コーヒー" : "Our new roast is here. #coffee",
        callToAction: "SHOP_NOW",
        cardTitle: "Acme roasters",
        cardUrl: "https://acme.example/roast",
        thumbnail: await thumbnailPng(),
      },
    ],
    segmentFeeApplies: true,
  };
}
