import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import type { CountedMetrics } from "@xa/core/campaigns/results-entities";
import { deriveMetrics } from "@xa/core/campaigns/stats-figures";
import { afterEach, describe, expect, it } from "vitest";
import { pageOf, testCampaign, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const campaign = testCampaign({ lifetime_budget: null, ad_groups: 1, impressions: 27_000, spent: 175.5 });

const adset = {
  id: 11,
  campaign_id: 1,
  name: "Timelines",
  status: "active",
  audience_config_id: 5,
  audience_name: "Coffee lovers",
  targeting: emptyTargeting({ keywords: ["pour over"], countries: ["US", "JP"] }),
  placements: ["homeTimelines"],
  bid_strategy: "AUTO",
  bid_amount: null,
  start_time: null,
  end_time: null,
  alerts: [],
  ads: 0,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
};

const m = (impressions: number, clicks: number, spend_minor: number): CountedMetrics => ({
  impressions,
  engagements: clicks * 3,
  clicks,
  spend_minor,
});
const label = (days: number) => ({
  simulated: true,
  source: "sandbox",
  currency: "USD",
  decimals: 2,
  first_day: days ? "2026-11-01" : null,
  last_day: days ? "2026-11-02" : null,
});
const day1 = m(12_000, 60, 7800);
const day2 = m(15_000, 90, 9750);
const all = m(27_000, 150, 17_550);

/** The app's routes with a campaign whose results are `days` delivered days (0: a draft), or a failure. */
function serve(days: 0 | 2, fail = false) {
  const team = testTeam({ level: "admin" });
  const d = (x: CountedMetrics) => deriveMetrics(x, 2);
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      "GET /api/campaigns/1/": { body: campaign },
      "GET /api/campaigns/1/adsets/": { body: [adset] },
    },
    (url) => {
      if (!url.startsWith("/api/campaigns/1/")) return undefined;
      if (fail) return { status: 503, body: { detail: "The store is busy." } };
      const none = days === 0;
      const totals = d(none ? m(0, 0, 0) : all);
      if (url.includes("/statstotal/")) return { body: { ...label(days), totals, days_delivered: days } };
      if (url.includes("/stats/")) {
        const daily = none
          ? []
          : [
              { day: "2026-11-01", ...d(day1) },
              { day: "2026-11-02", ...d(day2) },
            ];
        return {
          body: { ...label(days), entities: [{ level: "campaign", id: 1, name: campaign.name, totals, days: daily }] },
        };
      }
      if (url.includes("/segmentations/")) {
        const seg = (segment: string, x: CountedMetrics) => ({ segment, ...d(x) });
        return {
          body: {
            ...label(days),
            totals,
            segments: {
              country: [seg("US", m(20_000, 100, 13_000)), seg("JP", m(7_000, 50, 4_550))],
              age: [seg("25-34", all)],
              gender: [seg("FEMALE", m(14_000, 80, 9_100)), seg("MALE", m(13_000, 70, 8_450))],
              placement: [seg("homeTimelines", all)],
            },
          },
        };
      }
      if (url.includes("/reach/")) {
        return {
          body: {
            ...label(days),
            impressions: all.impressions,
            audience_size: 40_000,
            estimated_reach: 19_000,
            frequency: 1.42,
          },
        };
      }
      return undefined;
    },
  );
}

describe("team dashboard: a campaign's results", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("shows key figures, days and segments, labelled as simulated, and narrows to an ad set", async () => {
    const calls = serve(2);
    await renderRoutes(routes, "/acme/campaigns/1?tab=results");
    const section = await screen.findByRole("region", { name: "Results" }, { timeout: 15_000 });
    expect(await within(section).findByText("Simulated (Sandbox)")).toBeTruthy();
    const tile = async (name: string) => (await within(section).findByRole("group", { name })).textContent;
    expect(await tile("Impressions")).toContain("27,000");
    expect(await tile("Engagements")).toContain("450");
    expect(await tile("Spend")).toContain("$175.50");
    // CPM: $175.50 over 27,000 impressions; CTR: 150 clicks of them.
    expect(await tile("CPM")).toContain("$6.50");
    expect(await tile("CTR")).toContain("0.6%");
    expect(await tile("Estimated reach")).toContain("19,000");
    expect(await tile("Estimated reach")).toContain("Frequency 1.42");
    expect(within(section).getByText(/2 days delivered/)).toBeTruthy();
    expect(within(section).getByRole("img", { name: "Impressions, engagements and clicks by day" })).toBeTruthy();
    const countries = await within(section).findByRole("table", { name: "Countries" });
    expect(within(countries).getByText("United States")).toBeTruthy();
    expect(within(countries).getByText("Japan")).toBeTruthy();
    const genders = within(section).getByRole("table", { name: "Gender" });
    expect(within(genders).getByText("Women")).toBeTruthy();
    expect(within(within(section).getByRole("table", { name: "Placements" })).getByText("Home timelines")).toBeTruthy();

    const picker = await within(section).findByLabelText("Show results for");
    await within(picker).findByRole("option", { name: "Timelines" });
    fireEvent.change(picker, { target: { value: "11" } });
    await waitFor(() => expect(calls.some((c) => c.url === "/api/campaigns/1/statstotal/?adset=11")).toBe(true));
    expect(calls.some((c) => c.url === "/api/campaigns/1/segmentations/?adset=11")).toBe(true);
    expect(calls.some((c) => c.url === "/api/campaigns/1/stats/?adset=11&level=campaign&granularity=day")).toBe(true);
  });

  it("says nothing was delivered yet for a campaign without delivery", async () => {
    serve(0);
    await renderRoutes(routes, "/acme/campaigns/1?tab=results");
    const section = await screen.findByRole("region", { name: "Results" }, { timeout: 15_000 });
    expect(await within(section).findByText("No delivery yet")).toBeTruthy();
    expect(within(section).getByText("Simulated (Sandbox)")).toBeTruthy();
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("shows the failure with a way to try again", async () => {
    serve(2, true);
    await renderRoutes(routes, "/acme/campaigns/1?tab=results");
    const section = await screen.findByRole("region", { name: "Results" }, { timeout: 15_000 });
    const alert = await within(section).findByRole("alert", {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("The store is busy.");
    expect(within(alert).getByRole("button")).toBeTruthy();
  });
});
