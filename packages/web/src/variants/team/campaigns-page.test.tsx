import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { emptyTargeting } from "@xa/core/ads/applied-targeting.test-support";
import type { Campaign } from "@xa/core/campaigns/campaign-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { testAdAccount } from "../../features/ads/ads-fixtures.test-support.ts";
import { pageOf, testAudienceSummary, testCampaign, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const campaign = (over: Partial<Campaign>) => testCampaign(over);

function serve(
  pages: (url: string) => Campaign[],
  extra: Parameters<typeof mockFetch>[0] = {},
  accounts = [testAdAccount()],
) {
  const team = testTeam({ level: "admin" });
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
      "GET /api/teams/acme/": { body: team },
      "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf(accounts) },
      ...extra,
    },
    (url, init) => {
      if ((init.method ?? "GET") === "GET" && url.startsWith("/api/campaigns/?")) {
        const results = pages(url);
        return { body: { count: results.length, results } };
      }
      return undefined;
    },
  );
}

describe("team dashboard: campaigns", { timeout: 20_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("lists the team's campaigns with what they are now, and filters by status on the server", async () => {
    const calls = serve((url) =>
      url.includes("status=scheduled")
        ? [campaign({ id: 2, name: "Holiday gift sets", effective_status: "scheduled" })]
        : [campaign({}), campaign({ id: 2, name: "Holiday gift sets", effective_status: "scheduled" })],
    );
    await renderRoutes(routes, "/acme/campaigns");
    const table = await screen.findByRole("table", { name: "Campaigns" }, { timeout: 15_000 });
    expect(within(table).getByText("Autumn blend launch")).toBeTruthy();
    expect(within(table).getByText("Scheduled")).toBeTruthy();
    expect(within(table).getAllByText("100 USD")).toHaveLength(2);
    // The figures of sandbox campaigns are the sandbox's simulation, and the page says so.
    expect(screen.getByText("Simulated (Sandbox)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "scheduled" } });
    await waitFor(() => expect(within(table).queryByText("Autumn blend launch")).toBeNull());
    expect(calls.some((c) => c.url.includes("status=scheduled"))).toBe(true);
  });

  it("says to link an ad account first when the team has none", async () => {
    serve(() => [], {}, []);
    await renderRoutes(routes, "/acme/campaigns");
    expect(await screen.findByText(/Link an ad account in Team settings first/, {}, { timeout: 15_000 })).toBeTruthy();
    for (const button of screen.getAllByRole("button", { name: "New campaign" }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("creates a campaign from the form and shows the server's rule beside it when one is broken", async () => {
    let attempt = 0;
    const calls = serve(() => [], {
      "POST /api/campaigns/": () =>
        ++attempt === 1
          ? { status: 400, body: { detail: "daily_budget must not be more than lifetime_budget." } }
          : { status: 201, body: campaign({ name: "Spring launch" }) },
    });
    await renderRoutes(routes, "/acme/campaigns");
    await screen.findByText("No campaigns yet", {}, { timeout: 15_000 });
    await waitFor(() =>
      expect((screen.getAllByRole("button", { name: "New campaign" })[0] as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getAllByRole("button", { name: "New campaign" })[0] as HTMLElement);
    const form = await screen.findByRole("form", { name: "New campaign" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Spring launch" } });
    fireEvent.change(within(form).getByLabelText("Daily budget"), { target: { value: "500" } });
    fireEvent.change(within(form).getByLabelText("Lifetime budget"), { target: { value: "300" } });
    fireEvent.click(within(form).getByRole("button", { name: "Create campaign" }));
    expect((await within(form).findByRole("alert")).textContent).toContain(
      "daily_budget must not be more than lifetime_budget.",
    );
    const sent = calls.find((c) => c.method === "POST")?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      team: "acme",
      ad_account_id: "sbx-1",
      name: "Spring launch",
      objective: "REACH",
      status: "draft",
      currency: "USD",
      daily_budget: 500,
      lifetime_budget: 300,
      end_time: null,
    });
    fireEvent.click(within(form).getByRole("button", { name: "Create campaign" }));
    await waitFor(() =>
      expect(useNotificationStore.getState().items.map((n) => n.text)).toContain("Campaign Spring launch was created."),
    );
  });

  it("opens a campaign with its ad sets, and adds one targeting a saved audience", async () => {
    const adset = {
      id: 11,
      campaign_id: 1,
      name: "Timelines",
      status: "draft",
      audience_config_id: 5,
      audience_name: "Coffee lovers",
      targeting: emptyTargeting({ keywords: ["pour over"], countries: ["US"] }),
      placements: ["homeTimelines"],
      bid_strategy: "AUTO",
      bid_amount: null,
      start_time: null,
      end_time: null,
      alerts: ["Only the first 100 of the 120 selected handles will be applied; 20 will be left out."],
      ads: 0,
      created_by: "ada@example.com",
      created_at: "2026-10-01T00:00:00Z",
      updated_at: "2026-10-01T00:00:00Z",
    };
    let added = false;
    const calls = serve(() => [campaign({})], {
      "GET /api/campaigns/1/": { body: campaign({}) },
      "GET /api/campaigns/1/adsets/": () => ({ body: added ? [adset] : [] }),
      "GET /api/audience-configs/?team=acme&limit=100&sort=-modified_at": {
        body: { count: 1, results: [testAudienceSummary({ name: "Coffee lovers" })] },
      },
      "POST /api/adsets/": () => {
        added = true;
        return { status: 201, body: adset };
      },
    });
    await renderRoutes(routes, "/acme/campaigns");
    fireEvent.click(await screen.findByRole("link", { name: "Autumn blend launch" }, { timeout: 15_000 }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Autumn blend launch" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("No ad sets yet")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "New ad set" })[0] as HTMLElement);
    const form = await screen.findByRole("form", { name: "New ad set" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Timelines" } });
    await within(form).findByRole("option", { name: "Coffee lovers" });
    fireEvent.click(within(form).getByLabelText("Profiles"));
    fireEvent.click(within(form).getByRole("button", { name: "Add ad set" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      campaign: 1,
      name: "Timelines",
      status: "draft",
      audience_config_id: 5,
      placements: ["homeTimelines", "searchResults", "replies"],
      bid_strategy: "AUTO",
      bid_amount: null,
      start_time: null,
      end_time: null,
    });
    const table = await screen.findByRole("table", { name: "Ad sets" });
    expect(within(table).getByText("1 keyword · 0 handles · 1 country")).toBeTruthy();
    await waitFor(() =>
      expect(useNotificationStore.getState().items.map((n) => n.text)).toContain(
        "Only the first 100 of the 120 selected handles will be applied; 20 will be left out.",
      ),
    );
  });
});
