import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

// The creators tool and the planner are open to some users only (the user's `access`, from core's rules).
const as = (access: { creators: boolean; campaign_planner: boolean }) => ({
  "GET /api/user/me/": { body: testUser({ access }) },
  "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("tools the group rules gate", { timeout: 30_000 }, () => {
  it("says who the creators tool is open to, offers no search, and leaves it out of the menu", async () => {
    const calls = mockFetch(as({ creators: false, campaign_planner: true }));
    await renderRoutes(routes, "/creators?q=nike");
    expect(await screen.findByText("The creators tool is not open to your account")).toBeTruthy();
    expect(screen.getByText(/open to the Creators group and the provider's staff/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Find creators" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Creators" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Campaign planner" }).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.url.startsWith("/api/external/creators/"))).toEqual([]);
  });

  it("says who the campaign planner is open to, and asks for no plans", async () => {
    const calls = mockFetch(as({ creators: true, campaign_planner: false }));
    await renderRoutes(routes, "/campaign-planner");
    expect(await screen.findByText("The campaign planner is not open to your account")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Campaign planner" })).toBeNull());
    expect(screen.getAllByRole("link", { name: "Creators" }).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.url.startsWith("/api/audience-plan/"))).toEqual([]);
  });
});
