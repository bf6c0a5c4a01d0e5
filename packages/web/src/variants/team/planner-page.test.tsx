import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AudiencePlan } from "@xa/core/campaigns/audience-plan-entities";
import { estimatePlan } from "@xa/core/campaigns/audience-plan-estimate";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useNotificationStore } from "../../components/notifications-store.ts";
import { testAdAccount } from "../../features/ads/ads-fixtures.test-support.ts";
import { pageOf, testAudienceSummary, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const AUDIENCES = "GET /api/audience-configs/?team=acme&limit=100&sort=-modified_at";
const estimates = estimatePlan({
  audiences: [
    {
      audience_config_id: 5,
      name: "Coffee lovers",
      accounts_in_store: 1400,
      scaling_factor: 10,
      audience_size: 14_000,
    },
  ],
  size_option: "budget",
  budget: 500,
  size: null,
  start_time: "2027-02-01T00:00:00.000Z",
  end_time: "2027-03-01T00:00:00.000Z",
  currency: "USD",
  cpm: 6.5,
  measured_at: "2027-01-10T00:00:00.000Z",
  language: "en",
});
const plan: AudiencePlan = {
  id: 7,
  team_id: 3,
  name: "Spring coffee",
  objective: "REACH",
  audience_config_ids: [5],
  size_option: "budget",
  budget: 500,
  size: null,
  start_time: "2027-02-01T00:00:00.000Z",
  end_time: "2027-03-01T00:00:00.000Z",
  currency: "USD",
  estimates,
  created_by: "ada@example.com",
  created_at: "2027-01-10T00:00:00.000Z",
  updated_at: "2027-01-10T00:00:00.000Z",
};

function serve(
  extra: Parameters<typeof mockFetch>[0] = {},
  audiences = [testAudienceSummary({ name: "Coffee lovers" })],
  level: "admin" | "member" = "admin",
) {
  const team = testTeam({ level });
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf([testAdAccount()]) },
    "GET /api/user/granted-accounts/?team=acme&limit=100&offset=0": { body: pageOf([]) },
    "GET /api/audience-plan/?team=acme&limit=50": { body: { count: 0, results: [] } },
    [AUDIENCES]: { body: { count: audiences.length, results: audiences } },
    "GET /api/audience-plan/7/": { body: plan },
    ...extra,
  });
}

const form = () => screen.getByRole("form", { name: "Campaign planner" });
const next = () => fireEvent.click(within(form()).getByRole("button", { name: "Next" }));
const step = (name: RegExp) => within(form()).getByRole("button", { name });

