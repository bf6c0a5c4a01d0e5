import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { PremiumAccount } from "@xa/core/premium/premium-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes as premiumRoutes } from "./routes.tsx";

const account = (id: string, username: string, inStore = true): PremiumAccount => ({
  id,
  provider: "x-sandbox",
  username,
  name: username.toUpperCase(),
  avatar_url: null,
  in_store: inStore,
  followers_count: 10,
  following_count: 2,
  connected_at: "2026-11-01T00:00:00.000Z",
});

describe("switching the suite's account", { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("lists the connected accounts, and a switch takes every page to the chosen one", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/external/deepthought/accounts/": {
        body: { accounts: [account("1001", "alice"), account("1002", "bob", false)], premium: true },
      },
    });
    const { router } = await renderRoutes(premiumRoutes, "/switch-account");
    expect(await screen.findByText("Not in the store yet", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Current")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use @bob" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/premium-suite"));
    // Bob's data is not in the store: the dashboard says so rather than asking for his figures.
    expect(await screen.findByText("@bob is not in the social store yet")).toBeTruthy();
    expect(calls.some((c) => c.url.includes("account-stats"))).toBe(false);
  });
});
