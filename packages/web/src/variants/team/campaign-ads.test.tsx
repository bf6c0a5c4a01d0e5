import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import type { Ad } from "@xa/core/campaigns/ad-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { pageOf, testCampaign, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const campaign = testCampaign({ ad_groups: 1, ads: 2 });

const adset = {
  id: 11,
  campaign_id: 1,
  name: "Timelines",
  status: "active",
  audience_config_id: 5,
  audience_name: "Coffee lovers",
  targeting: emptyTargeting({ keywords: ["pour over"] }),
  placements: ["homeTimelines"],
  bid_strategy: "AUTO",
  bid_amount: null,
  start_time: null,
  end_time: null,
  alerts: [],
  ads: 2,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
};

const ad = (id: number, name: string, over: Partial<Ad> = {}): Ad => ({
  id,
  adset_id: 11,
  adset_name: "Timelines",
  campaign_id: 1,
  status: "paused",
  creative: { id: id + 100, name, text: "Autumn blend is here", media: [] },
  toggle_blocked: null,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
  ...over,
});

function serve(ads: () => Ad[], extra: Parameters<typeof mockFetch>[0] = {}) {
  const team = testTeam({ level: "admin" });
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/campaigns/1/": { body: campaign },
    "GET /api/campaigns/1/adsets/": { body: [adset] },
    "GET /api/campaigns/1/ads/": () => ({ body: ads() }),
    ...extra,
  });
}

describe("team dashboard: a campaign's ads", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("lists ads by ad set, switches one on, and keeps an ended one's switch off with the reason", async () => {
    let active = false;
    const reason = "The campaign ended on 2026-12-31T09:00:00.000Z: its ads can no longer be switched on or off.";
    const calls = serve(
      () => [ad(1, "Teaser", { status: active ? "active" : "paused" }), ad(2, "Launch", { toggle_blocked: reason })],
      {
        "POST /api/ads/1/toggle/": () => {
          active = true;
          return { body: ad(1, "Teaser", { status: "active" }) };
        },
      },
    );
    const { router } = await renderRoutes(routes, "/acme/campaigns/1?tab=ads");
    // The ads are the second tab; choosing it keeps the choice in the address.
    fireEvent.click(await screen.findByRole("tab", { name: "Ads" }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=ads"));
    const table = await screen.findByRole("table", { name: "Ads of Timelines" }, { timeout: 15_000 });
    const blocked = within(table).getByRole("switch", { name: "Run Launch" }) as HTMLInputElement;
    expect(blocked.disabled).toBe(true);
    expect(within(table).getByText(reason)).toBeTruthy();
    const teaser = within(table).getByRole("switch", { name: "Run Teaser" }) as HTMLInputElement;
    expect(teaser.checked).toBe(false);
    fireEvent.click(teaser);
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url === "/api/ads/1/toggle/")).toBe(true));
    await waitFor(() =>
      expect((within(table).getByRole("switch", { name: "Run Teaser" }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it("adds an ad showing a creative in an ad set", async () => {
    let added = false;
    const calls = serve(() => (added ? [ad(3, "Teaser")] : []), {
      "GET /api/ad-creatives/?team=acme&limit=50&offset=0&ordering=-created_at": {
        body: {
          count: 1,
          results: [
            {
              id: 103,
              team_id: 3,
              name: "Teaser",
              text: "x",
              text_length: 1,
              language: "en",
              media: [],
              card: null,
              call_to_action: null,
              advertiser_category: null,
              content_categories: [],
              ads: 0,
              created_by: null,
              created_at: "2026-10-01T00:00:00Z",
              updated_at: "2026-10-01T00:00:00Z",
            },
          ],
        },
      },
      "POST /api/ads/": () => {
        added = true;
        return { status: 201, body: ad(3, "Teaser") };
      },
    });
    await renderRoutes(routes, "/acme/campaigns/1?tab=ads");
    expect(await screen.findByText("No ads yet", {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New ad" }));
    const form = await screen.findByRole("form", { name: "New ad" });
    await within(form).findByRole("option", { name: "Teaser" });
    fireEvent.click(within(form).getByRole("button", { name: "Add ad" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ adset: 11, creative: 103 }));
    expect(await screen.findByRole("table", { name: "Ads of Timelines" })).toBeTruthy();
  });

  it("shows a member without the account's grant the ads, without New ad, switching or delete", async () => {
    serve(() => [ad(1, "Teaser")], { "GET /api/campaigns/1/": { body: { ...campaign, can_manage: false } } });
    await renderRoutes(routes, "/acme/campaigns/1?tab=ads");
    const table = await screen.findByRole("table", { name: "Ads of Timelines" }, { timeout: 15_000 });
    expect((within(table).getByRole("switch", { name: "Run Teaser" }) as HTMLInputElement).disabled).toBe(true);
    expect(within(table).queryByRole("button", { name: "Delete the ad of Teaser" })).toBeNull();
    expect(screen.queryByRole("button", { name: "New ad" })).toBeNull();
  });

  it("says when the ads cannot be loaded", async () => {
    serve(() => [], { "GET /api/campaigns/1/ads/": { status: 500, body: { detail: "Server error." } } });
    await renderRoutes(routes, "/acme/campaigns/1?tab=ads");
    await screen.findByRole("heading", { level: 2, name: "Ads" }, { timeout: 15_000 });
    expect(await screen.findByRole("button", { name: /Retry/ })).toBeTruthy();
  });
});
