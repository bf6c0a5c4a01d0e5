import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { PremiumAccountStats } from "@xa/core/premium/premium-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice } from "../../features/premium/premium-fixtures.test-support.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const ACCOUNTS = "GET /api/external/deepthought/accounts/";
const stats = (days: number): PremiumAccountStats => ({
  account: alice,
  window: { start: "2026-10-21T18:00:00.000Z", end: "2026-11-20T18:00:00.000Z", days },
  posts: 3,
  engagements: 54,
  engagement_rate: 0.09,
  median_engagements: 10,
  followers_change: 10,
  followers_in_store: 5,
  following_in_store: 2,
  daily: [{ day: "2026-11-10", posts: 1, engagements: 10 }],
  top_post: { id: "p3", text: "My grinder review", created_at: "2026-11-20T18:00:00.000Z", engagements: 40 },
});

describe("the premium dashboard", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("asks a user without an X account to connect one", async () => {
    mockFetch({ "GET /api/user/me/": { body: testUser() }, [ACCOUNTS]: { body: { accounts: [], premium: true } } });
    await renderRoutes(premiumRoutes, "/premium-suite");
    expect(await screen.findByText("Connect your X account", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Connect an X account" }).getAttribute("href")).toBe("/account");
  });

  it("says which plan opens the suite, in Japanese too", async () => {
    mockFetch({
      "GET /api/user/me/": { body: testUser() },
      [ACCOUNTS]: { body: { accounts: [alice], premium: false } },
    });
    await renderRoutes(premiumRoutes, "/premium-suite", "ja");
    expect(
      await screen.findByText("プレミアムスイートには、それを含むプランが必要です", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "プランを見る" }).getAttribute("href")).toBe("/premium");
  });

  it("draws the account's figures and asks again for another window", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      [ACCOUNTS]: { body: { accounts: [alice], premium: true } },
      "GET /api/external/deepthought/account-stats/?account=1001&days=30": { body: stats(30) },
      "GET /api/external/deepthought/account-stats/?account=1001&days=7": {
        body: { ...stats(7), posts: 0, daily: [], top_post: null },
      },
    });
    await renderRoutes(premiumRoutes, "/premium-suite");
    expect(await screen.findByText("My grinder review", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("+10")).toBeTruthy();
    expect(screen.getByText("54")).toBeTruthy();
    expect(screen.getByText("9%")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the post" }).getAttribute("href")).toBe("/post/p3");
    fireEvent.click(screen.getByText("7 days"));
    expect(await screen.findByText("No posts in this window")).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("days=7"))).toBe(true));
  });
});
