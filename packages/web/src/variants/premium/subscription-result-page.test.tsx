import { cleanup, screen, within } from "@testing-library/react";
import type { PremiumSubscriptionInfo } from "@xa/core/billing/premium-subscription-contract";
import { afterEach, describe, expect, it } from "vitest";
import { PLANS, testSubscription } from "../../features/billing/billing-fixtures.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as proRoutes } from "../pro/routes.tsx";
import { routes as teamRoutes } from "../team/routes.tsx";
import { routes } from "./routes.tsx";

const premium = testSubscription({
  plan: { id: 4, name: "Premium suite", features: ["premium_suite"], interval: "month" },
  currency: "USD",
});
const info = (subscription: PremiumSubscriptionInfo["subscription"]): PremiumSubscriptionInfo => ({
  subscription,
  premium: subscription?.active === true,
  plans: PLANS.filter((p) => p.features.includes("premium_suite")),
  provider: "local",
  test_billing: true,
});

function serve(answer: () => PremiumSubscriptionInfo) {
  return mockFetch({
    "GET /api/user/me/": { body: testUser() },
    "GET /api/external/deepthought/subscription/info/?team=acme": () => ({ body: answer() }),
  });
}

describe("premium suite and pro toolkit: back from checkout", { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it("reads the subscription until the payment's events have made it active", async () => {
    let reads = 0;
    serve(() => {
      reads += 1;
      return info(reads < 2 ? { ...premium, status: "incomplete", active: false } : premium);
    });
    await renderRoutes(routes, "/create-subscription/success?team=acme&session=cs_local_1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Subscription started" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("Confirming the payment")).toBeTruthy();
    expect(await screen.findByText("Payment received", {}, { timeout: 5000 })).toBeTruthy();
    const summary = screen.getByTestId("current-plan");
    expect(within(summary).getByText("Premium suite")).toBeTruthy();
    expect(summary.textContent).toContain("Active");
    expect(screen.getByText("Paid with test billing: no money moved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/premium-suite");
  });

  it("says a cancelled checkout charged nothing, in Japanese, and leads the team variant back to its settings", async () => {
    serve(() => info(null));
    await renderRoutes(teamRoutes, "/create-subscription/cancel?team=acme", "ja");
    expect(await screen.findByText("購入手続きをキャンセルしました", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId("current-plan").textContent).toContain("プランなし");
    expect(screen.getByRole("link", { name: "戻る" }).getAttribute("href")).toBe("/acme/team");
  });

  it("gives the pro toolkit the same pages, leading back to its home", async () => {
    serve(() => info(premium));
    await renderRoutes(proRoutes, "/create-subscription/success?team=acme&session=cs_local_1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Subscription started" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findByText("Payment received")).toBeTruthy();
    expect(screen.getByTestId("current-plan").textContent).toContain("Premium suite");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    cleanup();
    serve(() => info(null));
    await renderRoutes(proRoutes, "/create-subscription/cancel?team=acme", "ja");
    expect(await screen.findByText("購入手続きをキャンセルしました", {}, { timeout: 15_000 })).toBeTruthy();
  });

  it("says so when the page names no team", async () => {
    serve(() => info(null));
    await renderRoutes(routes, "/create-subscription/success");
    expect((await screen.findByRole("alert", {}, { timeout: 15_000 })).textContent).toContain("names no team");
  });
});
