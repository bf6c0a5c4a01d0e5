import { cleanup, screen, within } from "@testing-library/react";
import type { CommunitySummary } from "@xa/core/communities/community-entities";
import type { ToolkitOverview } from "@xa/core/social/toolkit-overview-contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageOf, testUser } from "../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { routes } from "./routes.tsx";

const OVERVIEW = "GET /api/external/toolkit-overview/";
const signedOut = { "GET /api/user/me/": { status: 401, body: { detail: "Not signed in." } } };

const overview = (over: Partial<ToolkitOverview> = {}): ToolkitOverview => ({
  accounts: 20_000,
  posts: 812_345,
  first_post_at: "2026-09-01T00:00:00.000Z",
  last_post_at: "2026-11-30T00:00:00.000Z",
  countries: 14,
  top_countries: [{ country: "JP", accounts: 9000 }],
  sample_posts: 20_000,
  languages: [
    { language: "ja", posts: 12_000 },
    { language: "en", posts: 8000 },
  ],
  hashtags: [{ tag: "コーヒー", posts: 321 }],
  top_accounts: [
    { handle: "nike", name: "Nike", followers_count: 1_200_000 },
    { handle: "adidas", name: "adidas", followers_count: 900_000 },
  ],
  demo: { seed: 42, generated_at: "2026-12-01T00:00:00.000Z" },
  ...over,
});

const link = (name: string | RegExp) => screen.getByRole("link", { name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the pro toolkit's content pages", { timeout: 20_000 }, () => {
  it("home: the store's counts, the demo notice and each tool's example from the store, signed out", async () => {
    mockFetch({ ...signedOut, [OVERVIEW]: { body: overview() } });
    await renderRoutes(routes, "/");
    expect(await screen.findByText("812,345")).toBeTruthy();
    expect(screen.getByText("20,000", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/generated demo world \(seed 42\)/)).toBeTruthy();
    expect(link("Try it with @nike").getAttribute("href")).toBe("/explore/nike");
    expect(link("Try it with @nike · @adidas").getAttribute("href")).toBe("/competitor-analysis?handles=nike%2Cadidas");
    const tag = encodeURIComponent("#コーヒー");
    const hashtagLinks = screen
      .getAllByRole("link", { name: "Try it with #コーヒー" })
      .map((a) => a.getAttribute("href"));
    expect(hashtagLinks).toEqual([`/creators?q=${tag}`, `/topic-clusters?q=${tag}`]);
    expect(link("Try it with JP").getAttribute("href")).toBe("/xstats/jp");
    expect(link("Open Audience builder").getAttribute("href")).toBe("/audience-builder");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(9);
  });

  it("says an empty store is empty, and a failed read can be retried", async () => {
    mockFetch({
      ...signedOut,
      [OVERVIEW]: { body: overview({ accounts: 0, posts: 0, top_accounts: [], demo: null }) },
    });
    await renderRoutes(routes, "/about");
    expect(await screen.findByText("The data store is empty")).toBeTruthy();
    // What the product is and where its data comes from does not depend on the store.
    expect(screen.getByRole("heading", { name: "Where the data comes from" })).toBeTruthy();
    cleanup();
    mockFetch({ ...signedOut, [OVERVIEW]: { status: 500, body: { detail: "Server down." } } });
    await renderRoutes(routes, "/pro-targeting");
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("about: sources, methods linked to their pages, and the store's languages in Japanese", async () => {
    mockFetch({ ...signedOut, [OVERVIEW]: { body: overview({ demo: null }) } });
    await renderRoutes(routes, "/about", "ja");
    expect(await screen.findByText("データの出どころ")).toBeTruthy();
    expect(link("トピッククラスタ").getAttribute("href")).toBe("/topic-clusters");
    expect(screen.getByText(/最近の投稿の言語：日本語, 英語/)).toBeTruthy();
    expect(screen.queryByText("デモデータ")).toBeNull();
  });

  it("targeting and solutions: the workflow's links and use cases open on the store's examples", async () => {
    mockFetch({ ...signedOut, [OVERVIEW]: { body: overview() } });
    await renderRoutes(routes, "/pro-targeting");
    expect(await screen.findByText(/20,000 accounts to target from, placed in 14 countries/)).toBeTruthy();
    expect(link("Plan a campaign").getAttribute("href")).toBe("/campaign-planner");
    expect(link("Analyse its audience").getAttribute("href")).toBe("/explore/nike");
    cleanup();
    mockFetch({ ...signedOut, [OVERVIEW]: { body: overview() } });
    await renderRoutes(routes, "/pro-solutions");
    const agencies = (await screen.findByRole("heading", { name: "Agencies" })).closest("div") as HTMLElement;
    expect(within(agencies).getByRole("link", { name: "Competitor analysis: @nike · @adidas" })).toBeTruthy();
  });

  it("community: the store's communities for a signed-in user and who's talking, linking into explore", async () => {
    mockFetch({
      "GET /api/user/me/": { body: testUser({ memberships: [] }) },
      [OVERVIEW]: { body: overview() },
      "GET /api/communities/?order=posts&limit=25&offset=0": {
        body: pageOf([
          {
            id: "1600000000000000001",
            name: "Coffee lovers",
            description: null,
            access: "Public",
            join_policy: "Open",
            member_count: 1200,
            created_at: null,
            posts: 345,
            authors: 40,
            first_post_at: "2026-10-01T00:00:00.000Z",
            last_post_at: "2026-11-01T00:00:00.000Z",
            demo: true,
          } satisfies CommunitySummary,
        ]),
      },
    });
    await renderRoutes(routes, "/pro-community");
    expect((await screen.findByRole("link", { name: "Coffee lovers" })).getAttribute("href")).toBe(
      "/explore?type=conversation&community=1600000000000000001",
    );
    expect(screen.getByText("345 posts")).toBeTruthy();
    expect(link("Nike (@nike)").getAttribute("href")).toBe("/explore/nike");
    expect(link("#コーヒー").getAttribute("href")).toBe(`/topic-clusters?q=${encodeURIComponent("#コーヒー")}`);
  });

  it("community: a visitor not signed in is asked to sign in for the communities", async () => {
    mockFetch({ ...signedOut, [OVERVIEW]: { body: overview() } });
    await renderRoutes(routes, "/pro-community");
    expect(await screen.findByText("The store's communities are listed for signed-in users.")).toBeTruthy();
    expect(link("Sign in to see them").getAttribute("href")).toBe("/login?next=%2Fpro-community");
  });
});
