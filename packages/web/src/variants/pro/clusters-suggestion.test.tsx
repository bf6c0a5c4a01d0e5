import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLUSTERS_FIXTURE } from "../../features/clusters/test/clusters-fixture.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { recordedPrompts, suggestionRoutes } from "../../test/suggestion-fixtures.ts";
import { routes } from "./routes.tsx";

// jsdom has no WebGL: sigma draws nothing here, the suggestion is what is tested.
vi.mock("sigma", () => ({
  default: class {
    on() {}
    refresh() {}
    kill() {}
  },
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the package suggestion on topic clusters", { timeout: 20_000 }, () => {
  it("shows on the 5th use and opens the package builder with the query and window as the brief", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser({ memberships: [] }) },
      "POST /api/external/topic-clusters/": { body: CLUSTERS_FIXTURE },
      ...suggestionRoutes(5),
    });
    const { router } = await renderRoutes(routes, "/topic-clusters?q=guns&from=2026-03-01&to=2026-03-31");
    // The page and the suggestion are chunks of their own: loading both takes a while on a busy machine.
    const prompt = await screen.findByTestId("tool-suggestion", {}, { timeout: 10_000 });
    expect(prompt.textContent).toContain("You found 156 results.");
    await waitFor(() =>
      expect(recordedPrompts(calls)).toEqual([{ action: "suggestion_shown", context: "topic_clusters" }]),
    );
    fireEvent.click(within(prompt).getByRole("link", { name: "Build a package" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/campaigns/new"));
    expect(router.state.location.state).toEqual({
      preset: { analysis: { query_type: "keyword", query: "guns", start_date: "2026-03-01", end_date: "2026-03-31" } },
    });
  });

  it("stays away on the 4th use", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser({ memberships: [] }) },
      "POST /api/external/topic-clusters/": { body: CLUSTERS_FIXTURE },
      ...suggestionRoutes(4),
    });
    await renderRoutes(routes, "/topic-clusters?q=guns");
    await waitFor(() => expect(calls.some((c) => c.url === "/api/user-activity/usage/")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("tool-suggestion")).toBeNull();
    expect(recordedPrompts(calls)).toEqual([]);
  });
});
