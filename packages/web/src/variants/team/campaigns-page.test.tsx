import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Campaign } from "@xa/core/campaigns/campaign-entities";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { testAdAccount } from "../../features/ads/ads-fixtures.test-support.ts";
import { testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 1,
  team_id: 3,
  ad_account_id: "sbx-1",
  ad_account_name: "Brand sandbox",
  platform: "sandbox",
  name: "Autumn blend launch",
  objective: "REACH",
  status: "active",
  effective_status: "active",
  start_time: "2026-11-01T09:00:00Z",
  end_time: "2026-12-31T09:00:00Z",
  lifetime_budget: 3000,
  daily_budget: 100,
  currency: "USD",
  ad_groups: 0,
  ads: 0,
  impressions: 0,
  spent: 0,
  created_by: "ada@example.com",
  created_at: "2026-10-01T00:00:00Z",
  updated_at: "2026-10-01T00:00:00Z",
  ...over,
});

function serve(
  pages: (url: string) => Campaign[],
  extra: Parameters<typeof mockFetch>[0] = {},
  accounts = [testAdAccount()],
) {
  const team = testTeam({ level: "admin" });
  return mockFetch(
    {
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/": { body: [team] },
      "GET /api/teams/acme/": { body: team },
      "GET /api/external/ad-accounts/?team=acme": { body: accounts },
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
});
