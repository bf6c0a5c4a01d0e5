import { expect } from "vitest";
import type { AdsWorld } from "../../ads/test/ads-setup.ts";

/** Days from the test clock's now, as an ISO instant. */
export const daysFrom = (w: AdsWorld, days: number) =>
  new Date(w.t.clock.now.getTime() + days * 86_400_000).toISOString();

/** A saved audience of Acme whose measured size is `size` people. */
export async function sizedAudience(w: AdsWorld, size: number, body: object = {}): Promise<number> {
  const res = await w.t.call({
    method: "POST",
    url: "/api/audience-configs/",
    token: w.ann,
    payload: {
      team: w.acme.slug,
      name: "Coffee lovers",
      countries: ["US", "GB", "JP"],
      targeting_package: { keywords: [{ label: "pour over" }] },
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await w.t.db.query("UPDATE audience_configs SET size = $2 WHERE id = $1", [res.body.id, size]);
  return res.body.id as number;
}

export async function makeCampaign(w: AdsWorld, body: object): Promise<number> {
  const res = await w.t.call({
    method: "POST",
    url: "/api/campaigns/",
    token: w.ann,
    payload: {
      team: w.acme.slug,
      ad_account_id: "acc-main",
      name: "Autumn blend launch",
      objective: "REACH",
      start_time: daysFrom(w, 0),
      end_time: daysFrom(w, 10),
      daily_budget: 100,
      currency: "USD",
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

/** An ad set of the campaign with `ads` active ads (each showing a creative of Acme's). */
export async function makeAdset(
  w: AdsWorld,
  campaign: number,
  audience: number,
  ads: number,
  body: object = {},
): Promise<{ id: number; ads: number[] }> {
  const res = await w.t.call({
    method: "POST",
    url: "/api/adsets/",
    token: w.ann,
    payload: { campaign, audience_config_id: audience, name: "Timelines", status: "active", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const made: number[] = [];
  for (let i = 0; i < ads; i++) {
    const [creative] = await w.t.db.query<{ id: number }>(
      "INSERT INTO ad_creatives (team_id, name, text) VALUES ($1, $2, 'Try the autumn blend') RETURNING id",
      [w.acme.id, `Creative ${i + 1}`],
    );
    const [ad] = await w.t.db.query<{ id: number }>(
      "INSERT INTO ads (adset_id, creative_id, status) VALUES ($1, $2, 'active') RETURNING id",
      [res.body.id, creative?.id],
    );
    made.push(ad?.id as number);
  }
  return { id: res.body.id as number, ads: made };
}

/**
 * Moves a campaign and its ad sets `days` into the past, as if the clock had run on that long
 * (moving the clock itself would expire the test users' sessions).
 */
export async function ageCampaign(w: AdsWorld, campaign: number, days: number): Promise<void> {
  const shift = `interval '${days} days'`;
  await w.t.db.query(
    `UPDATE campaigns SET start_time = start_time - ${shift}, end_time = end_time - ${shift},
       updated_at = updated_at - ${shift}, created_at = created_at - ${shift} WHERE id = $1`,
    [campaign],
  );
  await w.t.db.query(
    `UPDATE adsets SET start_time = start_time - ${shift}, end_time = end_time - ${shift},
       updated_at = updated_at - ${shift}, created_at = created_at - ${shift} WHERE campaign_id = $1`,
    [campaign],
  );
}
