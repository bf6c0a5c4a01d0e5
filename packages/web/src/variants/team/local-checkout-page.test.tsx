import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { LocalCheckout } from "@xa/core/billing/billing-contract";
import { afterEach, describe, expect, it } from "vitest";
import { testLocalCheckout } from "../../features/billing/billing-fixtures.test-support.ts";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "../premium/routes.tsx";
import { routes } from "./routes.tsx";

const PATH = "/api/customer/local-checkout/cs_local_1/";

function serve(
  checkout: LocalCheckout | { status: number; detail: string },
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  const team = testTeam();
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    [`GET ${PATH}`]:
      "detail" in checkout ? { status: checkout.status, body: { detail: checkout.detail } } : { body: checkout },
    ...extra,
  });
}

describe("local billing's checkout page", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("is labelled as test billing, shows what is bought, and pays, then returns to the success page", async () => {
    const calls = serve(testLocalCheckout(), {
      [`POST ${PATH}complete/`]: { body: testLocalCheckout({ status: "complete" }) },
    });
    const { router } = await renderRoutes(routes, "/billing/local-checkout/cs_local_1");
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText("Test billing").length).toBeGreaterThan(0);
    expect(screen.getByText(/no card is asked for and no money moves/)).toBeTruthy();
    const summary = screen.getByRole("table", { name: "What is bought" });
    expect(within(summary).getByText("Acme")).toBeTruthy();
    expect(within(summary).getByRole("cell", { name: "Team" })).toBeTruthy();
    expect(within(summary).getByText("¥7,500 / month")).toBeTruthy();
    expect(within(summary).getByText("Audience uploads and segments")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay ¥7,500 / month" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/acme/team"));
    expect(router.state.location.search).toBe("?checkout=success&session=cs_local_1");
    expect(calls.some((c) => c.method === "POST" && c.url === `${PATH}complete/`)).toBe(true);
  });

  it("declines the payment and returns to the cancel page (premium suite too)", async () => {
    const back = `${window.location.origin}/create-subscription/cancel?team=acme`;
    serve(testLocalCheckout({ cancel_url: back }), {
      [`POST ${PATH}fail/`]: { body: testLocalCheckout({ status: "failed", cancel_url: back }) },
    });
    const { router } = await renderRoutes(premiumRoutes, "/billing/local-checkout/cs_local_1");
    fireEvent.click(await screen.findByRole("button", { name: "Decline payment" }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/create-subscription/cancel"));
    expect(router.state.location.search).toBe("?team=acme");
  });

  it("says a checkout has ended, and why one cannot be opened", async () => {
    serve(testLocalCheckout({ status: "complete" }));
    await renderRoutes(routes, "/billing/local-checkout/cs_local_1", "ja");
    expect(await screen.findByText("この購入手続きは支払済みです。", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /支払う/ })).toBeNull();
    expect(screen.getByRole("button", { name: "戻る" })).toBeTruthy();
    cleanup();

    serve({ status: 404, detail: "This checkout does not exist or was started by someone else." });
    await renderRoutes(routes, "/billing/local-checkout/cs_local_1");
    expect((await screen.findByRole("alert", {}, { timeout: 15_000 })).textContent).toContain(
      "This checkout does not exist or was started by someone else.",
    );
  });
});
