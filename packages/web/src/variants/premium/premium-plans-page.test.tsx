import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PLANS, testTeamBilling } from "../../features/billing/billing-fixtures.test-support.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const DETAILS = {
  invoice_email: "bills@acme.com",
  country: "United States",
  invoice_name: "Acme Inc",
  has_billing_details: true,
};

describe("the premium suite's plans page", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("offers only the plans that open the suite, bought through the suite's own checkout", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam(DETAILS)]) },
      "GET /api/customer/plans/": { body: PLANS },
      "GET /api/customer/invoices/?team=acme": { body: [] },
      "GET /api/customer/subscriptions/?team=acme": { body: testTeamBilling() },
      "POST /api/external/deepthought/subscription/create/": {
        status: 201,
        body: { url: `${window.location.origin}/billing/local-checkout/cs_1`, provider: "local", session: "cs_1" },
      },
      "GET /api/customer/local-checkout/cs_1/": { status: 404, body: { detail: "gone" } },
    });
    const { router } = await renderRoutes(premiumRoutes, "/premium");
    const suite = await screen.findByRole("article", { name: "Premium suite" }, { timeout: 15_000 });
    expect(screen.queryByRole("article", { name: "Team" })).toBeNull();
    expect(screen.queryByRole("article", { name: "Pro" })).toBeNull();
    fireEvent.click(within(suite).getByRole("button", { name: "Buy Premium suite" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing/local-checkout/cs_1"));
    const bought = calls.find((c) => c.method === "POST");
    expect(bought?.url).toBe("/api/external/deepthought/subscription/create/");
    expect(bought?.body).toMatchObject({ team: "acme", currency: "USD" });
  });

  it("lets a user without a team create one first", async () => {
    mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([]) },
    });
    await renderRoutes(premiumRoutes, "/premium");
    expect(await screen.findByRole("button", { name: /Create/ }, { timeout: 15_000 })).toBeTruthy();
  });
});
