import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AnalyzeQueryResponse, SectionName } from "@xa/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testTeam, testUser } from "../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../test/render.tsx";
import { routes as teamRoutes } from "./team/routes.tsx";

const WIDENED = ["ev", "evs"];

/* The server as the widening test sees it: "electric car" alone finds 3 authors, each widening term 5 more. */
function answer(init: RequestInit): { body: AnalyzeQueryResponse } {
  const body = JSON.parse(String(init.body)) as { sections: SectionName[]; unwidened?: string[] };
  const terms = WIDENED.filter((t) => !(body.unwidened ?? []).includes(t));
  const count = 3 + 5 * terms.length;
  return {
    body: {
      query_type: "keyword",
      resolved: {
        query: "electric car",
        handle: null,
        post_id: null,
        start_date: "2021-09-22T00:00:00.000Z",
        end_date: "2021-09-22T23:59:59.999Z",
        country: "Global",
        widened: terms.length > 0 ? [{ words: "electric car", terms }] : [],
      },
      sections:
        body.sections[0] === "audience_size"
          ? {
              audience_size: {
                kind: "count",
                base: { unit: "accounts", count, description: "authors of posts matching electric car" },
                value: count,
                label: "accounts in the audience",
              },
            }
          : {},
      demo_data: false,
    },
  };
}

const LINK = "/acme/explore-x?type=keyword&q=electric+car&start=2021-09-22&end=2021-09-22";

describe("also searched, on the analysis page", { timeout: 60_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("shows the terms the query was widened with; removing one puts it in the link and the count drops", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
      "GET /api/teams/acme/": { body: testTeam() },
      "GET /api/social/suggestions/": { body: { handles: [], keywords: [], hashtags: [], demo: false } },
      "POST /api/external/analyze-query/": answer,
    });
    const { router } = await renderRoutes(teamRoutes, LINK);
    const chips = await screen.findByTestId("also-searched", {}, { timeout: 15_000 });
    expect(within(chips).getByText("Also searched:")).toBeTruthy();
    expect(within(chips).getByText("ev").closest("[title]")?.getAttribute("title")).toBe(
      "Searched as well as “electric car”",
    );
    const card = screen.getByTestId("section-card-audience_size");
    expect(await within(card).findByText("13")).toBeTruthy();

    fireEvent.click(within(chips).getByRole("button", { name: "Search again without ev" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("unwiden")).toBe("ev"));
    expect(await within(screen.getByTestId("section-card-audience_size")).findByText("8")).toBeTruthy();
    const asked = calls.filter((c) => c.url === "/api/external/analyze-query/").map((c) => c.body);
    expect(asked.at(-1)).toMatchObject({ query: "electric car", unwidened: ["ev"] });
    await waitFor(() => expect(within(screen.getByTestId("also-searched")).queryByText("ev")).toBeNull());
    expect(within(screen.getByTestId("also-searched")).getByText("evs")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Search again without evs" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("unwiden")).toBe("ev,evs"));
    expect(await within(screen.getByTestId("section-card-audience_size")).findByText("3")).toBeTruthy();
    expect(screen.queryByTestId("also-searched")).toBeNull();
  });

  it("reproduces a shared link's removals, and names the chips in Japanese", async () => {
    const calls = mockFetch({
      "GET /api/user/me/": { body: testUser() },
      "GET /api/teams/?limit=100&offset=0": { body: pageOf([testTeam()]) },
      "GET /api/teams/acme/": { body: testTeam() },
      "POST /api/external/analyze-query/": answer,
    });
    await renderRoutes(teamRoutes, `${LINK}&unwiden=evs`, "ja");
    const chips = await screen.findByTestId("also-searched", {}, { timeout: 15_000 });
    expect(within(chips).getByText("あわせて検索:")).toBeTruthy();
    expect(within(chips).getByRole("button", { name: "ev を除いて再検索" })).toBeTruthy();
    expect(within(chips).queryByText("evs")).toBeNull();
    expect(calls.find((c) => c.url === "/api/external/analyze-query/")?.body).toMatchObject({ unwidened: ["evs"] });
  });
});