describe("team dashboard: campaign planner", { timeout: 30_000 }, () => {
  beforeEach(() => useNotificationStore.getState().dispatch({ type: "clear" }));
  afterEach(cleanup);

  it("goes forward only from a valid step, back one, never ahead; saves on the last and makes a draft campaign", async () => {
    const calls = serve({
      "POST /api/audience-plan/estimate/": { body: estimates },
      "POST /api/audience-plan/": { status: 201, body: plan },
      "POST /api/audience-plan/7/campaign/": { status: 201, body: { campaign_id: 42, adset_ids: [90] } },
    });
    const { router } = await renderRoutes(routes, "/acme/campaigns/new");
    await screen.findByRole("heading", { level: 1, name: "New campaign" }, { timeout: 20_000 });

    // Step 1: nothing named, nothing moves; a step ahead cannot be opened.
    next();
    expect(await screen.findByText("Give the plan a name.")).toBeTruthy();
    fireEvent.click(step(/Budget and dates/));
    expect(within(form()).getByLabelText(/Plan name/)).toBeTruthy();
    fireEvent.change(within(form()).getByLabelText(/Plan name/), { target: { value: "Spring coffee" } });
    // Enter submits the step's form, as Next does.
    fireEvent.submit(form());

    // Step 2: the team's saved audiences with their sizes.
    const coffee = await within(form()).findByRole("checkbox", { name: /Coffee lovers/ });
    expect(screen.getByText("Size on the platform: 14,000 (counted when the audience was saved)")).toBeTruthy();
    next();
    expect(await screen.findByText("Choose at least one saved audience.")).toBeTruthy();
    fireEvent.click(coffee);
    next();

    // Step 3: a budget is needed once chosen; Back goes one step, and the completed step opens again.
    fireEvent.click(await within(form()).findByRole("radio", { name: /^Budget:/ }));
    next();
    expect(await screen.findByText("Set a budget above 0.")).toBeTruthy();
    fireEvent.click(within(form()).getByRole("button", { name: "Back" }));
    expect(((await within(form()).findByRole("checkbox", { name: /Coffee lovers/ })) as HTMLInputElement).checked).toBe(
      true,
    );
    // Review is ahead of the furthest step reached: it does not open.
    fireEvent.click(step(/Review/));
    expect(within(form()).getByRole("checkbox", { name: /Coffee lovers/ })).toBeTruthy();
    fireEvent.click(step(/Budget and dates/));
    fireEvent.change(await within(form()).findByLabelText(/Budget \(USD\)/), { target: { value: "500" } });
    next();

    // Step 4: the estimates the server counted, with their method and assumptions.
    const table = await screen.findByRole("table", { name: "Estimated reach, impressions, frequency and cost" });
    expect(within(table).getAllByText("500 USD")).toHaveLength(2);
    expect(screen.getByText(estimates.method.cost)).toBeTruthy();
    expect(screen.getByText(estimates.assumptions[0] as string)).toBeTruthy();
    const asked = calls.find((c) => c.url === "/api/audience-plan/estimate/")?.body;
    expect(asked).toMatchObject({ team: "acme", name: "Spring coffee", audience_config_ids: [5], budget: 500 });

    fireEvent.click(within(form()).getByRole("button", { name: "Save plan" }));
    await waitFor(() =>
      expect(useNotificationStore.getState().items.map((n) => n.text)).toContain("Plan Spring coffee was saved."),
    );
    expect(calls.find((c) => c.method === "POST" && c.url === "/api/audience-plan/")?.body).toMatchObject({
      team: "acme",
      objective: "REACH",
      size_option: "budget",
      budget: 500,
      size: null,
      currency: "USD",
    });
    await waitFor(() => expect(router.state.location.search).toBe("?plan=7"));

    fireEvent.click(await screen.findByRole("button", { name: "Create draft campaign" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/campaigns/42"));
    expect(calls.find((c) => c.url === "/api/audience-plan/7/campaign/")?.body).toEqual({ ad_account_id: "sbx-1" });
  });

  it("says how to get a saved audience when the team has none", async () => {
    serve({}, []);
    await renderRoutes(routes, "/acme/campaigns/planner");
    fireEvent.change(await screen.findByLabelText(/Plan name/, {}, { timeout: 20_000 }), {
      target: { value: "Spring coffee" },
    });
    next();
    expect(await screen.findByText("No saved audiences yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an audience" }).getAttribute("href")).toBe("/acme/creator");
  });

  it("reopens a saved plan from the list on its review, and shows why an estimate failed", async () => {
    let calls: ReturnType<typeof serve> = [];
    const { router } = await (async () => {
      calls = serve({
        "GET /api/audience-plan/?team=acme&limit=50": { body: { count: 1, results: [plan] } },
        "POST /api/audience-plan/estimate/": {
          status: 400,
          body: { detail: "audience_config_ids: 5 is not a saved audience of this team." },
        },
        "PATCH /api/audience-plan/7/": { body: plan },
      });
      return renderRoutes(routes, "/acme/campaigns/planner");
    })();
    const list = await screen.findByRole("table", { name: "Saved plans" }, { timeout: 20_000 });
    expect(within(list).getByText("14,000 people")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "Open Spring coffee" }));
    await waitFor(() => expect(router.state.location.search).toBe("?plan=7"));
    expect(await screen.findByText("Editing Spring coffee")).toBeTruthy();
    expect(await screen.findByText(/is not a saved audience of this team/)).toBeTruthy();
    fireEvent.click(within(form()).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    // A change names no team: a plan stays in its own.
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.url).toBe("/api/audience-plan/7/");
    expect(patch?.body).toMatchObject({ name: "Spring coffee", audience_config_ids: [5], budget: 500 });
    expect(patch?.body).not.toHaveProperty("team");
  });

  it("draws the planner in Japanese", async () => {
    serve();
    await renderRoutes(routes, "/acme/campaigns/new", "ja");
    expect(
      await screen.findByRole("heading", { level: 1, name: "新規キャンペーン" }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: "キャンペーンプランナー" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "次へ" }));
    expect(await screen.findByText("プラン名を入力してください。")).toBeTruthy();
  });

  it("keeps 'Create draft campaign' from a member the team's ad accounts are not granted to", async () => {
    serve({ "POST /api/audience-plan/estimate/": { body: estimates } }, undefined, "member");
    await renderRoutes(routes, "/acme/campaigns/planner?plan=7");
    expect(
      await screen.findByText(/None of the team's ad accounts is granted to you/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create draft campaign" })).toBeNull();
  });
});
